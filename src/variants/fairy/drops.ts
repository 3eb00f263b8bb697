/**
 * Games with pieces in hand: Fairy-Stockfish's built-in drop variants (src/variant.cpp), written as
 * data on the generic engine's drop fields (pieceDrops, capturesToHand, drop regions).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { CHESS_PIECES } from './pieces.js';

/**
 * Crazyhouse: a captured piece changes sides into the captor's hand and may be dropped on any empty
 * square instead of a move; pawns not on the first or last rank; a promoted piece goes back to the
 * hand as a pawn (Fairy-Stockfish `crazyhouse`; lichess.org/variant/crazyhouse).
 */
export const crazyhouse: FairyDefinition = {
  id: 'crazyhouse', name: 'Crazyhouse', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
  pieceDrops: true, capturesToHand: true,
};

/** Loop chess: crazyhouse where a captured promoted piece goes to the hand as it stands (Fairy-Stockfish `loop`; en.wikipedia.org/wiki/Crazyhouse#Variations). */
export const loop: FairyDefinition = /* @__PURE__ */ merge(crazyhouse, { id: 'loop', name: 'Loop', dropLoop: true });

/** Chessgi: loop chess where pawns may also be dropped on the first rank (Fairy-Stockfish `chessgi`; en.wikipedia.org/wiki/Crazyhouse#Variations). */
export const chessgi: FairyDefinition = /* @__PURE__ */ merge(loop, { id: 'chessgi', name: 'Chessgi', firstRankPawnDrops: true });

/** Pocket knight: chess where each side holds a knight in hand to drop once, instead of a move; captures do not go to the hand (Fairy-Stockfish `pocketknight`; chessvariants.com/other.dir/pocket.html). */
export const pocketknight: FairyDefinition = {
  id: 'pocketknight', name: 'Pocket knight', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1', pieceDrops: true,
};

/**
 * Minishogi (5x5 shogi): pieces promote in place on the last rank (`+P`), captured pieces go to the
 * hand unpromoted, no two unpromoted pawns on a file, no pawn-drop mate, no move or drop to a square
 * the piece could never leave; stalemate loses; the fourth occurrence of a position loses for the
 * first player (`nFoldValue: 'loss'`, `nFoldValueAbsolute`) unless one side checked with every move,
 * which then loses (Fairy-Stockfish `minishogi`; en.wikipedia.org/wiki/Minishogi).
 */
export const minishogi: FairyDefinition = {
  id: 'minishogi', name: 'Minishogi', players: ['sente', 'gote'], maxRank: 5, maxFile: 5, squareNames: 'usi',
  pieces: { P: 'shogiPawn', S: 'silver', G: 'gold', B: 'bishop', H: 'dragonHorse', R: 'rook', D: 'bers', K: 'king' },
  startFen: 'rbsgk/4p/5/P4/KGSBR[-] w 0 1',
  pieceDrops: true, capturesToHand: true,
  promotionRegionWhite: '*5', promotionRegionBlack: '*1', promotionPieceTypes: '-',
  doubleStep: false, castling: false,
  promotedPieceType: { P: 'G', S: 'G', B: 'H', R: 'D' },
  dropNoDoubled: 'p', immobilityIllegal: true, shogiPawnDropMateIllegal: true,
  stalemateValue: 'loss', nFoldRule: 4, nMoveRule: 0,
  nFoldValue: 'loss', nFoldValueAbsolute: true, perpetualCheckIllegal: true,
};

/** Sennichite as Fairy-Stockfish's shogi family plays it: the fourth occurrence of a position is a draw, lost by a side that checked with every move. */
const SENNICHITE = { nFoldRule: 4, nFoldValue: 'draw', nFoldValueAbsolute: false, perpetualCheckIllegal: true } as const;

/**
 * Shogi: minishogi's rules on 9x9 with lances and knights, the last three ranks the promotion zone
 * (a move into, out of or within it may promote; pawns and lances on the last rank and knights on the
 * last two must); sennichite: the fourth occurrence of a position is a draw, unless one side gave
 * check with every move, which then loses (Fairy-Stockfish `shogi`; en.wikipedia.org/wiki/Shogi).
 */
export const shogi: FairyDefinition = /* @__PURE__ */ merge(minishogi, SENNICHITE, {
  id: 'shogi', name: 'Shogi', maxRank: 9, maxFile: 9,
  pieces: { P: 'shogiPawn', L: 'lance', N: 'shogiKnight', S: 'silver', G: 'gold', B: 'bishop', H: 'dragonHorse', R: 'rook', D: 'bers', K: 'king' },
  startFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1',
  promotionRegionWhite: '*7 *8 *9', promotionRegionBlack: '*1 *2 *3',
  promotedPieceType: { P: 'G', L: 'G', N: 'G', S: 'G', B: 'H', R: 'D' },
});

/**
 * EuroShogi on 8x8: shogi's rules with a knight that leaps forward as a knight or steps sideways, the
 * last three ranks the promotion zone, promotion compulsory (Fairy-Stockfish `euroshogi`; en.wikipedia.org/wiki/EuroShogi).
 */
export const euroshogi: FairyDefinition = /* @__PURE__ */ merge(minishogi, SENNICHITE, {
  id: 'euroshogi', name: 'EuroShogi', maxRank: 8, maxFile: 8,
  pieces: { P: 'shogiPawn', N: 'fNsW', S: 'silver', G: 'gold', B: 'bishop', H: 'dragonHorse', R: 'rook', D: 'bers', K: 'king' },
  startFen: '1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1',
  promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1',
  promotedPieceType: { P: 'G', N: 'G', S: 'G', B: 'H', R: 'D' }, mandatoryPiecePromotion: true,
});

/**
 * Tori shogi on 7x7, with birds: swallows (pawns; two at most on a file), falcon promoting to eagle,
 * crane, quails, pheasants; promotion compulsory in the last two ranks; the side that completes a
 * fourth occurrence of a position loses (`nFoldValue: 'win'` for the side then to move), a side that
 * checked with every move loses (Fairy-Stockfish `torishogi`; en.wikipedia.org/wiki/Tori_shogi).
 */
export const torishogi: FairyDefinition = {
  id: 'torishogi', name: 'Tori shogi', players: ['sente', 'gote'], maxRank: 7, maxFile: 7, squareNames: 'usi',
  pieces: { S: 'shogiPawn', K: 'king', F: 'FsfW', C: 'FvW', L: 'fRrbBlbF', R: 'fRlbBrbF', P: 'bFfD', G: 'fAbD', E: 'KbRfBbF2' },
  startFen: 'rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1',
  pieceDrops: true, capturesToHand: true,
  promotionRegionWhite: '*6 *7', promotionRegionBlack: '*2 *1', promotionPieceTypes: '-',
  doubleStep: false, castling: false,
  promotedPieceType: { S: 'G', F: 'E' }, mandatoryPiecePromotion: true,
  dropNoDoubled: 's', dropNoDoubledCount: 2, immobilityIllegal: true, shogiPawnDropMateIllegal: true,
  stalemateValue: 'loss', nFoldRule: 4, nMoveRule: 0, nFoldValue: 'win', perpetualCheckIllegal: true,
};

/**
 * S-chess (Seirawan chess): chess with a hawk `H` (archbishop, bishop + knight) and an elephant `E`
 * (chancellor, rook + knight) in hand; when a piece leaves its square for the first time, a piece in
 * hand may enter there (with castling, on the king's or the rook's square); pawns may promote to
 * them too. The FEN's castling field holds the gates (`KQBCDFGkqbcdfg`) (Fairy-Stockfish `seirawan`,
 * `seirawan_variant`; en.wikipedia.org/wiki/Seirawan_chess).
 */
export const seirawan: FairyDefinition = {
  id: 'seirawan', name: 'S-chess', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { H: 'archbishop', E: 'chancellor' }),
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
  seirawanGating: true, promotionPieceTypes: 'heqrbn',
};

/**
 * S-house: S-chess where captured pieces go to the captor's hand and pieces in hand may be dropped
 * as in crazyhouse, or gated (Fairy-Stockfish `shouse`, `shouse_variant`).
 */
export const shouse: FairyDefinition = /* @__PURE__ */ merge(seirawan, { id: 'shouse', name: 'S-house', pieceDrops: true, capturesToHand: true });

/**
 * Placement chess (pre-chess): the pawns stand, the pieces start in hand and are dropped one at a
 * time on the side's first rank before any move (drops are compulsory while pieces are in hand);
 * the bishops must end on squares of both colours; a king dropped on e1 castles with rooks in the
 * corners, and a rook dropped in a corner with a king on e1 (Fairy-Stockfish `placement`,
 * `placement_variant`; chessvariants.com/link/placement-chess).
 */
export const placement: FairyDefinition = {
  id: 'placement', name: 'Placement chess', pieces: CHESS_PIECES,
  startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1',
  pieceDrops: true, mustDrop: true, dropRegionWhite: '*1', dropRegionBlack: '*8',
  dropOppositeColoredBishop: true, castlingDroppedPiece: true,
};

/**
 * Koedem, a bughouse game for one board here: the kings are commoners (`K`, may be taken), a king in
 * hand must be dropped first, a side loses when the other holds both kings; captures do not go to the
 * hand; stalemate loses (Fairy-Stockfish `koedem`, `koedem_variant`;
 * schachclub-oetigheim.de/wp-content/uploads/2016/04/Koedem-rules.pdf). Fairy-Stockfish plays it on two
 * boards (`twoBoards`): pieces that the partner's board would supply are not modelled.
 */
export const koedem: FairyDefinition = {
  id: 'koedem', name: 'Koedem', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { K: 'commoner' }), castlingKingPiece: 'k',
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
  pieceDrops: true, mustDrop: true, mustDropType: 'k', stalemateValue: 'loss', twoBoards: true,
  extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionOpponentPieceCount: 2,
};

/**
 * Bughouse, one of its two boards as Fairy-Stockfish plays it: crazyhouse where a side's own
 * captures go to its partner on the other board, not to its hand (`capturesToHand: false`,
 * `twoBoards`), so the hand fills only with the pieces the partner passes over — give them to the
 * position through its FEN's `[...]` (`variant.parse`); stalemate loses (Fairy-Stockfish
 * `bughouse`; en.wikipedia.org/wiki/Bughouse_chess).
 */
export const bughouse: FairyDefinition = /* @__PURE__ */ merge(crazyhouse, {
  id: 'bughouse', name: 'Bughouse', capturesToHand: false, twoBoards: true, stalemateValue: 'loss',
});

/**
 * Dragon chess: chess with a dragon `D` (archbishop: bishop + knight) in each hand, dropped once on
 * the side's first rank instead of a move; pawns may promote to it too; captures do not go to the
 * hand (Fairy-Stockfish `dragon`; edami.com/dragonchess).
 */
export const dragon: FairyDefinition = {
  id: 'dragon', name: 'Dragon chess', pieces: /* @__PURE__ */ merge(CHESS_PIECES, { D: 'archbishop' }),
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1',
  pieceDrops: true, dropRegionWhite: '*1', dropRegionBlack: '*8', promotionPieceTypes: 'dqrbn',
};

/** Check shogi: shogi where the first check wins (`checkCounting`, one check each: `1+1`) (Fairy-Stockfish `checkshogi`). */
export const checkshogi: FairyDefinition = /* @__PURE__ */ merge(shogi, { id: 'checkshogi', name: 'Check shogi', checkCounting: true });

/** `mini`: Fairy-Stockfish's second name for minishogi, the same game (Fairy-Stockfish `mini`, `minishogi_variant`). */
export const mini: FairyDefinition = /* @__PURE__ */ merge(minishogi, { id: 'mini', name: 'Minishogi' });

/**
 * Goro goro shogi on 5x6: minishogi's pieces without bishop and rook in the start position, the last
 * two ranks the promotion zone; sennichite as in shogi (Fairy-Stockfish `gorogoro`,
 * `gorogoroshogi_variant`; en.wikipedia.org/wiki/D%C5%8Dbutsu_sh%C5%8Dgi#Variation).
 */
export const gorogoro: FairyDefinition = /* @__PURE__ */ merge(minishogi, SENNICHITE, {
  id: 'gorogoro', name: 'Goro goro shogi', maxRank: 6, maxFile: 5,
  startFen: 'sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1', promotionRegionWhite: '*5 *6', promotionRegionBlack: '*2 *1',
});

/**
 * Judkins shogi on 6x6: minishogi with a shogi knight `N` (promoting to gold), the last two ranks the
 * promotion zone; sennichite as in shogi (Fairy-Stockfish `judkins`, `judkinsshogi_variant`;
 * en.wikipedia.org/wiki/Judkins_shogi).
 */
// Built in a function called as pure: reading minishogi's tables is not a pure expression to a bundler.
export const judkins: FairyDefinition = /* @__PURE__ */ (() => merge(minishogi, SENNICHITE, {
  id: 'judkins', name: 'Judkins shogi', maxRank: 6, maxFile: 6,
  pieces: merge(minishogi.pieces, { N: 'shogiKnight' }),
  startFen: 'rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1', promotionRegionWhite: '*5 *6', promotionRegionBlack: '*2 *1',
  promotedPieceType: merge(minishogi.promotedPieceType, { N: 'G' }),
}))();

/**
 * Okisaki shogi on 10x10: shogi with a chess queen `Q`, chess knights `N` and vertical sliders `L`
 * (Betza `vR`), the knights and sliders promoting to gold, the last three ranks the promotion zone;
 * sennichite as in shogi. Its squares keep algebraic names (`a1`…`j10`): USI names stop at 9x9
 * (Fairy-Stockfish `okisakishogi`; en.wikipedia.org/wiki/Okisaki_shogi).
 */
// Built in a function called as pure: reading minishogi's tables is not a pure expression to a bundler.
export const okisakishogi: FairyDefinition = /* @__PURE__ */ (() => merge(minishogi, SENNICHITE, {
  id: 'okisakishogi', name: 'Okisaki shogi', maxRank: 10, maxFile: 10, squareNames: 'algebraic',
  pieces: merge(minishogi.pieces, { L: 'vR', N: 'knight', Q: 'queen' }),
  startFen: 'lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1',
  promotionRegionWhite: '*8 *9 *10', promotionRegionBlack: '*3 *2 *1',
  promotedPieceType: merge(minishogi.promotedPieceType, { L: 'G', N: 'G' }),
}))();
