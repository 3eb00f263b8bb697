/**
 * The `chess` variant object: FIDE chess on the core.
 */
import { assembleVariant } from '../../core/assemble-variant.js';
import { CHESS_LOOK } from './look.js';
import { attempt, describe, fail } from '../../core/errors.js';
import type { Piece, Variant } from '../../core/variant.js';
import { renderChessBoard } from './render.js';
import { chessBoard } from './board.js';
import { formatFen, parseFen, START_FEN } from './fen.js';
import { moveObject, uciOf } from './san.js';
import { chessDestinations, chessMovesFrom } from './destinations.js';
import { play, resolveMove } from './play.js';
import { declareListedMove } from '../../core/listed-move.js';
import { checkShape } from './position-check.js';
import { rememberListing } from './listed-moves.js';
import { holds, scratch } from './scratch.js';
import { ChessState } from './state.js';
import { chessStatus } from './status.js';
import type { ChessColor, ChessEndReason, ChessMove, ChessMoveInput, ChessPosition } from './types.js';
import { evaluateMaterial } from './evaluate.js';

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

function legalMoves(position: ChessPosition): ChessMove[] {
  const { state, moves, replies } = scratch(position);
  const count = state.generate(moves);
  const all = moves.slice(0, count); // building SAN reuses the shared buffers
  const out: ChessMove[] = [];
  for (let i = 0; i < count; i++) out.push(moveObject(state, all[i]!, replies));
  // Remembered: `play` makes a listed move on this position without resolving it again.
  rememberListing(position, state.hash(), out, all);
  holds(position); // listing made and took back every move: a following play need not reload
  return out;
}

/** Checks `position` fully, field types and soundness (the shared state loads it, or already holds it). */
function checked(position: ChessPosition): void {
  checkShape(position);
  scratch(position);
  holds(position);
}

/** A board letter as a piece: `PNBRQK` white, `pnbrqk` black; kinds upper case. */
export function pieceOfLetter(letter: string): Piece<ChessColor> | undefined {
  if (letter === '.') return undefined;
  const kind = letter.toUpperCase();
  if (!'PNBRQK'.includes(kind)) return fail('INVALID_POSITION', `a chess position's board holds ${describe(letter)}, not a piece letter (PNBRQK, pnbrqk) or "."`);
  return { player: letter === kind ? 'white' : 'black', kind };
}

// Built by the core's assembler with every hook written out: the generic defaults and the checks of
// a user's definition (core define.ts) are not in a chess app.
const base = /* @__PURE__ */ assembleVariant<ChessPosition, ChessMove, ChessOptions, ChessEndReason, ChessState>({
  id: 'chess',
  name: 'Chess',
  players: ['white', 'black'],
  optionNames: [],
  createBoard: chessBoard,
  setup: START,
  parse: (text) => parseFen(text),
  format: (position) => (checked(position), formatFen(position)),
  legalMoves: (position) => (checkShape(position), legalMoves(position)),
  apply: (position, move) => play(position, move),
  // `play` resolves a move against integer moves and never builds SAN for the whole move list (the
  // generic reading would), so it is as fast as make-move on a copy.
  play,
  status: (position) => (checkShape(position), chessStatus(position)),
  hash: (position) => {
    checkShape(position);
    const h = scratch(position).state.hash();
    holds(position); // the state still holds this position
    return h;
  },
  render: (position) => (checked(position), renderChessBoard(position.board)),
  svg: CHESS_LOOK,
  search: (position) => (checkShape(position), new ChessState(position)),
  pieceReader: (position) => (checked(position), (node) => pieceOfLetter(position.board[node] as string)),
  destinations: (position) => (checked(position), chessDestinations(position)),
  movesFrom: (position, node) => (checked(position), chessMovesFrom(position, node)),
  perft: (position, depth) => (checkShape(position), new ChessState(position).perft(depth)),
  evaluate: (position, player) => (checkShape(position), evaluateMaterial(position, player)),
});

// Declared in a function called as pure, not by statements at module level, so that an app
// importing only parseFen (say) leaves the whole game object out of its bundle.
function withFastPlay<V extends typeof base>(variant: V): V {
  // The listed move play played, for a record (core listed-move.ts): the move play resolves (text,
  // a square move, a move object), found among the listed moves by its UCI.
  declareListedMove(play, (position, move) => {
    const p = position as ChessPosition, found = attempt(() => uciOf(resolveMove(p, move)));
    return found.ok ? variant.legalMoves(p).find((m) => m.uci === found.value) : undefined;
  });
  return variant;
}

/**
 * FIDE chess.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * let p = chess.setup();
 * p = chess.play(p, 'e4');          // SAN
 * p = chess.play(p, 'e7e5');        // UCI
 * p = chess.play(p, { from: 'g1', to: 'f3' }); // squares, as board UIs give them
 * chess.legalMoves(p).length        // 29
 * chess.format(p)                   // 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2'
 * chess.perft(chess.setup(), 3)     // 8902
 * ```
 */
export const chess: Variant<ChessPosition, ChessMove, ChessOptions, ChessEndReason, ChessState, ChessMoveInput> = /* @__PURE__ */ withFastPlay(base);

export { START_FEN };
