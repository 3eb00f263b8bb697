/**
 * The chess bot's positional knowledge (src/bot/chess-knowledge.ts and its term files): passed
 * pawns, pawn structure, rook files, the bishop pair and king safety. Positions built by hand, each
 * compared with one that differs in the one thing the rule is about; the weights are fitted, so the
 * tests check which way and in which order the terms count, not their size.
 */
import { describe, expect, it } from 'vitest';
import { reachMasks } from '../../src/bot/chess-adapter.js';
import { knowledge, knowledgeScore } from '../../src/bot/chess-knowledge.js';
import { fillPawnSets } from '../../src/bot/chess-pawn-sets.js';
import { PASSED_WEIGHTS, passedPawns } from '../../src/bot/chess-passed-pawns.js';
import { pawnStructure } from '../../src/bot/chess-pawn-structure.js';
import { rookFiles } from '../../src/bot/chess-rook-files.js';
import { bishopPair } from '../../src/bot/chess-bishop-pair.js';
import { fillKingZones, kingSafety, kingZones } from '../../src/bot/chess-king-safety.js';
import { mobility } from '../../src/bot/chess-mobility.js';
import { chess } from '../../src/variants/chess/index.js';
import type { ChessState } from '../../src/variants/chess/state.js';
import { squareSets } from './chess-square-sets.js';

type Term = 'passed' | 'structure' | 'rooks' | 'pair' | 'king';

/** One term's `[middlegame, endgame]` for `fen` (White's view), read as the adapter reads the position. */
function term(name: Term, fen: string): [number, number] {
  const state = chess.search(chess.parse(fen)) as unknown as ChessState;
  const b = state.sq, occupied = squareSets(state);
  let wk = -1, bk = -1;
  b.forEach((p, i) => {
    if ((p & 7) === 6) { if (p & 8) bk = i; else wk = i; }
  });
  const masks = reachMasks(state.tables), score = new Int32Array(2);
  fillPawnSets(b, occupied, 0);
  if (name === 'passed') passedPawns(b, wk, bk, score);
  else if (name === 'structure') pawnStructure(score);
  else if (name === 'rooks') rookFiles(b, occupied, 0, score);
  else if (name === 'pair') bishopPair(b, occupied, 0, score);
  else kingSafety(masks, b, occupied, 0, wk, bk, score);
  return [score[0] as number, score[1] as number];
}

/** The whole knowledge score of `fen`, White's view. */
function all(fen: string): [number, number] {
  const state = chess.search(chess.parse(fen)) as unknown as ChessState;
  const occupied = squareSets(state);
  // As the adapter calls it: after the mobility walk has counted the attack on the kings' zones.
  fillKingZones(reachMasks(state.tables), state.kingSq[0] as number, state.kingSq[1] as number);
  mobility(reachMasks(state.tables), state.sq, occupied, 0, kingZones);
  knowledge(state.sq, occupied, 0, state.kingSq[0] as number, state.kingSq[1] as number);
  return [knowledgeScore[0] as number, knowledgeScore[1] as number];
}

/** `fen` with the colours swapped and the board turned top to bottom. */
function mirror(fen: string): string {
  const [board, turn] = fen.split(' ');
  const swap = (c: string): string => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
  return `${(board as string).split('/').reverse().map((row) => [...row].map(swap).join('')).join('/')} ${turn === 'w' ? 'b' : 'w'} - - 0 1`;
}

describe('passed pawns', () => {
  it('a passed pawn earns the middlegame weight of its own relative rank, and a black one counts against White', () => {
    // The fitted middlegame weights are negative (PeSTO's pawn tables already pay an advanced pawn):
    // what is checked is that each rank reads its own weight, from White's side and from Black's.
    const sixth = term('passed', '4k3/8/3P4/8/8/8/8/4K3 w - - 0 1'), fourth = term('passed', '4k3/8/8/8/3P4/8/8/4K3 w - - 0 1');
    expect(sixth[0]).toBe(PASSED_WEIGHTS[4]); // relative rank 6: index 6 - 2
    expect(fourth[0]).toBe(PASSED_WEIGHTS[2]);
    // Black's pawn on d3 stands on its sixth rank.
    expect(term('passed', '4k3/8/8/8/8/3p4/8/4K3 w - - 0 1')[0]).toBe(-(PASSED_WEIGHTS[4] as number));
  });

  it('an enemy pawn ahead on a neighbouring file stops a pawn being passed (and the two cancel)', () => {
    // d5 faces c7 ahead on the c-file: neither is passed. With the black pawn on a7 instead both are.
    expect(term('passed', '4k3/2p5/8/3P4/8/8/8/4K3 w - - 0 1')).toEqual([0, 0]);
    expect(term('passed', '4k3/p7/8/3P4/8/8/8/4K3 w - - 0 1')).not.toEqual([0, 0]);
  });

  it('in the endgame a passed pawn counts more when the enemy king is far from the square ahead of it and the square is empty', () => {
    // d5's square ahead is d6: Black's king on a8 is three steps from it, on c7 one; White's king on e1 five either way.
    const far = term('passed', 'k7/8/8/3P4/8/8/8/4K3 w - - 0 1'), near = term('passed', '8/2k5/8/3P4/8/8/8/4K3 w - - 0 1');
    expect(far[1]).toBeGreaterThan(near[1]);
    // A black knight on d6 blocks the path (the kings as in `far`).
    expect(far[1]).toBeGreaterThan(term('passed', 'k7/8/3n4/3P4/8/8/8/4K3 w - - 0 1')[1]);
  });
});

describe('pawn structure', () => {
  it('an isolated pawn counts against its side', () => {
    // White's a2 and c2 have no neighbour; Black's f7 and g7 guard each other.
    const [mg, eg] = term('structure', '4k3/5pp1/8/8/8/8/P1P5/4K3 w - - 0 1');
    expect(mg + eg).toBeLessThan(0);
  });

  it('doubled pawns count against their side', () => {
    // White's c2, c3 and d2 (not isolated) against Black's c7, d7, e7.
    const [mg, eg] = term('structure', '4k3/2ppp3/8/8/8/2P5/2PP4/4K3 w - - 0 1');
    expect(mg + eg).toBeLessThan(0);
  });
});

describe('rook files', () => {
  it('a rook counts more on a file without a pawn of its own (semi-open) than behind its own pawn', () => {
    // Ra1 on the a-file holding only Black's a7; Rb1 behind White's b2; Rd1 on the open d-file.
    const open = term('rooks', '4k3/p7/8/8/8/8/1P6/3RK3 w - - 0 1'), semi = term('rooks', '4k3/p7/8/8/8/8/1P6/R3K3 w - - 0 1'), closed = term('rooks', '4k3/p7/8/8/8/8/1P6/1R2K3 w - - 0 1');
    expect(semi[0] + semi[1]).toBeGreaterThan(0);
    expect(open[0] + open[1]).toBeGreaterThanOrEqual(0);
    expect(closed).toEqual([0, 0]);
    // Behind its own a2, with Black's a7 ahead too: still closed for it.
    expect(term('rooks', '4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1')).toEqual([0, 0]);
  });
});

describe('bishop pair', () => {
  it('two bishops count more than a bishop and a knight', () => {
    const pair = term('pair', '4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1'), mixed = term('pair', '4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1');
    expect(pair[0]).toBeGreaterThan(mixed[0]);
    expect(pair[1]).toBeGreaterThan(mixed[1]);
    // Both sides with the pair: no difference.
    expect(term('pair', '2b1kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1')).toEqual([0, 0]);
  });
});

describe('king safety', () => {
  it('an open file in front of the castled king costs the king\'s side', () => {
    // White's king on g1 behind f2 g2 h2, or with the g-pawn gone from the g-file (on a3 instead); Black's king the same in both.
    const sheltered = term('king', '4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1'), open = term('king', '4k3/8/8/8/8/P7/5P1P/6K1 w - - 0 1');
    expect(open[0]).toBeLessThan(sheltered[0]);
  });

  it('enemy pieces attacking the king\'s zone cost its side, two attackers more than one', () => {
    // White's king on g1 behind f2 g2 h2; Black's queen on h4 reaches h2 and f2, a black knight on g4 reaches f2 and h2.
    const none = term('king', '4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1');
    const one = term('king', '4k3/8/8/8/7q/8/5PPP/6K1 w - - 0 1');
    const two = term('king', '4k3/8/8/8/6nq/8/5PPP/6K1 w - - 0 1');
    expect(two[0]).toBeLessThan(one[0]);
    expect(one[0]).toBeLessThanOrEqual(none[0]);
  });
});

describe('chess knowledge', () => {
  it('scores a position with the colours swapped and the board turned as the negation (each term counts both sides alike)', () => {
    for (const fen of [
      'r1bq1rk1/pp3ppp/2n1p3/3p4/1bPP4/2N1PN2/P4PPP/R2QKB1R w KQ - 0 9',
      '6k1/1p3pp1/p6p/3P4/8/1P4P1/P4PKP/8 w - - 0 1',
      '2r2rk1/5ppp/p2b4/1p1Pp3/4Pq2/1P3N2/PB3PPP/2RQ1RK1 b - - 0 1',
      '8/8/4k3/3p4/1P6/8/5K2/8 w - - 0 1',
    ]) {
      const [mg, eg] = all(fen), [mirroredMg, mirroredEg] = all(mirror(fen));
      expect([mirroredMg + mg, mirroredEg + eg], fen).toEqual([0, 0]);
    }
  });
});
