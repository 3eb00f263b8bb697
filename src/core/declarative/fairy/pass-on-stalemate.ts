/**
 * Fairy-Stockfish's `passOnStalemate` (position.cpp `Position::legal`: "Illegal king passing move"):
 * the pass is legal only when the side has no other legal move — it replaces a stalemate. In check
 * the test does not apply there; a royal king in check cannot pass anyway (the pass leaves it attacked).
 */
import { attacked } from './attacks.js';
import { moveKind, PASS, type FairyState } from './state.js';

/** Drops the pass from a legal list of `n` moves that holds another move; returns the new count. */
export function passOnlyWhenStuck(s: FairyState, out: Int32Array, n: number): number {
  const ks = s.kingSq[s.side] as number;
  if (ks >= 0 && attacked(s.c, s.cells, ks, s.side ^ 1)) return n;
  // The generator lists the pass last (generate.ts) and the list's thinning keeps the order, so it is
  // the last move here: dropped without a pass over the list.
  if (moveKind(out[n - 1] as number) === PASS) return n - 1;
  let k = 0;
  for (let i = 0; i < n; i++) if (moveKind(out[i] as number) !== PASS) out[k++] = out[i] as number;
  return k > 0 ? k : n;
}
