import { perftShard } from '../chess/reference-data.js';

// Published perft counts (chessprogramming, perftsuite, python-chess, Sedlak …), shard 2 of 4.
perftShard(new URL('../../../shared/reference/chess-perft.jsonl', import.meta.url), 1, 4);
