// Adapters for the peer libraries, each doing the same work as boardwright.
import { Chess as ChessJs } from 'chess.js';
import { Chess as ChessOps } from 'chessops/chess';
import { parseFen as opsParseFen } from 'chessops/fen';
import { perft as opsPerft } from 'chessops/debug';
import { makeSan as opsMakeSan } from 'chessops/san';
import { chessgroundDests as opsChessgroundDests } from 'chessops/compat';
import { parseSquare as opsParseSquare } from 'chessops/util';
import { EnglishDraughtsEngineFactory } from 'rapid-draughts/english';

export function chessopsPosition(fen) {
  return ChessOps.fromSetup(opsParseFen(fen).unwrap()).unwrap();
}

export const chessops = {
  perft: (fen, depth) => opsPerft(chessopsPosition(fen), depth, false),
  /** All legal moves with their SAN, as a user listing moves needs them. */
  movesWithSan(pos) {
    const out = [];
    for (const [from, dests] of pos.allDests()) {
      for (const to of dests) {
        const promo = pos.board.pawn.has(from) && (to >> 3 === 7 || to >> 3 === 0);
        if (promo) for (const role of ['queen', 'rook', 'bishop', 'knight']) out.push(opsMakeSan(pos, { from, to, promotion: role }));
        else out.push(opsMakeSan(pos, { from, to }));
      }
    }
    return out;
  },
  /** chessground's dests map (`Map<square name, square names>`), as a UI asks for it. */
  chessgroundDests: (pos) => opsChessgroundDests(pos),
  /** The destination squares of one square (a SquareSet), named as a UI needs them. */
  destsFrom(pos, square) {
    const out = [];
    for (const to of pos.dests(opsParseSquare(square))) out.push(to);
    return out;
  },
  /** Immutable-style play: clone, then play. */
  play(pos, move) {
    const next = pos.clone();
    next.play(move);
    return next;
  },
};

export const chessJs = {
  perft: (fen, depth) => new ChessJs(fen).perft(depth),
  verboseMoves: (game) => game.moves({ verbose: true }),
  game: (fen) => new ChessJs(fen),
};

export const rapidDraughts = {
  perft(depth) {
    const walk = (game, d) => {
      const moves = game.moves;
      if (d === 1) return moves.length;
      let n = 0;
      for (const m of moves) {
        const next = game.clone();
        next.move(m);
        n += walk(next, d - 1);
      }
      return n;
    };
    return walk(EnglishDraughtsEngineFactory.setup(), depth);
  },
};
