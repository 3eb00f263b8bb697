import { perftShard } from '../chess/reference-data.js';

// Published perft counts (chessprogramming, perftsuite, python-chess, Sedlak …), shard 1 of 4, every
// depth up to 200,000 nodes (heavy tier; test/reference/chess-perft.test.ts checks every row to 5,000 in npm test).
perftShard(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 0, 4);
