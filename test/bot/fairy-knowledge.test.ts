/**
 * What a fairy game's search state tells the reference bot (SearchBoard `captured`, `inCheck`,
 * `worth`): what a move takes, whether the king is in check, what a piece is worth. Values are
 * Fairy-Stockfish's middle-game piece values (src/types.h: RookValueMg 1276, CannonPieceValueMg 800,
 * SoldierValueMg 200, BersValueMg 1800, PawnValueMg 126), unless the definition gives `pieceValues`.
 * Seats and squares are read from the game (`players`, the moves' `uci`), never named here.
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position, SearchState } from '../../src/core/index.js';
import { defineFairy, fairyDefinitions, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { genericAdapter } from '../../src/bot/generic-adapter.js';

const stateOf = (game: AnyVariant, position: Position = game.setup() as Position): SearchState => (game.search as (p: Position) => SearchState)(position);
const xiangqiDefinition = fairyDefinitions.find((d) => d.id === 'xiangqi')!;

/** The search state's integer move whose move object has this UCI text. */
function moveByUci(state: SearchState, uci: string): number {
  const buf = new Int32Array(state.maxMoves);
  const n = state.generate(buf);
  for (let i = 0; i < n; i++) if ((state.move(buf[i] as number) as { uci?: string }).uci === uci) return buf[i] as number;
  throw new Error(`no move ${uci}`);
}

/** The board code of the first piece of `kind` owned by `player`. */
function codeOf(state: SearchState, player: string, kind: string): number {
  const board = state.board!;
  for (let node = 0; node < board.size; node++) {
    const code = board.pieceAt(node);
    const piece = board.piece(code);
    if (piece?.player === player && piece.kind === kind) return code;
  }
  throw new Error(`no ${kind} of ${player}`);
}

describe('a fairy search state tells the bot what moves take and what pieces are worth', () => {
  it("xiangqi: a cannon jumping its screen takes the horse behind it (captured names the horse's code); a quiet move takes nothing", () => {
    const state = stateOf(xiangqi as unknown as AnyVariant);
    const second = xiangqi.players[1]!;
    // At the start the cannon on b3 (UCI) has the other cannon as its screen and the horse on b10 behind it.
    const capture = moveByUci(state, 'b3b10');
    expect(state.board!.captured!(capture)).toBe(codeOf(state, second, 'N'));
    expect(state.board!.captured!(moveByUci(state, 'b3b4'))).toBe(0);
    expect(state.board!.inCheck!()).toBe(false);
  });

  it("piece values: Fairy-Stockfish's (chariot 10.13, cannon 6.35, soldier 1.59 pawns; shogi's dragon, Betza RF, moves as the bers: 14.29); the king 0", () => {
    const x = stateOf(xiangqi as unknown as AnyVariant), first = xiangqi.players[0]!;
    const worth = (s: SearchState, player: string, kind: string) => s.board!.worth!(codeOf(s, player, kind));
    expect(worth(x, first, 'R')).toBe(10.13);
    expect(worth(x, first, 'C')).toBe(6.35);
    expect(worth(x, first, 'P')).toBe(1.59);
    expect(worth(x, first, 'K')).toBe(0);
    const s = stateOf(shogi as unknown as AnyVariant);
    const board = s.board!;
    let dragon: number | undefined;
    for (let code = 2; code < 128 && dragon === undefined; code++) if (board.piece(code)?.kind === 'D') dragon = code;
    expect(board.worth!(dragon!)).toBe(14.29);
  });

  it("a definition's pieceValues replace them; letters that are no piece, or values that are no number, are INVALID_DEFINITION", () => {
    const game = defineFairy({ ...xiangqiDefinition, id: 'xiangqi-valued', pieceValues: { c: 4.5 } });
    const state = stateOf(game as unknown as AnyVariant);
    expect(state.board!.worth!(codeOf(state, game.players[0]!, 'C'))).toBe(4.5);
    expect(() => defineFairy({ ...xiangqiDefinition, id: 'bad-1', pieceValues: { Z: 1 } })).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
    expect(() => defineFairy({ ...xiangqiDefinition, id: 'bad-2', pieceValues: { C: 'four' as unknown as number } })).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
  });

  it('the bot searches fairy captures past its horizon, most valuable victim first, and sees checks', () => {
    const state = stateOf(xiangqi as unknown as AnyVariant);
    const adapter = genericAdapter(xiangqi as unknown as AnyVariant, state, xiangqi.players[0]!);
    expect(adapter.quiescence).toBe('captures');
    const horse = adapter.tactical(moveByUci(state, 'b3b10'));
    expect(horse).toBeGreaterThan(0);
    expect(adapter.tactical(moveByUci(state, 'b3b4'))).toBe(0);
    // Ordered by the victim's worth: HorseValueMg 520 is 4.13 pawns, 413 centi-pawns (+1: above every quiet move).
    expect(horse).toBe(1 + Math.round((520 / 126) * 100));
    // A chariot on the general's file, nothing between: the general is in check.
    const checked = xiangqi.parse('4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1');
    const s2 = stateOf(xiangqi as unknown as AnyVariant, checked);
    expect(genericAdapter(xiangqi as unknown as AnyVariant, s2, xiangqi.players[0]!).inCheck(0)).toBe(true);
  });
});
