/**
 * No import circles in src/ (issue 30): a file that both imports and is imported by the same chain
 * of files ties their meanings (and their load order) together. The walk counts type-only imports
 * too. Where rules truly recurse (the fairy engine's end of the game and shogi's pawn-drop mate ask
 * for legal moves), the caller passes the generator in or one file holds the recursion
 * (declarative/fairy/legal-moves.ts), so the check demands no circle at all.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles } from './import-graph.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

describe('import circles', () => {
  const found = circles(SRC).map((c) => c.join(' '));

  it('no import circle anywhere in src/', () => {
    expect(found).toEqual([]);
  });
});
