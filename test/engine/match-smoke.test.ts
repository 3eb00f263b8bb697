/**
 * The match script's smoke run (bench/match.mjs, `npm run match`): two short games of the reference
 * bot against Debian's Stockfish in chess and two against Fairy-Stockfish in xiangqi, both driven by
 * boardwright/engine, adjudicated by the package's own status. No strength threshold: strength lives
 * in the bench (docs/writing-a-bot.md has its table). The Elo formula is checked against the
 * logistic table's published points (a 75% score is +191, 90% is +382, 50% is 0).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GameRecord, type Move, type Position, type Variant } from '../../src/core/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { xiangqi } from '../../src/variants/fairy/index.js';
import { analyse } from '../../src/bot/index.js';
import { openEngine } from '../../src/engine/index.js';
import { eloEstimate, eloText, OPENINGS, playMatch, tableRow, TABLE_HEAD } from '../../bench/match.mjs';

const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const lib = { GameRecord, analyse: analyse as never };

async function smoke(variant: Variant<Position, Move, never>, command: string) {
  const engine = await openEngine(command, { options: { Threads: 1, Hash: 16, 'Skill Level': 0 } });
  const games: { botSide: string; reason: string; plies: number; points: number }[] = [];
  try {
    const result = await playMatch({ lib, variant, engine, games: 2, botMs: 10, engineMs: 10, maxPlies: 40, onGame: (g) => games.push(g) });
    return { result, games };
  } finally {
    await engine.quit();
  }
}

function checkMatch(variant: Variant<Position, Move, never>, { result, games }: Awaited<ReturnType<typeof smoke>>) {
  expect(result.games).toBe(2);
  expect(result.wins + result.draws + result.losses).toBe(2);
  expect(result.points).toBe(result.wins + result.draws / 2);
  // Colours alternate: the bot takes each of the game's seats once.
  expect(games.map((g) => g.botSide)).toEqual([...variant.players]);
  for (const g of games) {
    expect(g.reason).not.toBe('');
    expect(g.plies).toBeLessThanOrEqual(40);
  }
  expect(result.botMoves).toBeGreaterThan(0);
  expect(tableRow('x', result)).toMatch(/^\| x \| 2 \| /);
  expect(TABLE_HEAD.split('\n')[0]!.split('|').length).toBe(tableRow('x', result).split('|').length);
}

describe('the match script (bench/match.mjs)', () => {
  it('Elo difference follows the logistic table: 75% is +191, 90% is +382, 50% is 0, a whole score has no finite value', () => {
    expect(eloEstimate(3, 0, 1)!.elo).toBeCloseTo(190.8, 0);
    expect(eloEstimate(9, 0, 1)!.elo).toBeCloseTo(381.7, 0);
    expect(eloEstimate(1, 2, 1)!.elo).toBeCloseTo(0, 6);
    expect(eloText(eloEstimate(0, 0, 4))).toMatch(/no finite/);
    // The margin shrinks as games add up (same score, four times the games: half the standard error).
    expect(eloEstimate(12, 0, 4)!.margin).toBeLessThan(eloEstimate(3, 0, 1)!.margin);
  });

  it("every opening line is legal in its game (read by the moves' uci or usi text)", async () => {
    const { shogi, makruk, janggi } = await import('../../src/variants/fairy/index.js');
    const games: Record<string, Variant<Position, Move, never>> = { chess, xiangqi, shogi, makruk, janggi } as never;
    for (const [id, lines] of Object.entries(OPENINGS)) {
      const variant = games[id]!;
      for (const line of lines) {
        const record = new GameRecord(variant);
        for (const word of line.split(' ')) {
          const move = variant.legalMoves(record.position).find((m) => (m as { uci?: string }).uci === word || (m as { usi?: string }).usi === word);
          expect(move, `${id}: ${line}: ${word}`).toBeDefined();
          record.play(move!);
        }
      }
    }
  });

  it.skipIf(!existsSync(STOCKFISH) || !existsSync(FAIRY))('smoke: 2 games against Stockfish in chess and 2 against Fairy-Stockfish in xiangqi, played to an end the package adjudicates', async () => {
    const [a, b] = await Promise.all([smoke(chess as never, STOCKFISH), smoke(xiangqi as never, FAIRY)]);
    checkMatch(chess as never, a);
    checkMatch(xiangqi as never, b);
  });
});
