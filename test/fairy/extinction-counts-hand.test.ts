/**
 * Extinction counts a side's pieces in hand as well as on the board, `extinctionPieceTypes = *`
 * (all pieces) included: Fairy-Stockfish's `is_immediate_game_end` compares `count_with_hand`,
 * and for ALL_PIECES that is every piece on the board plus every piece in hand (`add_to_hand`
 * counts each piece under its type and under ALL_PIECES). Oracle: ffish, antiminishogi of
 * variants.ini.
 */
import { describe, expect, it } from 'vitest';
import { iniGame, oracle, sameAsFairyStockfish } from './ini-games.js';
import { ask } from './ffish-oracle.js';

describe('extinction counts the pieces in hand', () => {
  it('antiminishogi (extinctionPieceTypes = *): White with no piece on the board but a king and a pawn in hand plays on', async () => {
    const fen = '5/3g1/5/1b3/+b4[KPkgpssrr] w - - 0 17';
    const game = { variant: iniGame('antiminishogi'), name: 'antiminishogi' };
    const theirs = await sameAsFairyStockfish(game, fen, [], 2);
    expect(theirs.some((m) => m.startsWith('K@')) && theirs.some((m) => m.startsWith('P@'))).toBe(true);
    expect(ask(await oracle(), { variant: 'antiminishogi', fen }).result).toBe('*');
    expect(game.variant.status(game.variant.parse(fen)).over).toBe(false);
  });

  it('antiminishogi: with the board and the hand both empty the side has lost every piece, which wins it the game', async () => {
    const fen = '5/3g1/5/1b3/+b4[kgpssrr] w - - 0 17';
    const game = iniGame('antiminishogi');
    expect(ask(await oracle(), { variant: 'antiminishogi', fen }).result).toBe('1-0');
    expect(game.status(game.parse(fen))).toMatchObject({ over: true, winner: game.players[0], reason: 'extinction' });
  });
});
