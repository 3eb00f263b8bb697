/**
 * Issue 18's scope over Fairy-Stockfish's perft suite (test/fairy/fixtures/fairy-perft.jsonl, a
 * copy of test/reference/data/fairy-perft.jsonl): the variants without pieces in hand and without
 * placement, and the rows this library leaves out, each with its reason.
 */
import { readFileSync } from 'node:fs';

/** One row of the reference file. */
export interface PerftRow {
  readonly variant: string;
  readonly fen: string;
  readonly start: boolean;
  readonly depth: number;
  readonly nodes: number;
  readonly chess960?: boolean;
  readonly section: string;
}

export const perftRows: readonly PerftRow[] = readFileSync(new URL('./fixtures/fairy-perft.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as PerftRow);

/** Variants of the suite that belong to the next issue (drops and pockets) or are placement games, with the reason. */
export const OUT_OF_SCOPE: Readonly<Record<string, string>> = Object.fromEntries([
]);
