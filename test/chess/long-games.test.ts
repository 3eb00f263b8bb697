/**
 * A long game costs linear time and memory: a position keeps the hashes of at most the last
 * 150 positions (FIDE 9.6.2: 75 moves each without a capture or pawn move end the game, so
 * older positions can no longer change a result), and an endless shuffle after the automatic
 * draw no longer copies its whole history on every move.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/record.js';
import { chess, parsePgn, pgnFromMoves, type ChessPosition } from '../../src/variants/chess/index.js';
import { liveHeap } from '../support/heap.js';

const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

describe('long games are linear in time and memory', () => {
  it('50,000 shuffling plies, every position kept, stay within 4 KB of heap per ply', () => {
    const plies = 50_000, perPly = 4096;
    const base = liveHeap();
    const kept: ChessPosition[] = [];
    let p = chess.setup();
    for (let i = 0; i < plies; i++) {
      p = chess.play(p, SHUFFLE[i % 4]!);
      kept.push(p);
      // Checked along the way: a quadratic history passes any bound long before the end.
      if (i % 5000 === 4999) expect(liveHeap() - base, `after ${i + 1} plies`).toBeLessThan((i + 1) * perPly);
    }
    expect(liveHeap() - base).toBeLessThan(plies * perPly);
    expect(kept.length).toBe(plies);
  });

  it('keys hold at most the last 150 earlier positions, and the oldest go first', () => {
    let p = chess.setup();
    const hashes: number[] = [];
    for (let i = 0; i < 400; i++) {
      hashes.push(chess.hash(p));
      p = chess.play(p, SHUFFLE[i % 4]!);
      expect(p.keys.length).toBe(Math.min(i + 1, 150));
    }
    expect(p.keys).toEqual(hashes.slice(-150));
    // The 75-move rule (FIDE 9.6.2) has ended this game; fivefold came first and is still seen.
    expect(chess.status(p)).toMatchObject({ over: true, draw: 'fivefold-repetition' });
  });

  it('the search layer snapshot keeps the same bounded keys as play', () => {
    let p = chess.setup();
    for (let i = 0; i < 148; i++) p = chess.play(p, SHUFFLE[i % 4]!);
    const s = chess.search(p);
    const buf = new Int32Array(s.maxMoves);
    let q = p;
    for (let i = 0; i < 8; i++) {
      const n = s.generate(buf);
      const text = SHUFFLE[(148 + i) % 4]!;
      const m = Array.from(buf.subarray(0, n)).find((x) => chess.format(chess.play(q, text)) === chess.format(positionAfter(s, x)));
      s.make(m!);
      q = chess.play(q, text);
    }
    expect(s.position()).toEqual(q);
    expect(q.keys.length).toBe(150);
  });

  it(`parsePgn of a shuffle ('Nf3 Nf6 Ng1 Ng8 ' repeated) reads the whole game with bounded keys`, () => {
    const [game] = parsePgn(`${'Nf3 Nf6 Ng1 Ng8 '.repeat(1000)}*`);
    expect(game!.moves.length).toBe(4000);
    expect(Math.max(...game!.moves.map((m) => m.position.keys.length))).toBe(150);
  });

  it('a GameRecord and pgnFromMoves of a shuffle keep bounded keys', () => {
    const record = new GameRecord(chess);
    for (let i = 0; i < 2000; i++) record.play(SHUFFLE[i % 4]!);
    expect(record.history.every((e) => e.position.keys.length <= 150)).toBe(true);
    const game = pgnFromMoves(record.moves);
    expect(game.moves.length).toBe(2000);
    expect(game.moves[1999]!.position.keys.length).toBe(150);
  });
});

/** The position after the integer move `m` of the search state `s` (made and taken back). */
function positionAfter(s: ReturnType<typeof chess.search>, m: number): ChessPosition {
  s.make(m);
  const p = s.position();
  s.unmake();
  return p;
}
