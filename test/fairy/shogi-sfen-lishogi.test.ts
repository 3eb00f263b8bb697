/**
 * "SFEN as lishogi writes it" (issue 31): shogi's toSfen / parseSfen against SFEN written by hand
 * from the rules (the USI protocol's start position; a position with both hands after a known
 * line), round trips, and malformed SFEN refused with the code docs/errors.md gives for position
 * text that cannot be read (INVALID_FEN), the position object left as it was.
 */
import { describe, expect, it } from 'vitest';
import { shogi } from '../../src/variants/fairy/index.js';

/** The USI protocol's start position (USI spec: `position startpos` is this SFEN). */
const USI_START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

describe('SFEN as lishogi and USI write it', () => {
  it("the start position is the USI protocol's startpos SFEN: gote's rank a first, files 9 to 1, sente b, no hands, ply 1", () => {
    expect(shogi.toSfen(shogi.setup())).toBe(USI_START);
    expect(shogi.format(shogi.parseSfen(USI_START))).toBe(shogi.format(shogi.setup()));
  });

  it('after 7g7f 3c3d 8h2b+ 3a2b (bishops traded) both hands hold a bishop, sente upper case first, ply 5', () => {
    // Written from the rules: 8h's bishop takes on 2b and promotes; gote's silver 3a takes it back
    // (the horse goes to gote's hand as a bishop). Rank a: 3a empty; rank b: rook 8b, silver 2b;
    // rank c: 3c's pawn on 3d; rank f: 7g's pawn on 7f; rank h: the rook alone on 2h.
    const line = ['7g7f', '3c3d', '8h2b+', '3a2b'];
    const p = line.reduce((q, m) => shogi.play(q, m), shogi.setup());
    const sfen = 'lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5';
    expect(shogi.toSfen(p)).toBe(sfen);
    expect(shogi.toSfen(shogi.parseSfen(sfen))).toBe(sfen);
    expect(shogi.format(shogi.parseSfen(sfen))).toBe(shogi.format(p));
  });

  it('hands are written rook, bishop, gold, silver, knight, lance, pawn, with counts, and a promoted piece as +X', () => {
    // Every kind in both hands, given out of order: written in lishogi's order, sente's first.
    const given = '4k4/9/9/9/4+P4/9/9/9/4K4 w 3p2PlLnNsSgGbBrR 10';
    expect(shogi.toSfen(shogi.parseSfen(given))).toBe('4k4/9/9/9/4+P4/9/9/9/4K4 w RBGSNL2Prbgsnl3p 10');
  });

  it('malformed SFEN is INVALID_FEN and changes nothing', () => {
    const p = shogi.setup();
    const before = JSON.stringify(p);
    for (const text of ['lnsgkgsnl/1r5b1 x - 1', '4k4/9/9/9/9/9/9/9/4K4 b 0P 1', '4k4/9/9/9/9/9/9/9/4K4 b K 1', '4k4/9/9/9/9/9/9/9/4+K4 b - 1', '4k4/9/9/9/9/9/9/9/4K4 b - x']) {
      expect(() => shogi.parseSfen(text), text).toThrow(expect.objectContaining({ code: 'INVALID_FEN' }));
    }
    expect(JSON.stringify(p)).toBe(before);
  });
});
