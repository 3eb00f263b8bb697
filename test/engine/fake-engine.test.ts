/**
 * boardwright/engine against an engine that misbehaves on purpose (test/engine/fake-engine.mjs):
 * every fault ends in a coded BoardwrightError within the time-out — never a hang, never an
 * unhandled rejection (vitest fails a run that has one) — and a well-behaved engine's answers come
 * back as the game's own move objects.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { chess } from '../../src/variants/chess/index.js';
import { xiangqi } from '../../src/variants/fairy/index.js';
import { openEngine, type Engine, type OpenEngineOptions } from '../../src/engine/index.js';
import { alive, gone } from './processes.js';

const FAKE = fileURLToPath(new URL('./fake-engine.mjs', import.meta.url));

function fake(fault: string, options: OpenEngineOptions = {}): Promise<Engine> {
  return openEngine(process.execPath, { args: [FAKE, fault], timeoutMs: 10_000, graceMs: 300, ...options });
}

/** The engine's process id, which the fake engine puts in its name. */
function pidOf(engine: Engine): number {
  return Number(/pid=(\d+)/.exec(engine.name)?.[1]);
}

const code = (c: string) => expect.objectContaining({ code: c });
const start = chess.setup();

describe.concurrent('openEngine: starting an engine', () => {
  it('a command that does not exist is ENGINE_FAILED', async () => {
    await expect(openEngine('/no/such/engine')).rejects.toEqual(code('ENGINE_FAILED'));
  });

  it('an engine that ends before the handshake is ENGINE_FAILED, with its exit code', async () => {
    await expect(fake('exit-at-start')).rejects.toThrow(/exit code 2/);
    await expect(fake('exit-at-start')).rejects.toEqual(code('ENGINE_FAILED'));
  });

  it('an engine that never finishes the handshake is ENGINE_TIMEOUT after startTimeoutMs', async () => {
    const t0 = Date.now();
    await expect(fake('silent', { startTimeoutMs: 2000 })).rejects.toEqual(code('ENGINE_TIMEOUT'));
    expect(Date.now() - t0).toBeLessThan(15_000);
  });

  it('the handshake reads the name, the author and the options', async () => {
    const engine = await fake('good');
    try {
      expect(engine.name).toMatch(/^fake-engine good pid=\d+$/);
      expect(engine.author).toBe('boardwright tests');
      expect(engine.options.get('style')).toEqual({ name: 'Style', type: 'combo', default: 'Normal', vars: ['Solid', 'Normal', 'Risky'] });
      expect(engine.options.get('hash')).toMatchObject({ type: 'spin', min: 1, max: 1024 });
      expect(engine.options.get('clear hash')).toMatchObject({ name: 'Clear Hash', type: 'button' });
    } finally {
      await engine.quit();
    }
  });

  it('bad openEngine arguments are refused before anything starts', async () => {
    await expect(openEngine(42 as unknown as string)).rejects.toEqual(code('INVALID_ARGUMENT'));
    await expect(openEngine('x', { timeoutMs: -1 })).rejects.toEqual(code('INVALID_OPTION'));
    await expect(openEngine('x', { startTimeoutMs: 0 })).rejects.toEqual(code('INVALID_OPTION'));
    await expect(openEngine('x', { protocol: 'xboard' as 'uci' })).rejects.toEqual(code('INVALID_OPTION'));
    await expect(openEngine('x', { colour: 'red' } as OpenEngineOptions)).rejects.toEqual(code('INVALID_OPTION'));
  });
});

describe.concurrent('a well-behaved engine', () => {
  it("play answers the listed move object the engine named (bestmove e2e4 is chess's e4)", async () => {
    const engine = await fake('good');
    try {
      const move = await engine.play(chess, start, { movetime: 10 });
      expect(chess.legalMoves(start)).toContainEqual(move);
      expect(move.notation).toBe('e4');
    } finally {
      await engine.quit();
    }
  });

  it("analyse reads the info line: score from the side to move's view and the pv as move objects", async () => {
    const engine = await fake('good');
    try {
      const { lines, bestMove } = await engine.analyse(chess, start, { depth: 1 });
      expect(bestMove.notation).toBe('e4');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ multipv: 1, depth: 1, score: { type: 'cp', value: 12 }, nodes: 20, nps: 2000, time: 10 });
      expect(lines[0]!.pv.map((m) => m.notation)).toEqual(['e4', 'e5']);
    } finally {
      await engine.quit();
    }
  });

  it('configure checks each value against the option the engine announced (INVALID_OPTION otherwise) and sets good ones', async () => {
    const engine = await fake('good');
    try {
      await engine.configure({ Hash: 32, ponder: true, Style: 'risky', 'Clear Hash': true });
      await expect(engine.configure({ Hash: 0 })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.configure({ Hash: 1.5 })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.configure({ Ponder: 'yes' })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.configure({ Style: 'Wild' })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.configure({ Threads: 2 })).rejects.toEqual(code('INVALID_OPTION'));
      // A line break would smuggle a second command to the engine.
      await expect(engine.configure({ Style: 'Normal\nquit' })).rejects.toEqual(code('INVALID_OPTION'));
      // The engine is still there and answers.
      expect((await engine.play(chess, start, { depth: 1 })).notation).toBe('e4');
    } finally {
      await engine.quit();
    }
  });

  it('limits are checked: none, an unknown one, a negative time or a clock of no player is INVALID_OPTION', async () => {
    const engine = await fake('good');
    try {
      await expect(engine.play(chess, start, {})).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.play(chess, start, { movetime: -5 })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.play(chess, start, { depth: 2.5 })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.play(chess, start, { seconds: 3 } as never)).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.play(chess, start, { time: { red: 1000 } })).rejects.toEqual(code('INVALID_OPTION'));
      await expect(engine.analyse(chess, start, { depth: 1 }, { multipv: 0 })).rejects.toEqual(code('INVALID_OPTION'));
    } finally {
      await engine.quit();
    }
  });

  it('a finished game is GAME_OVER before the engine is asked', async () => {
    const engine = await fake('good');
    try {
      const mated = chess.parse('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
      await expect(engine.play(chess, mated, { depth: 1 })).rejects.toEqual(code('GAME_OVER'));
    } finally {
      await engine.quit();
    }
  });

  it('a game the engine cannot play (no UCI_Variant option, asked for xiangqi) is ENGINE_FAILED naming the game', async () => {
    const engine = await fake('good');
    try {
      await expect(engine.play(xiangqi, xiangqi.setup(), { depth: 1 })).rejects.toThrow(/xiangqi/);
      await expect(engine.play(xiangqi, xiangqi.setup(), { depth: 1 })).rejects.toEqual(code('ENGINE_FAILED'));
    } finally {
      await engine.quit();
    }
  });

  it('many engines at once: each answers its own calls', async () => {
    const engines = await Promise.all([1, 2, 3, 4].map(() => fake('good')));
    try {
      expect(new Set(engines.map(pidOf)).size).toBe(4);
      const moves = await Promise.all(engines.flatMap((e) => [e.play(chess, start, { depth: 1 }), e.play(chess, start, { depth: 1 })]));
      expect(moves.map((m) => m.notation)).toEqual(Array(8).fill('e4'));
    } finally {
      await Promise.all(engines.map((e) => e.quit()));
    }
    for (const e of engines) expect(alive(pidOf(e))).toBe(false);
  });
});

describe.concurrent('an engine that misbehaves gives a coded error, never a hang', () => {
  it('dies during a search: ENGINE_FAILED with its exit code and error output; later calls fail the same way', async () => {
    const engine = await fake('dies-on-go');
    const failed = engine.play(chess, start, { movetime: 10 });
    await expect(failed).rejects.toEqual(code('ENGINE_FAILED'));
    await expect(failed).rejects.toThrow(/exit code 3.*out of cheese/);
    await expect(engine.play(chess, start, { movetime: 10 })).rejects.toEqual(code('ENGINE_FAILED'));
    await engine.quit();
  });

  it('hangs in a search: ENGINE_TIMEOUT after movetime + timeoutMs, and the process is killed', async () => {
    const engine = await fake('hangs-on-go', { timeoutMs: 1000 });
    const t0 = Date.now();
    await expect(engine.play(chess, start, { movetime: 100 })).rejects.toEqual(code('ENGINE_TIMEOUT'));
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(1050);
    expect(waited).toBeLessThan(15_000);
    expect(await gone(pidOf(engine))).toBe(true);
    await expect(engine.play(chess, start, { movetime: 10 })).rejects.toEqual(code('ENGINE_FAILED'));
  });

  it('writes garbage and no move: ENGINE_TIMEOUT quoting what it wrote', async () => {
    // Long enough for the fake engine to write its junk on a busy machine.
    const engine = await fake('garbage-on-go', { timeoutMs: 4000 });
    await expect(engine.play(chess, start, { depth: 1 })).rejects.toThrow(/zorglub/);
    await engine.quit();
  });

  it('writes a line longer than 1,000,000 characters: ENGINE_FAILED at once (not a time-out)', async () => {
    const engine = await fake('long-line', { timeoutMs: 60_000 });
    const t0 = Date.now();
    await expect(engine.play(chess, start, { depth: 1 })).rejects.toEqual(code('ENGINE_FAILED'));
    expect(Date.now() - t0).toBeLessThan(45_000);
    await engine.quit();
  });

  it('answers an illegal best move: ILLEGAL_MOVE naming the engine\'s text, and the engine stays usable', async () => {
    const engine = await fake('illegal');
    try {
      const failed = engine.play(chess, start, { depth: 1 });
      await expect(failed).rejects.toEqual(expect.objectContaining({ code: 'ILLEGAL_MOVE', detail: expect.objectContaining({ text: 'e2e5' }) }));
      await expect(failed).rejects.toThrow(/"e2e5"/);
      await expect(engine.play(chess, start, { depth: 1 })).rejects.toEqual(code('ILLEGAL_MOVE'));
    } finally {
      await engine.quit();
    }
  });

  it('answers text that is no move at all: ILLEGAL_MOVE naming it', async () => {
    const engine = await fake('nonsense');
    try {
      await expect(engine.play(chess, start, { depth: 1 })).rejects.toThrow(/☃☃/);
    } finally {
      await engine.quit();
    }
  });

  it('answers bestmove with no move, or no move ((none)) while the game goes on: ENGINE_FAILED', async () => {
    for (const fault of ['empty', 'resigns']) {
      const engine = await fake(fault);
      try {
        await expect(engine.play(chess, start, { depth: 1 })).rejects.toEqual(code('ENGINE_FAILED'));
      } finally {
        await engine.quit();
      }
    }
  });

  it('ignores quit: quit() kills it after the grace period', async () => {
    const engine = await fake('immortal', { graceMs: 200 });
    const pid = pidOf(engine);
    expect(alive(pid)).toBe(true);
    await engine.quit();
    expect(alive(pid)).toBe(false);
    await expect(engine.play(chess, start, { depth: 1 })).rejects.toEqual(code('ENGINE_FAILED'));
  });
});
