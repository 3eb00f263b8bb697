/**
 * Games defined as data on the fairy engine pass the conformance suite every variant passes
 * (contract, immutability, error codes, search layer, records): chess as data, xiangqi and janggi
 * on intersections, and a holed board.
 */
import { runConformance } from '../../src/testing/index.js';
import { coregal, defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

runConformance(defineFairy(ENGINE_DEFS.chess!), { playouts: 4, maxPlies: 40, label: 'fairy engine', movesAfterEnd: true, reachesNoDraw: true });
runConformance(defineFairy({ ...ENGINE_DEFS.xiangqi!, boardStyle: 'intersections', river: true }), { playouts: 4, maxPlies: 40, label: 'fairy engine', movesAfterEnd: true, reachesNoDraw: true });
runConformance(defineFairy({ ...ENGINE_DEFS.janggi!, boardStyle: 'intersections' }), { playouts: 4, maxPlies: 40, label: 'fairy engine', movesAfterEnd: true, reachesNoDraw: true });
runConformance(defineFairy({ ...ENGINE_DEFS.capablanca!, id: 'holed', startFen: 'rnabqkbcnr/pppppppppp/10/4**4/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1' }), { playouts: 4, maxPlies: 40, label: 'fairy engine, holes', movesAfterEnd: true, reachesNoDraw: true });
// Pseudo-royal pieces: coregal's queens are royal, so status.checks may name them (checked-royals.ts).
runConformance(coregal, { playouts: 3, maxPlies: 40, label: 'fairy engine, pseudo-royal queens', movesAfterEnd: true, reachesNoDraw: true, royalKinds: ['K', 'Q'], starts: ['r1bk3r/pp4b1/1qppp2n/2PP1pp1/7P/P4P1N/RP1PQ2P/1NBK3R b - - 0 17', '3qk3/8/8/8/8/8/8/3QK3 w - - 0 1'] });
