/**
 * Issue #13's done-when for the command line: `demo`, `moves`, `perft` and
 * `play` work for every draughts family variant the CLI installs. Expected
 * counts come from test/reference/data/draughts-perft.jsonl (the row whose
 * start is the variant's start position); for the two starts no published row
 * has (Canadian 12x12, Thai's eight men) they are derived by hand below.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyVariant } from '../../src/core/index.js';
import type { DraughtsVariant } from '../../src/variants/draughts/index.js';
import { variants as installed } from '../../src/variants/index.js';
import { cli } from './harness.js';

const FAMILY = ['international', 'brazilian', 'canadian', 'russian', 'pool', 'czech', 'spanish', 'italian', 'frisian', 'killer', 'thai'];

interface Row {
  readonly variant: string;
  readonly fen: string;
  readonly perft: Record<string, number | string>;
}
const rows: Row[] = readFileSync(fileURLToPath(new URL('../reference/data/draughts-perft.jsonl', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row);

/**
 * Perft 1 and 2 of the variant's start: from the published row whose FEN is the start, else by hand.
 * Canadian: White's front row holds six men, one on the edge, so 11 steps; two empty rows separate
 * the sides, so no reply is a capture and Black has 11 too: 11, 121. Thai (`thai.setup()`, eight men
 * on two rows): four front men, one on the edge, 7 steps, no contact: 7, 49.
 */
function expected(v: DraughtsVariant): [number, number] {
  const start = v.setup();
  for (const row of rows) {
    if (row.variant !== v.id) continue;
    let p;
    try {
      p = v.parse(row.fen);
    } catch {
      continue; // a row described in words, not a FEN
    }
    // Pool's row is written with White to move; its note: the counts do not depend on which colour moves first.
    if (p.squares === start.squares && (p.turn === start.turn || v.id === 'pool')) return [Number(row.perft['1']), Number(row.perft['2'])];
  }
  if (v.id === 'canadian') return [11, 121];
  if (v.id === 'thai') return [7, 49];
  throw new Error(`no expected counts for ${v.id}`);
}

const family = FAMILY.map((id) => installed.find((v) => v.id === id) as AnyVariant as DraughtsVariant);

describe('boardwright commands for every draughts family variant', () => {
  it('the CLI installs every family variant', () => {
    expect(family.every((v) => v !== undefined)).toBe(true);
  });

  for (const id of FAMILY) {
    it(`${id}: moves, perft (depth 1 and 2), play (a move and an illegal move) and demo`, async () => {
      const v = family.find((x) => x?.id === id) as DraughtsVariant;
      const variants = [v as AnyVariant];
      const [one, two] = expected(v);

      const moves = await cli(['moves', id], { variants });
      expect(moves.code).toBe(0);
      const listed = moves.stdout.trim().split('\n');
      expect(listed).toHaveLength(one);
      expect(new Set(listed).size).toBe(one);
      expect(moves.stderr).toContain(`${one} legal moves`);

      for (const [depth, count] of [[1, one], [2, two]] as const) {
        const perft = await cli(['perft', id, String(depth)], { variants });
        expect(perft.code).toBe(0);
        expect(perft.stdout).toContain(`perft ${id} depth ${depth}: ${count} nodes`);
      }

      // The first listed move plays; the same text again is illegal for the other side; a made-up square is refused.
      const first = listed[0] as string;
      const mover = v.setup().turn;
      const other = mover === 'white' ? 'black' : 'white';
      const play = await cli(['play', id], { variants, lines: [first, first, 'z99-z98', 'quit'] });
      expect(play.code).toBe(0);
      expect(play.stdout).toContain(`${mover} played ${first}`);
      expect(play.stdout).toContain(`${other} to move`);
      expect(play.stdout).toContain(`Not played: "${first}"`);
      expect(play.stdout).toContain(`Not played: "z99-z98"`);
      expect(play.stdout).not.toContain(`${other} played`);

      const demo = await cli(['demo', id], { variants });
      expect(demo.code).toBe(0);
      expect(demo.stderr).toBe('');
      expect(demo.stdout).toMatch(/Result: ((white|black) wins \([a-z -]+\)|drawn \([a-z -]+\)) after \d+ plies\.\n$/);
    });
  }
});
