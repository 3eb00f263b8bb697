/**
 * Lazy evaluation in the chess bot (chess-adapter.ts `evaluateWithin`): far outside the search's
 * window the kept material and placement stand alone, without mobility; near it the full score.
 * Position after 1.e4 (Black to move, all material on: the phase blend is the middlegame score
 * exactly). White's mobility gained by e4, counted by hand with Fruit 2.1's weights: Bf1 reaches e2
 * d3 c4 b5 a6 (5 squares instead of 0: +25), Qd1 e2 f3 g4 h5 (4 instead of 0: +4), Ng1 e2 f3 h3
 * (3 instead of 2: +4); Black's pieces reach what they did at the start. And White's king on e1
 * has lost the e-pawn in front of it on e2 and e3 (king safety's thin-shelter weight, once; no piece
 * attacks either king's zone). So the full score is 33 less that weight below the cheap one for Black.
 */
import { describe, expect, it } from 'vitest';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { KING_SAFETY_WEIGHTS } from '../../src/bot/chess-king-safety.js';
import { chess } from '../../src/variants/chess/index.js';

describe('lazy evaluation (chess)', () => {
  const state = chess.search(chess.parse('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'));
  const adapter = chessAdapter(chess, state);
  const full = adapter.evaluate(0, 0);

  const lazy = full + 33 + (KING_SAFETY_WEIGHTS[0] as number);

  it('leaves mobility and king safety out when the cheap score is far outside the window', () => {
    // A window 500 above the score: without White's 33 of mobility and its thin shelter Black's score is that much higher.
    expect(adapter.evaluateWithin?.(0, full + 500, full + 501)).toBe(lazy);
    expect(adapter.evaluateWithin?.(0, full - 601, full - 600)).toBe(lazy);
  });

  it('counts mobility when the score is near the window', () => {
    expect(adapter.evaluateWithin?.(0, full - 1, full + 1)).toBe(full);
    expect(adapter.evaluateWithin?.(0, full + 30, full + 31)).toBe(full);
  });
});
