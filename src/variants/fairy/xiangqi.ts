/**
 * Xiangqi and Manchu chess (Fairy-Stockfish src/variant.cpp `xiangqi_variant_base`, `xiangqi`,
 * `manchu`). Horse `N` (also read as `H`) a lame knight, elephant `B` (also `E`) a lame alfil kept
 * on its side of the river, advisors `A` and the general `K` kept in the palace, cannons `C` take
 * by hopping, soldiers `P` step forward and, across the river, sideways.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';

const PALACE_WHITE = 'd1 e1 f1 d2 e2 f2 d3 e3 f3';
const PALACE_BLACK = 'd8 e8 f8 d9 e9 f9 d10 e10 f10';

/**
 * Xiangqi, Chinese chess (Fairy-Stockfish `xiangqi`; en.wikipedia.org/wiki/Xiangqi, AXF rules): the
 * generals may not face each other; stalemate loses; in a threefold repetition the side that gave
 * check with every move loses (`perpetualCheckIllegal`), else it is a draw. Not yet here: the AXF
 * chasing rule (Fairy-Stockfish `chasingRule = axf`): a repeated chase is a draw.
 */
export const xiangqi: FairyDefinition = {
  id: 'xiangqi', name: 'Xiangqi', players: ['red', 'black'], maxRank: 10, maxFile: 9, boardStyle: 'intersections', river: true, pieceFaces: 'xiangqi',
  pieces: { R: 'rook', N: 'horse', B: 'elephant', A: 'fers', K: 'king', C: 'cannon', P: 'soldier' },
  pieceSynonyms: { H: 'N', E: 'B' }, kingType: 'wazir',
  startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  mobilityRegionWhite: { K: PALACE_WHITE, A: PALACE_WHITE, B: '*1 *2 *3 *4 *5' },
  mobilityRegionBlack: { K: PALACE_BLACK, A: PALACE_BLACK, B: '*6 *7 *8 *9 *10' },
  soldierPromotionRank: 6, doubleStep: false, castling: false, stalemateValue: 'loss',
  flyingGeneral: true, promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
  perpetualCheckIllegal: true,
};

/** Manchu chess: Red's horses, cannons and one chariot become one banner `M` (rook, cannon capture, horse) (Fairy-Stockfish `manchu`; en.wikipedia.org/wiki/Manchu_chess). */
export const manchu: FairyDefinition = /* @__PURE__ */ merge(xiangqi, {
  id: 'manchu', name: 'Manchu chess',
  pieces: { R: 'rook', N: 'horse', B: 'elephant', A: 'fers', K: 'king', C: 'cannon', P: 'soldier', M: 'banner' },
  startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1',
});

/** Minixiangqi on 7x7: no advisors or elephants, a 3x3 palace (Fairy-Stockfish `minixiangqi`; chessvariants.com/rules/minixiangqi). */
export const minixiangqi: FairyDefinition = {
  id: 'minixiangqi', name: 'Minixiangqi', players: ['red', 'black'], maxRank: 7, maxFile: 7, boardStyle: 'intersections', pieceFaces: 'xiangqi',
  pieces: { R: 'rook', N: 'horse', K: 'king', C: 'cannon', P: 'soldier' }, pieceSynonyms: { H: 'N' }, kingType: 'wazir',
  startFen: 'rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1',
  mobilityRegionWhite: { K: 'c1 d1 e1 c2 d2 e2 c3 d3 e3' }, mobilityRegionBlack: { K: 'c5 d5 e5 c6 d6 e6 c7 d7 e7' },
  doubleStep: false, castling: false, stalemateValue: 'loss', flyingGeneral: true,
  promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
  perpetualCheckIllegal: true,
};

const XIANGQI_RANKS_WHITE = '*1 *2 *3 *4 *5';
const XIANGQI_RANKS_BLACK = '*6 *7 *8 *9 *10';

/**
 * Supply chess, xiangqi for two boards as Fairy-Stockfish plays one of them: pieces the partner
 * passes over arrive in the hand (give them through the FEN's `[...]`, `variant.parse`; a side's
 * own captures do not go to its hand) and are dropped on the side's own half, on a square the piece
 * could reach in a game (advisors on the palace's five points, elephants on their seven, soldiers on
 * the soldiers' points or across the river), never giving check (`dropChecks: false`); xiangqi's
 * rules otherwise, without the chasing rule (Fairy-Stockfish `supply`; en.wikipedia.org/wiki/Xiangqi#Variations).
 */
// Built in a function called as pure: its regions are templates, which a bundler would keep at module level.
export const supply: FairyDefinition = /* @__PURE__ */ (() => merge(xiangqi, {
  id: 'supply', name: 'Supply chess',
  startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1',
  twoBoards: true, pieceDrops: true, dropChecks: false, dropRegionWhite: XIANGQI_RANKS_WHITE, dropRegionBlack: XIANGQI_RANKS_BLACK,
  mobilityRegionWhite: {
    K: PALACE_WHITE, A: 'd1 f1 e2 d3 f3', B: 'c1 g1 a3 e3 i3 c5 g5',
    P: `${XIANGQI_RANKS_BLACK} a4 a5 c4 c5 e4 e5 g4 g5 i4 i5`,
  },
  mobilityRegionBlack: {
    K: PALACE_BLACK, A: 'd8 f8 e9 d10 f10', B: 'c6 g6 a8 e8 i8 c10 g10',
    P: `${XIANGQI_RANKS_WHITE} a6 a7 c6 c7 e6 e7 g6 g7 i6 i7`,
  },
}))();
