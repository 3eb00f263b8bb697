/**
 * PGN round trip for every built-in fairy game on seeded random games (fast-check): a game built
 * from moves, written as PGN and read back, has the same moves (UCI and notation), the same result
 * and the same tags — whatever the game's seats, notation or pieces in hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairyPgnFromMoves, fairyVariants, parseFairyPgn, writeFairyPgn, type FairyMove } from '../../src/variants/fairy/index.js';

describe('every fairy game: PGN written then read gives back the game', () => {
  it.each(fairyVariants.map((v) => [v.id, v] as const))('%s: random games survive write → read with their moves and result', (_id, variant) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), fc.boolean(), (picks, comment) => {
        let p = variant.setup();
        const moves: FairyMove[] = [];
        for (const pick of picks) {
          const legal = variant.legalMoves(p);
          if (legal.length === 0) break;
          const move = legal[pick % legal.length]!;
          moves.push(move);
          p = variant.play(p, move);
        }
        const built = fairyPgnFromMoves(variant, moves, { tags: { White: variant.players[0]!, Black: variant.players[1] ?? '?' } });
        const game = comment && built.moves.length > 0 ? { ...built, moves: [{ ...built.moves[0]!, comments: ['a comment'], nags: [1] }, ...built.moves.slice(1)] } : built;
        const text = writeFairyPgn(game);
        const [read] = parseFairyPgn(text);
        expect(read!.moves.map((m) => m.move.uci)).toEqual(moves.map((m) => m.uci));
        expect(read!.moves.map((m) => m.move.notation)).toEqual(moves.map((m) => m.notation));
        expect(read!.result).toBe(game.result);
        expect(read!.tags).toEqual(game.tags);
        expect(read!.moves[0]?.comments ?? []).toEqual(game.moves[0]?.comments ?? []);
        expect(read!.start.variant).toBe(variant.id);
      }),
      { numRuns: 3, seed: 31 },
    );
  });
});
