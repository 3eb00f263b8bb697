import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { after, byUci, fen, sans, targets } from './helpers.js';

// chess.md: "All piece moves … must be exact." Expectations from the FIDE Laws, article 3.
describe('piece moves (FIDE 3.2–3.7)', () => {
  it('the bishop moves to any square along a diagonal (3.2)', () => {
    expect(targets('4k3/8/8/8/3B4/8/8/4K3 w - - 0 1', 'd4')).toEqual(['a1', 'a7', 'b2', 'b6', 'c3', 'c5', 'e3', 'e5', 'f2', 'f6', 'g1', 'g7', 'h8']);
  });
  it('the rook moves along the file or rank (3.3)', () => {
    expect(targets('4k3/8/8/8/3R4/8/8/4K3 w - - 0 1', 'd4')).toEqual(['a4', 'b4', 'c4', 'd1', 'd2', 'd3', 'd5', 'd6', 'd7', 'd8', 'e4', 'f4', 'g4', 'h4']);
  });
  it('the queen moves along the file, rank or a diagonal (3.4)', () => {
    // a-file a2–a8 (7), first rank b1–g1 (6, h1 holds its own king), long diagonal b2–h8 (7).
    expect(targets('6k1/8/8/8/8/8/8/Q6K w - - 0 1', 'a1')).toHaveLength(20);
    expect(targets('6k1/8/8/8/8/8/8/Q6K w - - 0 1', 'a1')).toContain('h8');
  });
  it('sliding pieces may not move over intervening pieces and capture only the first enemy (3.5)', () => {
    expect(targets('4k3/8/8/3p4/8/3P4/8/3RK3 w - - 0 1', 'd1')).toEqual(['a1', 'b1', 'c1', 'd2']);
    expect(targets('4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1', 'd1')).toEqual(['a1', 'b1', 'c1', 'd2', 'd3', 'd4', 'd5']);
  });
  it('the knight moves to the nearest squares not on its rank, file or diagonal, jumping over pieces (3.6)', () => {
    // Surrounded by its own pawns, the knight still reaches every knight square except e1 (its own king).
    expect(targets('4k3/8/8/8/2PPP3/2PNP3/2PPP3/4K3 w - - 0 1', 'd3')).toEqual(['b2', 'b4', 'c1', 'c5', 'e5', 'f2', 'f4']);
  });
  it('the pawn moves forward one square, or two from its original square, if both are unoccupied (3.7.1, 3.7.2)', () => {
    expect(targets('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'e2')).toEqual(['e3', 'e4']);
    expect(targets('4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1', 'e2')).toEqual(['e3']);
    expect(targets('4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1', 'e2')).toEqual([]);
    expect(targets('4k3/8/8/8/8/4P3/8/4K3 w - - 0 1', 'e3')).toEqual(['e4']);
  });
  it('the pawn captures diagonally forward, never straight ahead (3.7.3)', () => {
    expect(targets('4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1', 'e4')).toEqual(['d5', 'e5', 'f5']);
    expect(targets('4k3/8/8/8/3p4/4P3/8/4K3 b - - 0 1', 'd4')).toEqual(['d3', 'e3']);
  });
  it('the king moves to any adjoining square not attacked by the opponent (3.8.1)', () => {
    expect(targets('4k3/8/8/8/8/8/8/r3K3 w - - 0 1', 'e1')).toEqual(['d2', 'e2', 'f2']);
  });
  it('pieces may not capture their own pieces (3.1)', () => {
    expect(targets('4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1', 'd1')).not.toContain('d2');
  });
});

describe('a move is legal only if it does not leave the mover’s king attacked (3.9, 3.10)', () => {
  it('a pinned piece may move only along the pin line', () => {
    expect(targets('4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1', 'e2')).toEqual(['e3', 'e4', 'e5', 'e6', 'e7', 'e8']);
    expect(targets('4k3/8/8/8/4N3/8/8/4K3 w - - 0 1', 'e4')).toEqual(['c3', 'c5', 'd2', 'd6', 'f2', 'f6', 'g3', 'g5']);
    expect(targets('4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1', 'e2')).toEqual([]);
  });
  it('in check, only moves that capture the checker, block or move the king are legal', () => {
    expect(sans('4k3/8/8/8/8/8/r7/r3K1N1 w - - 0 1').sort()).toEqual([]); // checkmate
    // Bishop a5 checks along a5–e1: the knight may block on c3 or d2; the king may not stay on the diagonal (d2).
    expect(sans('4k3/8/8/b7/8/8/8/1N2K3 w - - 0 1')).toEqual(['Kd1', 'Ke2', 'Kf1', 'Kf2', 'Nc3', 'Nd2']);
  });
  it('in double check only the king may move', () => {
    expect(sans('4k3/8/8/8/1b6/8/4r3/R3K2N w - - 0 1').every((s) => s.startsWith('K'))).toBe(true);
  });
  it('the king may not capture a defended piece', () => {
    expect(targets('4k3/8/8/8/8/8/3q4/3rK3 w - - 0 1', 'e1')).toEqual([]);
  });
});

describe('castling (3.8.2)', () => {
  const base = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  it('castles on both sides: king two squares towards the rook, rook over to the square the king crossed', () => {
    expect(after(base, 'O-O')).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    expect(after(base, 'O-O-O')).toBe('r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1');
    expect(after(base, 'O-O', 'O-O-O')).toBe('2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');
  });
  it('is impossible once the king has moved', () => {
    expect(sans(after(base, 'Kd1', 'Kd8', 'Ke1', 'Ke8'))).not.toContain('O-O');
  });
  it('is impossible on a side whose rook has moved (the other side stays)', () => {
    const p = after(base, 'Rh2', 'Rh7', 'Rh1', 'Rh8');
    expect(sans(p)).not.toContain('O-O');
    expect(sans(p)).toContain('O-O-O');
  });
  it('is impossible when a square between king and rook is occupied (even b1, which the king never crosses)', () => {
    expect(sans('r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1').filter((s) => s.startsWith('O'))).toEqual([]);
  });
  it('is impossible while the king is in check', () => {
    expect(sans('r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1').filter((s) => s.startsWith('O'))).toEqual([]);
  });
  it('is impossible when the king would pass through an attacked square', () => {
    expect(sans('r3k2r/8/8/8/8/5r2/8/R3K2R w KQkq - 0 1')).not.toContain('O-O');
    expect(sans('r3k2r/8/8/8/8/3r4/8/R3K2R w KQkq - 0 1')).not.toContain('O-O-O');
  });
  it('is impossible when the king would land on an attacked square', () => {
    expect(sans('r3k2r/8/8/8/8/6r1/8/R3K2R w KQkq - 0 1')).not.toContain('O-O');
    expect(sans('r3k2r/8/8/8/8/2r5/8/R3K2R w KQkq - 0 1')).not.toContain('O-O-O');
  });
  it('is allowed when only the rook passes an attacked square (b1)', () => {
    expect(sans('r3k2r/8/8/8/8/1r6/8/R3K2R w KQkq - 0 1')).toContain('O-O-O');
  });
  it('a captured rook takes its castling right with it', () => {
    expect(after('r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1', 'Bxh1')).toBe('r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2');
  });
});

describe('en passant (3.7.4.1)', () => {
  it('captures a pawn that has just advanced two squares as though it had moved one', () => {
    const p = after('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', 'd5');
    expect(p).toBe('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2');
    expect(after(p, 'exd6')).toBe('4k3/8/3P4/8/8/8/8/4K3 b - - 0 2');
    const move = byUci(p, 'e5d6');
    expect(move?.kind).toBe('en-passant');
    expect(move?.captures).toEqual(['d5']);
  });
  it('is legal only on the move right after the double step', () => {
    const p = after('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', 'd5', 'Kd1', 'Kd8');
    expect(byUci(p, 'e5d6')).toBeUndefined();
  });
  it('is not available after a single step (twice)', () => {
    expect(byUci(after('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1', 'd6', 'Kd1', 'd5'), 'e5d6')).toBeUndefined();
  });
  it('is illegal when it would expose the king along the rank (both pawns leave it)', () => {
    // bxc6 would empty the fifth rank between Ka5 and Rh5. Kb4 is attacked by c5.
    const pinned = '8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2';
    expect(sans(pinned)).toEqual(['Ka4', 'Ka6', 'Kb6', 'b6']);
    expect(chess.perft(fen(pinned), 1)).toBe(4);
    expect(chess.tryPlay(fen(pinned), 'bxc6')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    // With no legal capture, the en passant square is not part of the position.
    expect(chess.format(fen(pinned))).toBe('8/8/8/KPp4r/8/8/8/4k3 w - - 0 2');
  });
  it('is illegal for a pawn pinned on a diagonal or file', () => {
    expect(byUci('8/5K2/8/3k4/3pP3/8/8/3R4 b - e3 0 1', 'd4e3')).toBeUndefined();
  });
  it('resolves a check by the pawn that just moved', () => {
    expect(byUci('8/8/8/2k5/2pP4/8/4K3/8 b - d3 0 1', 'c4d3')?.notation).toBe('cxd3+');
  });
});

describe('promotion (3.7.5)', () => {
  it('a pawn reaching the last rank becomes a queen, rook, bishop or knight of the same colour', () => {
    expect(sans('8/4P3/8/8/8/8/k7/4K3 w - - 0 1').filter((s) => s.startsWith('e8'))).toEqual(['e8=B', 'e8=N', 'e8=Q', 'e8=R']);
    expect(after('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e8=N')).toBe('4N3/8/8/8/8/8/k7/4K3 b - - 0 1');
    expect(after('4K3/8/k7/8/8/8/4p3/8 b - - 0 1', 'e1=R')).toBe('4K3/8/k7/8/8/8/8/4r3 w - - 0 2');
  });
  it('promotes with a capture too', () => {
    const moves = chess.legalMoves(fen('3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1')).filter((m) => m.to === 'd8');
    expect(moves.map((m) => m.notation).sort()).toEqual(['exd8=B', 'exd8=N', 'exd8=Q', 'exd8=R']);
    expect(moves.every((m) => m.kind === 'promotion' && m.captures[0] === 'd8')).toBe(true);
  });
  it('a pawn may not stay a pawn on the last rank', () => {
    expect(() => chess.play(fen('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), { from: 'e7', to: 'e8', captures: [], notation: 'e8', uci: 'e7e8', piece: 'P', player: 'white', capturedKinds: [], check: false, checkmate: false })).toThrow();
  });
});
