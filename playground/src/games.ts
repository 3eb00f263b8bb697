/**
 * The games the page offers: every game of the package (`variants`, so a game
 * added there appears by itself), then a few games defined as data from
 * `boardwright/fairy` whose ids the package's own games do not use.
 */
import { variants, type AnyVariant } from 'boardwright';
import { capablanca, janggi, makruk, shogi, xiangqi } from 'boardwright/fairy';

// Shogi waits for its pictures to name each board piece's kind (data-kind), which the browser test reads.
const FAIRY = [xiangqi, shogi, capablanca, makruk, janggi] as unknown as readonly AnyVariant[];

/** The games in the page's list, in order. */
export const games: readonly AnyVariant[] = [...variants, ...FAIRY.filter((f) => !variants.some((v) => v.id === f.id))];
