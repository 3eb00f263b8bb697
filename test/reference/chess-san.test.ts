import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { readJsonl } from '../chess/reference-data.js';

interface SanRow {
  readonly id: string;
  readonly fen: string;
  readonly san_moves?: readonly string[];
  readonly count?: number;
  readonly move_uci?: string;
  readonly san?: string;
}

const rows = readJsonl<SanRow>(new URL('../reference/data/chess-san.jsonl', import.meta.url));

describe('chess SAN reference (chess-san.jsonl)', () => {
  it.each(rows.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    const p = chess.parse(row.fen);
    const legal = chess.legalMoves(p);
    if (row.san_moves) {
      expect(legal.map((m) => m.notation).sort()).toEqual([...row.san_moves].sort());
      expect(legal.length).toBe(row.count);
      // Every SAN reads back as the move it names.
      for (const m of legal) expect(chess.format(chess.play(p, m.notation))).toBe(chess.format(chess.play(p, m)));
    } else {
      const move = legal.find((m) => m.uci === row.move_uci);
      expect(move?.notation).toBe(row.san);
      expect(chess.format(chess.play(p, row.san as string))).toBe(chess.format(chess.play(p, row.move_uci as string)));
    }
  });
});
