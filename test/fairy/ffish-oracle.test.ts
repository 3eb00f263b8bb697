/**
 * The oracle harness itself: ffish loads on Node 20 and answers as Fairy-Stockfish's
 * published facts say (chess has 20 moves from the start, 400 at depth 2; xiangqi 44).
 */
import { describe, expect, it } from 'vitest';
import { ask, loadFfish, oraclePerft } from './ffish-oracle.js';

describe('the ffish oracle', () => {
  it('loads on Node 20 and leaves globalThis.fetch as it found it', async () => {
    const before = typeof globalThis.fetch;
    const ff = await loadFfish();
    expect(ff.info()).toMatch(/Fairy-Stockfish/);
    expect(typeof globalThis.fetch).toBe(before);
  });
  it('chess from the start has 20 legal moves and perft(2) = 400', async () => {
    const ff = await loadFfish();
    const answer = ask(ff, { variant: 'chess' });
    expect(answer.moves).toHaveLength(20);
    expect(answer.result).toBe('*');
    expect(oraclePerft(ff, { variant: 'chess' }, 2)).toBe(400);
  });
  it('xiangqi from the start has 44 legal moves (chessprogramming wiki: perft(1) = 44)', async () => {
    const ff = await loadFfish();
    expect(ask(ff, { variant: 'xiangqi' }).moves).toHaveLength(44);
  });
  it('a checkmated side has no moves and the result names the winner (fool\'s mate)', async () => {
    const ff = await loadFfish();
    const answer = ask(ff, { variant: 'chess', moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] });
    expect(answer.moves).toEqual([]);
    expect(answer.result).toBe('0-1');
  });
});
