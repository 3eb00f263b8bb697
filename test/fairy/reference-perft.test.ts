/**
 * Fairy-Stockfish's own perft suite (tests/perft.sh, copied in test/fairy/fixtures/fairy-perft.jsonl
 * from shared/reference): every row of every built-in variant, rows up to 10^6 nodes in `npm test`,
 * the larger ones with BOARDWRIGHT_DEEP=1 (`npm run test:deep`). Rows of variants out of issue 18's
 * scope (drops, placement) and rows the engine cannot run yet are listed as todo with the reason.
 * Chess960 rows run on the variant's definition with `chess960: true`.
 */
import { describe, expect, it } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { fairyDefinitions, fairyLeftOut } from '../../src/variants/fairy/definitions.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { OUT_OF_SCOPE, perftRows, type PerftRow } from './scope.js';

const DEEP = process.env['BOARDWRIGHT_DEEP'] === '1';
/** Largest node count run in `npm test`. */
const BUDGET = 1_000_000;

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

describe('Fairy-Stockfish perft suite (tests/perft.sh)', () => {
  it('the fixture holds the 155 rows on 86 variants, 148 rows of 80 variants in scope', () => {
    expect(perftRows).toHaveLength(155);
    expect(new Set(perftRows.map((r) => r.variant)).size).toBe(86);
    const inScope = perftRows.filter((r) => OUT_OF_SCOPE[r.variant] === undefined);
    expect(inScope).toHaveLength(148);
    expect(new Set(inScope.map((r) => r.variant)).size).toBe(80);
  });

  for (const row of perftRows) {
    const title = `${row.variant}${row.chess960 === true ? ' (960)' : ''} ${row.fen} perft(${row.depth}) = ${row.nodes}`;
    const outOfScope = OUT_OF_SCOPE[row.variant];
    if (outOfScope !== undefined) {
      it.todo(`${title}: ${outOfScope}`);
      continue;
    }
    const known = KNOWN_FAILING[rowKey(row)];
    if (known !== undefined) {
      it.todo(`${title}: ${known}`);
      continue;
    }
    const variant = variantFor(row);
    if (typeof variant === 'string') {
      it.todo(`${title}: ${variant}`);
      continue;
    }
    if (row.nodes > BUDGET && !DEEP) {
      it.skip(`${title} (more than ${BUDGET} nodes: BOARDWRIGHT_DEEP=1)`, () => {});
      continue;
    }
    // The deepest rows (kiwipete to depth 5: 193,690,690 nodes) take minutes.
    it(title, () => {
      expect(variant.perft(variant.parse(row.fen), row.depth)).toBe(row.nodes);
    }, row.nodes > BUDGET ? 1_800_000 : undefined);
  }
});
