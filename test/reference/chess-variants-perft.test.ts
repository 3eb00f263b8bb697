import { describe, expect, it } from 'vitest';
import { readJsonl } from '../chess/reference-data.js';
import { antichess, atomic, crazyhouse, horde, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant } from '../../src/core/index.js';

interface Row { readonly id: string; readonly variant: string; readonly epd: string; readonly perft: Readonly<Record<string, number | string>> }

/** Largest count checked: 10^6 nodes normally, every depth with BOARDWRIGHT_DEEP=1. */
const LIMIT = process.env.BOARDWRIGHT_DEEP === '1' ? Infinity : 1_000_000;

/** The reference's variant names (shakmaty's) → our variants. Rows of variants not built yet are listed as todo. */
const BY_NAME: Record<string, AnyVariant | undefined> = { threecheck: threeCheck, racingkings: racingKings, antichess, horde, atomic, crazyhouse };

const rows = readJsonl<Row>(new URL('../reference/data/chess-variants-perft.jsonl', import.meta.url));

describe(`chess variants perft reference (shakmaty's suites, counts up to ${LIMIT.toLocaleString('en')})`, () => {
  for (const row of rows) {
    const variant = BY_NAME[row.variant];
    if (variant === undefined) {
      it.todo(`${row.id} (${row.variant} is not built yet)`);
      continue;
    }
    it(`${row.id}`, () => {
      const position = variant.parse(row.epd);
      for (const [depth, count] of Object.entries(row.perft)) {
        if (typeof count !== 'number' || count > LIMIT) continue;
        expect(variant.perft(position, Number(depth)), `${row.epd} depth ${depth}`).toBe(count);
      }
    });
  }
});
