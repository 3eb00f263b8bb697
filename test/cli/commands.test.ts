import { describe, expect, it } from 'vitest';
import type { AnyVariant } from '../../src/core/index.js';
import { cli } from './harness.js';
import { hexapawn } from './hexapawn.js';
import { estimatedNodes, MAX_ESTIMATED_NODES } from '../../src/cli/commands/perft.js';
import { shogi } from '../../src/variants/fairy/index.js';

// Hexapawn facts used below, from the rules (Gardner 1962): each pawn steps forward onto an empty
// square or captures diagonally forward. At the start White has 3 moves; after a1-a2 Black has 3
// (b3xa2, b3-b2, c3-c2), after b1-b2 Black has 4 (a3-a2, a3xb2, c3xb2, c3-c2), after c1-c2 3 again:
// perft(1) = 3, perft(2) = 10.

/** No line may look like a stack frame. */
const NO_STACK = /^\s+at /m;

describe('boardwright games', () => {
  it('lists every installed game by id and name', async () => {
    const r = await cli(['games']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^hexapawn\s+Hexapawn \(white, black\)$/m);
  });
});

describe('boardwright --version / --help', () => {
  it('--version prints the version and exits 0', async () => {
    expect(await cli(['--version'])).toMatchObject({ code: 0, stdout: '9.8.7\n' });
  });

  it('--help, -h and help print the usage naming every command', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['perft', '--help']]) {
      const r = await cli(argv);
      expect(r.code).toBe(0);
      for (const command of ['demo', 'games', 'moves', 'perft', 'play']) expect(r.stdout).toContain(command);
    }
  });
});

describe('boardwright moves', () => {
  it('lists the legal moves of the start position, one per line', async () => {
    const r = await cli(['moves', 'hexapawn']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').sort()).toEqual(['a1-a2', 'b1-b2', 'c1-c2']);
    expect(r.stderr).toContain('3 legal moves');
  });

  it('lists the legal moves of a given position, captures included', async () => {
    // Black to move; White pawns on b2, a1, c1: a3 and c3 may take on b2 or step, b3 is blocked.
    const r = await cli(['moves', 'hexapawn', 'BBB/.W./W.W b']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').sort()).toEqual(['a3-a2', 'a3xb2', 'c3-c2', 'c3xb2']);
  });

  it('a position given as several words is joined with spaces (an unquoted FEN works)', async () => {
    const r = await cli(['moves', 'hexapawn', 'BBB/.W./W.W', 'b']);
    expect(r.stdout.trim().split('\n')).toHaveLength(4);
  });

  it('a finished game has no moves and says why on stderr', async () => {
    const r = await cli(['moves', 'hexapawn', 'W../.B./... b']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('game over: white wins (reached far rank)');
  });
});

describe('boardwright perft', () => {
  it('counts the leaves: depth 1 is 3 and depth 2 is 10 from the start', async () => {
    expect((await cli(['perft', 'hexapawn', '1'])).stdout).toContain('perft hexapawn depth 1: 3 nodes');
    expect((await cli(['perft', 'hexapawn', '2'])).stdout).toContain('perft hexapawn depth 2: 10 nodes');
  });

  it('depth 0 counts the position itself: 1 node', async () => {
    expect((await cli(['perft', 'hexapawn', '0'])).stdout).toContain('depth 0: 1 node\n');
  });

  it('reports the time and the speed in nodes per second', async () => {
    const r = await cli(['perft', 'hexapawn', '2']);
    expect(r.stdout).toMatch(/^time \d+\.\d{3} s, [\d.]+ (k |M )?nodes\/s$/m);
  });

  it('--divide prints the count below each first move, summing to the total', async () => {
    const r = await cli(['perft', 'hexapawn', '2', '--divide']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('a1-a2: 3\n');
    expect(r.stdout).toContain('b1-b2: 4\n');
    expect(r.stdout).toContain('c1-c2: 3\n');
    expect(r.stdout).toContain('depth 2: 10 nodes');
  });

  it('counts from a given position', async () => {
    const r = await cli(['perft', 'hexapawn', '1', 'BBB/.W./W.W b']);
    expect(r.stdout).toContain('depth 1: 4 nodes');
  });

  it('a deep run, piped, says its estimate and writes one progress line per root move on stderr; the summary goes to stdout', async () => {
    const r = await cli(['perft', 'hexapawn', '5']);
    expect(r.code).toBe(0);
    // 3 moves at the root: 3^5 = 243 estimated.
    const counts = hexapawn.legalMoves(hexapawn.setup()).map((m) => hexapawn.perft(hexapawn.play(hexapawn.setup(), m), 4));
    expect(r.stderr).toBe(`perft hexapawn depth 5: 3 moves at the root, an estimated 2.4e+2 nodes (root moves to the power of the depth)\n1/3 moves, ${counts[0]} nodes\n2/3 moves, ${counts[0]! + counts[1]!} nodes\n3/3 moves, ${counts[0]! + counts[1]! + counts[2]!} nodes\n`);
    expect(r.stdout).toContain(`depth 5: ${hexapawn.perft(hexapawn.setup(), 5)} nodes`);
  });

  it('on a terminal the progress line overwrites itself', async () => {
    const r = await cli(['perft', 'hexapawn', '5'], { tty: true });
    expect(r.stderr).toBe('perft hexapawn depth 5: 3 moves at the root, an estimated 2.4e+2 nodes (root moves to the power of the depth)\n\r1/3 moves…\r2/3 moves…\r3/3 moves…\n');
  });

  it('a run estimated beyond about 10^14 nodes is refused at once, naming the estimate (shogi 20 never ends)', async () => {
    // Hexapawn has 3 root moves: 3^20 = 3.5e9 runs; a 31-move root at depth 10 (8.2e14) would not.
    expect(estimatedNodes(3, 20)).toBeLessThan(MAX_ESTIMATED_NODES);
    expect(estimatedNodes(30, 20)).toBeGreaterThan(MAX_ESTIMATED_NODES);
    const r = await cli(['perft', 'shogi', '20'], { variants: [shogi] });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/perft shogi 20 would visit about 3\.5e\+29 nodes \(30 moves at the root, to the power 20\)/);
    expect(r.stdout).toBe('');
  });
});

describe('errors: a message on stderr, exit code 1 for bad values and 2 for bad usage, never a stack trace', () => {
  const cases: readonly [string, readonly string[], number, RegExp][] = [
    ['unknown game', ['moves', 'nope'], 1, /unknown game "nope"; installed games: hexapawn/],
    ['bad depth (not a number)', ['perft', 'hexapawn', 'deep'], 1, /perft depth must be a whole number from 0 to 20, got "deep"/],
    ['bad depth (negative)', ['perft', 'hexapawn', '-1'], 1, /perft depth must be a whole number/],
    ['bad depth (too deep)', ['perft', 'hexapawn', '99'], 1, /from 0 to 20, got 99/],
    ['bad position', ['moves', 'hexapawn', 'BBB/XXX w'], 1, /hexapawn position must look like/],
    ['bad position for perft', ['perft', 'hexapawn', '1', 'junk'], 1, /hexapawn position must look like/],
    ['bad position for play', ['play', 'hexapawn', 'junk'], 1, /hexapawn position must look like/],
    ['unknown game in demo', ['demo', 'nope'], 1, /unknown game "nope"/],
    ['bad seed', ['demo', '--seed', 'x'], 1, /--seed must be a whole number/],
    ['unknown command', ['dance'], 2, /unknown command "dance"/],
    ['missing game id', ['moves'], 2, /moves needs a game id \(one of: hexapawn\)/],
    ['missing depth', ['perft', 'hexapawn'], 2, /perft needs a depth/],
    ['unknown flag', ['moves', 'hexapawn', '--fast'], 2, /moves does not take --fast/],
    ['bad --options JSON', ['moves', 'hexapawn', '--options', '{'], 2, /--options is not valid JSON/],
  ];
  for (const [what, argv, code, message] of cases) {
    it(`${what} → exit ${code}`, async () => {
      const r = await cli(argv);
      expect(r.code).toBe(code);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/^boardwright: /);
      expect(r.stderr).not.toMatch(NO_STACK);
      if (code === 2) expect(r.stderr).toContain('boardwright --help');
    });
  }

  it('a bug inside a game is reported as an internal error, exit 1, without a stack', async () => {
    const broken: AnyVariant = { ...hexapawn, id: 'broken', legalMoves: () => { throw new TypeError('boom'); } };
    const r = await cli(['moves', 'broken'], { variants: [broken] });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('internal error: boom');
    expect(r.stderr).not.toMatch(NO_STACK);
  });
});
