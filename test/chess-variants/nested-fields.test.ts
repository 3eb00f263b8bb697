/**
 * Positions are read-only, but a cache never skips validation: a nested field changed in place
 * (`p.pockets.white.Q = 1`, `p.remainingChecks.white = 0`) is read again by the next call, as if
 * the position had just been made, however the position was used before.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, threeCheck } from '../../src/variants/chess/index.js';

describe('a nested position field changed in place is read again by the next call', () => {
  it('crazyhouse: a queen put in White\'s pocket after listing the start can be dropped on each of the 32 empty squares', () => {
    const p = crazyhouse.setup();
    expect(crazyhouse.legalMoves(p).length).toBe(20);
    expect(crazyhouse.status(p).over).toBe(false);
    (p.pockets!.white as { Q: number }).Q = 1;
    // 20 moves of the pieces + a queen drop on every empty square (no check to answer).
    expect(crazyhouse.legalMoves(p).length).toBe(52);
    const next = crazyhouse.play(p, 'Q@e6');
    expect(next.board[44]).toBe('Q');
    expect(next.pockets!.white.Q).toBe(0);
    expect(crazyhouse.format(p)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1');
  });
  it('crazyhouse: a pocket emptied in place after playing from it refuses the drop it no longer allows', () => {
    let p = crazyhouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1');
    p = crazyhouse.play(crazyhouse.play(p, 'e4'), 'e5');
    expect(crazyhouse.legalMoves(p).some((m) => m.notation === 'N@f3')).toBe(true);
    (p.pockets!.white as { N: number }).N = 0;
    expect(crazyhouse.tryPlay(p, 'N@f3').ok).toBe(false);
    expect(crazyhouse.legalMoves(p).some((m) => m.kind === 'drop')).toBe(false);
  });
  it('three-check: remaining checks set to 0 in place end the game (the third check was given)', () => {
    const p = threeCheck.parse('4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1');
    expect(threeCheck.status(p).over).toBe(false);
    expect(threeCheck.legalMoves(p).length).toBeGreaterThan(0);
    (p.remainingChecks as { white: number }).white = 0;
    expect(threeCheck.status(p)).toEqual({ over: true, winner: 'white', reason: 'three-checks' });
    expect(threeCheck.legalMoves(p)).toEqual([]);
    expect(threeCheck.hash(p)).toBe(threeCheck.hash(threeCheck.parse('4k3/8/8/8/8/8/8/R3K3 w - - 0+3 0 1')));
  });
  it('three-check: one check left, set in place after playing, makes the next check the winning third', () => {
    let p = threeCheck.parse('4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1');
    p = threeCheck.play(threeCheck.play(p, 'Kd2'), 'Kd7');
    (p.remainingChecks as { white: number }).white = 1;
    const won = threeCheck.play(p, 'Ra7');
    expect(won.remainingChecks).toEqual({ white: 0, black: 3 });
    expect(threeCheck.status(won)).toEqual({ over: true, winner: 'white', reason: 'three-checks' });
  });
});
