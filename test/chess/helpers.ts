/** Small helpers for the chess specification tests. */
import { chess, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';

/** Position from FEN. */
export const fen = (text: string): ChessPosition => chess.parse(text);
/** Sorted SAN of all legal moves. */
export const sans = (text: string): string[] => chess.legalMoves(fen(text)).map((m) => m.notation).sort();
/** Sorted destination squares of the moves from `from`. */
export const targets = (text: string, from: string): string[] =>
  [...new Set(chess.legalMoves(fen(text)).filter((m) => m.from === from).map((m) => m.to))].sort();
/** The legal move with this UCI text, if any. */
export const byUci = (text: string, uci: string): ChessMove | undefined => chess.legalMoves(fen(text)).find((m) => m.uci === uci);
/** FEN after playing moves (SAN or UCI) from a FEN. */
export const after = (text: string, ...moves: string[]): string => chess.format(moves.reduce((p, m) => chess.play(p, m), fen(text)));
