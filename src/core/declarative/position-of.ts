/** The position object of a declared game's search state (both generators write it the same way). */
import { attachKeys, extendLine, lineOf, type KeyLine } from '../key-line.js';
import type { Compiled } from './compile.js';
import type { DeclarativePosition } from './types.js';

/** What a position object holds, from a search state. */
export interface PositionFields {
  readonly cells: ArrayLike<number>;
  readonly side: number;
  /** Per side: the pair key (lower node * n + higher node) it swapped on its previous turn, or -1. */
  readonly lastSwap: ArrayLike<number>;
  readonly plies: number;
  readonly moveNumber: number;
  readonly drawAfterPlies: number;
  readonly threefold: boolean;
}

/** The position object; `keys` is asked only where the threefold rule reads keys. */
export function declaredPosition(g: Compiled, f: PositionFields, keys: () => KeyLine): DeclarativePosition {
  const names = g.board.names;
  const pieces: Record<string, string> = {};
  for (let node = 0; node < g.n; node++) {
    const c = f.cells[node] as number;
    if (c !== 0) pieces[names[node] as string] = g.letterOf[c] as string;
  }
  const lastSwap: Record<string, readonly [string, string] | null> = {};
  for (let s = 0; s < 2; s++) {
    const k = f.lastSwap[s] as number;
    lastSwap[g.def.players[s] as string] = k < 0 ? null : [names[Math.floor(k / g.n)] as string, names[k % g.n] as string];
  }
  const position: DeclarativePosition = {
    variant: g.def.id,
    turn: g.def.players[f.side] as string,
    pieces,
    lastSwap,
    plies: f.plies,
    moveNumber: f.moveNumber,
    keys: [],
    drawAfterPlies: f.drawAfterPlies,
    threefold: f.threefold,
  };
  // Without the threefold rule nothing reads the keys: none are kept.
  if (!f.threefold) return position;
  return attachKeys(position, 'keys', keys());
}

/**
 * The keys of a position reached by playing `played` (the hashes before each move since the last
 * capture or promotion, `base` > 0 when there was one) from a position loaded with `prefix`: the
 * loaded line extended in place (play copies nothing).
 */
export function keysAfter(prefix: KeyLine | undefined, base: number, played: readonly number[]): KeyLine {
  if (prefix === undefined || base > 0) return lineOf(played);
  let keys = prefix;
  for (const h of played) keys = extendLine(keys, h, false);
  return keys;
}
