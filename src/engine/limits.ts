/**
 * How long an engine may search: the limits of `play` and `analyse`, checked (a server takes them
 * from requests, so anything malformed is `INVALID_OPTION`), and written as the words of `go`.
 */
import { describe, fail } from '../core/errors.js';

/**
 * Limits of one search; give at least one of `depth`, `nodes`, `movetime`, `time`. Times are in
 * milliseconds; clocks are keyed by the game's player ids (`{ white: 60000, black: 60000 }`), and the
 * protocol's words follow from them (UCI `wtime`/`btime`; USI `btime` for the first player, sente).
 */
export interface EngineLimits {
  /** Search this many plies deep. */
  readonly depth?: number;
  /** Search this many positions. */
  readonly nodes?: number;
  /** Search exactly this long. */
  readonly movetime?: number;
  /** Time left on each player's clock. */
  readonly time?: Readonly<Record<string, number>>;
  /** Each player's increment per move (Fischer). */
  readonly increment?: Readonly<Record<string, number>>;
  /** Moves to the next time control. */
  readonly movestogo?: number;
  /** Shogi's byoyomi: time per move once the clock is spent (USI). */
  readonly byoyomi?: number;
}

/** Longest time any limit may name: one day (a bigger number is a mistake, and it would overflow a timer). */
const MAX_MS = 86_400_000;
const KEYS = new Set(['depth', 'nodes', 'movetime', 'time', 'increment', 'movestogo', 'byoyomi']);

/** The protocol's words for the first and the second player's clock and increment. */
export interface ClockWords {
  readonly time: readonly [string, string];
  readonly increment: readonly [string, string];
}

function whole(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    fail('INVALID_OPTION', `engine limit "${name}" must be a whole number from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
}

function clock(value: unknown, name: string, players: readonly string[]): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('INVALID_OPTION', `engine limit "${name}" must be an object keyed by player ({ ${players.map((p) => `${p}: 60000`).join(', ')} }), got ${describe(value)}`);
  const out: Record<string, number> = {};
  for (const [player, ms] of Object.entries(value)) {
    if (!players.includes(player)) fail('INVALID_OPTION', `engine limit "${name}" names ${describe(player)}, not a player of this game (${players.join(', ')})`);
    out[player] = whole(ms, `${name}.${player}`, 0, MAX_MS);
  }
  return out;
}

/** A checked search: the words of `go` and how long the search may take (0: not bound by time). */
export interface Search {
  readonly words: string;
  readonly expectedMs: number;
}

/** Checks `limits` and writes the `go` command's words, with the player to move's clock for the time bound. */
export function goCommand(limits: unknown, players: readonly string[], turn: string, words: ClockWords): Search {
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) fail('INVALID_OPTION', `engine limits must be an object such as { movetime: 100 }, got ${describe(limits)}`);
  for (const key of Object.keys(limits)) if (!KEYS.has(key)) fail('INVALID_OPTION', `unknown engine limit ${describe(key)} (use ${[...KEYS].join(', ')})`);
  const l = limits as EngineLimits;
  const out: string[] = ['go'];
  const time = l.time === undefined ? undefined : clock(l.time, 'time', players);
  const increment = l.increment === undefined ? undefined : clock(l.increment, 'increment', players);
  const pair = (values: Record<string, number> | undefined, names: readonly [string, string]): void => {
    if (values) players.slice(0, 2).forEach((p, i) => values[p] !== undefined && out.push(names[i] as string, String(values[p])));
  };
  pair(time, words.time);
  pair(increment, words.increment);
  let expectedMs = 0;
  if (l.movestogo !== undefined) out.push('movestogo', String(whole(l.movestogo, 'movestogo', 1, 10_000)));
  if (l.byoyomi !== undefined) out.push('byoyomi', String(whole(l.byoyomi, 'byoyomi', 0, MAX_MS)));
  if (l.depth !== undefined) out.push('depth', String(whole(l.depth, 'depth', 1, 1000)));
  if (l.nodes !== undefined) out.push('nodes', String(whole(l.nodes, 'nodes', 1, Number.MAX_SAFE_INTEGER)));
  if (l.movetime !== undefined) {
    out.push('movetime', String(whole(l.movetime, 'movetime', 1, MAX_MS)));
    expectedMs = l.movetime;
  }
  if (time) expectedMs = Math.max(expectedMs, (time[turn] ?? 0) + (increment?.[turn] ?? 0) + (l.byoyomi ?? 0));
  if (l.depth === undefined && l.nodes === undefined && l.movetime === undefined && time === undefined) {
    fail('INVALID_OPTION', 'an engine search needs a limit: depth, nodes, movetime or time');
  }
  return { words: out.join(' '), expectedMs };
}
