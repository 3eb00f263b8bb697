/**
 * Chess960 (Fischer Random Chess) as lichess plays it: chess from one of 960 start positions,
 * castling by the Chess960 rule (`chess960-castling.ts`), the start numbering in `chess960-start.ts`.
 */
import { describe, fail } from '../../../core/errors.js';
import { createRng } from '../../../core/random.js';
import { insufficientMaterial } from '../insufficient-material.js';
import { backRank } from './chess960-start.js';
import { standardStart } from './standard-start.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import type { ChessVariantPosition } from './types.js';

/** Options of `chess960.setup`: a start position by its number (0..959, 518 is standard chess), or a seeded random one. */
export interface Chess960Options {
  /** The start position's number in the standard (Scharnagl) numbering. */
  readonly id?: number;
  /** Seed of a random start position (the same seed always gives the same position). */
  readonly seed?: number;
}

/** The number of the start position `options` ask for. */
function startId(options: Chess960Options | undefined): number {
  if (options === undefined) return 518;
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTION', `chess960 options must be an object such as { id: 518 } or { seed: 7 }, got ${describe(options)}`);
  for (const key of Object.keys(options)) if (key !== 'id' && key !== 'seed') fail('INVALID_OPTION', `unknown chess960 option "${key.slice(0, 20)}" (use "id" or "seed")`);
  if (options.id !== undefined && options.seed !== undefined) fail('INVALID_OPTION', 'give chess960 either "id" or "seed", not both');
  if (options.seed !== undefined) {
    if (!Number.isSafeInteger(options.seed)) fail('INVALID_OPTION', `chess960 "seed" must be a whole number, got ${describe(options.seed)}`);
    return createRng(options.seed).int(960);
  }
  return options.id === undefined ? 518 : options.id;
}

/** Chess960 start position `id` (0..959). */
export function chess960Start(id: number): ChessVariantPosition<'chess960'> {
  const white = backRank(id);
  return standardStart('chess960', { board: `${white}${'P'.repeat(8)}${'.'.repeat(32)}${'p'.repeat(8)}${white.toLowerCase()}` });
}

/** The rule hooks of Chess960. */
export const chess960Rules: ChessRules<'chess960', Chess960Options> = {
  id: 'chess960',
  name: 'Chess960',
  castling960: true,
  optionNames: ['id', 'seed'],
  insufficientMaterial,
  start: (options) => chess960Start(startId(options)),
};

/**
 * Chess960: 960 start positions, castling to the standard squares from any king and rook files.
 * `setup()` is position 518 (the standard setup), `setup({ id })` any of the 960, `setup({ seed })`
 * a seeded random one. FEN castling is read as X-FEN or Shredder-FEN and written as X-FEN; UCI
 * writes castling as king takes rook (`e1h1`).
 *
 * @example
 * ```ts
 * import { chess960 } from 'boardwright/chess';
 * const p = chess960.setup({ id: 0 });
 * chess960.format(p) // 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1'
 * chess960.perft(p, 2) // 400
 * ```
 */
export const chess960 = /* @__PURE__ */ defineChessVariant(chess960Rules);
