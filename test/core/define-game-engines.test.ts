/**
 * One engine for games defined as data: a GameDefinition runs on the fairy engine. Random
 * definitions (every atom kind and mode, outcomes, royal pieces, promotions, swaps, no swapping
 * back, draw options, either first player) on small boards must keep the search layer consistent:
 * perft(1) is the move list, perft(2) the sum of the replies, and unmake restores position and hash.
 * Definitions the engine cannot hold (more than 128 squares, more than 4,096 moves at once) are
 * refused as INVALID_DEFINITION.
 */import { describe, expect, it } from 'vitest';
import type { Atom } from '../../src/core/atoms.js';
import { compile } from '../../src/core/declarative/compile.js';
import { defineGame } from '../../src/core/declarative/index.js';
import type { DeclaredState } from '../../src/core/declarative/declared-state.js';
import { FairyMachine, type Loaded } from '../../src/core/declarative/fairy-machine.js';
import type { GameDefinition, PieceDefinition } from '../../src/core/declarative/types.js';
import { createRng, type Rng } from '../../src/core/random.js';

const DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw', 'forward', 'back', 'left', 'right', 'forward-left', 'forward-right', 'back-left', 'back-right'] as const;
const OFFSETS: readonly (readonly [number, number])[] = [[1, 2], [2, 1], [0, 2], [2, 2], [-1, 2], [0, 1], [1, -2], [-2, -1], [0, -2]];

function some<T>(rng: Rng, items: readonly T[], p: number): T[] {
  return items.filter(() => rng.next() < p);
}

/** A random definition on a board of 2-7 files and 3-8 ranks; piece A is royal. */
function randomDefinition(rng: Rng, i: number): GameDefinition {
  const files = 2 + rng.int(6), ranks = 3 + rng.int(6);
  const letters = ['A', ...some(rng, ['B', 'C', 'D', 'E'], 0.6)];
  const pieces: Record<string, PieceDefinition> = {};
  for (const l of letters) {
    const atoms: Atom[] = [];
    for (let k = 1 + rng.int(3); k > 0; k--) {
      const mode = rng.pick([undefined, 'quiet', 'capture', 'both'] as const);
      const m = mode === undefined ? {} : { mode };
      const kind = rng.pick(['step', 'slide', 'leap', 'jump'] as const);
      if (kind === 'leap') atoms.push({ kind, offsets: some(rng, OFFSETS, 0.4), ...m });
      else if (kind === 'slide') atoms.push({ kind, dirs: some(rng, DIRS, 0.25), ...(rng.next() < 0.5 ? { max: 1 + rng.int(3) } : {}), ...m });
      else if (kind === 'jump') atoms.push({ kind, dirs: some(rng, DIRS, 0.3), over: 'ally', ...m });
      else atoms.push({ kind, dirs: some(rng, DIRS, 0.3), ...m });
    }
    pieces[l] = { name: `P${l}`, atoms, ...(l === 'A' || rng.next() < 0.15 ? { royal: true } : {}), ...(rng.next() < 0.3 ? { outcomes: some(rng, ['move', 'capture', 'swap'] as const, 0.6) } : {}) };
  }
  // Promotions to pieces that do not promote themselves.
  const promoting = letters.filter((l) => l !== 'A' && rng.next() < 0.4);
  const targets = letters.filter((l) => !promoting.includes(l));
  for (const l of promoting) pieces[l] = { ...(pieces[l] as PieceDefinition), promotesTo: rng.pick(targets) };
  const rows: string[][] = Array.from({ length: ranks }, () => Array<string>(files).fill(''));
  const place = (letter: string, rank: number): void => {
    const file = rng.int(files);
    if (rows[rank]![file] === '') rows[rank]![file] = letter;
  };
  place('A', 0);
  place('a', ranks - 1);
  // Others on their own two back ranks, never on their far row.
  for (const l of letters.slice(1)) {
    place(l, rng.int(Math.min(2, ranks - 1)));
    place(l.toLowerCase(), ranks - 1 - rng.int(Math.min(2, ranks - 1)));
  }
  const setup = rows.slice().reverse().map((row) => row.map((c) => c || '1').join('').replace(/1+/g, (ones) => String(ones.length))).join('/');
  return {
    id: `random-${i}`, name: `Random ${i}`, players: ['light', 'dark'], files, ranks, pieces, setup,
    allies: rng.next() < 0.6 ? 'swap' : 'block', noSwapBack: rng.next() < 0.5,
    ...(rng.next() < 0.5 ? { drawAfterPlies: rng.pick([0, 6, 20]) } : {}),
    ...(rng.next() < 0.2 ? { firstPlayer: 'dark' } : {}),
  };
}

/** The moves a state lists, as sorted JSON. */
function moves(state: DeclaredState): string[] {
  const buf = new Int32Array(state.maxMoves);
  const count = state.generate(buf);
  return Array.from(buf.subarray(0, count), (m) => JSON.stringify(state.listed(m))).sort();
}

/** A position without its repetition keys (hash values differ between the generators), plus how many it keeps. */
function plain(state: DeclaredState): unknown {
  const { keys, ...rest } = state.position();
  return { ...rest, keyCount: keys.length };
}

describe('a game defined as data keeps its search layer consistent', () => {
  it('random definitions: perft(1) is the move list, perft(2) the sum of the replies, and unmake restores the position and the hash', () => {
    const rng = createRng(20261126);
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const def = randomDefinition(rng, i);
      const g = compile(def);
      const start: Loaded = { cells: g.start, side: g.firstSide, lastSwap: [-1, -1], plies: 0, moveNumber: 1, keys: [], drawAfterPlies: def.drawAfterPlies ?? 100, threefold: true };
      const fairy = new FairyMachine(g, start, true);
      const hashes: number[] = [];
      const positions: unknown[] = [];
      for (let ply = 0; ply < 30; ply++) {
        const list = moves(fairy);
        expect(fairy.perft(1), `${JSON.stringify(def)} ply ${ply}`).toBe(list.length);
        let replies = 0;
        const buf = new Int32Array(fairy.maxMoves);
        const count = fairy.generate(buf);
        for (let k = 0; k < count; k++) { fairy.make(buf[k]!); replies += fairy.perft(1); fairy.unmake(); }
        expect(fairy.perft(2), `${JSON.stringify(def)} ply ${ply} perft 2`).toBe(replies);
        compared++;
        if (list.length === 0) break;
        const move = JSON.parse(rng.pick(list)) as { from: string; to: string };
        hashes.push(fairy.hash());
        positions.push(fairy.position());
        fairy.make(fairy.moveBetween(g.board.nodeId(move.from), g.board.nodeId(move.to)));
      }
      for (let h = hashes.pop(); h !== undefined; h = hashes.pop()) {
        fairy.unmake();
        expect(fairy.hash()).toBe(h);
        expect(fairy.position()).toEqual(positions.pop());
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('a board of more than 128 squares is INVALID_DEFINITION naming files x ranks', () => {
    const big = defineGame({ id: 'big', name: 'Big', players: ['light', 'dark'], files: 12, ranks: 11, setup: ['11l', ...Array.from({ length: 9 }, () => '12'), 'L11'].join('/'),
      pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: ['n', 'e', 's', 'w'] }], royal: true } } });
    expect(() => big.setup()).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION', message: expect.stringMatching(/files x ranks must be at most 128 squares, got 12x11 = 132/) }));
  });
});

describe('a game whose moves could overflow the fairy engine\'s move buffer (16,384)', () => {
  it('is INVALID_DEFINITION: 107 swapping pieces that leap anywhere on a 12x10 board, each leap listed three times, could list over 16,384 moves at the start', () => {
    const offsets: [number, number][] = [];
    for (let dx = -11; dx <= 11; dx++) for (let dy = -9; dy <= 9; dy++) if (dx !== 0 || dy !== 0) offsets.push([dx, dy]);
    const rows = ['k11', ...Array.from({ length: 8 }, () => 'Q'.repeat(12)), `K${'Q'.repeat(11)}`];
    const game = defineGame({
      id: 'flood', name: 'Flood', players: ['light', 'dark'], files: 12, ranks: 10, setup: rows.join('/'), allies: 'swap',
      pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: ['n', 'e'] }], royal: true }, Q: { name: 'Quasar', atoms: Array.from({ length: 3 * Math.ceil(offsets.length / 60) }, (_, i) => ({ kind: 'leap' as const, offsets: offsets.slice(60 * (i % 8), 60 * (i % 8) + 60) })) } },
    });
    expect(() => game.setup()).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION', message: expect.stringMatching(/pieces: the pieces could have \d+ moves in one position, more than the 16384/) }));
  });
});

describe('a search state of a game defined as data', () => {
  it('holds 4,096 moves made; one more is INVALID_STATE, and taking one back makes room', () => {
    const game = defineGame({
      id: 'shuttle', name: 'Shuttle', players: ['light', 'dark'], files: 2, ranks: 2, setup: 'r1/R1',
      pieces: { R: { name: 'Runner', atoms: [{ kind: 'step', dirs: ['e', 'w'] }] } },
    });
    const state = game.search(game.setup({ drawAfterPlies: 0, threefold: false }));
    const buf = new Int32Array(state.maxMoves);
    for (let i = 0; i < 4096; i++) {
      expect(state.generate(buf)).toBe(1);
      state.make(buf[0]!);
    }
    expect(state.generate(buf)).toBe(1);
    let code = '';
    try { state.make(buf[0]!); } catch (e) { code = (e as { code: string }).code; }
    expect(code).toBe('INVALID_STATE');
    state.unmake();
    expect(state.generate(buf)).toBe(1);
    state.make(buf[0]!);
  });
});
