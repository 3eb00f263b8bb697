/**
 * A game with no move-count draw keeps every key since the last irreversible
 * move (exact repetition counting), shared along the line of play
 * (src/core/key-line.ts): `play` never copies a history whose length grows
 * with the game, and the keys a position shows are still an ordinary array.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { attachedKeys } from '../../src/core/key-line.js';
import { defineDraughts, draughts, international, type DraughtsPosition, type FamilyPosition } from '../../src/variants/draughts/index.js';

// International rules with no move-count draw, and a repetition draw only at the 5,000th occurrence,
// so two kings can shuffle for 20,000 plies while every key is kept.
const endless = defineDraughts({ ...international.rules, id: 'endless', name: 'Endless', draw: { repetitions: 5000, quietPlies: 0 } });
const cycle = ['46-41', '1-6', '41-46', '6-1'];

function shuffle(start: FamilyPosition, plies: number, from = 0): FamilyPosition {
  let p = start;
  for (let i = from; i < from + plies; i++) p = endless.play(p, cycle[i % 4] as string);
  return p;
}

/**
 * The plies after the first from a long history, checked without a clock (timings of a loaded machine
 * vary more than any bound): each position shares the first one's key list and adds one key to it, so
 * a ply copies nothing however long the history is (a copy would be a list of its own).
 */
function sharesOneLine(first: object, later: readonly object[]): void {
  const line = attachedKeys(first);
  expect(line, 'the first ply from a plain object makes a shared key line').toBeDefined();
  later.forEach((p, i) => {
    expect(attachedKeys(p)?.line, `ply ${i + 2} shares the key line`).toBe(line!.line);
    expect(attachedKeys(p)?.length, `ply ${i + 2} adds one key`).toBe(line!.length + i + 1);
  });
}

describe('histories without a move-count draw', () => {
  it('a ply costs the same whatever the length of the history: 400 plies after 200,000 earlier keys copy none of them', () => {
    const start = endless.parse('W:WK46:BK1');
    // 200,000 earlier quiet plies (hashes no position of this game has), as a position read from JSON.
    const long = JSON.parse(JSON.stringify({ ...start, quietPlies: 200_000, repetition: Array.from({ length: 200_000 }, (_, i) => i + 1) })) as FamilyPosition;
    // The first ply from a plain object reads its keys once (O(length)); the plies after it copy none.
    let p = endless.play(long, cycle[0] as string);
    const first = p, later: FamilyPosition[] = [];
    for (let i = 1; i <= 400; i++) later.push((p = endless.play(p, cycle[i % 4] as string)));
    sharesOneLine(first, later);
    expect(p.repetition.length).toBe(200_401);
  });

  it('replaying 8,000 moves through GameRecord.fromJSON copies no keys: every position of the line shares one key list', () => {
    // Measured without a clock (timings of a loaded machine vary more than 5x): what play would copy is
    // the key list, and here every position holds the same one, each a prefix as long as its counter.
    const start = endless.parse('W:WK46:BK1');
    const moves = Array.from({ length: 8000 }, (_, i) => cycle[i % 4] as string);
    const record = GameRecord.fromJSON(endless, { version: 1, variant: 'endless', start, moves, tags: {}, comments: [] });
    const lines = new Set(record.history.map((e) => attachedKeys(e.position)?.line));
    expect(lines.size).toBe(1);
    expect([...lines][0]).toBeDefined();
    record.history.forEach((e, i) => expect(attachedKeys(e.position)?.length).toBe(i + 1));
    expect(record.position.repetition.length).toBe(8000);
    expect(record.position.repetition[7999]).toBe(endless.hash(record.history[7998]!.position));
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

describe('English draughts without a move-count draw (drawAfterPlies: 0)', () => {
  it('a ply costs the same whatever the length of the history: 7 plies after 100,000 earlier keys copy none of them', () => {
    const start = draughts.parse('B:WK32:BK1', { drawAfterPlies: 0 });
    const long = JSON.parse(JSON.stringify({ ...start, quietPlies: 100_000, repetition: Array.from({ length: 100_000 }, (_, i) => i + 1) })) as DraughtsPosition;
    // Kings 32 and 1 step out and back: the eighth ply would be the third occurrence (threefold), so 7 are played.
    const steps = ['1-5', '32-27', '5-1', '27-32'];
    let p = draughts.play(long, steps[0] as string);
    const first = p, later: DraughtsPosition[] = [];
    for (let i = 1; i < 8; i++) later.push((p = draughts.play(p, steps[i % 4] as string)));
    sharesOneLine(first, later);
  });
});
