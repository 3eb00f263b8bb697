/**
 * End of a family game: a side with no pieces or no legal move loses; draws
 * by the federation's repetition count, its limit on plies without a capture
 * or a man move, and its endgame move limits (all in the rules object, each
 * off at 0 or when absent).
 */
import { occurrences, type Status } from '../../../core/index.js';
import { attachedKeys, countInLine } from '../../../core/key-line.js';
import type { FamilyContext } from './context.js';
import { endgameLimitReached } from './endgame-draws.js';
import { familyMoves } from './moves.js';
import { hashFamily } from './play.js';
import type { FamilyEndReason, FamilyMove, FamilyPosition } from './types.js';

/** The draw reached in `position`, or undefined. */
export function familyDraw(ctx: FamilyContext, position: FamilyPosition): FamilyEndReason | undefined {
  const { repetitions, quietPlies } = ctx.rules.draw;
  if (quietPlies > 0 && position.quietPlies >= quietPlies) return 'draw-after-plies';
  if (repetitions > 0) {
    // A position play made counts on its shared keys in O(1); any other object on its array.
    const shared = attachedKeys(position);
    const length = shared ? shared.length : position.repetition.length;
    if (length >= 2 * (repetitions - 1)) {
      const hash = hashFamily(ctx, position);
      const seen = shared ? countInLine(shared, hash) + 1 : occurrences(position.repetition, hash);
      if (seen >= repetitions) return repetitions === 3 ? 'threefold-repetition' : 'repetition';
    }
  }
  if (endgameLimitReached(ctx.rules, ctx.geometry, position.squares, position.endgamePlies ?? 0)) return 'endgame-move-limit';
  return undefined;
}

/**
 * Legal moves: none once the game is over (docs/errors.md, "a move on a finished game"), so a drawn
 * game lists nothing and `play` throws `GAME_OVER`. Perft and the search layer walk their own state
 * and still count through repetitions, as the published perft counts do.
 */
export function familyLegalMoves(ctx: FamilyContext, position: FamilyPosition): FamilyMove[] {
  return familyDraw(ctx, position) === undefined ? familyMoves(ctx, position) : [];
}

/** Whether the game is over, and why. */
export function familyStatus(ctx: FamilyContext, position: FamilyPosition): Status<FamilyPosition['turn'], FamilyEndReason> {
  const own = position.turn === 'white' ? /[wW]/ : /[bB]/;
  const other = position.turn === 'white' ? 'black' : 'white';
  if (!own.test(position.squares)) return { over: true, winner: other, reason: 'no-pieces' };
  // Trapped takes precedence over a draw reached on the same ply.
  if (familyMoves(ctx, position).length === 0) return { over: true, winner: other, reason: 'no-moves' };
  const draw = familyDraw(ctx, position);
  if (draw !== undefined) return { over: true, draw, reason: draw };
  return { over: false, turn: position.turn };
}
