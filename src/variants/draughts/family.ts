/**
 * The draughts family on one engine: each variant is a rules object handed to
 * {@link defineDraughts}.
 *
 * @example
 * ```ts
 * import { international } from 'boardwright/draughts';
 * international.perft(international.setup(), 3) // 658
 * ```
 */
import { familyVariant } from './engine/family-variant.js';
import { brazilianRules } from './rules/brazilian.js';
import { canadianRules } from './rules/canadian.js';
import { czechRules } from './rules/czech.js';
import { frisianRules } from './rules/frisian.js';
import { internationalRules } from './rules/international.js';
import { italianRules } from './rules/italian.js';
import { killerRules } from './rules/killer.js';
import { poolRules } from './rules/pool.js';
import { russianRules } from './rules/russian.js';
import { spanishRules } from './rules/spanish.js';
import { thaiRules } from './rules/thai.js';

export { defineDraughts, type DraughtsVariant } from './engine/define.js';
export type { DraughtsRules, DrawRules, Duplicates, EndgameDraw, FamilyEndReason, FamilyMove, FamilyOptions, FamilyPosition, KingRun, PrecedenceRule } from './engine/types.js';
export { englishRules } from './rules/english.js';

// The built-in rules are known sound (test/draughts/built-in-rules.test.ts runs them through
// defineDraughts' checks) and none fits the word path (boards over 32 squares, flying kings,
// capture precedence or endgame limits; English draughts has an engine of its own): they are built
// without both, so that a one-game app carries neither (docs/performance.md, "Bundle size").

/** International draughts (id `international`, FMJD rules, 10x10). @example `international.perft(international.setup(), 2) // 81` */
export const international = /* @__PURE__ */ familyVariant(internationalRules);
/** Brazilian draughts (id `brazilian`): international rules on 8x8. @example `brazilian.perft(brazilian.setup(), 5) // 7473` */
export const brazilian = /* @__PURE__ */ familyVariant(brazilianRules);
/** Canadian draughts (id `canadian`): international rules on 12x12. @example `canadian.legalMoves(canadian.setup()).length // 11` */
export const canadian = /* @__PURE__ */ familyVariant(canadianRules);
/** Russian draughts (id `russian`), algebraic squares (`c3-d4`, `c3:e5`). @example `russian.perft(russian.setup(), 5) // 7482` */
export const russian = /* @__PURE__ */ familyVariant(russianRules);
/** Pool checkers (id `pool`). @example `pool.perft(pool.setup(), 5) // 7482` */
export const pool = /* @__PURE__ */ familyVariant(poolRules);
/** Czech draughts (id `czech`), algebraic squares (`c3-d4`, `c3:e5`). @example `czech.perft(czech.setup(), 5) // 7361` */
export const czech = /* @__PURE__ */ familyVariant(czechRules);
/** Spanish draughts (id `spanish`). @example `spanish.perft(spanish.setup(), 6) // 36473` */
export const spanish = /* @__PURE__ */ familyVariant(spanishRules);
/** Italian draughts (id `italian`). @example `italian.perft(italian.setup(), 6) // 36473` */
export const italian = /* @__PURE__ */ familyVariant(italianRules);
/** Thai draughts (id `thai`): 8 men each on two rows. @example `thai.legalMoves(thai.setup()).length // 7` */
export const thai = /* @__PURE__ */ familyVariant(thaiRules);
/** Frisian draughts (id `frisian`): orthogonal captures, capture by value, three moves per king. @example `frisian.perft(frisian.setup(), 3) // 658` */
export const frisian = /* @__PURE__ */ familyVariant(frisianRules);
/** Killer draughts (id `killer`). @example `killer.perft(killer.setup(), 3) // 658` */
export const killer = /* @__PURE__ */ familyVariant(killerRules);
