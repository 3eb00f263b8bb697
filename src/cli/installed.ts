/** The games the command line knows. */
import type { AnyVariant } from '../core/index.js';
import { variants } from '../variants/index.js';
import { fairyVariants } from '../variants/fairy/index.js';

/**
 * Every built-in game, then the fairy games whose Fairy-Stockfish name no built-in game has (its
 * `chess`, `atomic`, … stay the dedicated engine's). A fairy game compiles on first use, so listing
 * them all costs nothing at start.
 */
export const installedGames: readonly AnyVariant[] = [
  ...variants,
  ...(fairyVariants as readonly AnyVariant[]).filter((f) => !variants.some((v) => v.id === f.id)),
];
