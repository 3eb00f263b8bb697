/**
 * Games whose moves turn the opponent's pieces (flipEnclosedPieces) and drop stones where the
 * enclosing rule allows (enclosingDrop): Othello and its relatives, and ataxx. Data only; the rules
 * are Fairy-Stockfish's built-ins of the same names (src/variant.cpp).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';

/** What every game here shares: one kind of stone (drawn as plain stones), no pawn rules, the game scored by counting stones. */
const STONES = {
  pieceFaces: 'stones',
  doubleStep: false, castling: false, promotionPawnTypes: '-', promotionPieceTypes: '-', enPassantTypes: '-', nMoveRuleTypes: '-',
  pieceDrops: true, stalemateValue: 'loss', stalematePieceCount: true, materialCounting: 'unweighted', adjudicateFullBoard: true,
} as const;

const hand = (n: number): string => `[${'P'.repeat(n)}${'p'.repeat(n)}]`;

/**
 * Flipersi: reversi on an empty 8x8 board; the first four stones go on the centre squares, then a
 * stone must enclose a line of the opponent's stones, which turn; a side without a move has lost
 * the game by count (no passing) (Fairy-Stockfish `flipersi`; en.wikipedia.org/wiki/Reversi).
 */
// Each definition below is built in a function called as pure: its start position is built by a call
// and a template, which a bundler would keep at module level.
export const flipersi: FairyDefinition = /* @__PURE__ */ (() => ({
  // Black moves first, as in Othello (en.wikipedia.org/wiki/Reversi#Rules): the first seat (FEN upper case) is black.
  id: 'flipersi', name: 'Flipersi', players: ['black', 'white'], pieces: { P: 'immobile' }, boardStyle: 'grid', ...STONES,
  startFen: `8/8/8/8/8/8/8/8${hand(32)} w - - 0 1`,
  enclosingDrop: 'reversi', enclosingDropStart: 'd4 e4 d5 e5', flipEnclosedPieces: 'reversi',
}))();

/**
 * Othello (Fairy-Stockfish `flipello`; en.wikipedia.org/wiki/Reversi#Othello): reversi from the
 * four centre stones, and a side without a move passes; two passes in a row, or a full board, end
 * the game, won by the side with more stones. Black moves first; its start stones stand on d4 and
 * e5 (d5 and e4 in Othello's own numbering, whose row 1 is at the top).
 */
export const flipello: FairyDefinition = /* @__PURE__ */ (() => merge(flipersi, {
  id: 'flipello', name: 'Othello',
  startFen: `8/8/8/3pP3/3Pp3/8/8/8${hand(60)} w - - 0 1`,
  passOnStalemate: true,
}))();

/** Othello on 10x10 (Fairy-Stockfish `flipello10`). */
export const flipello10: FairyDefinition = /* @__PURE__ */ (() => merge(flipello, {
  id: 'flipello10', name: 'Othello 10x10', maxRank: 10, maxFile: 10,
  startFen: `10/10/10/10/4pP4/4Pp4/10/10/10/10${hand(96)} w - - 0 1`,
  enclosingDropStart: 'e5 f5 e6 f6',
}))();

/**
 * Ataxx on 7x7 (Fairy-Stockfish `ataxx`; en.wikipedia.org/wiki/Ataxx): a stone clones itself onto
 * a square next to it (a drop, `P@b6`, from no hand) or jumps two squares (`a7c5`); either way the
 * opponent's stones around the square reached turn. A side without a move passes; the full board
 * or two passes end the game, won by the side with more stones.
 */
export const ataxx: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'ataxx', name: 'Ataxx', maxRank: 7, maxFile: 7, pieces: { P: 'mDmNmA' }, ...STONES,
  startFen: 'P5p/7/7/7/7/7/p5P w - - 0 1',
  freeDrops: true, enclosingDrop: 'ataxx', flipEnclosedPieces: 'ataxx', passOnStalemate: true, nMoveRule: 0,
}))();
