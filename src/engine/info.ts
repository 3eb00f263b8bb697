/**
 * Reading an engine's `info` line (UCI and USI write the same words): depth, score, node count,
 * speed and principal variation. Unknown words are skipped, as the protocols ask of a reader.
 */

/** An engine's score, from the side to move's view as the engine reports it: centipawns, or mate in `mate` moves (negative: the side to move is mated). */
export type EngineScore = { readonly type: 'cp'; readonly value: number } | { readonly type: 'mate'; readonly value: number };

/** The fields of one `info` line (absent when the line did not give them). */
export interface InfoLine {
  readonly depth?: number;
  readonly seldepth?: number;
  readonly multipv?: number;
  readonly score?: EngineScore;
  /** The score is only a bound (`lowerbound` / `upperbound`): the engine is still looking. */
  readonly bound?: boolean;
  readonly nodes?: number;
  readonly nps?: number;
  readonly time?: number;
  /** The principal variation as the engine wrote it. */
  readonly pv?: readonly string[];
}

// The words kept, each followed by one whole number (other words, `hashfull 12`, are passed over).
const NUMBERS = new Set(['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'time']);

/** The fields of an `info` line, or undefined for any other line (and for `info string`, free text). */
export function readInfo(line: string): InfoLine | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'info' || words[1] === 'string') return undefined;
  const out: { -readonly [K in keyof InfoLine]: InfoLine[K] } = {};
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (word === 'string') break; // the rest of the line is text
    if (word === 'pv') {
      out.pv = words.slice(i + 1);
      break;
    }
    if (word === 'score') {
      const type = words[i + 1], value = Number(words[i + 2]);
      if ((type === 'cp' || type === 'mate') && Number.isSafeInteger(value)) out.score = { type, value };
      i += 2;
      if (words[i + 1] === 'lowerbound' || words[i + 1] === 'upperbound') {
        out.bound = true;
        i++;
      }
      continue;
    }
    if (NUMBERS.has(word)) {
      const value = Number(words[i + 1]);
      if (Number.isSafeInteger(value) && value >= 0) (out as Record<string, number>)[word] = value;
      i++;
    }
  }
  return out;
}
