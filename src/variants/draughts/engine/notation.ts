/**
 * Reading PDN move text for the family: `32-28`, `19x30`, any subset of the
 * landing squares in order (`19x28x30`), with squares as numbers or algebraic
 * names (`c3-d4`, `c3:e5`) in every variant; a short form that names several
 * listed moves is `AMBIGUOUS_MOVE`.
 */
import { excerpt, fail } from '../../../core/index.js';
import { legalPreview } from '../../../core/move-list.js';
import type { Geometry } from './geometry.js';
import { readSquare } from './squares.js';
import type { FamilyMove, FamilyPosition } from './types.js';

const SQUARE = '(?:\\d{1,3}|[a-z]\\d{1,2})';
const MOVE_TEXT = /* @__PURE__ */ new RegExp(`^${SQUARE}(?:[-x:]${SQUARE})+$`);

/** Resolves move text to one of the legal moves, with a precise error otherwise. */
export function resolveFamilyMove(geometry: Geometry, position: FamilyPosition, text: string, legal: readonly FamilyMove[]): FamilyMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  const example = geometry.captureMark === ':' ? 'c3-d4 or c3:e5' : '32-28 or 19x30';
  if (!MOVE_TEXT.test(text)) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not PDN move text like ${example}`);
  const tokens = text.split(/[-x:]/);
  const squares = tokens.map((t) => readSquare(geometry, t));
  const off = squares.findIndex((s) => s < 0);
  // A square the board does not play on can be read: the move is illegal, as in the numeric form.
  if (off >= 0) fail('ILLEGAL_MOVE', `${excerpt(text)} names ${excerpt(tokens[off] as string)}, not a playing square of this board; legal: ${legalPreview(legal)}`);
  const names = squares.map((s) => geometry.names[s] as string);
  const from = names[0] as string;
  const landings = names.slice(1);
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
