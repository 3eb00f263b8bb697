/**
 * Shogi's uchifuzume (Fairy-Stockfish's `dropMateIllegal`): a pawn drop that checkmates is illegal.
 * Whether it mates is whether the other side has no legal reply, so the rule asks the legal-move
 * generator about the position after the drop; legal-moves.ts passes its count of replies in,
 * which keeps the generator out of this rule's imports (and the rule out of generate.ts's).
 */
import { attacked } from './attacks.js';
import { ALT, DROP, moveKind, movePromotion, moveTo, type FairyState } from './state.js';

/** Is `m`, a legal move, a drop of the drop-mate type (not as its promoted type) that checks and leaves no legal reply? */
export function pawnDropMates(s: FairyState, m: number, replies: (s: FairyState) => number): boolean {
  const c = s.c, rules = c.rules, us = s.side, theirs = s.kingSq[us ^ 1] as number;
  if (moveKind(m) !== DROP || (m & ALT) !== 0 || movePromotion(m) !== rules.dropMateIllegal || theirs < 0) return false;
  const cells = s.cells, to = moveTo(m);
  cells[to] = 2 + 2 * movePromotion(m) + us;
  const check = attacked(c, cells, theirs, us);
  cells[to] = 0;
  if (!check) return false;
  s.make(m);
  const n = replies(s);
  s.unmake();
  return n === 0;
}
