/**
 * Material counting (Fairy-Stockfish `materialCounting`, position.h material_counting_result): a
 * game end that would be a draw is scored by the material on the board. Janggi counts points
 * (chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Cho, who moves first, needs more
 * than one point over Han, Han's 1.5 for moving second), `unweighted` the pieces, `whitedrawodds` /
 * `blackdrawodds` give the draw to one side. Expected results are worked out by hand from these
 * points; the users' game is also checked against ffish.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy, janggi, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { chess } from '../../src/variants/fairy/chess-like.js';
import { janggi as janggiDefinition } from '../../src/variants/fairy/janggi.js';
import { loadFfish } from './ffish-oracle.js';

/** Both sides pass (the generals' squares twice) from a janggi position with Cho to move. */
function afterTwoPasses(fen: string, choGeneral: string, hanGeneral: string) {
  return janggi.play(janggi.play(janggi.parse(fen), `${choGeneral}${choGeneral}`), `${hanGeneral}${hanGeneral}`);
}

describe('janggi: two passes in a row end the game, scored by points', () => {
  const USERS_FEN = '1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23';
  const USERS_MOVES = 'f4e4 d10b10 e2e3 e8e9 c7f9 e9e8 f8f10 d9f8 a8b6 c10a7 f9i7 f8h7 e3e2 e10f10 e4e5 h9h4 e2d1 a7c10 d8h8 b7c7 e5e6 h7i5 i7f9 c10a7 f9h6 f10f10 d1d1'.split(' ');

  it('the users\' game ends by two passes with Han 27 points against Cho 17: Han wins, as ffish says', async () => {
    let p = janggi.parse(USERS_FEN);
    for (const m of USERS_MOVES) p = janggi.play(p, m);
    // Cho: cannon 7 + horse 5 + elephant 3 + soldier 2 = 17; Han: cannons 14 + horse 5 + elephant 3 + guard 3 + soldier 2 = 27.
    expect(p.fen).toBe('1c3k3/9/4a2C1/b1p6/1N2P2B1/8n/7c1/9/9/3K5 b - - 13 36');
    expect(janggi.status(p)).toEqual({ over: true, winner: janggi.players[1], reason: 'double-pass' });
    const ff = await loadFfish();
    const board = new ff.Board('janggi', USERS_FEN);
    try {
      for (const m of USERS_MOVES) board.push(m);
      expect(board.result()).toBe('0-1');
    } finally {
      board.delete();
    }
  });
  it('a chariot against nothing: Cho with 13 points wins', () => {
    expect(janggi.status(afterTwoPasses('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', 'e2', 'd10'))).toEqual({ over: true, winner: janggi.players[0], reason: 'double-pass' });
  });
  it('a chariot (13) against a cannon and a horse (12): one point ahead is not enough, Han wins', () => {
    expect(janggi.status(afterTwoPasses('3k5/9/c8/9/n8/9/9/9/4K4/R8 w - - 0 1', 'e2', 'd10'))).toEqual({ over: true, winner: janggi.players[1], reason: 'double-pass' });
  });
  it('a chariot and a soldier (15) against a cannon and a horse (12): Cho wins', () => {
    expect(janggi.status(afterTwoPasses('3k5/9/c8/9/n8/9/8P/9/4K4/R8 w - - 0 1', 'e2', 'd10'))).toEqual({ over: true, winner: janggi.players[0], reason: 'double-pass' });
  });
  it('equal material (a soldier each): Han wins', () => {
    expect(janggi.status(afterTwoPasses('3k5/9/9/p8/9/9/8P/9/4K4/9 w - - 0 1', 'e2', 'd10'))).toEqual({ over: true, winner: janggi.players[1], reason: 'double-pass' });
  });
  it('the generals facing each other twice in a row (bikjang) are scored the same way: a chariot wins for Cho', () => {
    // Han's general steps to e10, facing Cho's on e2 along the open file; Cho passes and they face each other again.
    let p = janggi.parse('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1');
    for (const m of ['a1a2', 'd10e10', 'e2e2']) p = janggi.play(p, m);
    expect(janggi.status(p)).toEqual({ over: true, winner: janggi.players[0], reason: 'bikjang' });
  });
  it('without material counting (janggi\'s traditional rules) the same end is a draw', () => {
    const traditional = defineFairy({ ...janggiDefinition, id: 'janggitraditional', materialCounting: 'none' });
    const p = traditional.play(traditional.play(traditional.parse('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1'), 'e2e2'), 'd10d10');
    expect(traditional.status(p)).toEqual({ over: true, draw: 'double-pass', reason: 'double-pass' });
  });
  it('the 50-move rule, which Fairy-Stockfish scores by points too, is no claimable draw while a side is ahead', () => {
    expect(janggi.status(janggi.parse('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 100 80'))).toEqual({ over: false, turn: janggi.players[0] });
    const traditional = defineFairy({ ...janggiDefinition, id: 'janggitraditional', materialCounting: 'none' });
    expect(traditional.status(traditional.parse('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 100 80'))).toEqual({ over: false, turn: traditional.players[0], claimableDraw: 'fifty-move-rule' });
  });
});

describe('a stalemate worth a draw is scored by material counting', () => {
  // Black's king on a8 has no move (a7, b7, b8 covered by the queen on b6) and is not in check.
  const STALEMATE = 'k7/8/1Q6/8/8/8/8/7K b - - 0 1';
  const counting = (materialCounting: FairyDefinition['materialCounting']) => defineFairy({ ...chess, id: `chess-${materialCounting ?? 'none'}`, ...(materialCounting ? { materialCounting } : {}) });
  it('without counting it is a draw', () => {
    expect(counting(undefined).status(counting(undefined).parse(STALEMATE))).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate' });
  });
  it('unweighted: White, two pieces against one, wins', () => {
    const v = counting('unweighted');
    expect(v.status(v.parse(STALEMATE))).toEqual({ over: true, winner: 'white', reason: 'stalemate' });
  });
  it('unweighted with equal counts stays a draw', () => {
    const v = counting('unweighted');
    // Two pieces each: Black's pawn on h6 is blocked by White's king on h5.
    expect(v.status(v.parse('k7/8/1Q5p/7K/8/8/8/8 b - - 0 1'))).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate' });
  });
  it('blackdrawodds (armageddon): Black wins the stalemate; whitedrawodds: White does', () => {
    const black = counting('blackdrawodds'), white = counting('whitedrawodds');
    expect(black.status(black.parse(STALEMATE))).toEqual({ over: true, winner: 'black', reason: 'stalemate' });
    expect(white.status(white.parse(STALEMATE))).toEqual({ over: true, winner: 'white', reason: 'stalemate' });
  });
});
