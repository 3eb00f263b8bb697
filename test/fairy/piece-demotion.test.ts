/**
 * pieceDemotion where captures do not go to the hand: Fairy-Stockfish's variants.ini section
 * `cetus` (a wazir `o` promotes to a fers on a capture, `promotedPieceType = o:k`,
 * `piecePromotionOnCapture`, mandatory, the whole board a promotion region; with `pieceDemotion` the
 * promoted piece turns back into a wazir on its next capture). Fairy-Stockfish keeps every promoted
 * piece's origin (position.h put_piece's unpromoted board) and writes it `+O` in the FEN
 * (position.cpp fen()). Against ffish 0.7.10 loading the same variants.ini.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish, walkPreferring } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

let ff: FfishModule;
let cetus: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  cetus = defineFairy(fixture('cetus'));
});

describe('pieceDemotion without capturesToHand ([cetus])', () => {
  it('a wazir promotes on its capture (+O), and the promoted piece must demote on its next capture, as ffish plays it', () => {
    const fen = '9/9/3p5/1b2p4/4O4/9/9/2B6/9[] w - - 0 1';
    const board = new ff.Board('cetus', fen);
    try {
      let p = cetus.parse(fen);
      const line = ['e5e6+', 'b6a5', 'e6d7-'];
      for (const [i, uci] of line.entries()) {
        const theirs = expectPlyAsFfish(cetus, p, board, `before ${uci}`);
        expect(theirs, `before ${uci}`).toContain(uci);
        p = cetus.play(p, uci);
        board.push(uci);
        if (i === 0) {
          // By hand: the wazir on e6 is now a fers that remembers it was a wazir.
          expect(cetus.format(p).split('[')[0]).toBe('9/9/3p5/1b2+O4/9/9/9/2B6/9');
          expect(cetus.pieceAt(p, 'e6')).toMatchObject({ kind: '+O' });
        }
        if (i === 1) {
          // By hand: the capture on d7 must demote (mandatory); its quiet diagonal steps stay plain.
          const moves = cetus.legalMoves(p).map((m) => m.uci);
          expect(moves).toContain('e6d7-');
          expect(moves).not.toContain('e6d7');
          expect(moves).toContain('e6f7');
        }
      }
      expectPlyAsFfish(cetus, p, board, 'after the demotion');
      expect(cetus.format(p).split('[')[0]).toBe('9/9/3O5/9/b8/9/9/2B6/9');
    } finally {
      board.delete();
    }
  });

  it('perft from the start equals ffish\'s to depth 2', () => {
    for (let d = 1; d <= 2; d++) expect(cetus.perft(cetus.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'cetus', undefined, d));
  });

  it('seeded games that prefer promotions and demotions have ffish\'s legal moves, FEN and result at every ply', () => {
    let changes = 0;
    const turning = (uci: string): boolean => uci.endsWith('+') || uci.endsWith('-');
    for (let seed = 1; seed <= 4; seed++) changes += walkPreferring(cetus, () => new ff.Board('cetus'), seeded(seed * 313), 60, turning, `cetus seed ${seed}`);
    // The walks promote and demote (not a vacuous run).
    expect(changes).toBeGreaterThan(4);
  });
});
