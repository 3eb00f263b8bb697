/**
 * The first step of reading PDN FEN, shared by English draughts and the family:
 * the `:`-separated fields with their offsets in the text (a trailing `.` is
 * dropped), and the side to move from the first field.
 */
import { fail } from '../../core/index.js';

/** One field of PDN FEN and the offset of its first character in the text. */
export interface FenField {
  readonly text: string;
  readonly at: number;
}

/** Throws `INVALID_FEN` with the 1-based character position. */
export const badFen = (message: string, at: number): never => fail('INVALID_FEN', `${message} (at character ${at + 1})`, { offset: at });

/**
 * Splits PDN FEN into its fields and reads the side to move.
 *
 * @example
 * ```ts
 * splitFen('W:W31-50:B1-20').turn // 'white'
 * ```
 */
export function splitFen(text: string): { turn: 'black' | 'white'; fields: FenField[] } {
  let src = text.trim();
  if (src.endsWith('.')) src = src.slice(0, -1);
  const shift = text.length - text.trimStart().length;
  const fields: FenField[] = [];
  let start = 0;
  for (let i = 0; i <= src.length; i++) {
    if (i === src.length || src[i] === ':') {
      fields.push({ text: src.slice(start, i), at: start + shift });
      start = i + 1;
    }
  }
  const head = fields[0] as FenField;
  const turnText = head.text.trim();
  if (turnText !== 'B' && turnText !== 'W') badFen(`the side to move must be "B" or "W", got "${turnText.slice(0, 20)}"`, head.at);
  return { turn: turnText === 'B' ? 'black' : 'white', fields: fields.slice(1) };
}
