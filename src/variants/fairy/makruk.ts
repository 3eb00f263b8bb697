/**
 * The Thai family: makruk and its relatives (Fairy-Stockfish src/variant.cpp, one function per
 * variant, named in each TSDoc line). Khon `S` moves as a silver general (FfW), met `M` as a fers;
 * pawns promote on the sixth rank, to a met.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';

const MAKRUK_PIECES: Readonly<Record<string, string>> = {
  P: 'pawn', N: 'knight', R: 'rook', S: 'silver', M: 'fers', K: 'king',
};

/** Makruk, Thai chess (Fairy-Stockfish `makruk`; en.wikipedia.org/wiki/Makruk): counting rules instead of the 50-move rule. */
export const makruk: FairyDefinition = {
  id: 'makruk', name: 'Makruk', pieces: MAKRUK_PIECES,
  startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
  promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1', promotionPieceTypes: 'm',
  doubleStep: false, castling: false, nMoveRule: 0, countingRule: 'makruk',
};

/** Makpong, the tie-break makruk: a king in check may not move (Fairy-Stockfish `makpong`; mayhematics.com/v/vol8/vc64b.pdf p. 177). */
export const makpong: FairyDefinition = /* @__PURE__ */ merge(makruk, { id: 'makpong', name: 'Makpong', makpongRule: true });

/** Ouk Chatrang, Cambodian chess: king and met have a first leap (`DEde` rights) (Fairy-Stockfish `cambodian`; en.wikipedia.org/wiki/Makruk#Cambodian_chess). */
export const cambodian: FairyDefinition = /* @__PURE__ */ merge(makruk, {
  id: 'cambodian', name: 'Ouk Chatrang',
  startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1', cambodianMoves: true, countingRule: 'cambodian',
});

/** Kar Ouk: Cambodian chess where the first check wins (Fairy-Stockfish `karouk`; en.wikipedia.org/wiki/Makruk#Ka_Ouk). */
export const karouk: FairyDefinition = /* @__PURE__ */ merge(cambodian, { id: 'karouk', name: 'Kar Ouk', checkCounting: true });

/** ASEAN chess: makruk's pieces on chess squares, promotion on the last rank to R N B Q (Fairy-Stockfish `asean`; aseanchess.org/laws-of-asean-chess). */
export const asean: FairyDefinition = {
  id: 'asean', name: 'ASEAN chess', pieces: { P: 'pawn', N: 'knight', R: 'rook', B: 'silver', Q: 'fers', K: 'king' },
  startFen: 'rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1',
  promotionPieceTypes: 'rnbq', doubleStep: false, castling: false, countingRule: 'asean',
};

/** Ai-wok: makruk whose met is an ai-wok (rook, knight and fers) (Fairy-Stockfish `ai-wok`, `aiwok_variant`). */
export const aiWok: FairyDefinition = /* @__PURE__ */ merge(makruk, {
  id: 'ai-wok', name: 'Ai-wok', pieces: { P: 'pawn', N: 'knight', R: 'rook', S: 'silver', A: 'aiwok', K: 'king' },
  startFen: 'rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1', promotionPieceTypes: 'a',
});

/**
 * Sittuyin, Burmese chess: makruk's pieces (met `F`) with a set-up phase — the pawns stand, the
 * other pieces start in hand and are dropped on the side's own three ranks (rooks on the first)
 * before any move; a pawn promotes to a met, while the side has none, as a move of its own, in place
 * or diagonally, on the diagonal promotion squares (anywhere when it is the last pawn), never giving
 * check nor attacking a piece; ASEAN counting rules (Fairy-Stockfish `sittuyin`, `sittuyin_variant`;
 * en.wikipedia.org/wiki/Sittuyin).
 */
export const sittuyin: FairyDefinition = {
  id: 'sittuyin', name: 'Sittuyin', pieces: { P: 'pawn', N: 'knight', R: 'rook', F: 'fers', S: 'silver', K: 'king' },
  startFen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1',
  pieceDrops: true, mustDrop: true, dropRegionWhite: '*1 *2 *3', dropRegionBlack: '*6 *7 *8',
  sittuyinRookDrop: true, sittuyinPromotion: true,
  promotionRegionWhite: 'a8 b7 c6 d5 e5 f6 g7 h8', promotionRegionBlack: 'a1 b2 c3 d4 e4 f3 g2 h1',
  promotionPieceTypes: 'f', promotionLimit: { F: 1 },
  doubleStep: false, castling: false, countingRule: 'asean', nMoveRule: 50,
};
