/**
 * The conformance suite for English draughts in both capture modes, plus
 * draughts invariants checked on every legal move of seeded random playouts.
 * The invariants use their own geometry (coordinates of the PDN numbering), not the engine's tables.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, type Move, type Position } from '../../src/core/index.js';
import { draughts, type DraughtsMove, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import { runConformance } from '../../src/testing/index.js';
import { readDraughtsFen } from './read-pieces.js';

/** x (file 0..7) and y (rank 0..7) of square 1..32, from the PDN numbering. */
const xy = (square: number): [number, number] => {
  const row = Math.floor((square - 1) / 4);
  return [((square - 1) % 4) * 2 + (row % 2 === 0 ? 1 : 0), 7 - row];
};
const at = new Map<string, number>();
for (let s = 1; s <= 32; s++) at.set(xy(s).join(','), s);
const squareAt = (x: number, y: number): number | undefined => at.get(`${x},${y}`);
const owner = (c: string): string | undefined => (c === 'b' || c === 'B' ? 'black' : c === 'w' || c === 'W' ? 'white' : undefined);
const count = (p: DraughtsPosition, side: string): number => [...p.squares].filter((c) => owner(c) === side).length;
const forwardY = (side: string): number => (side === 'black' ? -1 : 1);

/** Whether the piece on `square` has a jump available (independent of the engine). */
function canJump(p: DraughtsPosition, square: number, side: string, king: boolean): boolean {
  const [x, y] = xy(square);
  for (const dx of [-1, 1]) {
    for (const dy of king ? [-1, 1] : [forwardY(side)]) {
      const over = squareAt(x + dx, y + dy);
      const to = squareAt(x + 2 * dx, y + 2 * dy);
      if (over === undefined || to === undefined) continue;
      const o = owner(p.squares[over - 1] as string);
      if (o !== undefined && o !== side && p.squares[to - 1] === '.') return true;
    }
  }
  return false;
}
function anyCapture(p: DraughtsPosition): boolean {
  for (let s = 1; s <= 32; s++) {
    const c = p.squares[s - 1] as string;
    if (owner(c) === p.turn && canJump(p, s, p.turn, c === 'B' || c === 'W')) return true;
  }
  return false;
}

const moveInvariant = (b: Position, m: Move, a: Position): void => {
  const before = b as DraughtsPosition;
  const after = a as DraughtsPosition;
  const move = m as DraughtsMove;
  const mover = before.turn;
  const other = mover === 'black' ? 'white' : 'black';
  // piece counts never grow; an ordinary move removes exactly the jumped pieces
  expect(count(after, mover)).toBeLessThanOrEqual(count(before, mover));
  expect(count(after, other)).toBeLessThanOrEqual(count(before, other));
  if (move.kind === 'insist') return;
  if (move.kind === 'huff') {
    expect(count(after, other)).toBe(count(before, other) - 1);
    expect(after.turn).toBe(mover);
    return;
  }
  expect(count(after, other)).toBe(count(before, other) - move.captures.length);
  expect(count(after, mover)).toBe(count(before, mover));
  expect(after.turn).toBe(other);
  const letter = before.squares[Number(move.from) - 1] as string;
  const king = letter === 'B' || letter === 'W';
  // every jumped square held an opponent piece, and none is jumped twice
  for (const c of move.captures) expect(owner(before.squares[Number(c) - 1] as string)).toBe(other);
  expect(new Set(move.captures).size).toBe(move.captures.length);
  if (!king) {
    // a man never lands on a row behind its start (every landing is further forward)
    let y = xy(Number(move.from))[1];
    for (const sq of move.path) {
      const ny = xy(Number(sq))[1];
      expect((ny - y) * forwardY(mover)).toBeGreaterThan(0);
      y = ny;
    }
    // crowned exactly when it reaches the far row
    const farRow = mover === 'black' ? 0 : 7;
    expect(move.crowns).toBe(xy(Number(move.to))[1] === farRow);
    // a finished chain leaves no further jump for a man that was not just crowned
    if (move.captures.length > 0 && !move.crowns) expect(canJump(after, Number(move.to), mover, false)).toBe(false);
  }
  // a king stays a king
  if (king) expect(after.squares[Number(move.to) - 1]).toBe(letter);
  // a king's finished chain leaves no further jump: jumped pieces still stand (and may not be jumped again), its start square is empty
  if (king && move.captures.length > 0) {
    const [x, y] = xy(Number(move.to));
    for (const [dx, dy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
      const over = squareAt(x + dx, y + dy);
      const land = squareAt(x + 2 * dx, y + 2 * dy);
      if (over === undefined || land === undefined || move.captures.includes(String(over))) continue;
      const enemy = owner(before.squares[over - 1] as string) === other;
      const free = before.squares[land - 1] === '.' || String(land) === move.from;
      expect(enemy && free, `king chain ${move.notation} could go on over ${over}`).toBe(false);
    }
  }
};

const mandatoryPositionInvariant = (p: Position): void => {
  const pos = p as DraughtsPosition;
  if (draughts.status(pos).over) return;
  const legal = draughts.legalMoves(pos);
  // in mandatory mode the list holds only captures exactly when a capture exists
  const capturing = legal.filter((m) => m.captures.length > 0).length;
  if (anyCapture(pos)) expect(capturing).toBe(legal.length);
  else expect(capturing).toBe(0);
  // no man stands on its crowning row
  for (let s = 1; s <= 4; s++) expect(pos.squares[s - 1]).not.toBe('w');
  for (let s = 29; s <= 32; s++) expect(pos.squares[s - 1]).not.toBe('b');
};

const huffingPositionInvariant = (p: Position): void => {
  const pos = p as DraughtsPosition;
  const legal = draughts.legalMoves(pos);
  const special = legal.filter((m) => m.kind !== undefined);
  // huff and insist entries appear exactly when an offence is pending: one insist, one huff per offender
  if (pos.offence && !draughts.status(pos).over) {
    expect(special.filter((m) => m.kind === 'insist')).toHaveLength(1);
    expect(special.filter((m) => m.kind === 'huff').map((m) => m.from)).toEqual([...pos.offence.offenders]);
  } else {
    expect(special).toHaveLength(0);
  }
};

const STARTS = [
  'B:W10,11,18,19:BK14', // a king with two routes over the same pieces
  'W:WK1,K3,22,27:BK30,K32,9,13', // kings on both sides
  'B:W6,14,15,24:B1,3', // a choice of chains
  'B:W26,27:B22', // crowning ends the move
];

runConformance(draughts, { label: 'mandatory captures', starts: STARTS, moveInvariant, positionInvariant: mandatoryPositionInvariant, playouts: 8, maxPlies: 60, readPieces: readDraughtsFen });
runConformance(draughts, {
  label: 'huffing',
  options: { capture: 'huffing' },
  starts: [...STARTS, 'W:W18,32:B6,14,15:H1-6', 'B:W18,32:B1,14,15:I'],
  moveInvariant,
  positionInvariant: huffingPositionInvariant,
  readPieces: readDraughtsFen,
  playouts: 6,
  maxPlies: 50,
});

describe('draughts search layer', () => {
  it('fast perft agrees with perft over the immutable API on random positions (kings, crowning, long chains)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const rng = createRng(seed);
        let p = draughts.setup();
        const plies = 20 + rng.int(60);
        for (let i = 0; i < plies; i++) {
          const legal = draughts.legalMoves(p);
          if (legal.length === 0) break;
          p = draughts.play(p, rng.pick(legal));
        }
        const viaList = (q: DraughtsPosition, d: number): number =>
          d === 0 ? 1 : draughts.legalMoves(q).reduce((n, m) => n + (d === 1 ? 1 : viaList(draughts.play(q, m), d - 1)), 0);
        expect(draughts.perft(p, 3)).toBe(viaList(p, 3));
      }),
      { numRuns: 25, seed: 7 },
    );
  });

  it('make/unmake restores the position and the hash', () => {
    const p = draughts.parse('B:W10,11,18,19,27:BK14,1');
    const s = draughts.search(p);
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    for (let i = 0; i < n; i++) {
      s.make(buf[i] as number);
      s.unmake();
    }
    expect(draughts.format(s.position())).toBe(draughts.format(p));
    expect(s.hash()).toBe(draughts.hash(p));
  });

  it('the search state stops at a repetition draw like legalMoves does', () => {
    const p = draughts.parse('B:WK32:BK1');
    const s = draughts.search(p);
    const buf = new Int32Array(s.maxMoves);
    const path = ['1-6', '32-27', '6-1', '27-32', '1-6', '32-27', '6-1', '27-32'];
    for (const text of path) {
      const n = s.generate(buf);
      const q = s.position();
      const target = draughts.format(draughts.play(q, text));
      let done = false;
      for (let i = 0; i < n && !done; i++) {
        s.make(buf[i] as number);
        if (draughts.format(s.position()) === target) done = true;
        else s.unmake();
      }
      expect(done).toBe(true);
    }
    expect(s.generate(buf)).toBe(0);
    expect(draughts.status(s.position()).over).toBe(true);
  });
});
