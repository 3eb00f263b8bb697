/**
 * Chess on the 8x8 board with other pieces or other pawns: Fairy-Stockfish's built-in variants
 * (src/variant.cpp, one function per variant, named in each TSDoc line), written as data.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { CHESS_PIECES, CHESS_START, chessPiecesWithout } from './pieces.js';

/** Chess (Fairy-Stockfish `chess`, `chess_variant`; FIDE Laws of Chess). */
export const chess: FairyDefinition = { id: 'chess', name: 'Chess', pieces: CHESS_PIECES, startFen: CHESS_START };

/** Torpedo chess: pawns may step two squares from any rank (Fairy-Stockfish `torpedo`; Tomašev, Paul et al., arXiv:2009.04374). */
export const torpedo: FairyDefinition = {
  id: 'torpedo', name: 'Torpedo', pieces: CHESS_PIECES, startFen: CHESS_START,
  doubleStepRegionWhite: '*1 *2 *3 *4 *5 *6 *7 *8', doubleStepRegionBlack: '*1 *2 *3 *4 *5 *6 *7 *8',
};

/** Berolina chess: pawns move diagonally and capture straight ahead (Fairy-Stockfish `berolina`; chessvariants.com/dpieces.dir/berlin.html). */
export const berolina: FairyDefinition = {
  id: 'berolina', name: 'Berolina', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { P: 'mfFcfeWimfnA' }), startFen: CHESS_START,
  promotionPawnTypes: 'p', enPassantTypes: 'p', nMoveRuleTypes: 'p',
};

/** Pawn-sideways chess: pawns may also step sideways (Fairy-Stockfish `pawnsideways`; arXiv:2009.04374). */
export const pawnsideways: FairyDefinition = {
  id: 'pawnsideways', name: 'Pawn sideways', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { P: 'fsmWfceFifmnD' }), startFen: CHESS_START,
  promotionPawnTypes: 'p', enPassantTypes: 'p', nMoveRuleTypes: 'p',
};

/** Pawn-back chess: pawns may also step back, but not to their first rank (Fairy-Stockfish `pawnback`; arXiv:2009.04374). */
export const pawnback: FairyDefinition = {
  id: 'pawnback', name: 'Pawn back', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { P: 'fbmWfceFifmnD' }), startFen: CHESS_START,
  mobilityRegionWhite: { P: '*2 *3 *4 *5 *6 *7 *8' }, mobilityRegionBlack: { P: '*1 *2 *3 *4 *5 *6 *7' },
  promotionPawnTypes: 'p', enPassantTypes: 'p', nMoveRuleTypes: '-',
};

/** Legan chess: the armies start in opposite corners and pawns move diagonally towards them (Fairy-Stockfish `legan`; en.wikipedia.org/wiki/Legan_chess). */
export const legan: FairyDefinition = {
  id: 'legan', name: 'Legan', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { P: 'mflFcflW' }),
  startFen: 'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1',
  promotionRegionWhite: 'a8 b8 c8 d8 a7 a6 a5', promotionRegionBlack: 'e1 f1 g1 h1 h2 h3 h4', doubleStep: false,
  promotionPawnTypes: 'p', nMoveRuleTypes: 'p',
};

/** Amazon chess: the queen also moves as a knight (Fairy-Stockfish `amazon`; chessvariants.com/diffmove.dir/amazone.html). */
export const amazon: FairyDefinition = {
  id: 'amazon', name: 'Amazon', pieces: /* @__PURE__ */ merge(/* @__PURE__ */ chessPiecesWithout('Q'), { A: 'amazon' }),
  startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1', promotionPieceTypes: 'arbn',
};

/** Nightrider chess: knights are nightriders (Fairy-Stockfish `nightrider`; en.wikipedia.org/wiki/Nightrider_(chess)). */
export const nightrider: FairyDefinition = {
  id: 'nightrider', name: 'Nightrider', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { N: 'NN' }), startFen: CHESS_START, promotionPieceTypes: 'qrbn',
};

/** Grasshopper chess: a row of grasshoppers before the pawns, no pawn double step (Fairy-Stockfish `grasshopper`; en.wikipedia.org/wiki/Grasshopper_chess). */
export const grasshopper: FairyDefinition = {
  id: 'grasshopper', name: 'Grasshopper', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { G: 'gQ' }),
  startFen: 'rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1',
  promotionPieceTypes: 'qrbng', doubleStep: false,
};

/** Hoppel-Poppel: knights take as bishops and bishops as knights (Fairy-Stockfish `hoppelpoppel`; chessvariants.com/diffmove.dir/hoppel-poppel.html). */
export const hoppelpoppel: FairyDefinition = {
  id: 'hoppelpoppel', name: 'Hoppel-Poppel', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { N: 'knibis', B: 'biskni' }), startFen: CHESS_START,
  promotionPieceTypes: 'qrbn',
};

/** New Zealand chess: knights take as rooks and rooks as knights (Fairy-Stockfish `newzealand`; chessvariants.com). */
export const newzealand: FairyDefinition = {
  id: 'newzealand', name: 'New Zealand', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { R: 'rookni', N: 'kniroo' }), startFen: CHESS_START,
  castlingRookPieces: 'r', promotionPieceTypes: 'qrbn',
};

/** Almost chess: the queen is a chancellor (Fairy-Stockfish `almost`; en.wikipedia.org/wiki/Almost_chess). */
export const almost: FairyDefinition = {
  id: 'almost', name: 'Almost chess', pieces: /* @__PURE__ */ merge(/* @__PURE__ */ chessPiecesWithout('Q'), { C: 'chancellor' }),
  startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1', promotionPieceTypes: 'crbn',
};

/** Sort-of-almost chess: White has a chancellor, Black a queen (Fairy-Stockfish `sortofalmost`; en.wikipedia.org/wiki/Almost_chess). */
export const sortofalmost: FairyDefinition = {
  id: 'sortofalmost', name: 'Sort of almost chess', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'chancellor' }),
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1',
  promotionPieceTypesWhite: 'crbn', promotionPieceTypesBlack: 'qrbn',
};

/** Chigorin chess: White has knights and a chancellor, Black bishops and a queen (Fairy-Stockfish `chigorin`; en.wikipedia.org/wiki/Chigorin_Chess). */
export const chigorin: FairyDefinition = {
  id: 'chigorin', name: 'Chigorin', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'chancellor' }),
  startFen: 'rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1',
  promotionPieceTypesWhite: 'crn', promotionPieceTypesBlack: 'qrb',
};

/** Perfect chess: chancellor, archbishop and amazon join the army; the chancellor castles too (Fairy-Stockfish `perfect`; chessvariants.com/diffsetup.dir/perfectchess.html). */
export const perfect: FairyDefinition = {
  id: 'perfect', name: 'Perfect chess', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { C: 'chancellor', M: 'archbishop', G: 'amazon' }),
  startFen: 'cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1',
  promotionPieceTypes: 'gcmqrbn', castlingRookPieces: 'rc',
};

/** Knightmate: the royal piece moves as a knight, the knights are commoners (Fairy-Stockfish `knightmate`; chessvariants.com/diffobjective.dir/knightmate.html). */
export const knightmate: FairyDefinition = {
  id: 'knightmate', name: 'Knightmate', pieces: /* @__PURE__ */ merge(/* @__PURE__ */ chessPiecesWithout('N'), { M: 'commoner' }), kingType: 'knight',
  startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1', promotionPieceTypes: 'mqrb',
};

/** Los Alamos chess: 6x6, no bishops, no double step, no castling (Fairy-Stockfish `losalamos`; en.wikipedia.org/wiki/Los_Alamos_chess). */
export const losalamos: FairyDefinition = {
  id: 'losalamos', name: 'Los Alamos', maxRank: 6, maxFile: 6, pieces: /* @__PURE__ */ chessPiecesWithout('B'),
  startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
  promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: false, castling: false,
};

/** Chess without castling (Fairy-Stockfish `nocastle`, `nocastle_variant`). */
export const nocastle: FairyDefinition = {
  id: 'nocastle', name: 'No castling', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: false,
};

/** Raazuvaa, Maldivian chess: no castling, no pawn double step (Fairy-Stockfish `raazuvaa`). */
export const raazuvaa: FairyDefinition = {
  id: 'raazuvaa', name: 'Raazuvaa', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: false, doubleStep: false,
};

/** Misère chess: being checkmated wins (Fairy-Stockfish `misere`; kotesovec.cz/gustav/gustav_alybadix.htm). */
export const misere: FairyDefinition = { id: 'misere', name: 'Misère chess', pieces: CHESS_PIECES, startFen: CHESS_START, checkmateValue: 'win' };

/** Georgian chess: the queen moves as an amazon; no castling, no en passant (Fairy-Stockfish `georgian`; Murray, A History of Chess, p. 378). */
export const georgian: FairyDefinition = /* @__PURE__ */ merge(amazon, {
  id: 'georgian', name: 'Georgian chess',
  startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1', castling: false, enPassantRegion: '-',
});

/** Gardner's minichess on 5x5 (Fairy-Stockfish `gardner`; en.wikipedia.org/wiki/Minichess#5×5_chess). */
export const gardner: FairyDefinition = {
  id: 'gardner', name: 'Gardner minichess', maxRank: 5, maxFile: 5, pieces: CHESS_PIECES,
  startFen: 'rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1', promotionRegionWhite: '*5', promotionRegionBlack: '*1',
  doubleStep: false, castling: false,
};

/**
 * Armageddon: chess where Black has draw odds — a game that would end drawn (stalemate, the n-move
 * or n-fold rule) is won by Black (`materialCounting: 'blackdrawodds'`) (Fairy-Stockfish
 * `armageddon`; en.wikipedia.org/wiki/Fast_chess#Armageddon).
 */
export const armageddon: FairyDefinition = /* @__PURE__ */ merge(chess, { id: 'armageddon', name: 'Armageddon', materialCounting: 'blackdrawodds' });

/**
 * Paradigm chess30: the bishops also leap as lame knights (Betza `BnN`: a knight's leap blocked by a
 * piece on the orthogonal step next to it); pawns promote to Q, this bishop, R or N (Fairy-Stockfish
 * `paradigm`; chessvariants.com/rules/paradigm-chess30).
 */
export const paradigm: FairyDefinition = {
  id: 'paradigm', name: 'Paradigm chess30', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { B: 'BnN' }), startFen: CHESS_START, promotionPieceTypes: 'qbrn',
};
