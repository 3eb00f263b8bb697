/**
 * Horde (lichess): White has 36 pawns and no king, Black a normal army. White pawns on the first
 * rank may advance two squares like pawns on the second rank (no en passant after that step).
 * Black wins by capturing every white piece; White wins by checkmate; stalemate is a draw.
 * Insufficient material never ends the game: Black's king can always still win by capturing the
 * horde, so neither side is ever without a win (lichess's shakmaty and chessops; scalachess also
 * draws a fortress where stalemate cannot be avoided, which is not detected here).
 */
import { WHITE } from '../codes.js';
import { checkmateStatus } from '../status.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import { hasPieces } from './antichess.js';
import { generatePseudoLegal } from './pseudo-legal.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';

/** White's moves: nothing to protect, so every move by movement, plus double steps from the first rank. */
function whiteMoves(s: VariantBoard, out: Int32Array): number {
  let n = generatePseudoLegal(s, out, 0);
  const b = s.sq;
  for (let from = 0; from < 8; from++) if (b[from] === 1 && b[from + 8] === 0 && b[from + 16] === 0) out[n++] = from | ((from + 16) << 6);
  return n;
}

/** The rule hooks of horde. */
export const hordeRules: ChessRules<'horde'> = {
  id: 'horde',
  name: 'Horde',
  kings: 'black-only',
  whitePawnsOnFirstRank: true,
  start: () => standardStart('horde', { board: `${'P'.repeat(32)}.PP..PP.${'.'.repeat(8)}pppppppprnbqkbnr`, castling: 'kq' }),
  // Black wins once the horde is gone, whoever is to move. In play White is to move then (no moves:
  // `noMoves`); only a position loaded as it is can have Black to move, so that is read once at load
  // (`counters[0]` 1: the horde is gone), not scanned at every node of a search.
  load(s) {
    s.counters[0] = hasPieces(s, WHITE) ? 0 : 1;
  },
  result: (s) => (s.counters[0] === 0 ? undefined : { over: true, winner: 'black', reason: 'no-pieces' }),
  generate: (s, out) => (s.turn === WHITE ? whiteMoves(s, out) : s.chessMoves(out)),
  noMoves(s) {
    if (s.turn !== WHITE) return s.inCheck() ? checkmateStatus(s, 'black') : { over: true, draw: 'stalemate', reason: 'stalemate' };
    const whiteLeft = s.sq.some((p) => p !== 0 && (p & 8) === WHITE);
    return whiteLeft ? { over: true, draw: 'stalemate', reason: 'stalemate' } : { over: true, winner: 'black', reason: 'no-pieces' };
  },
};

/**
 * Horde: 36 white pawns against a normal black army; Black wins by capturing them all.
 *
 * @example
 * ```ts
 * import { horde } from 'boardwright/chess';
 * horde.format(horde.setup()) // 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1'
 * horde.legalMoves(horde.setup()).length // 8
 * ```
 */
export const horde = /* @__PURE__ */ defineChessVariant(hordeRules);
