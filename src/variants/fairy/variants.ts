/**
 * The built-in fairy variants, one export per variant named as Fairy-Stockfish names it (a
 * camelCase identifier where its name is not one: `threeCheck` is `3check`, `aiWok` is `ai-wok`;
 * the `id` is always Fairy-Stockfish's name). Each compiles on first use.
 */
import type { FairyVariant } from '../../core/declarative/fairy/index.js';
import * as d from './definitions.js';
import { lazyFairy } from './lazy-variant.js';

/** chess: see {@link d.chess} for its rules and source. */
export const chess: FairyVariant = lazyFairy(d.chess);
/** losalamos: see {@link d.losalamos} for its rules and source. */
export const losalamos: FairyVariant = lazyFairy(d.losalamos);
/** torpedo: see {@link d.torpedo} for its rules and source. */
export const torpedo: FairyVariant = lazyFairy(d.torpedo);
/** berolina: see {@link d.berolina} for its rules and source. */
export const berolina: FairyVariant = lazyFairy(d.berolina);
/** pawnsideways: see {@link d.pawnsideways} for its rules and source. */
export const pawnsideways: FairyVariant = lazyFairy(d.pawnsideways);
/** pawnback: see {@link d.pawnback} for its rules and source. */
export const pawnback: FairyVariant = lazyFairy(d.pawnback);
/** legan: see {@link d.legan} for its rules and source. */
export const legan: FairyVariant = lazyFairy(d.legan);
/** makruk: see {@link d.makruk} for its rules and source. */
export const makruk: FairyVariant = lazyFairy(d.makruk);
/** cambodian: see {@link d.cambodian} for its rules and source. */
export const cambodian: FairyVariant = lazyFairy(d.cambodian);
/** karouk: see {@link d.karouk} for its rules and source. */
export const karouk: FairyVariant = lazyFairy(d.karouk);
/** makpong: see {@link d.makpong} for its rules and source. */
export const makpong: FairyVariant = lazyFairy(d.makpong);
/** asean: see {@link d.asean} for its rules and source. */
export const asean: FairyVariant = lazyFairy(d.asean);
/** ai-wok: see {@link d.aiWok} for its rules and source. */
export const aiWok: FairyVariant = lazyFairy(d.aiWok);
/** almost: see {@link d.almost} for its rules and source. */
export const almost: FairyVariant = lazyFairy(d.almost);
/** sortofalmost: see {@link d.sortofalmost} for its rules and source. */
export const sortofalmost: FairyVariant = lazyFairy(d.sortofalmost);
/** chigorin: see {@link d.chigorin} for its rules and source. */
export const chigorin: FairyVariant = lazyFairy(d.chigorin);
/** perfect: see {@link d.perfect} for its rules and source. */
export const perfect: FairyVariant = lazyFairy(d.perfect);
/** spartan: see {@link d.spartan} for its rules and source. */
export const spartan: FairyVariant = lazyFairy(d.spartan);
/** shatar: see {@link d.shatar} for its rules and source. */
export const shatar: FairyVariant = lazyFairy(d.shatar);
/** shatranj: see {@link d.shatranj} for its rules and source. */
export const shatranj: FairyVariant = lazyFairy(d.shatranj);
/** amazon: see {@link d.amazon} for its rules and source. */
export const amazon: FairyVariant = lazyFairy(d.amazon);
/** nightrider: see {@link d.nightrider} for its rules and source. */
export const nightrider: FairyVariant = lazyFairy(d.nightrider);
/** grasshopper: see {@link d.grasshopper} for its rules and source. */
export const grasshopper: FairyVariant = lazyFairy(d.grasshopper);
/** hoppelpoppel: see {@link d.hoppelpoppel} for its rules and source. */
export const hoppelpoppel: FairyVariant = lazyFairy(d.hoppelpoppel);
/** newzealand: see {@link d.newzealand} for its rules and source. */
export const newzealand: FairyVariant = lazyFairy(d.newzealand);
/** racingkings: see {@link d.racingkings} for its rules and source. */
export const racingkings: FairyVariant = lazyFairy(d.racingkings);
/** kingofthehill: see {@link d.kingofthehill} for its rules and source. */
export const kingofthehill: FairyVariant = lazyFairy(d.kingofthehill);
/** 3check: see {@link d.threeCheck} for its rules and source. */
export const threeCheck: FairyVariant = lazyFairy(d.threeCheck);
/** atomic: see {@link d.atomic} for its rules and source. */
export const atomic: FairyVariant = lazyFairy(d.atomic);
/** nocheckatomic: see {@link d.nocheckatomic} for its rules and source. */
export const nocheckatomic: FairyVariant = lazyFairy(d.nocheckatomic);
/** antichess: see {@link d.antichess} for its rules and source. */
export const antichess: FairyVariant = lazyFairy(d.antichess);
/** giveaway: see {@link d.giveaway} for its rules and source. */
export const giveaway: FairyVariant = lazyFairy(d.giveaway);
/** codrus: see {@link d.codrus} for its rules and source. */
export const codrus: FairyVariant = lazyFairy(d.codrus);
/** horde: see {@link d.horde} for its rules and source. */
export const horde: FairyVariant = lazyFairy(d.horde);
/** coregal: see {@link d.coregal} for its rules and source. */
export const coregal: FairyVariant = lazyFairy(d.coregal);
/** knightmate: see {@link d.knightmate} for its rules and source. */
export const knightmate: FairyVariant = lazyFairy(d.knightmate);
/** losers: see {@link d.losers} for its rules and source. */
export const losers: FairyVariant = lazyFairy(d.losers);
/** kinglet: see {@link d.kinglet} for its rules and source. */
export const kinglet: FairyVariant = lazyFairy(d.kinglet);
/** threekings: see {@link d.threekings} for its rules and source. */
export const threekings: FairyVariant = lazyFairy(d.threekings);
/** breakthrough: see {@link d.breakthrough} for its rules and source. */
export const breakthrough: FairyVariant = lazyFairy(d.breakthrough);
/** clobber: see {@link d.clobber} for its rules and source. */
export const clobber: FairyVariant = lazyFairy(d.clobber);
/** extinction: see {@link d.extinction} for its rules and source. */
export const extinction: FairyVariant = lazyFairy(d.extinction);
/** capablanca: see {@link d.capablanca} for its rules and source. */
export const capablanca: FairyVariant = lazyFairy(d.capablanca);
/** embassy: see {@link d.embassy} for its rules and source. */
export const embassy: FairyVariant = lazyFairy(d.embassy);
/** janus: see {@link d.janus} for its rules and source. */
export const janus: FairyVariant = lazyFairy(d.janus);
/** modern: see {@link d.modern} for its rules and source. */
export const modern: FairyVariant = lazyFairy(d.modern);
/** chancellor: see {@link d.chancellor} for its rules and source. */
export const chancellor: FairyVariant = lazyFairy(d.chancellor);
/** courier: see {@link d.courier} for its rules and source. */
export const courier: FairyVariant = lazyFairy(d.courier);
/** grand: see {@link d.grand} for its rules and source. */
export const grand: FairyVariant = lazyFairy(d.grand);
/** opulent: see {@link d.opulent} for its rules and source. */
export const opulent: FairyVariant = lazyFairy(d.opulent);
/** tencubed: see {@link d.tencubed} for its rules and source. */
export const tencubed: FairyVariant = lazyFairy(d.tencubed);
/** centaur: see {@link d.centaur} for its rules and source. */
export const centaur: FairyVariant = lazyFairy(d.centaur);
/** gustav3: see {@link d.gustav3} for its rules and source. */
export const gustav3: FairyVariant = lazyFairy(d.gustav3);
/** omicron: see {@link d.omicron} for its rules and source. */
export const omicron: FairyVariant = lazyFairy(d.omicron);
/** troitzky: see {@link d.troitzky} for its rules and source. */
export const troitzky: FairyVariant = lazyFairy(d.troitzky);
/** wolf: see {@link d.wolf} for its rules and source. */
export const wolf: FairyVariant = lazyFairy(d.wolf);
/** shako: see {@link d.shako} for its rules and source. */
export const shako: FairyVariant = lazyFairy(d.shako);
/** xiangqi: see {@link d.xiangqi} for its rules and source. */
export const xiangqi: FairyVariant = lazyFairy(d.xiangqi);
/** manchu: see {@link d.manchu} for its rules and source. */
export const manchu: FairyVariant = lazyFairy(d.manchu);
/** janggi: see {@link d.janggi} for its rules and source. */
export const janggi: FairyVariant = lazyFairy(d.janggi);
/** jesonmor: see {@link d.jesonmor} for its rules and source. */
export const jesonmor: FairyVariant = lazyFairy(d.jesonmor);

/** Every built-in fairy variant, in the order of Fairy-Stockfish's perft suite. */
export const fairyVariants: readonly FairyVariant[] = [
  chess, losalamos, torpedo, berolina, pawnsideways, pawnback, legan, makruk,
  cambodian, karouk, makpong, asean, aiWok, almost, sortofalmost, chigorin,
  perfect, spartan, shatar, shatranj, amazon, nightrider, grasshopper, hoppelpoppel,
  newzealand, racingkings, kingofthehill, threeCheck, atomic, nocheckatomic, antichess, giveaway,
  codrus, horde, coregal, knightmate, losers, kinglet, threekings, breakthrough,
  clobber, extinction, capablanca, embassy, janus, modern, chancellor, courier,
  grand, opulent, tencubed, centaur, gustav3, omicron, troitzky, wolf,
  shako, xiangqi, manchu, janggi, jesonmor,
];
