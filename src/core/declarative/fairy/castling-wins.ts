/**
 * Castling wins (Fairy-Stockfish `castlingWins`; position.cpp is_immediate_game_end "Castle
 * chess"): castling with one of the listed rights (`KQkq`) wins at once; a side that no longer holds
 * any of its listed rights — its king or that rook moved, the rook taken, or it castled the other
 * way — loses. The castle is looked at first (castling also spends the rights), then the side that
 * just moved, then the side to move. A position read from FEN knows no last move, as there.
 */
import { CASTLING, moveFrom, moveKind, moveTo } from './move-code.js';
import type { FairyEnd } from './fairy-end.js';

/** What the rule needs of the state. */
export interface CastlingWinsState {
  readonly castle: number;
  readonly side: number;
  readonly ply: number;
  /** The castling right the move before the root used (its bit index), -1 none. */
  readonly rootPrevCastle: number;
  moveMadeAt(ply: number): number;
}

/** The right (bit index: side * 2, plus 1 on the queen's side) the last move castled with, -1 none. */
export function lastCastle(s: CastlingWinsState): number {
  if (s.ply === 0) return s.rootPrevCastle;
  const m = s.moveMadeAt(s.ply - 1);
  return moveKind(m) !== CASTLING ? -1 : (s.side ^ 1) * 2 + (moveTo(m) > moveFrom(m) ? 0 : 1);
}

/** The end by `wins` (a mask of castling rights), or null. */
export function castlingWinsEnd(s: CastlingWinsState, wins: number): FairyEnd | null {
  const castled = lastCastle(s), us = s.side, them = us ^ 1;
  if (castled >= 0 && wins & (1 << castled)) return { value: -1, reason: 'castling' };
  for (const side of [them, us]) {
    const mine = wins & (3 << (2 * side));
    if (mine !== 0 && (mine & s.castle) === 0) return { value: side === us ? -1 : 1, reason: 'castling' };
  }
  return null;
}

/** castlingWins as a rule file (rule-files.ts): the end it decides, and the last castle a position reports. */
export const castlingWinsRule = { end: castlingWinsEnd, last: lastCastle };
