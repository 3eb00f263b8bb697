/**
 * Reversible moves of the n-move rule's pieces. Fairy-Stockfish resets the n-move counter (and with
 * it the window of positions a repetition looks back on) on a move of a `nMoveRuleTypes` piece only
 * when the move cannot be undone: position.cpp `Position::do_move`, "Reset rule 50 draw counter for
 * irreversible moves", tests `!(PseudoMoves[0][us][type_of(pc)][to] & from)` — the piece's regular
 * (not initial) quiet moves from its new square, on an empty board, do not lead back. A sideways
 * pawn step (pawnsideways) is reversible; a chess pawn's step never is.
 */

import { perGame, type PerGameSlots } from './per-game.js';

/**
 * The parts of compile.ts's `Compiled` read here, written out (with its move-mode bits QUIET and
 * INITIAL) so that this module, which state.ts imports, imports nothing else: no import circle.
 */
interface Compiled extends PerGameSlots {
  readonly nt: number;
  readonly n: number;
  readonly leapStart: Int32Array;
  readonly leapData: Int16Array;
  readonly rayStart: Int32Array;
  readonly rayData: Int16Array;
  readonly initialOnlyStart: Int32Array;
  readonly initialOnlyData: Int16Array;
}
const QUIET = 1, INITIAL = 4;

/** Can `from` be reached from `to` by a regular quiet move of the piece (table key `k` at `to`)? */
function leadsBack(c: Compiled, k: number, from: number): boolean {
  const io = c.initialOnlyStart[k] as number;
  if (io >= 0) {
    // Squares only an initial move reaches from here do not count (PseudoMoves[0]: not initial).
    for (let i = io + 1, end = io + 1 + (c.initialOnlyData[io] as number); i < end; i++) if (c.initialOnlyData[i] === from) return false;
  }
  const ld = c.leapData;
  for (let i = c.leapStart[k] as number, end = c.leapStart[k + 1] as number; i < end; i += 4) {
    if (ld[i] === from && ((ld[i + 1] as number) & QUIET) !== 0) return true;
  }
  const rd = c.rayData;
  for (let i = c.rayStart[k] as number, end = c.rayStart[k + 1] as number; i < end;) {
    const mode = rd[i] as number, length = rd[i + 1] as number;
    if ((mode & QUIET) !== 0 && (mode & INITIAL) === 0) for (let j = 0; j < length; j++) if (rd[i + 2 + j] === from) return true;
    i += 2 + length;
  }
  return false;
}

/** By (side * nt + type): 1 when some quiet move of the piece leads back (most pawns: never, so the test is skipped); built once per game. */
const mayReverse = /* @__PURE__ */ perGame((c: Compiled): Uint8Array => {
  const out = new Uint8Array(2 * c.nt);
  for (let st = 0; st < 2 * c.nt; st++) {
    for (let sq = 0; sq < c.n && out[st] === 0; sq++) {
      const ld = c.leapData;
      for (let i = c.leapStart[st * c.n + sq] as number, end = c.leapStart[st * c.n + sq + 1] as number; i < end; i += 4) {
        const to = ld[i] as number;
        if (((ld[i + 1] as number) & QUIET) !== 0 && leadsBack(c, st * c.n + to, sq)) { out[st] = 1; break; }
      }
      const rd = c.rayData;
      for (let i = c.rayStart[st * c.n + sq] as number, end = c.rayStart[st * c.n + sq + 1] as number; i < end && out[st] === 0;) {
        const mode = rd[i] as number, length = rd[i + 1] as number;
        if ((mode & QUIET) !== 0 && length > 0 && leadsBack(c, st * c.n + (rd[i + 2] as number), sq)) out[st] = 1;
        i += 2 + length;
      }
    }
  }
  return out;
});

/** Is the quiet move of a `type` piece of side `us` from `from` to `to` reversible (Fairy-Stockfish's test above)? */
export function reversibleMove(c: Compiled, us: number, type: number, from: number, to: number): boolean {
  const st = us * c.nt + type;
  return mayReverse(c)[st] === 1 && leadsBack(c, st * c.n + to, from);
}
