/**
 * Atomic captures (Fairy-Stockfish `blastOnCapture`; position.cpp do_move, the blast): the capturer
 * and every piece next to the capture square explode, except pawns next to it and blast-immune
 * types. Where captures go to the hand (atomiczh) the state's `takeOff` puts every piece blasted in
 * the hand of the side it did not belong to.
 *
 * A rule file (rule-files.ts): the state's make calls it in the games with blasts only, so the
 * other games' apps leave it out. Unmake puts the pieces back from the state's blast stack.
 */
import type { Compiled } from './compile.js';

/** What a blast changes of the state (state.ts's FairyState is one; declared here, as the state holds its rule files). */
export interface BlastState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly castleMask: Uint8Array;
  takeOff(sq: number, p: number): void;
}

/** Explodes the pieces around `to` for the capture made at ply `p`; returns the castling rights the blast takes away. */
export function blast(s: BlastState, to: number, p: number): number {
  let lost = 0;
  const c = s.c, files = c.files;
  const r = Math.floor(to / files), f = to % files;
  for (let dr = -1; dr <= 1; dr++) for (let df = -1; df <= 1; df++) {
    const rr = r + dr, ff = f + df;
    if (rr < 0 || rr >= c.ranks || ff < 0 || ff >= files) continue;
    const sq = rr * files + ff, cell = s.cells[sq] as number;
    if (cell < 2) continue;
    const t = (cell - 2) >> 1;
    if (c.rules.blastImmune[t] === 1 || (sq !== to && c.rules.isPawn[t] === 1)) continue;
    lost |= s.castleMask[sq] as number;
    s.takeOff(sq, p);
  }
  return lost;
}

/** The rule file. */
export const blastsRule = { blast };
