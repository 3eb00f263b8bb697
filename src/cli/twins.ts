/**
 * Games the command line has twice: a game of `boardwright/chess` and the fairy engine's game of the
 * same rules under Fairy-Stockfish's name (`racing-kings` and `racingkings`, `three-check` and
 * `3check`, `king-of-the-hill` and `kingofthehill`). The twin is found from the table of
 * Fairy-Stockfish names the engine bridge keeps (engine-games.ts), not from a list here.
 */
import type { AnyVariant } from '../core/index.js';
import { engineGame } from '../engine/engine-games.js';

/** Each game of `variants` whose Fairy-Stockfish name is another game of `variants`, with that twin. */
export function fairyTwins(variants: readonly AnyVariant[]): ReadonlyMap<AnyVariant, AnyVariant> {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const twins = new Map<AnyVariant, AnyVariant>();
  for (const v of variants) {
    const { name, chess960 } = engineGame(v);
    // Chess960 is Fairy-Stockfish's `chess` with a flag: the same engine name, not the same game.
    const twin = chess960 || name === v.id ? undefined : byId.get(name);
    if (twin !== undefined) twins.set(v, twin);
  }
  return twins;
}
