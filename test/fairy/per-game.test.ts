/**
 * The per-game memo of the generic engine (per-game.ts): a value is built on a game's first call
 * and returned, unbuilt, on every later one; two games asked in turn each get their own; the memo
 * keeps neither a dropped game nor its values alive (no "last game" kept at hand). The real getters are checked against what their tables must hold for
 * the board asked (eight lines per square, one leap list per table key), not against themselves.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ALL_RULE_FILES } from '../../src/core/declarative/fairy/all-rule-files.js';
import { compileFairy, type Compiled } from '../../src/core/declarative/fairy/compile.js';
import { eightLines } from '../../src/core/declarative/fairy/eight-lines.js';
import { leapLists } from '../../src/core/declarative/fairy/leap-lists.js';
import { perGame, type PerGameSlots } from '../../src/core/declarative/fairy/per-game.js';
import { fairyDefinitions } from '../../src/variants/fairy/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const game = (): PerGameSlots => ({ memo: [] });

function compiled(id: string): Compiled {
  const def = fairyDefinitions.find((d) => d.id === id);
  if (def === undefined) throw new Error(`no definition ${id}`);
  return compileFairy(def, ALL_RULE_FILES.connect?.compile);
}

/** A getter whose builder counts its calls and returns a fresh object naming the game and the call. */
function counted<G extends PerGameSlots>(): { get: (g: G) => { readonly of: G; readonly call: number }; calls: () => number } {
  let calls = 0;
  return { get: perGame((g: G) => ({ of: g, call: ++calls })), calls: () => calls };
}

describe('perGame', () => {
  it('builds once per game: later calls return the same value without building', () => {
    const { get, calls } = counted();
    const a = game();
    const first = get(a);
    expect(calls()).toBe(1);
    for (let i = 0; i < 5; i++) expect(get(a)).toBe(first);
    expect(calls()).toBe(1);
  });

  it('two games asked in turn each get their own value, each built once', () => {
    const { get, calls } = counted();
    const a = game(), b = game();
    const order = [a, b, a, a, b, b, a, b];
    const seen = order.map((g) => get(g));
    order.forEach((g, i) => expect(seen[i]?.of).toBe(g));
    expect(calls()).toBe(2);
    expect(get(a)).not.toBe(get(b));
  });

  it('keeps null, false and 0 as built values (ataxx and reversi masks are null for most games)', () => {
    for (const value of [null, false, 0]) {
      let calls = 0;
      const get = perGame((_: PerGameSlots) => { calls++; return value; });
      const a = game();
      expect(get(a)).toBe(value);
      expect(get(a)).toBe(value);
      expect(calls).toBe(1);
    }
  });

  it('getters of several slots on one game stay apart, whichever is asked first, also from inside a builder', () => {
    const first = counted(), second = counted();
    const outer = perGame((g: PerGameSlots) => ['outer', second.get(g)] as const);
    const a = game();
    const inner = outer(a)[1]; // the later slot built inside the earlier one's builder
    expect(second.get(a)).toBe(inner);
    const own = first.get(a);
    expect(own).not.toBe(inner);
    expect(first.get(a)).toBe(own);
    expect(outer(a)[1]).toBe(inner);
    expect([first.calls(), second.calls()]).toEqual([1, 1]);
  });

  it('a builder that throws leaves nothing kept: the next call builds again', () => {
    let calls = 0;
    const get = perGame((_: PerGameSlots) => {
      calls++;
      if (calls === 1) throw new Error('first call fails');
      return calls;
    });
    const a = game();
    expect(() => get(a)).toThrow('first call fails');
    expect(get(a)).toBe(2);
    expect(get(a)).toBe(2);
  });

  it("the engine's tables of two compiled games asked in turn are each game's own", () => {
    // Boards of 9x10 (90 squares) and 8x8 (64): eight directions per square, one leap list per side, type and square.
    const x = compiled('xiangqi'), m = compiled('makruk');
    for (let round = 0; round < 3; round++) {
      for (const c of [x, m]) {
        expect(eightLines(c).next.length).toBe(8 * c.files * c.ranks);
        expect(leapLists(c).start.length).toBe(2 * c.nt * c.n + 1);
      }
    }
    expect(eightLines(x).next.length).toBe(720);
    expect(eightLines(m).next.length).toBe(512);
  });

  it('keeps no game alive: a game dropped after its tables were built is collected', async () => {
    const sizes = perGame((c: Compiled) => ({ of: c, cells: new Int32Array(c.n) }));
    const ref = ((): WeakRef<Compiled> => {
      const c = compiled('makruk');
      sizes(c);
      leapLists(c);
      eightLines(c);
      return new WeakRef(c);
    })();
    // A WeakRef's target made in this task stays until the task ends.
    await new Promise((done) => setImmediate(done));
    gc();
    gc();
    expect(ref.deref()).toBeUndefined();
  });

  it("keeps no value of a dropped game: the last game's value is not kept at hand", async () => {
    const sizes = perGame((c: PerGameSlots & { readonly n: number }) => new Int32Array(c.n));
    const ref = ((): WeakRef<Int32Array> => new WeakRef(sizes({ memo: [], n: 64 })))();
    await new Promise((done) => setImmediate(done));
    gc();
    gc();
    expect(ref.deref()).toBeUndefined();
  });
});
