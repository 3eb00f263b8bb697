/**
 * The material of one side, counted from the board text: what the variants' insufficient-material
 * rules look at (pieces by kind, bishops by the colour of their square).
 */

/** One side's pieces by kind; bishops split by square colour (a1 is dark). */
export interface Material {
  pieces: number;
  kings: number;
  pawns: number;
  knights: number;
  bishops: number;
  lightBishops: number;
  darkBishops: number;
  rooks: number;
  queens: number;
}

const empty = (): Material => ({ pieces: 0, kings: 0, pawns: 0, knights: 0, bishops: 0, lightBishops: 0, darkBishops: 0, rooks: 0, queens: 0 });

/** White's and Black's material on `board` (64 characters from a1, as in positions). */
export function material(board: string): [white: Material, black: Material] {
  const white = empty(), black = empty();
  for (let i = 0; i < 64; i++) {
    const c = board.charCodeAt(i);
    if (c === 46) continue; // '.'
    const side = c < 97 ? white : black;
    side.pieces++;
    switch (c | 32) {
      case 107: side.kings++; break; // k
      case 112: side.pawns++; break; // p
      case 110: side.knights++; break; // n
      case 114: side.rooks++; break; // r
      case 113: side.queens++; break; // q
      case 98: // b: file + rank even is a dark square
        side.bishops++;
        if (((i & 7) + (i >> 3)) % 2 === 0) side.darkBishops++;
        else side.lightBishops++;
        break;
      default: break;
    }
  }
  return [white, black];
}

/**
 * Has each side bishops and nothing else (besides its king, with `besidesKings`), one side's all on
 * squares of one colour and the other side's all on the other colour? Then no capture is possible.
 */
export function bishopsOnOppositeColours(white: Material, black: Material, besidesKings: boolean): boolean {
  const others = (m: Material): number => m.pieces - m.bishops - (besidesKings ? m.kings : 0);
  if (others(white) !== 0 || others(black) !== 0 || white.bishops === 0 || black.bishops === 0) return false;
  return (white.lightBishops === 0 && black.darkBishops === 0) || (white.darkBishops === 0 && black.lightBishops === 0);
}
