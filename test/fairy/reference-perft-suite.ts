/**
 * Fairy-Stockfish's own perft suite (tests/perft.sh, copied in test/fairy/fixtures/fairy-perft.jsonl
 * from test/reference/data) on every built-in variant, registered by two files: rows up to 10^5 nodes in
 * `npm test` (reference-perft.test.ts), rows up to 10^6 in the heavy tier
 * (reference-perft.heavy.test.ts), the larger ones there with BOARDWRIGHT_DEEP=1
 * (`npm run test:deep`). Rows of variants out of issue 18's scope (drops, placement) and rows the
 * engine cannot run yet are listed as todo with the reason (by the quick file).
 * Chess960 rows run on the variant's definition with `chess960: true`.
 * Not a test file itself.
 */
import { describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { fairyDefinitions, fairyLeftOut } from '../../src/variants/fairy/definitions.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { OUT_OF_SCOPE, perftRows, type PerftRow } from './scope.js';

const DEEP = process.env['BOARDWRIGHT_DEEP'] === '1';
/** Largest node count run in `npm test`. */
export const QUICK_BUDGET = 100_000;
/** Largest node count run in the heavy tier without BOARDWRIGHT_DEEP. */
export const HEAVY_BUDGET = 1_000_000;

/**
 * Rows that are known not to pass yet, by `variant fen depth`, with the reason (filled from
 * failures; each one is a bug or a missing rule to fix, never a number to change).
 */
const KNOWN_FAILING: Readonly<Record<string, string>> = {};

const definitions = new Map(fairyDefinitions.map((d) => [d.id, d]));
const compiled = new Map<string, FairyVariant | string>();

/** The variant for a row (Chess960 rows on the definition with chess960), or why it cannot run. */
function variantFor(row: PerftRow): FairyVariant | string {
  const key = `${row.variant}${row.chess960 === true ? '/960' : ''}`;
  const cached = compiled.get(key);
  if (cached !== undefined) return cached;
  const def = definitions.get(row.variant);
  let out: FairyVariant | string;
  if (!def) out = fairyLeftOut[row.variant] ?? 'no built-in definition';
  else {
    try {
      out = defineFairy(row.chess960 === true ? ({ ...def, chess960: true } as FairyDefinition) : def);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      out = `the engine refuses the definition: ${error.message}`;
    }
  }
  compiled.set(key, out);
  return out;
}

const rowKey = (row: PerftRow): string => `${row.variant} ${row.fen} ${row.depth}`;

/**
 * Registers the rows of more than `above` and at most `budget` nodes (the larger ones as skipped,
 * or run with BOARDWRIGHT_DEEP=1); `quick`: the file of the quick tier, which also checks the
 * fixture's size and lists the rows that cannot run.
 */
export function registerPerftRows(above: number, budget: number, quick: boolean): void {
  describe(`Fairy-Stockfish perft suite (tests/perft.sh), rows over ${above} nodes`, () => {
    if (quick) it('the fixture holds the 155 rows on 86 variants, all of them in scope', () => {
      expect(perftRows).toHaveLength(155);
      expect(new Set(perftRows.map((r) => r.variant)).size).toBe(86);
      const inScope = perftRows.filter((r) => OUT_OF_SCOPE[r.variant] === undefined);
      expect(inScope).toHaveLength(155);
      expect(new Set(inScope.map((r) => r.variant)).size).toBe(86);
    });

    for (const row of perftRows) {
      const title = `${row.variant}${row.chess960 === true ? ' (960)' : ''} ${row.fen} perft(${row.depth}) = ${row.nodes}`;
      if (row.nodes <= above) continue;
      const outOfScope = OUT_OF_SCOPE[row.variant];
      if (outOfScope !== undefined) {
        if (!quick) continue;
        it.todo(`${title}: ${outOfScope}`);
        continue;
      }
      const known = KNOWN_FAILING[rowKey(row)];
      if (known !== undefined) {
        if (!quick) continue;
        it.todo(`${title}: ${known}`);
        continue;
      }
      const variant = variantFor(row);
      if (typeof variant === 'string') {
        if (!quick) continue;
        it.todo(`${title}: ${variant}`);
        continue;
      }
      if (row.nodes > budget && (quick || !DEEP)) {
        if (!quick) it.skip(`${title} (more than ${budget} nodes: BOARDWRIGHT_DEEP=1)`, () => {});
        continue;
      }
      // The deepest rows (kiwipete to depth 5: 193,690,690 nodes) take minutes.
      it(title, () => {
        expect(variant.perft(variant.parse(row.fen), row.depth)).toBe(row.nodes);
      }, row.nodes > budget ? 1_800_000 : undefined);
    }
  });
}
