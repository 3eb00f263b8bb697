/**
 * Modern janggi's move repetition (Fairy-Stockfish `moveRepetitionIllegal`, janggimodern; read in
 * position.cpp `Position::is_optional_game_end`, commit c19b5f6): a side that keeps moving one piece
 * back and forth between two squares loses. Looking back from the move that reached the position,
 * the side that made it (not the side to move) loses when, within the repetition window (plies
 * since the last capture or irreversible move, and since the position's past began):
 *
 * - its last five moves were: a quiet move bringing a piece to `b`, then `b→a`, `a→b`, `b→a`,
 *   `a→b` (the last two of these may have a pass between them: one pass stands in for a move);
 * - the piece that made the last of them can reach the enemy palace (its mobility region meets the
 *   opponent king's: the general and the guards, kept in their own palace, never lose this way);
 * - it was not in check before any of those moves.
 *
 * The other side's moves in between do not matter. The move before a position read from FEN is
 * unknown; Fairy-Stockfish's empty move stands there, a quiet move to a1, and so it does here.
 * Fairy-Stockfish looks at it inside its n-fold
 * scan, so a repetition counted at a shorter distance comes first (never in janggimodern, whose
 * `nFoldRule` is 4). A rule file (rule-files.ts): only the games that use it carry it.
 */
import type { Compiled } from './compile.js';
import { fail } from '../../errors.js';
import { checkBack, type Past } from './repetition-history.js';
import { ALT, moveFrom, moveKind, moveTo, NORMAL, PASS, SPECIAL } from './move-code.js';
import type { RuleState } from './rule-state.js';

/**
 * What this rule reads of a state (state.ts's FairyState is one): the move made at each ply and the
 * piece it took. Declared here, not imported from state.ts: the state holds its rule files.
 */
interface ShuffleState extends RuleState {
  readonly uMove: Int32Array;
  readonly uCaptured: Uint8Array;
}

// A move's code in a position's past (`moveHistory`): 1 + from + to·128 + kind·2^14 + taken·2^17,
// kind as move-code.ts (a swap with an ally counts as SPECIAL: not a plain move); 0 unknown.
const TO = 128, KIND = 1 << 14, TAKEN = 1 << 17, MAX_CODE = 2 * TAKEN;

/** A position object's moves: `moveHistory` one entry longer than `history`, each a code 0..2^18 (INVALID_POSITION otherwise). */
function checkMoves(p: { readonly history: readonly unknown[]; readonly moveHistory?: unknown }): void {
  const moves = p.moveHistory;
  if (moves !== undefined && (!Array.isArray(moves) || moves.length !== p.history.length + 1 || !moves.every((k) => Number.isInteger(k) && k >= 0 && k <= MAX_CODE))) {
    fail('INVALID_POSITION', `moveHistory must be an array of move codes (integers 0..${MAX_CODE}), one more than history`);
  }
}

/** The moves of a checked position object: its own, or all unknown (0) without them. */
function movesOf(p: { readonly history: readonly unknown[]; readonly moveHistory?: readonly number[] }): readonly number[] {
  return p.moveHistory ?? new Array<number>(p.history.length + 1).fill(0);
}

/** The code of the move the state made at ply `p`; before its root (p = -1), the root's newest in `before`, else 0. */
function codeAt(s: ShuffleState, p: number, before?: Past): number {
  if (p < 0) return before?.moves ? (before.moves.line.keys[before.moves.length - 1] as number) : 0;
  const m = s.uMove[p] as number, kind = moveKind(m) === NORMAL && (m & ALT) !== 0 ? SPECIAL : moveKind(m);
  return 1 + moveFrom(m) + moveTo(m) * TO + kind * KIND + ((s.uCaptured[p] as number) >= 2 ? TAKEN : 0);
}

const from = (code: number): number => (code - 1) % TO;
const to = (code: number): number => Math.floor((code - 1) / TO) % TO;
const kind = (code: number): number => (code - 1 >> 14) & 7;
const taken = (code: number): boolean => code - 1 >= TAKEN;
const plain = (code: number): boolean => code > 0 && kind(code) === NORMAL;
/** `a` is the plain move `b` played backwards. */
const reverses = (a: number, b: number): boolean => plain(a) && from(a) === to(b) && to(a) === from(b);

/** Can a piece of type `t` of side `side` stand anywhere the opponent's king may (its palace)? */
function reachesPalace(c: Compiled, t: number, side: number): boolean {
  const n = c.n, mine = (2 + 2 * t + side) * n, king = c.king < 0 ? -1 : (2 + 2 * c.king + (side ^ 1)) * n;
  for (let sq = 0; sq < n; sq++) if (c.regionOk[mine + sq] === 1 && (king < 0 || c.regionOk[king + sq] === 1)) return true;
  return false;
}

/**
 * How many plies back the move repetition of the state's position is complete (8, or 10 with a
 * pass), 0 when the side that just moved has not lost by it. `past`: the position's past with its
 * check flags and move codes.
 */
function lostAt(s: ShuffleState, past: Past): number {
  const moves = past.moves, end = past.keys.length;
  if (moves === null || end < 8) return 0;
  const back = (k: number): number => moves.line.keys[moves.length - 1 - k] as number;
  const last = back(0);
  if (!plain(last) || checkBack(past, 1) || checkBack(past, 3)) return 0;
  const piece = s.cells[to(last)] as number;
  if (piece < 2 || !reachesPalace(s.c, (piece - 2) >> 1, s.side ^ 1)) return 0;
  // Moves matched so far, counting back from the last: 2 after its reverse, 1 after a pass.
  const before = back(2);
  let matched = reverses(before, last) ? 2 : before > 0 && kind(before) === PASS ? 1 : 0;
  for (let i = 4; i <= end && matched > 0; i += 2) {
    if (i + 1 <= end && checkBack(past, i + 1)) return 0;
    const move = back(i);
    if (matched < 4) {
      if (!reverses(move, matched === 1 ? last : back(i - 2))) return 0;
      matched++;
    } else {
      // The move that brought the piece to the square it then left, taking nothing. An unknown move
      // (before a position read from FEN) is Fairy-Stockfish's empty move there: quiet, to a1 (square 0).
      const arrival = move === 0 ? 1 : move;
      return !taken(arrival) && from(back(i - 2)) === to(arrival) ? i : 0;
    }
  }
  return 0;
}

/** The rule as the engine calls it (rule-files.ts). */
export const moveRepetitionRule = { codeAt, lostAt, checkMoves, movesOf };
