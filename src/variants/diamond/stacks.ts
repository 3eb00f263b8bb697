/**
 * Diamond Queens stacks. "Any number of men (one or more), on any position,
 * may be moved in any move, but they must all be placed on the same
 * position." "He may land on his own men, providing they are next to the men
 * being moved" (a step may merge; a jump must land on a vacant position).
 * "All men on the position are removed as they are jumped."
 */

/** Most men a side has (the game starts with 12 and men are never created). */
export const MAX_MEN = 12;

/** The cell value after `count` men of `sign` (+1 A, -1 B) leave a cell holding `value`. */
export function leave(value: number, sign: number, count: number): number {
  return value - sign * count;
}

/** The cell value after `count` men of `sign` arrive on a cell holding `value` (vacant or own men: they merge). */
export function arrive(value: number, sign: number, count: number): number {
  return value + sign * count;
}
