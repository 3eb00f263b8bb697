/**
 * flipEnclosedPieces = quadwrangle (Fairy-Stockfish position.cpp do_move: after a move on the
 * board, or after a drop with a piece of the mover's next to the square, every piece of the
 * opponent's next to the square reached turns) and the sections of Fairy-Stockfish's variants.ini
 * that use it or inherit from it: quadwrangle, quadwrangle7x7 and crusade (which sets ataxx
 * flipping back and turns drops off, keeping ataxx's freeDrops). Against ffish 0.7.10 loading the
 * same file, and a position worked out by hand from the rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { makeUnmakeRestores } from './make-unmake-walk.js';
import { seeded } from './seeded.js';
import { loadFixtureIntoFfish, readFixtureSections } from './variants-ini-fixture.js';

let ff: FfishModule;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
});

const sections = readFixtureSections();
function game(name: string): FairyVariant {
  const definition: FairyDefinition | undefined = sections.find((s) => s.name === name)?.definition;
  if (!definition) throw new Error(`[${name}] is not read`);
  return defineFairy(definition);
}

/** Plays seeded games from `fen` (the start when undefined) beside ffish to their end; returns the end reasons met. */
function walks(name: string, fen: string | undefined, seeds: number, plies: number): Set<string> {
  const g = game(name), ends = new Set<string>();
  for (let seed = 1; seed <= seeds; seed++) {
    const random = seeded(seed * 977 + name.length);
    const board = fen === undefined ? new ff.Board(name) : new ff.Board(name, fen);
    try {
      let position = fen === undefined ? g.setup() : g.parse(fen);
      for (let ply = 0; ply < plies; ply++) {
        const where = `${name} seed ${seed} ply ${ply}`;
        const theirs = expectPlyAsFfish(g, position, board, where);
        const status = g.status(position);
        if (status.over) { ends.add(status.reason); break; }
        const uci = theirs[Math.floor(random() * theirs.length)] as string;
        position = g.play(position, g.legalMoves(position).find((m) => m.uci === uci) ?? uci);
        board.push(uci);
      }
    } finally {
      board.delete();
    }
  }
  return ends;
}

/** ffish's FEN after `uci` from `fen`. */
function ffishFenAfter(name: string, fen: string, uci: string): string {
  const board = new ff.Board(name, fen);
  try { expect(board.push(uci)).toBe(true); return board.fen(); } finally { board.delete(); }
}

describe('flipEnclosedPieces quadwrangle', () => {
  // White: a1, c4; black: d5, e5, d3. Worked out by hand from the rule.
  const FEN = '8/8/8/3pp3/2P5/3p4/8/P7 w - - 0 1';

  it('a drop next to a piece of the mover\'s turns every enemy piece around it; a drop with none of the mover\'s around turns nothing', () => {
    const g = game('quadwrangle'), p = g.parse(FEN), moves = g.legalMoves(p);
    // d4: c4 is white's; d3, d5 and e5 are black's.
    expect([...(moves.find((m) => m.uci === 'P@d4')?.flips ?? [])].sort()).toEqual(['d3', 'd5', 'e5']);
    // e4: black's d3, d5 and e5 around, no white piece: nothing turns.
    expect(moves.find((m) => m.uci === 'P@e4')?.flips).toEqual([]);
    for (const uci of ['P@d4', 'P@e4']) expect(g.format(g.play(p, uci)), uci).toBe(ffishFenAfter('quadwrangle', FEN, uci));
    expect(g.format(g.play(p, 'P@e4')).split(' ')[0]).toBe('8/8/8/3pp3/2P1P3/3p4/8/P7');
    expect(g.format(g.play(p, 'P@d4')).split(' ')[0]).toBe('8/8/8/3PP3/2PP4/3P4/8/P7');
  });

  it('a move on the board turns every enemy piece around the square reached, with no piece of the mover\'s next to it', () => {
    const g = game('quadwrangle'), p = g.parse(FEN);
    // c4 slides to e4 (the queen's line through d4); c4 is left empty, so no white piece touches e4.
    const slide = g.legalMoves(p).find((m) => m.uci === 'c4e4');
    expect(slide).toMatchObject({ from: 'c4', to: 'e4', piece: 'P', captures: [] });
    expect([...(slide?.flips ?? [])].sort()).toEqual(['d3', 'd5', 'e5']);
    expect(g.format(g.play(p, 'c4e4'))).toBe(ffishFenAfter('quadwrangle', FEN, 'c4e4'));
    expect(g.format(g.play(p, 'c4e4')).split(' ')[0]).toBe('8/8/8/3PP3/4P3/3P4/8/P7');
  });

  for (const name of ['quadwrangle', 'quadwrangle7x7']) {
    it(`[${name}]: perft from the start equals ffish's to depth 2, and perft(1) is the number of legal moves`, () => {
      const g = game(name);
      for (let d = 1; d <= 2; d++) expect(g.perft(g.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, name, undefined, d));
      expect(g.perft(g.setup(), 1)).toBe(g.legalMoves(g.setup()).length);
    });

    it(`[${name}]: seeded games to the end have ffish's legal moves, FEN and result at every ply (free drops, slides, flips, the full board)`, () => {
      const ends = walks(name, undefined, 4, 400);
      expect(ends.size, 'the walks reach an end').toBeGreaterThan(0);
    });
  }

  it('make then unmake of every move along seeded quadwrangle games restores FEN and hash', () => {
    makeUnmakeRestores(game('quadwrangle7x7'), 5, 30, 3);
  });
});

describe('[crusade]: ataxx flipping over quadwrangle, captures only, no drops', () => {
  it('its full starting board ends the game at once, drawn by count (adjudicateFullBoard), as in ffish', () => {
    const g = game('crusade'), p = g.setup();
    const board = new ff.Board('crusade');
    try {
      expect(board.result()).toBe('1/2-1/2');
      expectPlyAsFfish(g, p, board, 'crusade start');
      expect(g.status(p)).toMatchObject({ over: true, reason: 'full-board' });
    } finally {
      board.delete();
    }
  });

  it('from one empty square, seeded games have ffish\'s captures, flips, FEN and result at every ply', () => {
    const ends = walks('crusade', 'PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPp1pP w - - 0 1', 4, 300);
    expect(ends.size, 'the walks reach an end').toBeGreaterThan(0);
  });
});
