/**
 * Published English draughts perft counts from the start position (OEIS
 * A133046 / Aart Bik; a king's different routes over the same pieces count as
 * different moves). Fixture: test/draughts/fixtures/english-start-perft.jsonl,
 * a copy of the row `english-start-bik-oeis` of test/reference/data/draughts-perft.jsonl.
 * Through depth 8 normally, through 11 with BOARDWRIGHT_DEEP=1.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draughts } from '../../src/variants/draughts/index.js';

interface Row {
  readonly id: string;
  readonly fen: string;
  readonly perft: Readonly<Record<string, number | string>>;
  readonly source: string;
}

const rows = readFileSync(new URL('../draughts/fixtures/english-start-perft.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row);
const row = rows.find((r) => r.id === 'english-start-bik-oeis');
const maxDepth = process.env['BOARDWRIGHT_DEEP'] === '1' ? 11 : 8;

describe('English draughts perft from the start (OEIS A133046, Bik)', () => {
  it('the fixture holds the published row', () => {
    expect(row?.source).toContain('A133046');
  });
  const start = draughts.parse(row?.fen ?? '');
  for (let depth = 1; depth <= maxDepth; depth++) {
    const expected = Number(row?.perft[String(depth)]);
    it(`perft(${depth}) = ${expected}`, () => {
      expect(draughts.perft(start, depth)).toBe(expected);
    });
  }
});
