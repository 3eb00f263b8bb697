/**
 * PDN FEN position text: `B:W21,22,23:B1,2,K3` — side to move, then the White
 * and Black pieces (`K` marks a king; ranges such as `1-12` accepted on input).
 *
 * Two extra fields carry huffing state (only with `capture: 'huffing'`; readers
 * that stop after the colour fields still get the board):
 * - `:H9-14` (or `:HK9-14` when the piece was a king) — the last move ignored a
 *   capture; the position before it is this position with that move taken back.
 * - `:I` — the opponent insisted: the side to move must capture.
 */
import { readPieces } from './engine/fen.js';
import { englishContext, isCrowningSquare, isStep } from './english-engine.js';
import { badFen, splitFen } from './fen-fields.js';
import { offenceOf, squaresBeforeOffence } from './huffing.js';
import { ordinaryMoves } from './moves.js';
import { resolveOptions } from './options.js';
import { EMPTY, isKing, opponent, ownerOf } from './pieces.js';
import type { DraughtsOptions, DraughtsPlayer, DraughtsPosition, Offence } from './types.js';

const bad = badFen;

/** Reads PDN FEN text into a position. */
export function parseFen(text: string, options?: DraughtsOptions): DraughtsPosition {
  const { capture, drawAfterPlies } = resolveOptions(options);
  const { turn, fields } = splitFen(text);
  const cells: string[] = new Array<string>(32).fill(EMPTY);
  const seen = new Set<string>();
  let huff: { from: string; to: string; wasKing: boolean; at: number } | undefined;
  let insisted = false;
  for (const field of fields) {
    const body = field.text.trim();
    const at = field.at + (field.text.length - field.text.trimStart().length);
    const tag = body[0];
    if (tag === 'W' || tag === 'B') {
      if (seen.has(tag)) bad(`the ${tag === 'W' ? 'White' : 'Black'} pieces are listed twice`, at);
      seen.add(tag);
      readPieces(englishContext(), body.slice(1), at + 1, tag === 'W', cells);
    } else if (tag === 'H') {
      if (huff) bad('the huff field (H) appears twice', at);
      const m = /^H(K?)\s*(\d{1,2})\s*-\s*(\d{1,2})$/.exec(body);
      if (!m) bad(`the huff field must read like "H9-14" or "HK9-14", got "${body.slice(0, 20)}"`, at);
      const [, k, from, to] = m as RegExpExecArray;
      for (const sq of [from, to]) if (Number(sq) < 1 || Number(sq) > 32) bad(`square ${sq} in the huff field is not between 1 and 32`, at);
      huff = { from: String(Number(from)), to: String(Number(to)), wasKing: k === 'K', at };
    } else if (tag === 'I' && body === 'I') {
      insisted = true;
    } else {
      bad(`unexpected field "${body.slice(0, 20)}": expected W…, B…, H… or I`, at);
    }
  }
  if (!seen.has('W')) bad('the White pieces field ("W…") is missing', text.length);
  if (!seen.has('B')) bad('the Black pieces field ("B…") is missing', text.length);
  const squares = cells.join('');
  const base: DraughtsPosition = { variant: 'draughts', turn, squares, capture, drawAfterPlies, quietPlies: 0, repetition: [] };
  if (huff === undefined && !insisted) return base;
  const where = huff?.at ?? 0;
  if (capture !== 'huffing') bad(`the ${huff ? 'huff (H)' : 'insist (I)'} field needs the option capture: 'huffing'`, where);
  if (huff && insisted) bad('a position cannot have both a pending huff (H) and an insist (I)', where);
  if (insisted) {
    if (ordinaryMoves(squares, turn).captures.length === 0) bad('the insist field (I) says the side to move must capture, but it has no capture', where);
    return { ...base, mustCapture: true };
  }
  return { ...base, offence: readOffence(base, huff as NonNullable<typeof huff>) };
}

/** Checks the huff field against the board and rebuilds the offence it records. */
function readOffence(position: DraughtsPosition, huff: { from: string; to: string; wasKing: boolean; at: number }): Offence {
  const offender = opponent(position.turn);
  const to = Number(huff.to) - 1;
  const from = Number(huff.from) - 1;
  const letter = position.squares[to] as string;
  if (ownerOf(letter) !== offender) bad(`the huff field says ${offender} moved to ${huff.to}, but no ${offender} piece is there`, huff.at);
  if (position.squares[from] !== EMPTY) bad(`the huff field says a piece left ${huff.from}, but that square is occupied`, huff.at);
  if (huff.wasKing && !isKing(letter)) bad(`the huff field says a king moved to ${huff.to}, but a man is there`, huff.at);
  if (!isStep(offender, huff.wasKing, from, to)) bad(`${huff.from}-${huff.to} is not a step for that piece`, huff.at);
  if (!huff.wasKing && isKing(letter) !== isCrowningSquare(offender, to)) bad(`the piece on ${huff.to} should ${isKing(letter) ? 'not ' : ''}be a king after that move`, huff.at);
  const before = squaresBeforeOffence(position.squares, huff);
  const available = ordinaryMoves(before, offender).captures;
  if (available.length === 0) bad(`the huff field names ${huff.from}-${huff.to}, but ${offender} had no capture before it, so nothing was ignored`, huff.at);
  const move = { from: huff.from, to: huff.to, captures: [], notation: `${huff.from}-${huff.to}`, path: [huff.to], crowns: false, player: offender, piece: huff.wasKing ? 'K' : 'M', capturedKinds: [] } as const;
  return offenceOf({ ...position, squares: before }, move, available, huff.wasKing);
}

/** Writes a position as PDN FEN (squares ascending, `K` before kings, extra fields only when huffing needs them). */
export function formatFen(position: DraughtsPosition): string {
  const list = (player: DraughtsPlayer): string => {
    const items: string[] = [];
    for (let id = 0; id < 32; id++) {
      const letter = position.squares[id] as string;
      if (ownerOf(letter) === player) items.push(`${isKing(letter) ? 'K' : ''}${id + 1}`);
    }
    return items.join(',');
  };
  let text = `${position.turn === 'black' ? 'B' : 'W'}:W${list('white')}:B${list('black')}`;
  if (position.offence) text += `:H${position.offence.wasKing ? 'K' : ''}${position.offence.from}-${position.offence.to}`;
  if (position.mustCapture) text += ':I';
  return text;
}
