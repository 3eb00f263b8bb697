// Fairy-Stockfish's perft suite, quick tier: the fixture's size, every row up to 10^5 nodes, and the
// rows that cannot run (todo, with the reason). The heavy tier runs the rows up to 10^6.
import { QUICK_BUDGET, registerPerftRows } from './reference-perft-suite.js';

registerPerftRows(0, QUICK_BUDGET, true);
