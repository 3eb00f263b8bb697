/**
 * capturesToHand with blastOnCapture: Fairy-Stockfish's variants.ini section `atomiczh` (atomic
 * chess with crazyhouse drops). Fairy-Stockfish (position.cpp do_move) puts the captured piece in
 * the capturer's hand as in crazyhouse, and then every piece the blast removes — the capturing piece
 * and the non-pawns around the square — in the hand of the side it did not belong to, a promoted
 * piece as a pawn. Against ffish 0.7.10 loading the same variants.ini.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, type FairyPosition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish, walkPreferring } from './ffish-ply.js';
import { makeUnmakeRestores } from './make-unmake-walk.js';
import { seeded } from './seeded.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

let ff: FfishModule;
let atomiczh: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  atomiczh = defineFairy(fixture('atomiczh'));
});

describe('capturesToHand with blastOnCapture ([atomiczh])', () => {
  it('a capture puts the captured piece in the capturer\'s hand and every blasted piece in the hand of the side it did not belong to', () => {
    // White's knight on f3 takes e5; the blast removes the knight and black's d6 bishop, not the f6 pawn.
    const fen = 'rnbqk2r/ppp3pp/3b1p2/4p3/8/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 0 1';
    const board = new ff.Board('atomiczh', fen);
    try {
      let p = atomiczh.parse(fen);
      expectPlyAsFfish(atomiczh, p, board, 'before f3e5');
      p = atomiczh.play(p, 'f3e5');
      board.push('f3e5');
      expectPlyAsFfish(atomiczh, p, board, 'after f3e5');
      // By hand: white holds the captured pawn and the blasted bishop; black holds the blasted knight.
      expect(atomiczh.format(p).split(' ')[0]).toBe('rnbqk2r/ppp3pp/5p2/8/8/8/PPPP1PPP/RNBQKB1R[BPn]');
    } finally {
      board.delete();
    }
  });

  it('perft from the start equals ffish\'s to depth 3', () => {
    for (let d = 1; d <= 3; d++) expect(atomiczh.perft(atomiczh.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'atomiczh', undefined, d));
  });

  it('seeded games that prefer captures have ffish\'s legal moves, FEN and result at every ply', () => {
    let captures = 0;
    const taking = (uci: string, p: FairyPosition): boolean => atomiczh.legalMoves(p).some((m) => m.uci === uci && m.captures.length > 0);
    for (let seed = 1; seed <= 6; seed++) captures += walkPreferring(atomiczh, () => new ff.Board('atomiczh'), seeded(seed * 733), 80, taking, `atomiczh seed ${seed}`);
    expect(captures).toBeGreaterThan(10);
  });

  it('make then unmake of every move along seeded games restores FEN and hash (hands included)', () => {
    makeUnmakeRestores(atomiczh, 11, 40, 2);
  });
});
