/** The word path as a part of a variant (see {@link WordPath}): `defineDraughts` builds with it. */
import type { WordPath } from './context.js';
import { FamilyWordSearch } from './family-word.js';
import { fitsWord } from './word-search.js';

/** The word path: word-search.ts's test of the compiled rules and its family search state. */
export const WORD_PATH: WordPath = { fits: fitsWord, search: (ctx, position) => new FamilyWordSearch(ctx, position) };
