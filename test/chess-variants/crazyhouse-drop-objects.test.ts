/**
 * Crazyhouse takes a drop named by its piece, `{ piece, to }` or `{ from: '@', piece, to }` — the
 * shape every fairy game takes (issue 31, one shape across the package). With two kinds in hand the
 * piece decides; without it the drop is AMBIGUOUS_MOVE, as a promotion without its piece is.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { crazyhouse } from '../../src/variants/chess/index.js';

const code = (f: () => unknown): string => {
  const r = attempt(f);
  return r.ok ? 'no error' : r.error.code;
};
// White holds a knight and a pawn (the FEN's pocket), the start position otherwise.
const p = crazyhouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPnp] w KQkq - 0 1');

describe('crazyhouse: a drop named by its piece', () => {
  it('{ piece: "N", to: "e4" } drops the knight from the pocket on e4', () => {
    for (const drop of [{ piece: 'N', to: 'e4' }, { from: '@', piece: 'n', to: 'e4' }]) {
      const q = crazyhouse.play(p, drop);
      expect(crazyhouse.pieceAt(q, 'e4')).toEqual({ player: 'white', kind: 'N' });
      expect(q.pockets.white.N).toBe(0);
    }
  });
  it('{ piece: "N", to: "f3" } is the drop, not the knight on g1 moving there', () => {
    const q = crazyhouse.play(p, { piece: 'N', to: 'f3' });
    expect(crazyhouse.pieceAt(q, 'g1')).toEqual({ player: 'white', kind: 'N' });
  });
  it('{ from: "@", to } with two kinds in hand is AMBIGUOUS_MOVE; a piece that is no letter INVALID_ARGUMENT; the position unchanged', () => {
    const before = JSON.stringify(p);
    expect(code(() => crazyhouse.play(p, { from: '@', to: 'e4' }))).toBe('AMBIGUOUS_MOVE');
    expect(code(() => crazyhouse.play(p, { piece: 'knight', to: 'e4' } as never))).toBe('INVALID_ARGUMENT');
    expect(code(() => crazyhouse.play(p, { piece: 'Q', to: 'e4' }))).toBe('ILLEGAL_MOVE');
    expect(JSON.stringify(p)).toBe(before);
  });
});
