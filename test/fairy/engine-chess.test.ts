/**
 * Chess defined as data on the generic fairy engine against the published chess perft counts
 * (test/reference/data/chess-perft.jsonl): a deterministic sample of at least 500 positions, each
 * at its deepest published depth of at most 10^5 nodes (Chess960 rows with Chess960 castling on).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

interface Row { id: string; fen: string; perft: Record<string, number | string>; variant?: string }
const rows: Row[] = readFileSync(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 'utf8')
  .trim().split('\n').map((l) => JSON.parse(l) as Row);

const MAX_NODES = 100_000;
const cases = rows.flatMap((row) => {
  const depths = Object.entries(row.perft).filter(([, n]) => typeof n === 'number' && n <= MAX_NODES).map(([d, n]) => [Number(d), n as number] as const);
  const deepest = depths.sort((a, b) => b[0] - a[0])[0];
  return deepest ? [{ row, depth: deepest[0], nodes: deepest[1] }] : [];
});
// Every k-th row, so the sample spreads over all the sources.
const step = Math.max(1, Math.floor(cases.length / 520));
const sample = cases.filter((_, i) => i % step === 0);

const chess = defineFairy(ENGINE_DEFS.chess!);
const chess960 = defineFairy({ ...ENGINE_DEFS.chess!, id: 'chess960', chess960: true });

describe('chess as data on the fairy engine matches the published chess perft counts', () => {
  it('samples at least 500 positions', () => {
    expect(sample.length).toBeGreaterThanOrEqual(500);
  });
  it.each(sample.map((c) => [c.row.id, c] as const))('%s', (_id, c) => {
    const v = c.row.variant === 'chess960' ? chess960 : chess;
    expect(v.perft(v.parse(c.row.fen), c.depth)).toBe(c.nodes);
  });
});
