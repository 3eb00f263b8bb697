/**
 * Hostile calls on every game: what a plain JavaScript caller can pass to the search layer,
 * the no-throw twins, `GameRecord` and `perft` ends in a coded `BoardwrightError` (never a
 * TypeError or RangeError) and leaves the state as it was.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, isBoardwrightError, perft, MAX_PERFT_DEPTH, type AnyVariant, type Position, type SearchState } from '../../src/core/index.js';
import { variants } from '../../src/variants/index.js';
import { DraughtsSearch } from '../../src/variants/draughts/index.js';
import { chess } from '../../src/variants/chess/index.js';

const coded = (code: string): Error => expect.objectContaining({ code }) as Error;

/** The code a call failed with, or 'returned' / the constructor name of a foreign error. */
function outcome(call: () => unknown): string {
  try {
    call();
    return 'returned';
  } catch (error) {
    return isBoardwrightError(error) ? error.code : (error as Error).constructor.name;
  }
}

/** A position of `v` with no legal moves, from a deterministic capture-first playout (chess: Fool's mate). */
function finished(v: AnyVariant): Position {
  if (v.id === 'chess') return ['f3', 'e5', 'g4', 'Qh4'].reduce((p, m) => chess.play(p, m), chess.setup()) as Position;
  // Chess960 from its default start (518, the standard setup) lists moves after automatic draws, as chess does.
  if (v.id === 'chess960') return ['f3', 'e5', 'g4', 'Qh4'].reduce((p: Position, m) => v.play(p, m) as Position, v.setup() as Position);
  let p = v.setup();
  for (let ply = 0; ply < 5000; ply++) {
    const moves = v.legalMoves(p);
    // A draw by rule lists no moves, but perft still counts the laws of movement through it
    // (docs/errors.md): only a position with no move at all has perft 0 at every depth.
    if (moves.length === 0) {
      if (v.perft(p, 1) === 0) return p;
      break;
    }
    // Captures first: games that list moves after a draw (chess, the draughts family) still end.
    const captures = moves.filter((m) => m.captures.length > 0);
    const pool = captures.length > 0 ? captures : moves;
    p = v.play(p, pool[(ply * 7919) % pool.length]!);
  }
  // A draughts-family game can shuffle kings for ever: White to move with no pieces left.
  const empty = v.tryParse('W:W:B1');
  if (empty.ok && v.legalMoves(empty.value).length === 0) return empty.value;
  throw new Error(`${v.id}: no finished position within 5000 plies`);
}

describe.each(variants.map((v) => [v.id, v] as const))('%s: the search layer refuses bogus calls with coded errors, state unchanged', (_id, v) => {
  const fresh = (): { s: SearchState; before: string; hash: number } => {
    const s = v.search(v.setup());
    return { s, before: JSON.stringify(s.position()), hash: s.hash() };
  };
  const unchanged = (s: SearchState, before: string, hash: number): void => {
    expect(JSON.stringify(s.position())).toBe(before);
    expect(s.hash()).toBe(hash);
  };

  it('unmake at the root is NOTHING_TO_UNDO', () => {
    const { s, before, hash } = fresh();
    expect(() => s.unmake()).toThrow(coded('NOTHING_TO_UNDO'));
    unchanged(s, before, hash);
  });

  it.each([[-1], [123_456], [1.5], [Number.NaN], ['x'], [null]])('make(%j) is ILLEGAL_MOVE', (move) => {
    const { s, before, hash } = fresh();
    expect(() => s.make(move as number)).toThrow(coded('ILLEGAL_MOVE'));
    unchanged(s, before, hash);
    // After a generate too, and an integer that generate did not write.
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    const listed = new Set(Array.from(buf.subarray(0, n)));
    let bogus = 1;
    while (listed.has(bogus)) bogus += 7;
    expect(() => s.make(bogus)).toThrow(coded('ILLEGAL_MOVE'));
    unchanged(s, before, hash);
  });

  it('generate with null, an array or a string is INVALID_ARGUMENT', () => {
    const { s, before, hash } = fresh();
    for (const out of [null, undefined, [], 'buffer', new Float64Array(s.maxMoves)]) expect(() => s.generate(out as unknown as Int32Array)).toThrow(coded('INVALID_ARGUMENT'));
    unchanged(s, before, hash);
  });

  it('a legal make/unmake still works after the refusals', () => {
    const { s, before, hash } = fresh();
    const buf = new Int32Array(s.maxMoves);
    expect(outcome(() => s.make(-1))).toBe('ILLEGAL_MOVE');
    const n = s.generate(buf);
    expect(n).toBeGreaterThan(0);
    s.make(buf[0]!);
    expect(JSON.stringify(s.position())).not.toBe(before);
    s.unmake();
    unchanged(s, before, hash);
  });
});

describe.each(variants.map((v) => [v.id, v] as const))('%s: hand-made fields that cannot be turned into text', (_id, v) => {
  const start = v.setup() as unknown as Record<string, unknown>;
  it.each([
    ['variant', Object.create(null) as unknown],
    ['variant', Symbol('v')],
    ['turn', Object.create(null) as unknown],
    ['turn', Symbol('t')],
  ])('%s as %s: every call gives a coded error, the twins a failed result', (field, value) => {
    const bad = { ...start, [field]: value } as unknown as Position;
    for (const call of [() => v.play(bad, 'x'), () => v.legalMoves(bad), () => v.status(bad), () => v.format(bad), () => v.hash(bad), () => v.render(bad), () => v.perft(bad, 1), () => v.search(bad)]) {
      expect(outcome(call)).toMatch(/^(INVALID_ARGUMENT|INVALID_POSITION)$/);
    }
    expect(v.tryPlay(bad, 'x').ok).toBe(false);
  });
});

describe('GameRecord', () => {
  it.each([[null], [undefined], [5], [{}], [{ setup: 1 }]])('new GameRecord(%j) is INVALID_ARGUMENT', (variant) => {
    expect(() => new GameRecord(variant as never)).toThrow(coded('INVALID_ARGUMENT'));
  });
});

describe('perft allocates per depth reached and refuses absurd depths', () => {
  it.each(variants.map((v) => [v.id, v] as const))('%s: perft of a finished position at the deepest accepted depth is 0', (_id, v) => {
    const p = finished(v);
    expect(v.perft(p, MAX_PERFT_DEPTH)).toBe(0);
    expect(v.perft(p, 1)).toBe(0);
  });

  it.each(variants.map((v) => [v.id, v] as const))('%s: depths past the limit, 2 ** 32 and Infinity are INVALID_ARGUMENT', (_id, v) => {
    for (const depth of [MAX_PERFT_DEPTH + 1, 2 ** 32, Number.POSITIVE_INFINITY, Number.NaN, '3', -1]) {
      expect(() => v.perft(v.setup(), depth as number)).toThrow(coded('INVALID_ARGUMENT'));
    }
  });

  it('the core perft makes a buffer only for each ply it reaches', () => {
    let made = 0;
    // A finished game whose buffers would be huge: one per requested ply would need gigabytes.
    const state: SearchState = {
      maxMoves: 1 << 22,
      generate: (out) => { made++; expect(out.length).toBe(1 << 22); return 0; },
      make: () => { throw new Error('no moves'); },
      unmake: () => { throw new Error('no moves'); },
      hash: () => 0,
      position: () => ({ variant: 'none', turn: 'a' }) as Position,
      move: () => { throw new Error('no moves'); },
    };
    expect(perft(state, MAX_PERFT_DEPTH)).toBe(0);
    expect(made).toBe(1);
  });
});

describe('draughts search class used directly', () => {
  it('unmake at the root and make of a slot never generated are coded errors', () => {
    const s = new DraughtsSearch(variants.find((v) => v.id === 'draughts')!.setup() as never);
    expect(() => s.unmake()).toThrow(coded('NOTHING_TO_UNDO'));
    expect(() => s.make(-1)).toThrow(coded('ILLEGAL_MOVE'));
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    expect(() => s.make(n + 3)).toThrow(coded('ILLEGAL_MOVE'));
  });
});
