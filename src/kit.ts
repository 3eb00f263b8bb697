/**
 * `boardwright/kit`: the building blocks the shipped games are made of, for
 * people who write their own variant (see `docs/writing-a-variant.md`). What
 * every user needs — the contract types, boards, `defineVariant`,
 * `defineGame`, the error family — is in the root `boardwright`; this subpath
 * adds the pieces a variant is assembled from:
 *
 * - errors with the codes of the error table: {@link fail}, {@link requireText},
 *   {@link excerpt}, {@link describe}, {@link attempt};
 * - board look-ups: {@link NONE}, {@link requireNode}, {@link requireDir}, {@link nodeAt},
 *   {@link algebraic}, directions relative to a seat;
 * - movement as data: {@link compileAtoms}, {@link atomTargets}, move tables, attack maps,
 *   {@link CHESS_PIECES};
 * - jump chains for the draughts family ({@link jumpChains}, `CHAIN_*` cell states);
 * - search and hashing: {@link perft}, {@link immutableSearch}, Zobrist tables,
 *   repetition keys, seeded random numbers;
 * - turn order with eliminated players, text and SVG rendering of any board, strict move text.
 *
 * These are stable like the root, but lower level: a change here is listed in
 * the changelog as a change to the kit.
 *
 * @example
 * ```ts
 * import { rect } from 'boardwright';
 * import { compileAtoms, atomTargets } from 'boardwright/kit';
 * const board = rect(3, 3);
 * const king = compileAtoms(board, [{ kind: 'step', dirs: ['n', 'e', 's', 'w'] }]);
 * atomTargets(board, king, board.nodeId('b2'), () => 0).length // 4
 * ```
 * @module boardwright/kit
 */

// Errors with stable codes, and the input checks every game shares.
export { attempt, describe, excerpt, fail, MAX_TEXT_LENGTH, requireText } from './core/errors.js';

// Boards: look-ups and names.
export { NONE, nodeAt, requireDir, requireNode } from './core/graph.js';
export { algebraic } from './core/shapes.js';
export { COMPASS_VECTORS, opposite, RELATIVE, relativeFrame, resolveDirection, type Vector } from './core/directions.js';

// Movement as data.
export { atomTargets, compileAtoms, type AtomTarget, type CompiledAtom, type Occupancy } from './core/atoms.js';
export { offsetTable, pathTable, targetsOf, type TargetTable } from './core/tables.js';
export { compileAttackMap, isAttacked, type AttackMap } from './core/attacks.js';
export { CHESS_PIECES } from './core/pieces.js';
export {
  CHAIN_DEAD,
  CHAIN_EMPTY,
  CHAIN_ENEMY,
  CHAIN_OWN,
  ChainWalker,
  createChainScratch,
  hasDirectCapture,
  jumpChains,
  type Chain,
  type ChainRules,
  type ChainScratch,
} from './core/chains.js';

// What defineVariant builds on: move equality, position checks, the search layer, perft.
export { requirePosition, sameMove } from './core/define.js';
export { checkedSearch, generatedIndex, immutableSearch, MAX_PERFT_DEPTH, perft, requireDepth, requireMoveBuffer, sumOfCells } from './core/search.js';

// Hashing, repetition and seeded random numbers.
export { combineHash, ZobristHash, zobristTable, type ZobristTable } from './core/zobrist.js';
export { keysProblem, nextKeys, occurrences, type RepetitionKeys } from './core/repetition.js';
export { createRng, type Rng } from './core/random.js';

// Turn order with eliminated players, building things on first use (nothing runs at import time), drawing any board as text.
export { nextInTurn, nextSeat } from './core/turn-order.js';
export { lazy } from './core/lazy.js';
export { renderBoard, type RenderOptions } from './core/render.js';
export { drawChessFigure, drawSvg, type SvgScene } from './core/svg/index.js';

// Strict move text and move objects (`play(p, move, { strict: true })`).
export { isStrict, requireCanonical, requireListedFields } from './core/strict.js';
