/**
 * A long game is linear in time and memory in every game that keeps repetition history: with
 * the repetition rule off nothing reads the keys, so positions carry none, and a game that
 * shuffles pieces back and forth for thousands of plies keeps a bounded amount per position.
 * (Chess, whose keys stop at the 75-move rule, is tested in test/chess/long-games.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Move, Position } from '../../src/core/index.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { liveHeap } from '../support/heap.js';
import { attachedKeys } from '../../src/core/key-line.js';

/** The repetition keys a position carries, whatever the game calls them. */
const keysOf = (p: Position): readonly number[] => ((p as unknown as { keys?: number[] }).keys ?? (p as unknown as { repetition: number[] }).repetition);

/**
 * Plays `plies` plies that shuffle: each player takes back its own last move when it can (no
 * capture), else makes its first quiet move. Calls `each` with every position reached.
 */
function shuffle(v: AnyVariant, start: Position, plies: number, each: (p: Position, ply: number) => void): void {
  const last = new Map<string, Move>();
  let p = start;
  for (let ply = 0; ply < plies; ply++) {
    const moves = v.legalMoves(p).filter((m) => m.captures.length === 0);
    if (moves.length === 0) throw new Error(`${v.id}: no quiet move at ply ${ply}`);
    const mine = last.get(p.turn);
    const back = mine && moves.find((m) => m.from === mine.to && m.to === mine.from);
    const move = back ?? moves[0]!;
    last.set(p.turn, move);
    p = v.play(p, move);
    each(p, ply);
  }
}

describe('with the repetition rule off, positions carry no keys and a shuffle stays within a memory bound', () => {
  // A Dilkel position (four armies on a 14x14 board, as an object of squares) is about 9 KB.
  it.each([
    // The title's second %s is the heap bound, so it comes second (a variant object there printed 47,335 characters).
    ['chess4', 4, chess4, { threefold: false, drawAfterPlies: 0 }],
    ['dilkel', 16, dilkel, { repetition: false, drawAfterPlies: 0 }],
  ] as const)('%s: 10,000 shuffling plies, every position kept, within %s KB of heap per ply', (_id, kb, v, options) => {
    const plies = 10_000, perPly = kb * 1024;
    const kept: Position[] = [];
    const base = liveHeap();
    shuffle(v as AnyVariant, (v as AnyVariant).setup(options as never), plies, (p, ply) => {
      kept.push(p);
      expect(keysOf(p).length).toBe(0);
      if (ply % 2500 === 2499) expect(liveHeap() - base, `after ${ply + 1} plies`).toBeLessThan((ply + 1) * perPly);
    });
    expect(kept.length).toBe(plies);
  });

  it.each([
    ['diamond-checkers', diamondCheckers],
    ['diamond-kings', diamondKings],
    ['diamond-queens', diamondQueens],
  ] as const)('%s: positions reached with repetition off carry no keys', (_id, v) => {
    let p = (v as AnyVariant).setup({ repetition: false, drawAfterPlies: 0 } as never);
    for (let ply = 0; ply < 200; ply++) {
      const moves = (v as AnyVariant).legalMoves(p);
      if (moves.length === 0) break;
      p = (v as AnyVariant).play(p, moves[(ply * 7919) % moves.length]!);
      expect(keysOf(p)).toEqual([]);
    }
  });

  it('with repetition on the keys are kept and the shuffle ends in a repetition draw', () => {
    let over = false;
    try {
      const v = chess4 as AnyVariant;
      shuffle(v, v.setup(), 40, (p) => {
        if (v.status(p).over) { over = true; throw new Error('stop'); }
      });
    } catch (error) {
      if ((error as Error).message !== 'stop') throw error;
    }
    expect(over).toBe(true);
  });
});

describe('hand-made keys are checked like the rest of the position', () => {
  it('Chess4: keys longer than the plies since the last capture, or holding a non-hash, are INVALID_POSITION', () => {
    const p = chess4.setup();
    for (const keys of [[1], [Number.NaN], [-1], [0.5]]) {
      expect(chess4.tryPlay({ ...p, plies: keys.length === 1 && Number.isInteger(keys[0]) && keys[0]! >= 0 ? 0 : 5, keys }, chess4.legalMoves(p)[0]!)).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
    }
  });
  it('Dilkel: repetition longer than plies is INVALID_POSITION', () => {
    const p = dilkel.setup();
    expect(() => dilkel.legalMoves({ ...p, plies: 1, repetition: [1, 2] })).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }) as Error);
  });
  it('a keys list far longer than the argument stack holds is read, not a RangeError', () => {
    const keys = new Array<number>(300_000).fill(1);
    const d = diamondKings.setup({ drawAfterPlies: 0 });
    expect(diamondKings.tryPlay({ ...d, plies: 300_000, keys }, diamondKings.legalMoves(d)[0]!).ok).toBe(true);
    const k = dilkel.setup();
    expect(dilkel.legalMoves({ ...k, plies: 300_000, drawAfterPlies: 0, repetition: keys }).length).toBeGreaterThan(0);
  });
});

describe('a history longer than the move-count draw allows is refused', () => {
  const code = (call: () => unknown): string => {
    try {
      call();
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? 'raw';
    }
  };
  const many = (n: number): number[] => new Array<number>(n).fill(1);
  it('Diamond Kings: 300,000 keys with the ply counter at 300,000 are INVALID_POSITION under the 200-ply draw; keys stop at plies + 2 (an R field)', () => {
    const d = diamondKings.setup();
    expect(code(() => diamondKings.legalMoves({ ...d, plies: 300_000, keys: many(300_000) }))).toBe('INVALID_POSITION');
    expect(code(() => diamondKings.legalMoves({ ...d, plies: 201 }))).toBe('INVALID_POSITION');
    expect(code(() => diamondKings.status({ ...d, plies: 200, keys: many(202) }))).toBe('ok');
    expect(code(() => diamondKings.status({ ...d, plies: 200, keys: many(203) }))).toBe('INVALID_POSITION');
    expect(code(() => diamondKings.parse('A:A13A:B1B:H201'))).toBe('INVALID_FEN');
    expect(code(() => diamondKings.parse('A:A21:B1B:R4'))).toBe('INVALID_FEN');
    expect(code(() => diamondKings.parse('A:A13A:B1B:H201', { drawAfterPlies: 0 }))).toBe('ok');
    // Under capture on demand insists can hold the draw back ply after ply: no bound on the counter.
    expect(code(() => diamondKings.parse('A:A13A:B1B:H201', { capture: 'on-demand' }))).toBe('ok');
  });
  it('Dilkel: 300,000 repetition keys with plies at 300,000 are INVALID_POSITION under the 200-ply draw', () => {
    const k = dilkel.setup();
    expect(code(() => dilkel.legalMoves({ ...k, plies: 300_000, repetition: many(300_000) }))).toBe('INVALID_POSITION');
    expect(code(() => dilkel.legalMoves({ ...k, plies: 201 }))).toBe('INVALID_POSITION');
    expect(code(() => dilkel.status({ ...k, plies: 200, repetition: many(200) }))).toBe('ok');
    expect(code(() => dilkel.parse(dilkel.format(k).replace('-0-', '-201-')))).toBe('INVALID_FEN');
  });
  it('Chess4 (defineGame): plies beyond drawAfterPlies are INVALID_POSITION, and position text beyond it INVALID_FEN', () => {
    const p = chess4.setup();
    expect(code(() => chess4.legalMoves({ ...p, plies: 1_000_000, keys: many(1_000_000) }))).toBe('INVALID_POSITION');
    expect(code(() => chess4.legalMoves({ ...p, plies: 101 }))).toBe('INVALID_POSITION');
    expect(code(() => chess4.status({ ...p, plies: 100, keys: many(100) }))).toBe('ok');
    expect(code(() => chess4.parse(chess4.format(p).replace(/ 0 1$/, ' 101 1')))).toBe('INVALID_FEN');
    expect(code(() => chess4.parse(chess4.format(p).replace(/ 0 1$/, ' 101 1'), { drawAfterPlies: 0 }))).toBe('ok');
  });
});

describe('without a move-count draw the keys are shared, not copied (drawAfterPlies 0, repetition rule on)', () => {
  it.each([
    ['chess4', chess4, 'keys', {}],
    // Optional captures, so the kings can always step back.
    ['diamond-kings', diamondKings, 'keys', { capture: 'optional' }],
    ['dilkel', dilkel, 'repetition', {}],
  ] as const)('%s: a ply costs the same whatever the length of the history: 6 plies after 100,000 earlier keys copy none of them', (_id, game, field, options) => {
    const v = game as AnyVariant;
    const start = v.setup({ drawAfterPlies: 0, ...options } as never);
    const long = JSON.parse(JSON.stringify({ ...start, plies: 100_000, [field]: Array.from({ length: 100_000 }, (_, i) => i + 1) })) as Position;
    // The first ply from a plain object reads its keys once (O(length)); the plies after it copy none
    // (checked without a clock: each position shares the first one's key list and adds one key).
    const first = v.play(long, v.legalMoves(long).find((m) => m.captures.length === 0)!);
    let line = attachedKeys(first);
    expect(line, 'the first ply makes a shared key line').toBeDefined();
    // Each side takes its last move back: the eighth ply would be the third occurrence, so 6 more are played.
    // A ply adds one key to the same list, or (an irreversible move: a pawn's) starts an empty one; a copy would be neither.
    shuffle(v, first, 6, (p, ply) => {
      const now = attachedKeys(p);
      if (now?.length !== 0) {
        expect(now?.line, `ply ${ply + 2} shares the key line`).toBe(line!.line);
        expect(now?.length, `ply ${ply + 2} adds one key`).toBe(line!.length + 1);
      }
      line = now;
    });
  });
  it('the keys still read as an ordinary array, and a copy of the position plays the same', () => {
    const v = chess4 as AnyVariant;
    let p = v.setup({ drawAfterPlies: 0 } as never);
    shuffle(v, p, 3, (q) => (p = q));
    expect(keysOf(p).length).toBe(3);
    const copy = JSON.parse(JSON.stringify(p)) as Position;
    expect(keysOf(copy)).toEqual([...keysOf(p)]);
    const m = v.legalMoves(p)[0]!;
    expect(v.format(v.play(copy, m))).toBe(v.format(v.play(p, m)));
    expect(v.status(copy)).toEqual(v.status(p));
  });
});
