/**
 * play and analyse given a game's line (a GameRecord, or { start, moves }) send the engine the start
 * and the moves, as GUIs do (`position startpos moves …`, UCI and USI), so the engine sees the
 * positions already reached; the fake engine (test/engine/fake-engine.mjs) writes down every line it
 * receives. Protocol words from the UCI and USI specifications: `position [fen <fenstring> |
 * startpos] moves <move1> … <movei>`; USI `position [sfen <sfenstring> | startpos] moves …`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameRecord } from '../../src/core/index.js';
import { chess, chess960 } from '../../src/variants/chess/index.js';
import { shogi } from '../../src/variants/fairy/index.js';
import { openEngine, type Engine } from '../../src/engine/index.js';

const FAKE = fileURLToPath(new URL('./fake-engine.mjs', import.meta.url));

// The fake engines' logs, each in a folder of its own (the tests run at once), removed at the end.
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A well-behaved fake engine and the lines it received so far. */
async function recording(options: { protocol?: 'uci' | 'usi'; best?: string } = {}): Promise<{ engine: Engine; sent: () => string[] }> {
  const folder = mkdtempSync(join(tmpdir(), 'fake-engine-'));
  folders.push(folder);
  const log = join(folder, 'received.txt');
  const env = { ...process.env, FAKE_ENGINE_LOG: log, ...(options.best ? { FAKE_ENGINE_BEST: options.best } : {}) };
  const engine = await openEngine(process.execPath, { args: [FAKE, 'good'], env, protocol: options.protocol ?? 'uci', graceMs: 300 });
  return { engine, sent: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

const positionLines = (lines: string[]) => lines.filter((l) => l.startsWith('position '));
const code = (c: string) => expect.objectContaining({ code: c });

describe.concurrent('a game line is sent whole', () => {
  it('a GameRecord from the start position is sent as startpos and its moves (the engine sees the knights return: a repetition)', async () => {
    const { engine, sent } = await recording();
    try {
      const record = new GameRecord(chess);
      for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) record.play(san);
      const move = await engine.play(chess, record, { movetime: 10 });
      expect(positionLines(sent())).toEqual(['position startpos moves g1f3 g8f6 f3g1 f6g8']);
      // The answer is a listed move of the position the line reaches.
      expect(chess.legalMoves(record.position)).toContainEqual(move);
    } finally {
      await engine.quit();
    }
  });

  it('{ start, moves } from another position is sent as fen <start> moves …, and the search is of the position the moves reach', async () => {
    const { engine, sent } = await recording({ best: 'e7e5' });
    try {
      const start = chess.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3 9');
      const e4 = chess.legalMoves(start).find((m) => m.notation === 'e4');
      const after = chess.play(start, e4!);
      const { bestMove } = await engine.analyse(chess, { start, moves: [e4!] }, { depth: 1 });
      expect(positionLines(sent())).toEqual([`position fen ${chess.format(start)} moves e2e4`]);
      // e7e5 is legal only with Black to move: the move was read in the position after e4.
      expect(chess.legalMoves(after)).toContainEqual(bestMove);
    } finally {
      await engine.quit();
    }
  });

  it('a position alone is sent as its fen, with no moves', async () => {
    const { engine, sent } = await recording();
    try {
      await engine.play(chess, chess.setup(), { movetime: 10 });
      const record = new GameRecord(chess);
      await engine.play(chess, record, { movetime: 10 }); // an empty line: the start, written out
      expect(positionLines(sent())).toEqual([`position fen ${chess.format(chess.setup())}`, `position fen ${chess.format(chess.setup())}`]);
    } finally {
      await engine.quit();
    }
  });

  it('Chess960 has no single start position: its line is sent from the fen', async () => {
    const { engine, sent } = await recording({ best: 'e7e5' });
    try {
      const record = new GameRecord(chess960, chess960.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
      record.play('e4');
      await engine.play(chess960, record, { movetime: 10 });
      expect(positionLines(sent())).toEqual([`position fen ${chess960.format(record.start)} moves e2e4`]);
    } finally {
      await engine.quit();
    }
  });

  it('USI: a shogi record is sent as startpos and its moves in USI text', async () => {
    const { engine, sent } = await recording({ protocol: 'usi', best: '8c8d' });
    try {
      const record = new GameRecord(shogi);
      const first = shogi.legalMoves(shogi.setup()).find((m) => m.usi === '7g7f');
      record.play(first!);
      const move = await engine.play(shogi, record, { movetime: 10 });
      expect(positionLines(sent())).toEqual(['position startpos moves 7g7f']);
      expect(move.usi).toBe('8c8d');
    } finally {
      await engine.quit();
    }
  });

  it('a line with a move that is not legal is refused with the game\'s code and the ply, before anything is sent', async () => {
    const { engine, sent } = await recording();
    try {
      const start = chess.setup();
      const e4 = chess.legalMoves(start).find((m) => m.notation === 'e4')!;
      await expect(engine.play(chess, { start, moves: [e4, e4] }, { movetime: 10 })).rejects.toEqual(expect.objectContaining({ code: 'ILLEGAL_MOVE', detail: expect.objectContaining({ ply: 2 }) }));
      await expect(engine.play(chess, { start, moves: ['e4' as never] }, { movetime: 10 })).rejects.toEqual(code('INVALID_ARGUMENT'));
      expect(positionLines(sent())).toEqual([]);
    } finally {
      await engine.quit();
    }
  });
});
