/**
 * PDN FEN for every board size: `W:W31-50:B1-20` — side to move, then the
 * White and Black pieces in either order (`K` marks a king, ranges such as
 * `31-50` accepted), squares numbered as the federation numbers its board
 * (1–32, 1–50, 1–72) or, as PDN 3.0 also allows, named algebraically
 * (`W:Wa1,c1:BKh8`, no ranges). A trailing `.` is accepted. Written in the
 * rules' notation.
 */
import { badFen, splitFen } from '../fen-fields.js';
import type { FamilyContext } from './context.js';
import { resolveFamilyOptions } from './options.js';
import { readSquare } from './squares.js';
import type { FamilyOptions, FamilyPosition } from './types.js';

const bad = badFen;

/** Reads PDN FEN text into a position. */
export function parseFamilyFen(ctx: FamilyContext, text: string, options?: FamilyOptions): FamilyPosition {
  const { duplicates } = resolveFamilyOptions(ctx.rules, options);
  const n = ctx.geometry.n;
  const { turn, fields } = splitFen(text);
  const cells: string[] = new Array<string>(n).fill('.');
  const seen = new Set<string>();
  for (const field of fields) {
    const body = field.text.trim();
    const at = field.at + (field.text.length - field.text.trimStart().length);
    const tag = body[0];
    if (tag !== 'W' && tag !== 'B') bad(`unexpected field "${body.slice(0, 20)}": expected W… or B…`, at);
    if (seen.has(tag as string)) bad(`the ${tag === 'W' ? 'White' : 'Black'} pieces are listed twice`, at);
    seen.add(tag as string);
    readPieces(ctx, body.slice(1), at + 1, tag === 'W', cells);
  }
  if (!seen.has('W')) bad('the White pieces field ("W…") is missing', text.length);
  if (!seen.has('B')) bad('the Black pieces field ("B…") is missing', text.length);
  return { variant: ctx.rules.id, turn, squares: cells.join(''), duplicates, quietPlies: 0, repetition: [] };
}

/** Reads a pieces field's list (`K5,9,12-14`) into `cells` (`at`: where it starts in the text, for errors). */
export function readPieces(ctx: FamilyContext, list: string, at: number, white: boolean, cells: string[]): void {
  if (list.trim() === '') return;
  const n = ctx.geometry.n;
  const crown = ctx.geometry.crown[white ? 1 : 0];
  let offset = at;
  for (const raw of list.split(',')) {
    const item = raw.trim();
    const itemAt = offset + (raw.length - raw.trimStart().length);
    offset += raw.length + 1;
    const alpha = /^(K?)([a-z]\d{1,2})$/.exec(item);
    const m = alpha ? null : /^(K?)(\d{1,3})(?:\s*-\s*(\d{1,3}))?$/.exec(item);
    if (!m && !alpha) bad(`"${item.slice(0, 20)}" is not a square ("5" or "c3"), a king ("K5") or a range ("1-12")`, itemAt);
    let k: string;
    let first: number;
    let last: number;
    if (alpha) {
      k = alpha[1] as string;
      const s = readSquare(ctx.geometry, alpha[2] as string);
      if (s < 0) bad(`${alpha[2]} is not a playing square of this board`, itemAt);
      first = last = s + 1;
    } else {
      const [, king, a, b] = m as RegExpExecArray;
      k = king as string;
      first = Number(a);
      last = b === undefined ? first : Number(b);
      if (first < 1 || first > n || last < 1 || last > n) bad(`square ${first < 1 || first > n ? first : last} is not between 1 and ${n}`, itemAt);
      if (last < first) bad(`the range ${first}-${last} runs backwards`, itemAt);
    }
    const name = (sq: number): string => ctx.geometry.names[sq - 1] as string;
    for (let sq = first; sq <= last; sq++) {
      if (cells[sq - 1] !== '.') bad(`square ${name(sq)} is given twice`, itemAt);
      if (k !== 'K' && crown[sq - 1] === 1) bad(`a ${white ? 'white' : 'black'} man cannot stand on ${name(sq)}: it would have been crowned`, itemAt);
      cells[sq - 1] = white ? (k === 'K' ? 'W' : 'w') : k === 'K' ? 'B' : 'b';
    }
  }
}

/** Writes a position as PDN FEN in the rules' notation (squares in numbering order, `K` before kings). */
export function formatFamilyFen(ctx: FamilyContext, position: FamilyPosition): string {
  const names = ctx.geometry.names;
  const white: string[] = [];
  const black: string[] = [];
  const s = position.squares;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === 'w' || c === 'W') white.push(`${c === 'W' ? 'K' : ''}${names[i]}`);
    else if (c === 'b' || c === 'B') black.push(`${c === 'B' ? 'K' : ''}${names[i]}`);
  }
  return `${position.turn === 'black' ? 'B' : 'W'}:W${white.join(',')}:B${black.join(',')}`;
}
