/**
 * Huffing on the family engine's mutable state: perft through pending
 * offences, huffs and insists (the house rule's moves, see huffing.test.ts)
 * must count what a walk of the immutable layer (legalMoves and play, every
 * child a fresh position object) counts, and every position the walk reaches
 * must hash the same from scratch as incrementally.
 */
import { describe, expect, it } from 'vitest';
import { immutableSearch, perft } from '../../src/core/index.js';
import { draughts, type DraughtsMove, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import { fen } from './helpers.js';

const HUFF = { capture: 'huffing' } as const;
const immutable = {
  legalMoves: (p: DraughtsPosition): readonly DraughtsMove[] => draughts.legalMoves(p),
  play: (p: DraughtsPosition, m: DraughtsMove): DraughtsPosition => draughts.play(p, m),
  hash: (p: DraughtsPosition): number => draughts.hash(p),
};

const positions: [string, () => DraughtsPosition, number][] = [
  ['the start', () => draughts.setup(HUFF), 5],
  ['a pending offence by two men', () => draughts.play(fen('B:W18,32:B1,14,15', HUFF), '1-6'), 5],
  ['a pending offence by a king (HK field)', () => fen('W:W18,32:BK10,14:HK6-10', HUFF), 5],
  ['after an insist (I field)', () => draughts.play(draughts.play(fen('B:W18,32:B1,14,15', HUFF), '1-6'), 'insist'), 5],
  ['an offence whose insist restores a repetition memory', () => draughts.play(draughts.play(fen('W:W18,K32:BK5,9,14', HUFF), '32-27'), '5-1'), 5],
  ['kings only, drawn by the plies counter inside the tree', () => fen('B:WK18,K27:BK5,K10', { ...HUFF, drawAfterPlies: 4 }), 6],
];

describe('huffing: perft on the mutable state equals the immutable layer', () => {
  for (const [name, make, depth] of positions) {
    it(`huffing house rule, ${name}: perft(${depth}) agrees`, () => {
      const p = make();
      expect(draughts.perft(p, depth)).toBe(perft(immutableSearch(immutable, p), depth));
    });
  }

  /** Walks the tree with make/unmake beside immutable play: the same positions, field for field, and hashes. */
  function walkBoth(state: ReturnType<typeof draughts.search>, p: DraughtsPosition, depth: number): void {
    expect(state.position()).toEqual(p);
    expect(state.hash()).toBe(draughts.hash(p));
    if (depth === 0) return;
    const buf = new Int32Array(state.maxMoves);
    const n = state.generate(buf);
    expect(n).toBe(draughts.legalMoves(p).length);
    for (let i = 0; i < n; i++) {
      const move = state.move(buf[i] as number);
      state.make(buf[i] as number);
      walkBoth(state, draughts.play(p, move), depth - 1);
      state.unmake();
    }
  }

  for (const [name, make] of positions.slice(1, 5)) {
    it(`huffing house rule, ${name}: make/unmake reaches the positions play reaches (offence, insist, counters, repetition memory)`, () => {
      const p = make();
      walkBoth(draughts.search(p), p, 3);
    });
  }

  it('huffing house rule, repetition reached inside the tree: perft agrees with the immutable layer', () => {
    // Two kings each step out and back: after six plies the next two reach the position a third time.
    let p = fen('B:WK18,K27:BK5,K10', HUFF);
    const history: DraughtsMove[] = [];
    for (let ply = 0; ply < 6; ply++) {
      const back = ply >= 2 ? history[ply - 2] : undefined;
      const move = draughts.legalMoves(p).find((m) => (back ? m.from === back.to && m.to === back.from : m.captures.length === 0)) as DraughtsMove;
      history.push(move);
      p = draughts.play(p, move);
    }
    expect(p.repetition.length).toBe(6);
    expect(draughts.perft(p, 5)).toBe(perft(immutableSearch(immutable, p), 5));
  });
});
