/**
 * The search adapter of every game without a dedicated one: it reads a `position()` snapshot at
 * each node (the search layer has nothing else to read) and scores it with the game's `evaluate`
 * hook or the generic material count (`evaluate.ts`). The draughts family gets its own scoring
 * (`draughts-evaluation.ts`: material, tempo, mobility) and a quiescence on its compulsory captures.
 */
import type { AnyVariant, Move, Position } from '../core/variant.js';
import type { SearchState } from '../core/search.js';
import { WIN, type SearchAdapter } from './adapter.js';
import { evaluationOf } from './evaluate.js';
import { draughtsEvaluation } from './draughts-evaluation.js';

/** The adapter for `variant` on `state`; the bot plays `player`. */
export function genericAdapter(variant: AnyVariant, state: SearchState, player: string): SearchAdapter {
  const at: Position[] = [];
  const draughts = draughtsEvaluation(variant, player);
  const material = evaluationOf(variant);
  const score: (position: Position, count: number) => number = draughts ?? ((position) => Math.round(material(position, player) * 100));
  // Plies without a capture or man move after which a draughts game is drawn: English keeps it in the position, the family in its rules.
  const familyLimit = (variant as { rules?: { draw?: { quietPlies?: unknown } } }).rules?.draw?.quietPlies;
  const positionAt = (ply: number): Position => at[ply] as Position;
  return {
    quiescence: draughts === undefined ? 'none' : 'forced',
    needsCount: draughts !== undefined,
    enter(ply) {
      at[ply] = state.position();
    },
    team: (ply) => (positionAt(ply).turn === player ? 0 : 1),
    ruleDraw(ply) {
      // Draughts counts plies without a capture or man move (`quietPlies`) against its limit (`drawAfterPlies`).
      const p = positionAt(ply) as Position & { quietPlies?: unknown; drawAfterPlies?: unknown };
      const limit = typeof p.drawAfterPlies === 'number' ? p.drawAfterPlies : familyLimit;
      return typeof p.quietPlies === 'number' && typeof limit === 'number' && limit > 0 && p.quietPlies >= limit;
    },
    evaluate(ply, count) {
      const p = positionAt(ply);
      const forBot = score(p, count);
      return p.turn === player ? forBot : -forBot;
    },
    noMoves(ply) {
      const p = positionAt(ply);
      const status = variant.status(p);
      if (!status.over || status.winner === undefined) return 0;
      const win = WIN - ply;
      const mine = status.winner === player;
      return (p.turn === player) === mine ? win : -win;
    },
    inCheck: () => false,
    tactical: () => 0,
    captureNode(_ply, moves, count) {
      // Compulsory captures: the first move tells for all. Building one move object costs less than a position.
      return count > 0 && (state.move(moves[0] as number) as Move).captures.length > 0;
    },
  };
}
