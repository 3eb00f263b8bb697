/**
 * The pass of the chess bot's null-move pruning: refused where zugzwang is likely, and otherwise a
 * change of the side to move that the hash follows. Positions are built by hand; the reasons are in
 * each test.
 */
import { describe, expect, it } from 'vitest';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { chess } from '../../src/variants/chess/index.js';

/** The adapter's pass at the root of `fen`: allowed or not, and the state's hash after it and after taking it back. */
function pass(fen: string): { allowed: boolean; before: number; after: number; back: number } {
  const state = chess.search(chess.parse(fen));
  const adapter = chessAdapter(chess, state);
  const before = state.hash();
  const allowed = adapter.nullMove?.(0) ?? false;
  const after = state.hash();
  if (allowed) adapter.unmakeNull?.();
  return { allowed, before, after, back: state.hash() };
}

describe('null-move pruning\'s pass', () => {
  it('is refused when the side to move has only king and pawns (a trébuchet: whoever moves loses the c-pawn)', () => {
    // White Kb5 Pc4, Black Kd4 Pc5: each king guards its own pawn and attacks the other; moving gives it up.
    expect(pass('8/8/8/1Kp5/2Pk4/8/8/8 w - - 0 1').allowed).toBe(false);
    // The other side's pieces do not matter: the side to move would pass out of its own zugzwang.
    expect(pass('8/8/8/1Kp5/2Pk4/8/8/5r2 w - - 0 1').allowed).toBe(false);
  });

  it('is allowed with a piece besides king and pawns, and gives the other side the move with the en passant square cleared', () => {
    // Black could take e3 en passant; after the pass White is to move and no en passant is possible.
    const p = pass('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
    expect(p.allowed).toBe(true);
    expect(p.after).toBe(chess.search(chess.parse('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3')).hash());
    expect(p.back).toBe(p.before);
    expect(pass('8/8/8/1Kp5/2Pk4/8/8/5N2 w - - 0 1').allowed).toBe(true);
  });
});
