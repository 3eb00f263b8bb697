/**
 * Compass directions for lattice boards and player-relative directions
 * ("forward" differs per seat).
 */

/** The eight compass directions, clockwise from north. North is +y. */
export const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
/** A compass direction name. */
export type Compass = (typeof COMPASS)[number];

/** A unit step `[dx, dy]` on a lattice. */
export type Vector = readonly [number, number];

/** Unit vectors of the compass directions. */
export const COMPASS_VECTORS: Readonly<Record<Compass, Vector>> = {
  n: [0, 1], ne: [1, 1], e: [1, 0], se: [1, -1], s: [0, -1], sw: [-1, -1], w: [-1, 0], nw: [-1, 1],
};

/** Orthogonal compass directions. */
export const ORTHOGONAL: readonly Compass[] = ['n', 'e', 's', 'w'];
/** Diagonal compass directions. */
export const DIAGONAL: readonly Compass[] = ['ne', 'se', 'sw', 'nw'];

/** Directions named from a player's seat. */
export const RELATIVE = [
  'forward', 'forward-right', 'right', 'back-right', 'back', 'back-left', 'left', 'forward-left',
] as const;
/** A player-relative direction name. */
export type Relative = (typeof RELATIVE)[number];

/** The opposite compass direction. */
export function opposite(dir: Compass): Compass {
  return COMPASS[(COMPASS.indexOf(dir) + 4) % 8] as Compass;
}

/**
 * Maps every relative direction to a compass direction for a player whose
 * "forward" is `forward` (clockwise order is kept, so "right" is a quarter turn
 * clockwise from forward as seen from above the board).
 *
 * @example
 * ```ts
 * relativeFrame('s').left // 'e' — a player seated at the top sees east on its left
 * ```
 */
export function relativeFrame(forward: Compass): Readonly<Record<Relative, Compass>> {
  const base = COMPASS.indexOf(forward);
  const frame = {} as Record<Relative, Compass>;
  RELATIVE.forEach((rel, i) => {
    frame[rel] = COMPASS[(base + i) % 8] as Compass;
  });
  return frame;
}

/** Resolves a direction that may be relative (`forward`) or absolute (`ne`) for a player. */
export function resolveDirection(dir: Relative | Compass, forward: Compass): Compass {
  return (RELATIVE as readonly string[]).includes(dir) ? relativeFrame(forward)[dir as Relative] : (dir as Compass);
}
