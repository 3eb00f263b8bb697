/**
 * Reading PDN move text for the family: `32-28`, `19x30`, any subset of the
 * landing squares in order (`19x28x30`); a short form that names several
 * listed moves is `AMBIGUOUS_MOVE`.
 */
import { excerpt, fail } from '../../../core/index.js';
import { legalPreview } from '../../../core/move-list.js';
import type { FamilyMove, FamilyPosition } from './types.js';

const MOVE_TEXT = /^(\d{1,3})(?:([-x:])(\d{1,3}))+$/;

/** Resolves move text to one of the legal moves, with a precise error otherwise. */
export function resolveFamilyMove(position: FamilyPosition, text: string, legal: readonly FamilyMove[]): FamilyMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  if (!MOVE_TEXT.test(text)) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not PDN move text like 32-28 or 19x30`);
  const squares = text.split(/[-x:]/).map(Number);
  const from = String(squares[0]);
  const landings = squares.slice(1).map(String);
  const to = landings[landings.length - 1] as string;
  const isCapture = /[x:]/.test(text);
  const candidates = legal.filter(
    (m) => m.from === from && m.to === to && (m.captures.length > 0 ? inOrder(m.path, landings) : !isCapture && landings.length === 1),
  );
  if (candidates.length === 1) return candidates[0] as FamilyMove;
  if (candidates.length > 1) fail('AMBIGUOUS_MOVE', `${excerpt(text)} names ${candidates.length} moves: ${candidates.slice(0, 6).map((m) => m.notation).join(', ')}; list the landing squares`);
  const mustCapture = legal.length > 0 && legal.every((m) => m.captures.length > 0);
  fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${position.turn}${mustCapture ? ' (a capture is available and must be taken)' : ''}; legal: ${legalPreview(legal)}`);
}

/** Whether `wanted` (ending with the last landing) is a subsequence of `path`. */
function inOrder(path: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const sq of path) if (sq === wanted[i]) i++;
  return i === wanted.length;
}
