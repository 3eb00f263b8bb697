/**
 * Every game boardwright plays becomes a boardgame.io game: the shipped games and games defined as
 * data with `defineGame` and `defineFairy` (the fairy list: boardgame-io.games.heavy.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { COMPASS, defineGame, variants, type AnyVariant } from '../../src/index.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { boardgameGame } from '../../src/integrations/boardgame-io/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { STARTS_AND_PLAYS, startsAndPlays } from './boardgame-io-support.js';

const duel = defineGame({
  id: 'duel', name: 'Duel', players: ['light', 'dark'], files: 3, ranks: 3,
  pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
  setup: 'k2/3/2K',
});
const cannon = defineFairy({
  id: 'cannon-demo', maxFile: 5, maxRank: 5, castling: false, doubleStep: false,
  pieces: { K: 'king', R: 'rook', P: 'fmW', C: 'mRcpR' },
  startFen: 'k1r2/5/2p2/5/K1C2 w - - 0 1',
});

const games: readonly AnyVariant[] = [...variants, duel, cannon];

describe('every game as a boardgame.io game', () => {
  it("the adapter's game is a boardgame.io Game for boardgame.io's own types (a typed game, and any game of the lists)", () => {
    const typed: Game = boardgameGame(chess);
    const any: Game[] = games.map((v) => boardgameGame(v));
    expect([typed, ...any].every((g) => typeof g.setup === 'function')).toBe(true);
  });
  for (const variant of games) it(`${variant.id}: ${STARTS_AND_PLAYS}`, () => startsAndPlays(variant));
});
