/**
 * The bot's generic evaluation, for games without an `evaluate` hook that list their pieces: values
 * learned from the start position by scarcity (the commonest kind is worth 1, a kind a player has
 * n times fewer of is worth n; a kind absent at the start 2). Checked on chess given only a
 * `pieces` listing (its own `evaluate` removed), where the rule gives pawn 1, knight, bishop and
 * rook 8/2 = 4, queen and king 8.
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position } from '../../src/core/index.js';
import { chooseMove, learnValues } from '../../src/bot/index.js';
import { chess, type ChessPosition } from '../../src/variants/chess/index.js';

/** Chess without its evaluate hook, listing its pieces from the board string (a1 first). */
const listed = {
  ...chess,
  evaluate: undefined,
  pieces: (p: Position) => {
    const out: { player: string; kind: string; node: string }[] = [];
    [...(p as ChessPosition).board].forEach((c, i) => {
      if (c !== '.') out.push({ player: c === c.toUpperCase() ? 'white' : 'black', kind: c.toUpperCase(), node: chess.board.names[i] as string });
    });
    return out;
  },
} as unknown as AnyVariant & { pieces(p: Position): readonly { player: string; kind: string }[] };

describe('the generic evaluation', () => {
  it('learns piece values from the start position by scarcity', () => {
    expect(Object.fromEntries(learnValues(listed))).toEqual({ P: 1, N: 4, B: 4, R: 4, Q: 8, K: 8 });
  });

  it('with learned values the bot takes an undefended queen rather than a pawn', () => {
    const p = chess.parse('4k3/8/8/1p1q4/8/2N5/8/4K3 w - - 0 1');
    for (const seed of [1, 2, 3]) expect(chooseMove(listed, p, { seed, maxNodes: 20_000 }).notation).toBe('Nxd5');
  });
});
