/**
 * Where a fairy piece stands, as the reference bot sees it (SearchBoard `placement`, `handBonus`,
 * src/core/declarative/fairy/square-values.ts): the terms of Fairy-Stockfish's piece-square
 * initialisation (src/psqt.cpp, middle game, 126 to the pawn), worked by hand here from its
 * formulas, and a position where the term alone decides the bot's move.
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position, SearchBoard, SearchState } from '../../src/core/index.js';
import { shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { chooseMove } from '../../src/bot/index.js';

const stateOf = (game: AnyVariant, position: Position = game.setup() as Position): SearchState => (game.search as (p: Position) => SearchState)(position);

/** The board code of `player`'s `kind` and the node named `name` (a move's `from`/`to` text), read from the game. */
function codeAndNode(game: AnyVariant, board: SearchBoard, player: string, kind: string, name: string): { code: number; node: number } {
  let code = 0;
  for (let c = 2; c < 128 && code === 0; c++) if (board.piece(c)?.player === player && board.piece(c)?.kind === kind) code = c;
  const node = (game.board as { names: readonly string[] }).names.indexOf(name);
  if (code === 0 || node < 0) throw new Error(`no ${kind} of ${player} or no node ${name}`);
  return { code, node };
}

describe("a fairy piece's worth depends on where it stands (Fairy-Stockfish's piece-square terms)", () => {
  it('xiangqi: a soldier short of the river loses SoldierValueMg 200 * (ranks short) / (4 + files from the edge); across it, nothing', () => {
    const game = xiangqi as unknown as AnyVariant;
    const board = stateOf(game).board!;
    const first = xiangqi.players[0]!;
    // The soldier's step from the centre file's 4th rank and from its 5th, read from the game's own moves.
    const step = (fen: string): { from: string; to: string } => (xiangqi.legalMoves(xiangqi.parse(fen)) as unknown as readonly { from: string; to: string; piece?: string }[]).find((m) => m.piece === 'P')!;
    const fourth = step('3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1'), fifth = step('3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1');
    expect(fourth.to).toBe(fifth.from);
    const path = [fourth.from, fifth.from, fifth.to];
    // e4 (4th rank), e5 (5th), e6 (6th, across the river: soldierPromotionRank 6). On the centre file a
    // pawn-like piece's own term is 5 * (2 * 4 - 8) = 0, so what is left is the river penalty:
    // 200 * 2 / 8 = 50, 200 * 1 / 8 = 25, then 0 (over 126 to the pawn).
    const at = (name: string): number => board.placement!(codeAndNode(game, board, first, 'P', name).code, codeAndNode(game, board, first, 'P', name).node);
    // (The soldier's worth is kept rounded to 1.59 pawns, 200.3 of 126: hence two decimals.)
    expect(at(path[0]!)).toBeCloseTo(-50 / 126, 2);
    expect(at(path[1]!)).toBeCloseTo(-25 / 126, 2);
    expect(at(path[2]!)).toBeCloseTo(0, 6);
  });

  it("shogi: the king at home is safer on the second file than on the centre file: KingBonus 327 against 198, doubled twice where captures go to the hand", () => {
    const game = shogi as unknown as AnyVariant;
    const board = stateOf(game).board!;
    const first = shogi.players[0]!;
    // The king's start square and the squares two files towards either edge, on its home rank, by the game's own names.
    const king = (shogi.legalMoves(shogi.setup()) as unknown as readonly { from: string; piece?: string }[]).find((m) => m.piece === 'K')!.from;
    const home = king.slice(1); // USI: file digit then rank letter
    const { code, node } = codeAndNode(game, board, first, 'K', king);
    const second = codeAndNode(game, board, first, 'K', `8${home}`).node, second2 = codeAndNode(game, board, first, 'K', `2${home}`).node;
    // Fairy-Stockfish: KingBonus(b-file) 327, (d-file and beyond) 198, times 2 in a drop game; its material
    // is halved there and ours is not, so times 2 again: (327 - 198) * 4 / 126 pawns.
    expect(board.placement!(code, second) - board.placement!(code, node)).toBeCloseTo(((327 - 198) * 4) / 126, 6);
    expect(board.placement!(code, second2)).toBeCloseTo(board.placement!(code, second), 6);
  });

  it('a shogi pawn in hand is worth its board value plus 70 on halved values (a non-rider): 90 / 126 + 2 * 70 / 126 pawns', () => {
    const board = stateOf(shogi as unknown as AnyVariant).board!;
    let pawn = 0;
    for (let c = 2; c < 128 && pawn === 0; c++) if (board.piece(c)?.kind === 'P') pawn = c;
    expect(board.worth!(pawn)).toBe(0.71);
    expect(board.handBonus!(pawn)).toBeCloseTo(140 / 126, 6);
  });

  it('xiangqi: with nothing else to gain, the bot sends its soldier across the river rather than move its general', () => {
    // Red: general e1, soldier e5 (one step short of the river); Black: general d10. Red's moves: the
    // general to e2 or f1, the soldier to e6. Material is equal whatever happens; only the soldier's
    // crossing changes the score (+25 / 126), so every seed gives e5e6.
    const p = xiangqi.parse('3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1');
    expect(xiangqi.legalMoves(p).map((m) => m.uci).sort()).toEqual(['e1e2', 'e1f1', 'e5e6']);
    for (const seed of [1, 2, 3, 4, 5]) expect(chooseMove(xiangqi, p, { seed, maxNodes: 3000 }).uci).toBe('e5e6');
  });
});
