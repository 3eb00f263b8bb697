/**
 * Properties over seeded random playouts, checked with an attack test of their own (not the
 * engine's): where a variant has check, no legal move leaves the mover's king attacked; racing
 * kings never lets a king be attacked at all; in atomic, nothing next to an explosion survives
 * except pawns, and the mover's king is left attacked only when the kings touch or the enemy
 * king is gone.
 */
import { describe, expect, it } from 'vitest';
import { atomic, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck, type ChessVariantMove, type ChessVariantPosition } from '../../src/variants/chess/index.js';
import { everyPosition } from '../properties/playouts.js';
import { kingAttacked, kingsTouch, squareAt as at } from './board-attacks.js';
import { createRng, type AnyVariant } from '../../src/core/index.js';

function playouts(variant: AnyVariant, games: number, plies: number, each: (p: ChessVariantPosition, m: ChessVariantMove, next: ChessVariantPosition) => void): void {
  for (let g = 0; g < games; g++) {
    const rng = createRng(500 + g);
    let p = variant.setup() as ChessVariantPosition;
    for (let ply = 0; ply < plies && !variant.status(p).over; ply++) {
      const legal = variant.legalMoves(p) as readonly ChessVariantMove[];
      for (const m of legal) each(p, m, variant.play(p, m) as ChessVariantPosition);
      p = variant.play(p, rng.pick(legal)) as ChessVariantPosition;
    }
  }
}

describe('chess variant properties on seeded random playouts', () => {
  for (const variant of [chess960, threeCheck, kingOfTheHill, horde] as AnyVariant[]) {
    it(`${variant.id}: a move never leaves the mover's king in check`, () => {
      playouts(variant, 3, 50, (p, m, next) => expect(kingAttacked(next, p.turn), `${variant.format(p)} ${m.notation}`).toBe(false));
    });
  }
  it('racing-kings: check is entirely forbidden (neither king is ever attacked)', () => {
    playouts(racingKings, 3, 40, (p, m, next) => {
      expect(kingAttacked(next, 'white') || kingAttacked(next, 'black'), `${(racingKings as AnyVariant).format(p)} ${m.notation}`).toBe(false);
    });
  });
  it('atomic: nothing next to an explosion survives except pawns; the own king survives and is attacked only while the kings touch or the enemy king is gone', () => {
    playouts(atomic, 4, 50, (p, m, next) => {
      const own = p.turn === 'white' ? 'K' : 'k', enemy = p.turn === 'white' ? 'k' : 'K';
      expect(next.board.includes(own), `${(atomic as AnyVariant).format(p)} ${m.notation} blew up the own king`).toBe(true);
      if (kingAttacked(next, p.turn)) expect(kingsTouch(next) || !next.board.includes(enemy), `${(atomic as AnyVariant).format(p)} ${m.notation}`).toBe(true);
      const captured = m.kind === 'en-passant' || (m.kind !== 'castle' && p.board[(m.to.charCodeAt(0) - 97) + 8 * (Number(m.to[1]) - 1)] !== '.');
      if (!captured) return;
      const tf = m.to.charCodeAt(0) - 97, tr = Number(m.to[1]) - 1;
      expect(at(next, tf, tr), `${m.notation}: the capturing piece explodes`).toBe('.');
      for (let df = -1; df <= 1; df++) {
        for (let dr = -1; dr <= 1; dr++) {
          const ch = at(next, tf + df, tr + dr);
          if (ch !== '') expect(ch === '.' || ch === 'P' || ch === 'p', `${(atomic as AnyVariant).format(p)} ${m.notation}: ${ch} survived next to the explosion`).toBe(true);
        }
      }
    });
  });
});

type P = ChessVariantPosition<'crazyhouse'>;

const STARTS: readonly P[] = [
  crazyhouse.setup(),
  crazyhouse.parse('r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1'),
  crazyhouse.parse('2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1'),
  // Promotions, and promoted pieces to capture.
  crazyhouse.parse('r3k2r/1P4P1/8/2Q~5/5q~2/8/1p4p1/R3K2R[Nn] w KQkq - 0 1'),
];
const RUNS = { numRuns: 20, seed: 20261124 };

/**
 * Per kind, how much of it the game holds. Promotion turns a pawn into a promoted piece, and
 * capturing that piece turns it back into a pawn, so pawns count with the promoted pieces:
 * N, B, R, Q count unmarked pieces on the board and those in both pockets; P counts pawns on the
 * board, pawns in both pockets and the marked (promoted) pieces; K counts kings.
 */
function material(p: P): Record<string, number> {
  const out: Record<string, number> = { P: 0, N: 0, B: 0, R: 0, Q: 0, K: 0 };
  const marked = new Set(p.promoted);
  for (let i = 0; i < 64; i++) {
    const ch = p.board[i]!;
    if (ch === '.') continue;
    const name = String.fromCharCode(97 + (i % 8)) + String(Math.floor(i / 8) + 1);
    out[marked.has(name) ? 'P' : ch.toUpperCase()]!++;
  }
  for (const side of [p.pockets!.white, p.pockets!.black]) for (const kind of ['P', 'N', 'B', 'R', 'Q'] as const) out[kind]! += side[kind];
  return out;
}

const pieceCount = (p: P): number => [...p.board].filter((c) => c !== '.').length;
const pocketSize = (p: P, side: 'white' | 'black'): number => Object.values(p.pockets![side]).reduce((a, b) => a + b, 0);

/*
 * Crazyhouse, as fast-check properties over generated playouts (shrinking to a minimal failing
 * game), after every legal move of every position reached: material never leaves the game, it
 * only changes hands; a drop puts one piece of the mover's, from its pocket, on an empty square;
 * no move leaves the mover's king attacked.
 */
describe('crazyhouse invariants, as properties of generated games', () => {
  it('pocket counts are conserved: pieces on the board and in the pockets are constant per kind (promotions counted as pawns)', () => {
    everyPosition<P, ChessVariantMove>(crazyhouse, STARTS, 60, RUNS, ({ position, legal }, game) => {
      const before = material(position);
      for (const m of legal) {
        const after = crazyhouse.play(position, m);
        expect(material(after), `${game}: ${m.notation} (${crazyhouse.format(position)})`).toEqual(before);
        // Pieces on the board change only by captures (one fewer) and drops (one more); the mover's pocket grows by its captures.
        const delta = m.kind === 'drop' ? 1 : 0 - m.captures.length;
        expect(pieceCount(after) - pieceCount(position), `${game}: ${m.notation}`).toBe(delta);
        expect(pocketSize(after, position.turn) - pocketSize(position, position.turn), `${game}: ${m.notation}`).toBe(m.kind === 'drop' ? -1 : m.captures.length);
        expect(pocketSize(after, position.turn === 'white' ? 'black' : 'white'), `${game}: ${m.notation}`).toBe(pocketSize(position, position.turn === 'white' ? 'black' : 'white'));
      }
    });
  });

  it('a drop puts one piece of the mover\'s, from its pocket, on an empty square (a pawn not on the first or last rank)', () => {
    everyPosition<P, ChessVariantMove>(crazyhouse, STARTS, 40, RUNS, ({ position, legal }, game) => {
      for (const m of legal.filter((x) => x.kind === 'drop')) {
        const to = (m.to.charCodeAt(0) - 97) + 8 * (Number(m.to[1]) - 1);
        expect(position.board[to], `${game}: ${m.notation}`).toBe('.');
        expect(position.pockets![position.turn][m.piece as 'P']).toBeGreaterThan(0);
        if (m.piece === 'P') expect(m.to[1] !== '1' && m.to[1] !== '8', `${game}: ${m.notation}`).toBe(true);
        const letter = position.turn === 'white' ? m.piece : m.piece.toLowerCase();
        expect(crazyhouse.play(position, m).board[to], `${game}: ${m.notation}`).toBe(letter);
      }
    });
  });

  it('no legal move, drops included, leaves the mover\'s king attacked', () => {
    everyPosition<P, ChessVariantMove>(crazyhouse, STARTS, 40, RUNS, ({ position, legal }, game) => {
      for (const m of legal) {
        const after = crazyhouse.play(position, m) as P;
        expect(kingAttacked(after, position.turn), `${game}: ${m.notation} (${crazyhouse.format(position)})`).toBe(false);
      }
    });
  });
});
