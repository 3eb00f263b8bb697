/**
 * A chess-variant move given by its squares, `{ from, to, promotion? }` (what chessground,
 * react-chessboard and chess.js hand over), found among the variant's listed moves: the same
 * answers as chess (`ILLEGAL_MOVE` for no such move, `AMBIGUOUS_MOVE` listing the choices for a
 * promotion with no piece named). Chess960 castling may name the king's destination or the rook's
 * square (the UCI `e1h1`), as 960 board UIs send it.
 */
import { describe, fail } from '../../core/errors.js';
import { legalPreview } from '../../core/move-list.js';
import type { ChessMove } from './types.js';

/** A square of the 8x8 board, as the chess variants name them. */
const SQUARE = /^[a-h][1-8]$/;

/**
 * Is `move` a square move (an object with `from` and `to` but no `notation`), or a drop named by its
 * piece (`{ piece, to }`, crazyhouse: the shape every fairy game takes too), the shapes this module reads?
 */
export function isSquareMove(move: unknown): move is { readonly from?: unknown; readonly to: unknown; readonly promotion?: unknown; readonly piece?: unknown } {
  return typeof move === 'object' && move !== null && typeof (move as { notation?: unknown }).notation !== 'string' && ('from' in move || 'piece' in move) && 'to' in move;
}

/** The listed move `move` names; throws `INVALID_ARGUMENT`, `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE`. */
export function findSquareMove(legal: readonly ChessMove[], move: { readonly from?: unknown; readonly to: unknown; readonly promotion?: unknown; readonly piece?: unknown }, turn: string): ChessMove {
  const { to, promotion, piece } = move;
  // A drop `{ piece, to }` starts off the board, as its listed move says (`from: '@'`).
  const from = move.from === undefined && piece !== undefined ? '@' : move.from;
  // A name that is no square of the board is a wrong argument, as in chess and every fairy game (not an illegal move).
  if (typeof from !== 'string' || typeof to !== 'string' || !(from === '@' || SQUARE.test(from)) || !SQUARE.test(to)) fail('INVALID_ARGUMENT', `a chess move object needs "from" and "to" square names such as "e2", got from ${describe(from)}, to ${describe(to)}`);
  if (piece !== undefined && (typeof piece !== 'string' || !/^[pnbrqkPNBRQK]$/.test(piece))) fail('INVALID_ARGUMENT', `"piece" must be a piece letter (p, n, b, r, q, k), either case, got ${describe(piece)}`);
  const dropped = typeof piece === 'string' && from === '@' ? piece.toUpperCase() : undefined;
  if (promotion !== undefined && promotion !== null && (typeof promotion !== 'string' || !/^[qrbnkQRBNK]$/.test(promotion))) fail('INVALID_ARGUMENT', `"promotion" must be one of q, r, b, n (k too where kings are ordinary pieces), either case, or null, got ${describe(promotion)}`);
  const named = `${from.slice(0, 10)}-${to.slice(0, 10)}`;
  const kind = promotion === null ? undefined : promotion?.toUpperCase(); // null declines a promotion
  const found = legal.filter((m) => (m.from === from && m.to === to && (dropped === undefined || m.piece === dropped)) || (m.kind === 'castle' && m.uci.slice(0, 2) === from && m.uci.slice(2, 4) === to));
  const fits = found.filter((m) => m.promotion === kind);
  // Chess960: a king step to a square it may also castle to is the step; castling names the rook.
  const exact = fits.length > 1 ? fits.filter((m) => m.uci.startsWith(from + to)) : fits;
  if (exact.length === 1) return exact[0]!;
  if (promotion === undefined && found.length > 1 && found.every((m) => m.promotion !== undefined)) {
    fail('AMBIGUOUS_MOVE', `${named} is a promotion; name the piece (promotion: ${found.map((m) => `'${m.promotion!.toLowerCase()}'`).join(', ')}): ${found.map((m) => m.notation).join(', ')}`);
  }
  if (from === '@' && dropped === undefined && found.length > 1) fail('AMBIGUOUS_MOVE', `${named} drops one of several pieces; name it (piece: ${found.map((m) => `'${m.piece}'`).join(', ')}): ${found.map((m) => m.notation).join(', ')}`);
  return fail('ILLEGAL_MOVE', `${named}${promotion === undefined ? '' : promotion} is not a legal move for ${turn}; legal: ${legalPreview(legal)}`);
}
