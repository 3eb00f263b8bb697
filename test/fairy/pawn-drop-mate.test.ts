/**
 * A pawn drop that checkmates stays illegal (shogi's uchifuzume), where Fairy-Stockfish lists it
 * and scores the mate as the dropper's loss (position.h `Position::checkmate_value`): ffish 0.7.10
 * lists 32 moves in this minishogi position, `P@a2` among them, and after it `result()` is `0-1`.
 * docs/fairy.md and docs/shogi.md state the perft difference with this position.
 */
import { describe, expect, it } from 'vitest';
import { minishogi } from '../../src/variants/fairy/index.js';

describe('pawn-drop mate is illegal (uchifuzume), unlike Fairy-Stockfish', () => {
  it('minishogi rp2g/bs3/k1B1R/2S2/1K3[Pg] w: P@a2 would mate the king on a3, so 31 moves are listed, not ffish 32', () => {
    const p = minishogi.parse('rp2g/bs3/k1B1R/2S2/1K3[Pg] w - - 0 1');
    const moves = minishogi.legalMoves(p).map((m) => m.uci);
    expect(moves).not.toContain('P@a2');
    expect(moves).toHaveLength(31);
    expect(minishogi.perft(p, 1)).toBe(31);
  });
});
