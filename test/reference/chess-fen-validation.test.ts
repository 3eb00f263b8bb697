import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { readJsonl } from '../chess/reference-data.js';

interface FenRow {
  readonly id: string;
  readonly fen: string;
  readonly valid: boolean;
}

const rows = readJsonl<FenRow>(new URL('../reference/data/chess-fen-validation.jsonl', import.meta.url));

describe('chess FEN validation reference (chess-fen-validation.jsonl)', () => {
  it.each(rows.map((r) => [`${r.id} ${r.valid ? 'valid' : 'invalid'}: ${r.fen}`, r] as const))('%s', (_title, row) => {
    const result = chess.tryParse(row.fen);
    if (row.valid) {
      expect(result.ok).toBe(true);
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('INVALID_FEN');
        expect(result.error.message).toMatch(/^invalid FEN [a-z ]+: /);
      }
    }
  });
});
