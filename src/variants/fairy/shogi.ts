/**
 * The shogi family beyond shogi, minishogi, euroshogi and tori shogi (those are in `drops.ts`):
 * Fairy-Stockfish's built-ins in src/variant.cpp, one function per variant, named in each TSDoc.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { minishogi, shogi } from './drops.js';

/**
 * Yari shogi on 7x9: spear pieces that move forward as rooks (yari knight `N` fRffN, bishop `B` fFfR,
 * rook `R` frlR), promoting in the last three ranks to the yari gold `G` (WfFbR), silver `S` (fKbR, from
 * the pawn) or a rook `L`; drops, no two pawns on a file, no move or drop where a piece could never
 * move; pawn-drop mate allowed; stalemate loses (Fairy-Stockfish `yarishogi`,
 * `yarishogi_variant`; en.wikipedia.org/wiki/Yari_shogi).
 */
export const yarishogi: FairyDefinition = {
  id: 'yarishogi', name: 'Yari shogi', players: ['sente', 'gote'], maxRank: 9, maxFile: 7, squareNames: 'usi',
  pieces: { K: 'king', P: 'shogiPawn', L: 'rook', N: 'fRffN', B: 'fFfR', R: 'frlR', G: 'WfFbR', S: 'fKbR' },
  startFen: 'rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1',
  pieceDrops: true, capturesToHand: true,
  promotionRegionWhite: '*7 *8 *9', promotionRegionBlack: '*3 *2 *1', promotionPieceTypes: '-',
  doubleStep: false, castling: false,
  promotedPieceType: { P: 'S', N: 'G', B: 'G', R: 'L' },
  dropNoDoubled: 'p', immobilityIllegal: true,
  stalemateValue: 'loss', nFoldRule: 3, nMoveRule: 0, perpetualCheckIllegal: true,
};

/**
 * Sho shogi: shogi without drops and with a drunk elephant `E` (FsfW) that promotes to a prince,
 * a second king; the king `K` is a commoner that may not be left attacked while it is the side's
 * last one, and losing every king loses (Fairy-Stockfish `shoshogi`, `shoshogi_variant`;
 * en.wikipedia.org/wiki/Sho_shogi).
 */
// Built in a function called as pure: reading shogi's tables (shogi.pieces) is not a pure expression to a bundler.
export const shoshogi: FairyDefinition = /* @__PURE__ */ (() => merge(shogi, {
  id: 'shoshogi', name: 'Sho shogi',
  pieces: merge(shogi.pieces, { K: 'commoner', E: 'FsfW' }),
  startFen: 'lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1',
  pieceDrops: false, capturesToHand: false, shogiPawnDropMateIllegal: false, dropNoDoubled: '-',
  promotedPieceType: merge(shogi.promotedPieceType, { E: 'K' }),
  extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPseudoRoyal: true, extinctionPieceCount: 0,
}))();


/**
 * Kyoto shogi on 5x5: every piece flips on every move, promoting or turning back (a pawn `P` ⇄ rook
 * `R`, silver `S` ⇄ bishop `B`, lance `L` ⇄ gold `G`, knight `N` ⇄ gold), and may be dropped either
 * way up; pawn-drop mate allowed, no file rule (Fairy-Stockfish `kyotoshogi`, `kyotoshogi_variant`;
 * en.wikipedia.org/wiki/Kyoto_shogi).
 */
export const kyotoshogi: FairyDefinition = /* @__PURE__ */ (() => merge(minishogi, {
  id: 'kyotoshogi', name: 'Kyoto shogi', nFoldValue: 'draw', nFoldValueAbsolute: false,
  pieces: merge(minishogi.pieces, { L: 'lance', N: 'shogiKnight' }),
  startFen: 'p+nks+l/5/5/5/+LSK+NP[-] w 0 1',
  promotionRegionWhite: '*1 *2 *3 *4 *5', promotionRegionBlack: '*1 *2 *3 *4 *5',
  mandatoryPiecePromotion: true, pieceDemotion: true, dropPromoted: true,
  promotedPieceType: { L: 'G', S: 'B', N: 'G', P: 'R' },
  immobilityIllegal: false, shogiPawnDropMateIllegal: false, dropNoDoubled: '-',
}))();

/**
 * Micro shogi on 4x5: a piece promotes or turns back only when it captures, and then must (pawn `P` ⇄
 * knight `N`, lance `L` ⇄ silver `S`, bishop `B` ⇄ gold, rook `R` ⇄ gold) (Fairy-Stockfish `micro`,
 * `microshogi_variant`; en.wikipedia.org/wiki/Micro_shogi).
 */
export const micro: FairyDefinition = /* @__PURE__ */ merge(kyotoshogi, {
  id: 'micro', name: 'Micro shogi', maxFile: 4,
  startFen: 'kb+r+l/p3/4/3P/+L+RBK[-] w 0 1',
  promotionRegionWhite: '*1 *2 *3 *4 *5', promotionRegionBlack: '*1 *2 *3 *4 *5',
  piecePromotionOnCapture: true,
  promotedPieceType: { L: 'S', B: 'G', R: 'G', P: 'N' },
});

/**
 * Dōbutsu shōgi on 3x4: chick `C` (a shogi pawn, promoting to the hen `H`, a gold, on the last rank),
 * elephant `E` (fers), giraffe `G` (wazir) and lion `L` (commoner); taking the lion wins, and so does
 * the try — a lion on the far rank that the other side cannot take at once (`flagPieceSafe`); both
 * lions there is a draw; captures go to the hand, drops anywhere, pawn-drop mate allowed; stalemate
 * loses (Fairy-Stockfish `dobutsu`, `dobutsu_variant`; en.wikipedia.org/wiki/D%C5%8Dbutsu_sh%C5%8Dgi).
 */
export const dobutsu: FairyDefinition = {
  id: 'dobutsu', name: 'Dōbutsu shōgi', players: ['sente', 'gote'], maxRank: 4, maxFile: 3, squareNames: 'usi',
  pieces: { C: 'shogiPawn', H: 'gold', E: 'fers', G: 'wazir', L: 'commoner' },
  startFen: 'gle/1c1/1C1/ELG[-] w 0 1',
  pieceDrops: true, capturesToHand: true,
  promotionRegionWhite: '*4', promotionRegionBlack: '*1', promotionPieceTypes: '-',
  doubleStep: false, castling: false,
  promotedPieceType: { C: 'H' }, mandatoryPiecePromotion: true,
  extinctionValue: 'loss', extinctionPieceTypes: 'l',
  flagPiece: 'l', flagRegionWhite: '*4', flagRegionBlack: '*1', flagPieceSafe: true,
  stalemateValue: 'loss', nFoldRule: 4, nMoveRule: 0, perpetualCheckIllegal: false,
};
