import { perftShard } from '../chess/reference-data.js';

// Published perft counts (chessprogramming, perftsuite, python-chess, Sedlak …), shard 3 of 4.
perftShard(new URL('../../../shared/reference/chess-perft.jsonl', import.meta.url), 2, 4);
