/**
 * Games whose every move also places a wall (wallingRule): duck chess, the game of the amazons,
 * isolation, snailtrail and joust; and petrified, whose capturing pieces turn into walls. Data only; the rules are Fairy-Stockfish's built-ins of the same names
 * (src/variant.cpp).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';
import { CHESS_PIECES, CHESS_START } from './pieces.js';
import { pawnsideways } from './chess-like.js';

// Each definition is built in a function called as pure (a bundler keeps module-level spreads and calls).
/** No pawn rules: the games here have none. */
const NO_PAWNS = { doubleStep: false, castling: false, promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-' } as const;

/**
 * Duck chess (Fairy-Stockfish `duck`; duckchess.com): chess without check, whose king is taken to
 * win (`extinctionPieceTypes: 'k'`), and every move also moves the duck — a wall no piece passes —
 * to another empty square (UCI `e2e4,e4e5`); a side without a move wins.
 */
export const duck: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'duck', name: 'Duck chess', pieces: { ...CHESS_PIECES, K: 'commoner' }, startFen: CHESS_START,
  castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', stalemateValue: 'win', wallingRule: 'duck',
}))();

/**
 * The game of the amazons on 10x10 (Fairy-Stockfish `amazons`; en.wikipedia.org/wiki/Game_of_the_Amazons):
 * an amazon moves as a queen without taking, then shoots an arrow as a queen from where it landed;
 * arrows stay as walls; a side without a move loses.
 */
export const amazons: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'amazons', name: 'Amazons', maxRank: 10, maxFile: 10, pieces: { Q: 'mQ' }, ...NO_PAWNS,
  startFen: '3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1', stalemateValue: 'loss', wallingRule: 'arrow',
}))();

/** Every square of a board of `files` x `ranks` but `but`, as a region. */
const allBut = (files: number, ranks: number, but: readonly string[]): string =>
  Array.from({ length: files * ranks }, (_, i) => `${String.fromCharCode(97 + (i % files))}${Math.floor(i / files) + 1}`).filter((sq) => !but.includes(sq)).join(' ');

/**
 * Isolation on 6x8 (Fairy-Stockfish `isolation`; boardgamegeek.com/boardgame/1875): a pawn steps as
 * a king without taking, then removes any empty square but the two starting squares; a side
 * without a move loses.
 */
export const isolation: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'isolation', name: 'Isolation', maxRank: 8, maxFile: 6, pieces: { P: 'mK' }, ...NO_PAWNS,
  startFen: '3p2/6/6/6/6/6/6/2P3 w - - 0 1', stalemateValue: 'loss', wallingRule: 'static', wallingRegion: allBut(6, 8, ['c1', 'd8']),
}))();

/** Isolation on 7x7 (Fairy-Stockfish `isolation7x7`). */
export const isolation7x7: FairyDefinition = /* @__PURE__ */ (() => merge(isolation, {
  id: 'isolation7x7', name: 'Isolation 7x7', maxRank: 7, maxFile: 7,
  startFen: '3p3/7/7/7/7/7/3P3 w - - 0 1', wallingRegion: allBut(7, 7, ['d1', 'd7']),
}))();

/**
 * Snailtrail on 7x7 (Fairy-Stockfish `snailtrail`; boardgamegeek.com/boardgame/37135): a pawn steps
 * as a king without taking and leaves a wall on the square it left; a side without a move loses.
 */
export const snailtrail: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'snailtrail', name: 'Snailtrail', maxRank: 7, maxFile: 7, pieces: { P: 'mK' }, ...NO_PAWNS,
  startFen: '6p/7/7/7/7/7/P6 w - - 0 1', stalemateValue: 'loss', wallingRule: 'past',
}))();

/**
 * Joust (Fairy-Stockfish `joust`; chessvariants.com/programs.dir/joust.html, the version starting
 * in the centre): each side's knight leaps as a knight without taking and leaves a wall on the
 * square it left; a side without a move loses.
 */
export const joust: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'joust', name: 'Joust', pieces: { N: 'mN' }, ...NO_PAWNS,
  startFen: '8/8/8/4n3/3N4/8/8/8 w - - 0 1', stalemateValue: 'loss', wallingRule: 'past',
}))();

/**
 * Petrified (Fairy-Stockfish `petrified`; chess.com/variants/petrified): pawn-sideways chess whose
 * king, queen, rooks, bishops and knights turn into walls where they capture; the king is taken to
 * win, may not be left attacked, and so never captures.
 */
export const petrified: FairyDefinition = /* @__PURE__ */ (() => merge(pawnsideways, {
  id: 'petrified', name: 'Petrified', pieces: merge(pawnsideways.pieces, { K: 'commoner' }),
  castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPseudoRoyal: true,
  petrifyOnCaptureTypes: 'kqrbn',
}))();
