/** The start position: each side's men on the playing squares of its `rules.rows` nearest rows; `rules.first` moves. */
import type { FamilyContext } from './context.js';
import { resolveFamilyOptions } from './options.js';
import type { FamilyOptions, FamilyPosition } from './types.js';

/** The start position with the given options. */
export function familyStart(ctx: FamilyContext, options?: FamilyOptions): FamilyPosition {
  const { duplicates } = resolveFamilyOptions(ctx.rules, options);
  const { n, y, height } = ctx.geometry;
  const rows = ctx.rules.rows;
  let squares = '';
  for (let s = 0; s < n; s++) {
    const rank = y[s] as number;
    squares += rank < rows ? 'w' : rank >= height - rows ? 'b' : '.';
  }
  return { variant: ctx.rules.id, turn: ctx.rules.first, squares, duplicates, quietPlies: 0, repetition: [] };
}
