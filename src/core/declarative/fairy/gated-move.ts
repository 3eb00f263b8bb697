/**
 * Move objects of Seirawan gating (S-chess, S-house): a gating move carries
 * `gate: { piece, node }`, the kind of the piece that enters from the hand and the node it enters
 * on, as `piece` and `from` name them on every move. A caller may also build the gating move from
 * the listed move without a gate by adding the field (`{ ...move, gate: { piece: 'H', node: 'g1' } }`):
 * the gate then decides which listed move is meant, never the text alone.
 */
import type { Move } from '../../variant.js';

/** The piece a gating move brings in from the hand and the node it enters on. */
export interface FairyGate {
  /** Kind of the gated piece: one upper-case letter (`H`, `E`). */
  readonly piece: string;
  /** Node it enters on: the one the moving piece leaves, or in castling the king's or the rook's. */
  readonly node: string;
}

interface Gated extends Move {
  readonly gate?: FairyGate;
}

/** Same move but for the gate: from, to, kind and promotion. */
const sameBody = (a: Move, b: Move): boolean => a.from === b.from && a.to === b.to && (a.kind ?? '') === (b.kind ?? '') && a.promotion === b.promotion;

/**
 * The listed move that a move object with a `gate` field names: same from, to, kind, promotion and
 * gate (the piece letter in either case), its notation the gating move's or the one of the same
 * move without a gate. Undefined when no listed move fits (a malformed gate fits none).
 */
export function gatedMoveOf<M extends Gated>(listed: readonly M[], move: Gated): M | undefined {
  const gate: unknown = move.gate;
  if (typeof gate !== 'object' || gate === null) return undefined;
  const { piece, node } = gate as Record<string, unknown>;
  if (typeof piece !== 'string' || typeof node !== 'string') return undefined;
  for (const m of listed) {
    if (m.gate === undefined || m.gate.node !== node || m.gate.piece !== piece.toUpperCase() || !sameBody(m, move)) continue;
    if (move.notation === m.notation) return m;
    const plain = listed.find((o) => o.gate === undefined && sameBody(o, m));
    if (plain !== undefined && plain.notation === move.notation) return m;
  }
  return undefined;
}
