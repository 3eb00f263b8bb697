/**
 * The counting rules of the Thai family (Fairy-Stockfish `countingRule`: makruk, cambodian, asean).
 * When a side is reduced to its bare king (or, under the board's honour, when no pawn is left), the
 * other side must mate within a number of moves that depends on what it still has; the count runs
 * in plies and the game is drawn when it passes the limit. The FEN carries the limit in the en
 * passant field and the plies counted in the halfmove field.
 *
 * As implemented, from Fairy-Stockfish's position.cpp (count_limit, do_move): the limits
 * (makruk: 64 board's honour; pieces' honour 8 two rooks, 16 a rook, 22 two khons, 32 two knights,
 * 44 a khon, else 64; cambodian one less each, with the board's honour only while the counting side
 * has at most three pieces; asean: 16 rook, 44 khon, 64 knight) and when counting starts.
 */
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/**
 * What the count reads and writes of the game state (state.ts's FairyState is one): the rule
 * takes this view, so it need not import the state whose make calls it.
 */
export interface CountingState {
  readonly c: Compiled;
  readonly side: number;
  /** Pieces per side (0, 1) and per piece code. */
  readonly count: Int16Array;
  countingLimit: number;
  countingPly: number;
}

/** Type indices of the piece kinds the count looks at (khon and silver are one kind), found once per game. */
interface Kinds {
  readonly pawn: readonly number[];
  readonly rook: readonly number[];
  readonly khon: readonly number[];
  readonly knight: readonly number[];
}

const kinds = /* @__PURE__ */ perGame((c: Compiled): Kinds => {
  const of = (...names: string[]): number[] => c.builtin.flatMap((b, t) => (b !== undefined && names.includes(b) ? [t] : []));
  return { pawn: of('pawn'), rook: of('rook'), khon: of('khon', 'silver'), knight: of('knight') };
});

/** Pieces of `side` of the given types (perft's hot path: no string compared per call). */
function countBy(s: CountingState, side: number, types: readonly number[]): number {
  let n = 0;
  for (const t of types) n += s.count[2 + 2 * t + side] as number;
  return n;
}

/** Fairy-Stockfish's count_limit: the moves `side` may count to (0: no counting for it). */
export function countLimit(s: CountingState, side: number): number {
  const rule = s.c.rules.countingRule, other = side ^ 1;
  const mine = s.count[side] as number, theirs = s.count[other] as number;
  // Cheap tests first: in most positions counting is out of the question.
  if (rule === 'cambodian' ? mine > 3 || theirs === 1 : rule === 'asean' ? mine > 1 : theirs === 1) return 0;
  const k = kinds(s.c);
  const pawns = countBy(s, 0, k.pawn) + countBy(s, 1, k.pawn);
  if (rule !== 'cambodian' && pawns > 0) return 0;
  const rooks = countBy(s, other, k.rook), khons = countBy(s, other, k.khon), knights = countBy(s, other, k.knight);
  if (rule === 'makruk') {
    if (mine > 1) return 64;
    if (rooks > 1) return 8;
    if (rooks === 1) return 16;
    if (khons > 1) return 22;
    if (knights > 1) return 32;
    if (khons === 1) return 44;
    return 64;
  }
  if (rule === 'cambodian') {
    if (mine > 1) return 63;
    if (pawns > 0) return 0;
    if (rooks > 1) return 7;
    if (rooks === 1) return 15;
    if (khons > 1) return 21;
    if (knights > 1) return 31;
    if (khons === 1) return 43;
    return 63;
  }
  if (rule === 'asean') {
    if (rooks > 0) return 16;
    if (khons > 0) return 44;
    if (knights > 0) return 64;
  }
  return 0;
}

/**
 * After a move (the side to move already switched): starts or restarts the count as Fairy-Stockfish
 * does. `capturedPawn`/`captured`/`promotion` describe the move just made.
 */
export function updateCounting(s: CountingState, captured: boolean, capturedPawn: boolean, promotion: boolean): void {
  const rule = s.c.rules.countingRule;
  if (rule === null) return;
  const stm = s.side, moved = stm ^ 1;
  const total = (s.count[0] as number) + (s.count[1] as number);
  const pawn = kinds(s.c).pawn;
  if (rule !== 'asean' && capturedPawn && (s.count[moved] as number) === 1 && countBy(s, 0, pawn) + countBy(s, 1, pawn) === 0) {
    const limit = countLimit(s, moved);
    if (limit > 0) {
      s.countingLimit = 2 * limit;
      s.countingPly = 2 * total - 1;
    }
  }
  if ((s.countingLimit === 0 || ((captured || promotion) && (s.count[stm] as number) === 1))) {
    const limit = countLimit(s, stm);
    if (limit > 0) {
      s.countingLimit = 2 * limit;
      s.countingPly = rule === 'asean' || (s.count[stm] as number) > 1 ? 0 : 2 * total;
    }
  }
}

/** The counting rules as a rule file (rule-files.ts). */
export const countingRule = { update: updateCounting };
