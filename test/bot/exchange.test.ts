/**
 * Static exchange evaluation of the chess bot (src/bot/chess-see.ts): the material a capture wins
 * once the exchange on its square is played out. The positions are the Chess Programming Wiki's
 * examples for SEE (https://www.chessprogramming.org/SEE_-_The_Swap_Algorithm), the sequences
 * worked by hand in the comments with the bot's values (pawn 100, knight 320, bishop 330, rook 500, queen 900).
 */
import { describe, expect, it } from 'vitest';
import { exchangeValue } from '../../src/bot/chess-see.js';
import { chessAdapter, reachMasks } from '../../src/bot/chess-adapter.js';
import { chess } from '../../src/variants/chess/index.js';
import type { ChessState } from '../../src/variants/chess/state.js';

/** Square index as the chess search state numbers them: a1 0, b1 1, …, h8 63. */
const sq = (name: string): number => (name.charCodeAt(0) - 97) + 8 * (Number(name[1]) - 1);

function see(fen: string, from: string, to: string): { value: number; unchanged: boolean } {
  const state = chess.search(chess.parse(fen)) as unknown as ChessState;
  const before = Array.from(state.sq);
  // All pieces' squares, two words (a1..d4, e4..h8), as the adapter keeps them.
  let lo = 0, hi = 0;
  state.sq.forEach((p, i) => { if (p !== 0) { if (i < 32) lo |= 1 << i; else hi |= 1 << (i - 32); } });
  const value = exchangeValue(state.sq, state.tables, reachMasks(state.tables), lo, hi, sq(from), sq(to));
  return { value, unchanged: Array.from(state.sq).every((p, i) => p === before[i]) };
}

describe('static exchange evaluation', () => {
  it('a capture of an undefended pawn wins the pawn', () => {
    // Re1xe5: nothing of Black's reaches e5 (the d8 rook is on another file), so +100.
    expect(see('1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1', 'e1', 'e5')).toEqual({ value: 100, unchanged: true });
  });

  it('plays out the exchange with the least valuable piece first, pieces behind a capturer joining in (x-rays)', () => {
    // Nd3xe5 (+100 for White); Black recaptures with Nd7 (the cheapest: 320 back), Re2xe5 (320),
    // Bf6xe5 (500), Qe1xe5 through the rook's file (330), Qh8xe5 through the bishop's diagonal (900).
    // Worked backwards (either side may stop instead of recapturing), White does best to stop after
    // ...Nxe5: 100 − 320 = −220. Black's queen behind the bishop is what stops White: without it
    // White would go on and end at 100 − 320 + 320 − 500 + 330 = −70.
    expect(see('1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1', 'd3', 'e5')).toEqual({ value: -220, unchanged: true });
  });

  it('a piece behind the capturer on the same line recaptures after it (an x-ray), which can turn a loss into a gain', () => {
    // Rd2xd5 (+100), Rd8xd5 (500 back), Qd1xd5 along the d-file the rook has left (+500); Black has
    // nothing left: White is a pawn up, +100. Were the queen not seen behind the rook, White would
    // stop a rook for a pawn down: 100 − 500 = −400.
    expect(see('3r3k/8/8/3p4/8/8/3R4/3QK3 w - - 0 1', 'd2', 'd5')).toEqual({ value: 100, unchanged: true });
  });

  it('a queen that takes a pawn guarded by a pawn loses the queen for the pawn', () => {
    // Qd1xd5, exd5 (e6 pawn recaptures): 100 − 900.
    expect(see('4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1', 'd1', 'd5').value).toBe(-800);
  });

  it('the adapter calls a capture losing only when the exchange loses material', () => {
    const fen = '1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1';
    const adapter = chessAdapter(chess, chess.search(chess.parse(fen)));
    const move = (from: string, to: string): number => sq(from) | (sq(to) << 6);
    expect(adapter.losingCapture?.(move('d3', 'e5'), 0)).toBe(true);
    // Re1xe5 in the first position wins a pawn.
    const quiet = chessAdapter(chess, chess.search(chess.parse('1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1')));
    expect(quiet.losingCapture?.(move('e1', 'e5'), 0)).toBe(false);
  });
});
