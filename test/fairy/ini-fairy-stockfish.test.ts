/**
 * parseVariantsIni and the Betza reader against Fairy-Stockfish (ffish 0.7.10 loading the same
 * text; its parser.cpp, variant.h and bitboard.cpp for the rules):
 *
 * - inheritance key by key: piece-valued keys follow the piece type, not the letter
 *   (`[gemini:janus]`'s `archbishop = a` keeps the archbishop a promotion choice),
 *   `promotedPieceType` merges into the template's (`[cannonshogi:shogi]` keeps rook → dragon),
 *   a section without a template has no promotion choices (`[maharajah]`), a key for both sides
 *   replaces the template's one-side values, and giving a type a letter again (even its own)
 *   drops it from the promotion choices, as `add_piece` does;
 * - Betza atoms Fairy-Stockfish has no move table for (`DD`, `AA`, `HH`, `CC`, `ZZ`, `nC`, `nH`,
 *   `nW`, `nF`) move nowhere, as there (`[elgam]`'s `o:nC`), and a piece whose parts would widen
 *   each other through its tables is refused;
 * - the copy of Fairy-Stockfish's variants.ini: how many sections are read, and the docs' table of
 *   the refused ones and why says the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { loadFfish, splitMoves } from './ffish-oracle.js';
import { loadFixtureIntoFfish, loadIntoFfish, readFixtureSections, refusalReason } from './variants-ini-fixture.js';

type Ffish = Awaited<ReturnType<typeof loadFfish>>;

const sections = readFixtureSections();

function fixture(name: string): FairyDefinition {
  const definition = sections.find((s) => s.name === name)?.definition;
  if (!definition) throw new Error(`[${name}] is not read`);
  return definition;
}

/** Our legal moves (Fairy-Stockfish's UCI) and ffish's, for a variant ffish knows by `name`. */
function bothLists(ff: Ffish, name: string, definition: FairyDefinition, fen: string | undefined, moves: readonly string[] = []): { ours: string[]; theirs: string[] } {
  const game = defineFairy(definition);
  let position = fen === undefined ? game.setup() : game.parse(fen);
  for (const uci of moves) position = game.play(position, uci);
  const ours = game.legalMoves(position).map((m) => m.uci).sort();
  const board = fen === undefined ? new ff.Board(name) : new ff.Board(name, fen);
  try {
    for (const uci of moves) board.push(uci);
    return { ours, theirs: splitMoves(board.legalMoves()) };
  } finally {
    board.delete();
  }
}

describe("parseVariantsIni inherits each key as Fairy-Stockfish does (legal moves equal ffish's)", () => {
  // [section, what the rule keeps or removes, position (undefined: the start), a move ffish lists, a move it does not]
  const fromTheFile: readonly [string, string, string | undefined, string | undefined, string | undefined][] = [
    ['cannonshogi', "promotedPieceType = u:w a:w c:f i:f p:g sets its own pieces' promotions and keeps shogi's rook → dragon (h2h7+)", undefined, 'h2h7+', undefined],
    ['gemini', "archbishop = a over janus keeps the archbishop among janus's promotion choices, under its new letter (d7d8a)", '4k5/3P6/10/10/10/10/10/4K5 w - - 0 1', 'd7d8a', undefined],
    ['maharajah', 'no template: no promotion choices, so a pawn cannot reach the last rank (no a2a1q)', '4k3/8/8/8/8/8/p7/7M b - - 0 1', undefined, 'a2a1q'],
  ];
  for (const [name, what, fen, listed, absent] of fromTheFile) {
    it(`[${name}]: ${what}`, async () => {
      const ff = await loadFfish();
      loadFixtureIntoFfish(ff);
      const { ours, theirs } = bothLists(ff, name, fixture(name), fen);
      if (listed !== undefined) expect(theirs).toContain(listed);
      if (absent !== undefined) expect(theirs).not.toContain(absent);
      expect(ours).toEqual(theirs);
    });
  }

  const ini = [
    '[ini29-queen:chess]', 'queen = q',
    '[ini29-sided:chess]', 'promotionPieceTypesWhite = n',
    '[ini29-both:ini29-sided]', 'promotionPieceTypes = q',
    '[ini29-limit:chess]', 'promotionLimit = q:1',
    '[ini29-limit2:ini29-limit]', 'promotionLimit = r:1',
  ].join('\n');
  const names = ['ini29-queen', 'ini29-sided', 'ini29-both', 'ini29-limit', 'ini29-limit2'];
  const cases: readonly [string, string, string][] = [
    ['giving the queen its own letter again removes it from the promotion choices (add_piece removes the letter\'s holder)', 'ini29-queen', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'],
    ["a key for both sides replaces the template's one-side value (promotionPieceTypes over promotionPieceTypesWhite)", 'ini29-both', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'],
    ["promotionLimit sets the entries it lists and keeps the template's (a second queen stays barred)", 'ini29-limit2', '4k3/P7/8/8/8/8/8/Q3K3 w - - 0 1'],
  ];
  for (const [what, name, fen] of cases) {
    it(what, async () => {
      const ff = await loadFfish();
      loadIntoFfish(ff, ini, names);
      const definition = parseVariantsIni(ini).get(name);
      if (!definition) throw new Error(name);
      const { ours, theirs } = bothLists(ff, name, definition, fen);
      expect(ours).toEqual(theirs);
    });
  }
});

describe('Betza atoms Fairy-Stockfish has no move table for move nowhere, as there', () => {
  const atoms = ['DD', 'AA', 'HH', 'CC', 'ZZ', 'nC', 'nH', 'nW', 'nF'];
  const fens = ['7k/8/8/8/3X4/8/8/K7 w - - 0 1', '7k/8/2p1p3/3P4/2PXp3/3p4/8/K7 w - - 0 1'];
  const ini = atoms.map((a, i) => `[ini29-atom${i}:chess]\ncustomPiece1 = x:${a}\nstartFen = ${fens[0]}`).join('\n');
  atoms.forEach((atom, i) => {
    it(`${atom} gives the piece on d4 ffish's moves (none)`, async () => {
      const ff = await loadFfish();
      loadIntoFfish(ff, ini, atoms.map((_, j) => `ini29-atom${j}`));
      const definition = parseVariantsIni(ini).get(`ini29-atom${i}`);
      if (!definition) throw new Error(atom);
      for (const fen of fens) {
        const { ours, theirs } = bothLists(ff, `ini29-atom${i}`, definition, fen);
        expect(ours.filter((m) => m.startsWith('d4')), fen).toEqual(theirs.filter((m) => m.startsWith('d4')));
      }
    });
  });

  it("[elgam]: its o (customPiece1 = o:nC) never moves, as in ffish (h1 with g1 and f1 empty: no h1e2)", async () => {
    const ff = await loadFfish();
    loadFixtureIntoFfish(ff);
    const { ours, theirs } = bothLists(ff, 'elgam', fixture('elgam'), undefined, ['g1g2', 'f6j6']);
    expect(ours.filter((m) => m.startsWith('h1') || m.startsWith('d1'))).toEqual([]);
    expect(ours).toEqual(theirs);
  });

  // ffish lists a move none of the atoms says (the backward step of fRbnW, …): refused rather than played otherwise.
  const widened: readonly [string, string][] = [['fRbnW', 'd4d3'], ['DDfR', 'd4d2'], ['fRbpR', 'd4d2']];
  for (const [betza, extra] of widened) {
    it(`${betza} is INVALID_DEFINITION: Fairy-Stockfish's tables give it ${extra}, which its atoms do not`, async () => {
      const ff = await loadFfish();
      const text = `[ini29-wide-${betza}:chess]\ncustomPiece1 = x:${betza}\nstartFen = 7k/8/8/8/3X4/8/8/K7 w - - 0 1`;
      loadIntoFfish(ff, text, [`ini29-wide-${betza}`]);
      const board = new ff.Board(`ini29-wide-${betza}`);
      try {
        expect(splitMoves(board.legalMoves())).toContain(extra);
      } finally {
        board.delete();
      }
      let code = '';
      try {
        parseVariantsIni(text);
      } catch (error) {
        if (isBoardwrightError(error)) code = error.code;
      }
      expect(code).toBe('INVALID_DEFINITION');
    });
  }
});

describe("Fairy-Stockfish's own variants.ini (test/reference/data/fairy-stockfish-variants.ini)", () => {
  const docs = readFileSync(new URL('../../docs/fairy.md', import.meta.url), 'utf8');

  it('has 143 sections, and docs/fairy.md states how many we read', () => {
    expect(sections).toHaveLength(143);
    const read = sections.filter((s) => s.definition !== undefined).length;
    expect(read).toBeGreaterThanOrEqual(101);
    expect(docs).toContain(`143 sections`);
    expect(docs).toContain(`${read} sections read`);
    // With none refused the docs say so rather than show an empty table.
    expect(docs).toContain(read === 143 ? 'No section is refused.' : `The ${143 - read} sections refused`);
  });

  it("docs/fairy.md's table names every refused section under the reason it is refused for", () => {
    const actual = new Map<string, string[]>();
    for (const s of sections) {
      if (s.refused === undefined) continue;
      const reason = refusalReason(s.refused);
      actual.set(reason, [...(actual.get(reason) ?? []), s.name]);
    }
    const table = new Map<string, string[]>();
    for (const row of docs.split('\n')) {
      const m = /^\| ((?:template )?`[^`]+`) \| .+ \| ([a-z0-9, -]+) \|$/.exec(row);
      if (m) table.set(m[1] ?? '', (m[2] ?? '').split(',').map((n) => n.trim()));
    }
    expect(table).toEqual(actual);
  });
});
