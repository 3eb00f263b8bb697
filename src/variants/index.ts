/** Every game boardwright ships, in the order the README lists them. */
import type { AnyVariant } from '../core/index.js';

/** All installed games. */
export const variants: readonly AnyVariant[] = [];
