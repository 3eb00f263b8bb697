/**
 * Loading of the shared reference files (JSON lines) and the perft shards.
 * Not a test file itself: test/reference/chess-*.test.ts call it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';

/** Reads a JSON-lines file. */
export function readJsonl<T>(url: URL): T[] {
  return readFileSync(url, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

interface PerftRow {
  readonly id: string;
  readonly fen: string;
  readonly perft: Readonly<Record<string, number | string>>;
  readonly variant?: string;
}

/**
 * Largest count checked: 200,000 nodes per depth normally; with BOARDWRIGHT_DEEP=1 (npm run
 * test:deep) 10^7, about 2·10^10 nodes over the ~7,900 rows — minutes, where every count up to 10^8
 * (2·10^11 nodes) took two hours. BOARDWRIGHT_DEEP_LIMIT raises it (e.g. 1e8) for a long run.
 */
export const PERFT_LIMIT = process.env.BOARDWRIGHT_DEEP === '1' ? Number(process.env.BOARDWRIGHT_DEEP_LIMIT ?? 1e7) : 200_000;

/** Largest count checked by the quick tier's one file (`npm test`); the heavy tier's shards check up to {@link PERFT_LIMIT}. */
export const QUICK_PERFT_LIMIT = 5_000;

/**
 * Registers the perft tests of every `of`-th standard-chess row starting at
 * `shard` (the rows are split over several files so vitest runs them in parallel), every depth whose
 * count is at most `limit`.
 */
export function perftShard(url: URL, shard: number, of: number, limit = PERFT_LIMIT): void {
  const rows = readJsonl<PerftRow>(url).filter((r) => r.variant !== 'chess960');
  const mine = rows.filter((_, i) => i % of === shard);
  describe(`chess perft reference (shard ${shard + 1} of ${of}, counts up to ${limit.toLocaleString('en')})`, () => {
    it.each(mine.map((r) => [r.id, r] as const))('%s', (_id, row) => {
      const position = chess.parse(row.fen);
      for (const [depth, count] of Object.entries(row.perft)) {
        if (typeof count !== 'number' || count > limit) continue;
        expect(chess.perft(position, Number(depth)), `${row.fen} depth ${depth}`).toBe(count);
      }
    });
  });
}
