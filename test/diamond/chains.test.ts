/**
 * The core jump-chain walker (src/core/chains.ts) on a plain 5x5 board, away
 * from any Diamond rule: own jumps, "no own jumps after a capture", stops,
 * must-continue, never landing twice, direct versus indirect.
 */
import { describe, expect, it } from 'vitest';
import { rect } from '../../src/core/shapes.js';
import { ChainWalker, EMPTY, ENEMY, OWN, hasDirectCapture, type ChainRules } from '../../src/core/chains.js';
import { COMPASS } from '../../src/core/directions.js';

const board = rect(5, 5);
const all = Int32Array.from(COMPASS.map((d) => board.dirIndex(d)));
const id = (name: string) => board.nodeId(name);
const BASE: ChainRules = { ownJumps: true, ownJumpsAfterCapture: false, mustContinue: true, removeAtOnce: true, noRevisit: true, ownJumpMoves: true };

function chains(rules: ChainRules, from: string, own: string[], enemy: string[], stops: string[] = []): string[] {
  const out: string[] = [];
  const stopArr = new Uint8Array(board.size);
  for (const s of stops) stopArr[id(s)] = 1;
  const walker = new ChainWalker(board, { ...rules, stops: stopArr }, (c) => {
    const s = c.scratch;
    const parts = [from];
    for (let i = 0; i < c.length; i++) parts.push((s.captured[i] ? 'x' : ':') + board.names[s.path[i] as number]);
    out.push(parts.join('') + (c.direct ? ' direct' : ''));
  });
  walker.scratch.occ.fill(EMPTY);
  for (const n of own) walker.scratch.occ[id(n)] = OWN;
  for (const n of enemy) walker.scratch.occ[id(n)] = ENEMY;
  walker.run(id(from), all);
  return out.sort();
}

describe('core jump chains', () => {
  it('own jumps are moves at every landing; a capture after them is an indirect jump', () => {
    expect(chains(BASE, 'a1', ['a2'], ['b3'])).toEqual(['a1:a3', 'a1:a3xc3']);
  });
  it('after a capture, no own jumps; a capture chain must go on while it can', () => {
    expect(chains(BASE, 'a1', ['c4'], ['a2', 'b3'])).toEqual(['a1xa3xc3 direct']);
  });
  it('a stop node ends the chain', () => {
    expect(chains(BASE, 'a1', [], ['a2', 'b3'], ['a3'])).toEqual(['a1xa3 direct']);
  });
  it('without mustContinue every capture landing ends a move', () => {
    expect(chains({ ...BASE, mustContinue: false }, 'a1', [], ['a2', 'b3'])).toEqual(['a1xa3 direct', 'a1xa3xc3 direct']);
  });
  it('noRevisit: never back onto the start or an earlier landing', () => {
    const list = chains(BASE, 'c3', ['c4', 'd5', 'c2', 'b3', 'd3', 'b2', 'b4', 'd2', 'd4'], []);
    for (const m of list) {
      const landings = m.split(/[:x]/);
      expect(new Set(landings).size).toBe(landings.length);
    }
  });
  it('hasDirectCapture sees an adjacent enemy with a vacant landing beyond', () => {
    const occ = new Uint8Array(board.size);
    occ[id('b2')] = ENEMY;
    expect(hasDirectCapture(board, occ, id('a1'), all)).toBe(true);
    occ[id('c3')] = OWN;
    expect(hasDirectCapture(board, occ, id('a1'), all)).toBe(false);
  });
});
