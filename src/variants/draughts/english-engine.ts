/**
 * English draughts on the family engine: {@link englishRules} compiled once
 * (board, geometry, generator), and the geometry questions the English
 * position checks ask of it.
 */
import { lazy } from '../../core/index.js';
import { compileRules, type FamilyContext } from './engine/context.js';
import { englishRules } from './rules/english.js';
import type { DraughtsPlayer } from './types.js';

/** The compiled English rules, built on first use. */
export const englishContext = /* @__PURE__ */ lazy((): FamilyContext => compileRules(englishRules));

/** 0 for Black, 1 for White (the engine's side index). */
export const sideOf = (player: DraughtsPlayer): number => (player === 'black' ? 0 : 1);

/** Whether square `id` (0-based) is on the far row for `player`: 29–32 for Black, 1–4 for White. */
export function isCrowningSquare(player: DraughtsPlayer, id: number): boolean {
  const [black, white] = englishContext().geometry.crown;
  return (player === 'black' ? black : white)[id] === 1;
}

/** Whether `to` is one diagonal step from `from` for the piece: men forward only, kings both ways. */
export function isStep(player: DraughtsPlayer, king: boolean, from: number, to: number): boolean {
  const { n, next, forward } = englishContext().geometry;
  const dirs = king ? [0, 1, 2, 3] : player === 'black' ? forward[0] : forward[1];
  return dirs.some((d) => next[d * n + from] === to);
}
