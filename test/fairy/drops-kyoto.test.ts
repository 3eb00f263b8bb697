/**
 * Kyoto shogi and micro shogi on the generic engine: pieceDemotion (a promoted piece turns back
 * into the piece it was) and dropPromoted (a piece in hand dropped as its promoted type). Expected
 * moves counted by hand from the rules (en.wikipedia.org/wiki/Kyoto_shogi, /Micro_shogi; Fairy-Stockfish's
 * `kyotoshogi` and `micro`): UCI `+` promotes, `-` turns back, `+P@c3` drops promoted.
 */
import { describe, expect, it } from 'vitest';
import { kyotoshogi, micro } from '../../src/variants/fairy/index.js';

describe('Kyoto shogi: pieces flip on every move', () => {
  it('from the start White has 12 moves, each one a promotion or a return to the unpromoted piece', () => {
    // a1 +L (gold): a2 b2; b1 S: a2 b2 c2; c1 K: b2 c2 d2; d1 +N (gold): c2 d2 e2; e1 P: e2.
    const moves = kyotoshogi.legalMoves(kyotoshogi.setup()).map((m) => m.uci).sort();
    expect(moves).toEqual(['a1a2-', 'a1b2-', 'b1a2+', 'b1b2+', 'b1c2+', 'c1b2', 'c1c2', 'c1d2', 'd1c2-', 'd1d2-', 'd1e2-', 'e1e2+']);
  });

  it('a promoted lance that moves becomes a lance again, written unpromoted in the FEN', () => {
    const p = kyotoshogi.play(kyotoshogi.setup(), 'a1a2-');
    expect(p.fen.split(' ')[0]).toBe('p+nks+l/5/5/L4/1SK+NP[]');
  });

  it('a piece in hand may be dropped as it is or as its promoted type', () => {
    // 23 empty squares, a pawn dropped as a pawn or as a rook on each; the king on e1 has d1, d2, e2.
    const moves = kyotoshogi.legalMoves(kyotoshogi.parse('k4/5/5/5/4K[P] w - - 0 1')).map((m) => m.uci);
    expect(moves).toHaveLength(23 * 2 + 3);
    expect(moves).toContain('P@c3');
    expect(moves).toContain('+P@c3');
    const p = kyotoshogi.play(kyotoshogi.parse('k4/5/5/5/4K[P] w - - 0 1'), '+P@c3');
    expect(p.fen.split(' ')[0]).toBe('k4/5/2+P2/5/4K[]');
    // Dropped promoted, it is a promoted pawn: each of its rook moves turns it back into a pawn.
    const rook = kyotoshogi.legalMoves(kyotoshogi.play(p, 'a5a4')).filter((m) => m.from === '3c').map((m) => m.uci);
    expect(rook).toHaveLength(8);
    expect(rook.every((u) => u.endsWith('-'))).toBe(true);
  });

  it('a captured promoted piece goes to the hand as the piece it was', () => {
    // The white king takes Black's promoted pawn (a rook) on d2: White's hand gets a pawn.
    const p = kyotoshogi.play(kyotoshogi.parse('k4/5/5/3+p1/4K[] w - - 0 1'), 'e1d2');
    expect(p.fen.split(' ')[0]).toBe('k4/5/5/3K1/5[P]');
  });
});

describe('Micro shogi: pieces flip only when they capture', () => {
  it('a quiet move keeps the piece as it is; a capture must promote or turn back', () => {
    // White's promoted lance (a silver) on a1 takes the pawn on a2 only by turning back into a lance.
    const fromA1 = micro.legalMoves(micro.parse('k3/4/4/p3/+L2K[] w - - 0 1')).filter((m) => m.from === '4e').map((m) => m.uci).sort();
    expect(fromA1).toEqual(['a1a2-', 'a1b2']);
  });
});
