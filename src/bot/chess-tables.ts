/**
 * Piece values and piece-square tables for chess and the chess variants: PeSTO's evaluation function
 * by Ronald Friederich (https://www.chessprogramming.org/PeSTO%27s_Evaluation_Function, values as
 * he posted them: http://www.talkchess.com/forum3/viewtopic.php?f=2&t=68311&start=19), a middlegame
 * and an endgame table per piece, tuned by Texel's method; the evaluation blends the two by the
 * game phase (knights and bishops 1, rooks 2, queens 4: 24 at the start). Values in centipawns, each
 * table written from White's side with rank 8 on the first row, as published. King of the hill
 * keeps Tomasz Michniewski's endgame king table ("Simplified Evaluation Function",
 * https://www.chessprogramming.org/Simplified_Evaluation_Function) for its race to the centre.
 */

/** Centipawn value by piece type (index: pawn 1 … king 6; the king's is not counted), for held pieces and the variants' counts. */
export const PIECE_VALUE: Int32Array = /* @__PURE__ */ Int32Array.from([0, 100, 320, 330, 500, 900, 0, 0]);

/** PeSTO's game-phase weight by piece type (pawns and kings 0). */
export const PHASE_WEIGHT: Int32Array = /* @__PURE__ */ Int32Array.from([0, 0, 1, 1, 2, 4, 0, 0]);

/** The phase of the starting position (2 × (2 N + 2 B + 2 R + Q) weights): all middlegame from here up. */
export const FULL_PHASE = 24;

/** PeSTO's material by piece type, middlegame and endgame (index: pawn 1 … king 6). */
const MG_VALUE = [0, 82, 337, 365, 477, 1025, 0];
const EG_VALUE = [0, 94, 281, 297, 512, 936, 0];

const MG_PAWN = [
  0, 0, 0, 0, 0, 0, 0, 0,
  98, 134, 61, 95, 68, 126, 34, -11,
  -6, 7, 26, 31, 65, 56, 25, -20,
  -14, 13, 6, 21, 23, 12, 17, -23,
  -27, -2, -5, 12, 17, 6, 10, -25,
  -26, -4, -4, -10, 3, 3, 33, -12,
  -35, -1, -20, -23, -15, 24, 38, -22,
  0, 0, 0, 0, 0, 0, 0, 0,
];
const EG_PAWN = [
  0, 0, 0, 0, 0, 0, 0, 0,
  178, 173, 158, 134, 147, 132, 165, 187,
  94, 100, 85, 67, 56, 53, 82, 84,
  32, 24, 13, 5, -2, 4, 17, 17,
  13, 9, -3, -7, -7, -8, 3, -1,
  4, 7, -6, 1, 0, -5, -1, -8,
  13, 8, 8, 10, 13, 0, 2, -7,
  0, 0, 0, 0, 0, 0, 0, 0,
];
const MG_KNIGHT = [
  -167, -89, -34, -49, 61, -97, -15, -107,
  -73, -41, 72, 36, 23, 62, 7, -17,
  -47, 60, 37, 65, 84, 129, 73, 44,
  -9, 17, 19, 53, 37, 69, 18, 22,
  -13, 4, 16, 13, 28, 19, 21, -8,
  -23, -9, 12, 10, 19, 17, 25, -16,
  -29, -53, -12, -3, -1, 18, -14, -19,
  -105, -21, -58, -33, -17, -28, -19, -23,
];
const EG_KNIGHT = [
  -58, -38, -13, -28, -31, -27, -63, -99,
  -25, -8, -25, -2, -9, -25, -24, -52,
  -24, -20, 10, 9, -1, -9, -19, -41,
  -17, 3, 22, 22, 22, 11, 8, -18,
  -18, -6, 16, 25, 16, 17, 4, -18,
  -23, -3, -1, 15, 10, -3, -20, -22,
  -42, -20, -10, -5, -2, -20, -23, -44,
  -29, -51, -23, -15, -22, -18, -50, -64,
];
const MG_BISHOP = [
  -29, 4, -82, -37, -25, -42, 7, -8,
  -26, 16, -18, -13, 30, 59, 18, -47,
  -16, 37, 43, 40, 35, 50, 37, -2,
  -4, 5, 19, 50, 37, 37, 7, -2,
  -6, 13, 13, 26, 34, 12, 10, 4,
  0, 15, 15, 15, 14, 27, 18, 10,
  4, 15, 16, 0, 7, 21, 33, 1,
  -33, -3, -14, -21, -13, -12, -39, -21,
];
const EG_BISHOP = [
  -14, -21, -11, -8, -7, -9, -17, -24,
  -8, -4, 7, -12, -3, -13, -4, -14,
  2, -8, 0, -1, -2, 6, 0, 4,
  -3, 9, 12, 9, 14, 10, 3, 2,
  -6, 3, 13, 19, 7, 10, -3, -9,
  -12, -3, 8, 10, 13, 3, -7, -15,
  -14, -18, -7, -1, 4, -9, -15, -27,
  -23, -9, -23, -5, -9, -16, -5, -17,
];
const MG_ROOK = [
  32, 42, 32, 51, 63, 9, 31, 43,
  27, 32, 58, 62, 80, 67, 26, 44,
  -5, 19, 26, 36, 17, 45, 61, 16,
  -24, -11, 7, 26, 24, 35, -8, -20,
  -36, -26, -12, -1, 9, -7, 6, -23,
  -45, -25, -16, -17, 3, 0, -5, -33,
  -44, -16, -20, -9, -1, 11, -6, -71,
  -19, -13, 1, 17, 16, 7, -37, -26,
];
const EG_ROOK = [
  13, 10, 18, 15, 12, 12, 8, 5,
  11, 13, 13, 11, -3, 3, 8, 3,
  7, 7, 7, 5, 4, -3, -5, -3,
  4, 3, 13, 1, 2, 1, -1, 2,
  3, 5, 8, 4, -5, -6, -8, -11,
  -4, 0, -5, -1, -7, -12, -8, -16,
  -6, -6, 0, 2, -9, -9, -11, -3,
  -9, 2, 3, -1, -5, -13, 4, -20,
];
const MG_QUEEN = [
  -28, 0, 29, 12, 59, 44, 43, 45,
  -24, -39, -5, 1, -16, 57, 28, 54,
  -13, -17, 7, 8, 29, 56, 47, 57,
  -27, -27, -16, -16, -1, 17, -2, 1,
  -9, -26, -9, -10, -2, -4, 3, -3,
  -14, 2, -11, -2, -5, 2, 14, 5,
  -35, -8, 11, 2, 8, 15, -3, 1,
  -1, -18, -9, 10, -15, -25, -31, -50,
];
const EG_QUEEN = [
  -9, 22, 22, 27, 27, 19, 10, 20,
  -17, 20, 32, 41, 58, 25, 30, 0,
  -20, 6, 9, 49, 47, 35, 19, 9,
  3, 22, 24, 45, 57, 40, 57, 36,
  -18, 28, 19, 47, 31, 34, 39, 23,
  -16, -27, 15, 6, 9, 17, 10, 5,
  -22, -23, -30, -16, -16, -23, -36, -32,
  -33, -28, -22, -43, -5, -32, -20, -41,
];
const MG_KING = [
  -65, 23, 16, -15, -56, -34, 2, 13,
  29, -1, -20, -7, -8, -4, -38, -29,
  -9, 24, 2, -16, -20, 6, 22, -22,
  -17, -20, -12, -27, -30, -25, -14, -36,
  -49, -1, -27, -39, -46, -44, -33, -51,
  -14, -14, -22, -46, -44, -30, -15, -27,
  1, 7, -8, -64, -43, -16, 9, 8,
  -15, 36, 12, -54, 8, -28, 24, 14,
];
const EG_KING = [
  -74, -35, -18, -18, -11, 15, 4, -17,
  -12, 17, 14, 17, 17, 38, 23, 11,
  10, 17, 23, 15, 20, 45, 44, 13,
  -8, 22, 24, 27, 26, 33, 26, 3,
  -18, -4, 21, 24, 27, 23, 9, -11,
  -19, -3, 11, 21, 23, 16, 7, -9,
  -27, -11, 4, 13, 14, 4, -5, -17,
  -53, -34, -21, -11, -28, -14, -24, -43,
];
/** Michniewski's endgame king table (king of the hill's race to the centre). */
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
 * `kingEnd` holds Michniewski's endgame king table the same way. Built once.
 */
export interface ChessTablesByCode {
  /** `[code * 64 + square]`: middlegame material + placement, positive for White. */
  readonly mg: Int32Array;
  /** `[code * 64 + square]`: endgame material + placement, positive for White. */
  readonly eg: Int32Array;
  /** `[colour * 64 + square]` (colour 0 white, 1 black): Michniewski's endgame king entry, positive for White. */
  readonly kingEnd: Int32Array;
}

let built: ChessTablesByCode | undefined;

/** See {@link ChessTablesByCode}. */
export function chessScoreTables(): ChessTablesByCode {
  if (built !== undefined) return built;
  const middle = [[], MG_PAWN, MG_KNIGHT, MG_BISHOP, MG_ROOK, MG_QUEEN, MG_KING];
  const end = [[], EG_PAWN, EG_KNIGHT, EG_BISHOP, EG_ROOK, EG_QUEEN, EG_KING];
  const mg = new Int32Array(16 * 64), eg = new Int32Array(16 * 64);
  const kingEnd = new Int32Array(2 * 64);
  for (let sq = 0; sq < 64; sq++) {
    const file = sq & 7, rank = sq >> 3;
    const whiteRow = (7 - rank) * 8 + file, blackRow = rank * 8 + file;
    for (let type = 1; type <= 6; type++) {
      const m = middle[type] as number[], e = end[type] as number[];
      mg[type * 64 + sq] = (MG_VALUE[type] as number) + (m[whiteRow] as number);
      mg[(8 | type) * 64 + sq] = -((MG_VALUE[type] as number) + (m[blackRow] as number));
      eg[type * 64 + sq] = (EG_VALUE[type] as number) + (e[whiteRow] as number);
      eg[(8 | type) * 64 + sq] = -((EG_VALUE[type] as number) + (e[blackRow] as number));
    }
    kingEnd[sq] = KING_END[whiteRow] as number;
    kingEnd[64 + sq] = -(KING_END[blackRow] as number);
  }
  built = { mg, eg, kingEnd };
  return built;
}
