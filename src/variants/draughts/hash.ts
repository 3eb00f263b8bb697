/** Zobrist hashing of draughts positions (shared by the immutable API and the search state). */
import { combineHash, lazy, zobristTable } from '../../core/index.js';
import { HUFFING_FEATURES, MUST_CAPTURE, OFFENCE_BY_KING, OFFENCE_FROM_BASE, OFFENCE_TO_BASE, OFFENDER_BASE, WHITE_TO_MOVE } from './engine/word-search.js';
import type { DraughtsPosition } from './types.js';

// Features 0..127: a piece, kind (0 black man, 1 black king, 2 white man, 3 white king) * 32 + square id;
// then White to move and the huffing state, laid out by the family engine's word path (engine/word-search.ts).
/** The key table, built on first use (appending features keeps the earlier keys). */
export const draughtsKeys = /* @__PURE__ */ lazy(() => zobristTable(HUFFING_FEATURES, 0xd4a1));

/** Kind index of a piece letter, or -1 for an empty square. */
export function kindOf(letter: string): number {
  switch (letter) {
    case 'b': return 0;
    case 'B': return 1;
    case 'w': return 2;
    case 'W': return 3;
    default: return -1;
  }
}

/** Hash of a position from scratch. */
export function hashPosition(position: DraughtsPosition): number {
  const { hi, lo } = draughtsKeys();
  let h = 0;
  let l = 0;
  const toggle = (i: number): void => {
    h ^= hi[i] as number;
    l ^= lo[i] as number;
  };
  for (let id = 0; id < 32; id++) {
    const kind = kindOf(position.squares[id] as string);
    if (kind >= 0) toggle(kind * 32 + id);
  }
  if (position.turn === 'white') toggle(WHITE_TO_MOVE);
  const offence = position.offence;
  if (offence) {
    for (const sq of offence.offenders) toggle(OFFENDER_BASE + Number(sq) - 1);
    toggle(OFFENCE_FROM_BASE + Number(offence.from) - 1);
    toggle(OFFENCE_TO_BASE + Number(offence.to) - 1);
    if (offence.wasKing) toggle(OFFENCE_BY_KING);
  }
  if (position.mustCapture) toggle(MUST_CAPTURE);
  return combineHash(h, l);
}
