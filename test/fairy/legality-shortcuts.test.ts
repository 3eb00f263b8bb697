/**
 * The legality shortcuts of the fairy engine's move generator (a piece on an unmarked square keeps
 * all its moves; in check, a move that neither takes the checker nor blocks is refused unplayed)
 * must still test en passant in full: taking en passant lifts two pieces off a line at once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

interface Row { id: string; fen: string; perft: Record<string, number | string> }
const rows: Row[] = readFileSync(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 'utf8')
  .trim().split('\n').map((l) => JSON.parse(l) as Row);
const chess = defineFairy(ENGINE_DEFS.chess!);

describe('en passant past the legality shortcuts', () => {
  it('an en passant capture that bares the king along its rank is illegal (counted by hand: Ka4, Ka6, Kb6, b6; not Kb4, not bxc6)', () => {
    expect(chess.perft(chess.parse('8/8/8/KPp4r/8/8/8/7k w - c6 0 1'), 1)).toBe(4);
  });

  it('chessprogramming.org position 3 (en passant pins on the king\'s rank) to depth 4: 43,238', () => {
    const row = rows.find((r) => r.id === 'cpw-pos3')!;
    expect(chess.perft(chess.parse(row.fen), 4)).toBe(row.perft['4']);
  });
});
