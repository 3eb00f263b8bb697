/**
 * A move on a finished game is refused with `GAME_OVER`, naming the result (docs/errors.md), in
 * every game: the same check for each, so a caller can tell "the game has ended" from "that move
 * is illegal".
 */
import { fail } from './errors.js';
import type { Status } from './variant.js';

/** The result of a finished game in words: `"black won (checkmate)"`, `"drawn (stalemate)"`. */
export function resultText(status: Status & { readonly over: true }): string {
  if (status.winner !== undefined) return `${status.winner} won (${status.reason})`;
  return `drawn (${status.draw ?? status.reason})`;
}

/**
 * Throws `GAME_OVER` (with the result in the message and `detail.status`) when `status` says the
 * game has ended; does nothing while it runs.
 * @example
 * ```ts
 * refuseIfOver({ over: true, winner: 'black', reason: 'checkmate' }, 'a3')
 * // BoardwrightError GAME_OVER: the game is over, black won (checkmate); no move can be played (tried "a3")
 * ```
 */
export function refuseIfOver(status: Status, tried?: string): void {
  if (!status.over) return;
  const what = tried === undefined ? '' : ` (tried ${tried})`;
  fail('GAME_OVER', `the game is over, ${resultText(status)}; no move can be played${what}`, { status });
}
