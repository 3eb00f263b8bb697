/**
 * Definitions the engine tests use, written here from Fairy-Stockfish's variant table
 * (src/variant.cpp: chess_variant_base, capablanca_variant, shatranj_variant, makruk_variant,
 * courier_variant, losalamos_variant, xiangqi_variant_base, janggi_variant), so the engine is tested
 * independently of the built-in definitions in src/variants/fairy.
 */
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';

const CHESS = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
const PALACE_W = 'd1 e1 f1 d2 e2 f2 d3 e3 f3', PALACE_B = 'd8 e8 f8 d9 e9 f9 d10 e10 f10';

export const ENGINE_DEFS: Readonly<Record<string, FairyDefinition>> = {
  chess: { id: 'chess', pieces: CHESS, startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' },
  capablanca: {
    id: 'capablanca', maxFile: 10, pieces: { ...CHESS, A: 'archbishop', C: 'chancellor' }, castlingKingsideFile: 'i', castlingQueensideFile: 'c',
    startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1', promotionPieceTypes: 'acqrbn',
  },
  shatranj: {
    id: 'shatranj', pieces: { P: 'pawn', N: 'knight', R: 'rook', K: 'king', B: 'alfil', Q: 'fers' }, startFen: 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1',
    promotionPieceTypes: 'q', doubleStep: false, castling: false, extinctionValue: 'loss', extinctionClaim: true, extinctionPieceTypes: '*',
    extinctionPieceCount: 1, extinctionOpponentPieceCount: 2, stalemateValue: 'loss', nMoveRule: 70,
  },
  makruk: {
    id: 'makruk', pieces: { P: 'pawn', N: 'knight', R: 'rook', K: 'king', S: 'khon', M: 'met' }, startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1', promotionPieceTypes: 'm', doubleStep: false, castling: false, nMoveRule: 0,
  },
  courier: {
    id: 'courier', maxFile: 12, pieces: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', K: 'king', E: 'alfil', F: 'fers', M: 'commoner', W: 'wazir' },
    startFen: 'rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1', promotionPieceTypes: 'f', doubleStep: false,
    castling: false, extinctionValue: 'loss', extinctionClaim: true, extinctionPieceTypes: '*', extinctionPieceCount: 1, extinctionOpponentPieceCount: 2, stalemateValue: 'loss',
  },
  losalamos: {
    id: 'losalamos', maxRank: 6, maxFile: 6, pieces: { P: 'pawn', N: 'knight', R: 'rook', Q: 'queen', K: 'king' }, startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
    promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: false, castling: false,
  },
  xiangqi: {
    id: 'xiangqi', maxRank: 10, maxFile: 9, pieces: { R: 'rook', N: 'horse', K: 'king', C: 'cannon', P: 'soldier', B: 'elephant', A: 'fers' }, pieceSynonyms: { e: 'b', h: 'n' },
    kingType: 'wazir', startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    mobilityRegionWhite: { K: PALACE_W, A: PALACE_W, B: '*1 *2 *3 *4 *5' }, mobilityRegionBlack: { K: PALACE_B, A: PALACE_B, B: '*6 *7 *8 *9 *10' },
    soldierPromotionRank: 6, doubleStep: false, castling: false, stalemateValue: 'loss', flyingGeneral: true,
  },
  janggi: {
    id: 'janggi', maxRank: 10, maxFile: 9, pieces: { R: 'rook', N: 'horse', K: 'king', C: 'janggiCannon', P: 'soldier', B: 'janggiElephant', A: 'wazir' },
    pieceSynonyms: { e: 'b', h: 'n' }, kingType: 'wazir', startFen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1',
    mobilityRegionWhite: { K: PALACE_W, A: PALACE_W }, mobilityRegionBlack: { K: PALACE_B, A: PALACE_B },
    diagonalLines: 'd1 f1 e2 d3 f3 d8 f8 e9 d10 f10', pass: true, bikjangRule: true, doubleStep: false, castling: false, stalemateValue: 'loss',
  },
};
