/**
 * A long boardgame.io match costs the same per move late as early: the adapter finds the game's own
 * position behind boardgame.io's plain `G.position` instead of handing the game a plain copy at every
 * move (which the game checks and rebuilds entry by entry: minishogi keeps the whole game for
 * repetitions), and it names a move sent as UCI by the listed move carrying that spelling instead
 * of playing every listed move. Counted, not timed: the fairy engine's counter of history entries
 * copied or checked, and the adapter's calls of the game's `play` and `format`.
 */
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { pastWork } from '../../src/core/declarative/fairy/repetition-history.js';
import { minishogi, type FairyPosition } from '../../src/variants/fairy/index.js';
import { boardgameGame } from '../../src/integrations/boardgame-io/index.js';
import { plain } from '../../src/integrations/boardgame-io/position-cache.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';
import { createRng } from '../../src/core/random.js';
import { state, until } from './boardgame-io-support.js';

/** `plies` seeded plies of minishogi after each of which the game goes on: notation and UCI. */
function longGame(plies: number, seed: number): { notation: string; uci: string }[] {
  const rng = createRng(seed);
  const chosen: { notation: string; uci: string }[] = [];
  let p = minishogi.setup();
  while (chosen.length < plies) {
    const moves = minishogi.legalMoves(p);
    const first = rng.int(moves.length);
    let next: FairyPosition | undefined;
    for (let k = 0; k < moves.length && next === undefined; k++) {
      const move = moves[(first + k) % moves.length]!;
      const candidate = minishogi.play(p, move);
      if (!minishogi.status(candidate).over) (next = candidate), chosen.push({ notation: move.notation, uci: move.uci });
    }
    if (next === undefined) throw new Error(`no move keeps the game going at ply ${chosen.length}`);
    p = next;
  }
  return chosen;
}

/** minishogi with its `play` and `format` calls counted (everything else is the game's own). */
function counted() {
  const calls = { play: 0, format: 0 };
  const variant = Object.create(minishogi) as typeof minishogi;
  variant.play = ((p: FairyPosition, m: never) => (calls.play++, minishogi.play(p, m))) as typeof minishogi.play;
  variant.format = (p: FairyPosition) => (calls.format++, minishogi.format(p));
  return { variant, calls };
}

const PLIES = 600;
const game = longGame(PLIES, 5);

describe('a long boardgame.io match costs the same per move late as early (minishogi keeps the whole game)', () => {
  it('by notation through a Client: after move 100 no history entry is copied or checked again, and each move plays once', () => {
    const { variant, calls } = counted();
    const client = Client({ game: boardgameGame(variant), numPlayers: 2 });
    client.start();
    let early = 0;
    game.forEach((m, i) => {
      if (i === 100) early = pastWork.entries;
      client.moves['play']!(m.notation);
    });
    expect(state(client).G.moves).toHaveLength(PLIES);
    // A plain copy of G.position handed to the game at each call: over 3 million entries here.
    expect(pastWork.entries - early).toBe(0);
    expect(calls.play).toBe(PLIES);
    client.stop();
  });

  it("by UCI text: each move is named without playing or formatting the listed moves", () => {
    const { variant, calls } = counted();
    const client = Client({ game: boardgameGame(variant), numPlayers: 2 });
    client.start();
    for (const m of game.slice(0, 100)) client.moves['play']!(m.uci);
    expect(state(client).G.moves).toEqual(game.slice(0, 100).map((m) => m.notation));
    // Playing each listed move to find the one the text reached: about 30 plays and formats a move.
    expect(calls).toEqual({ play: 0, format: 0 });
    client.stop();
  });

  it("boardgame.io's Local master and the mover's client play a move from the same state once between them", async () => {
    const { variant, calls } = counted();
    const multiplayer = Local();
    const shared = boardgameGame(variant);
    const clients = ['0', '1'].map((playerID) => Client({ game: shared, numPlayers: 2, multiplayer, playerID }));
    for (const c of clients) c.start();
    const moves = game.slice(0, 200);
    for (const [i, m] of moves.entries()) {
      clients[i % 2]!.moves['play']!(m.notation);
      await until(() => clients.every((c) => state(c).G.moves.length === i + 1), `move ${i + 1}`);
    }
    // The mover's client plays the move at once, then the master plays it from the same stored
    // state: one play of the game serves both.
    expect(calls.play).toBe(moves.length);
    for (const c of clients) c.stop();
  });
});

describe("the adapter's copy of a position for G is what JSON gives", () => {
  it('chess, draughts with huffing and a minishogi position with its history: the same JSON text, a new object', () => {
    let shogi = minishogi.setup();
    for (const m of game.slice(0, 50)) shogi = minishogi.play(shogi, m.notation);
    const positions: unknown[] = [chess.play(chess.setup(), 'e4'), draughts.setup({ capture: 'huffing' }), shogi];
    for (const p of positions) {
      const copy = plain(p);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(p));
      expect(copy).toEqual(JSON.parse(JSON.stringify(p)));
      expect(copy).not.toBe(p);
    }
  });

  it('what JSON changes (undefined, non-finite numbers, functions, toJSON, an own __proto__ field) is copied as JSON copies it', () => {
    const odd = [
      { a: undefined, b: [1, undefined, 3], c: () => 1 },
      { n: [Number.NaN, Infinity, -0] },
      { d: new Date(0), nested: { toJSON: () => 'x' } },
      JSON.parse('{"__proto__": {"x": 1}, "y": 2}'),
    ];
    for (const value of odd) {
      expect(JSON.stringify(plain(value))).toBe(JSON.stringify(value));
      expect(plain(value)).toEqual(JSON.parse(JSON.stringify(value)));
    }
    expect(Object.getPrototypeOf(plain(odd[3]))).toBe(Object.prototype);
  });
});
