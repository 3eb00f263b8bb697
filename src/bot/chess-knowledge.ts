/**
 * Positional knowledge for the chess bot beyond material, placement and mobility (standard chess
 * and Chess960): pawn structure, rooks on open files, the bishop pair and king safety, each in its
 * own file, read from the square sets the adapter keeps (two 32-bit words a side). Not called by
 * the adapter yet: self-play could not tell it from the evaluation without it (issue #33,
 * docs/writing-a-bot.md); bench/eval-fit.mjs fits its weights. Passed pawns (chess-passed-pawns.ts)
 * are left out of it: their fitted weights changed sign between two samples of positions (PeSTO's
 * pawn tables already pay for a pawn's rank).
 */
import { fillPawnSets } from './chess-pawn-sets.js';
import { pawnStructure } from './chess-pawn-structure.js';
import { rookFiles } from './chess-rook-files.js';
import { bishopPair } from './chess-bishop-pair.js';
import { kingSafety, type KingMasks } from './chess-king-safety.js';

/** `[middlegame, endgame]` of the last {@link knowledge} call, White's view. */
export const knowledgeScore = new Int32Array(2);

/** White's knowledge score less Black's into {@link knowledgeScore}: the board `b`, the sides' squares `occupied[at..at + 3]`, the kings' squares. */
export function knowledge(m: KingMasks, b: Int8Array, occupied: Int32Array, at: number, whiteKing: number, blackKing: number): void {
  const score = knowledgeScore;
  score[0] = 0;
  score[1] = 0;
  fillPawnSets(b, occupied, at);
  pawnStructure(score);
  rookFiles(b, occupied, at, score);
  bishopPair(b, occupied, at, score);
  kingSafety(m, b, occupied, at, whiteKing, blackKing, score);
}
