import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';
import { draughts } from '../../src/variants/draughts/index.js';
import { diamondKings } from '../../src/variants/diamond/index.js';

describe('boardwright play', () => {
  // Core renderBoard pads every cell to a column of width 2, hence the leading space on board lines.
  it('shows the board, whose turn it is and the legal moves, then prompts', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['quit'] });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(' B B B\n . . .\n W W W\nwhite to move\nLegal moves (3):\n  a1-a2 b1-b2 c1-c2\nwhite> quit\nBye.\n');
  });

  it('plays typed moves and shows the new position', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['b1-b2'] });
    expect(r.stdout).toContain('white played b1-b2\n\n B B B\n . W .\n W . W\nblack to move\n');
    expect(r.stdout).toContain('black> ');
  });

  it('bad input gets the error message and a new prompt, and changes nothing', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['a1-a3', 'b1-b2'] });
    expect(r.stdout).toMatch(/white> a1-a3\nNot played: "a1-a3" is not a legal move for white; legal: a1-a2, b1-b2, c1-c2\nwhite> b1-b2\nwhite played b1-b2/);
  });

  it('a number plays that move of the "moves" list', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['moves', '2'] });
    expect(r.stdout).toContain('   1. a1-a2\n   2. b1-b2\n   3. c1-c2\n');
    expect(r.stdout).toContain('white played b1-b2');
  });

  it('undo takes back the last move; at the start there is nothing to undo', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['b1-b2', 'undo', 'undo'] });
    expect(r.stdout).toContain('Took back b1-b2.\n\n B B B\n . . .\n W W W\nwhite to move');
    expect(r.stdout).toContain('Nothing to undo: this is the start position.');
  });

  it('help lists the commands', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['help'] });
    for (const word of ['moves', 'undo', 'help', 'quit']) expect(r.stdout).toMatch(new RegExp(`^  ${word} `, 'm'));
  });

  it('text prints the position text, which play accepts back', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['b1-b2', 'text'] });
    expect(r.stdout).toContain('BBB/.W./W.W b\n');
  });

  it('the end of the game is announced with the winner and the reason; further moves are refused but undo works', async () => {
    // White b1-b2, Black c3-c2, White b2xa3 reaches the far rank: White wins.
    const r = await cli(['play', 'hexapawn'], { lines: ['b1-b2', 'c3-c2', 'b2xa3', 'c2xb1', 'undo'] });
    expect(r.stdout).toContain('Game over: white wins (reached far rank). Type "undo" or "quit".');
    expect(r.stdout).toContain('game over> c2xb1\nThe game is over: white wins (reached far rank). No more moves; type "undo" or "quit".');
    expect(r.stdout).toContain('Took back b2xa3.');
    expect(r.code).toBe(0);
  });

  it('starts from a given position', async () => {
    const r = await cli(['play', 'hexapawn', 'BBB/.W./W.W b'], { lines: [] });
    expect(r.stdout).toContain('black to move\nLegal moves (4):');
  });

  it('end of input ends the session with exit code 0', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['b1-b2'] });
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('black> \n')).toBe(true);
  });
});

describe('boardwright play: games that name squares by number show the numbers', () => {
  it('draughts: the square numbers are drawn beside the board, and a move typed with them plays', async () => {
    const r = await cli(['play', 'draughts'], { variants: [draughts], lines: ['11-15', 'quit'] });
    const board = r.stdout.split('\n');
    // Square 1 is top left of black's side (the top row holds 1–4), 32 bottom right, next to the board's own rows.
    expect(board.some((line) => /\s1\s+2\s+3\s+4$/.test(line))).toBe(true);
    expect(board.some((line) => /29\s+30\s+31\s+32$/.test(line))).toBe(true);
    expect(r.stdout).toContain('black played 11-15');
  });

  it('draughts: an illegal move is refused with the legal moves listed, as chess does', async () => {
    const r = await cli(['play', 'draughts'], { variants: [draughts], lines: ['11-17', 'quit'] });
    expect(r.stdout).toMatch(/Not played: "11-17" is not a legal move for black; legal: 9-13, 9-14, 10-14, /);
  });

  it('Diamond games: the position names (1A … 21 … 1B) are drawn beside the board', async () => {
    const r = await cli(['play', 'diamond-kings'], { variants: [diamondKings], lines: ['quit'] });
    expect(r.stdout).toMatch(/\b1B\s*$/m);
    expect(r.stdout).toMatch(/\b21\b/);
    expect(r.stdout).toMatch(/\b17A\b.*\b17B\b/);
  });

  it('a game named by file and rank (hexapawn a1…c3) shows no extra key: the labels already say it', async () => {
    const r = await cli(['play', 'hexapawn'], { lines: ['quit'] });
    expect(r.stdout).not.toMatch(/a1 +b1 +c1/);
  });
});
