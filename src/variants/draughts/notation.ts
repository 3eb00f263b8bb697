/**
 * Reading PDN move text: `11-15`, `15x24x31`, the short `15x31` when it names
 * one move (otherwise `AMBIGUOUS_MOVE`), any subset of the landing squares in
 * order (`1x10x19x28` for a longer chain), and `huff:22` / `insist`.
 */
import { fail } from '../../core/index.js';
import { legalPreview } from '../../core/move-list.js';
import type { DraughtsMove, DraughtsPosition } from './types.js';

const MOVE_TEXT = /^(\d{1,2})(?:([-x])(\d{1,2}))+$/;

/** Resolves move text to one of the legal moves, with a precise error otherwise. */
export function resolveMove(position: DraughtsPosition, text: string, legal: readonly DraughtsMove[]): DraughtsMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  if (text === 'insist' || /^huff:\d{1,2}$/.test(text)) {
    fail('ILLEGAL_MOVE', `"${text}" is not available to ${position.turn}: ${position.offence ? 'that piece did not ignore a capture' : 'the last move ignored no capture (huff and insist need capture: \'huffing\')'}`);
  }
  if (!MOVE_TEXT.test(text)) {
    const badAt = [...text].findIndex((c) => !/[0-9x-]/.test(c));
    fail('INVALID_MOVE_TEXT', `"${text.slice(0, 40)}" is not PDN move text like 11-15 or 15x24${badAt >= 0 ? ` (unexpected "${text[badAt]}" at character ${badAt + 1})` : ''}`);
  }
  const squares = text.split(/[-x]/).map(Number);
  const outOfRange = squares.find((s) => s < 1 || s > 32);
  if (outOfRange !== undefined) fail('INVALID_MOVE_TEXT', `square ${outOfRange} in "${text}" is not between 1 and 32`);
  const from = String(squares[0]);
  const landings = squares.slice(1).map(String);
  const to = landings[landings.length - 1] as string;
  const isCapture = text.includes('x');
  const ordinary = legal.filter((m) => m.kind === undefined && m.from === from && m.to === to);
  // Steps match only "-"; captures match "x" (and "-", which some programs write for captures too).
  const candidates = ordinary.filter((m) => (m.captures.length > 0 ? containsInOrder(m.path, landings) : !isCapture && landings.length === 1));
  if (candidates.length === 1) return candidates[0] as DraughtsMove;
  if (candidates.length > 1) {
    fail('AMBIGUOUS_MOVE', `"${text}" names ${candidates.length} moves: ${candidates.map((m) => m.notation).join(', ')}; list the landing squares`);
  }
  const mustCapture = legal.some((m) => m.kind === undefined && m.captures.length > 0) && !legal.some((m) => m.kind === undefined && m.captures.length === 0);
  fail('ILLEGAL_MOVE', `"${text}" is not a legal move for ${position.turn}${mustCapture ? ' (a capture is available and must be taken)' : ''}; legal: ${legalPreview(legal)}`);
}

/** Whether `wanted` (ending with the last landing) is a subsequence of `path`. */
function containsInOrder(path: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const sq of path) if (sq === wanted[i]) i++;
  return i === wanted.length && path[path.length - 1] === wanted[wanted.length - 1];
}
