/**
 * The match script's PGN (bench/match.mjs --pgn): each game written with the package's own writers
 * reads back with its own readers (parsePgn for chess, parseFairyPgn for xiangqi) to the moves
 * played, with the result, the end's reason and the bot's score comments where the bot moved. The
 * opponent here is a stand-in that plays the first legal move (no native engine needed); the real
 * engines are in match-smoke.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, type Move, type Position, type Variant } from '../../src/core/index.js';
import { chess, parsePgn, pgnTag, recordToPgn } from '../../src/variants/chess/index.js';
import { fairyPgnFromMoves, parseFairyPgn, writeFairyPgn, xiangqi } from '../../src/variants/fairy/index.js';
import { analyse } from '../../src/bot/index.js';
import { gamePgn, playGame, scoreComment } from '../../bench/match.mjs';

const lib = { GameRecord, analyse: analyse as never, recordToPgn: recordToPgn as never, fairyPgnFromMoves: fairyPgnFromMoves as never, writeFairyPgn: writeFairyPgn as never };
/** Plays the first legal move: a deterministic opponent without a child process. */
const firstMove = { newGame: async () => undefined, play: async (variant: Variant<Position, Move, never>, record: GameRecord<Position, Move>) => variant.legalMoves(record.position)[0]! };
const COMMENT = /^[+-](\d+\.\d\d|M\d+)\/\d+ \d+\.\d\ds$/;

async function played(variant: Variant<Position, Move, never>, botSide: string, opening: string, maxPlies: number) {
  const g = await playGame({ lib, variant, engine: firstMove as never, botSide, opening, botMs: 5, engineMs: 1, maxPlies, seed: 1 });
  return { game: 1, opening, botSide, total: g.points, ...g };
}

describe('bench/match.mjs --pgn', () => {
  it("a bot move's comment is its score for the bot in pawns, its depth and its time, a forced mate in moves (cutechess's form)", () => {
    expect(scoreComment({ score: 0.35, depth: 9 }, 204)).toBe('+0.35/9 0.20s');
    expect(scoreComment({ score: -1.5, depth: 12 }, 1999)).toBe('-1.50/12 2.00s');
    // Mate on the bot's 3rd move is 5 plies away: boardwright/bot reports 1 000 000 − 5.
    expect(scoreComment({ score: 1_000_000 - 5, depth: 6 }, 10)).toBe('+M3/6 0.01s');
    expect(scoreComment({ score: -(1_000_000 - 2), depth: 4 }, 10)).toBe('-M1/4 0.01s');
  });

  it("a game the bot mates (1. f3 e5 2. g4, then the bot's Qh4#) reads back: moves, 0-1, checkmate, the bot as Black, its comment on ply 4", async () => {
    const g = await played(chess as never, 'black', 'f2f3 e7e5 g2g4', 40);
    const text = gamePgn(lib, chess, g, { bot: 'the bot', opponent: 'Stand-in', event: 'test', extraTags: { SkillLevel: '10' } });
    const [game, ...more] = parsePgn(text);
    expect(more).toEqual([]);
    expect(game!.moves.map((m) => m.move.uci)).toEqual(['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(game!.result).toBe('0-1');
    expect(pgnTag(game!, 'Result')).toBe('0-1');
    expect([pgnTag(game!, 'White'), pgnTag(game!, 'Black')]).toEqual(['Stand-in', 'the bot']);
    expect([pgnTag(game!, 'Termination'), pgnTag(game!, 'EndReason')]).toEqual(['normal', 'checkmate']);
    expect([pgnTag(game!, 'OpeningLine'), pgnTag(game!, 'SkillLevel'), pgnTag(game!, 'BotSide')]).toEqual(['f2f3 e7e5 g2g4', '10', 'black']);
    // The opening's moves are not the bot's: no comment; the mate's comment says mate in 1.
    expect(game!.moves.slice(0, 3).map((m) => m.comments)).toEqual([[], [], []]);
    expect(game!.moves[3]!.comments[0]).toMatch(/^\+M1\/\d+ /);
  });

  it('an adjudicated chess game reads back with the same moves, 1/2-1/2, and a score comment on every bot move and no other', async () => {
    const g = await played(chess as never, 'white', 'e2e4', 20);
    const [game] = parsePgn(gamePgn(lib, chess, g, { bot: 'the bot', opponent: 'Stand-in', event: 'test' }));
    expect(game!.moves.map((m) => m.move.uci)).toEqual(g.record.moves.map((m) => (m as Move & { uci: string }).uci));
    const expected = g.points === 1 ? '1-0' : g.points === 0 ? '0-1' : '1/2-1/2';
    expect(game!.result).toBe(expected);
    expect(pgnTag(game!, 'EndReason')).toBe(g.reason);
    expect(pgnTag(game!, 'PlyCount')).toBe(String(g.plies));
    // White's moves after the one-move opening are the bot's: plies 3, 5, … (index 2, 4, …).
    game!.moves.forEach((m, i) => {
      if (i > 0 && i % 2 === 0) expect(m.comments, `ply ${i + 1}`).toEqual([expect.stringMatching(COMMENT)]);
      else expect(m.comments, `ply ${i + 1}`).toEqual([]);
    });
  });

  it('a xiangqi game is written by the fairy writer and reads back with parseFairyPgn to the same moves and comments', async () => {
    const g = await played(xiangqi as never, xiangqi.players[1]!, 'h3e3', 8);
    const [game] = parseFairyPgn(gamePgn(lib, xiangqi, g, { bot: 'the bot', opponent: 'Stand-in', event: 'test' }));
    expect(game!.start.variant).toBe('xiangqi');
    expect(game!.moves.map((m) => m.move.uci)).toEqual(g.record.moves.map((m) => (m as Move & { uci: string }).uci));
    expect(game!.moves.map((m) => m.comments.length)).toEqual(g.record.moves.map((_: unknown, i: number) => (i % 2 === 1 ? 1 : 0)));
    expect(pgnTag(game!, 'Black')).toBe('the bot');
  });
  it('--nodes and --engine-nodes: the bot searches maxNodes (no timeMs) and the engine is asked for go nodes; without them, timeMs and movetime', async () => {
    const run = async (budget: { botNodes?: number; engineNodes?: number }) => {
      const botOptions: Record<string, unknown>[] = [], engineLimits: Record<string, unknown>[] = [];
      const spy = { ...lib, analyse: ((v: never, p: never, o: Record<string, unknown>) => { botOptions.push(o); return (analyse as (...a: unknown[]) => unknown)(v, p, o); }) as never };
      const engine = { newGame: async () => undefined, play: async (variant: Variant<Position, Move, never>, record: GameRecord<Position, Move>, limits: Record<string, unknown>) => { engineLimits.push(limits); return variant.legalMoves(record.position)[0]!; } };
      await playGame({ lib: spy, variant: chess as never, engine: engine as never, botSide: 'white', opening: 'e2e4 e7e5', botMs: 5, engineMs: 7, maxPlies: 8, seed: 1, ...budget });
      return { botOptions, engineLimits };
    };
    const nodes = await run({ botNodes: 300, engineNodes: 500 });
    expect(nodes.botOptions.length).toBeGreaterThan(0);
    for (const o of nodes.botOptions) { expect(o.maxNodes).toBe(300); expect(o.timeMs).toBeUndefined(); }
    expect(nodes.engineLimits.length).toBeGreaterThan(0);
    for (const l of nodes.engineLimits) expect(l).toEqual({ nodes: 500 });
    const timed = await run({});
    for (const o of timed.botOptions) { expect(o.timeMs).toBe(5); expect(o.maxNodes).toBeUndefined(); }
    for (const l of timed.engineLimits) expect(l).toEqual({ movetime: 7 });
  });
});
