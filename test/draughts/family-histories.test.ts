/**
 * A game with no move-count draw keeps every key since the last irreversible
 * move (exact repetition counting), shared along the line of play
 * (src/core/key-line.ts): `play` never copies a history whose length grows
 * with the game, and the keys a position shows are still an ordinary array.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { defineDraughts, international, type FamilyPosition } from '../../src/variants/draughts/index.js';

// International rules with no move-count draw, and a repetition draw only at the 5,000th occurrence,
// so two kings can shuffle for 20,000 plies while every key is kept.
const endless = defineDraughts({ ...international.rules, id: 'endless', name: 'Endless', draw: { repetitions: 5000, quietPlies: 0 } });
const cycle = ['46-41', '1-6', '41-46', '6-1'];

function shuffle(start: FamilyPosition, plies: number, from = 0): FamilyPosition {
  let p = start;
  for (let i = from; i < from + plies; i++) p = endless.play(p, cycle[i % 4] as string);
  return p;
}

const ms = (f: () => void): number => {
  const t = performance.now();
  f();
  return performance.now() - t;
};

describe('histories without a move-count draw', () => {
  it('a ply costs the same whatever the length of the history: 400 plies after 200,000 earlier keys take at most 5x 400 plies from none', () => {
    const start = endless.parse('W:WK46:BK1');
    // 200,000 earlier quiet plies (hashes no position of this game has), as a position read from JSON.
    const long = JSON.parse(JSON.stringify({ ...start, quietPlies: 200_000, repetition: Array.from({ length: 200_000 }, (_, i) => i + 1) })) as FamilyPosition;
    // The first ply from a plain object reads its keys once (O(length)); timed from the position it makes.
    const first = (p: FamilyPosition): FamilyPosition => endless.play(p, cycle[0] as string);
    shuffle(first(start), 400, 1);
    let short = Number.POSITIVE_INFINITY, longer = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      const a = first(start), b = first(long);
      short = Math.min(short, ms(() => shuffle(a, 400, 1)));
      longer = Math.min(longer, ms(() => shuffle(b, 400, 1)));
    }
    expect(longer, `400 plies after 200,000 keys took ${longer.toFixed(1)} ms, from none ${short.toFixed(1)} ms`).toBeLessThanOrEqual(5 * Math.max(short, 2));
  });

  it('replaying 4n moves through GameRecord.fromJSON costs at most 5x n moves', () => {
    const start = endless.parse('W:WK46:BK1');
    const json = (n: number): unknown => ({ version: 1, variant: 'endless', start, moves: Array.from({ length: n }, (_, i) => cycle[i % 4] as string), tags: {}, comments: [] });
    const replay = (n: number): number => ms(() => GameRecord.fromJSON(endless, json(n)));
    replay(2000);
    let short = Number.POSITIVE_INFINITY, long = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      short = Math.min(short, replay(2000));
      long = Math.min(long, replay(8000));
    }
    expect(long, `8,000 moves took ${long.toFixed(1)} ms, 2,000 moves ${short.toFixed(1)} ms`).toBeLessThanOrEqual(5 * Math.max(short, 2));
  });

  it('the keys read as an ordinary frozen array, in JSON too, and a copy of the position plays the same', () => {
    const p = shuffle(endless.parse('W:WK46:BK1'), 6);
    expect(Array.isArray(p.repetition)).toBe(true);
    expect(p.repetition.length).toBe(6);
    expect(Object.isFrozen(p.repetition)).toBe(true);
    const copy = JSON.parse(JSON.stringify(p)) as FamilyPosition;
    expect(copy.repetition).toEqual([...p.repetition]);
    expect(endless.format(endless.play(copy, '41-46'))).toBe(endless.format(endless.play(p, '41-46')));
    expect([...endless.play(copy, '41-46').repetition]).toEqual([...endless.play(p, '41-46').repetition]);
  });

  it('playing twice from one position (a branch) keeps each line its own keys and counts', () => {
    // International: the third occurrence draws. Play on past a position, then branch from it.
    let p = international.parse('W:WK46:BK1');
    for (let i = 0; i < 4; i++) p = international.play(p, cycle[i % 4] as string);
    // p is the start again (second occurrence); play on to its third occurrence: drawn.
    let q = p;
    for (let i = 0; i < 4; i++) q = international.play(q, cycle[i % 4] as string);
    expect(international.status(q)).toMatchObject({ over: true, draw: 'threefold-repetition' });
    // p itself is not drawn, though its line has grown since.
    expect(international.status(p).over).toBe(false);
    expect(p.repetition.length).toBe(4);
    // A branch from p: another king move; its keys are p's plus p's hash, not the other line's.
    const branch = international.play(p, '46-37');
    expect(branch.repetition.length).toBe(5);
    expect(branch.repetition.slice(0, 4)).toEqual([...p.repetition]);
    expect(branch.repetition[4]).toBe(international.hash(p));
    expect(international.status(branch).over).toBe(false);
    // And the first line still counts right after the branch copied its keys.
    expect(international.status(q)).toMatchObject({ over: true, draw: 'threefold-repetition' });
  });

  it('a position whose counter was lowered after play is still refused when its keys outnumber it', () => {
    const p = shuffle(endless.parse('W:WK46:BK1'), 6);
    expect(() => endless.status({ ...p, quietPlies: 2 })).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});
