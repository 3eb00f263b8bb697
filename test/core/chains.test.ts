/**
 * The core jump-chain walker (src/core/chains.ts) on plain boards, away from
 * any game: chains that must be completed or may stop, stop nodes, captured
 * pieces that vanish at once or stay until the move ends, own jumps and "no own
 * jumps after a capture", never landing twice, direct versus indirect, every
 * route its own chain. The game rules built on it are tested in test/draughts
 * and test/diamond.
 */
import { describe, expect, it } from 'vitest';
import { createBoard, rect, type Board } from '../../src/core/index.js';
import {
  CHAIN_EMPTY,
  CHAIN_ENEMY,
  CHAIN_OWN,
  ChainWalker,
  createChainScratch,
  hasDirectCapture,
  jumpChains,
  type ChainRules,
} from '../../src/core/chains.js';
import { COMPASS } from '../../src/core/directions.js';

/** Diamond Kings / Queens style: own jumps (each a move), no own jumps after a capture, captured pieces vanish. */
const OWN_JUMPING: ChainRules = { ownJumps: true, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: true, noRevisit: true, ownJumpMoves: true };
/** English-draughts style: enemies only, must complete, captured pieces stay until the move ends, start square vacant. */
const CAPTURING: ChainRules = { ownJumps: false, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: false, noRevisit: false, ownJumpMoves: false };

interface Setup {
  readonly own?: readonly string[];
  readonly enemy?: readonly string[];
  readonly stops?: readonly string[];
  readonly dirs?: readonly string[];
}

/** Every chain of the piece on `from`, as `from` then `x`landing (capture) or `:`landing (own jump), plus ` direct`; in walk order. */
function chains(board: Board, rules: ChainRules, from: string, setup: Setup = {}): string[] {
  const id = (name: string): number => board.nodeId(name);
  const out: string[] = [];
  const stops = new Uint8Array(board.size);
  for (const s of setup.stops ?? []) stops[id(s)] = 1;
  const walker = new ChainWalker(board, { ...rules, stops }, (c) => {
    const s = c.scratch;
    const parts = [from];
    for (let i = 0; i < c.length; i++) parts.push((s.captured[i] ? 'x' : ':') + board.names[s.path[i] as number]);
    expect(c.captures).toBe(parts.filter((p) => p.startsWith('x')).length);
    out.push(parts.join('') + (c.direct ? ' direct' : ''));
  });
  const occ = walker.scratch.occ;
  occ.fill(CHAIN_EMPTY);
  for (const n of setup.own ?? []) occ[id(n)] = CHAIN_OWN;
  for (const n of setup.enemy ?? []) occ[id(n)] = CHAIN_ENEMY;
  const before = Array.from(occ);
  walker.run(id(from), Int32Array.from((setup.dirs ?? board.directions).map((d) => board.dirIndex(d))));
  // The walker marks captured pieces while it walks and must put the board back.
  expect(Array.from(occ)).toEqual(before);
  return out;
}

// a line of 7 nodes n0..n6 joined eastwards
const line = createBoard(
  Array.from({ length: 7 }, (_, i) => ({ name: `n${i}`, x: i, y: 0 })),
  Array.from({ length: 6 }, (_, i) => ({ from: `n${i}`, to: `n${i + 1}`, dir: 'e' })),
);
const grid = rect(5, 5);
const compass = { dirs: COMPASS };

describe('core jump chains: completing a chain', () => {
  it('mustContinue: a capturing chain goes on while it can, so only the completed chain is a move', () => {
    expect(chains(line, CAPTURING, 'n0', { enemy: ['n1', 'n3', 'n5'] })).toEqual(['n0xn2xn4xn6 direct']);
  });

  it('without mustContinue every capture landing ends a move of its own', () => {
    expect(chains(line, { ...CAPTURING, mustContinue: false }, 'n0', { enemy: ['n1', 'n3', 'n5'] })).toEqual([
      'n0xn2 direct',
      'n0xn2xn4 direct',
      'n0xn2xn4xn6 direct',
    ]);
  });

  it('a stop node ends the chain there even when a further jump exists (e.g. a crowning row)', () => {
    expect(chains(line, CAPTURING, 'n0', { enemy: ['n1', 'n3', 'n5'], stops: ['n4'] })).toEqual(['n0xn2xn4 direct']);
    expect(chains(grid, OWN_JUMPING, 'a1', { enemy: ['a2', 'b3'], stops: ['a3'], ...compass })).toEqual(['a1xa3 direct']);
  });

  it('a piece that cannot jump has no chain', () => {
    expect(chains(line, CAPTURING, 'n0', { enemy: ['n1', 'n2'] })).toEqual([]);
    expect(chains(line, CAPTURING, 'n0', { own: ['n1'] })).toEqual([]);
  });
});

describe('core jump chains: captured pieces', () => {
  // s -x-> a -x-> b, then b -y-> c -y-> a: the second jump would land where the first capture was.
  const loop = createBoard(
    ['s', 'a', 'b', 'c'].map((name, i) => ({ name, x: i, y: 0 })),
    [
      { from: 's', to: 'a', dir: 'x' },
      { from: 'a', to: 'b', dir: 'x' },
      { from: 'b', to: 'c', dir: 'y' },
      { from: 'c', to: 'a', dir: 'y' },
    ],
  );

  it('removeAtOnce false: a captured piece stays until the move ends, so no piece lands on it', () => {
    expect(chains(loop, CAPTURING, 's', { enemy: ['a', 'c'] })).toEqual(['sxb direct']);
  });

  it('removeAtOnce true: a captured piece vanishes as it is jumped, so its node is free to land on', () => {
    expect(chains(loop, { ...CAPTURING, removeAtOnce: true }, 's', { enemy: ['a', 'c'] })).toEqual(['sxbxa direct']);
  });

  it('a piece is jumped only once: a captured piece that stays cannot be jumped again', () => {
    // n2 jumps n3 to n4, then cannot jump n3 back (it is dead) nor n5 (n6 is taken): the chain ends on n4.
    const both: Setup = { enemy: ['n3', 'n5', 'n6'] };
    const e = line.dirIndex('e');
    const back = createBoard(
      line.names.map((name, i) => ({ name, x: i, y: 0 })),
      line.names.flatMap((name, i) => {
        const to = line.names[line.step(i, e)];
        return to === undefined ? [] : [{ from: name, to, dir: 'e' }, { from: to, to: name, dir: 'w' }];
      }),
    );
    expect(chains(back, CAPTURING, 'n2', both)).toEqual(['n2xn4 direct']);
  });

  it('every route is its own chain, and the start node is vacant once left: a loop back to the start is a move', () => {
    // Four enemies round c3, the jumper on b2: b2 → over b3 → b4 → over c4 → d4 → over d3 → d2 → over c2 → b2, or the other way round.
    const list = chains(grid, CAPTURING, 'b2', { enemy: ['b3', 'c4', 'd3', 'c2'], dirs: ['n', 'e', 's', 'w'] });
    expect([...list].sort()).toEqual(['b2xb4xd4xd2xb2 direct', 'b2xd2xd4xb4xb2 direct']);
  });

  it('noRevisit: a chain never lands on its start node or on an earlier landing', () => {
    const list = chains(grid, { ...CAPTURING, noRevisit: true }, 'b2', { enemy: ['b3', 'c4', 'd3', 'c2'], dirs: ['n', 'e', 's', 'w'] });
    expect([...list].sort()).toEqual(['b2xb4xd4xd2 direct', 'b2xd2xd4xb4 direct']);
    const crowded = chains(grid, OWN_JUMPING, 'c3', { own: ['c4', 'd5', 'c2', 'b3', 'd3', 'b2', 'b4', 'd2', 'd4'], ...compass });
    expect(crowded.length).toBeGreaterThan(0);
    for (const m of crowded) {
      const landings = m.split(/[:x]/);
      expect(new Set(landings).size).toBe(landings.length);
    }
  });
});

describe('core jump chains: revisitOnCapture', () => {
  it('with noRevisit and revisitOnCapture, capturing jumps may land on earlier landings and the start; own jumps still may not', () => {
    const rules = { ...CAPTURING, noRevisit: true, revisitOnCapture: true };
    const list = chains(grid, rules, 'b2', { enemy: ['b3', 'c4', 'd3', 'c2'], dirs: ['n', 'e', 's', 'w'] });
    expect([...list].sort()).toEqual(['b2xb4xd4xd2xb2 direct', 'b2xd2xd4xb4xb2 direct']);
    const crowded = chains(grid, { ...OWN_JUMPING, revisitOnCapture: true }, 'c3', { own: ['c4', 'd5', 'c2', 'b3', 'd3', 'b2', 'b4', 'd2', 'd4'], ...compass });
    expect(crowded.length).toBeGreaterThan(0);
    for (const m of crowded) {
      const landings = m.split(/[:x]/);
      expect(new Set(landings).size, m).toBe(landings.length);
    }
  });
});

describe('core jump chains: own jumps', () => {
  it('own jumps are moves at every landing; a capture after them is an indirect jump', () => {
    expect(chains(grid, OWN_JUMPING, 'a1', { own: ['a2'], enemy: ['b3'], ...compass }).sort()).toEqual(['a1:a3', 'a1:a3xc3']);
  });

  it('after a capture, no own jumps (ownJumpsAfterCapture false); the capture chain must go on while it can', () => {
    expect(chains(grid, OWN_JUMPING, 'a1', { own: ['c4'], enemy: ['a2', 'b3'], ...compass })).toEqual(['a1xa3xc3 direct']);
  });

  it('ownJumpsAfterCapture true: own pieces may be jumped after a capture too', () => {
    const list = chains(grid, { ...OWN_JUMPING, ownJumpsAfterCapture: true }, 'a1', { own: ['c4'], enemy: ['a2', 'b3'], ...compass });
    expect(list.sort()).toEqual(['a1xa3xc3:c5 direct']);
  });

  it('ownJumps without noRevisit is refused (a chain over own pieces could loop forever)', () => {
    expect(() => new ChainWalker(grid, { ...OWN_JUMPING, noRevisit: false }, () => {})).toThrow(/noRevisit/);
  });
});

describe('core jump chains: helpers', () => {
  it('hasDirectCapture sees an adjacent enemy with a vacant landing beyond', () => {
    const all = Int32Array.from(COMPASS.map((d) => grid.dirIndex(d)));
    const occ = new Uint8Array(grid.size);
    occ[grid.nodeId('b2')] = CHAIN_ENEMY;
    expect(hasDirectCapture(grid, occ, grid.nodeId('a1'), all)).toBe(true);
    occ[grid.nodeId('c3')] = CHAIN_OWN;
    expect(hasDirectCapture(grid, occ, grid.nodeId('a1'), all)).toBe(false);
  });

  it('jumpChains (one-off form) reports the same chains as a walker, in scratch buffers', () => {
    const scratch = createChainScratch(line.size);
    for (const n of [1, 3, 5]) scratch.occ[n] = CHAIN_ENEMY;
    const paths: number[][] = [];
    const overs: number[][] = [];
    jumpChains(line, scratch, 0, Int32Array.of(line.dirIndex('e')), CAPTURING, (c) => {
      paths.push(Array.from(c.scratch.path.subarray(0, c.length)));
      overs.push(Array.from(c.scratch.over.subarray(0, c.length)));
    });
    expect(paths).toEqual([[2, 4, 6]]);
    expect(overs).toEqual([[1, 3, 5]]);
  });

  it('stops must cover every node of the board', () => {
    expect(() => new ChainWalker(grid, { ...CAPTURING, stops: new Uint8Array(3) }, () => {})).toThrow(/stops/);
  });
});
