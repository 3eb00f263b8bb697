/**
 * A fairy game over by insufficient material is a finished game (docs/errors.md: the chess
 * exception is for chess and the chess variants of `boardwright/chess` only; docs/fairy.md): it
 * lists no moves and `play` throws GAME_OVER, while perft still counts through it. ffish 0.7.10
 * scores both positions `1/2-1/2` (its result() applies Fairy-Stockfish's insufficient-material
 * rule) and its movegen still lists moves there (2 in the xiangqi one, 5 in the chess one).
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { chess, threeCheck, xiangqi } from '../../src/variants/fairy/index.js';
import type { FairyVariant } from '../../src/variants/fairy/index.js';

describe('a fairy game drawn by insufficient material lists no moves and refuses every move with GAME_OVER', () => {
  const cases: [string, FairyVariant, string, string, number][] = [
    ['xiangqi, the two generals alone', xiangqi, '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1', 'e1e2', 2],
    ['chess, king against king', chess, '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'e1e2', 5],
  ];
  for (const [what, game, fen, uci, movement] of cases) {
    it(what, () => {
      const p = game.parse(fen);
      expect(game.status(p)).toEqual({ over: true, draw: 'insufficient-material', reason: 'insufficient-material' });
      expect(game.legalMoves(p)).toEqual([]);
      const played = attempt(() => game.play(p, uci));
      expect(played.ok ? 'played' : played.error.code).toBe('GAME_OVER');
      // The laws of movement still count (perft, as Fairy-Stockfish's perft does).
      expect(game.perft(p, 1)).toBe(movement);
    });
  }
});

describe('three-check: a check counter too large to be a game is INVALID_FEN, not clamped', () => {
  it('99999999999+3 is refused; 99+3 is the largest read', () => {
    const bad = attempt(() => threeCheck.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999+3 0 1'));
    expect(bad.ok ? 'read' : bad.error.code).toBe('INVALID_FEN');
    expect(threeCheck.format(threeCheck.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99+3 0 1'))).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99+3 0 1');
  });
});
