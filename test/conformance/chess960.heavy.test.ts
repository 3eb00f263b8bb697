import { runConformance } from '../../src/testing/index.js';
import { chess960 } from '../../src/variants/chess/index.js';

const STARTS = [
  '1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9', // Shredder-FEN castling
  'rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // standard chess played as 960
  '2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1', // rooks inside the outer files
];

// Fool's mate (1. f3 e5 2. g4 Qh4#) from the standard arrangement: its status must keep `checks`.
runConformance(chess960, { starts: STARTS, playouts: 5, maxPlies: 40, movesAfterEnd: true, finished: ['rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'] });
runConformance(chess960, { label: 'seeded start', options: { seed: 7 }, playouts: 3, maxPlies: 30, movesAfterEnd: true });
