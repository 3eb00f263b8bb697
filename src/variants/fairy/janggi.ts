/**
 * Janggi, Korean chess (Fairy-Stockfish src/variant.cpp `janggi_variant`; en.wikipedia.org/wiki/Janggi).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';

const PALACE_WHITE = 'd1 e1 f1 d2 e2 f2 d3 e3 f3';
const PALACE_BLACK = 'd8 e8 f8 d9 e9 f9 d10 e10 f10';

/**
 * Janggi (Fairy-Stockfish `janggi`; en.wikipedia.org/wiki/Janggi): general `K` and guards `A` step
 * along the palace lines and diagonals, elephants `B` (also `E`) are lame (1,2)-then-diagonal
 * leapers, cannons `C` move and take only by hopping and never over or onto a cannon, soldiers step
 * forward or sideways (and along palace diagonals); a side may pass; the generals may face each
 * other (bikjang); two passes or two bikjang positions in a row end the game, scored by material
 * points (`materialCounting: 'janggi'`); stalemate loses. A threefold repetition is lost by the side
 * that gave check with every move (`perpetualCheckIllegal`), else scored by the same points (a draw
 * by `nFoldValue`, counted), so it ends the game.
 */
export const janggi: FairyDefinition = {
  id: 'janggi', name: 'Janggi', players: ['cho', 'han'], maxRank: 10, maxFile: 9, boardStyle: 'intersections', pieceFaces: 'janggi',
  pieces: { R: 'rook', N: 'horse', B: 'janggiElephant', A: 'wazir', K: 'king', C: 'janggiCannon', P: 'soldier' },
  pieceSynonyms: { H: 'N', E: 'B' }, kingType: 'wazir',
  startFen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1',
  mobilityRegionWhite: { K: PALACE_WHITE, A: PALACE_WHITE }, mobilityRegionBlack: { K: PALACE_BLACK, A: PALACE_BLACK },
  soldierPromotionRank: 1, flyingGeneral: false, bikjangRule: true, materialCounting: 'janggi',
  diagonalLines: 'd1 f1 e2 d3 f3 d8 f8 e9 d10 f10', pass: true,
  doubleStep: false, castling: false, stalemateValue: 'loss',
  promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
  nFoldValue: 'draw', perpetualCheckIllegal: true,
};

/** Janggi under its traditional rules: bikjang is a draw, no points are counted (Fairy-Stockfish `janggitraditional`). */
export const janggitraditional: FairyDefinition = /* @__PURE__ */ merge(janggi, { id: 'janggitraditional', name: 'Janggi (traditional)', materialCounting: 'none' });

/** Janggi under casual rules: no bikjang, no points counted (Fairy-Stockfish `janggicasual`). */
export const janggicasual: FairyDefinition = /* @__PURE__ */ merge(janggi, {
  id: 'janggicasual', name: 'Janggi (casual)', bikjangRule: false, materialCounting: 'none',
});

/**
 * Janggi under modern rules (Fairy-Stockfish `janggimodern`, "for better compatibility with Kakao
 * Janggi"): no bikjang, points counted; a side shuffling one piece that can reach the enemy palace
 * back and forth loses (`moveRepetitionIllegal`); fourfold repetition (so that the shuffle is seen
 * first) and a 100-move rule.
 */
export const janggimodern: FairyDefinition = /* @__PURE__ */ merge(janggi, {
  id: 'janggimodern', name: 'Janggi (modern)', bikjangRule: false, materialCounting: 'janggi',
  moveRepetitionIllegal: true, nFoldRule: 4, nMoveRule: 100,
});
