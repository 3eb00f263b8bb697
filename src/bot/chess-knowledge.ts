/**
 * Positional knowledge for the chess bot beyond material, placement and mobility (standard chess
 * and Chess960), read from the square sets the adapter keeps (two 32-bit words a side): passed
 * pawns (chess-passed-pawns.ts) and king safety (chess-king-safety.ts, its attack counted in
 * mobility's pass), the terms that won in self-play against the evaluation without them (issue #33,
 * docs/writing-a-bot.md). Pawn structure, rook files and the bishop pair (their own files) are not
 * called: the build with all five terms fitted together did no better than the evaluation without any.
 */
import { fillPawnSets } from './chess-pawn-sets.js';
import { passedPawns } from './chess-passed-pawns.js';
import { kingSafetyAfterMobility } from './chess-king-safety.js';

/** `[middlegame, endgame]` of the last {@link knowledge} call, White's view. */
export const knowledgeScore = new Int32Array(2);

/**
 * White's knowledge score less Black's into {@link knowledgeScore}: the board `b`, the sides' squares
 * `occupied[at..at + 3]`, the kings' squares. Call it after chess-mobility.ts's `mobility` with the
 * kings' zones (chess-king-safety.ts's `fillKingZones`): king safety reads the attack that walk counted.
 */
export function knowledge(b: Int8Array, occupied: Int32Array, at: number, whiteKing: number, blackKing: number): void {
  const score = knowledgeScore;
  score[0] = 0;
  score[1] = 0;
  fillPawnSets(b, occupied, at);
  passedPawns(b, whiteKing, blackKing, score);
  kingSafetyAfterMobility(whiteKing, blackKing, score);
}
