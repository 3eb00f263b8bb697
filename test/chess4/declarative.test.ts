/**
 * "Define your own game as data": the core's defineGame, exercised by a game
 * with another board size and another piece set (the example of docs/chess4.md),
 * and by Chess4 with a redrawn piece.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineGame, type DeclarativeVariant, type GameDefinition } from '../../src/core/declarative/index.js';
import { COMPASS } from '../../src/core/directions.js';
import { KNIGHT_OFFSETS } from '../../src/core/pieces.js';
import * as chess4Entry from '../../src/variants/chess4/index.js';
import { chess4Definition, stepOrJumpAlly } from '../../src/variants/chess4/index.js';
import { codeOf, messageOf } from './helpers.js';

/** The ```ts block of docs/chess4.md that contains `marker`. */
function docsBlock(marker: string): string {
  const docs = readFileSync(new URL('../../docs/chess4.md', import.meta.url), 'utf8');
  const block = [...docs.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string).find((b) => b.includes(marker));
  if (block === undefined) throw new Error(`docs/chess4.md has no ts block with ${marker}`);
  return block;
}

/**
 * Runs a docs block as written (it is plain JavaScript once its import line is
 * gone), giving it exactly the names its import line imports from the entry it names.
 */
function runDocsBlock(block: string, result: string): unknown {
  const entries: Record<string, Record<string, unknown>> = {
    boardwright: { defineGame, COMPASS, KNIGHT_OFFSETS },
    'boardwright/chess4': chess4Entry as unknown as Record<string, unknown>,
  };
  const imports = /^import \{ ([^}]+) \} from '([^']+)';\n/.exec(block);
  if (!imports) throw new Error('the docs block does not start with one import line');
  const entry = entries[imports[2] as string];
  if (!entry) throw new Error(`the docs block imports from ${imports[2]}`);
  const names = (imports[1] as string).split(',').map((n) => n.trim());
  for (const name of names) if (!(name in entry)) throw new Error(`${imports[2]} does not export ${name}`);
  const body = block.slice(imports[0].length);
  return new Function(...names, `${body}\nreturn ${result};`)(...names.map((n) => entry[n]));
}

// The example from docs/chess4.md (the docs block itself is run below and compared with this one).
const lionHunt = defineGame({
  id: 'lion-hunt',
  name: 'Lion hunt',
  players: ['light', 'dark'],
  files: 5,
  ranks: 5,
  pieces: {
    L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true },
    R: { name: 'Rhino', atoms: [{ kind: 'slide', dirs: ['forward', 'back', 'left', 'right'] }] },
    G: { name: 'Gazelle', atoms: [{ kind: 'leap', offsets: KNIGHT_OFFSETS }] },
    C: {
      name: 'Cub',
      atoms: [
        { kind: 'step', dirs: ['forward'], mode: 'quiet' },
        { kind: 'step', dirs: ['forward-left', 'forward-right'], mode: 'capture' },
      ],
      promotesTo: 'R',
    },
  },
  setup: 'rglgr/ccccc/5/CCCCC/RGLGR',
  royalCaptureReason: 'lion-captured',
});

const moves = (text: string): string[] => lionHunt.legalMoves(lionHunt.parse(text)).map((m) => m.notation).sort();

describe('a game defined as data: Lion hunt (5x5, no swaps)', () => {
  it('board size and setup come from the definition', () => {
    expect(lionHunt.board.size).toBe(25);
    expect(lionHunt.format(lionHunt.setup())).toBe('rglgr/ccccc/5/CCCCC/RGLGR l 0 1');
  });

  it('without swaps the position text has no swap fields', () => {
    expect(codeOf(() => lionHunt.parse('rglgr/ccccc/5/CCCCC/RGLGR l - - 0 1'))).toBe('INVALID_FEN');
  });

  it('first moves: five Cub steps and two leaps per Gazelle (allies block)', () => {
    expect(moves('rglgr/ccccc/5/CCCCC/RGLGR l 0 1')).toEqual(
      ['a2-a3', 'b2-b3', 'c2-c3', 'd2-d3', 'e2-e3', 'b1-a3', 'b1-c3', 'd1-c3', 'd1-e3'].sort(),
    );
    expect(lionHunt.perft(lionHunt.setup(), 1)).toBe(9);
  });

  it('a slide runs until blocked by an ally (never onto it)', () => {
    expect(moves('2l2/5/5/5/R1L2 l 0 1').filter((m) => m.startsWith('a1'))).toEqual(['a1-a2', 'a1-a3', 'a1-a4', 'a1-a5', 'a1-b1']);
  });

  it('capture-only and quiet-only atoms', () => {
    expect(moves('2l2/5/c4/1C3/2L2 l 0 1').filter((m) => m.startsWith('b2'))).toEqual(['b2-b3', 'b2xa3']);
  });

  it('promotion on the far row', () => {
    expect(lionHunt.play(lionHunt.parse('2l2/C4/5/5/2L2 l 0 1'), 'a4-a5').pieces.a5).toBe('R');
  });

  it('capturing the royal piece wins, with the reason the definition names', () => {
    const after = lionHunt.play(lionHunt.parse('2l2/2R2/5/5/2L2 l 0 1'), 'c4xc5');
    expect(lionHunt.status(after)).toEqual({ over: true, winner: 'light', reason: 'lion-captured' });
  });
});

describe('the "define your own game as data" example of docs/chess4.md, run as written', () => {
  const block = docsBlock('const lionHunt');
  const game = runDocsBlock(block, 'lionHunt') as DeclarativeVariant;

  it('is the game this file tests', () => {
    expect(game.format(game.setup())).toBe(lionHunt.format(lionHunt.setup()));
    expect(game.perft(game.setup(), 3)).toBe(lionHunt.perft(lionHunt.setup(), 3));
  });

  it('gives the results its comments state', () => {
    // A claim is `expression; // value`, or `console.log(expression); // value` (the docs test asks a shown value to be printed).
    const claims = [...block.matchAll(/^(?:console\.log\()?(lionHunt\..*?)\)?; \/\/ ('[^']*'|\d+)/gm)];
    expect(claims).toHaveLength(2);
    for (const [, expression, expected] of claims) {
      const actual: unknown = new Function('lionHunt', `return ${expression};`)(game);
      expect(actual, expression).toBe(new Function(`return ${expected};`)());
    }
  });

  it('the one-line redrawing of a Chess4 piece runs with the names it imports', () => {
    const redrawn = runDocsBlock(docsBlock('const redrawn'), 'redrawn') as DeclarativeVariant;
    const lynx = redrawn.legalMoves(redrawn.setup()).filter((m) => m.from === 'd1').map((m) => m.notation).sort();
    // d1<>b1 is the swap b1<>d1, listed once, from the Tiger's square (a swap is one move).
    expect(lynx).toEqual(['d1-d2', 'd1<>c1']);
    expect(redrawn.legalMoves(redrawn.setup()).map((m) => m.notation)).toContain('b1<>d1');
  });
});

describe('a recovered original changes data, not code', () => {
  it('redrawing the Lynx changes its moves', () => {
    const redrawn = defineGame({ ...chess4Definition, pieces: { ...chess4Definition.pieces, Y: { name: 'Lynx', atoms: stepOrJumpAlly(['forward', 'back', 'left']) } } });
    const lynx = redrawn.legalMoves(redrawn.setup()).filter((m) => m.from === 'd1').map((m) => m.notation).sort();
    // forward d2; back is off the board; left is the Leopard on c1 (swap) or, jumping it, the Tiger on b1
    // (swap) — which the Tiger can start too, so that one swap is listed once, as b1<>d1.
    expect(lynx).toEqual(['d1-d2', 'd1<>c1']);
    expect(redrawn.legalMoves(redrawn.setup()).map((m) => m.notation)).toContain('b1<>d1');
  });

  it('a different board size and start', () => {
    const wide = defineGame({ ...chess4Definition, id: 'chess4-wide', files: 5, setup: 'ypt1l/4k/K4/L1TPY' });
    expect(wide.format(wide.setup())).toBe('ypt1l/4k/K4/L1TPY l - - 0 1');
    expect(wide.board.size).toBe(20);
  });

  it('on a taller recovered board the rules follow the data: Kittens evolve on rank 5, not rank 4', () => {
    const tall = defineGame({ ...chess4Definition, id: 'chess4-tall', ranks: 5, setup: 'yptl/3k/4/K3/LTPY' });
    const p = tall.parse('3l/K3/4/4/L3 l - - 0 1');
    expect(tall.play(p, 'a4-a5').pieces.a5).toBe('S');
    expect(tall.play(tall.parse('3l/4/K3/4/L3 l - - 0 1'), 'a3-a4').pieces.a4).toBe('K');
    expect(tall.perft(tall.setup(), 1)).toBe(11); // as Chess4's start: the Lion-Tiger swap is one move
  });
});

describe('definition errors name the field', () => {
  const base: GameDefinition = {
    id: 'x', name: 'X', players: ['light', 'dark'], files: 3, ranks: 3,
    pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
    setup: 'l2/3/2L',
  };
  it.each<[string, Partial<GameDefinition>, RegExp]>([
    ['files', { files: 0 }, /files must be an integer from 1 to 26/],
    ['piece letters', { pieces: { lion: base.pieces.L as never } }, /single upper-case letters, got "lion"/],
    ['promotion', { pieces: { L: { name: 'Lion', atoms: [], royal: true, promotesTo: 'Q' } } }, /promotes to "Q", which is not a declared piece/],
    ['jumps', { pieces: { L: { name: 'Lion', atoms: [{ kind: 'jump', dirs: ['n'], over: 'enemy' }], royal: true } } }, /jumps may go over allies only/],
    ['outcomes', { pieces: { L: { name: 'Lion', atoms: [], outcomes: ['fly' as never] } } }, /unknown outcome "fly"/],
  ])('%s', (_field, change, message) => {
    const game = defineGame({ ...base, ...change });
    expect(codeOf(() => game.setup())).toBe('INVALID_DEFINITION');
    expect(messageOf(() => game.setup())).toMatch(message);
  });

  it('a bad setup names the setup field', () => {
    const game = defineGame({ ...base, setup: 'l2/3' });
    expect(messageOf(() => game.setup())).toMatch(/^setup: the board needs 3 ranks/);
  });

  it('the shape of the definition (here a player named twice) is checked at once, when it is given', () => {
    expect(codeOf(() => defineGame({ ...base, players: ['a', 'a'] }))).toBe('INVALID_DEFINITION');
    expect(messageOf(() => defineGame({ ...base, players: ['a', 'a'] }))).toMatch(/players names "a" twice/);
  });

  it('nothing is compiled until first use', () => {
    expect(() => defineGame({ ...base, files: -1 })).not.toThrow();
  });
});

describe('TSDoc examples of src/core/declarative/', () => {
  it('a 3x3 duel of kings and a 3x3 pair of lions', () => {
    const duel = defineGame({
      id: 'duel', name: 'Duel', players: ['light', 'dark'], files: 3, ranks: 3,
      pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
      setup: 'k2/3/2K',
    });
    expect(duel.legalMoves(duel.setup()).length).toBe(3);
    const game = defineGame({ id: 'mini', name: 'Mini', players: ['light', 'dark'], files: 3, ranks: 3,
      pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } }, setup: 'l2/3/2L' });
    expect(game.format(game.setup())).toBe('l2/3/2L l 0 1');
  });
});

describe('large boards', () => {
  it('a 16x8 board (128 squares, the most the engine holds) moves pieces on its far corner correctly', () => {
    const setup = ['14l1', ...Array.from({ length: 6 }, () => '16'), '15L'].join('/');
    const big = defineGame({
      id: 'big', name: 'Big', players: ['light', 'dark'], files: 16, ranks: 8,
      pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
      setup,
    });
    const p = big.parse(`${setup} d 0 1`);
    expect(big.legalMoves(p).map((m) => m.notation).sort()).toEqual(['o8-n7', 'o8-n8', 'o8-o7', 'o8-p7', 'o8-p8'].sort());
    expect(big.play(p, 'o8-p7').pieces.p7).toBe('l');
  });

  it('a board of more than 128 squares (26x40) is INVALID_DEFINITION', () => {
    const big = defineGame({
      id: 'big', name: 'Big', players: ['light', 'dark'], files: 26, ranks: 40,
      pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
      setup: ['24l1', ...Array.from({ length: 38 }, () => '26'), '25L'].join('/'),
    });
    expect(() => big.setup()).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
  });
});
