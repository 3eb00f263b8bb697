/**
 * Chess with another goal: reach a square, give checks, lose your pieces, capture a set of
 * pieces, explode the king (Fairy-Stockfish src/variant.cpp, one function per variant, named in
 * each TSDoc line). A king that is captured rather than mated is a `commoner` here, as there.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { CHESS_PIECES, CHESS_START } from './pieces.js';

const COMMONER_KING: Readonly<Record<string, string>> = /* @__PURE__ */ merge(CHESS_PIECES, { K: 'commoner' });

/** King of the hill: a king on d4, e4, d5 or e5 wins (Fairy-Stockfish `kingofthehill`; lichess.org/variant/kingOfTheHill). */
export const kingofthehill: FairyDefinition = {
  id: 'kingofthehill', name: 'King of the Hill', pieces: CHESS_PIECES, startFen: CHESS_START,
  flagPiece: 'k', flagRegion: 'd4 e4 d5 e5', flagMove: false,
};

/** Racing kings: the first king on the eighth rank wins (Black may still draw by arriving next), no checks (Fairy-Stockfish `racingkings`; lichess.org/variant/racingKings). */
export const racingkings: FairyDefinition = {
  id: 'racingkings', name: 'Racing Kings', pieces: CHESS_PIECES, startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
  flagPiece: 'k', flagRegionWhite: '*8', flagRegionBlack: '*8', flagMove: true, castling: false, checking: false,
};

/** Three-check: the third check wins (Fairy-Stockfish `3check`, `threecheck_variant`; lichess.org/variant/threeCheck). */
export const threeCheck: FairyDefinition = {
  id: '3check', name: 'Three-check', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', checkCounting: true,
};

/** Five-check: the fifth check wins (Fairy-Stockfish `5check`, `fivecheck_variant`). */
export const fiveCheck: FairyDefinition = /* @__PURE__ */ merge(threeCheck, {
  id: '5check', name: 'Five-check', startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1',
});

/** Atomic without check: captures explode, losing the king loses (Fairy-Stockfish `nocheckatomic`; chessclub.com/help/atomic, ICC rules). */
export const nocheckatomic: FairyDefinition = {
  id: 'nocheckatomic', name: 'Atomic (no check)', pieces: COMMONER_KING, startFen: CHESS_START,
  castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', blastOnCapture: true,
};

/** Atomic chess: captures explode, the king may not be exploded or left attacked (Fairy-Stockfish `atomic`; lichess.org/variant/atomic). */
export const atomic: FairyDefinition = /* @__PURE__ */ merge(nocheckatomic, { id: 'atomic', name: 'Atomic', extinctionPseudoRoyal: true });

/**
 * Atomar: atomic without check where kings survive blasts and may not capture each other
 * (Fairy-Stockfish `atomar`; chronatog.com atomar-chess-rules.pdf, archived 2023-05-19).
 */
export const atomar: FairyDefinition = /* @__PURE__ */ merge(nocheckatomic, {
  id: 'atomar', name: 'Atomar', blastImmuneTypes: 'k', mutuallyImmuneTypes: 'k',
});

/** Antichess: captures are compulsory, losing every piece or being stalemated wins (Fairy-Stockfish `antichess`; lichess.org/variant/antichess). */
export const antichess: FairyDefinition = {
  id: 'antichess', name: 'Antichess', pieces: COMMONER_KING, startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
  castlingKingPiece: 'k', promotionPieceTypes: 'kqrbn', stalemateValue: 'win', extinctionValue: 'win', extinctionPieceTypes: '*',
  mustCapture: true, castling: false,
};

/** Giveaway: antichess with castling (Fairy-Stockfish `giveaway`; chessvariants.com/diffobjective.dir/giveaway.old.html). */
export const giveaway: FairyDefinition = /* @__PURE__ */ merge(antichess, {
  id: 'giveaway', name: 'Giveaway', startFen: CHESS_START, castling: true,
});

/** Suicide: antichess where a stalemate is won by the side with fewer pieces (Fairy-Stockfish `suicide`; FICS suicide chess rules). */
export const suicide: FairyDefinition = /* @__PURE__ */ merge(antichess, { id: 'suicide', name: 'Suicide', stalematePieceCount: true });

/** Codrus: giveaway where losing the king wins and the king cannot be promoted to (Fairy-Stockfish `codrus`). */
export const codrus: FairyDefinition = /* @__PURE__ */ merge(giveaway, {
  id: 'codrus', name: 'Codrus', promotionPieceTypes: 'qrbn', extinctionPieceTypes: 'k',
});

/** Losers: captures are compulsory; being mated, stalemated or left with a bare king wins (Fairy-Stockfish `losers`; chessclub.com/help/Wild17). */
export const losers: FairyDefinition = {
  id: 'losers', name: 'Losers', pieces: CHESS_PIECES, startFen: CHESS_START,
  checkmateValue: 'win', stalemateValue: 'win', extinctionValue: 'win', extinctionPieceTypes: '*', extinctionPieceCount: 1,
  mustCapture: true,
};

/** Extinction chess: losing every piece of one kind loses; the king is a commoner (Fairy-Stockfish `extinction`; chessvariants.com/winning.dir/extinction.html). */
export const extinction: FairyDefinition = {
  id: 'extinction', name: 'Extinction', pieces: COMMONER_KING, startFen: CHESS_START, castlingKingPiece: 'k',
  promotionPieceTypes: 'kqrbn', extinctionValue: 'loss', extinctionPieceTypes: 'kqrbnp',
};

/** Kinglet: losing every pawn loses; pawns promote to commoners (Fairy-Stockfish `kinglet`; en.wikipedia.org/wiki/V._R._Parton#Kinglet_chess). */
export const kinglet: FairyDefinition = /* @__PURE__ */ merge(extinction, {
  id: 'kinglet', name: 'Kinglet', promotionPieceTypes: 'k', extinctionPieceTypes: 'p',
});

/** Three kings: each side has three commoner kings; losing one loses (Fairy-Stockfish `threekings`; github.com/cutechess/cutechess/blob/master/projects/lib/src/board/threekingsboard.h). */
export const threekings: FairyDefinition = {
  id: 'threekings', name: 'Three kings', pieces: COMMONER_KING, startFen: 'knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1',
  castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPieceCount: 2,
};

/** Horde: 36 white pawns against a chess army; White loses by losing every piece (Fairy-Stockfish `horde`; lichess.org/variant/horde). */
export const horde: FairyDefinition = {
  id: 'horde', name: 'Horde', pieces: CHESS_PIECES,
  startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
  doubleStepRegionWhite: '*1 *2', enPassantRegionWhite: '*6', enPassantRegionBlack: '*3',
  extinctionValue: 'loss', extinctionPieceTypes: '*',
};

/** Coregal chess: queens are royal too (Fairy-Stockfish `coregal`; chessvariants.com/winning.dir/coregal.html). */
export const coregal: FairyDefinition = {
  id: 'coregal', name: 'Coregal', pieces: CHESS_PIECES, startFen: CHESS_START,
  extinctionValue: 'loss', extinctionPieceTypes: 'q', extinctionPseudoRoyal: true, extinctionPieceCount: 64,
};

/**
 * Spartan chess: a chess army against two kings, hoplites, lieutenants, captains, a general and a
 * warlord (Fairy-Stockfish `spartan`; chessvariants.com/rules/spartan-chess): Black loses when both
 * kings are gone and may not leave both in check.
 */
export const spartan: FairyDefinition = {
  id: 'spartan', name: 'Spartan', pieces: /* @__PURE__ */ merge(COMMONER_KING, { G: 'bers', W: 'archbishop', H: 'fmFfcWimA', L: 'FAsmW', C: 'WD' }),
  startFen: 'lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1',
  castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPieceCount: 0,
  extinctionPseudoRoyal: true, dupleCheck: true,
  promotionPawnTypesBlack: 'h', promotionPieceTypesBlack: 'kgwlc', promotionLimit: { K: 2 },
  // Fairy-Stockfish variant.cpp spartan_variant: `nMoveRuleTypes[BLACK] = piece_set(CUSTOM_PIECE_1)`, the hoplite.
  enPassantRegion: '-', nMoveRuleTypesBlack: 'h',
};

/** Breakthrough: men step forward, capture diagonally forward; the first to reach the far rank wins (Fairy-Stockfish `breakthrough`; en.wikipedia.org/wiki/Breakthrough_(board_game)). */
export const breakthrough: FairyDefinition = {
  id: 'breakthrough', name: 'Breakthrough', pieces: { P: 'breakthrough' },
  startFen: 'pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1',
  doubleStep: false, castling: false, stalemateValue: 'loss', flagPiece: 'p', flagRegionWhite: '*8', flagRegionBlack: '*1',
  promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
};

/** Clobber on 5x6: a stone moves only by capturing an orthogonal neighbour; the side without a move loses (Fairy-Stockfish `clobber`; en.wikipedia.org/wiki/Clobber). */
export const clobber: FairyDefinition = {
  id: 'clobber', name: 'Clobber', maxRank: 6, maxFile: 5, pieces: { P: 'clobber' },
  startFen: 'PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1',
  doubleStep: false, castling: false, stalemateValue: 'loss',
  promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
};

/** Clobber on 10x10, mainly played by computers (Fairy-Stockfish `clobber10`). */
export const clobber10: FairyDefinition = /* @__PURE__ */ merge(clobber, {
  id: 'clobber10', name: 'Clobber 10x10', maxRank: 10, maxFile: 10,
  startFen: 'PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1',
});

/** Jeson Mor: nine knights each on 9x9; a knight that reaches the centre e5 wins (Fairy-Stockfish `jesonmor`; en.wikipedia.org/wiki/Jeson_Mor). */
export const jesonmor: FairyDefinition = {
  id: 'jesonmor', name: 'Jeson Mor', maxRank: 9, maxFile: 9, pieces: { N: 'knight' },
  startFen: 'nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1',
  doubleStep: false, castling: false, stalemateValue: 'loss', flagPiece: 'n', flagRegion: 'e5', flagMove: true,
  promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
};
