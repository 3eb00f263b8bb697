/**
 * Games with pieces in hand: Fairy-Stockfish's built-in drop variants (src/variant.cpp), written as
 * data on the generic engine's drop fields (pieceDrops, capturesToHand, drop regions).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
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
