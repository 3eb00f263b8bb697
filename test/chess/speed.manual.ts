/**
 * Manual perft speed check (not a test: the include pattern is *.test.ts, and
 * timings are never asserted). Run:
 *
 *   npx esbuild test/chess/speed.manual.ts --bundle --platform=node --format=esm --outfile=/tmp/speed.mjs && node /tmp/speed.mjs
 *
 * Prints nodes/s for the chessprogramming positions, next to chessops in the same run.
 */
import { Chess } from 'chessops/chess';
import { parseFen as opsParse } from 'chessops/fen';
import { perft as opsPerft } from 'chessops/debug';
import { chess } from '../../src/variants/chess/index.js';

const cases: [string, string, number][] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4],
];
for (let round = 1; round <= 3; round++) {
  for (const [name, fen, depth] of cases) {
    const position = chess.parse(fen);
    let t0 = performance.now();
    const nodes = chess.perft(position, depth);
    const ours = performance.now() - t0;
    const pos = Chess.fromSetup(opsParse(fen).unwrap()).unwrap();
    t0 = performance.now();
    opsPerft(pos, depth, false);
    const theirs = performance.now() - t0;
    console.log(`round ${round} ${name} d${depth}: ${nodes} nodes, boardwright ${(nodes / ours / 1000).toFixed(1)} M/s, chessops ${(nodes / theirs / 1000).toFixed(1)} M/s (x${(theirs / ours).toFixed(1)})`);
  }
}
