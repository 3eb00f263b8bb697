/**
 * Castling rights a drop gives (placement chess): its own file, as the state calls it from make and
 * castling.ts (generation) reads the state.
 */
import type { Compiled } from './compile.js';

/** What of the mutable state a dropped castling piece changes (the state satisfies it). */
export interface CastlingRights {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly castleKing: Int16Array;
  readonly castleRook: Int16Array;
  readonly castleMask: Uint8Array;
}

/**
 * Castling rights gained by a drop (Fairy-Stockfish's `castlingDroppedPiece`, placement chess): a
 * castling king dropped on its file of the castling rank castles with the castling rooks in the
 * corners of that rank; a castling rook dropped in a corner castles with a castling king already on
 * its square. Returns the rights gained; the rook and king squares are recorded in the state (they
 * are the same squares every time, so an unmade drop needs no undo beyond the rights).
 */
export function droppedCastling(s: CastlingRights, type: number, to: number, us: number): number {
  const c = s.c, rules = c.rules, files = c.files, side = us as 0 | 1;
  const rank = side === 0 ? rules.castlingRank : c.ranks - 1 - rules.castlingRank;
  if (Math.floor(to / files) !== rank) return 0;
  const base = rank * files, kingSq = base + rules.castlingKingFile;
  const rookAt = (sq: number): boolean => {
    const cell = s.cells[sq] as number;
    return cell >= 2 && ((cell - 2) & 1) === us && rules.castlingRookPieces[side][(cell - 2) >> 1] === 1;
  };
  const grant = (ksq: number, rsq: number): number => {
    const right = 2 * us + (rsq > ksq ? 0 : 1), bit = 1 << right;
    s.castleKing[us] = ksq;
    s.castleRook[right] = rsq;
    s.castleMask[ksq] = (s.castleMask[ksq] as number) | bit;
    s.castleMask[rsq] = (s.castleMask[rsq] as number) | bit;
    return bit;
  };
  let gained = 0;
  if (type === rules.castlingKingPiece[side] && to === kingSq) {
    for (const rsq of [base, base + files - 1]) if (rookAt(rsq)) gained |= grant(kingSq, rsq);
  } else if (rules.castlingRookPieces[side][type] === 1 && (to === base || to === base + files - 1) && s.cells[kingSq] === 2 + 2 * rules.castlingKingPiece[side] + us) {
    gained |= grant(kingSq, to);
  }
  return gained;
}

/** Castling rights from dropped pieces as a rule file (rule-files.ts). */
export const droppedCastlingRule = { rights: droppedCastling };
