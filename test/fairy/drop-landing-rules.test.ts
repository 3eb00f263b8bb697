/**
 * The drop-only rules of `enclosingDrop` (drop-on-top.ts, snort-drop.ts, anyside-drop.ts) in the
 * sections of Fairy-Stockfish's own variants.ini that use them, against ffish 0.7.10 loading the
 * same file: perft, and seeded random games with ffish's legal moves, FEN and result at every ply.
 *
 * - `top`: Connect Four (`cfour`, `cfour-misere`): a disc lands on the first rank or on a piece;
 * - `anyside` (`cfour-anyside`): a stone pushed in from an edge, landing where Fairy-Stockfish
 *   computes it (anyside-drop.ts);
 * - `snort` (`snort`): never orthogonally next to an opponent's stone; `gale` inherits from snort
 *   and sets the rule back to `none` (any empty square: freeDrops alone does not bring back
 *   ataxx's clone rule; played from a sparse position so that the two differ).
 *
 * Snort's empty start is drawn at once by the API's insufficient-material rule in ffish (no stone
 * on the board, none in hand with freeDrops: `result()` is 1/2-1/2 there, as ours), so its games
 * start from one stone of each side.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';
import { seeded } from './seeded.js';

let ff: FfishModule;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
});

// [section, the rule, start FEN (undefined: the section's), perft depth]
const SECTIONS: readonly [string, string, string | undefined, number][] = [
  ['cfour', "enclosingDrop = top: a disc lands on the first rank or on top of a piece (Connect Four)", undefined, 5],
  ['cfour-misere', 'enclosingDrop = top with connectValue = loss: four in a row loses', undefined, 5],
  ['cfour-anyside', 'enclosingDrop = anyside: a stone pushed in from any edge, landing where Fairy-Stockfish puts it', undefined, 3],
  ['snort', "enclosingDrop = snort: never orthogonally next to an opponent's stone", '8/8/8/3p4/8/8/2P5/8 w - - 0 1', 3],
  ['gale', 'gale inherits snort and sets enclosingDrop = none: any empty square, also one with no stone of the side near it', '9/9/9/9/4p4/9/9/9/P8 w - - 0 1', 3],
];

function walk(name: string, game: FairyVariant, fen: string | undefined, seed: number): string {
  const random = seeded(seed);
  const board = fen === undefined ? new ff.Board(name) : new ff.Board(name, fen);
  try {
    let position = fen === undefined ? game.setup() : game.parse(fen);
    for (let ply = 0; ply < 200; ply++) {
      const theirs = expectPlyAsFfish(game, position, board, `${name} seed ${seed} ply ${ply}`);
      const status = game.status(position);
      if (status.over) return status.reason;
      const uci = theirs[Math.floor(random() * theirs.length)] as string;
      position = game.play(position, uci);
      board.push(uci);
    }
    return 'unfinished';
  } finally {
    board.delete();
  }
}

describe('enclosingDrop top, anyside and snort play as ffish plays them', () => {
  for (const [name, rule, fen, depth] of SECTIONS) {
    it(`[${name}] ${rule}: perft(${depth}) equals ffish's`, () => {
      const game = defineFairy(fixture(name));
      const start = fen === undefined ? game.setup() : game.parse(fen);
      for (let d = 1; d <= depth; d++) expect(game.perft(start, d), `depth ${d}`).toBe(ffishPerft(ff, name, fen, d));
    });

    it(`[${name}] ${rule}: seeded games have ffish's legal moves, FEN and result at every ply`, () => {
      const game = defineFairy(fixture(name));
      const ends = new Set<string>();
      for (let seed = 1; seed <= 8; seed++) ends.add(walk(name, game, fen, seed * 7919 + name.length));
      // The games reach an end (a line, a chain or no move left), not only the ply limit.
      expect([...ends].some((r) => r !== 'unfinished'), [...ends].join()).toBe(true);
    });
  }

  it('top: in Connect Four a disc cannot float (after a1, Black may drop on a2 but not on a3 or b2)', () => {
    const game = defineFairy(fixture('cfour'));
    const moves = game.legalMoves(game.play(game.setup(), 'P@a1')).map((m) => m.uci);
    expect(moves).toContain('P@a2');
    expect(moves).not.toContain('P@a3');
    expect(moves).not.toContain('P@b2');
    expect(moves).toHaveLength(7);
  });
});
