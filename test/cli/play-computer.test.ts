/**
 * `boardwright play <game> --vs computer`: the reference bot plays the other side. Hexapawn (Martin
 * Gardner, 1962) is a win for the second player with best play, so a bot that searches it to the end
 * wins as Black whatever White plays.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';

describe('boardwright play --vs computer', () => {
  it('the computer answers each move of the human (White by default)', async () => {
    const r = await cli(['play', 'hexapawn', '--vs', 'computer'], { lines: ['b1-b2'] });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('You play white; the computer plays black.');
    expect(r.stdout).toMatch(/white played b1-b2\nblack \(computer\) played \S+\n/);
    expect(r.stdout.endsWith('white> \n')).toBe(true);
  });

  it('as Black the human lets the computer open', async () => {
    const r = await cli(['play', 'hexapawn', '--vs', 'computer', '--as', 'black'], { lines: [] });
    expect(r.stdout).toMatch(/^white \(computer\) played (a1-a2|b1-b2|c1-c2)$/m);
    expect(r.stdout.endsWith('black> \n')).toBe(true);
  });

  it('the computer wins Hexapawn as the second player, whatever White plays', async () => {
    for (const first of ['1', '2', '3']) {
      for (const then of ['1', '2']) {
        // White opens with move `first` of the list, then plays move `then` (or move 1 when there is only one).
        const lines = [first, ...Array<string>(5).fill(then), ...Array<string>(5).fill('1')];
        const r = await cli(['play', 'hexapawn', '--vs', 'computer'], { lines });
        expect(r.stdout, `White opening with move ${first}, then ${then}`).toMatch(/Game over: black wins/);
      }
    }
  });

  it('is the same game for the same --seed', async () => {
    const a = await cli(['play', 'hexapawn', '--vs', 'computer', '--seed', '5'], { lines: ['1', '1'] });
    const b = await cli(['play', 'hexapawn', '--vs', 'computer', '--seed', '5'], { lines: ['1', '1'] });
    expect(a.stdout).toBe(b.stdout);
  });

  it('undo takes back the computer\'s reply and the human\'s move', async () => {
    const r = await cli(['play', 'hexapawn', '--vs', 'computer'], { lines: ['b1-b2', 'undo'] });
    expect(r.stdout).toMatch(/Took back b1-b2 \S+\.\n\n B B B\n \. \. \.\n W W W\nwhite to move/);
  });

  it('bad flags are usage errors (exit code 2)', async () => {
    for (const argv of [['--vs', 'human'], ['--vs', 'computer', '--as', 'red'], ['--as', 'black'], ['--vs', 'computer', '--nodes', '0']]) {
      const r = await cli(['play', 'hexapawn', ...argv], { lines: [] });
      expect(r.code, argv.join(' ')).not.toBe(0);
    }
  });
});
