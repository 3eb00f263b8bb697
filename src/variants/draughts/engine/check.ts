/**
 * Shape check of a family position object (positions may come from JSON or
 * plain JavaScript): a wrong field gives `INVALID_POSITION` naming it, never a
 * TypeError deep in the engine. Once per public entry point, never in search.
 */
import { describe, fail, keysProblem } from '../../../core/index.js';
import { attachedKeys } from '../../../core/key-line.js';
import type { FamilyContext } from './context.js';
import type { FamilyPosition } from './types.js';

const bad = (id: string, message: string): never => fail('INVALID_POSITION', `not a valid ${id} position: ${message}`);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Throws `INVALID_POSITION` naming the first field that is not what a position of this variant holds. */
export function checkFamilyPosition(ctx: FamilyContext, p: FamilyPosition): void {
  const id = ctx.rules.id;
  const n = ctx.geometry.n;
  if (p.turn !== 'black' && p.turn !== 'white') bad(id, `turn must be 'black' or 'white', got ${describe(p.turn)}`);
  const squares = p.squares as unknown;
  if (typeof squares !== 'string' || squares.length !== n || !/^[bBwW.]*$/.test(squares)) {
    bad(id, `squares must be ${n} characters, square 1 first, each b, B, w, W or "." (empty), got ${describe(squares)}`);
  }
  const [crownBlack, crownWhite] = ctx.geometry.crown;
  const s = squares as string;
  for (let i = 0; i < n; i++) {
    // A man on its far row would have been crowned.
    if ((s[i] === 'w' && crownWhite[i] === 1) || (s[i] === 'b' && crownBlack[i] === 1)) bad(id, `a ${s[i] === 'w' ? 'white' : 'black'} man stands on square ${i + 1}; it would have been crowned`);
  }
  if (p.duplicates !== 'keep' && p.duplicates !== 'drop') bad(id, `duplicates must be 'keep' or 'drop', got ${describe(p.duplicates)}`);
  if (!isCount(p.quietPlies)) bad(id, `quietPlies must be a whole number >= 0, got ${describe(p.quietPlies)}`);
  if (p.endgamePlies !== undefined && !isCount(p.endgamePlies)) bad(id, `endgamePlies must be a whole number >= 0 or absent, got ${describe(p.endgamePlies)}`);
  const runs = p.kingRuns as unknown;
  if (runs !== undefined) {
    if (typeof runs !== 'object' || runs === null) bad(id, `kingRuns must be an object { black?, white? } or absent, got ${describe(runs)}`);
    for (const side of ['black', 'white'] as const) {
      const run = (runs as Record<string, unknown>)[side] as { square?: unknown; moves?: unknown } | undefined;
      if (run === undefined) continue;
      if (typeof run !== 'object' || run === null || typeof run.square !== 'string' || !ctx.geometry.names.includes(run.square) || !isCount(run.moves)) {
        bad(id, `kingRuns.${side} must be { square: a square name, moves: a whole number }, got ${describe(run)}`);
      }
    }
  }
  // The history a position carries is what the rules allow: no more plies without progress than the
  // draw limit (a game stops there), and one key per such ply; a longer list is forged and only costs time.
  const limit = ctx.rules.draw.quietPlies;
  if (limit > 0 && p.quietPlies > limit) bad(id, `quietPlies is ${p.quietPlies}, more than the ${limit} plies after which the game is drawn`);
  // Keys play made (shared, read-only) need only their length checked against the counter; any
  // other object has every key checked.
  const shared = attachedKeys(p);
  if (shared !== undefined) {
    if (shared.length > p.quietPlies) bad(id, `repetition has ${shared.length} entries, more than the ${p.quietPlies} plies since the last irreversible move`);
    return;
  }
  const keys = keysProblem(p.repetition, 'repetition', p.quietPlies);
  if (keys !== '') bad(id, keys);
}
