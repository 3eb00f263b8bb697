/**
 * Piece values and piece-square tables for chess and the chess variants: Tomasz Michniewski's
 * "Simplified Evaluation Function" (https://www.chessprogramming.org/Simplified_Evaluation_Function),
 * values in centipawns, each table written from White's side with rank 8 on the first row, as
 * published. The king has a middlegame and an endgame table; the evaluation blends them by the
 * material left on the board.
 */

/** Centipawn value by piece type (index: pawn 1 … king 6; the king's is not counted). */
export const PIECE_VALUE: Int32Array = /* @__PURE__ */ Int32Array.from([0, 100, 320, 330, 500, 900, 0, 0]);

/** Non-pawn material of both sides at the start (2 × (2 N + 2 B + 2 R + Q)): the middlegame end of the king's blend. */
export const FULL_PHASE = 6200;

const PAWN = [
  0, 0, 0, 0, 0, 0, 0, 0,
  50, 50, 50, 50, 50, 50, 50, 50,
  10, 10, 20, 30, 30, 20, 10, 10,
  5, 5, 10, 25, 25, 10, 5, 5,
  0, 0, 0, 20, 20, 0, 0, 0,
  5, -5, -10, 0, 0, -10, -5, 5,
  5, 10, 10, -20, -20, 10, 10, 5,
  0, 0, 0, 0, 0, 0, 0, 0,
];
const KNIGHT = [
  -50, -40, -30, -30, -30, -30, -40, -50,
  -40, -20, 0, 0, 0, 0, -20, -40,
  -30, 0, 10, 15, 15, 10, 0, -30,
  -30, 5, 15, 20, 20, 15, 5, -30,
  -30, 0, 15, 20, 20, 15, 0, -30,
  -30, 5, 10, 15, 15, 10, 5, -30,
  -40, -20, 0, 5, 5, 0, -20, -40,
  -50, -40, -30, -30, -30, -30, -40, -50,
];
const BISHOP = [
  -20, -10, -10, -10, -10, -10, -10, -20,
  -10, 0, 0, 0, 0, 0, 0, -10,
  -10, 0, 5, 10, 10, 5, 0, -10,
  -10, 5, 5, 10, 10, 5, 5, -10,
  -10, 0, 10, 10, 10, 10, 0, -10,
  -10, 10, 10, 10, 10, 10, 10, -10,
  -10, 5, 0, 0, 0, 0, 5, -10,
  -20, -10, -10, -10, -10, -10, -10, -20,
];
const ROOK = [
  0, 0, 0, 0, 0, 0, 0, 0,
  5, 10, 10, 10, 10, 10, 10, 5,
  -5, 0, 0, 0, 0, 0, 0, -5,
  -5, 0, 0, 0, 0, 0, 0, -5,
  -5, 0, 0, 0, 0, 0, 0, -5,
  -5, 0, 0, 0, 0, 0, 0, -5,
  -5, 0, 0, 0, 0, 0, 0, -5,
  0, 0, 0, 5, 5, 0, 0, 0,
];
const QUEEN = [
  -20, -10, -10, -5, -5, -10, -10, -20,
  -10, 0, 0, 0, 0, 0, 0, -10,
  -10, 0, 5, 5, 5, 5, 0, -10,
  -5, 0, 5, 5, 5, 5, 0, -5,
  0, 0, 5, 5, 5, 5, 0, -5,
  -10, 5, 5, 5, 5, 5, 0, -10,
  -10, 0, 5, 0, 0, 0, 0, -10,
  -20, -10, -10, -5, -5, -10, -10, -20,
];
const KING_MIDDLE = [
  -30, -40, -40, -50, -50, -40, -40, -30,
  -30, -40, -40, -50, -50, -40, -40, -30,
  -30, -40, -40, -50, -50, -40, -40, -30,
  -30, -40, -40, -50, -50, -40, -40, -30,
  -20, -30, -30, -40, -40, -30, -30, -20,
  -10, -20, -20, -20, -20, -20, -20, -10,
  20, 20, 0, 0, 0, 0, 20, 20,
  20, 30, 10, 0, 0, 10, 30, 20,
];
const KING_END = [
  -50, -40, -30, -20, -20, -30, -40, -50,
  -30, -20, -10, 0, 0, -10, -20, -30,
  -30, -10, 20, 30, 30, 20, -10, -30,
  -30, -10, 30, 40, 40, 30, -10, -30,
  -30, -10, 30, 40, 40, 30, -10, -30,
  -30, -10, 20, 30, 30, 20, -10, -30,
  -30, -30, 0, 0, 0, 0, -30, -30,
  -50, -30, -30, -30, -30, -30, -30, -50,
];

/**
 * The tables by piece code (colour | type, as the chess search state stores them) and square
 * (a1 = 0), value included, from White's side: a black piece's entry is the negated mirror.
 * `kingEnd` holds the endgame king table the same way. Built once.
 */
export interface ChessTablesByCode {
  /** `[code * 64 + square]`: material + placement, positive for White. */
  readonly score: Int32Array;
  /** `[colour * 64 + square]` (colour 0 white, 1 black): the endgame king entry, positive for White. */
  readonly kingEnd: Int32Array;
}

let built: ChessTablesByCode | undefined;

/** See {@link ChessTablesByCode}. */
export function chessScoreTables(): ChessTablesByCode {
  if (built !== undefined) return built;
  const byType = [[], PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING_MIDDLE];
  const score = new Int32Array(16 * 64);
  const kingEnd = new Int32Array(2 * 64);
  for (let sq = 0; sq < 64; sq++) {
    const file = sq & 7, rank = sq >> 3;
    const whiteRow = (7 - rank) * 8 + file, blackRow = rank * 8 + file;
    for (let type = 1; type <= 6; type++) {
      const table = byType[type] as number[];
      score[type * 64 + sq] = (PIECE_VALUE[type] as number) + (table[whiteRow] as number);
      score[(8 | type) * 64 + sq] = -((PIECE_VALUE[type] as number) + (table[blackRow] as number));
    }
    kingEnd[sq] = KING_END[whiteRow] as number;
    kingEnd[64 + sq] = -(KING_END[blackRow] as number);
  }
  built = { score, kingEnd };
  return built;
}
