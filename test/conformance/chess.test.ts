import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/testing/index.js';
import { readChessFen } from './read-pieces.js';
import { chess, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';
import { createRng } from '../../src/core/index.js';

const STARTS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete: castling, pins, en passant
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // rank-pinned en passant
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions, checks
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', // promotion with capture
];

const FINISHED = [
  'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', // fool's mate
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', // stalemate
];

// After an automatic draw chess keeps listing moves (docs/chess.md), so movesAfterEnd.
runConformance(chess, { starts: STARTS, playouts: 6, maxPlies: 40, movesAfterEnd: true, finished: FINISHED, readPieces: readChessFen });

/** Is the king of `color` attacked in `p`? Checked independently of the engine's legality code. */
function kingAttacked(p: ChessPosition, color: 'white' | 'black'): boolean {
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

describe('chess invariants over seeded random playouts', () => {
  const games = 8;
  it('no legal move leaves the mover’s king attacked; castling, en passant and promotion keep their shape', () => {
    for (let g = 0; g < games; g++) {
      const rng = createRng(1000 + g);
      let p = g % 2 === 0 ? chess.setup() : chess.parse(STARTS[g % STARTS.length] as string);
      for (let ply = 0; ply < 80 && !chess.status(p).over; ply++) {
        const legal = chess.legalMoves(p) as readonly ChessMove[];
        for (const m of legal) {
          const next = chess.play(p, m);
          expect(kingAttacked(next, p.turn), `${chess.format(p)} ${m.notation}`).toBe(false);
          if (m.kind === 'castle') {
            // The king moves two squares along its home rank; the rook lands on the square it crossed.
            expect(m.piece).toBe('K');
            expect(Math.abs(m.from.charCodeAt(0) - m.to.charCodeAt(0))).toBe(2);
            expect(kingAttacked(p, p.turn)).toBe(false);
            const crossed = String.fromCharCode((m.from.charCodeAt(0) + m.to.charCodeAt(0)) / 2) + m.from[1];
            const sq = (name: string): number => (name.charCodeAt(0) - 97) + 8 * (Number(name[1]) - 1);
            expect(next.board[sq(crossed)]).toBe(p.turn === 'white' ? 'R' : 'r');
            expect(next.castling.includes(p.turn === 'white' ? 'K' : 'k')).toBe(false);
          }
          if (m.kind === 'en-passant') {
            // Only right after a double step, onto the square it passed, capturing the pawn beside.
            expect(p.enPassant).toBe(m.to);
            expect(m.captures[0]).toBe(m.to[0]! + m.from[1]!);
            expect(next.halfmove).toBe(0);
          }
          if (m.kind === 'promotion') {
            expect(m.piece).toBe('P');
            expect(m.to[1]).toBe(p.turn === 'white' ? '8' : '1');
            expect(m.notation).toContain(`=${m.promotion?.toUpperCase()}`);
          }
          if (m.piece === 'P' && m.kind !== 'promotion') expect(m.to[1]).not.toBe(p.turn === 'white' ? '8' : '1');
        }
        const kinds = legal.filter((m) => m.kind === 'promotion');
        expect(kinds.length % 4, 'promotions come in fours (Q, R, B, N)').toBe(0);
        if (legal.length === 0) break;
        p = chess.play(p, rng.pick(legal));
      }
    }
  });
});
