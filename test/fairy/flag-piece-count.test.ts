/**
 * `flagPieceCount` and `flagPieceBlockedWin` (flag-piece-count.ts): the flag is reached when N flag
 * pieces stand in the region, or (blocked win) one does and the region is full. The four sections of
 * Fairy-Stockfish's variants.ini that use them, against ffish 0.7.10 loading the same file: perft
 * from the start and seeded games played to their end (legal moves and result at every ply).
 */
import { describe, expect, it } from 'vitest';
import { boardFen, endsAgainstFfish, perftBoth, playToEndAgainstFfish } from './ini-section-oracle.js';
import { seeded } from './seeded.js';

// [section, what it needs, perft depth]
const SECTIONS: readonly [string, string, number][] = [
  ['kono', 'seven pieces in the far two rows, or one when those squares are all taken (flagPieceBlockedWin)', 4],
  ['knights-halma', 'all nine knights in the far corner', 3],
  ['aralzaa', 'all three knights on the far rank', 5],
  ['bajr', 'three pieces on the three squares of the far corner', 5],
];

describe('flagPieceCount: a flag win needs that many flag pieces in the region', () => {
  for (const [name, what, depth] of SECTIONS) {
    it(`[${name}] (${what}): perft(${depth}) from the start is ffish's`, async () => {
      const { ours, theirs } = await perftBoth(name, depth);
      expect(ours).toBe(theirs);
    });
    it(`[${name}]: seeded games end where and as ffish ends them`, async () => {
      await playToEndAgainstFfish(name, 6, 200, 0x3204);
    });
  }
});

describe('flagPieceCount decides random positions crowded around the flag regions as ffish does', () => {
  // [section, ranks, files, White's region, Black's region, the piece letter]
  const boards: readonly [string, number, number, readonly string[], readonly string[], string][] = [
    ['kono', 5, 5, ['a5', 'b5', 'c5', 'd5', 'e5', 'a4', 'e4'], ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'e2'], 'p'],
    ['aralzaa', 3, 3, ['a3', 'b3', 'c3'], ['a1', 'b1', 'c1'], 'n'],
    ['bajr', 6, 6, ['e6', 'f6', 'f5'], ['a1', 'a2', 'b1'], 'p'],
  ];
  for (const [name, ranks, files, white, black, letter] of boards) {
    it(`[${name}]: the flag reached by the count (or a full region with flagPieceBlockedWin), for either side`, async () => {
      const random = seeded(0x3205);
      const square = (r: number, f: number): string => `${String.fromCharCode(97 + f)}${r + 1}`;
      const fens: string[] = [];
      for (let i = 0; i < 200; i++) {
        const board = boardFen(ranks, files, (r, f) => {
          const inRegion = white.includes(square(r, f)) || black.includes(square(r, f));
          const x = random();
          if (x > (inRegion ? 0.9 : 0.2)) return '';
          // In White's region mostly White's pieces, in Black's mostly Black's.
          const whiteOwns = white.includes(square(r, f)) ? random() < 0.8 : black.includes(square(r, f)) ? random() < 0.2 : random() < 0.5;
          return whiteOwns ? letter.toUpperCase() : letter;
        });
        fens.push(`${board} ${random() < 0.5 ? 'w' : 'b'} - - 0 1`);
      }
      const seen = await endsAgainstFfish(name, fens);
      expect(seen.has(undefined) && seen.size > 1).toBe(true);
    });
  }
});
