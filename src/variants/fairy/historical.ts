/**
 * Historical chess: shatranj, courier chess and shatar (Fairy-Stockfish src/variant.cpp, one
 * function per variant, named in each TSDoc line).
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { merge } from './merge.js';

/**
 * Shatranj (Fairy-Stockfish `shatranj`; en.wikipedia.org/wiki/Shatranj): alfil `B`, fers `Q`,
 * promotion to fers, stalemate loses, a bare king loses (unless it bares the other king at once), 70-move rule.
 */
export const shatranj: FairyDefinition = {
  id: 'shatranj', name: 'Shatranj', pieces: { P: 'pawn', N: 'knight', B: 'alfil', R: 'rook', Q: 'fers', K: 'king' },
  startFen: 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1',
  promotionPieceTypes: 'q', doubleStep: false, castling: false,
  extinctionValue: 'loss', extinctionClaim: true, extinctionPieceTypes: '*', extinctionPieceCount: 1, extinctionOpponentPieceCount: 2,
  stalemateValue: 'loss', nMoveRule: 70,
};

/**
 * Courier chess on 12x8 (Fairy-Stockfish `courier`; en.wikipedia.org/wiki/Courier_chess): alfil `E`,
 * fers `F`, commoner (mann) `M`, wazir (schleich) `W`; shatranj's bare-king and stalemate rules.
 */
export const courier: FairyDefinition = {
  id: 'courier', name: 'Courier chess', maxFile: 12,
  pieces: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', K: 'king', E: 'alfil', F: 'fers', M: 'commoner', W: 'wazir' },
  startFen: 'rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1',
  promotionPieceTypes: 'f', doubleStep: false, castling: false,
  extinctionValue: 'loss', extinctionClaim: true, extinctionPieceTypes: '*', extinctionPieceCount: 1, extinctionOpponentPieceCount: 2,
  stalemateValue: 'loss',
};

/**
 * Shatar, Mongolian chess (Fairy-Stockfish `shatar`; en.wikipedia.org/wiki/Shatar): bers `J` (rook
 * and fers), promotion to bers, a bare king draws (robado), only some mates win (shatar mate rule).
 */
export const shatar: FairyDefinition = {
  id: 'shatar', name: 'Shatar', pieces: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', J: 'bers', K: 'king' },
  startFen: 'rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1',
  promotionPieceTypes: 'j', doubleStep: false, castling: false,
  extinctionValue: 'draw', extinctionPieceTypes: '*', extinctionPieceCount: 1, shatarMateRule: true,
};

/**
 * Chaturanga as chess.com plays it (the historical rules are not known): shatranj's pieces on
 * chess's squares, without the bare-king rule (Fairy-Stockfish `chaturanga`; en.wikipedia.org/wiki/Chaturanga).
 */
export const chaturanga: FairyDefinition = /* @__PURE__ */ merge(shatranj, {
  id: 'chaturanga', name: 'Chaturanga',
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', extinctionValue: 'none',
});
