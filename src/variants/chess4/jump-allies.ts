/**
 * "Pieces move one space towards one of the directions shown, but may jump
 * over allied pieces." Every cat therefore has two atoms over the same
 * directions: a one-space step, and a jump over exactly one adjacent ally.
 */
import type { Atom, DirectionName } from '../../core/atoms.js';

/**
 * The atoms of a cat whose piece shows `dirs`: one step, or one jump over an
 * adjacent ally, in each direction. Where it lands decides the rest (move, tag or swap).
 *
 * @example
 * ```ts
 * stepOrJumpAlly(['forward']) // the Kitten
 * ```
 */
export function stepOrJumpAlly(dirs: readonly DirectionName[]): readonly Atom[] {
  return [
    { kind: 'step', dirs },
    { kind: 'jump', dirs, over: 'ally' },
  ];
}
