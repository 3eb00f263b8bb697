/**
 * Drop rules of the fairy engine on minishogi (Fairy-Stockfish's minishogi rules; counts worked out
 * by hand from the rules): no second unpromoted pawn on a file (nifu), no drop where the piece could
 * never move, no pawn drop that mates (uchifuzume), pieces promoted in place written `+P`.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { crazyhouse, loop, minishogi, torishogi } from '../../src/variants/fairy/drops.js';

const game = defineFairy(minishogi);
const drops = (fen: string, v = game): string[] => v.legalMoves(v.parse(fen)).filter((m) => m.kind === 'drop').map((m) => m.uci);

describe('pieces in hand on minishogi', () => {
  it('a pawn is not dropped on a file holding its own unpromoted pawn, nor on the last rank', () => {
    // 22 empty squares; a3 and a4 are on the pawn's file, b5–e5 on the last rank: 16 drops.
    const list = drops('k4/5/5/P4/K4[P] w 0 1');
    expect(list).toHaveLength(16);
    expect(list.some((u) => u.startsWith('P@a') || u.endsWith('5'))).toBe(false);
    expect(list[0]?.startsWith('P@')).toBe(true);
  });

  it('a pawn may not be dropped to give checkmate, but may be dropped to give check', () => {
    // P@a4 checks the king on a5: a4 is defended by the gold on b3, b4 is the gold's, b5 the silver's.
    expect(drops('k4/2S2/1G3/5/4K[P] w 0 1')).not.toContain('P@a4');
    // Without the silver the king escapes to b5: the check is an ordinary one.
    expect(drops('k4/5/1G3/5/4K[P] w 0 1')).toContain('P@a4');
    const permissive = defineFairy({ ...minishogi, shogiPawnDropMateIllegal: false });
    expect(drops('k4/2S2/1G3/5/4K[P] w 0 1', permissive)).toContain('P@a4');
  });

  it('a piece promoted in place is written + and its piece, and goes back to the hand unpromoted when taken', () => {
    const fen = 'k4/+P4/5/5/4K[] b - - 0 1';
    expect(game.format(game.parse(fen))).toBe(fen);
    const taken = game.legalMoves(game.parse(fen)).find((m) => m.uci === 'a5a4');
    expect(taken).toBeDefined();
    expect(game.format(game.play(game.parse(fen), taken!))).toBe('5/k4/5/5/4K[p] w - - 0 2');
  });

  it('a captured promoted queen goes to the hand as a pawn in crazyhouse, as a queen in loop chess (dropLoop)', () => {
    const fen = 'k7/8/8/8/8/8/1r6/KQ~6[] b - - 0 1';
    for (const [def, hand] of [[crazyhouse, 'p'], [loop, 'q']] as const) {
      const v = defineFairy(def), p = v.parse(fen);
      const take = v.legalMoves(p).find((m) => m.uci === 'b2b1');
      expect(take).toBeDefined();
      expect(v.format(v.play(p, take!))).toBe(`k7/8/8/8/8/8/8/Kr6[${hand}] w - - 0 2`);
    }
  });

  it("a promotion's UCI text ends in + and reads as the promotion, not as a check mark", () => {
    const p = game.parse('k4/4S/5/5/K4[] w - - 0 1');
    expect(game.format(game.play(p, 'e4d5+')).split('/')[0]).toBe('k2+S1');
    expect(game.format(game.play(p, 'e4d5')).split('/')[0]).toBe('k2S1');
  });

  it('tori shogi allows two swallows on a file, not three (dropNoDoubledCount 2)', () => {
    const tori = defineFairy(torishogi);
    expect(drops('k6/7/7/7/S6/7/K6[S] w - - 0 1', tori)).toContain('S@a2');
    expect(drops('k6/7/7/7/S6/S6/K6[S] w - - 0 1', tori).some((u) => u.startsWith('S@a'))).toBe(false);
  });
});
