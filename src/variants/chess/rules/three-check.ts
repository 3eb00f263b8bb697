/**
 * Three-check as lichess plays it: chess, and a player who gives check for the third time wins
 * (one move gives at most one check, however many pieces check). Checkmate and stalemate stand.
 * FEN: the remaining checks as lichess writes them (`3+3`, before the clocks) are read and
 * written; the checks-given form (`+0+0`, after the clocks) is read too.
 */
import { describe, fail } from '../../../core/errors.js';
import { lazy } from '../../../core/lazy.js';
import { zobristTable } from '../../../core/zobrist.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';
import { badField } from './variant-fen.js';

/** Hash keys of "white / black has n checks left" (index colour * 4 + n). */
const keys = /* @__PURE__ */ lazy(() => zobristTable(8, 0x3c4ec));

function toggleChecks(s: VariantBoard, colour: number, remaining: number): void {
  const z = keys();
  s.toggleHash(z.hi[colour * 4 + remaining]!, z.lo[colour * 4 + remaining]!);
}

/** A side with a bare king can never give check (lichess: insufficient material only when both have a bare king). */
function bareKings(board: string): boolean {
  for (let i = 0; i < 64; i++) { const c = board[i]!; if (c !== '.' && c !== 'K' && c !== 'k') return false; }
  return true;
}

/** The rule hooks of three-check. */
export const threeCheckRules: ChessRules<'three-check'> = {
  id: 'three-check',
  name: 'Three-check',
  insufficientMaterial: bareKings,
  start: () => standardStart('three-check', { remainingChecks: { white: 3, black: 3 } }),
  fenFields(fields) {
    for (let i = 4; i < fields.length; i++) {
      const f = fields[i]!;
      const remaining = /^([0-3])\+([0-3])$/.exec(f);
      const given = /^\+([0-3])\+([0-3])$/.exec(f);
      if (!remaining && !given) continue;
      fields.splice(i, 1);
      const [w, b] = remaining ? [Number(remaining[1]), Number(remaining[2])] : [3 - Number(given![1]), 3 - Number(given![2])];
      return { remainingChecks: { white: w, black: b } };
    }
    if (fields.length === 5 || fields.length === 7) badField('checks', `"${(fields[4] ?? '').slice(0, 20)}" is not the remaining checks (e.g. 3+3) or the checks given (+0+0)`);
    return { remainingChecks: { white: 3, black: 3 } };
  },
  formatFields: (p) => `${p.remainingChecks?.white ?? 3}+${p.remainingChecks?.black ?? 3}`,
  checkShape(p) {
    const c = p.remainingChecks as Record<string, unknown> | undefined | null;
    const ok = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 3;
    if (typeof c !== 'object' || c === null || !ok(c.white) || !ok(c.black)) fail('INVALID_POSITION', `a three-check position needs "remainingChecks": { white, black } from 0 to 3, got ${describe(c)}`);
  },
  load(s, p) {
    s.counters[0] = p.remainingChecks!.white;
    s.counters[1] = p.remainingChecks!.black;
    toggleChecks(s, 0, s.counters[0]!);
    toggleChecks(s, 1, s.counters[1]!);
  },
  fields: (s) => ({ remainingChecks: { white: s.counters[0]!, black: s.counters[1]! } }),
  made(s) {
    if (!s.inCheck()) return 0;
    const mover = (s.turn ^ 8) >> 3;
    toggleChecks(s, mover, s.counters[mover]!);
    s.counters[mover]!--;
    toggleChecks(s, mover, s.counters[mover]!);
    return 1;
  },
  unmade(s, gaveCheck) {
    if (gaveCheck) s.counters[(s.turn ^ 8) >> 3]!++; // the mover's; the hash comes back with the rest of the move
  },
  result(s) {
    if (s.counters[0] === 0) return { over: true, winner: 'white', reason: 'three-checks' };
    if (s.counters[1] === 0) return { over: true, winner: 'black', reason: 'three-checks' };
    return undefined;
  },
};

/**
 * Three-check: chess where giving check for the third time wins.
 *
 * @example
 * ```ts
 * import { threeCheck } from 'boardwright/chess';
 * let p = threeCheck.setup();
 * for (const m of ['e4', 'e5', 'Bc4', 'Nc6', 'Bxf7+']) p = threeCheck.play(p, m);
 * p.remainingChecks // { white: 2, black: 3 }
 * threeCheck.format(p) // 'r1bqkbnr/pppp1Bpp/2n5/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 0 3'
 * ```
 */
export const threeCheck = /* @__PURE__ */ defineChessVariant(threeCheckRules);
