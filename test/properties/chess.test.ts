/**
 * The royal invariants of chess as fast-check properties over generated playouts (shrinking to a
 * minimal failing game): checked for every legal move of every position reached, against an
 * attack test written here from the rules, not the engine's.
 */
import { describe, expect, it } from 'vitest';
import { chess, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';
import { everyPosition } from './playouts.js';

const STARTS = [
  chess.setup(),
  chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'), // Kiwipete: castling, pins, en passant
  chess.parse('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'), // rank-pinned en passant
  chess.parse('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'), // promotions, checks
  chess.parse('n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1'), // promotion with capture
];
const RUNS = { numRuns: 25, seed: 20261124 };

/** Is the king of `color` attacked in `p`? Written from the rules of movement, independent of the engine. */
export function kingAttacked(p: ChessPosition, color: 'white' | 'black'): boolean {
  const king = p.board.indexOf(color === 'white' ? 'K' : 'k');
  const kf = king % 8, kr = Math.floor(king / 8);
  const enemy = (ch: string): boolean => ch !== '.' && (color === 'white' ? ch === ch.toLowerCase() : ch === ch.toUpperCase());
  const at = (f: number, r: number): string => (f < 0 || f > 7 || r < 0 || r > 7 ? '' : (p.board[r * 8 + f] as string));
  for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] as const) {
    const ch = at(kf + df, kr + dr);
    if (ch && enemy(ch) && ch.toUpperCase() === 'N') return true;
  }
  for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
    for (let i = 1; ; i++) {
      const ch = at(kf + df * i, kr + dr * i);
      if (ch === '') break;
      if (ch === '.') continue;
      if (enemy(ch)) {
        const t = ch.toUpperCase();
        const diagonal = df !== 0 && dr !== 0;
        if (t === 'Q' || t === (diagonal ? 'B' : 'R') || (i === 1 && t === 'K')) return true;
        const pawnDir = color === 'white' ? 1 : -1;
        if (i === 1 && t === 'P' && diagonal && dr === pawnDir) return true;
      }
      break;
    }
  }
  return false;
}

const count = (p: ChessPosition, letter: string): number => [...p.board].filter((c) => c === letter).length;

describe('chess royal invariants, as properties of generated games', () => {
  it('a king is never left in check: no legal move leaves the mover’s king attacked', () => {
    everyPosition<ChessPosition, ChessMove>(chess, STARTS, 60, RUNS, ({ position, legal }, game) => {
      for (const m of legal) expect(kingAttacked(chess.play(position, m), position.turn), `${game}: ${m.notation} leaves the king attacked`).toBe(false);
    });
  });

  it('each side always has exactly one king: no move captures a king', () => {
    everyPosition<ChessPosition, ChessMove>(chess, STARTS, 80, RUNS, ({ position, legal }, game) => {
      expect([count(position, 'K'), count(position, 'k')], game).toEqual([1, 1]);
      for (const m of legal) for (const c of m.captures) expect(position.board[(c.charCodeAt(0) - 97) + 8 * (Number(c[1]) - 1)]?.toUpperCase(), `${m.notation} captures a king`).not.toBe('K');
    });
  });

  it('status says check exactly when the king is attacked; no legal move means checkmate in check, stalemate otherwise', () => {
    everyPosition<ChessPosition, ChessMove>(chess, STARTS, 80, RUNS, ({ position, legal }, game) => {
      const attacked = kingAttacked(position, position.turn as 'white' | 'black');
      const status = chess.status(position);
      if (!status.over) expect(status.check === true, `${game}: check flag`).toBe(attacked);
      if (legal.length === 0) expect(status, game).toMatchObject({ over: true, reason: attacked ? 'checkmate' : 'stalemate' });
      if (status.over && status.reason === 'checkmate') expect(status.winner).toBe(position.turn === 'white' ? 'black' : 'white');
    });
  });

  it('castling, en passant and promotion keep their shape (the moves that touch the king’s safety in special ways)', () => {
    const sq = (name: string): number => (name.charCodeAt(0) - 97) + 8 * (Number(name[1]) - 1);
    everyPosition<ChessPosition, ChessMove>(chess, STARTS, 60, RUNS, ({ position: p, legal }, game) => {
      for (const m of legal) {
        if (m.kind === 'castle') {
          // Not out of check; the king moves two squares along its home rank; the rook lands on the square it crossed.
          expect(kingAttacked(p, p.turn as 'white' | 'black')).toBe(false);
          expect(Math.abs(m.from.charCodeAt(0) - m.to.charCodeAt(0))).toBe(2);
          const crossed = String.fromCharCode((m.from.charCodeAt(0) + m.to.charCodeAt(0)) / 2) + m.from[1];
          expect(chess.play(p, m).board[sq(crossed)]).toBe(p.turn === 'white' ? 'R' : 'r');
        }
        if (m.kind === 'en-passant') {
          expect(p.enPassant).toBe(m.to);
          expect(m.captures[0]).toBe(m.to[0]! + m.from[1]!);
        }
        if (m.kind === 'promotion') expect(m.to[1]).toBe(p.turn === 'white' ? '8' : '1');
      }
      expect(legal.filter((m) => m.kind === 'promotion').length % 4, 'promotions come in fours (Q, R, B, N)').toBe(0);
    });
  });
});
