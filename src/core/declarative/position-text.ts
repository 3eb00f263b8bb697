/**
 * Full position text: `<board> <side> [<last swap per player>] <plies> <move number>`,
 * e.g. `yptl/3k/K3/LTPY l - - 0 1`. The two swap fields exist only in games
 * with the no-swap-back rule.
 */
import { excerpt, fail } from '../errors.js';
import { NONE } from '../graph.js';
import { readBoardField, writeBoardField } from './board-text.js';
import type { Compiled } from './compile.js';
import { checkMaterial, checkSwapPieces } from './material.js';
import { pairKey } from './no-swap-back.js';
import { readOptions } from './options.js';
import { declaredState } from './position-object.js';
import type { DeclarativeOptions, DeclarativePosition } from './types.js';

const SQUARE_PAIR = /^([a-z]\d{1,2})([a-z]\d{1,2})$/;

/** Parses a last-swap field (`a1b1` or `-`) into a pair key or -1. */
function readSwapField(g: Compiled, text: string, field: string): number {
  if (text === '-') return -1;
  const match = SQUARE_PAIR.exec(text);
  if (!match) fail('INVALID_FEN', `${field} is ${excerpt(text)}: write the two swapped squares (e.g. a1b1) or "-"`);
  const a = g.board.nodeId(match[1] as string);
  const b = g.board.nodeId(match[2] as string);
  if (a === NONE) fail('INVALID_FEN', `${field}: there is no square ${match[1]} on this board`);
  if (b === NONE) fail('INVALID_FEN', `${field}: there is no square ${match[2]} on this board`);
  if (a === b) fail('INVALID_FEN', `${field}: a swap needs two different squares, got ${text}`);
  return pairKey(g.n, a, b);
}

function readCount(text: string, field: string, min: number): number {
  if (!/^\d{1,9}$/.test(text)) fail('INVALID_FEN', `${field} is ${excerpt(text)}: it must be a whole number of at most 9 digits`);
  const value = Number(text);
  if (value < min) fail('INVALID_FEN', `${field} is ${value}: it must be at least ${min}`);
  return value;
}

/** Parses full position text; errors name the field. */
export function readPosition(g: Compiled, text: string, options: DeclarativeOptions | undefined): DeclarativePosition {
  const opts = readOptions(g, options);
  const fields = text.trim().split(/\s+/);
  const swapFields = g.def.noSwapBack ? 2 : 0;
  const expected = 4 + swapFields;
  const shape = g.def.noSwapBack
    ? `<board> <side> <${g.def.players[0]}'s last swap> <${g.def.players[1]}'s last swap> <plies> <move number>`
    : '<board> <side> <plies> <move number>';
  if (fields.length !== expected || fields[0] === '') fail('INVALID_FEN', `${g.def.name} position text has ${expected} fields, ${shape}; got ${fields[0] === '' ? 0 : fields.length}`);
  const cells = readBoardField(g, fields[0] as string, 'board');
  const side = g.sideLetters.indexOf(fields[1] as string);
  if (side < 0) fail('INVALID_FEN', `side is ${excerpt(fields[1] as string)}: it must be ${g.sideLetters[0]} (${g.def.players[0]}) or ${g.sideLetters[1]} (${g.def.players[1]})`);
  const swaps: [number, number] = [-1, -1];
  for (let s = 0; s < swapFields; s++) {
    const field = `${g.def.players[s]}'s last swap`;
    const key = readSwapField(g, fields[2 + s] as string, field);
    swaps[s] = key;
  }
  const plies = readCount(fields[2 + swapFields] as string, 'plies', 0);
  if (opts.drawAfterPlies > 0 && plies > opts.drawAfterPlies) fail('INVALID_FEN', `plies is ${plies}: the game is drawn after ${opts.drawAfterPlies} plies without a capture, so no position has more`);
  const moveNumber = readCount(fields[3 + swapFields] as string, 'move number', 1);
  checkSwapPieces(g, cells, side, swaps);
  checkMaterial(g, cells, side);
  return declaredState(g, { cells, side, lastSwap: swaps, plies, moveNumber, keys: [], drawAfterPlies: opts.drawAfterPlies, threefold: opts.threefold }).position();
}

/** Writes full position text. */
export function writePosition(g: Compiled, p: DeclarativePosition): string {
  const side = g.sideLetters[g.def.players.indexOf(p.turn)] as string;
  const swaps = g.def.noSwapBack ? g.def.players.map((pl) => (p.lastSwap[pl] ? (p.lastSwap[pl] as readonly string[]).join('') : '-')) : [];
  return [writeBoardField(g, p), side, ...swaps, String(p.plies), String(p.moveNumber)].join(' ');
}
