import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { after, byUci, fen, sans } from './helpers.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('SAN out, as PGN specifies (PGN 8.2.3)', () => {
  it('piece letters and destination; pawns by destination only', () => {
    expect(sans(START)).toContain('Nf3');
    expect(sans(START)).toContain('e4');
  });
  it('disambiguates by file first', () => {
    expect(byUci('4k3/8/8/8/8/8/4K3/R6R w - - 0 1', 'a1d1')?.notation).toBe('Rad1');
  });
  it('then by rank when the files are the same', () => {
    expect(byUci('4k3/R7/8/8/8/8/8/R3K3 w - - 0 1', 'a1a4')?.notation).toBe('R1a4');
  });
  it('then by both when neither alone is enough', () => {
    // Qa4, Qc4 (same rank) and Qa2 (same file) all reach b3.
    expect(byUci('7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1', 'a4b3')?.notation).toBe('Qa4b3');
  });
  it('does not disambiguate when the other piece cannot legally move there (pinned)', () => {
    expect(byUci('4k3/8/8/8/8/2N3b1/8/4K1N1 w - - 0 1', 'g1e2')).toBeUndefined();
    expect(byUci('4k3/8/8/8/8/2N5/8/b3K1N1 w - - 0 1', 'c3e2')?.notation).toBe('Nce2');
    expect(byUci('4k3/4r3/8/8/8/2N5/4N3/4K3 w - - 0 1', 'c3d5')?.notation).toBe('Nd5');
  });
  it('x for captures; a pawn capture names its file', () => {
    expect(sans('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1')).toContain('exd5');
    expect(sans('4k3/8/8/3p4/5N2/8/8/4K3 w - - 0 1')).toContain('Nxd5');
  });
  it('=Q for promotions', () => {
    expect(sans('8/4P3/8/8/8/8/k7/4K3 w - - 0 1')).toContain('e8=Q');
  });
  it('O-O and O-O-O for castling', () => {
    expect(sans('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1')).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
  });
  it('+ for check and # for checkmate', () => {
    expect(byUci('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8')?.notation).toBe('Ra8+');
    expect(byUci('4k3/8/4K3/8/8/8/8/R7 w - - 0 1', 'a1a8')?.notation).toBe('Ra8#');
  });
});

describe('SAN in, strict and tolerant', () => {
  it('reads strict SAN', () => {
    expect(after(START, 'e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Bxc6', 'dxc6', 'O-O')).toBe('r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5');
  });
  it('accepts UCI / long algebraic (e2e4), castling written 0-0, missing or extra +/#', () => {
    expect(after(START, 'e2e4')).toBe(after(START, 'e4'));
    expect(after('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '0-0')).toBe(after('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O'));
    expect(after('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8')).toBe(after('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8+'));
    expect(after('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8#')).toBe(after('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'Ra8+'));
  });
  it('accepts needless disambiguation (Ng1f3, Ngf3)', () => {
    expect(after(START, 'Ngf3')).toBe(after(START, 'Nf3'));
    expect(after(START, 'Ng1f3')).toBe(after(START, 'Nf3'));
  });
  it('accepts promotion written e8Q, e8=q, e7e8q', () => {
    const p = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(after(p, 'e8Q')).toBe(after(p, 'e8=Q'));
    expect(after(p, 'e8=q')).toBe(after(p, 'e8=Q'));
    expect(after(p, 'e7e8q')).toBe(after(p, 'e8=Q'));
  });
  it('refuses ambiguous SAN with AMBIGUOUS_MOVE', () => {
    expect(chess.tryPlay(fen('4k3/8/8/8/8/8/4K3/R6R w - - 0 1'), 'Rd1')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
    expect(chess.tryPlay(fen('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), 'e8')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
  });
  it('refuses illegal and unreadable moves with ILLEGAL_MOVE / INVALID_MOVE_TEXT, leaving the position unchanged', () => {
    const p = chess.setup();
    const before = JSON.stringify(p);
    expect(chess.tryPlay(p, 'e5')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.tryPlay(p, 'Ke2')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.tryPlay(p, 'hello')).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT' } });
    expect(chess.tryPlay(p, 'Nxf3')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(JSON.stringify(p)).toBe(before);
  });
  it('does not read a king move to g1 as castling (Kg1 is not SAN for O-O)', () => {
    expect(chess.tryPlay(fen('4k3/8/8/8/8/8/8/4K2R w K - 0 1'), 'Kg1').ok).toBe(false);
  });
});

describe('UCI in and out', () => {
  it('writes from, to and the promotion letter', () => {
    expect(byUci(START, 'g1f3')?.notation).toBe('Nf3');
    expect(chess.legalMoves(fen('8/4P3/8/8/8/8/k7/4K3 w - - 0 1')).filter((m) => m.from === 'e7').map((m) => m.uci).sort()).toEqual(['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
  });
  it('writes castling as the king move (e1g1, e8c8)', () => {
    expect(byUci('4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1')?.notation).toBe('O-O');
    expect(byUci('r3k3/8/8/8/8/8/8/4K3 b q - 0 1', 'e8c8')?.notation).toBe('O-O-O');
  });
  it('reads castling written as the king move (e1g1)', () => {
    expect(after('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1')).toBe(after('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O'));
    expect(after('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'e8c8')).toBe(after('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'O-O-O'));
  });
  it('refuses a UCI promotion without the piece as ambiguous, and an illegal UCI move', () => {
    expect(chess.tryPlay(fen('8/4P3/8/8/8/8/k7/4K3 w - - 0 1'), 'e7e8')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
    expect(chess.tryPlay(chess.setup(), 'e2e5')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.tryPlay(fen('4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1'), 'e2d2')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
  });
  it('reads UCI, including promotions', () => {
    expect(after('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7e8n')).toBe('4N3/8/8/8/8/8/k7/4K3 b - - 0 1');
  });
});

describe('moves are plain data', () => {
  it('carry from, to, captures, notation, uci, piece, player, captured kinds and check flags', () => {
    const m = byUci('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'e4d5');
    expect(m).toEqual({ from: 'e4', to: 'd5', captures: ['d5'], notation: 'exd5', uci: 'e4d5', piece: 'P', player: 'white', capturedKinds: ['P'], check: false, checkmate: false });
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });
  it('a move object revived from JSON plays; a forged one does not', () => {
    const p = chess.setup();
    const m = JSON.parse(JSON.stringify(byUci(START, 'g1f3'))) as Parameters<typeof chess.play>[1];
    expect(chess.format(chess.play(p, m))).toBe(after(START, 'Nf3'));
    expect(chess.tryPlay(p, { from: 'g1', to: 'f3', captures: [], notation: 'Nh3', uci: 'g1f3', piece: 'N', player: 'white', capturedKinds: [], check: false, checkmate: false }).ok).toBe(false);
    // The notation's check mark must fit too: Ra8 gives check here, so "Ra8" is not this move.
    const q = fen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
    expect(chess.tryPlay(q, { from: 'a1', to: 'a8', captures: [], notation: 'Ra8', uci: 'a1a8', piece: 'R', player: 'white', capturedKinds: [], check: false, checkmate: false }).ok).toBe(false);
    expect(chess.tryPlay(q, { from: 'a1', to: 'a8', captures: [], notation: 'Ra8+', uci: 'a1a8', piece: 'R', player: 'white', capturedKinds: [], check: true, checkmate: false }).ok).toBe(true);
  });
});
