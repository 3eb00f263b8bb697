/**
 * `play` makes a move object that `legalMoves` listed for the same position
 * without resolving it again. These tests pin that the shortcut only ever
 * applies to an unchanged listed object on a position with the same board,
 * turn, castling rights and en passant square.
 */
import { describe, expect, it } from 'vitest';
import { chess, type ChessMove } from '../../src/variants/chess/index.js';

const code = (f: () => unknown): string | undefined => {
  try { f(); } catch (e) { return (e as { code?: string }).code; }
  return undefined;
};

describe('listed move objects on play', () => {
  it('a listed move played on its position gives the same position as its SAN', () => {
    const p = chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    for (const m of chess.legalMoves(p)) expect(chess.play(p, m)).toEqual(chess.play(p, m.notation));
  });

  it('a listed move mutated into another square is refused (ILLEGAL_MOVE), not played as listed', () => {
    const p = chess.setup();
    const e4 = chess.legalMoves(p).find((m) => m.uci === 'e2e4')!;
    const m = e4 as { -readonly [K in keyof ChessMove]: ChessMove[K] };
    m.to = 'e5'; // e2-e5 is no pawn move
    expect(code(() => chess.play(p, m))).toBe('ILLEGAL_MOVE');
    m.to = 'e4'; m.notation = 'e4+'; // a wrong check mark
    expect(code(() => chess.play(p, m))).toBe('ILLEGAL_MOVE');
    m.notation = 'e4';
    expect(chess.play(p, m).board).toBe(chess.play(p, 'e4').board);
  });

  it('a listed move mutated into another legal move plays that move, not the listed one', () => {
    const p = chess.setup();
    const m = { ...chess.legalMoves(p).find((x) => x.uci === 'g1f3')! } as Record<string, unknown>;
    const listed = chess.legalMoves(p).find((x) => x.uci === 'g1f3')! as unknown as Record<string, unknown>;
    for (const k of Object.keys(listed)) delete listed[k];
    Object.assign(listed, { from: 'b1', to: 'c3', captures: [], notation: 'Nc3', uci: 'b1c3', piece: 'N' });
    expect(chess.play(p, listed as unknown as ChessMove).board).toBe(chess.play(p, 'Nc3').board);
    expect(chess.play(p, m as unknown as ChessMove).board).toBe(chess.play(p, 'Nf3').board);
  });

  it('a listed move played on a different position still gets the full legality check', () => {
    const p = chess.setup();
    const e4 = chess.legalMoves(p).find((m) => m.uci === 'e2e4')!;
    const q = chess.play(p, 'e3'); // black to move: e2-e4 is not Black's move
    expect(code(() => chess.play(q, e4))).toBe('ILLEGAL_MOVE');
    // Same board and turn but the e2 pawn gone: a hand-made position object.
    const noPawn = { ...p, board: p.board.slice(0, 12) + '.' + p.board.slice(13) };
    expect(code(() => chess.play(noPawn, e4))).toBe('ILLEGAL_MOVE');
    // The listed position object itself changed after listing (a JavaScript caller reassigning a field).
    const mutable = chess.setup();
    const nf3 = chess.legalMoves(mutable).find((m) => m.uci === 'g1f3')!;
    (mutable as { board: string }).board = mutable.board.slice(0, 21) + 'P' + mutable.board.slice(22); // a white pawn on f3
    expect(code(() => chess.play(mutable, nf3))).toBe('ILLEGAL_MOVE');
  });

  it('castling rights and the en passant square are part of what a listing is for', () => {
    const withRights = chess.parse('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const castle = chess.legalMoves(withRights).find((m) => m.kind === 'castle' && m.to === 'g1')!;
    const noRights = chess.parse('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1');
    expect(code(() => chess.play(noRights, castle))).toBe('ILLEGAL_MOVE');
    const ep = chess.parse('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3');
    const exf6 = chess.legalMoves(ep).find((m) => m.kind === 'en-passant')!;
    const noEp = chess.parse('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3');
    expect(code(() => chess.play(noEp, exf6))).toBe('ILLEGAL_MOVE');
    expect(chess.play(ep, exf6)).toEqual(chess.play(ep, 'exf6'));
  });
});
