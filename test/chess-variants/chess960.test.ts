import { describe, expect, it } from 'vitest';
import { chess, chess960, type ChessMove } from '../../src/variants/chess/index.js';
import { backRank } from '../../src/variants/chess/rules/chess960-start.js';
import { isBoardwrightError } from '../../src/core/index.js';

const sans = (p: ReturnType<typeof chess960.parse>): string[] => chess960.legalMoves(p).map((m) => m.notation).sort();
const castles = (p: ReturnType<typeof chess960.parse>): ChessMove[] => chess960.legalMoves(p).filter((m) => m.kind === 'castle');

describe('Chess960 start positions (FIDE Guidelines II.2, Scharnagl numbering)', () => {
  it('518 is the standard setup; 0 is BBQNNRKR and 959 RKRNNQBB (the published ends of the numbering)', () => {
    expect(backRank(518)).toBe('RNBQKBNR');
    expect(backRank(0)).toBe('BBQNNRKR');
    expect(backRank(959)).toBe('RKRNNQBB');
  });
  it('the king is placed somewhere between the two rooks, and the bishops on opposite-coloured squares: all 960 distinct', () => {
    const seen = new Set<string>();
    for (let id = 0; id < 960; id++) {
      const r = backRank(id);
      seen.add(r);
      expect([...r].sort().join('')).toBe('BBKNNQRR');
      expect(r.indexOf('R') < r.indexOf('K') && r.indexOf('K') < r.lastIndexOf('R')).toBe(true);
      expect((r.indexOf('B') + r.lastIndexOf('B')) % 2).toBe(1);
      const p = chess960.setup({ id });
      expect(p.board.slice(56)).toBe(r.toLowerCase());
    }
    expect(seen.size).toBe(960);
  });
  it('the black pieces are placed opposite the white pieces; a seeded random start is the same for the same seed', () => {
    const a = chess960.setup({ seed: 42 });
    expect(chess960.setup({ seed: 42 })).toEqual(a);
    expect(a.board.slice(56)).toBe(a.board.slice(0, 8).toLowerCase());
    const ids = new Set(Array.from({ length: 50 }, (_, i) => chess960.setup({ seed: i }).board));
    expect(ids.size).toBeGreaterThan(30);
  });
  it('refuses an id outside 0..959 and unknown options with INVALID_OPTION', () => {
    for (const bad of [{ id: 960 }, { id: -1 }, { id: 1.5 }, { colour: 1 }, { id: 1, seed: 2 }] as never[]) {
      try { chess960.setup(bad); expect.fail('accepted'); } catch (e) { expect(isBoardwrightError(e) && e.code).toBe('INVALID_OPTION'); }
    }
  });
});

describe('Chess960 castling (FIDE Guidelines II.3; lichess)', () => {
  it('after castling the king and rook stand where they would in standard chess: O-O king g, rook f; O-O-O king c, rook d', () => {
    let p = chess960.parse('4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1');
    const q = chess960.play(p, 'O-O');
    expect(q.board.slice(0, 8)).toBe('.R...RK.');
    p = chess960.play(p, 'O-O-O');
    expect(p.board.slice(0, 8)).toBe('..KR..R.');
  });
  it('king-move-only castling: the rook already stands on its target square', () => {
    const p = chess960.play(chess960.parse('4k3/8/8/8/8/8/8/4KR2 w K - 0 1'), 'O-O');
    expect(p.board.slice(0, 8)).toBe('.....RK.');
  });
  it('rook-move-only castling: the king already stands on its target square', () => {
    const p = chess960.parse('4k3/8/8/8/8/8/8/6KR w K - 0 1');
    const [castle] = castles(p);
    expect(castle).toMatchObject({ from: 'g1', to: 'g1', notation: 'O-O', uci: 'g1h1' });
    expect(chess960.play(p, castle!).board.slice(0, 8)).toBe('.....RK.');
  });
  it('transposition castling: king and rook swap squares', () => {
    const p = chess960.play(chess960.parse('4k3/8/8/8/8/8/8/5KR1 w K - 0 1'), 'f1g1');
    expect(p.board.slice(0, 8)).toBe('.....RK.');
    expect(p.castling).toBe('-');
  });
  it('the castling rook may stand between the king and its target square', () => {
    const p = chess960.play(chess960.parse('4k3/8/8/8/8/8/8/1KR5 w C - 0 1'), 'O-O');
    expect(p.board.slice(0, 8)).toBe('.....RK.');
  });
  it('all squares between the king and its target and between the rook and its target must be vacant except for the two: not through the other rook', () => {
    // O-O-O with the a1 rook would move the king b1 → c1 onto the other rook's square.
    const p = chess960.parse('4k3/8/8/8/8/8/8/RKR5 w CA - 0 1');
    expect(castles(p).map((m) => m.notation)).toEqual(['O-O']);
  });
  it('the king may not castle out of check, through check, or into check', () => {
    expect(castles(chess960.parse('4r1k1/6p1/8/8/8/8/8/1R2K1R1 w GB - 0 1'))).toEqual([]); // in check on e1
    expect(castles(chess960.parse('k4r2/8/8/8/8/8/8/1R2K1R1 w GB - 0 1')).map((m) => m.notation)).toEqual(['O-O-O']); // f1 attacked
    expect(castles(chess960.parse('k1r5/8/8/8/8/8/8/1R2K1R1 w GB - 0 1')).map((m) => m.notation)).toEqual(['O-O']); // c1 attacked
  });
  it('a square only the rook crosses may be attacked', () => {
    expect(castles(chess960.parse('kr6/p7/8/8/8/8/8/R3K3 w Q - 0 1')).map((m) => m.notation)).toEqual(['O-O-O']); // b1 attacked
  });
  it('the king may not stand in check once the castling rook has left (the rook shielded it)', () => {
    // King c1 stays, rook b1 goes to d1: the black rook on a1 would then attack c1.
    expect(castles(chess960.parse('4k3/8/8/8/8/8/8/rRK5 w B - 0 1'))).toEqual([]);
  });
  it('moving the king loses both rights, moving a castling rook loses its side', () => {
    const p = chess960.parse('4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1');
    expect(chess960.play(p, 'Kd1').castling).toBe('-');
    expect(chess960.play(p, 'Rh1').castling).toBe('Q');
    expect(chess960.play(p, 'Ra1').castling).toBe('K');
  });
});

describe('Chess960 notation', () => {
  it('reads Shredder-FEN and X-FEN castling and writes X-FEN (K/Q for the outermost rook, else its file)', () => {
    const a = chess960.parse('rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9');
    expect(a.castling).toBe('KQkq');
    expect(chess960.format(a)).toBe('rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w KQkq - 0 9');
    expect(chess960.parse('4k3/8/8/8/8/8/8/RR2K3 w B - 0 1').castling).toBe('B');
    expect(chess960.parse('4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1').castling).toBe('Q');
    expect(chess960.parse('4k3/8/8/8/8/8/8/RR2K3 w A - 0 1').castling).toBe('Q');
    for (const bad of ['4k3/8/8/8/8/8/8/RR2K3 w C - 0 1', '4k3/8/8/8/8/8/8/RR2K3 w K - 0 1', '4k3/8/8/8/8/8/8/RR2K3 w QQ - 0 1', '4k3/8/8/8/8/8/8/RR2K3 w X - 0 1']) {
      const r = chess960.tryParse(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('INVALID_FEN');
    }
  });
  it('UCI writes castling as king takes rook and reads both forms; SAN is O-O / O-O-O', () => {
    const p = chess960.parse('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(castles(p).map((m) => `${m.notation} ${m.uci}`).sort()).toEqual(['O-O e1h1', 'O-O-O e1a1']);
    const viaRook = chess960.format(chess960.play(p, 'e1h1'));
    expect(chess960.format(chess960.play(p, 'e1g1'))).toBe(viaRook);
    expect(chess960.format(chess960.play(p, 'O-O'))).toBe(viaRook);
    expect(chess960.format(chess960.play(p, '0-0'))).toBe(viaRook);
  });
  it('standard chess reads king-takes-rook UCI castling too, and writes the king’s two-square move', () => {
    const p = chess.parse('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(chess.format(chess.play(p, 'e1h1'))).toBe(chess.format(chess.play(p, 'e1g1')));
    expect(chess.format(chess.play(p, 'e1a1'))).toBe(chess.format(chess.play(p, 'O-O-O')));
    expect(chess.legalMoves(p).find((m) => m.notation === 'O-O')?.uci).toBe('e1g1');
    expect(chess.tryPlay(chess.parse('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1'), 'e1h1').ok).toBe(false);
  });
  it('a standard chess position played as Chess960 behaves as chess (Kiwipete, published perft 48 / 2039 / 97862)', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const p = chess960.parse(fen);
    expect(chess960.format(p)).toBe(fen);
    expect(sans(p)).toEqual(chess.legalMoves(chess.parse(fen)).map((m) => m.notation).sort());
    expect([1, 2, 3].map((d) => chess960.perft(p, d))).toEqual([48, 2039, 97862]);
    expect(chess960.perft(chess960.setup(), 3)).toBe(8902);
  });
});
