/**
 * The command line plays the fairy games (issue 18: every defined game gets the CLI). Expected
 * counts are Fairy-Stockfish's own perft assertions (test/reference/data/fairy-perft.jsonl).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyVariant } from '../../src/core/index.js';
import { makruk, shatranj, xiangqi } from '../../src/variants/fairy/index.js';
import { installedGames } from '../../src/cli/installed.js';
import { chess } from '../../src/variants/chess/index.js';
import { cli } from './harness.js';

interface Row { readonly variant: string; readonly fen: string; readonly start?: boolean; readonly depth: number; readonly nodes: number }
const rows: Row[] = readFileSync(fileURLToPath(new URL('../reference/data/fairy-perft.jsonl', import.meta.url)), 'utf8')
  .split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Row);
const startRow = (id: string): Row => rows.find((r) => r.variant === id && r.start === true) as Row;

describe('boardwright commands for the fairy games', () => {
  it('the command installs the fairy games; an id both engines have stays the dedicated engine\'s', () => {
    for (const id of ['xiangqi', 'makruk', 'shatranj', 'capablanca', 'janggi']) expect(installedGames.some((v) => v.id === id)).toBe(true);
    expect(installedGames.filter((v) => v.id === 'chess')).toEqual([chess]);
  });

  it('games lists each game once: a chess-engine game names its fairy twin (Fairy-Stockfish\'s racingkings, 3check, kingofthehill), which stays playable by that name', async () => {
    const listing = await cli(['games'], { variants: installedGames });
    expect(listing.code).toBe(0);
    const ids = listing.stdout.trim().split('\n').map((line) => line.split(/\s+/)[0]);
    expect(ids.length, 'no id listed twice').toBe(new Set(ids).size);
    for (const [builtIn, fairy] of [['racing-kings', 'racingkings'], ['three-check', '3check'], ['king-of-the-hill', 'kingofthehill']]) {
      expect(ids, `${fairy} has no line of its own`).not.toContain(fairy);
      expect(listing.stdout).toMatch(new RegExp(`^${builtIn}\\s.*"${fairy}"`, 'm'));
    }
    // Reachable by its Fairy-Stockfish name: racing kings' start, perft 4 = 296,242 (Fairy-Stockfish's tests/perft.sh).
    const row = startRow('racingkings');
    const perft = await cli(['perft', 'racingkings', String(row.depth)], { variants: installedGames });
    expect(perft.stdout).toContain(`perft racingkings depth ${row.depth}: ${row.nodes} nodes`);
  });

  it('perft of the start of shatranj and makruk at the depth of Fairy-Stockfish\'s assertion', async () => {
    for (const v of [shatranj, makruk] as AnyVariant[]) {
      const row = startRow(v.id);
      const ran = await cli(['perft', v.id, String(row.depth)], { variants: [v] });
      expect(ran.code).toBe(0);
      expect(ran.stdout).toContain(`perft ${v.id} depth ${row.depth}: ${row.nodes} nodes`);
    }
  });

  it('xiangqi: 44 moves from the start (the published tree), a cannon move plays, the same move again is illegal', async () => {
    const variants = [xiangqi as AnyVariant];
    const moves = await cli(['moves', 'xiangqi'], { variants });
    expect(moves.code).toBe(0);
    // White's 44 first moves: chariots 2+2, horses 2+2, elephants 2+2, advisors 1+1, general 1, cannons 12+12, soldiers 5.
    expect(moves.stdout.trim().split('\n')).toHaveLength(44);
    const play = await cli(['play', 'xiangqi'], { variants, lines: ['h3e3', 'h3e3', 'quit'] });
    expect(play.code).toBe(0);
    expect(play.stdout).toContain('Not played: "h3e3"');
    const demo = await cli(['demo', 'xiangqi'], { variants });
    expect(demo.code).toBe(0);
    expect(demo.stdout).toMatch(/Result: .* after \d+ plies\.\n$/);
  });
});
