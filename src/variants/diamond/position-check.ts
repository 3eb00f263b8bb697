/**
 * Shape check of a position object. Positions may come from JSON or plain
 * JavaScript rather than from `setup`/`parse`/`play`; a wrong field must give an
 * `INVALID_POSITION` naming it, not a TypeError deep in the engine.
 */
import { describe, fail } from '../../core/errors.js';
import { keysProblem } from '../../core/repetition.js';
import { attachedKeys } from '../../core/key-line.js';
import { diamondBoard } from './board.js';
import { MAX_REPEATS, maxPliesOf } from './draws.js';
import { MAX_MEN } from './stacks.js';
import type { DiamondGame } from './games.js';
import type { DiamondPosition } from './types.js';

const bad = (message: string): never => fail('INVALID_POSITION', `not a valid Diamond position: ${message}`);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const RANKS: readonly unknown[] = ['man', 'king', 'diamond-king'];
const CAPTURE_RULES: readonly unknown[] = ['mandatory', 'on-demand', 'optional'];

/** Largest cell magnitude: a rank code (Checkers 3, Kings 1) or a stack (Queens). */
function maxMagnitude(game: DiamondGame): number {
  return game.kind === 'checkers' ? 3 : game.kind === 'kings' ? 1 : MAX_MEN;
}

/**
 * Throws `INVALID_POSITION` naming the first field of `p` that is not what a
 * Diamond position holds (the `variant` field is checked by the core).
 */
export function checkPosition(game: DiamondGame, p: DiamondPosition): void {
  const b = diamondBoard();
  if (p.turn !== 'a' && p.turn !== 'b') bad(`turn must be 'a' or 'b', got ${describe(p.turn)}`);
  const cells = p.cells as unknown;
  if (!Array.isArray(cells) || cells.length !== b.size) bad(`cells must be an array of ${b.size} numbers (one per position, in board.names order)`);
  const max = maxMagnitude(game);
  let menA = 0, menB = 0;
  (cells as unknown[]).forEach((c, i) => {
    if (typeof c !== 'number' || !Number.isInteger(c) || Math.abs(c) > max) {
      return bad(`cells[${i}] (${b.names[i]}) is ${describe(c)}; ${game.name} cells are whole numbers from ${-max} to ${max}`);
    }
    const n = game.kind === 'queens' ? Math.abs(c) : c === 0 ? 0 : 1;
    if (c > 0) menA += n;
    else menB += n;
  });
  // Men are never created; the engine's tables are sized for at most 12 a side.
  for (const [side, n] of [['A', menA], ['B', menB]] as const) if (n > MAX_MEN) bad(`cells give ${side} ${n} men; a side has at most ${MAX_MEN}`);
  if (!isCount(p.plies)) bad(`plies must be a whole number >= 0, got ${describe(p.plies)}`);
  // A game stops at its move-count draw, so a longer history is forged (and would only cost time).
  if (isCount(p.drawAfterPlies) && p.plies > maxPliesOf(p.drawAfterPlies, p.capture)) bad(`plies is ${p.plies}, more than a game drawn after ${p.drawAfterPlies} plies (drawAfterPlies) can reach`);
  // One key per ply since the last irreversible move, plus the two earlier occurrences position
  // text's R<n> may give (the third occurrence ends the game).
  const shared = attachedKeys(p);
  // Keys play made (shared, read-only) need only their length checked; any other object every key.
  const keys = shared
    ? (shared.length > p.plies + MAX_REPEATS - 1 ? `keys has ${shared.length} entries, more than the ${p.plies} plies since the last irreversible move allow` : '')
    : keysProblem(p.keys, 'keys', p.plies + MAX_REPEATS - 1);
  if (keys !== '') bad(keys);
  if (!CAPTURE_RULES.includes(p.capture)) bad(`capture must be 'mandatory', 'on-demand' or 'optional', got ${describe(p.capture)}`);
  if (!isCount(p.drawAfterPlies)) bad(`drawAfterPlies must be a whole number >= 0, got ${describe(p.drawAfterPlies)}`);
  if (typeof p.repetition !== 'boolean') bad(`repetition must be true or false, got ${describe(p.repetition)}`);
  if (p.mustJump !== undefined && typeof p.mustJump !== 'boolean') bad(`mustJump must be true, false or absent, got ${describe(p.mustJump)}`);
  const s = p.insist as unknown;
  if (s === undefined) return;
  if (typeof s !== 'object' || s === null) bad(`insist must be an object or absent, got ${describe(s)}`);
  const i = s as Record<string, unknown>;
  for (const key of ['from', 'to'] as const) {
    if (typeof i[key] !== 'string' || b.nodeId(i[key]) < 0) bad(`insist.${key} must be a position name (1A…20A, 21, 1B…20B), got ${describe(i[key])}`);
  }
  if (!isCount(i.count) || i.count < 1 || i.count > MAX_MEN) bad(`insist.count must be a whole number from 1 to ${MAX_MEN}, got ${describe(i.count)}`);
  if (!RANKS.includes(i.rank)) bad(`insist.rank must be 'man', 'king' or 'diamond-king', got ${describe(i.rank)}`);
  if (!isCount(i.plies)) bad(`insist.plies must be a whole number >= 0, got ${describe(i.plies)}`);
}
