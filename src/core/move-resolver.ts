/**
 * The generic reading of a move for `play`: move text matched against the listed moves (or a game's
 * `resolveMove`), a move object matched by what a user can see (or a game's `resolveMoveObject`),
 * and strict mode's checks. A game whose `play` reads moves its own way (chess) never reaches this
 * module, so a one-game app of such a game leaves it out of its bundle (see docs/performance.md).
 */
import { describe, excerpt, fail, requireText } from './errors.js';
import { refuseIfOver } from './game-over.js';
import { legalPreview } from './move-list.js';
import { requireCanonical, requireListedFields } from './strict.js';
import type { Move, Position, Status } from './variant.js';

/** Longest move text read; longer text is refused before any matching (no move of any game comes near). */
const MAX_MOVE_TEXT = 10_000;

/** Same move? Compared by what a user can see, so a move object rebuilt from JSON is accepted. */
export function sameMove(a: Move, b: Move): boolean {
  return a.notation === b.notation && a.from === b.from && a.to === b.to && (a.kind ?? '') === (b.kind ?? '');
}

/**
 * Does move object `b`, which names listed move `a` by its text, say otherwise in a field the text
 * may not show — `{ ...gatedMove, gate: null }` declines the gate, `{ ...promotion, promotion: 'N' }`
 * asks for another piece? Then it is not `a` (the fields' resolver decides). `null` and a missing
 * field both mean "none"; a promotion in either case (`q` for `Q`); a gate by its piece and node.
 */
export function saysOtherwise(a: Move, b: Move): boolean {
  const mine = a as unknown as Record<string, unknown>, theirs = b as unknown as Record<string, unknown>;
  for (const field of ['promotion', 'wall', 'gate'] as const) {
    if (!(field in theirs)) continue;
    const x = mine[field] ?? null, y = theirs[field] ?? null;
    if (x === y || (field === 'promotion' && typeof x === 'string' && typeof y === 'string' && x.toUpperCase() === y.toUpperCase())) continue;
    if (field !== 'gate' || x === null || y === null || typeof y !== 'object') return true;
    const gx = x as { piece?: unknown; node?: unknown }, gy = y as { piece?: unknown; node?: unknown };
    if (gx.piece !== gy.piece || gx.node !== gy.node) return true;
  }
  return false;
}

/** The hooks the generic reading uses: the game's own readers, if any, and its checked listing and status. */
export interface MoveReading<P extends Position, M extends Move> {
  readonly name: string;
  readonly resolveMove: ((position: P, text: string, legal: readonly M[]) => M) | undefined;
  readonly resolveMoveObject: ((position: P, move: object, legal: readonly M[]) => M) | undefined;
  legalMoves(position: P): readonly M[];
  status(position: P): Status;
}

/** Resolves a move (text or object) to one of the listed moves, as `play` does; strict mode accepts only canonical input. */
export type MoveResolver<P extends Position, M extends Move> = (position: P, move: M | string, strict: boolean) => M;

/** The generic resolver over a game's hooks (see the module comment). */
export function moveResolver<P extends Position, M extends Move>(spec: MoveReading<P, M>): MoveResolver<P, M> {
  return (position, move, strict) => {
    const legal = spec.legalMoves(position);
    if (typeof move === 'string') {
      const raw = requireText(move, 'move', 'INVALID_ARGUMENT', MAX_MOVE_TEXT);
      if (legal.length === 0) refuseIfOver(spec.status(position), excerpt(raw.trim()));
      if (strict) {
        const exact = legal.find((m) => m.notation === raw);
        if (exact) return exact;
      }
      const text = raw.trim();
      // Every notation names nodes with letters or digits: text without one (or with a control character) is no move text at all.
      if (!spec.resolveMove && (!/[\p{L}\p{N}]/u.test(text) || /\p{Cc}/u.test(text))) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not move text of ${spec.name}; moves are written like ${legal[0]?.notation ?? 'the notations legalMoves lists'}`);
      const found = spec.resolveMove ? spec.resolveMove(position, text, legal) : legal.find((m) => m.notation === text);
      if (!found) fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${position.turn}; legal: ${legalPreview(legal)}`);
      // Strict: the tolerant reader only decides the error (a misspelt legal move vs. no move at all).
      // A move's `uci`, where the game's moves have one, is canonical too (chess and its variants).
      if (strict) requireCanonical(raw, typeof (found as { uci?: unknown }).uci === 'string' ? [found.notation, (found as unknown as { uci: string }).uci] : [found.notation]);
      return found;
    }
    if (typeof move !== 'object' || move === null) fail('INVALID_ARGUMENT', `a move must be a move object or move text, got ${describe(move)}`);
    if (legal.length === 0) refuseIfOver(spec.status(position), describeMoveObject(move));
    const found = legal.find((m) => sameMove(m, move) && !saysOtherwise(m, move)) ?? (spec.resolveMoveObject && !Array.isArray(move) ? spec.resolveMoveObject(position, move, legal) : undefined);
    if (!found) {
      fail('ILLEGAL_MOVE', `${describeMoveObject(move)} is not a legal move for ${position.turn}; legal: ${legalPreview(legal)}`);
    }
    if (strict && found !== move) requireListedFields(move, found);
    return found;
  };
}

/** A move object for a message: its notation when it has one. */
function describeMoveObject(move: object): string {
  const notation: unknown = (move as Partial<Move>).notation;
  return typeof notation === 'string' ? `the move ${excerpt(notation)}` : `${describe(move)} without a notation string`;
}
