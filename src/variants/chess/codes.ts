/**
 * Integer encodings of the fast layer: pieces, colours, moves, directions.
 */

/** Piece types (low three bits of a piece code). */
export const PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6;
/** Colour bit of a piece code; also the side to move (0 white, 8 black). */
export const WHITE = 0, BLACK = 8;

/** Compass direction indices of `rect` boards (n, ne, e, se, s, sw, w, nw). */
export const N = 0, NE = 1, E = 2, SE = 3, S = 4, SW = 5, W = 6, NW = 7;

/** Move flags (bits 12..14 of a move). */
export const NORMAL = 0, DOUBLE_PUSH = 1, EN_PASSANT = 2, CASTLE = 3, PROMOTE_N = 4, PROMOTE_B = 5, PROMOTE_R = 6, PROMOTE_Q = 7;

/**
 * Bit 16 of a move: a piece put on `to` from off the board (a crazyhouse drop); bits 0..2 hold
 * its type instead of a from square. Every board move is below it (antichess's promotion to a
 * king uses bit 15).
 */
export const DROP = 1 << 16;

/** Encodes a move: from (6 bits), to (6 bits), flag (3 bits). */
export function encodeMove(from: number, to: number, flag: number): number {
  return from | (to << 6) | (flag << 12);
}
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const moveFlag = (m: number): number => m >> 12;

/** Piece letters by code (index = colour | type). */
export const PIECE_LETTERS = '.PNBRQK..pnbrqk.';

/** Piece code for a FEN letter, or -1. */
export function pieceCode(letter: string): number {
  const i = PIECE_LETTERS.indexOf(letter);
  return i <= 0 || letter === '.' ? -1 : i;
}

/** Castling-right bits. */
export const WK = 1, WQ = 2, BK = 4, BQ = 8;
/** FEN castling field for a rights mask. */
export function castlingText(rights: number): string {
  const s = (rights & WK ? 'K' : '') + (rights & WQ ? 'Q' : '') + (rights & BK ? 'k' : '') + (rights & BQ ? 'q' : '');
  return s === '' ? '-' : s;
}

const SQUARE_NAMES: readonly string[] = [
  'a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1',
  'a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2',
  'a3', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3',
  'a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4',
  'a5', 'b5', 'c5', 'd5', 'e5', 'f5', 'g5', 'h5',
  'a6', 'b6', 'c6', 'd6', 'e6', 'f6', 'g6', 'h6',
  'a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'h7',
  'a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8',
];

/** Square name of an id (a1 = 0 … h8 = 63). */
export function squareName(sq: number): string {
  return SQUARE_NAMES[sq] as string;
}
/** Square id of a name, or -1. */
export function squareId(name: string): number {
  if (name.length !== 2) return -1;
  const f = name.charCodeAt(0) - 97, r = name.charCodeAt(1) - 49;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
}
