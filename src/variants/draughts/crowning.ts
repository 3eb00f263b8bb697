/**
 * Crowning. "On reaching the far side of the board, a player can make his/her
 * draughtsman into a king" — and "the king can only move on the player's next
 * turn": a man crowned during a capture chain stops there, so crowning ends the move.
 */
import type { DraughtsPlayer } from './types.js';

/** Whether square `id` (0-based) is on the far row for `player`: 29–32 for Black, 1–4 for White. */
export function isCrowningSquare(player: DraughtsPlayer, id: number): boolean {
  return player === 'black' ? id >= 28 : id < 4;
}

/** Bitboard of the crowning row (bit i = square i + 1). */
export function crowningRow(player: DraughtsPlayer): number {
  return player === 'black' ? 0xf0000000 | 0 : 0x0000000f;
}
