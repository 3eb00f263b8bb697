/**
 * petrifyOnCaptureTypes (a capturing piece of those types turns into a wall where it captured)
 * against ffish 0.7.10 (Fairy-Stockfish's own rules): the built-in `petrified` and the ini section
 * `[nuclear:atomic]` of Fairy-Stockfish's variants.ini — perft, legal moves, FEN and result at every
 * ply of seeded games; positions for the rule's parts (a king may not capture, an enemy king
 * threatens nothing, a pawn's capture leaves no wall); make/unmake restores FEN and hash.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, petrified, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, splitMoves, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { makeUnmakeRestores } from './make-unmake-walk.js';
import { seeded } from './seeded.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

let ff: FfishModule;
let nuclear: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  nuclear = defineFairy(fixture('nuclear'));
});

/** Seeded games beside ffish: its legal moves, FEN and result at every ply; returns at how many plies ffish's board held a wall. */
function walk(game: FairyVariant, name: string, seeds: number, plies: number): number {
  let walled = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const random = seeded(seed * 17 + name.length);
    const board = new ff.Board(name);
    try {
      let position = game.setup();
      for (let ply = 0; ply < plies; ply++) {
        const theirs = expectPlyAsFfish(game, position, board, `${name} seed ${seed} ply ${ply}`);
        if ((board.fen().split(' ')[0] ?? '').includes('*')) walled++;
        if (game.status(position).over) break;
        const uci = theirs[Math.floor(random() * theirs.length)] as string;
        position = game.play(position, uci);
        board.push(uci);
      }
    } finally {
      board.delete();
    }
  }
  return walled;
}

describe('petrifyOnCaptureTypes against ffish', () => {
  it('petrified: perft from the start equals ffish\'s to depth 3', () => {
    for (let d = 1; d <= 3; d++) expect(petrified.perft(petrified.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'petrified', undefined, d));
  });

  it('petrified: seeded games have ffish\'s legal moves, FEN (walls as *) and result at every ply', () => {
    expect(walk(petrified, 'petrified', 6, 120)).toBeGreaterThan(20);
  });

  it('[nuclear] (atomic whose capturers but the king petrify in the blast): perft from the start equals ffish\'s to depth 3', () => {
    for (let d = 1; d <= 3; d++) expect(nuclear.perft(nuclear.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'nuclear', undefined, d));
  });

  it('[nuclear]: seeded games have ffish\'s legal moves, FEN and result at every ply', () => {
    expect(walk(nuclear, 'nuclear', 6, 120)).toBeGreaterThan(20);
  });

  // [rule, game, FEN, a move ffish lists (or undefined), a move it does not (or undefined)]
  const cases: readonly [string, string, string, string | undefined, string | undefined][] = [
    ['a king of a petrifying type may not capture (it would turn into a wall): no e1e2', 'petrified', '4k3/8/8/8/8/8/4q3/4K3 w - - 0 1', undefined, 'e1e2'],
    ['an enemy king that would petrify threatens nothing: the kings may stand side by side (e1e2 next to e3)', 'petrified', '8/8/8/8/8/4k3/8/4K3 w - - 0 1', 'e1e2', undefined],
    ['a rook that captures becomes a wall on the target square (FEN *)', 'petrified', '4k2r/8/8/8/8/8/8/4K2R w - - 0 1', 'h1h8', undefined],
    ["a pawn (not of the petrifying types) that captures stays a pawn", 'petrified', '4k3/8/8/8/8/3n4/4P3/4K3 w - - 0 1', 'e2d3', undefined],
    ["a blasting capture is judged with its target square empty (Fairy-Stockfish's legal() does not see the capturer's wall): Nxe4 would open the e-file to the king", 'nuclear', '4k1nr/3nqppp/p4R2/2**2NP/P3p1P1/2N1P3/RBb2P2/3QK3 w - - 0 28', undefined, 'c3e4'],
  ];
  for (const [rule, name, fen, listed, absent] of cases) {
    it(`${name}: ${rule}`, () => {
      const game = name === 'petrified' ? petrified : nuclear;
      const board = new ff.Board(name, fen);
      try {
        const theirs = splitMoves(board.legalMoves());
        if (listed !== undefined) expect(theirs).toContain(listed);
        if (absent !== undefined) expect(theirs).not.toContain(absent);
        const p = game.parse(fen);
        expect(game.legalMoves(p).map((m) => m.uci).sort()).toEqual(theirs);
        for (const uci of theirs) {
          board.push(uci);
          expect(game.format(game.play(p, uci)), `${fen} ${uci}`).toBe(board.fen());
          board.pop();
        }
      } finally {
        board.delete();
      }
    });
  }

  it('petrified: Rxh8 leaves a wall on h8, written * (the FEN Fairy-Stockfish writes for a wall)', () => {
    const after = petrified.play(petrified.parse('4k2r/8/8/8/8/8/8/4K2R w - - 0 1'), 'h1h8');
    expect(after.fen).toBe('4k2*/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('petrified and [nuclear]: along seeded games every move made and unmade restores FEN and hash', () => {
    makeUnmakeRestores(petrified, 5, 60, 3);
    makeUnmakeRestores(nuclear, 7, 60, 3);
  });
});
