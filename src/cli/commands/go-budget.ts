/**
 * The `go` command of UCI and USI, read, and turned into the reference bot's budget: how deep, how
 * many positions and how long to think on this move.
 */

/** A `go` command's words, read. Times in ms; clocks by player index (0: the first player). */
export interface GoWords {
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetime?: number;
  readonly infinite: boolean;
  readonly time: readonly (number | undefined)[];
  readonly increment: readonly (number | undefined)[];
  readonly movestogo?: number;
  readonly byoyomi?: number;
}

/** The protocol's names of the first and second player's clock and increment (UCI `wtime`, USI `btime` for the first). */
export interface ClockNames {
  readonly time: readonly [string, string];
  readonly increment: readonly [string, string];
}

/** Reads `go …` (the words after `go`); unknown words and malformed numbers are passed over, as the protocols ask. */
export function readGo(words: readonly string[], names: ClockNames): GoWords {
  const number = (i: number): number | undefined => {
    const n = Number(words[i + 1]);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
  };
  const out: { -readonly [K in keyof GoWords]: GoWords[K] } = { infinite: false, time: [undefined, undefined], increment: [undefined, undefined] };
  const time = [undefined, undefined] as (number | undefined)[], increment = [undefined, undefined] as (number | undefined)[];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const side = names.time.indexOf(word), incSide = names.increment.indexOf(word);
    if (side >= 0) time[side] = number(i);
    else if (incSide >= 0) increment[incSide] = number(i);
    else if (word === 'infinite') out.infinite = true;
    else if (word === 'depth' || word === 'nodes' || word === 'movetime' || word === 'movestogo' || word === 'byoyomi') {
      const n = number(i);
      if (n !== undefined) out[word] = n;
    }
  }
  out.time = time;
  out.increment = increment;
  return out;
}

/** Time kept back for writing the answer and the process's overhead. */
const OVERHEAD_MS = 30;
/** The bot's ceilings (`chooseMove` refuses more). */
export const MAX_TIME_MS = 60_000;
export const MAX_NODES = 100_000_000;

/** How long to think on this move, in ms (Infinity: until stopped), from the clock of the player to move (`side` its index). */
export function thinkingTime(go: GoWords, side: number): number {
  if (go.movetime !== undefined) return Math.max(1, go.movetime - OVERHEAD_MS);
  const left = go.time[side];
  if (left === undefined) return go.byoyomi !== undefined ? Math.max(1, go.byoyomi - OVERHEAD_MS) : Infinity;
  // An even share of the clock over the moves to come, with most of the increment and byoyomi.
  const inc = go.increment[side] ?? 0, byoyomi = go.byoyomi ?? 0;
  const share = Math.min(left / (go.movestogo ?? 30) + inc * 0.75, left * 0.5) + byoyomi * 0.9;
  return Math.max(1, Math.floor(share - OVERHEAD_MS));
}
