/**
 * The material the endgame terms read (standard chess and Chess960; today the mop-up,
 * chess-mop-up.ts): each side's pawns, knights and the value of its pieces, counted from the
 * adapter's square sets. Counted only when the phase is low (chess-adapter.ts), so the
 * middlegame's nodes pay nothing for it.
 */
import { PIECE_VALUE } from './chess-tables.js';

/** Slots of {@link endgameMaterial}, per side (White at 0, Black at {@link SIDE}). */
export const PAWNS = 0, KNIGHTS = 1, NON_PAWN = 2, SIDE = 3;

/** The last {@link countEndgameMaterial}'s counts: `[side * SIDE + slot]`, NON_PAWN the pieces' value in centipawns. */
export const endgameMaterial = new Int32Array(2 * SIDE);

/** Counts both sides' material from `occupied[at..at + 3]` (two words a side) and the board `b`. */
export function countEndgameMaterial(b: Int8Array, occupied: Int32Array, at: number): void {
  const m = endgameMaterial;
  m.fill(0);
  for (let word = 0; word < 4; word++) {
    const base = (word >> 1) * SIDE, half = (word & 1) << 5;
    for (let w = occupied[at + word] as number; w !== 0; w &= w - 1) {
      const type = (b[half | (31 - Math.clz32(w & -w))] as number) & 7;
      if (type === 6) continue;
      if (type === 1) { m[base + PAWNS] = (m[base + PAWNS] as number) + 1; continue; }
      if (type === 2) m[base + KNIGHTS] = (m[base + KNIGHTS] as number) + 1;
      m[base + NON_PAWN] = (m[base + NON_PAWN] as number) + (PIECE_VALUE[type] as number);
    }
  }
}
