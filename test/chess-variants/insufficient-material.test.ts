/**
 * Draws by insufficient material in the chess variants, one test per rule sentence of
 * docs/chess-variants.md. Expected results are the rules as lichess's shakmaty and chessops state
 * them (chessops 0.14 `hasInsufficientMaterial` per variant, both sides insufficient = draw).
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess960, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant } from '../../src/core/index.js';

const DRAW = { over: true, draw: 'insufficient-material', reason: 'insufficient-material' };
const drawn = (v: AnyVariant, fen: string): boolean => {
  const s = v.status(v.parse(fen));
  return s.over && s.reason === 'insufficient-material';
};

describe('lichess atomic: insufficient material', () => {
  it('lichess atomic: a bare king against a bare king is a draw', () => {
    expect(atomic.status(atomic.parse('8/8/8/3k4/8/8/8/4K3 w - - 0 1'))).toEqual(DRAW);
  });
  it('lichess atomic: a lone knight, bishop or rook against a bare king cannot win (draw)', () => {
    for (const fen of ['8/8/8/3k4/8/8/8/4K1N1 w - - 0 1', '8/8/8/3k4/8/8/8/4KB2 b - - 0 1', '8/8/8/3k4/8/8/8/4K2R w - - 0 1', '4k2r/8/8/8/8/8/8/4K3 w - - 0 1']) expect(drawn(atomic, fen), fen).toBe(true);
  });
  it('lichess atomic: two knights against a bare king cannot win; three knights can', () => {
    expect(drawn(atomic, '8/8/8/3k4/8/8/8/4KNN1 w - - 0 1')).toBe(true);
    expect(drawn(atomic, '8/8/8/3k4/8/8/7N/4KNN1 w - - 0 1')).toBe(false);
  });
  it('lichess atomic: a queen or a pawn against a bare king can win', () => {
    expect(drawn(atomic, '8/8/8/3k4/8/8/8/4K1Q1 w - - 0 1')).toBe(false);
    expect(drawn(atomic, '8/8/8/3k4/8/8/6P1/4K3 w - - 0 1')).toBe(false);
  });
  it('lichess atomic: two pieces other than two knights against a bare king can win', () => {
    for (const fen of ['8/8/8/3k4/8/8/8/4KBN1 w - - 0 1', '8/8/8/3k4/8/8/8/4K1RR w - - 0 1', '8/8/8/3k4/8/8/7B/4KB2 w - - 0 1']) expect(drawn(atomic, fen), fen).toBe(false);
  });
  it('lichess atomic: while both sides have pieces besides the king, either may still explode one next to the other king', () => {
    for (const fen of ['8/8/8/3k1n2/8/8/8/4K1N1 w - - 0 1', '8/8/8/3k1b2/8/8/8/4K2R w - - 0 1', '8/8/4b3/3k4/8/8/8/4KB2 w - - 0 1']) expect(drawn(atomic, fen), fen).toBe(false);
  });
  it('lichess atomic: bishops only, each side’s on one square colour and the other side’s on the other, are a draw', () => {
    // White's bishops on f1 and h3 (light squares), Black's on e5 and f6 (dark).
    expect(atomic.status(atomic.parse('8/8/5b2/3kb3/8/7B/8/4KB2 w - - 0 1'))).toEqual(DRAW);
    // One black bishop on a light square (e6): a capture is possible again.
    expect(drawn(atomic, '8/8/4bb2/3k4/8/7B/8/4KB2 w - - 0 1')).toBe(false);
  });
  it('lichess atomic: an exploded king ends the game as a win, not a draw', () => {
    // Rxd8 explodes the black king with the rooks: two bare kings' worth of material, but a win.
    const q = atomic.play(atomic.parse('3rk3/8/8/8/8/8/8/3RK3 w - - 0 1'), 'Rxd8');
    expect(atomic.status(q)).toEqual({ over: true, winner: 'white', reason: 'king-exploded' });
  });
});

describe('lichess antichess: insufficient material', () => {
  it('lichess antichess: bishops only, each side’s on one square colour and the other side’s on the other, are a draw', () => {
    expect(antichess.status(antichess.parse('8/8/8/4b3/8/8/8/5B2 w - - 0 1'))).toEqual(DRAW);
    expect(drawn(antichess, '8/8/8/4b3/8/8/2B5/5B2 b - - 0 1')).toBe(true);
    // The other way round: White's bishop on a dark square (c1), Black's on a light one (d5).
    expect(drawn(antichess, '8/8/8/3b4/8/8/8/2B5 w - - 0 1')).toBe(true);
  });
  it('lichess antichess: bishops on the same square colour, or a bishop on each colour, play on', () => {
    expect(drawn(antichess, '8/8/8/3b4/8/8/8/5B2 w - - 0 1')).toBe(false);
    expect(drawn(antichess, '8/8/8/3bb3/8/8/8/5B2 w - - 0 1')).toBe(false);
  });
  it('lichess antichess: a knight against a knight is not a draw (one side can always win it)', () => {
    expect(drawn(antichess, '8/8/8/4n3/8/8/8/6N1 w - - 0 1')).toBe(false);
  });
  it('lichess antichess: kings are ordinary pieces, so a king beside the bishops plays on', () => {
    expect(drawn(antichess, '8/8/8/4b3/8/8/8/4KB2 w - - 0 1')).toBe(false);
  });
});

describe('insufficient material in the other variants', () => {
  it('lichess horde: insufficient material never ends the game (Black’s king can always win by capturing the horde)', () => {
    expect(drawn(horde, '8/8/8/3k4/8/8/8/6N1 w - - 0 1')).toBe(false);
    expect(drawn(horde, '8/8/8/3k4/8/8/8/5B2 b - - 0 1')).toBe(false);
  });
  it('lichess three-check: kings alone are a draw; any other piece can still give check', () => {
    expect(threeCheck.status(threeCheck.parse('8/8/8/3k4/8/8/8/4K3 w - - 3+3 0 1'))).toEqual(DRAW);
    expect(drawn(threeCheck, '8/8/8/3k4/8/8/8/4K1N1 w - - 3+3 0 1')).toBe(false);
  });
  it('lichess king of the hill: a bare king can still walk to the hill (no insufficient material)', () => {
    expect(drawn(kingOfTheHill, '8/8/8/8/8/8/8/K6k w - - 0 1')).toBe(false);
  });
  it('lichess racing kings: a bare king can still race to the eighth rank (no insufficient material)', () => {
    expect(drawn(racingKings, '8/8/8/8/8/8/8/K6k w - - 0 1')).toBe(false);
  });
  it('Chess960: insufficient material as in chess (FIDE 5.2.2 dead positions)', () => {
    expect(chess960.status(chess960.parse('8/8/8/3k4/8/8/8/4K1N1 w - - 0 1'))).toEqual(DRAW);
    expect(drawn(chess960, '8/8/8/3k4/8/8/8/4K1NN w - - 0 1')).toBe(false);
  });
});
