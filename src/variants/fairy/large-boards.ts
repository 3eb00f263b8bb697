/**
 * Chess on larger boards: the Capablanca family, grand chess and its relatives, boards with holes
 * (Fairy-Stockfish src/variant.cpp, one function per variant, named in each TSDoc line).
 * Archbishop = bishop + knight, chancellor = rook + knight, amazon = queen + knight.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { CHESS_PIECES } from './pieces.js';

/** Capablanca chess on 10x8 with archbishop `A` and chancellor `C` (Fairy-Stockfish `capablanca`; en.wikipedia.org/wiki/Capablanca_chess). */
export const capablanca: FairyDefinition = {
  id: 'capablanca', name: 'Capablanca', maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { A: 'archbishop', C: 'chancellor' }),
  startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
  castlingKingsideFile: 'i', castlingQueensideFile: 'c', promotionPieceTypes: 'acqrbn',
};

/** Embassy chess: Capablanca's pieces in another order, castling to h and b (Fairy-Stockfish `embassy`; chessvariants.com/large.dir/embassy.html). */
export const embassy: FairyDefinition = /* @__PURE__ */ merge(capablanca, {
  id: 'embassy', name: 'Embassy',
  startFen: 'rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1',
  castlingKingsideFile: 'h', castlingQueensideFile: 'b',
});

/** Janus chess on 10x8 with two janus (archbishops) `J` (Fairy-Stockfish `janus`; en.wikipedia.org/wiki/Janus_Chess). */
export const janus: FairyDefinition = {
  id: 'janus', name: 'Janus', maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { J: 'archbishop' }),
  startFen: 'rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1',
  castlingKingsideFile: 'i', castlingQueensideFile: 'b', promotionPieceTypes: 'jqrbn',
};

/** Modern chess on 9x9 with an archbishop (minister) `M` (Fairy-Stockfish `modern`; en.wikipedia.org/wiki/Modern_Chess_(chess_variant)). */
export const modern: FairyDefinition = {
  id: 'modern', name: 'Modern', maxRank: 9, maxFile: 9, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { M: 'archbishop' }),
  startFen: 'rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1',
  promotionRegionWhite: '*9', promotionRegionBlack: '*1', doubleStepRegionWhite: '*2', doubleStepRegionBlack: '*8',
  castlingKingsideFile: 'g', castlingQueensideFile: 'c', promotionPieceTypes: 'mqrbn',
};

/** Chancellor chess on 9x9 (Fairy-Stockfish `chancellor`; en.wikipedia.org/wiki/Chancellor_chess). */
export const chancellor: FairyDefinition = {
  id: 'chancellor', name: 'Chancellor', maxRank: 9, maxFile: 9, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'chancellor' }),
  startFen: 'rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1',
  promotionRegionWhite: '*9', promotionRegionBlack: '*1', doubleStepRegionWhite: '*2', doubleStepRegionBlack: '*8',
  castlingKingsideFile: 'g', castlingQueensideFile: 'c', promotionPieceTypes: 'cqrbn',
};

/** Centaur chess on 10x8 with centaurs (king + knight) `C` (Fairy-Stockfish `centaur`; chessvariants.com/large.dir/contest/royalcourt.html). */
export const centaur: FairyDefinition = {
  id: 'centaur', name: 'Centaur', maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'centaur' }),
  startFen: 'rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1',
  castlingKingsideFile: 'i', castlingQueensideFile: 'c', promotionPieceTypes: 'cqrbn',
};

/** Gustav III's chess: 10x8 with holes beside the pawns and amazons in the corners (Fairy-Stockfish `gustav3`; chessvariants.com/play/gustav-iii-s-chess). */
export const gustav3: FairyDefinition = {
  id: 'gustav3', name: "Gustav III's chess", maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { A: 'amazon' }),
  startFen: 'arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1',
  castlingKingsideFile: 'h', castlingQueensideFile: 'd', promotionPieceTypes: 'aqrbn',
};

/**
 * Grand chess on 10x10 (Fairy-Stockfish `grand`; en.wikipedia.org/wiki/Grand_chess): pawns may
 * promote on ranks 8–9 and must on 10, only to a piece the side has lost; no castling.
 */
export const grand: FairyDefinition = {
  id: 'grand', name: 'Grand chess', maxRank: 10, maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { A: 'archbishop', C: 'chancellor' }),
  startFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
  promotionPieceTypes: 'acqrbn', promotionRegionWhite: '*8 *9 *10', promotionRegionBlack: '*3 *2 *1',
  promotionLimit: { A: 1, C: 1, Q: 1, R: 2, B: 2, N: 2 }, mandatoryPawnPromotion: false, immobilityIllegal: true,
  doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8', castling: false,
};

/** Opulent chess: grand chess with knight-wazirs `N`, wizards `W` and lions `L` (Fairy-Stockfish `opulent`; chessvariants.com/rules/opulent-chess). */
export const opulent: FairyDefinition = /* @__PURE__ */ merge(grand, {
  id: 'opulent', name: 'Opulent chess',
  pieces: /* @__PURE__ */ merge(CHESS_PIECES, { A: 'archbishop', C: 'chancellor', N: 'NW', W: 'CF', L: 'FDH' }),
  startFen: 'rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1',
  promotionPieceTypes: 'acqrbnwl', promotionLimit: { A: 1, C: 1, Q: 1, R: 2, B: 2, N: 2, W: 2, L: 2 },
});

/** Ten-cubed chess on 10x10 with champions `C`, wizards `W`, archbishops `A` and marshals `M` (Fairy-Stockfish `tencubed`; chessvariants.com/contests/10/tencubedchess.html). */
export const tencubed: FairyDefinition = {
  id: 'tencubed', name: 'Ten-cubed', maxRank: 10, maxFile: 10,
  pieces: /* @__PURE__ */ merge(CHESS_PIECES, { A: 'archbishop', M: 'chancellor', C: 'DAW', W: 'CF' }),
  startFen: '2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1',
  promotionPieceTypes: 'amq', promotionRegionWhite: '*10', promotionRegionBlack: '*1',
  doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8', castling: false,
};

/** Omicron chess: 12x10 with holes, wizards in the corners, castling on the second rank (Fairy-Stockfish `omicron`; chessvariants.com/large.dir/omicronchess.html). */
export const omicron: FairyDefinition = {
  id: 'omicron', name: 'Omicron', maxRank: 10, maxFile: 12, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'DAW', W: 'CF' }),
  startFen: 'w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1',
  castlingKingsideFile: 'i', castlingQueensideFile: 'e', castlingRank: 2,
  promotionRegionWhite: '*9 *10', promotionRegionBlack: '*2 *1', promotionPieceTypes: 'wcqrbn',
  doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8',
};

/** Troitzky chess: a 10x10 board with its corners cut off, promotion on the edge (Fairy-Stockfish `troitzky`; chessvariants.com/rules/troitzky-chess). */
export const troitzky: FairyDefinition = {
  id: 'troitzky', name: 'Troitzky', maxRank: 10, maxFile: 10, pieces: CHESS_PIECES,
  startFen: '****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1',
  promotionRegionWhite: 'a6 b8 c9 d9 e10 f10 g9 h9 i8 j6', promotionRegionBlack: 'a5 b3 c2 d2 e1 f1 g2 h2 i3 j5',
  doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8', castling: false,
};

/**
 * Wolf chess on 8x10 (Fairy-Stockfish `wolf`; chessvariants.com/large.dir/wolf.html): wolf `W`
 * (chancellor), fox `F` (archbishop), sergeants `S`, nightrider `N`, elephant `E` (nightrider + queen).
 */
export const wolf: FairyDefinition = {
  id: 'wolf', name: 'Wolf', maxRank: 10,
  pieces: { P: 'pawn', B: 'bishop', R: 'rook', Q: 'queen', K: 'king', W: 'chancellor', F: 'archbishop', S: 'fKifmnD', N: 'NN', E: 'NNQ' },
  startFen: 'qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1',
  promotionPawnTypes: 'ps', promotionPieceTypes: 'qwfrb', promotedPieceType: { P: 'E' },
  promotionRegionWhite: '*10', promotionRegionBlack: '*1',
  doubleStepRegionWhite: '*2 b3 c3 f3 g3', doubleStepRegionBlack: '*9 b8 c8 f8 g8',
  enPassantTypes: 'p', nMoveRuleTypes: 'ps', castling: false,
};

/** Shako on 10x10 with xiangqi cannons `C` and elephants `E` (fers + alfil), castling on the second rank (Fairy-Stockfish `shako`; chessvariants.com/large.dir/shako.html). */
export const shako: FairyDefinition = {
  id: 'shako', name: 'Shako', maxRank: 10, maxFile: 10, pieces: /* @__PURE__ */ merge(CHESS_PIECES, { E: 'fersAlfil', C: 'cannon' }),
  startFen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
  promotionPieceTypes: 'qrbnce', promotionRegionWhite: '*10', promotionRegionBlack: '*1',
  castlingKingsideFile: 'h', castlingQueensideFile: 'd', castlingRookKingsideFile: 'i', castlingRookQueensideFile: 'b',
  castlingRank: 2, doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8',
};

/** Capahouse: Capablanca chess with crazyhouse's drops (Fairy-Stockfish `capahouse`; pychess.org/variant/capahouse). */
export const capahouse: FairyDefinition = /* @__PURE__ */ merge(capablanca, {
  id: 'capahouse', name: 'Capahouse',
  startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1', pieceDrops: true, capturesToHand: true,
});

/** Gothic chess: Capablanca chess from another start position (Fairy-Stockfish `gothic`; chessvariants.com/large.dir/gothicchess.html). */
export const gothic: FairyDefinition = /* @__PURE__ */ merge(capablanca, {
  id: 'gothic', name: 'Gothic', startFen: 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1',
});
