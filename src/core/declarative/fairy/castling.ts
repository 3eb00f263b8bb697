/**
 * Castling as data (Fairy-Stockfish's rules): the castling king (`castlingKingPiece`) and a
 * castling rook (`castlingRookPieces`) with their rights from the FEN; the king ends on
 * `castlingKingsideFile` / `castlingQueensideFile` of its castling rank, the rook next to it on
 * the inner side. Every square either crosses to get there must be empty (the two castling
 * pieces aside); a royal king may not castle out of, through or into check (Chess960 too: the
 * king's target is tested with the rook gone), also where checks are not allowed (`checking =
 * false`), and there castling may not give check either (Fairy-Stockfish's `Position::legal`). A move is encoded
 * king → rook.
 */
import { attacked, generalsFace } from './attacks.js';
import { CASTLING, encodeMove, moveFrom, moveTo } from './move-code.js';
import type { RuleState } from './rule-state.js';
import { castlingField } from './castling-field.js';

/** What castling reads of the state besides the board. */
interface CastlingState extends RuleState {
  readonly castle: number;
  readonly castleKing: Int16Array;
  readonly castleRook: Int16Array;
}

/** Writes the castling moves whose paths are clear; returns the new end. */
export function generateCastling(s: CastlingState, out: Int32Array, k: number): number {
  const c = s.c, rules = c.rules, us = s.side as 0 | 1, cells = s.cells;
  const kfrom = s.castleKing[us] as number;
  if (kfrom < 0 || cells[kfrom] !== 2 + 2 * rules.castlingKingPiece[us] + us) return k;
  for (let right = 2 * us; right < 2 * us + 2; right++) {
    if (!(s.castle & (1 << right))) continue;
    const rfrom = s.castleRook[right] as number;
    const rook = cells[rfrom] as number;
    if (rook < 2 || ((rook - 2) & 1) !== us || rules.castlingRookPieces[us][(rook - 2) >> 1] !== 1) continue;
    const kto = s.castleKingTo(encodeMove(kfrom, rfrom, CASTLING)), rto = kto + (rfrom > kfrom ? -1 : 1);
    if (clear(cells, rfrom, rto, kfrom, rfrom) && clear(cells, kfrom, kto, kfrom, rfrom)) out[k++] = encodeMove(kfrom, rfrom, CASTLING);
  }
  return k;
}

/** Squares after `a` up to and including `b` on one rank are empty, the two castling pieces aside. */
function clear(cells: Uint8Array, a: number, b: number, kfrom: number, rfrom: number): boolean {
  const step = b > a ? 1 : -1;
  for (let sq = a; sq !== b;) {
    sq += step;
    if (cells[sq] !== 0 && sq !== kfrom && sq !== rfrom) return false;
  }
  return true;
}

/**
 * May the side to move castle now (king not in check, not passing or landing on attacked squares)?
 * `notInCheck`: the caller already knows the king is not in check.
 */
export function castlingLegal(s: CastlingState, m: number, notInCheck = false): boolean {
  const c = s.c, rules = c.rules, us = s.side, them = us ^ 1, cells = s.cells;
  const kfrom = moveFrom(m), rfrom = moveTo(m);
  // Where checks are not allowed (checking = false) castling may not give one, as no move may.
  if (!rules.checking && castlingGivesCheck(s, m)) return false;
  // Non-royal castling pieces cannot be impeded; a royal king's path is tested with or without checks.
  if ((cells[kfrom] as number) - 2 >> 1 !== c.king) return true;
  const kto = s.castleKingTo(m);
  if (!notInCheck && attacked(c, cells, kfrom, them)) return false;
  const step = kto > kfrom ? -1 : 1;
  const theirKing = s.kingSq[them] as number;
  for (let sq = kto; sq !== kfrom; sq += step) {
    if (attacked(c, cells, sq, them)) return false;
    if (rules.flyingGeneral) {
      const king = cells[kfrom] as number;
      cells[kfrom] = 0;
      const faces = generalsFace(c, cells, sq, theirKing);
      cells[kfrom] = king;
      if (faces) return false;
    }
  }
  // Chess960: the rook may have shielded the king's target square. Not so for a rook in the corner
  // when only plain lines attack (no hopper may use it as a screen, no lame leap pass it).
  const rf = rfrom % c.files;
  if (c.plainLines && (rf === 0 || rf === c.files - 1)) return true;
  const rook = cells[rfrom] as number;
  cells[rfrom] = 0;
  const safe = !attacked(c, cells, kto, them);
  cells[rfrom] = rook;
  return safe;
}

/** After castling `m`, is the other side's king attacked (by the rook, or by a line either piece opened)? */
function castlingGivesCheck(s: CastlingState, m: number): boolean {
  const c = s.c, cells = s.cells, us = s.side, theirs = s.kingSq[us ^ 1] as number;
  if (theirs < 0) return false;
  const kfrom = moveFrom(m), rfrom = moveTo(m), kto = s.castleKingTo(m), rto = kto + (rfrom > kfrom ? -1 : 1);
  const king = cells[kfrom] as number, rook = cells[rfrom] as number;
  cells[kfrom] = 0;
  cells[rfrom] = 0;
  // Read after lifting both pieces: a target may be the square one of them left (Chess960).
  const atKing = cells[kto] as number, atRook = cells[rto] as number;
  cells[kto] = king;
  cells[rto] = rook;
  const check = attacked(c, cells, theirs, us);
  cells[rto] = atRook;
  cells[kto] = atKing;
  cells[rfrom] = rook;
  cells[kfrom] = king;
  return check;
}

/** Castling as a rule file (rule-files.ts): its moves, and their legality. */
export const castlingRule = { moves: generateCastling, legal: castlingLegal, field: castlingField };
