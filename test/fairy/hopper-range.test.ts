/**
 * A hopper with a range (Betza `pR2`, `pB2`) counts the range from its own square, the screen's
 * square included, as Fairy-Stockfish does: its empty-board mask of a hopper is the squares within
 * the range from the hopper (bitboard.cpp `sliding_attack<HOPPER_RANGE>`, which
 * `attacks_bb`/`moves_bb` cut the cannon table to). So `pR2` hops only over a screen next to it,
 * onto the square after. A range of 1 is a grasshopper (`g`, and `pR1`), whatever the distance;
 * a digit after `g` replaces its 1 (`gR2` is `pR2`, piece.cpp). The positions are worked out by
 * hand from those rules; ffish 0.7.10 loading the same section agrees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, splitMoves, type FfishModule } from './ffish-oracle.js';

const INI = `[rangedhoppers:chess]
customPiece1 = a:pR2
customPiece2 = w:pB2
customPiece3 = u:pR
customPiece4 = h:gR
customPiece5 = x:gR2
`;

let ff: FfishModule;
let game: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  ff.loadVariantConfig(INI);
  game = defineFairy(parseVariantsIni(INI).get('rangedhoppers')!);
});

/** The legal moves of both engines in a position (UCI, sorted). */
function both(fen: string): { ours: string[]; theirs: string[] } {
  const board = new ff.Board('rangedhoppers', fen);
  try {
    return { ours: game.legalMoves(game.parse(fen)).map((m) => m.uci).sort(), theirs: splitMoves(board.legalMoves()).sort() };
  } finally {
    board.delete();
  }
}

describe('a hopper with a range counts it from its own square (Fairy-Stockfish)', () => {
  // [rule, FEN, the piece's square, its moves worked out by hand]
  const cases: readonly [string, string, string, readonly string[]][] = [
    ['pR2 hops over a screen next to it onto the square after, no further; a screen two squares away leaves it nothing',
      '7k/8/8/3P4/3A1p2/8/8/K7 w - - 0 1', 'd4', ['d4d6']],
    ['pR2 takes the piece two squares away over a screen next to it',
      '7k/8/3n4/3P4/3A4/8/8/K7 w - - 0 1', 'd4', ['d4d6']],
    ['pB2 along diagonals: over a screen next to it onto the square after; a screen two squares away leaves it nothing',
      '7k/8/8/4P3/3W4/8/1n6/K7 w - - 0 1', 'd4', ['d4f6']],
    ['gR2 is pR2 (the digit replaces the grasshopper\'s range 1)',
      '7k/8/8/3P4/3X1p2/8/8/K7 w - - 0 1', 'd4', ['d4d6']],
    ['pR without a range: any square after the screen up to the next piece, which it may take',
      '7k/8/8/3P4/3U1p1n/8/8/K7 w - - 0 1', 'd4', ['d4d6', 'd4d7', 'd4d8', 'd4g4', 'd4h4']],
    ['gR lands right behind its screen however far the screen stands',
      '7k/8/3P4/8/8/8/1P1H4/K7 w - - 0 1', 'd2', ['d2a2', 'd2d7']],
  ];
  for (const [rule, fen, from, expected] of cases) {
    it(rule, () => {
      const { ours, theirs } = both(fen);
      expect(ours.filter((m) => m.startsWith(from)), 'ours').toEqual(expected);
      expect(theirs.filter((m) => m.startsWith(from)), 'ffish').toEqual(expected);
    });
  }

  it('pR2 gives check two squares away over a screen next to it, not three', () => {
    const near = '8/8/3k4/3P4/3A4/8/8/K7 b - - 0 1', far = '8/3k4/8/3P4/3A4/8/8/K7 b - - 0 1';
    // status names the checked royal piece's square.
    expect(game.status(game.parse(near)).checks).toEqual(['d6']);
    expect(game.status(game.parse(far)).checks).toBeUndefined();
    // From d7 the king may not step to d6 (the hopper's square two away), nor c6/e6 (the pawn's).
    const { ours, theirs } = both(far);
    const expected = ['d7c7', 'd7c8', 'd7d8', 'd7e7', 'd7e8'];
    expect(ours, 'ours').toEqual(expected);
    expect(theirs, 'ffish').toEqual(expected);
    const board = new ff.Board('rangedhoppers', near);
    try { expect(board.isCheck()).toBe(true); } finally { board.delete(); }
  });
});
