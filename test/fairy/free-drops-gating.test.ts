/**
 * freeDrops with seirawanGating: the hands (gating pockets) in the FEN. Fairy-Stockfish's ini reader
 * (parser.cpp at c19b5f6) has no `freeDrops` key — only its built-in ataxx sets the flag — so ffish
 * 0.7.10 plays `[x:seirawan]` with `freeDrops = true` as seirawan: gating takes the gated piece from
 * the hand and the FEN keeps hands and gates. Without pieceDrops that is also what this engine does
 * (its freeDrops frees drops only), and the FEN agrees with ffish's at every ply and reads back to
 * itself. With pieceDrops too, the two differ (the todo below).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { seeded } from './seeded.js';

const OWN = `
[freegating:seirawan]
freeDrops = true

[freegatingdrops:seirawan]
pieceDrops = true
freeDrops = true
`;

let ff: FfishModule;
let freegating: FairyVariant, freegatingdrops: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  ff.loadVariantConfig(OWN);
  const defs = parseVariantsIni(OWN);
  freegating = defineFairy(defs.get('freegating')!);
  freegatingdrops = defineFairy(defs.get('freegatingdrops')!);
});

describe('freeDrops with seirawanGating: hands and gates in the FEN', () => {
  it("without pieceDrops: ffish's legal moves and FEN (hands, gates) at every ply of seeded games, each FEN read back to itself", () => {
    let gated = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const random = seeded(seed * 41);
      const board = new ff.Board('freegating');
      try {
        let p = freegating.setup();
        for (let ply = 0; ply < 40; ply++) {
          const theirs = expectPlyAsFfish(freegating, p, board, `freegating seed ${seed} ply ${ply}`);
          const fen = freegating.format(p);
          expect(freegating.format(freegating.parse(fen))).toBe(fen);
          expect(freegating.hash(freegating.parse(fen))).toBe(freegating.hash(p));
          if (theirs.length === 0) break;
          // Gating moves (a fifth letter on a non-promotion move from the back rank) half the time, when there are some.
          const gates = theirs.filter((m) => /^[a-h][18][a-h][1-8][eh]$/.test(m));
          const pool = gates.length > 0 && random() < 0.5 ? gates : theirs;
          const uci = pool[Math.floor(random() * pool.length)] as string;
          if (gates.includes(uci)) gated++;
          p = freegating.play(p, uci);
          board.push(uci);
        }
      } finally {
        board.delete();
      }
    }
    expect(gated).toBeGreaterThan(2);
  });

  it('gating takes the gated piece from the hand (g1f3h: [EHeh] becomes [Eeh]) and the gate from the castling field', () => {
    const board = new ff.Board('freegating');
    try {
      const p = freegating.play(freegating.setup(), 'g1f3h');
      board.push('g1f3h');
      // By hand: White's hawk leaves the hand for g1, and the gate G leaves the castling field.
      expect(freegating.format(p)).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1');
      expect(board.fen()).toBe(freegating.format(p));
    } finally {
      board.delete();
    }
  });

  it('with pieceDrops: a free drop leaves the hand as it is, a gating still takes from it; the FEN reads back to itself', () => {
    let p = freegatingdrops.setup();
    p = freegatingdrops.play(p, 'B@e4');
    expect(freegatingdrops.format(p).split(' ')[0]).toBe('rnbqkbnr/pppppppp/8/8/4B3/8/PPPPPPPP/RNBQKBNR[EHeh]');
    p = freegatingdrops.play(p, 'g8f6e');
    expect(freegatingdrops.format(p).split(' ')[0]).toBe('rnbqkber/pppppppp/5n2/8/4B3/8/PPPPPPPP/RNBQKBNR[EHh]');
    const fen = freegatingdrops.format(p);
    expect(freegatingdrops.format(freegatingdrops.parse(fen))).toBe(fen);
  });

  it.todo('with pieceDrops, ffish differs: it does not read freeDrops, so its drops come from the hand (only E and H at the start, '
    + 'each taken from it), where this engine drops any type freely; Fairy-Stockfish\'s own freeDrops (set by its built-in ataxx only) '
    + 'would also make gating free and leave hands and gates out of the FEN');
});
