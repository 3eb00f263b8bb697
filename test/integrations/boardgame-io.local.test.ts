/**
 * The boardgame.io adapter under boardgame.io's own `Client` and its `Local` multiplayer (one client
 * per seat, a master in the same process): whole seeded games to a result, refused moves, seats,
 * setupData.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { chess } from '../../src/variants/chess/index.js';
import { draughts, international } from '../../src/variants/draughts/index.js';
import { boardgameGame, INVALID_MOVE } from '../../src/integrations/boardgame-io/index.js';
import { expectedGameover, localMatch, playOut, replay, state, until } from './boardgame-io-support.js';

describe('boardgame.io Local multiplayer plays whole games to the result the game gives', () => {
  it("the adapter's INVALID_MOVE is boardgame.io's own constant", () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });

  it('a seeded game of chess ends as chess says, the winner named by playerID (white is "0")', async () => {
    const game = boardgameGame(chess);
    expect(game.seats).toEqual(['white', 'black']);
    const clients = localMatch(game);
    const turns = await playOut(chess, game.seats, clients, 11, 600);
    const { G, ctx } = state(clients[0]!);
    const final = replay(chess, G.moves);
    expect(ctx.gameover).toEqual(expectedGameover(chess, game.seats, final));
    // Every client holds the same state, and it is the replayed game's position.
    for (const c of clients) expect(state(c).G).toEqual(G);
    expect(chess.format(G.position as typeof final)).toBe(chess.format(final));
    // One move a turn, white first; the game ends inside the turn of its last move.
    expect(ctx.turn).toBe(G.moves.length);
    expect(turns.every((id, ply) => id === String(ply % 2))).toBe(true);
  });

  it('a seeded game of international draughts ends as the game says (white, who moves first, is "0")', async () => {
    const game = boardgameGame(international);
    expect(game.seats).toEqual(['white', 'black']);
    const clients = localMatch(game);
    const turns = await playOut(international, game.seats, clients, 5, 600);
    const { G, ctx } = state(clients[0]!);
    expect(ctx.gameover).toEqual(expectedGameover(international, game.seats, replay(international, G.moves)));
    expect(turns.slice(0, 4)).toEqual(['0', '1', '0', '1']);
  });
});

describe('turns follow the position, not a fixed cycle', () => {
  it('English draughts with huffing: a huff leaves the same player to move, and boardgame.io gives that seat the next turn too', () => {
    const game = boardgameGame(draughts, { setupOptions: { capture: 'huffing' } });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    const turns: string[] = [];
    // Black (seat "0") ignores the capture 15x22 with 9-13; White (seat "1") huffs the man on 15,
    // which by the rule leaves White to move again.
    for (const move of ['11-15', '22-18', '9-13', 'huff:15', '24-20']) {
      turns.push(state(client).ctx.currentPlayer);
      client.moves['play']!(move);
    }
    expect(state(client).G.moves).toEqual(['11-15', '22-18', '9-13', 'huff:15', '24-20']);
    expect(turns).toEqual(['0', '1', '0', '1', '1']);
    expect(state(client).ctx.currentPlayer).toBe('0');
  });
});

describe('a move the game refuses is refused by boardgame.io and changes nothing', () => {
  it('an illegal move, a move out of turn, a non-canonical spelling and a non-text move leave the state as it was', async () => {
    const clients = localMatch(boardgameGame(chess));
    const [white, black] = clients as [(typeof clients)[number], (typeof clients)[number]];
    white.moves['play']!('e4');
    await until(() => state(black).G.moves.length === 1, 'e4');
    const before = JSON.stringify(state(white));
    const stateID = state(white)._stateID;
    black.moves['play']!('Ke7');     // a king move onto its own pawn: illegal
    white.moves['play']!('d4');      // white's move, but black is to move
    black.moves['play']!('Ng8f6');   // legal, but not the canonical spelling (Nf6)
    black.moves['play']!(42);        // not move text
    black.moves['play']!('e7e5');    // UCI, which chess accepts: this one is played
    await until(() => state(white)._stateID > stateID, 'e7e5');
    const after = state(white);
    expect(after.G.moves).toEqual(['e4', 'e5']); // recorded in SAN, as the game writes it
    // Nothing but e7e5 got through: the state is the one after 1. e4 with e5 played on it.
    const expected = JSON.parse(before) as ReturnType<typeof state>;
    expect(after._stateID).toBe(expected._stateID + 1);
    expect(after.ctx.currentPlayer).toBe('0');
    expect(chess.format(after.G.position as ReturnType<typeof chess.setup>)).toBe(chess.format(chess.play(chess.play(chess.setup(), 'e4'), 'e5')));
  });

  it('a game that is over takes no move, even where chess still lists moves (an automatic draw)', () => {
    // King against king: drawn by insufficient material, though chess lists the kings' moves (docs/errors.md).
    const game = boardgameGame(chess, { position: '8/8/8/4k3/8/8/8/4K3 w - - 0 1' });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'insufficient-material' });
    expect(game.ai.enumerate(state<ReturnType<typeof chess.setup>>(client).G, state(client).ctx as never, '0')).toEqual([]);
    const snapshot = () => JSON.stringify((({ G, ctx, _stateID }) => ({ G, ctx, _stateID }))(state(client)));
    const before = snapshot();
    client.moves['play']!('Kd1');
    expect(snapshot()).toBe(before);
  });

  it('a refused move called directly returns INVALID_MOVE', () => {
    const game = boardgameGame(chess);
    const G = game.setup({ ctx: { numPlayers: 2 } });
    const ctx = { numPlayers: 2, playOrder: ['0', '1'], currentPlayer: '0' };
    const copy = JSON.stringify(G);
    expect(game.moves.play({ G, ctx, playerID: '0' }, 'e5')).toBe(INVALID_MOVE);
    expect(game.moves.play({ G, ctx, playerID: '1' }, 'e4')).toBe(INVALID_MOVE);
    // One argument: a legal move with anything after it is refused (boardgame.io would log and send it).
    expect(game.moves.play({ G, ctx, playerID: '0' }, 'e4', { note: 'x' })).toBe(INVALID_MOVE);
    expect(game.moves.play({ G, ctx, playerID: '0' }, 'e4', undefined)).toBe(INVALID_MOVE);
    expect(JSON.stringify(G)).toBe(copy);
    expect(game.moves.play({ G, ctx, playerID: '0' }, 'e4')).toEqual({ position: JSON.parse(JSON.stringify(chess.play(chess.setup(), 'e4'))), moves: ['e4'] });
  });

  it('with strict: false, tolerant move text is read and recorded in canonical notation', () => {
    const game = boardgameGame(chess, { strict: false });
    const G = game.setup({ ctx: { numPlayers: 2 } });
    const next = game.moves.play({ G, ctx: { numPlayers: 2, playOrder: ['0', '1'], currentPlayer: '0' }, playerID: '0' }, 'Ng1f3');
    expect(next !== INVALID_MOVE && next.moves).toEqual(['Nf3']);
  });

  it('clients cannot end a turn or undo: turns and the end come from the position alone', async () => {
    const clients = localMatch(boardgameGame(chess));
    const white = clients[0]!;
    const before = state(white)._stateID;
    white.events.endTurn?.();
    white.undo();
    white.moves['play']!('e4');
    await until(() => state(clients[1]!).G.moves.length === 1, 'e4');
    white.undo();
    clients[1]!.events.endGame?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state(white)._stateID).toBe(before + 1);
    expect(state(white).ctx.currentPlayer).toBe('1');
    expect(state(white).ctx.gameover).toBeUndefined();
  });
});

describe('seats, setupData and the number of players', () => {
  it('English draughts: black moves first, so black is "0"; seats can swap them', () => {
    expect(boardgameGame(draughts).seats).toEqual(['black', 'white']);
    const swapped = boardgameGame(chess, { seats: ['black', 'white'] });
    const client = Client({ game: swapped, numPlayers: 2 });
    client.start();
    expect(state(client).ctx.currentPlayer).toBe('1'); // white moves first and sits at '1'
  });

  it('a seats option that does not name each player once is INVALID_OPTION', () => {
    for (const seats of [['white'], ['white', 'white'], ['white', 'red'], 'white,black', ['white', 'black', 'black']]) {
      expect(() => boardgameGame(chess, { seats: seats as never }), String(seats)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    }
    expect(() => boardgameGame(chess, { sets: [] } as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => boardgameGame(chess, { position: 'not a fen' })).toThrow(expect.objectContaining({ code: 'INVALID_FEN' }));
  });

  it("a match starts from a given position text (options.position, or the lobby's setupData); bad text and the wrong number of players are refused", async () => {
    // Fool's mate one move from the end: black to play Qh4#.
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    const game = boardgameGame(chess);
    expect(chess.format(game.setup({ ctx: { numPlayers: 2 } }, { position: fen }).position as ReturnType<typeof chess.setup>)).toBe(fen);
    expect(game.validateSetupData({ position: fen }, 2)).toBeUndefined();
    expect(game.validateSetupData(undefined, 2)).toBeUndefined();
    expect(game.validateSetupData({ position: '8/8 w' }, 2)).toMatch(/^INVALID_FEN: /);
    expect(game.validateSetupData({ position: 7 }, 2)).toMatch(/^INVALID_ARGUMENT: /);
    expect(game.validateSetupData({ fen }, 2)).toMatch(/^INVALID_ARGUMENT: /);
    expect(game.validateSetupData('fen', 2)).toMatch(/^INVALID_ARGUMENT: /);
    expect(game.validateSetupData(undefined, 3)).toMatch(/played by 2 players/);
    expect(() => game.setup({ ctx: { numPlayers: 2 } }, { position: '8/8 w' })).toThrow(expect.objectContaining({ code: 'INVALID_FEN' }));
    // boardgame.io's Client takes no setupData (its lobby does, see the server test): options.position.
    const clients = localMatch(boardgameGame(chess, { position: fen }));
    expect(state(clients[0]!).ctx.currentPlayer).toBe('1');
    clients[1]!.moves['play']!('Qh4#');
    await until(() => state(clients[0]!).ctx.gameover !== undefined, 'the mate');
    expect(state(clients[0]!).ctx.gameover).toEqual({ winner: '1', reason: 'checkmate' });
  });

  it('a client made with the wrong numPlayers is INVALID_OPTION', () => {
    const game = boardgameGame(chess);
    expect(() => game.setup({ ctx: { numPlayers: 3 } })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });
});

describe('a draw the player to move may claim ends the match (claimDraws, default true): boardgame.io has no claim move', () => {
  // Capablanca chess with 99 plies since the last capture or pawn move: one quiet move reaches 100,
  // the n-move rule's 50 moves by each side, which Fairy-Stockfish keeps a claim (its default
  // nMoveRule = 50), so without the adapter taking the claim the match would not end.
  const fen = 'r1bqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 99 50';
  it("a fairy game's n-move rule: after the 50th move by each side without capture or pawn move the match is drawn, reason fifty-move-rule", async () => {
    const { capablanca } = await import('../../src/variants/fairy/index.js');
    const game = boardgameGame(capablanca, { position: fen });
    const client = Client({ game, numPlayers: 2 });
    client.start();
    client.moves['play']!('Nc3');
    expect(capablanca.status(replay(capablanca, ['Nc3'], capablanca.parse(fen)))).toMatchObject({ over: false, claimableDraw: 'fifty-move-rule' });
    const { G, ctx } = state<ReturnType<typeof capablanca.setup>>(client);
    expect(ctx.gameover).toEqual({ draw: true, reason: 'fifty-move-rule' });
    expect(game.ai.enumerate(G, ctx as never, '1')).toEqual([]);
    client.moves['play']!('Nc6');
    expect(state(client).G.moves).toEqual(['Nc3']);
    client.stop();
  });

  it('claimDraws: false plays on past the claim', async () => {
    const { capablanca } = await import('../../src/variants/fairy/index.js');
    const client = Client({ game: boardgameGame(capablanca, { position: fen, claimDraws: false }), numPlayers: 2 });
    client.start();
    client.moves['play']!('Nc3');
    client.moves['play']!('Nh6');
    expect(state(client).ctx.gameover).toBeUndefined();
    expect(state(client).G.moves).toEqual(['Nc3', 'Nh6']);
    client.stop();
  });

  it('chess: knights out and back twice; when Ng8 would bring the start position a third time, black claims (FIDE 9.2.1.1) and the match is drawn, reason threefold-repetition', () => {
    const client = Client({ game: boardgameGame(chess), numPlayers: 2 });
    client.start();
    for (const move of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6']) client.moves['play']!(move);
    expect(state(client).ctx.gameover).toBeUndefined(); // no position can occur a third time with the next move
    client.moves['play']!('Ng1');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'threefold-repetition' });
    client.stop();
  });

  it('a claimDraws option that is not true or false is INVALID_OPTION', () => {
    expect(() => boardgameGame(chess, { claimDraws: 'yes' as never })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });
});
