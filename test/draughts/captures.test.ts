/**
 * English draughts capture chains as the immutable layer builds them on the
 * core jump-chain walker (src/core/chains.ts): the draughts settings of that
 * walker (no own jumps, chains completed, jumped pieces stay until the move
 * ends, start square vacant once left, crowning row stops men only, every
 * route a move), checked against hand-worked positions and published counts.
 * Square map in rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/index.js';
import { draughts, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import { fen, move, notations } from './helpers.js';

/** Leaf count through legalMoves and play only (never the bitboard perft). */
function slowPerft(p: DraughtsPosition, depth: number): number {
  const moves = draughts.legalMoves(p);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += slowPerft(draughts.play(p, m), depth - 1);
  return n;
}

describe('Capture chains (immutable layer)', () => {
  it('the start square counts as empty once left: a king that loops back to it jumps on from there', () => {
    // King c5 (14) round d6, f6, f4, d4 (10, 11, 19, 18) back to c5, then on over b4 (17) to a3 (21); or b4 at once.
    const p = fen('B:W10,11,17,18,19:BK14');
    expect(notations(p)).toEqual(['14x21', '14x23x16x7x14x21', '14x7x16x23x14x21']);
    expect(move(p, '14x7x16x23x14x21').captures).toEqual(['10', '11', '19', '18', '17']);
    expect(draughts.format(draughts.play(p, '14x23x16x7x14x21'))).toBe('W:W:BK21');
  });

  it('a King is not stopped by the far row: only a man crowned there ends the move', () => {
    // c3 (22) over d2 (26) to e1 (31), on over f2 (27) to g3 (24) — as a king; a man stops on 31 (rules.test.ts).
    expect(notations(fen('B:W26,27:BK22'))).toEqual(['22x31x24']);
    expect(notations(fen('B:W26,27:B22'))).toEqual(['22x31']);
  });

  it('own pieces are never jumped, even by a king in mid-chain', () => {
    // King c5 (14) over d6 (10) to e7 (7); f6 (11) beyond is Black's own: the chain ends on 7.
    expect(notations(fen('B:W10:BK14,11'))).toEqual(['14x7']);
  });

  it('a White man captures up the board and stops on its crowning row (1–4); a White king goes on', () => {
    // h4 (20) over g5 (16) to f6 (11), over e7 (7) to d8 (2): crowned there; a king would go on over c7 (6) to b6 (9).
    const p = fen('W:W20:B16,7,6');
    expect(notations(p)).toEqual(['20x11x2']);
    expect(move(p, '20x11x2').crowns).toBe(true);
    expect(notations(fen('W:WK20:B16,7,6'))).toEqual(['20x11x2x9']);
  });

  it('legalMoves reproduces the published perft from the start (OEIS A133046), depths 1–5', () => {
    const start = draughts.setup();
    expect([1, 2, 3, 4, 5].map((d) => slowPerft(start, d))).toEqual([7, 49, 302, 1469, 7361]);
  });

  it('legalMoves and the bitboard perft agree, move for move, over seeded random games with kings and chains', () => {
    const rng = createRng(2024);
    let withCaptures = 0;
    for (let game = 0; game < 40; game++) {
      let p = draughts.setup();
      for (let ply = 0; ply < 120; ply++) {
        const legal = draughts.legalMoves(p);
        expect(draughts.perft(p, 1)).toBe(legal.length);
        if (legal.length === 0) break;
        if (legal.some((m) => m.captures.length > 0)) withCaptures++;
        p = draughts.play(p, legal[rng.int(legal.length)] as (typeof legal)[number]);
      }
    }
    expect(withCaptures).toBeGreaterThan(100);
  });
});
