import { runConformance } from '../../src/testing/index.js';
import { readChessFen } from './read-pieces.js';
import { chess } from '../../src/variants/chess/index.js';

const STARTS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete: castling, pins, en passant
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // rank-pinned en passant
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions, checks
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', // promotion with capture
];

const FINISHED = [
  'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', // fool's mate
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', // stalemate
];

// After an automatic draw chess keeps listing moves (docs/chess.md), so movesAfterEnd.
runConformance(chess, { starts: STARTS, playouts: 6, maxPlies: 40, movesAfterEnd: true, finished: FINISHED, readPieces: readChessFen });

// The royal invariants (a king is never left in check, castling/en passant/promotion shapes) are
// fast-check properties over generated games in test/properties/chess.test.ts.
