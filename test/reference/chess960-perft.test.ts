import { describe, expect, it } from 'vitest';
import { readJsonl, PERFT_LIMIT } from '../chess/reference-data.js';
import { chess960 } from '../../src/variants/chess/index.js';

interface Row { readonly id: string; readonly fen: string; readonly perft: Readonly<Record<string, number | string>>; readonly variant?: string }

// The 974 Chess960 rows of the shared reference (Stockfish, python-chess …), X-FEN and Shredder-FEN castling.
const rows = readJsonl<Row>(new URL('../reference/data/chess-perft.jsonl', import.meta.url)).filter((r) => r.variant === 'chess960');

describe(`chess960 perft reference (${rows.length} rows, counts up to ${PERFT_LIMIT.toLocaleString('en')})`, () => {
  it('has the 974 published rows', () => expect(rows.length).toBe(974));
  it.each(rows.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    const position = chess960.parse(row.fen);
    for (const [depth, count] of Object.entries(row.perft)) {
      if (typeof count !== 'number' || count > PERFT_LIMIT) continue;
      expect(chess960.perft(position, Number(depth)), `${row.fen} depth ${depth}`).toBe(count);
    }
  });
});
