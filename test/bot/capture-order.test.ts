/**
 * The chess search's move order: a capture that loses the exchange (the adapter's `losingCapture`)
 * waits until the quiet moves are searched, where the captures that win or hold material go first.
 * Watched through the adapter: the moves made at each node, node by node, in a search of positions
 * full of captures (the main search's nodes not in check; the quiescence search leaves such
 * captures out).
 */
import { describe, expect, it } from 'vitest';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { searchRoot, type RootMove } from '../../src/bot/search.js';
import { readBudget } from '../../src/bot/options.js';
import { uncheckedSearch } from '../../src/core/search.js';
import { chess } from '../../src/variants/chess/index.js';

const POSITIONS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', // chessprogramming.org perft position 6
  'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8', // a Queen's Gambit middlegame
];

type Kind = 'quiet' | 'good' | 'losing';

/** Searches `fen` at a node budget and returns each node visit's moves (the first, the table's move, left out) by kind. */
function visits(fen: string): Kind[][] {
  const state = uncheckedSearch(chess.search(chess.parse(fen)));
  const adapter = chessAdapter(chess, state);
  const before = adapter.beforeMake as (m: number, ply: number) => void, losing = adapter.losingCapture as (m: number, ply: number) => boolean;
  // A node entered once may be searched again (a reduced or null-window search, then a full one): a
  // move made a second time starts the next visit.
  const open: (Kind[] | undefined)[] = [], made: Set<number>[] = [];
  const done: Kind[][] = [];
  const watched = {
    ...adapter,
    enter(ply: number): void {
      const last = open[ply];
      if (last !== undefined) done.push(last);
      // Nodes in check search their evasions in the order of the captures' values: left out.
      open[ply] = ply > 0 && !adapter.inCheck(ply) ? [] : undefined;
      made[ply] = new Set();
      adapter.enter(ply);
    },
    beforeMake(m: number, ply: number): void {
      const t = adapter.tactical(m), seen = made[ply] as Set<number>;
      if (seen.has(m) && open[ply] !== undefined) { done.push(open[ply] as Kind[]); open[ply] = []; seen.clear(); }
      seen.add(m);
      open[ply]?.push(t === 0 ? 'quiet' : losing(m, ply) ? 'losing' : 'good');
      before(m, ply);
    },
  };
  const codes = new Int32Array(state.maxMoves), n = state.generate(codes);
  const root: RootMove[] = Array.from(codes.subarray(0, n), (code) => ({ code, score: -Infinity }));
  searchRoot(state, root, watched, readBudget({ seed: 1, maxNodes: 40_000 }), []);
  for (const v of open) if (v !== undefined) done.push(v);
  return done.map((v) => v.slice(1));
}

describe('captures that lose the exchange are searched after the quiet moves', () => {
  for (const fen of POSITIONS) {
    it(fen, () => {
      let losingAfterQuiet = 0, goodAfterLosing = 0, withLosing = 0;
      for (const v of visits(fen)) {
        const firstLosing = v.indexOf('losing');
        if (firstLosing < 0) continue;
        withLosing++;
        if (v.indexOf('quiet') >= 0 && v.indexOf('quiet') < firstLosing) losingAfterQuiet++;
        if (v.lastIndexOf('good') > firstLosing) goodAfterLosing++;
      }
      expect(withLosing).toBeGreaterThan(0);
      // No capture that holds material waits behind one that loses it ...
      expect(goodAfterLosing).toBe(0);
      // ... and the losing ones come after quiet moves at some nodes (never, when every capture went first).
      expect(losingAfterQuiet).toBeGreaterThan(0);
    });
  }
});
