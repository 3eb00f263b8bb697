/**
 * SFEN, the position text of USI shogi programs: the board from the top rank (the second player's
 * side) and the ninth file (`lnsgkgsnl/1r5b1/…`), `+` before a promoted piece, the side to move (`b`
 * the first player, sente; `w` the second, gote), the pieces in hand with counts (`2P1b` or `-`;
 * the first player's upper case first, each side rook first), and the move number counted in plies.
 * Read into, and written from, the engine's Fairy-Stockfish FEN (where the first player is `w`).
 */
import { fail } from '../../../core/errors.js';
import type { ShogiDialect } from './dialect.js';
import { readTokens } from './board-tokens.js';

/** Most pieces of one kind a hand may hold in SFEN text (shogi has 18 pawns). */
const MAX_HAND_COUNT = 99;

function bad(text: string, why: string): never {
  return fail('INVALID_FEN', `SFEN ${JSON.stringify(text.slice(0, 80))}: ${why}`);
}

/** The fields of SFEN text, without a leading `sfen` (as USI's `position sfen …` writes it). */
function fieldsOf(text: string): string[] {
  const fields = text.trim().split(/\s+/);
  if (fields[0] === 'sfen') fields.shift();
  return fields;
}

/**
 * Whether position text is SFEN rather than Fairy-Stockfish's FEN: no hands in `[...]`, three or
 * four fields, the third the hands (`-` or counts and letters, never a bare number), the fourth a
 * move number. A leading `sfen` (USI's `position sfen …`) makes it SFEN whatever follows.
 */
export function looksLikeSfen(text: string): boolean {
  if (/^\s*sfen\s/.test(text)) return true;
  const fields = fieldsOf(text);
  if (fields.length < 3 || fields.length > 4 || (fields[0] as string).includes('[')) return false;
  if (!/^[bw]$/.test(fields[1] as string)) return false;
  if (!/^(-|([0-9]*[A-Za-z])+)$/.test(fields[2] as string)) return false;
  return fields.length === 3 || /^[0-9]+$/.test(fields[3] as string);
}

/**
 * SFEN text → the engine's FEN. Checks the SFEN's own syntax (letters the game's SFEN uses, `+`
 * only before a piece that promotes, hands of pieces a hand may hold); the engine then checks the
 * board's shape. Linear in the text's length. Throws `INVALID_FEN` naming what is wrong.
 */
export function sfenToFen(d: ShogiDialect, text: string): string {
  if (text.length > 4000) bad(text, 'longer than 4000 characters');
  const fields = fieldsOf(text);
  if (fields.length < 3 || fields.length > 4) bad(text, `SFEN has 3 or 4 fields (board, side, hands, move number), this text ${fields.length}`);
  const [board, side, hands, number] = fields as [string, string, string, string | undefined];
  let marked = false;
  for (const ch of board) {
    if (ch === '/' || (ch >= '0' && ch <= '9')) {
      if (marked) bad(text, '"+" must stand before a piece letter');
      continue;
    }
    if (ch === '+') {
      if (marked) bad(text, '"++" on the board');
      marked = true;
      continue;
    }
    const up = ch.toUpperCase();
    if (!/[a-z]/i.test(ch) || !d.boardLetters.includes(up)) bad(text, `${JSON.stringify(ch)} is not a piece of ${d.name} in SFEN (${d.boardLetters.split('').join(' ')}, "+" before a promoted one)`);
    if (marked && !d.promotes.includes(up)) bad(text, `+${ch}: ${up} does not promote`);
    marked = false;
  }
  if (marked) bad(text, 'a "+" ends the board');
  if (side !== 'b' && side !== 'w') bad(text, `the side to move is b (sente) or w (gote), not ${JSON.stringify(side.slice(0, 10))}`);
  let pocket = '';
  if (hands !== '-') {
    const re = /([0-9]*)([A-Za-z])/gy;
    let at = 0;
    for (let m = re.exec(hands); m; m = re.exec(hands)) {
      at = re.lastIndex;
      const digits = m[1] as string, letter = m[2] as string;
      if (!d.handOrder.includes(letter.toUpperCase())) bad(text, `${JSON.stringify(letter)} in hand is not a piece a ${d.name} hand holds (${d.handOrder.split('').join(' ')})`);
      const count = digits === '' ? 1 : Number(digits);
      if (digits.length > 2 || count < 1 || count > MAX_HAND_COUNT) bad(text, `a count in hand is 1 to ${MAX_HAND_COUNT}, not ${JSON.stringify(digits.slice(0, 10))}`);
      pocket += letter.repeat(count);
    }
    if (at !== hands.length) bad(text, `the hands ${JSON.stringify(hands.slice(0, 20))} are counts and piece letters (like 2P1b) or "-"`);
  }
  let ply = 1;
  if (number !== undefined) {
    if (!/^[0-9]{1,7}$/.test(number)) bad(text, `the move number must be a number, not ${JSON.stringify(number.slice(0, 10))}`);
    ply = Math.max(1, Number(number));
  }
  // SFEN counts plies from 1; the engine's FEN counts moves, each a first player's and a second's.
  const fullmove = Math.ceil(ply / 2);
  return `${board}[${pocket}] ${side === 'b' ? 'w' : 'b'} - - 0 ${fullmove}`;
}

/** The engine's FEN of a shogi-family position → SFEN (hands in SFEN order with counts; move number in plies). */
export function fenToSfen(d: ShogiDialect, fen: string): string {
  const t = readTokens(d, fen);
  const rows: string[] = [];
  for (let rank = d.ranks; rank >= 1; rank--) {
    let row = '', run = 0;
    for (let f = 0; f < d.files; f++) {
      const piece = t.board.get(String.fromCharCode(97 + f) + String(rank));
      if (piece === undefined) { run++; continue; }
      if (run) { row += String(run); run = 0; }
      row += piece;
    }
    if (run) row += String(run);
    rows.push(row);
  }
  for (const letter of t.hands.keys()) {
    if (!d.handOrder.includes(letter.toUpperCase())) fail('INVALID_POSITION', `SFEN cannot write ${JSON.stringify(letter)} in hand: a ${d.name} hand holds ${d.handOrder.split('').join(' ')}`);
  }
  let hands = '';
  for (const letter of [...d.handOrder, ...d.handOrder.toLowerCase()]) {
    const n = t.hands.get(letter) ?? 0;
    if (n > 0) hands += (n > 1 ? String(n) : '') + letter;
  }
  const second = t.side === 'b';
  const ply = 2 * (t.fullmove - 1) + (second ? 2 : 1);
  return `${rows.join('/')} ${second ? 'w' : 'b'} ${hands || '-'} ${ply}`;
}
