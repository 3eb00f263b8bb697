import { perftShard, QUICK_PERFT_LIMIT } from '../chess/reference-data.js';

// Published perft counts (chessprogramming, perftsuite, python-chess, Sedlak …): every standard-chess
// row, each depth up to 5,000 nodes — the quick tier's sample (15,493 of the 18,292 counts up to 20,000, a fifth of their nodes); the heavy tier's four shards
// (chess-perft-N.heavy.test.ts) check every depth up to 200,000 nodes.
perftShard(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 0, 1, QUICK_PERFT_LIMIT);
