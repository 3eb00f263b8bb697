/** Every game boardwright ships, in the order the README lists them. */
import type { AnyVariant } from '../core/index.js';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from './chess/index.js';
import { brazilian, canadian, czech, draughts, frisian, international, italian, killer, pool, russian, spanish, thai } from './draughts/index.js';
import { diamondCheckers, diamondKings, diamondQueens } from './diamond/index.js';
import { dilkel } from './dilkel/index.js';
import { chess4 } from './chess4/index.js';

/**
 * All installed games.
 * @example
 * ```ts
 * import { variants } from 'boardwright';
 * variants.map((v) => v.id) // ['chess', 'draughts', 'international', …]
 * ```
 */
export const variants: readonly AnyVariant[] = [
  chess,
  chess960,
  threeCheck,
  kingOfTheHill,
  racingKings,
  antichess,
  atomic,
  horde,
  crazyhouse,
  draughts,
  international,
  brazilian,
  canadian,
  russian,
  pool,
  czech,
  spanish,
  italian,
  thai,
  killer,
  frisian,
  diamondCheckers,
  diamondKings,
  diamondQueens,
  dilkel,
  chess4,
];
