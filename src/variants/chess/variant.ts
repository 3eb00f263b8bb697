/**
 * The `chess` variant object: FIDE chess on the core.
 */
import { defineVariant, requirePosition } from '../../core/define.js';
import { attempt, fail, requireText } from '../../core/errors.js';
import { renderBoard } from '../../core/render.js';
import { chessBoard } from './board.js';
import { castlingText } from './codes.js';
import { formatFen, parseFen, START_FEN } from './fen.js';
import { moveObject } from './san.js';
import { resolveObject, resolveText, verifySuffix } from './move-text.js';
import { scratch } from './scratch.js';
import { ChessState } from './state.js';
import { chessStatus } from './status.js';
import type { ChessMove, ChessPosition } from './types.js';

/** Options of `chess.setup` / `chess.parse` (chess has none). */
export type ChessOptions = Record<string, never>;

const START = (): ChessPosition => ({
  variant: 'chess',
  turn: 'white',
  board: 'RNBQKBNRPPPPPPPP................................pppppppprnbqkbnr',
  castling: 'KQkq',
  enPassant: null,
  halfmove: 0,
  fullmove: 1,
  keys: [],
});

function checkShape(position: ChessPosition): void {
  const p = position as unknown as Record<string, unknown>;
  if (typeof p.board !== 'string' || p.board.length !== 64) fail('INVALID_POSITION', 'a chess position needs "board": 64 characters from a1 to h8');
  if (p.turn !== 'white' && p.turn !== 'black') fail('INVALID_POSITION', `a chess position needs "turn" "white" or "black", got ${String(p.turn)}`);
  if (!Array.isArray(p.keys)) fail('INVALID_POSITION', 'a chess position needs "keys" (an array of earlier position hashes)');
}

function legalMoves(position: ChessPosition): ChessMove[] {
  const { state, moves, replies } = scratch(position);
  const count = state.generate(moves);
  const all = moves.slice(0, count); // building SAN reuses the shared buffers
  const out: ChessMove[] = [];
  for (let i = 0; i < count; i++) out.push(moveObject(state, all[i]!, replies));
  return out;
}

/** Plays an integer move on a loaded state and snapshots the result with repetition keys. */
function after(position: ChessPosition, state: ChessState, m: number): ChessPosition {
  const before = state.hash();
  state.make(m);
  return {
    variant: 'chess',
    turn: state.turn === 0 ? 'white' : 'black',
    board: state.boardText(),
    castling: castlingText(state.castling),
    enPassant: state.ep >= 0 ? String.fromCharCode(97 + (state.ep & 7), 49 + (state.ep >> 3)) : null,
    halfmove: state.halfmove,
    fullmove: state.fullmove,
    keys: state.halfmove === 0 ? [] : [...position.keys, before],
  };
}

function play(position: ChessPosition, move: ChessMove | string): ChessPosition {
  requirePosition(position, 'chess');
  checkShape(position);
  const { state, moves, replies } = scratch(position);
  if (typeof move === 'string') {
    const text = requireText(move, 'move', 'INVALID_MOVE_TEXT', 10_000);
    return after(position, state, resolveText(state, text, moves, replies));
  }
  const next = after(position, state, resolveObject(state, move));
  verifySuffix(state, move, replies);
  return next;
}

const base = defineVariant<ChessPosition, ChessMove, ChessOptions>({
  id: 'chess',
  name: 'Chess',
  players: ['white', 'black'],
  createBoard: chessBoard,
  setup: START,
  parse: (text) => parseFen(text),
  format: (position) => formatFen(position),
  legalMoves: (position) => (checkShape(position), legalMoves(position)),
  apply: (position, move) => play(position, move),
  status: (position) => (checkShape(position), chessStatus(position)),
  hash: (position) => (checkShape(position), scratch(position).state.hash()),
  render: (position) => {
    const board = chessBoard();
    return renderBoard(board, {
      cell: (n) => position.board[n] ?? '.',
      width: 2,
      rowLabel: (y) => String(y + 1),
      columnLabel: (x) => 'abcdefgh'[x] ?? '',
    });
  },
  search: (position) => (checkShape(position), new ChessState(position)),
  perft: (position, depth) => (checkShape(position), new ChessState(position).perft(depth)),
});

// `play` resolves a move against integer moves and never builds SAN for the
// whole move list (the generic `defineVariant` play would), so it is as fast
// as make-move on a copy; `tryPlay` of the base calls this same `play`.
base.play = play;
base.tryPlay = (position, move) => attempt(() => base.play(position, move));

/**
 * FIDE chess.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * let p = chess.setup();
 * p = chess.play(p, 'e4');          // SAN
 * p = chess.play(p, 'e7e5');        // UCI
 * chess.legalMoves(p).length        // 29
 * chess.format(p)                   // 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
 * chess.perft(chess.setup(), 3)     // 8902
 * ```
 */
export const chess = base;

export { START_FEN };
