/**
 * A listed move object spread with a field changed (`{ ...gatedMove, gate: null }`, `{ ...queening,
 * promotion: 'N' }`, `{ ...duckMove, wall: 'a3' }`) no longer names that listed move: every field a
 * move object gives must fit the move it names (docs/errors.md, moves from their fields). Its text
 * still names the listed move, so the object contradicts itself: ILLEGAL_MOVE, in every game — it used
 * to play the listed move, the changed field ignored. A kind in the other case (`promotion: 'q'`)
 * says the same thing and plays.
 */
import { describe, expect, it } from 'vitest';
import { chess, crazyhouse } from '../../src/variants/chess/index.js';
import { duck, fairyVariants, seirawan } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';

const chessAsData = fairyVariants.find((v) => v.id === 'chess')!;
const PROMOTING = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';

describe('a listed move with a field changed is not that move', () => {
  for (const [name, v] of [['chess', chess], ['crazyhouse', crazyhouse], ['chess as data', chessAsData]] as const) {
    it(`${name}: a queening move with promotion 'N' is ILLEGAL_MOVE; with 'q' it queens`, () => {
      const game = v as typeof chess;
      const p = game.parse(PROMOTING);
      const queening = game.legalMoves(p).find((m) => m.promotion?.toUpperCase() === 'Q')!;
      expect(codeOf(() => game.play(p, { ...queening, promotion: 'N' } as never))).toBe('ILLEGAL_MOVE');
      expect(game.format(game.play(p, { ...queening, promotion: 'q' } as never))).toBe(game.format(game.play(p, queening)));
    });
  }
  it('seirawan: a gating move with gate null is ILLEGAL_MOVE; with its own gate it plays', () => {
    let p = seirawan.setup();
    for (const m of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6']) p = seirawan.play(p, m);
    const gated = seirawan.legalMoves(p).find((m) => m.gate !== undefined)!;
    expect(codeOf(() => seirawan.play(p, { ...gated, gate: null } as never))).toBe('ILLEGAL_MOVE');
    expect(seirawan.format(seirawan.play(p, { ...gated, gate: { ...gated.gate! } }))).toBe(seirawan.format(seirawan.play(p, gated)));
  });
  it('duck: a duck move with another wall is ILLEGAL_MOVE', () => {
    const p = duck.setup();
    const legal = duck.legalMoves(p);
    const first = legal[0]!;
    const other = legal.find((m) => m.from === first.from && m.to === first.to && m.wall !== first.wall)!;
    expect(codeOf(() => duck.play(p, { ...first, wall: other.wall } as never))).toBe('ILLEGAL_MOVE');
    expect(duck.format(duck.play(p, { from: first.from, to: first.to, wall: other.wall! }))).toBe(duck.format(duck.play(p, other)));
  });
});
