/**
 * The pawns of each side as square sets (two 32-bit words: a1..h4, a5..h8, one bit a square), read
 * once per evaluation by the chess terms that look at pawns (passed pawns, pawn structure, rook files,
 * king shelter). Files are columns of every eighth bit, so one mask per word picks a file.
 */

/** `[white lo, white hi, black lo, black hi]` of the last {@link fillPawnSets} call. */
export const pawnSets = new Int32Array(4);

/** The bits of file a in either word (rank-major squares: file f is this shifted left by f). */
export const FILE_A = 0x01010101;

/** Fills {@link pawnSets} from the board `b` and the sides' squares `occupied[at..at + 3]` (White's two words, then Black's). */
export function fillPawnSets(b: Int8Array, occupied: Int32Array, at: number): void {
  for (let i = 0; i < 4; i++) {
    let set = 0;
    for (let w = occupied[at + i] as number; w !== 0; w &= w - 1) {
      const low = w & -w;
      if (((b[((i & 1) << 5) | (31 - Math.clz32(low))] as number) & 7) === 1) set |= low;
    }
    pawnSets[i] = set;
  }
}

/** Does side `side` (0 White, 1 Black) have a pawn on file `f`? */
export const pawnOnFile = (side: number, f: number): boolean => (((pawnSets[side * 2] as number) | (pawnSets[side * 2 + 1] as number)) & (FILE_A << f)) !== 0;
