/**
 * Position objects back into search states. Positions come from callers (maybe
 * rebuilt from JSON, maybe from plain JavaScript), so each field is checked as
 * far as its type allows and a bad one is named.
 */
import { describe, fail } from '../errors.js';
import { NONE } from '../graph.js';
import type { Compiled } from './compile.js';
import { pairKey } from './no-swap-back.js';
import { checkMaterial, checkSwapPieces } from './material.js';
import { keysProblem } from '../repetition.js';
import { attachedKeys } from '../key-line.js';
import type { DeclaredState } from './declared-state.js';
import { FairyMachine, type Loaded } from './fairy-machine.js';
import type { DeclarativePosition } from './types.js';

/**
 * What position text gets checked, for an object (`INVALID_POSITION`): counters the text can hold,
 * keys no longer than the plies since the last capture, the piece counts a game can reach (one
 * royal piece, not two Lions), and last swaps naming the swapping side's pieces.
 */
function checkReachable(g: Compiled, cells: Int8Array, side: number, swaps: readonly number[], p: DeclarativePosition): void {
  if (p.plies > MAX_COUNT || p.moveNumber > MAX_COUNT || p.moveNumber < 1) fail('INVALID_POSITION', `position.plies must be at most ${MAX_COUNT} and position.moveNumber from 1 to ${MAX_COUNT} (as position text holds them)`);
  // A game stops at its move-count draw, so a longer history is forged (and would only cost time).
  if (p.drawAfterPlies > 0 && p.plies > p.drawAfterPlies) fail('INVALID_POSITION', `position.plies is ${p.plies}, more than the ${p.drawAfterPlies} plies after which the game is drawn (drawAfterPlies)`);
  // Keys play made (shared, read-only) need only their length checked; any other object every key.
  const shared = attachedKeys(p);
  const keys = shared ? (shared.length > p.plies ? `position.keys has ${shared.length} entries, more than the ${p.plies} plies since the last irreversible move` : '') : keysProblem(p.keys, 'position.keys', p.plies);
  if (keys !== '') fail('INVALID_POSITION', keys);
  checkSwapPieces(g, cells, side, swaps);
  checkMaterial(g, cells, side);
}

/** Largest counter position text holds (nine digits). */
const MAX_COUNT = 999_999_999;

/**
 * The search state of a loaded position, on the fairy engine. With `own`, a state of its own
 * (search); else the immutable API's shared one.
 */
export function declaredState(g: Compiled, p: Loaded, own = false): DeclaredState {
  return new FairyMachine(g, p, own);
}

/** Rebuilds the search state of a position; malformed fields throw `INVALID_POSITION` (docs/errors.md). */
export function machineOf(g: Compiled, p: DeclarativePosition, own = false): DeclaredState {
  const cells = new Int8Array(g.n);
  const pieces = p.pieces;
  if (typeof pieces !== 'object' || pieces === null) fail('INVALID_POSITION', `position.pieces must be an object of node name → letter, got ${describe(pieces)}`);
  for (const name of Object.keys(pieces)) {
    const node = g.board.nodeId(name);
    if (node === NONE) fail('INVALID_POSITION', `position.pieces names "${name}", which is not a square of ${g.def.name}`);
    const code = g.codeOf.get(pieces[name] as string);
    if (code === undefined) fail('INVALID_POSITION', `position.pieces.${name} is ${describe(pieces[name])}, not a piece letter of ${g.def.name}`);
    cells[node] = code;
  }
  const side = g.def.players.indexOf(p.turn);
  if (side < 0) fail('INVALID_POSITION', `position.turn is ${describe(p.turn)}; it must be ${g.def.players.join(' or ')}`);
  const swaps = [-1, -1] as [number, number];
  for (let s = 0; s < 2; s++) {
    const pair = p.lastSwap?.[g.def.players[s] as string];
    if (pair === null || pair === undefined) continue;
    if (!Array.isArray(pair) || pair.length !== 2) fail('INVALID_POSITION', `position.lastSwap.${g.def.players[s]} must be two squares or null, got ${describe(pair)}`);
    const [first, second] = pair as unknown[];
    const a = typeof first === 'string' ? g.board.nodeId(first) : NONE;
    const b = typeof second === 'string' ? g.board.nodeId(second) : NONE;
    if (a === NONE || b === NONE || a === b) fail('INVALID_POSITION', `position.lastSwap.${g.def.players[s]} must be two different squares or null`);
    swaps[s] = pairKey(g.n, a, b);
  }
  for (const field of ['plies', 'moveNumber', 'drawAfterPlies'] as const) {
    if (!Number.isInteger(p[field]) || p[field] < 0) fail('INVALID_POSITION', `position.${field} must be a non-negative integer, got ${describe(p[field])}`);
  }
  const shared = attachedKeys(p);
  if (shared === undefined && (!Array.isArray(p.keys) || !p.keys.every((k) => typeof k === 'number'))) fail('INVALID_POSITION', `position.keys must be an array of hashes (numbers), got ${describe(p.keys)}`);
  checkReachable(g, cells, side, swaps, p);
  if (typeof p.threefold !== 'boolean') fail('INVALID_POSITION', `position.threefold must be true or false, got ${describe(p.threefold)}`);
  return declaredState(g, { cells, side, lastSwap: swaps, plies: p.plies, moveNumber: p.moveNumber, keys: shared ?? p.keys, drawAfterPlies: p.drawAfterPlies, threefold: p.threefold }, own);
}
