/** Small helpers shared by the Chess4 specification tests. */
import { chess4, type Chess4Position } from '../../src/variants/chess4/index.js';

/** Parses Chess4 position text. */
export const at = (text: string): Chess4Position => chess4.parse(text);

/** Notation of the legal moves of the piece on `from`, sorted. */
export function movesFrom(text: string | Chess4Position, from: string): string[] {
  const p = typeof text === 'string' ? at(text) : text;
  return chess4.legalMoves(p).filter((m) => m.from === from).map((m) => m.notation).sort();
}

/** Notation of all legal moves, sorted. */
export function allMoves(text: string | Chess4Position): string[] {
  const p = typeof text === 'string' ? at(text) : text;
  return chess4.legalMoves(p).map((m) => m.notation).sort();
}

/** Plays a list of move texts. */
export function playAll(p: Chess4Position, moves: readonly string[]): Chess4Position {
  return moves.reduce((q, m) => chess4.play(q, m), p);
}

/** The error code thrown by `fn`, or 'no error'. */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
    return 'no error';
  } catch (e) {
    return (e as { code?: string }).code ?? 'not a BoardwrightError';
  }
}

/** The error message thrown by `fn`, or ''. */
export function messageOf(fn: () => unknown): string {
  try {
    fn();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}
