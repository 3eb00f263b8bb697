/**
 * Dōbutsu shōgi on the generic engine: the try rule (Fairy-Stockfish's `flagPieceSafe`) and the
 * lion's capture. Expected results worked out by hand from the rules
 * (en.wikipedia.org/wiki/D%C5%8Dbutsu_sh%C5%8Dgi; Fairy-Stockfish's `dobutsu`).
 */
import { describe, expect, it } from 'vitest';
import { dobutsu } from '../../src/variants/fairy/index.js';

describe('dobutsu shogi', () => {
  it('a lion on the far rank that the other side cannot take wins at once (the try)', () => {
    // Sente's lion on a4, gote's on c2 (no piece of gote's attacks a4): gote to move has lost.
    const p = dobutsu.parse('L2/3/2l/3[] b - - 0 1');
    expect(dobutsu.status(p)).toMatchObject({ over: true, winner: dobutsu.players[0] });
    expect(dobutsu.legalMoves(p)).toHaveLength(0);
  });

  it('a lion on the far rank that can be taken does not win yet', () => {
    // Gote's lion on b3 attacks a4: the game goes on, and gote may take the lion.
    const p = dobutsu.parse('L2/1l1/3/3[] b - - 0 1');
    expect(dobutsu.status(p).over).toBe(false);
    expect(dobutsu.legalMoves(p).map((m) => m.uci)).toContain('b3a4');
  });

  it('both lions safe on their far ranks is a draw', () => {
    // Sente's lion on a4, gote's on c1, neither attacked.
    expect(dobutsu.status(dobutsu.parse('L2/3/3/2l[] w - - 0 1'))).toMatchObject({ over: true });
    expect(dobutsu.status(dobutsu.parse('L2/3/3/2l[] w - - 0 1'))).not.toHaveProperty('winner');
  });

  it('taking the lion wins, and the lion goes to the hand', () => {
    const p = dobutsu.play(dobutsu.parse('L2/1l1/3/3[] b - - 0 1'), 'b3a4');
    expect(p.fen.split(' ')[0]).toBe('l2/3/3/3[l]');
    expect(dobutsu.status(p)).toMatchObject({ over: true, winner: dobutsu.players[1] });
  });

  it('a chick reaching the far rank must become a hen', () => {
    const fromA3 = dobutsu.legalMoves(dobutsu.parse('2l/C2/3/1L1[] w - - 0 1')).filter((m) => m.from === '3b').map((m) => m.uci);
    expect(fromA3).toEqual(['a3a4+']);
  });
});
