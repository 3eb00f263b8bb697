import { describe, expect, it } from 'vitest';
import type { AnyVariant, Status } from '../../src/core/index.js';
import { numbered } from '../../src/cli/commands/demo.js';
import { cli } from './harness.js';
import { hexapawn } from './hexapawn.js';

describe('boardwright demo', () => {
  it('is the default command: plays every installed game to its end with start board, moves, final board and result', async () => {
    const r = await cli([]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('=== Hexapawn (hexapawn), 2 players: white, black; seed 11 ===');
    // Start board: Black's pawns on top, White's below (ranks drawn from the highest down).
    expect(r.stdout).toContain('Start:\n   B B B\n   . . .\n   W W W\n');
    expect(r.stdout).toMatch(/Moves \(\d+ plies\):\n  1\. [abc]1[-x][abc]2/);
    expect(r.stdout).toContain('Final:');
    // Hexapawn cannot be drawn: every game ends with a winner and a reason.
    expect(r.stdout).toMatch(/Result: (white|black) wins \((reached far rank|no legal move)\) after \d+ plies\.\n$/);
  });

  it('plays every installed game, one after the other', async () => {
    const other: AnyVariant = { ...hexapawn, id: 'hexapawn-2', name: 'Hexapawn again' };
    const r = await cli(['demo'], { variants: [hexapawn, other] });
    expect(r.stdout.match(/^=== /gm)).toHaveLength(2);
    expect(r.stdout.match(/^Result: /gm)).toHaveLength(2);
  });

  it('the same seed gives the same game (seeded, reproducible)', async () => {
    const a = await cli(['demo', '--seed', '7']);
    const b = await cli(['demo', '--seed=7']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('seed 7');
  });

  it('names games to demo only those', async () => {
    const other: AnyVariant = { ...hexapawn, id: 'other', name: 'Other' };
    const r = await cli(['demo', 'other'], { variants: [hexapawn, other] });
    expect(r.stdout).toContain('=== Other (other)');
    expect(r.stdout).not.toContain('=== Hexapawn');
  });

  it('a game longer than the ply cap is stopped and reported as such', async () => {
    const r = await cli(['demo', '--plies', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Moves (1 plies):');
    expect(r.stdout).toMatch(/Result: stopped at the ply cap of 1 plies, game not finished \(black to move\)\./);
  });

  it('--every N also shows the board every N plies', async () => {
    const r = await cli(['demo', '--every', '1', '--plies', '2']);
    expect(r.stdout).toContain('After ply 1:');
    // The board after the last ply is the final board, not repeated.
    expect(r.stdout).not.toContain('After ply 2:');
  });

  it('eliminations are printed as they happen', async () => {
    // A wrapper whose status reports Black eliminated from the first ply on, as a multi-player game would.
    const eliminating: AnyVariant = {
      ...hexapawn,
      status: (p: Parameters<typeof hexapawn.status>[0]): Status => {
        const s = hexapawn.status(p);
        return p.cells === 'WWW...BBB' ? s : { ...s, eliminated: [{ player: 'black', ply: 1, reason: 'checkmate' }] };
      },
    };
    const r = await cli(['demo'], { variants: [eliminating] });
    expect(r.stdout.match(/ply 1: black eliminated \(checkmate\)/g)).toHaveLength(1);
  });

  it('a game that fails is reported on stderr, the other games still run, and the exit code is 1', async () => {
    const broken: AnyVariant = { ...hexapawn, id: 'broken', name: 'Broken', legalMoves: () => { throw new TypeError('boom'); } };
    const r = await cli(['demo'], { variants: [broken, hexapawn] });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('boardwright: demo of broken failed: boom\n');
    expect(r.stdout).toMatch(/=== Hexapawn[\s\S]*Result: /);
  });

  it('numbers the move list by rounds of one move per player', () => {
    expect(numbered(['e4', 'e5', 'Nf3'], 2)).toEqual(['1. e4', 'e5', '2. Nf3']);
    expect(numbered(['a', 'b', 'c', 'd', 'e'], 4)).toEqual(['1. a', 'b', 'c', 'd', '2. e']);
  });
});

describe('result words', () => {
  it('names each end reason in words, the winner first', async () => {
    const { statusText } = await import('../../src/cli/describe.js');
    expect(statusText({ over: true, winner: 'white', reason: 'checkmate' })).toBe('white wins (checkmate)');
    expect(statusText({ over: true, winner: 'a', reason: 'no-pieces' })).toBe('a wins (no pieces left)');
    expect(statusText({ over: true, draw: 'fifty-move-rule', reason: 'fifty-move-rule' })).toBe('draw (fifty-move rule)');
    // The draw rule is named (it is the game's drawAfterPlies option, not a cap of the program), with its count when known.
    expect(statusText({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' })).toBe('draw (drawAfterPlies rule: too many plies without progress)');
    const position = { variant: 'draughts', turn: 'black', drawAfterPlies: 80 };
    expect(statusText({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' }, position)).toBe('draw (drawAfterPlies rule: 80 plies without progress)');
    expect(statusText({ over: false, turn: 'black', check: true, claimableDraw: 'threefold-repetition' })).toBe('black to move (in check); a draw may be claimed (threefold repetition)');
  });
});
