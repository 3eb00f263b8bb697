// Fairy-Stockfish's perft suite, heavy tier: the rows over 10^5 nodes, up to 10^6 (the larger ones
// with BOARDWRIGHT_DEEP=1, `npm run test:deep`).
import { HEAVY_BUDGET, QUICK_BUDGET, registerPerftRows } from './reference-perft-suite.js';

registerPerftRows(QUICK_BUDGET, HEAVY_BUDGET, false);
