/**
 * The drop bans for pawns (no drop on the side's first rank unless firstRankPawnDrops, none in the
 * promotion region unless promotionZonePawnDrops) hold for Fairy-Stockfish's pawn only: its
 * `Position::drop_region` tests `pt == PAWN`, so another type in `pawnTypes` or
 * `promotionPawnTypes` — elgam's soldier, nuclear's custom pawn — drops there too. Sections of
 * Fairy-Stockfish's own variants.ini (elgam) and one of ours (nuclear with drops), against ffish 0.7.10.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { crazyhouse, defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, splitMoves, type FfishModule } from './ffish-oracle.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish, variantsIniText } from './variants-ini-fixture.js';

const NUCLEAR_DROPS = '[nucleardrops:nuclear]\npieceDrops = true\ncapturesToHand = true\n';

let ff: FfishModule;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  ff.loadVariantConfig(NUCLEAR_DROPS);
});

/** The drops of piece letter `letter` in a position, ours and ffish's (UCI, sorted). */
function drops(game: FairyVariant, section: string, fen: string, letter: string): { ours: string[]; theirs: string[] } {
  const board = new ff.Board(section, fen);
  try {
    const mine = (uci: string): boolean => uci.startsWith(`${letter}@`);
    return { ours: game.legalMoves(game.parse(fen)).map((m) => m.uci).filter(mine).sort(), theirs: splitMoves(board.legalMoves()).filter(mine).sort() };
  } finally {
    board.delete();
  }
}

describe("pawn drop bans hold for Fairy-Stockfish's pawn type only", () => {
  it("elgam: a soldier (pawnTypes = s) drops on the side's first rank and in its promotion region (f1, f10)", () => {
    const elgam = defineFairy(fixture('elgam'));
    // White's soldiers on files a, c, e, g, i, k (rank 4) and Black's on c, e, g, i, k (rank 7): with
    // dropNoDoubled = s, White drops on the free files b, d, f, h, j; the empty squares there, f1 and f10 included.
    const fen = 'rheoa1aoehr/5k5/1c7c1/2s1s1s1s1s/5v5/5V5/S1S1S1S1S1S/1C7C1/5K5/RHEOA1AOEHR[Ss] w - - 0 1';
    const { ours, theirs } = drops(elgam, 'elgam', fen, 'S');
    expect(ours).toContain('S@f1');
    expect(ours).toContain('S@f10');
    expect(ours).toEqual(theirs);
  });

  it("nuclear's custom pawn (pawnTypes = p) drops on the first and last ranks; crazyhouse's pawn does not", () => {
    const nuclear = defineFairy(parseVariantsIni(`${variantsIniText}\n${NUCLEAR_DROPS}`).get('nucleardrops')!);
    // b8 and g1 empty: White's custom pawn may drop on both (its last and its first rank), a crazyhouse pawn on neither.
    const fen = 'r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[P] w KQkq - 0 1';
    const custom = drops(nuclear, 'nucleardrops', fen, 'P');
    expect(custom.ours).toContain('P@b8');
    expect(custom.ours).toContain('P@g1');
    expect(custom.ours).toEqual(custom.theirs);
    const house = drops(crazyhouse, 'crazyhouse', fen, 'P');
    expect(house.ours).toEqual(house.theirs);
    expect(house.ours).not.toContain('P@b8');
    expect(house.ours).not.toContain('P@g1');
  });
});
