/**
 * `play` of the chess variants takes a fast path (variant-play.ts: move objects only for the moves
 * that land where the move does, the shared state kept from one play to the next). It must give
 * exactly what the generic path gives (strict text goes through every legal move's SAN), for move
 * objects, copies of them, SAN and UCI, on playouts of every variant; and a position played from
 * an earlier one, or loaded afresh from its FEN, must behave the same.
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck, type ChessVariantMove } from '../../src/variants/chess/index.js';
import { createRng, type AnyVariant, type Position } from '../../src/core/index.js';

const VARIANTS: readonly AnyVariant[] = [chess960, threeCheck, kingOfTheHill, racingKings, antichess, horde, atomic, crazyhouse];

describe('chess variants: the fast play gives what the generic play gives', () => {
  for (const variant of VARIANTS) {
    it(`${variant.id}: move objects, copies, SAN and UCI play to the same position as strict SAN; state reuse is invisible`, () => {
      for (let game = 0; game < 4; game++) {
        const rng = createRng(900 + game);
        let p: Position = variant.id === 'chess960' ? variant.setup({ id: 100 * game + 7 }) : variant.setup();
        const history: Position[] = [];
        for (let ply = 0; ply < 80; ply++) {
          const legal = variant.legalMoves(p) as readonly ChessVariantMove[];
          if (legal.length === 0) break;
          const mv = rng.pick(legal);
          const expected = variant.play(p, mv.notation, { strict: true });
          for (const how of [mv, { ...mv }, mv.notation, mv.uci, mv.notation.replace(/[+#]$/, '')]) {
            const got = variant.play(p, how as ChessVariantMove);
            expect(got, `${variant.format(p)} ${mv.notation}`).toEqual(expected);
            expect(variant.hash(got)).toBe(variant.hash(expected));
          }
          history.push(p);
          p = variant.play(p, mv);
          // Fresh from FEN (keys aside): the same moves and status as the position play made.
          const fresh = { ...variant.parse(variant.format(p)), keys: (p as unknown as { keys: readonly number[] }).keys };
          expect(variant.legalMoves(fresh).map((m) => m.notation), variant.format(p)).toEqual(variant.legalMoves(p).map((m) => m.notation));
          expect(variant.status(fresh)).toEqual(variant.status(p));
          expect(variant.hash(fresh)).toBe(variant.hash(p));
        }
        // Playing again from an earlier position (the shared state must reload it) gives the recorded next one.
        for (let i = 0; i + 1 < history.length; i += 7) {
          const before = history[i]!;
          const mv = (variant.legalMoves(before) as readonly ChessVariantMove[])[0]!;
          expect(variant.play(before, mv)).toEqual(variant.play(before, mv.uci, { strict: true }));
        }
      }
    });
  }

  it('errors are the generic ones: an illegal move lists the legal moves, a finished game is GAME_OVER', () => {
    const p = atomic.setup();
    expect(() => atomic.play(p, 'e5')).toThrow(/not a legal move for white; legal: /);
    expect(() => atomic.play(p, { ...atomic.legalMoves(p)[0]!, notation: 'Zz9' })).toThrow(/not a legal move/);
    const won = kingOfTheHill.play(kingOfTheHill.parse('8/8/8/8/8/3K4/8/7k w - - 0 1'), 'Kd4');
    expect(kingOfTheHill.tryPlay(won, 'Kh2')).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });
});
