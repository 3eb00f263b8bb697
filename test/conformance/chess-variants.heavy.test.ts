import { expect } from 'vitest';
import { runConformance } from '../../src/testing/index.js';
import { antichess, atomic, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';

/** Fool's mate (1. f3 e5 2. g4 Qh4#), a mate in each of these games: its status must keep `checks`. */
const FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';

runConformance(threeCheck, { starts: ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1'], playouts: 4, maxPlies: 40, movesAfterEnd: true, finished: [FOOLS_MATE.replace(' - 1 3', ' - 3+2 1 3')] });
runConformance(kingOfTheHill, { starts: ['8/8/8/8/8/3K4/8/7k w - - 0 1'], playouts: 4, maxPlies: 40, movesAfterEnd: true, finished: [FOOLS_MATE] });
runConformance(atomic, {
  starts: ['rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1', 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1', '8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1'],
  playouts: 4,
  maxPlies: 40,
  movesAfterEnd: true,
  finished: [FOOLS_MATE],
  // Nothing next to an explosion survives except pawns: every square a capture empties is listed, and is empty after.
  moveInvariant: (_before, move, after) => {
    for (const name of move.captures) expect((after as unknown as { board: string }).board[(name.charCodeAt(0) - 97) + 8 * (Number(name[1]) - 1)], `${move.notation} left ${name}`).toBe('.');
  },
});
runConformance(antichess, { starts: ['8/2p5/8/8/8/8/P7/8 w - - 0 1'], playouts: 4, maxPlies: 40, movesAfterEnd: true });
// Black's king on a8 mated by the pawns on b7 (check), a7, a6 and b6.
runConformance(horde, { starts: ['k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1'], playouts: 4, maxPlies: 40, movesAfterEnd: true, finished: ['k7/PP6/PP6/8/8/8/8/8 b - - 0 1'] });
runConformance(racingKings, { starts: ['4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1'], playouts: 4, maxPlies: 40, movesAfterEnd: true });
runConformance(crazyhouse, {
  starts: ['2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1', '4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1', 'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Nb] b KQkq - 0 1'],
  playouts: 4,
  maxPlies: 40,
  movesAfterEnd: true,
  finished: [FOOLS_MATE.replace(' w ', '[] w ')],
});
