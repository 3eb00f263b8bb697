/**
 * `status().check` and the ends that depend on it (checkmate against stalemate), for every game of
 * the chess family. The rule rows are worked out by hand from lichess's rules; the property
 * compares `status` on seeded random playouts with an attack test of this file's own (a ray and
 * leaper scan of the board text), applying each variant's rule about check:
 * - chess, Chess960, three-check, king of the hill, crazyhouse: the side to move's king is attacked;
 * - atomic: attacked, unless the two kings touch (capturing one would explode the other);
 * - horde: White has no king, so never; Black as in chess;
 * - antichess: the king is an ordinary piece, never in check;
 * - racing kings: giving check is illegal, so no king is ever attacked.
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant, Move, Position } from '../../src/core/index.js';
import { everyPosition } from '../properties/playouts.js';
import { kingAttacked, kingsTouch } from './board-attacks.js';

type Colour = 'white' | 'black';
interface Board { readonly board: string; readonly turn: Colour }

/** Is the side to move in check, by each variant's rule (see the file comment)? */
const inCheck: Record<string, (p: Board) => boolean> = {
  chess: (p) => kingAttacked(p, p.turn),
  chess960: (p) => kingAttacked(p, p.turn),
  'three-check': (p) => kingAttacked(p, p.turn),
  'king-of-the-hill': (p) => kingAttacked(p, p.turn),
  crazyhouse: (p) => kingAttacked(p, p.turn),
  atomic: (p) => kingAttacked(p, p.turn) && !kingsTouch(p),
  horde: (p) => p.turn === 'black' && kingAttacked(p, 'black'),
  antichess: () => false,
  'racing-kings': () => false,
};

describe('atomic: check and checkmate (lichess: a king is in check when attacked, unless the kings touch)', () => {
  it('a king attacked by an adjacent queen it may not take (taking explodes it) and with no square to go to is checkmated', () => {
    // Black Ka7, White Qb7 (Kc2 far away): Kxb7 is no move (a king cannot capture), a8 b8 b6 a6 are all attacked.
    expect(atomic.status(atomic.parse('8/kQ6/8/8/8/8/2K5/8 b - - 0 1'))).toEqual({ over: true, winner: 'white', reason: 'checkmate', checks: ['a7'] });
    expect(atomic.legalMoves(atomic.parse('8/kQ6/8/8/8/8/2K5/8 b - - 0 1'))).toEqual([]);
  });
  it('the mating move is written with # and the position after it is checkmate', () => {
    const p = atomic.parse('k7/8/1Q6/8/8/8/2K5/8 w - - 0 1');
    const mate = atomic.legalMoves(p).find((m) => m.uci === 'b6b7')!;
    expect(mate.notation).toBe('Qb7#');
    expect(mate.checkmate).toBe(true);
    expect(atomic.status(atomic.play(p, mate))).toEqual({ over: true, winner: 'white', reason: 'checkmate', checks: ['a8'] });
  });
  it('a queen on the open diagonal to the king gives check', () => {
    // 1.e4 f5 2.Qh5+: h5-g6-f7-e8 is open and the kings are far apart.
    const s = atomic.status(atomic.parse('rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2'));
    expect(s.over).toBe(false);
    expect(s.over === false && s.check).toBe(true);
  });
  it('while the kings touch neither is in check, although a rook attacks one of them', () => {
    // White Ke4 and Pa2, Black Ke5, Ph7 and Ra4 on the fourth rank.
    const s = atomic.status(atomic.parse('8/7p/8/4k3/r3K3/8/P7/8 w - - 0 1'));
    expect(s.over).toBe(false);
    expect(s.over === false && s.check).toBe(false);
  });
  it('a king with no move and not in check is stalemated: a draw', () => {
    // Black Ka8; White Qc7 covers a7, b7 and b8 but not a8.
    expect(atomic.status(atomic.parse('k7/2Q5/8/8/8/8/2K5/8 b - - 0 1'))).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate' });
  });
});

/** Start positions with checks and mates near: each variant's start and a few middlegames. */
const STARTS: Record<string, readonly string[]> = {
  // 4k3/8/3N4/8/8/8/P7/…: Black's king on e8 is in check from the knight on d6 (a leaper's check, not a ray's).
  chess: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', '4k3/8/3N4/8/8/8/P7/4K3 b - - 0 1', 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', '6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1'],
  chess960: ['bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1'],
  'three-check': ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 3+3 4 4'],
  'king-of-the-hill': ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'],
  crazyhouse: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', '2k5/8/8/8/8/8/8/4K3[QRBNqrbn] w - - 0 1'],
  atomic: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'k7/8/1Q6/8/8/8/2K5/8 w - - 0 1', '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', '8/8/3k4/8/8/3K4/8/q6Q w - - 0 1'],
  horde: ['rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1', '4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1'],
  antichess: ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'],
  'racing-kings': ['8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1', '4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1'],
};

const VARIANTS = [chess, chess960, threeCheck, kingOfTheHill, crazyhouse, atomic, horde, antichess, racingKings] as unknown as AnyVariant[];
const RUNS = { numRuns: 12, seed: 20261125 };

describe('status().check agrees with an independent attack test, on generated games of every chess variant', () => {
  for (const variant of VARIANTS) {
    it(`${variant.id}: status says check exactly when the side to move's king is in check by the rules; no moves and in check is checkmate, not in check stalemate`, () => {
      const expected = inCheck[variant.id]!;
      const starts = STARTS[variant.id]!.map((fen) => variant.parse(fen));
      everyPosition<Position, Move>(variant, starts, 60, RUNS, ({ position, legal }, game) => {
        const p = position as unknown as Board;
        const s = variant.status(position) as { over: boolean; check?: boolean; reason?: string };
        const where = `${variant.id} ${game} (${variant.format(position)})`;
        const checked = expected(p);
        if (!s.over) expect(s.check, where).toBe(checked);
        else if (s.reason === 'checkmate') expect(checked, where).toBe(true);
        else if (s.reason === 'stalemate' && variant.id !== 'antichess') expect(checked, where).toBe(false);
        if (variant.id === 'racing-kings') expect(kingAttacked(p, 'white') || kingAttacked(p, 'black'), where).toBe(false);
        if (legal.length === 0 && variant.id !== 'antichess' && !s.over) expect.fail(`${where}: no legal move but the game is not over`);
      });
    });
  }
});

describe('a move\'s check marks agree with the status of the position it leads to, in every chess variant', () => {
  for (const variant of VARIANTS) {
    it(`${variant.id}: "#" exactly when the mover has won after it, "+" exactly when the side then to move is in check`, () => {
      const starts = STARTS[variant.id]!.map((fen) => variant.parse(fen));
      everyPosition<Position, Move>(variant, starts, 40, { numRuns: 6, seed: 20261126 }, ({ position, legal }, game) => {
        for (const m of legal.slice(0, 10) as readonly (Move & { notation: string; check: boolean; checkmate: boolean })[]) {
          const after = variant.play(position, m);
          const s = variant.status(after) as { over: boolean; winner?: string; check?: boolean };
          const where = `${variant.id} ${game} ${m.notation} (${variant.format(position)})`;
          expect(m.checkmate, where).toBe(s.over && s.winner === (position as unknown as Board).turn);
          expect(m.notation.endsWith('#'), where).toBe(m.checkmate);
          if (!s.over) expect(m.check, where).toBe(s.check === true);
          expect(m.notation.endsWith('+'), where).toBe(m.check && !m.checkmate);
        }
      });
    });
  }
});
