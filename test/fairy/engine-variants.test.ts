/**
 * The fairy engine against Fairy-Stockfish's own perft suite (test/reference/data/fairy-perft.jsonl)
 * for the variants defined in engine-defs.ts: every row of up to 10^6 nodes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

interface Row { variant: string; fen: string; depth: number; nodes: number; chess960?: boolean }
const rows: Row[] = readFileSync(new URL('../reference/data/fairy-perft.jsonl', import.meta.url), 'utf8')
  .trim().split('\n').map((l) => JSON.parse(l) as Row)
  .filter((r) => ENGINE_DEFS[r.variant] !== undefined && r.nodes <= 1_000_000 && r.variant !== 'chess');

describe('perft counts as Fairy-Stockfish counts, on its own test positions', () => {
  it('covers capablanca, shatranj, makruk, courier, losalamos, xiangqi and janggi', () => {
    expect(new Set(rows.map((r) => r.variant))).toEqual(new Set(['losalamos', 'makruk', 'shatranj', 'capablanca', 'courier', 'xiangqi', 'janggi']));
  });
  it.each(rows.map((r) => [`${r.variant} ${r.fen} depth ${r.depth}`, r] as const))('%s', (_name, r) => {
    const v = defineFairy(ENGINE_DEFS[r.variant]!);
    expect(v.perft(v.parse(r.fen), r.depth)).toBe(r.nodes);
  });
  it('xiangqi from the start has 44 moves and 1920 at depth 2 (chessprogramming wiki, Xiangqi perft)', () => {
    const v = defineFairy(ENGINE_DEFS.xiangqi!);
    expect(v.perft(v.setup(), 1)).toBe(44);
    expect(v.perft(v.setup(), 2)).toBe(1920);
    expect(v.perft(v.setup(), 3)).toBe(79666);
  });
});
