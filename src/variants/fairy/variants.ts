/**
 * The built-in fairy variants, one export per variant named as Fairy-Stockfish names it (a
 * camelCase identifier where its name is not one: `threeCheck` is `3check`, `aiWok` is `ai-wok`;
 * the `id` is always Fairy-Stockfish's name). Each compiles on first use.
 */
import type { FairyVariant } from '../../core/declarative/fairy/index.js';
import * as d from './definitions.js';
import { lazyFairy } from './lazy-variant.js';
// The rule files a few definitions use (core rule-files.ts): imported here, by the games that use them, so the others' apps leave them out.
import { cambodianRule } from '../../core/declarative/fairy/cambodian.js';
import { castlingRule } from '../../core/declarative/fairy/castling.js';
import { connectRule } from '../../core/declarative/fairy/connect-n.js';
import { countingRule } from '../../core/declarative/fairy/counting.js';
import { bishopDropsRule } from '../../core/declarative/fairy/drop-bishops.js';
import { droppedCastlingRule } from '../../core/declarative/fairy/dropped-castling.js';
import { enclosingDropsRule } from '../../core/declarative/fairy/enclosing-drop.js';
import { flipsRule } from '../../core/declarative/fairy/flip-enclosed.js';
import { gatingRule } from '../../core/declarative/fairy/gating.js';
import { petrifyRule } from '../../core/declarative/fairy/petrify.js';
import { pseudoRoyalRule } from '../../core/declarative/fairy/pseudo-royal.js';
import { sittuyinRule } from '../../core/declarative/fairy/sittuyin-promotion.js';
import { moveRepetitionRule } from '../../core/declarative/fairy/move-repetition.js';
import { wallsRule } from '../../core/declarative/fairy/walls.js';
import { shatarMateRule } from '../../core/declarative/fairy/shatar-mate.js';
import { blastsRule } from '../../core/declarative/fairy/blasts.js';
import { intersectionsBoard } from '../../core/declarative/fairy/intersections.js';
import { renderUsiBoard } from '../../core/declarative/fairy/usi-render.js';
import { builtInShogi, type ShogiVariant } from './shogi-text/variant.js';
import { builtInXiangqi, type XiangqiVariant } from './xiangqi-text/variant.js';

/** Chess (Fairy-Stockfish `chess`, `chess_variant`; FIDE Laws of Chess; data in `chess-like.ts`). */
export const chess: FairyVariant = /* @__PURE__ */ lazyFairy(d.chess, { castling: castlingRule });
/** Los Alamos chess: 6x6, no bishops, no double step, no castling (Fairy-Stockfish `losalamos`; en.wikipedia.org/wiki/Los_Alamos_chess; data in `chess-like.ts`). */
export const losalamos: FairyVariant = /* @__PURE__ */ lazyFairy(d.losalamos);
/** Torpedo chess: pawns may step two squares from any rank (Fairy-Stockfish `torpedo`; Tomašev, Paul et al., arXiv:2009.04374; data in `chess-like.ts`). */
export const torpedo: FairyVariant = /* @__PURE__ */ lazyFairy(d.torpedo, { castling: castlingRule });
/** Berolina chess: pawns move diagonally and capture straight ahead (Fairy-Stockfish `berolina`; chessvariants.com/dpieces.dir/berlin.html; data in `chess-like.ts`). */
export const berolina: FairyVariant = /* @__PURE__ */ lazyFairy(d.berolina, { castling: castlingRule });
/** Pawn-sideways chess: pawns may also step sideways (Fairy-Stockfish `pawnsideways`; arXiv:2009.04374; data in `chess-like.ts`). */
export const pawnsideways: FairyVariant = /* @__PURE__ */ lazyFairy(d.pawnsideways, { castling: castlingRule });
/** Pawn-back chess: pawns may also step back, but not to their first rank (Fairy-Stockfish `pawnback`; arXiv:2009.04374; data in `chess-like.ts`). */
export const pawnback: FairyVariant = /* @__PURE__ */ lazyFairy(d.pawnback, { castling: castlingRule });
/** Legan chess: the armies start in opposite corners and pawns move diagonally towards them (Fairy-Stockfish `legan`; en.wikipedia.org/wiki/Legan_chess; data in `chess-like.ts`). */
export const legan: FairyVariant = /* @__PURE__ */ lazyFairy(d.legan, { castling: castlingRule });
/** Makruk, Thai chess: counting rules instead of the 50-move rule (Fairy-Stockfish `makruk`; en.wikipedia.org/wiki/Makruk; data in `makruk.ts`). */
export const makruk: FairyVariant = /* @__PURE__ */ lazyFairy(d.makruk, { counting: countingRule });
/** Ouk Chatrang, Cambodian chess: king and met have a first leap (`DEde` rights) (Fairy-Stockfish `cambodian`; en.wikipedia.org/wiki/Makruk#Cambodian_chess; data in `makruk.ts`). */
export const cambodian: FairyVariant = /* @__PURE__ */ lazyFairy(d.cambodian, { cambodian: cambodianRule, counting: countingRule });
/** Kar Ouk: Cambodian chess where the first check wins (Fairy-Stockfish `karouk`; en.wikipedia.org/wiki/Makruk#Ka_Ouk; data in `makruk.ts`). */
export const karouk: FairyVariant = /* @__PURE__ */ lazyFairy(d.karouk, { cambodian: cambodianRule, counting: countingRule });
/** Makpong, the tie-break makruk: a king in check may not move (Fairy-Stockfish `makpong`; mayhematics.com/v/vol8/vc64b.pdf p. 177; data in `makruk.ts`). */
export const makpong: FairyVariant = /* @__PURE__ */ lazyFairy(d.makpong, { counting: countingRule });
/** ASEAN chess: makruk's pieces on chess squares, promotion on the last rank to R N B Q (Fairy-Stockfish `asean`; aseanchess.org/laws-of-asean-chess; data in `makruk.ts`). */
export const asean: FairyVariant = /* @__PURE__ */ lazyFairy(d.asean, { counting: countingRule });
/** Ai-wok: makruk whose met is an ai-wok (rook, knight and fers) (Fairy-Stockfish `ai-wok`, `aiwok_variant`; data in `makruk.ts`). */
export const aiWok: FairyVariant = /* @__PURE__ */ lazyFairy(d.aiWok, { counting: countingRule });
/** Almost chess: the queen is a chancellor (Fairy-Stockfish `almost`; en.wikipedia.org/wiki/Almost_chess; data in `chess-like.ts`). */
export const almost: FairyVariant = /* @__PURE__ */ lazyFairy(d.almost, { castling: castlingRule });
/** Sort-of-almost chess: White has a chancellor, Black a queen (Fairy-Stockfish `sortofalmost`; en.wikipedia.org/wiki/Almost_chess; data in `chess-like.ts`). */
export const sortofalmost: FairyVariant = /* @__PURE__ */ lazyFairy(d.sortofalmost, { castling: castlingRule });
/** Chigorin chess: White has knights and a chancellor, Black bishops and a queen (Fairy-Stockfish `chigorin`; en.wikipedia.org/wiki/Chigorin_Chess; data in `chess-like.ts`). */
export const chigorin: FairyVariant = /* @__PURE__ */ lazyFairy(d.chigorin, { castling: castlingRule });
/** Perfect chess: chancellor, archbishop and amazon join the army; the chancellor castles too (Fairy-Stockfish `perfect`; chessvariants.com/diffsetup.dir/perfectchess.html; data in `chess-like.ts`). */
export const perfect: FairyVariant = /* @__PURE__ */ lazyFairy(d.perfect, { castling: castlingRule });
/** Spartan chess: White's chess army against two kings, hoplites, lieutenants, captains, a general and a warlord; Black loses when both kings are gone and may not leave both in check (Fairy-Stockfish `spartan`; chessvariants.com/rules/spartan-chess; data in `goals.ts`). */
export const spartan: FairyVariant = /* @__PURE__ */ lazyFairy(d.spartan, { pseudoRoyal: pseudoRoyalRule, castling: castlingRule });
/** Shatar, Mongolian chess: bers `J` (rook and fers), promotion to bers, a bare king draws (robado), only some mates win (shatar mate rule) (Fairy-Stockfish `shatar`; en.wikipedia.org/wiki/Shatar; data in `historical.ts`). */
export const shatar: FairyVariant = /* @__PURE__ */ lazyFairy(d.shatar, { shatarMate: shatarMateRule });
/** Shatranj: alfil `B`, fers `Q`, promotion to fers, stalemate loses, a bare king loses (unless it bares the other king at once), 70-move rule (Fairy-Stockfish `shatranj`; en.wikipedia.org/wiki/Shatranj; data in `historical.ts`). */
export const shatranj: FairyVariant = /* @__PURE__ */ lazyFairy(d.shatranj);
/** Amazon chess: the queen also moves as a knight (Fairy-Stockfish `amazon`; chessvariants.com/diffmove.dir/amazone.html; data in `chess-like.ts`). */
export const amazon: FairyVariant = /* @__PURE__ */ lazyFairy(d.amazon, { castling: castlingRule });
/** Nightrider chess: knights are nightriders (Fairy-Stockfish `nightrider`; en.wikipedia.org/wiki/Nightrider_(chess); data in `chess-like.ts`). */
export const nightrider: FairyVariant = /* @__PURE__ */ lazyFairy(d.nightrider, { castling: castlingRule });
/** Grasshopper chess: a row of grasshoppers before the pawns, no pawn double step (Fairy-Stockfish `grasshopper`; en.wikipedia.org/wiki/Grasshopper_chess; data in `chess-like.ts`). */
export const grasshopper: FairyVariant = /* @__PURE__ */ lazyFairy(d.grasshopper, { castling: castlingRule });
/** Hoppel-Poppel: knights take as bishops and bishops as knights (Fairy-Stockfish `hoppelpoppel`; chessvariants.com/diffmove.dir/hoppel-poppel.html; data in `chess-like.ts`). */
export const hoppelpoppel: FairyVariant = /* @__PURE__ */ lazyFairy(d.hoppelpoppel, { castling: castlingRule });
/** New Zealand chess: knights take as rooks and rooks as knights (Fairy-Stockfish `newzealand`; chessvariants.com; data in `chess-like.ts`). */
export const newzealand: FairyVariant = /* @__PURE__ */ lazyFairy(d.newzealand, { castling: castlingRule });
/** Racing kings: the first king on the eighth rank wins (Black may still draw by arriving next), no checks (Fairy-Stockfish `racingkings`; lichess.org/variant/racingKings; data in `goals.ts`). */
export const racingkings: FairyVariant = /* @__PURE__ */ lazyFairy(d.racingkings);
/** King of the hill: a king on d4, e4, d5 or e5 wins (Fairy-Stockfish `kingofthehill`; lichess.org/variant/kingOfTheHill; data in `goals.ts`). */
export const kingofthehill: FairyVariant = /* @__PURE__ */ lazyFairy(d.kingofthehill, { castling: castlingRule });
/** Three-check: the third check wins (Fairy-Stockfish `3check`, `threecheck_variant`; lichess.org/variant/threeCheck; data in `goals.ts`). */
export const threeCheck: FairyVariant = /* @__PURE__ */ lazyFairy(d.threeCheck, { castling: castlingRule });
/** Atomic chess: captures explode, the king may not be exploded or left attacked (Fairy-Stockfish `atomic`; lichess.org/variant/atomic; data in `goals.ts`). */
export const atomic: FairyVariant = /* @__PURE__ */ lazyFairy(d.atomic, { blasts: blastsRule, pseudoRoyal: pseudoRoyalRule, castling: castlingRule });
/** Atomar: atomic without check where kings survive blasts and may not capture each other (Fairy-Stockfish `atomar`; chronatog.com atomar-chess-rules.pdf, archived 2023-05-19; data in `goals.ts`). */
export const atomar: FairyVariant = /* @__PURE__ */ lazyFairy(d.atomar, { blasts: blastsRule, castling: castlingRule });
/** Atomic without check: captures explode, losing the king loses (Fairy-Stockfish `nocheckatomic`; chessclub.com/help/atomic, ICC rules; data in `goals.ts`). */
export const nocheckatomic: FairyVariant = /* @__PURE__ */ lazyFairy(d.nocheckatomic, { blasts: blastsRule, castling: castlingRule });
/** Antichess: captures are compulsory, losing every piece or being stalemated wins (Fairy-Stockfish `antichess`; lichess.org/variant/antichess; data in `goals.ts`). */
export const antichess: FairyVariant = /* @__PURE__ */ lazyFairy(d.antichess);
/** Giveaway: antichess with castling (Fairy-Stockfish `giveaway`; chessvariants.com/diffobjective.dir/giveaway.old.html; data in `goals.ts`). */
export const giveaway: FairyVariant = /* @__PURE__ */ lazyFairy(d.giveaway, { castling: castlingRule });
/** Codrus: giveaway where losing the king wins and the king cannot be promoted to (Fairy-Stockfish `codrus`; data in `goals.ts`). */
export const codrus: FairyVariant = /* @__PURE__ */ lazyFairy(d.codrus, { castling: castlingRule });
/** Horde: 36 white pawns against a chess army; White loses by losing every piece (Fairy-Stockfish `horde`; lichess.org/variant/horde; data in `goals.ts`). */
export const horde: FairyVariant = /* @__PURE__ */ lazyFairy(d.horde, { castling: castlingRule });
/** Coregal chess: queens are royal too (Fairy-Stockfish `coregal`; chessvariants.com/winning.dir/coregal.html; data in `goals.ts`). */
export const coregal: FairyVariant = /* @__PURE__ */ lazyFairy(d.coregal, { pseudoRoyal: pseudoRoyalRule, castling: castlingRule });
/** Knightmate: the royal piece moves as a knight, the knights are commoners (Fairy-Stockfish `knightmate`; chessvariants.com/diffobjective.dir/knightmate.html; data in `chess-like.ts`). */
export const knightmate: FairyVariant = /* @__PURE__ */ lazyFairy(d.knightmate, { castling: castlingRule });
/** Losers: captures are compulsory; being mated, stalemated or left with a bare king wins (Fairy-Stockfish `losers`; chessclub.com/help/Wild17; data in `goals.ts`). */
export const losers: FairyVariant = /* @__PURE__ */ lazyFairy(d.losers, { castling: castlingRule });
/** Kinglet: losing every pawn loses; pawns promote to commoners (Fairy-Stockfish `kinglet`; en.wikipedia.org/wiki/V._R._Parton#Kinglet_chess; data in `goals.ts`). */
export const kinglet: FairyVariant = /* @__PURE__ */ lazyFairy(d.kinglet, { castling: castlingRule });
/** Three kings: each side has three commoner kings; losing one loses (Fairy-Stockfish `threekings`; github.com/cutechess/cutechess/blob/master/projects/lib/src/board/threekingsboard.h; data in `goals.ts`). */
export const threekings: FairyVariant = /* @__PURE__ */ lazyFairy(d.threekings, { castling: castlingRule });
/** Breakthrough: men step forward, capture diagonally forward; the first to reach the far rank wins (Fairy-Stockfish `breakthrough`; en.wikipedia.org/wiki/Breakthrough_(board_game); data in `goals.ts`). */
export const breakthrough: FairyVariant = /* @__PURE__ */ lazyFairy(d.breakthrough);
/** Clobber on 5x6: a stone moves only by capturing an orthogonal neighbour; the side without a move loses (Fairy-Stockfish `clobber`; en.wikipedia.org/wiki/Clobber; data in `goals.ts`). */
export const clobber: FairyVariant = /* @__PURE__ */ lazyFairy(d.clobber);
/** Extinction chess: losing every piece of one kind loses; the king is a commoner (Fairy-Stockfish `extinction`; chessvariants.com/winning.dir/extinction.html; data in `goals.ts`). */
export const extinction: FairyVariant = /* @__PURE__ */ lazyFairy(d.extinction, { castling: castlingRule });
/** Capablanca chess on 10x8 with archbishop `A` and chancellor `C` (Fairy-Stockfish `capablanca`; en.wikipedia.org/wiki/Capablanca_chess; data in `large-boards.ts`). */
export const capablanca: FairyVariant = /* @__PURE__ */ lazyFairy(d.capablanca, { castling: castlingRule });
/** Embassy chess: Capablanca's pieces in another order, castling to h and b (Fairy-Stockfish `embassy`; chessvariants.com/large.dir/embassy.html; data in `large-boards.ts`). */
export const embassy: FairyVariant = /* @__PURE__ */ lazyFairy(d.embassy, { castling: castlingRule });
/** Janus chess on 10x8 with two janus (archbishops) `J` (Fairy-Stockfish `janus`; en.wikipedia.org/wiki/Janus_Chess; data in `large-boards.ts`). */
export const janus: FairyVariant = /* @__PURE__ */ lazyFairy(d.janus, { castling: castlingRule });
/** Modern chess on 9x9 with an archbishop (minister) `M` (Fairy-Stockfish `modern`; en.wikipedia.org/wiki/Modern_Chess_(chess_variant); data in `large-boards.ts`). */
export const modern: FairyVariant = /* @__PURE__ */ lazyFairy(d.modern, { castling: castlingRule });
/** Chancellor chess on 9x9 (Fairy-Stockfish `chancellor`; en.wikipedia.org/wiki/Chancellor_chess; data in `large-boards.ts`). */
export const chancellor: FairyVariant = /* @__PURE__ */ lazyFairy(d.chancellor, { castling: castlingRule });
/** Courier chess on 12x8: alfil `E`, fers `F`, commoner (mann) `M`, wazir (schleich) `W`; shatranj's bare-king and stalemate rules (Fairy-Stockfish `courier`; en.wikipedia.org/wiki/Courier_chess; data in `historical.ts`). */
export const courier: FairyVariant = /* @__PURE__ */ lazyFairy(d.courier);
/** Grand chess on 10x10: pawns may promote on ranks 8–9 and must on 10, only to a piece the side has lost; no castling (Fairy-Stockfish `grand`; en.wikipedia.org/wiki/Grand_chess; data in `large-boards.ts`). */
export const grand: FairyVariant = /* @__PURE__ */ lazyFairy(d.grand);
/** Opulent chess: grand chess with knight-wazirs `N`, wizards `W` and lions `L` (Fairy-Stockfish `opulent`; chessvariants.com/rules/opulent-chess; data in `large-boards.ts`). */
export const opulent: FairyVariant = /* @__PURE__ */ lazyFairy(d.opulent);
/** Ten-cubed chess on 10x10 with champions `C`, wizards `W`, archbishops `A` and marshals `M` (Fairy-Stockfish `tencubed`; chessvariants.com/contests/10/tencubedchess.html; data in `large-boards.ts`). */
export const tencubed: FairyVariant = /* @__PURE__ */ lazyFairy(d.tencubed);
/** Centaur chess on 10x8 with centaurs (king + knight) `C` (Fairy-Stockfish `centaur`; chessvariants.com/large.dir/contest/royalcourt.html; data in `large-boards.ts`). */
export const centaur: FairyVariant = /* @__PURE__ */ lazyFairy(d.centaur, { castling: castlingRule });
/** Gustav III's chess: 10x8 with holes beside the pawns and amazons in the corners (Fairy-Stockfish `gustav3`; chessvariants.com/play/gustav-iii-s-chess; data in `large-boards.ts`). */
export const gustav3: FairyVariant = /* @__PURE__ */ lazyFairy(d.gustav3, { castling: castlingRule });
/** Omicron chess: 12x10 with holes, wizards in the corners, castling on the second rank (Fairy-Stockfish `omicron`; chessvariants.com/large.dir/omicronchess.html; data in `large-boards.ts`). */
export const omicron: FairyVariant = /* @__PURE__ */ lazyFairy(d.omicron, { castling: castlingRule });
/** Troitzky chess: a 10x10 board with its corners cut off, promotion on the edge (Fairy-Stockfish `troitzky`; chessvariants.com/rules/troitzky-chess; data in `large-boards.ts`). */
export const troitzky: FairyVariant = /* @__PURE__ */ lazyFairy(d.troitzky);
/** Wolf chess on 8x10: wolf `W` (chancellor), fox `F` (archbishop), sergeants `S`, nightrider `N`, elephant `E` (nightrider + queen) (Fairy-Stockfish `wolf`; chessvariants.com/large.dir/wolf.html; data in `large-boards.ts`). */
export const wolf: FairyVariant = /* @__PURE__ */ lazyFairy(d.wolf);
/** Shako on 10x10 with xiangqi cannons `C` and elephants `E` (fers + alfil), castling on the second rank (Fairy-Stockfish `shako`; chessvariants.com/large.dir/shako.html; data in `large-boards.ts`). */
export const shako: FairyVariant = /* @__PURE__ */ lazyFairy(d.shako, { castling: castlingRule });
/** Xiangqi on 9x10: palace, river, lame horse and elephant, cannons take by hopping, the generals may not face each other, stalemate loses; in a threefold repetition the side that checked with every move loses. Not yet: the AXF chasing rule (Fairy-Stockfish `xiangqi`; en.wikipedia.org/wiki/Xiangqi; data in `xiangqi.ts`). Moves are written in WXF notation (`C2.5`) with their ICCS text (`h2e2`) (docs/xiangqi.md). */
export const xiangqi: XiangqiVariant = /* @__PURE__ */ builtInXiangqi(d.xiangqi);
/** Manchu chess: Red's horses, cannons and one chariot become one banner `M` (rook, cannon capture, horse) (Fairy-Stockfish `manchu`; en.wikipedia.org/wiki/Manchu_chess; data in `xiangqi.ts`). */
export const manchu: FairyVariant = /* @__PURE__ */ lazyFairy(d.manchu, { intersections: intersectionsBoard });
/** Janggi on 9x10: palace lines and diagonals, lame elephant (nZ), cannons move and take only by hopping and never over or onto a cannon, a side may pass, bikjang, stalemate loses; a threefold repetition is lost by a side that checked with every move, else scored by the points (Fairy-Stockfish `janggi`; en.wikipedia.org/wiki/Janggi; data in `janggi.ts`). */
export const janggi: FairyVariant = /* @__PURE__ */ lazyFairy(d.janggi, { intersections: intersectionsBoard });
/** Jeson Mor: nine knights each on 9x9; a knight that reaches the centre e5 wins (Fairy-Stockfish `jesonmor`; en.wikipedia.org/wiki/Jeson_Mor; data in `goals.ts`). */
export const jesonmor: FairyVariant = /* @__PURE__ */ lazyFairy(d.jesonmor);

/** Chess without castling (Fairy-Stockfish `nocastle`; data in `chess-like.ts`). */
export const nocastle: FairyVariant = /* @__PURE__ */ lazyFairy(d.nocastle);
/** Raazuvaa, Maldivian chess: no castling, no pawn double step (Fairy-Stockfish `raazuvaa`; data in `chess-like.ts`). */
export const raazuvaa: FairyVariant = /* @__PURE__ */ lazyFairy(d.raazuvaa);
/** Misère chess: being checkmated wins (Fairy-Stockfish `misere`; data in `chess-like.ts`). */
export const misere: FairyVariant = /* @__PURE__ */ lazyFairy(d.misere, { castling: castlingRule });
/** Georgian chess: the queen moves as an amazon; no castling, no en passant (Fairy-Stockfish `georgian`; Murray, A History of Chess, p. 378; data in `chess-like.ts`). */
export const georgian: FairyVariant = /* @__PURE__ */ lazyFairy(d.georgian);
/** Gardner minichess on 5x5 (Fairy-Stockfish `gardner`; en.wikipedia.org/wiki/Minichess; data in `chess-like.ts`). */
export const gardner: FairyVariant = /* @__PURE__ */ lazyFairy(d.gardner);
/** Chaturanga as chess.com plays it: shatranj's pieces on chess's squares, no bare-king rule (Fairy-Stockfish `chaturanga`; en.wikipedia.org/wiki/Chaturanga; data in `historical.ts`). */
export const chaturanga: FairyVariant = /* @__PURE__ */ lazyFairy(d.chaturanga);
/** Five-check: the fifth check wins (Fairy-Stockfish `5check`; data in `goals.ts`). */
export const fiveCheck: FairyVariant = /* @__PURE__ */ lazyFairy(d.fiveCheck, { castling: castlingRule });
/** Suicide: antichess where a stalemate is won by the side with fewer pieces (Fairy-Stockfish `suicide`; data in `goals.ts`). */
export const suicide: FairyVariant = /* @__PURE__ */ lazyFairy(d.suicide);
/** Minixiangqi on 7x7: no advisors or elephants, a 3x3 palace (Fairy-Stockfish `minixiangqi`; chessvariants.com/rules/minixiangqi; data in `xiangqi.ts`). */
export const minixiangqi: FairyVariant = /* @__PURE__ */ lazyFairy(d.minixiangqi, { intersections: intersectionsBoard });
/** Crazyhouse as data: captured pieces go to the captor's hand and are dropped back (Fairy-Stockfish `crazyhouse`; data in `drops.ts`; the dedicated engine is `crazyhouse` of `boardwright/chess`). */
export const crazyhouse: FairyVariant = /* @__PURE__ */ lazyFairy(d.crazyhouse, { castling: castlingRule });
/** Shogi: promotion in place in the last three ranks, captured pieces dropped back, no two pawns on a file, no pawn-drop mate (Fairy-Stockfish `shogi`; data in `drops.ts`). Reads SFEN and USI, writes Western notation and shogi pictures (docs/shogi.md). */
export const shogi: ShogiVariant = /* @__PURE__ */ builtInShogi(d.shogi, 'RBGSNLP');
/** Minishogi on 5x5 (Fairy-Stockfish `minishogi`; data in `drops.ts`). */
export const minishogi: ShogiVariant = /* @__PURE__ */ builtInShogi(d.minishogi, 'RBGSP');
/** Loop chess: crazyhouse without demotion of captured promoted pieces (Fairy-Stockfish `loop`; data in `drops.ts`). */
export const loop: FairyVariant = /* @__PURE__ */ lazyFairy(d.loop, { castling: castlingRule });
/** Chessgi: loop chess with pawn drops on the first rank (Fairy-Stockfish `chessgi`; data in `drops.ts`). */
export const chessgi: FairyVariant = /* @__PURE__ */ lazyFairy(d.chessgi, { castling: castlingRule });
/** Pocket knight: a knight in hand for each side (Fairy-Stockfish `pocketknight`; data in `drops.ts`). */
export const pocketknight: FairyVariant = /* @__PURE__ */ lazyFairy(d.pocketknight, { castling: castlingRule });
/** EuroShogi on 8x8 (Fairy-Stockfish `euroshogi`; data in `drops.ts`). */
export const euroshogi: ShogiVariant = /* @__PURE__ */ builtInShogi(d.euroshogi, 'RBGSNP');
/**
 * Tori shogi on 7x7 with birds (Fairy-Stockfish `torishogi`; data in `drops.ts`). Reads and writes
 * SFEN and USI as Fairy-Stockfish's USI mode does (docs/shogi.md); its notation stays the engine's; its pictures are shogi pieces with the birds' kanji.
 */
export const torishogi: ShogiVariant = /* @__PURE__ */ builtInShogi(d.torishogi, 'PRLCFS', {
  western: false,
  // The birds (en.wikipedia.org/wiki/Tori_shogi): phoenix 鵬, falcon 鷹 (promoted: eagle 鵰), crane 鶴,
  // pheasant 雉, left and right quail 左鶉 / 右鶉, swallow 燕 (promoted: goose 鴈).
  kanji: { K: '鵬', F: '鷹', '+F': '鵰', C: '鶴', P: '雉', L: '左鶉', R: '右鶉', S: '燕', '+S': '鴈' },
});

/** Yari shogi on 7x9 with spear pieces that move forward as rooks (Fairy-Stockfish `yarishogi`; en.wikipedia.org/wiki/Yari_shogi; data in `shogi.ts`). */
export const yarishogi: FairyVariant = /* @__PURE__ */ lazyFairy(d.yarishogi, { usiRender: renderUsiBoard });
/** Sho shogi: shogi without drops, with a drunk elephant that promotes to a second king (Fairy-Stockfish `shoshogi`; en.wikipedia.org/wiki/Sho_shogi; data in `shogi.ts`). */
export const shoshogi: FairyVariant = /* @__PURE__ */ lazyFairy(d.shoshogi, { pseudoRoyal: pseudoRoyalRule, usiRender: renderUsiBoard });

/** S-chess (Seirawan chess): a hawk and an elephant in hand enter on the square a piece leaves on its first move (Fairy-Stockfish `seirawan`; en.wikipedia.org/wiki/Seirawan_chess; data in `drops.ts`). */
export const seirawan: FairyVariant = /* @__PURE__ */ lazyFairy(d.seirawan, { gating: gatingRule, castling: castlingRule });
/** S-house: S-chess with crazyhouse drops (Fairy-Stockfish `shouse`; data in `drops.ts`). */
export const shouse: FairyVariant = /* @__PURE__ */ lazyFairy(d.shouse, { gating: gatingRule, castling: castlingRule });

/** Kyoto shogi on 5x5: every piece flips on every move, promoting or turning back, and may be dropped either way up (Fairy-Stockfish `kyotoshogi`; en.wikipedia.org/wiki/Kyoto_shogi; data in `shogi.ts`). SFEN and USI as Fairy-Stockfish's USI mode writes them (`3c3d-`, `+L*3c`; docs/shogi.md). */
export const kyotoshogi: ShogiVariant = /* @__PURE__ */ builtInShogi(d.kyotoshogi, 'NLPS', {
  western: false,
  // Each piece's two sides (en.wikipedia.org/wiki/Kyoto_shogi): lance 香車 / tokin と, silver 銀將 /
  // bishop 角行, knight 桂馬 / gold 金將, pawn 歩兵 / rook 飛車; the side that is the promotion in red.
  kanji: { K: '玉將', k: '王將', L: '香車', '+L': 'と', S: '銀將', '+S': '角行', N: '桂馬', '+N': '金將', P: '歩兵', '+P': '飛車' },
});
/** Micro shogi on 4x5: a piece promotes or turns back when it captures (Fairy-Stockfish `micro`; en.wikipedia.org/wiki/Micro_shogi; data in `shogi.ts`). SFEN and USI as Fairy-Stockfish's USI mode writes them (docs/shogi.md). */
export const micro: ShogiVariant = /* @__PURE__ */ builtInShogi(d.micro, 'LPRB', {
  western: false,
  // Each piece's two sides as Fairy-Stockfish pairs them: lance / silver, bishop / gold, rook / gold, pawn / knight.
  kanji: { K: '玉將', k: '王將', L: '香車', '+L': '銀將', B: '角行', '+B': '金將', R: '飛車', '+R': '金將', P: '歩兵', '+P': '桂馬' },
});

/** Placement chess: the pieces start in hand and are dropped on the first rank before any move (Fairy-Stockfish `placement`; chessvariants.com/link/placement-chess; data in `drops.ts`). */
export const placement: FairyVariant = /* @__PURE__ */ lazyFairy(d.placement, { bishopDrops: bishopDropsRule, droppedCastling: droppedCastlingRule, castling: castlingRule });
/** Koedem on one board: commoner kings, a king in hand must be dropped first, holding both kings wins (Fairy-Stockfish `koedem`; data in `drops.ts`). */
export const koedem: FairyVariant = /* @__PURE__ */ lazyFairy(d.koedem, { castling: castlingRule });

/** Sittuyin, Burmese chess: a set-up phase by drops, then makruk-like play with sittuyin promotion (Fairy-Stockfish `sittuyin`; en.wikipedia.org/wiki/Sittuyin; data in `makruk.ts`). */
export const sittuyin: FairyVariant = /* @__PURE__ */ lazyFairy(d.sittuyin, { sittuyin: sittuyinRule, counting: countingRule });

/** Dōbutsu shōgi on 3x4: taking the lion or a safe lion on the far rank wins (Fairy-Stockfish `dobutsu`; en.wikipedia.org/wiki/Dōbutsu_shōgi; data in `shogi.ts`). */
export const dobutsu: FairyVariant = /* @__PURE__ */ lazyFairy(d.dobutsu, { usiRender: renderUsiBoard });

/** Armageddon: chess where Black has draw odds, a drawn end wins for Black (Fairy-Stockfish `armageddon`; data in `chess-like.ts`). */
export const armageddon: FairyVariant = /* @__PURE__ */ lazyFairy(d.armageddon, { castling: castlingRule });
/** Bughouse, one board: crazyhouse whose hand is filled by the partner's captures, given through the FEN (Fairy-Stockfish `bughouse`; data in `drops.ts`). */
export const bughouse: FairyVariant = /* @__PURE__ */ lazyFairy(d.bughouse, { castling: castlingRule });
/** Dragon chess: a dragon (archbishop) in hand to drop on the first rank (Fairy-Stockfish `dragon`; data in `drops.ts`). */
export const dragon: FairyVariant = /* @__PURE__ */ lazyFairy(d.dragon, { castling: castlingRule });
/** Paradigm chess30: bishops that also leap as lame knights (Fairy-Stockfish `paradigm`; data in `chess-like.ts`). */
export const paradigm: FairyVariant = /* @__PURE__ */ lazyFairy(d.paradigm, { castling: castlingRule });
/** `mini`, Fairy-Stockfish's other name for minishogi (data in `drops.ts`). */
export const mini: FairyVariant = /* @__PURE__ */ lazyFairy(d.mini, { usiRender: renderUsiBoard });
/** Goro goro shogi on 5x6 (Fairy-Stockfish `gorogoro`; data in `drops.ts`). */
export const gorogoro: FairyVariant = /* @__PURE__ */ lazyFairy(d.gorogoro, { usiRender: renderUsiBoard });
/** Judkins shogi on 6x6 (Fairy-Stockfish `judkins`; data in `drops.ts`). */
export const judkins: FairyVariant = /* @__PURE__ */ lazyFairy(d.judkins, { usiRender: renderUsiBoard });
/** Check shogi: shogi where the first check wins (Fairy-Stockfish `checkshogi`; data in `drops.ts`). */
export const checkshogi: FairyVariant = /* @__PURE__ */ lazyFairy(d.checkshogi, { usiRender: renderUsiBoard });
/** Okisaki shogi on 10x10 with a queen, knights and vertical sliders (Fairy-Stockfish `okisakishogi`; data in `drops.ts`). */
export const okisakishogi: FairyVariant = /* @__PURE__ */ lazyFairy(d.okisakishogi);
/** Capahouse: Capablanca chess with drops (Fairy-Stockfish `capahouse`; data in `large-boards.ts`). */
export const capahouse: FairyVariant = /* @__PURE__ */ lazyFairy(d.capahouse, { castling: castlingRule });
/** Gothic chess: Capablanca chess from another start (Fairy-Stockfish `gothic`; data in `large-boards.ts`). */
export const gothic: FairyVariant = /* @__PURE__ */ lazyFairy(d.gothic, { castling: castlingRule });
/** Supply chess, one board: xiangqi whose hand is filled by the partner's captures, given through the FEN (Fairy-Stockfish `supply`; data in `xiangqi.ts`). */
export const supply: FairyVariant = /* @__PURE__ */ lazyFairy(d.supply, { intersections: intersectionsBoard });
/** Janggi, traditional rules: bikjang draws, no points (Fairy-Stockfish `janggitraditional`; data in `janggi.ts`). */
export const janggitraditional: FairyVariant = /* @__PURE__ */ lazyFairy(d.janggitraditional, { intersections: intersectionsBoard });
/** Janggi, casual rules: no bikjang, no points (Fairy-Stockfish `janggicasual`; data in `janggi.ts`). */
export const janggicasual: FairyVariant = /* @__PURE__ */ lazyFairy(d.janggicasual, { intersections: intersectionsBoard });
/** Janggi, modern rules: no bikjang, points counted, shuffling a piece back and forth loses (Fairy-Stockfish `janggimodern`; data in `janggi.ts`). */
export const janggimodern: FairyVariant = /* @__PURE__ */ lazyFairy(d.janggimodern, { moveRepetition: moveRepetitionRule, intersections: intersectionsBoard });
/** Ataxx on 7x7: a stone clones itself next to it or jumps two squares, and turns the opponent's stones around it (Fairy-Stockfish `ataxx`; en.wikipedia.org/wiki/Ataxx; data in `flipping.ts`). */
export const ataxx: FairyVariant = /* @__PURE__ */ lazyFairy(d.ataxx, { flips: flipsRule, enclosingDrops: enclosingDropsRule });
/** Flipersi: reversi from an empty board, no passing (Fairy-Stockfish `flipersi`; en.wikipedia.org/wiki/Reversi; data in `flipping.ts`). */
export const flipersi: FairyVariant = /* @__PURE__ */ lazyFairy(d.flipersi, { flips: flipsRule, enclosingDrops: enclosingDropsRule });
/** Othello: a stone turns every line of the opponent's it encloses; a side without a move passes (Fairy-Stockfish `flipello`; en.wikipedia.org/wiki/Reversi#Othello; data in `flipping.ts`). */
export const flipello: FairyVariant = /* @__PURE__ */ lazyFairy(d.flipello, { flips: flipsRule, enclosingDrops: enclosingDropsRule });
/** Othello on 10x10 (Fairy-Stockfish `flipello10`; data in `flipping.ts`). */
export const flipello10: FairyVariant = /* @__PURE__ */ lazyFairy(d.flipello10, { flips: flipsRule, enclosingDrops: enclosingDropsRule });

/** Tic-tac-toe: three in a row on a 3x3 grid wins; seats `x`, `o` (Fairy-Stockfish variants.ini `[tictactoe]`; en.wikipedia.org/wiki/Tic-tac-toe; data in `lines.ts`). */
export const tictactoe: FairyVariant = /* @__PURE__ */ lazyFairy(d.tictactoe, { connect: connectRule });
/** Connect Four: a disc falls to the lowest free cell of its column, four in a row wins; seats `red`, `yellow` (Fairy-Stockfish variants.ini `[cfour]`; en.wikipedia.org/wiki/Connect_Four; data in `lines.ts`). */
export const connectfour: FairyVariant = /* @__PURE__ */ lazyFairy(d.connectfour, { connect: connectRule, enclosingDrops: enclosingDropsRule });
/** Gomoku, free-style (five or more in a row wins) on 12x10 intersections, the engine's largest board; seats `black`, `white` (mathworld.wolfram.com/Gomoku.html; data in `lines.ts`). */
export const gomoku: FairyVariant = /* @__PURE__ */ lazyFairy(d.gomoku, { connect: connectRule, intersections: intersectionsBoard });

/** Duck chess: every move also moves the duck, a wall, to another empty square; the king is taken to win (Fairy-Stockfish `duck`; duckchess.com; data in `walling.ts`). */
export const duck: FairyVariant = /* @__PURE__ */ lazyFairy(d.duck, { walls: wallsRule, castling: castlingRule });
/** The game of the amazons: a queen move without taking, then an arrow shot as a queen that stays as a wall (Fairy-Stockfish `amazons`; en.wikipedia.org/wiki/Game_of_the_Amazons; data in `walling.ts`). */
export const amazons: FairyVariant = /* @__PURE__ */ lazyFairy(d.amazons, { walls: wallsRule });
/** Isolation on 6x8: a king step, then any empty square is walled (Fairy-Stockfish `isolation`; boardgamegeek.com/boardgame/1875; data in `walling.ts`). */
export const isolation: FairyVariant = /* @__PURE__ */ lazyFairy(d.isolation, { walls: wallsRule });
/** Isolation on 7x7 (Fairy-Stockfish `isolation7x7`; data in `walling.ts`). */
export const isolation7x7: FairyVariant = /* @__PURE__ */ lazyFairy(d.isolation7x7, { walls: wallsRule });
/** Snailtrail: a king step that walls the square left (Fairy-Stockfish `snailtrail`; boardgamegeek.com/boardgame/37135; data in `walling.ts`). */
export const snailtrail: FairyVariant = /* @__PURE__ */ lazyFairy(d.snailtrail, { walls: wallsRule });
/** Petrified: pawn-sideways chess whose pieces but pawns turn into walls where they capture (Fairy-Stockfish `petrified`; chess.com/variants/petrified; data in `walling.ts`). */
export const petrified: FairyVariant = /* @__PURE__ */ lazyFairy(d.petrified, { pseudoRoyal: pseudoRoyalRule, petrify: petrifyRule, castling: castlingRule });
/** Joust: two knights leap without taking, walling the square left (Fairy-Stockfish `joust`; chessvariants.com/programs.dir/joust.html; data in `walling.ts`). */
export const joust: FairyVariant = /* @__PURE__ */ lazyFairy(d.joust, { walls: wallsRule });
/** Clobber on 10x10 (Fairy-Stockfish `clobber10`; data in `goals.ts`). */
export const clobber10: FairyVariant = /* @__PURE__ */ lazyFairy(d.clobber10);

/** Every built-in fairy variant: those of Fairy-Stockfish's perft suite in its order, then other Fairy-Stockfish built-ins. */
export const fairyVariants: readonly FairyVariant[] = [
  chess, losalamos, torpedo, berolina, pawnsideways, pawnback, legan, makruk,
  cambodian, karouk, makpong, asean, aiWok, almost, sortofalmost, chigorin,
  perfect, spartan, shatar, shatranj, amazon, nightrider, grasshopper, hoppelpoppel,
  newzealand, racingkings, kingofthehill, threeCheck, atomic, atomar, nocheckatomic, antichess, giveaway,
  codrus, horde, coregal, knightmate, losers, kinglet, threekings, breakthrough,
  clobber, extinction, capablanca, embassy, janus, modern, chancellor, courier,
  grand, opulent, tencubed, centaur, gustav3, omicron, troitzky, wolf,
  shako, xiangqi, manchu, janggi, jesonmor,
  nocastle, raazuvaa, misere, georgian, gardner, chaturanga, fiveCheck, suicide, minixiangqi,
  crazyhouse, shogi, minishogi, loop, chessgi, pocketknight, euroshogi, torishogi,
  yarishogi, shoshogi, seirawan, shouse, kyotoshogi, micro, placement, koedem, sittuyin, dobutsu,
  armageddon, bughouse, dragon, paradigm, mini, gorogoro, judkins, checkshogi, okisakishogi, capahouse, gothic, supply,
  janggitraditional, janggicasual, janggimodern,
  ataxx, flipersi, flipello, flipello10, duck, amazons, isolation, isolation7x7, snailtrail,
  tictactoe, connectfour, gomoku,
  petrified, joust, clobber10,
];
