/**
 * The PGN data of chess: the core's generic shapes (core/pgn/types.ts), typed with chess
 * positions and moves by default.
 */
import type { PgnGame as AnyPgnGame, PgnLine as AnyPgnLine, PgnMove as AnyPgnMove } from '../../core/pgn/types.js';
import type { ChessMove, ChessPosition } from './types.js';

export type { PgnAnnotations, PgnResult, PgnTag } from '../../core/pgn/types.js';
export { PGN_RESULTS, ROSTER_DEFAULTS, SEVEN_TAG_ROSTER, pgnTag } from '../../core/pgn/types.js';

/** One move of a game, with the position it leads to and its annotations (`move.notation` is its canonical SAN). */
export type PgnMove<P = ChessPosition, M = ChessMove> = AnyPgnMove<P, M>;
/** A line of play: the main line of a game or a variation. */
export type PgnLine<P = ChessPosition, M = ChessMove> = AnyPgnLine<P, M>;
/** One game of a PGN file. */
export type PgnGame<P = ChessPosition, M = ChessMove> = AnyPgnGame<P, M>;
