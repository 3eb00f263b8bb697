/**
 * Published perft for the draughts family: every row of the reference file
 * (a copy of test/reference/data/draughts-perft.jsonl in test/draughts/fixtures),
 * with its own duplicates convention, to every depth up to ~10^6 nodes in
 * `npm test` and up to 3·10^7 with BOARDWRIGHT_DEEP=1. Rows whose `fen` is not
 * PDN FEN (Thai "initial(2)", the 6x6 boards) start from the variant's start
 * position; the 6x6 boards are the English and international rules on a 6x6
 * board with two rows of men each (dctl board_06x06). The Thai rows count from
 * dctl's `initial(2)`, and dctl's `basic_state::initial(separation)` takes the
 * number of EMPTY rows between the sides (include/dctl/core/state/basic_state.hpp),
 * so on 8x8 it is 12 men each on three rows, not the 8 men on two rows of a
 * Thai game (the reference file's note says "8 men each on two rows"; its
 * counts equal English draughts through depth 8, which only the 12-man start
 * can give). The rows run on the Thai rules from that 12-man start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  brazilian, czech, defineDraughts, englishRules, frisian, international, italian, killer, pool, russian, spanish, thai,
  type DraughtsVariant,
} from '../../src/variants/draughts/index.js';

interface Row {
  readonly id: string;
  readonly variant: string;
  readonly board: string;
  readonly fen: string;
  readonly duplicates: 'keep' | 'drop';
  readonly perft: Readonly<Record<string, number | string>>;
}

const rows = readFileSync(new URL('../draughts/fixtures/draughts-perft.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row);

const english = defineDraughts(englishRules);
const onSixBySix = (base: DraughtsVariant): DraughtsVariant =>
  defineDraughts({ ...base.rules, id: `${base.rules.id}-6x6`, name: `${base.rules.name} on 6x6`, width: 6, height: 6, rows: 2 });
const byBoard: Readonly<Record<string, Readonly<Record<string, DraughtsVariant>>>> = {
  '8x8': { english, brazilian, pool, russian, czech, spanish, italian, thai: defineDraughts({ ...thai.rules, id: 'thai-12', rows: 3 }) },
  '10x10': { international, killer, frisian },
  '6x6': { english: onSixBySix(english), international: onSixBySix(international) },
};
/** Variants with published rows that the engine does not implement yet (the report says why). */
const NOT_IMPLEMENTED = new Set<string>([]);

const budget = process.env['BOARDWRIGHT_DEEP'] === '1' ? 30_000_000 : 1_000_000;

describe('draughts family perft (published counts)', () => {
  it('the fixture holds the published rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(33);
    expect(rows.some((r) => r.id === 'international-10x10-start-drop')).toBe(true);
  });
  for (const row of rows) {
    if (NOT_IMPLEMENTED.has(row.variant)) {
      it.todo(`${row.id}: ${row.variant} is not implemented`);
      continue;
    }
    const variant = byBoard[row.board]?.[row.variant];
    describe(`${row.id} (${row.duplicates} duplicates)`, () => {
      it('has a variant', () => expect(variant).toBeDefined());
      if (!variant) return;
      const fen = /^[WB]:/.test(row.fen) ? row.fen : undefined;
      const start = fen === undefined ? variant.setup({ duplicates: row.duplicates }) : variant.parse(fen, { duplicates: row.duplicates });
      for (let depth = 1; ; depth++) {
        const raw = row.perft[String(depth)];
        if (raw === undefined) break;
        const expected = Number(raw);
        if (expected > budget) break;
        it(`perft(${depth}) = ${expected}`, () => {
          expect(variant.perft(start, depth)).toBe(expected);
        });
      }
    });
  }
});
