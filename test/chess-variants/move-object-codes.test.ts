/**
 * docs/errors.md: bad input gets the same code in every game. A move object naming a square the
 * board does not have is `INVALID_ARGUMENT` (a wrong argument, not a move); a drop `{ piece, to }`
 * in a game without drops is a well-formed move that is not legal (`ILLEGAL_MOVE`); `promotion: null`
 * says "no promotion" — it plays a move that promotes nothing and refuses a pawn's step to the last
 * rank, where chess makes promotion compulsory. The chess engine's games (the dedicated chess and its
 * variants) answer as the generic engine's chess does.
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';

const games = { chess, chess960, crazyhouse, atomic, threeCheck, kingOfTheHill, antichess, horde, racingKings, 'chess as data': fairyVariants.find((v) => v.id === 'chess')! };
// White's pawn on a7 may step to a8 (a promotion), kings on e1/e8 — a position every one of these games reads.
const PROMOTING = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';

describe('a move object is answered with the same code in every chess game', () => {
  for (const [name, game] of Object.entries(games)) {
    const v = game as typeof chess;
    it(`${name}: a square the board does not have is INVALID_ARGUMENT`, () => {
      const p = v.setup();
      expect(codeOf(() => v.play(p, { from: 'z9', to: 'e4' }))).toBe('INVALID_ARGUMENT');
      expect(codeOf(() => v.play(p, { from: 'e2', to: 'e9' }))).toBe('INVALID_ARGUMENT');
    });
    it(`${name}: a drop of a piece not in hand is ILLEGAL_MOVE`, () => {
      expect(codeOf(() => v.play(v.setup(), { piece: 'Q', to: 'e4' } as never))).toBe('ILLEGAL_MOVE');
    });
    if (name !== 'horde' && name !== 'racingKings') {
      it(`${name}: promotion null plays a move that promotes nothing`, () => {
        const p = v.setup();
        expect(v.format(v.play(p, { from: 'g1', to: 'f3', promotion: null } as never))).toBe(v.format(v.play(p, { from: 'g1', to: 'f3' })));
      });
    }
    if (name !== 'horde' && name !== 'racingKings' && name !== 'chess960') {
      it(`${name}: promotion null on a pawn's step to the last rank is ILLEGAL_MOVE (promotion is compulsory)`, () => {
        const p = v.parse(PROMOTING);
        expect(codeOf(() => v.play(p, { from: 'a7', to: 'a8', promotion: null } as never))).toBe('ILLEGAL_MOVE');
        expect(codeOf(() => v.play(p, { from: 'a7', to: 'a8' }))).toBe('AMBIGUOUS_MOVE');
      });
    }
  }
});
