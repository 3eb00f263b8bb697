/**
 * The n-fold repetition rule (Fairy-Stockfish `nFoldRule`, `nFoldValue`, `nFoldValueAbsolute`,
 * position.cpp is_optional_game_end): the position (same side to move, hands included) occurring
 * for the n-th time since the last irreversible move — since the start in games where captures go
 * to the hand — ends the game with the definition's value for the side to move (for White with
 * `nFoldValueAbsolute`), unless one side gave check throughout ({@link perpetualCheckValue}). A
 * drawn end is scored by material counting where the variant counts. Modern janggi's move
 * repetition (move-repetition.ts, a rule file) is part of the same scan.
 */
import type { EndReason } from '../../variant.js';
import { countedDraw } from './counted-draw.js';
import { perpetualCheckValue } from './perpetual-check.js';
import { countInPast, keyBack, type Past } from './repetition-history.js';
import type { FairyState } from './state.js';

/** A repetition's result: `value` for the side to move (1 win, 0 draw, -1 loss) and its reason name. */
export interface RepetitionEnd {
  readonly value: number;
  readonly reason: EndReason;
}

/** The side that shuffled a piece (the one that just moved) lost (move-repetition.ts). */
const MOVE_REPETITION: RepetitionEnd = { value: 1, reason: 'move-repetition' };

/** The status reason of an n-fold repetition: `'threefold-repetition'`, `'fourfold-repetition'` (sennichite), … */
export function repetitionReason(n: number): EndReason {
  return n === 3 ? 'threefold-repetition' : n === 4 ? 'fourfold-repetition' : n === 5 ? 'fivefold-repetition' : 'repetition';
}

/**
 * The repetition end of the state's position, or null. `past`: the earlier positions in the
 * repetition window (with, in perpetual-check games, whether the side to move was in check at
 * each); `inCheck()`: the side to move is in check now (asked only when the position repeats).
 */
export function nFoldRepetition(s: FairyState, past: Past, inCheck: () => boolean): RepetitionEnd | null {
  const rules = s.c.rules, n = rules.nFoldRule, length = past.keys.length;
  if (n <= 0) return null;
  // Fairy-Stockfish scans both at once, the move repetition first at each distance: it wins unless
  // the n-fold count completes nearer.
  const shuffled = rules.moveRepetitionIllegal ? s.files.moveRepetition!.lostAt(s, past) : 0;
  const h = s.hash();
  // Fewer earlier occurrences than the rule needs (counted along the shared line, O(1) for the newest
  // positions): no walk back through the past.
  if (countInPast(past, h) < n - 1) return shuffled > 0 ? MOVE_REPETITION : null;
  // As Fairy-Stockfish: the same side to move, from four plies back on (two plies back cannot repeat).
  let seen = 1, span = -1;
  for (let k = 4; k <= length; k += 2) {
    if (k === shuffled) return MOVE_REPETITION;
    if (keyBack(past, k) === h && ++seen >= n) { span = k; break; }
  }
  if (span < 0) return null;
  const perpetual = rules.perpetualCheckIllegal ? perpetualCheckValue(span, inCheck(), past) : null;
  const reason = repetitionReason(n);
  if (perpetual !== null && perpetual !== 0) return { value: perpetual, reason: 'perpetual-check' };
  const value = perpetual === 0 ? 0 : rules.nFoldValueAbsolute && s.side === 1 ? -rules.nFoldValue : rules.nFoldValue;
  return { value: value === 0 ? countedDraw(s, 0) : value, reason };
}
