/**
 * PDN FEN for every board size: `W:W31-50:B1-20` — side to move, then the
 * White and Black pieces in either order (`K` marks a king, ranges such as
 * `31-50` accepted), squares numbered as the federation numbers its board
 * (1–32, 1–50, 1–72). A trailing `.` is accepted.
 */
import { badFen, splitFen } from '../fen-fields.js';
import type { FamilyContext } from './context.js';
import { resolveFamilyOptions } from './options.js';
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

/** Reads `K5,9,12-14` into `cells`. */
function readPieces(ctx: FamilyContext, list: string, at: number, white: boolean, cells: string[]): void {
  if (list.trim() === '') return;
  const n = ctx.geometry.n;
  const crown = ctx.geometry.crown[white ? 1 : 0];
  let offset = at;
  for (const raw of list.split(',')) {
    const item = raw.trim();
    const itemAt = offset + (raw.length - raw.trimStart().length);
    offset += raw.length + 1;
    const m = /^(K?)(\d{1,3})(?:\s*-\s*(\d{1,3}))?$/.exec(item);
    if (!m) bad(`"${item.slice(0, 20)}" is not a square ("5"), a king ("K5") or a range ("1-12")`, itemAt);
    const [, k, a, b] = m as RegExpExecArray;
    const first = Number(a);
    const last = b === undefined ? first : Number(b);
    if (first < 1 || first > n || last < 1 || last > n) bad(`square ${first < 1 || first > n ? first : last} is not between 1 and ${n}`, itemAt);
    if (last < first) bad(`the range ${first}-${last} runs backwards`, itemAt);
    for (let sq = first; sq <= last; sq++) {
      if (cells[sq - 1] !== '.') bad(`square ${sq} is given twice`, itemAt);
      if (k !== 'K' && crown[sq - 1] === 1) bad(`a ${white ? 'white' : 'black'} man cannot stand on ${sq}: it would have been crowned`, itemAt);
      cells[sq - 1] = white ? (k === 'K' ? 'W' : 'w') : k === 'K' ? 'B' : 'b';
    }
  }
}

/** Writes a position as PDN FEN (squares ascending, `K` before kings). */
export function formatFamilyFen(position: FamilyPosition): string {
  const white: string[] = [];
  const black: string[] = [];
  const s = position.squares;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === 'w' || c === 'W') white.push(`${c === 'W' ? 'K' : ''}${i + 1}`);
    else if (c === 'b' || c === 'B') black.push(`${c === 'B' ? 'K' : ''}${i + 1}`);
  }
  return `${position.turn === 'black' ? 'B' : 'W'}:W${white.join(',')}:B${black.join(',')}`;
}
