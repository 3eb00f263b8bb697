/**
 * `boardwright uci` and `boardwright usi` in process: the commands a GUI sends, one at a time,
 * and what the reference bot answers (the handshake with its games, positions with moves, `go`
 * limits, `info` lines, `stop` of an infinite search, `isready` while searching).
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant } from '../../src/core/index.js';
import type { Cli } from '../../src/cli/io.js';
import { run } from '../../src/cli/run.js';
import { installedGames } from '../../src/cli/installed.js';
import { chess, chess960 } from '../../src/variants/chess/index.js';
import { shogi, xiangqi } from '../../src/variants/fairy/index.js';

/** A GUI at the other end of the pipe: sends lines, waits for the engine's. */
class Gui {
  private out = '';
  private read = 0;
  private readonly pending: string[] = [];
  private wake: (() => void) | undefined;
  private closed = false;
  readonly exit: Promise<number>;

  constructor(command: 'uci' | 'usi', variants: readonly AnyVariant[] = installedGames) {
    const cli: Cli = { variants, stdout: { write: (t) => void (this.out += t) }, stderr: { write: (t) => void (this.out += t) }, version: '9.8.7', now: () => performance.now() };
    const self = this;
    this.exit = run([command], cli, {
      lines: async function* () {
        for (;;) {
          while (self.pending.length) yield self.pending.shift() as string;
          if (self.closed) return;
          await new Promise<void>((resolve) => (self.wake = resolve));
        }
      },
    });
  }

  send(...lines: string[]): void {
    this.pending.push(...lines);
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  /** The engine's lines up to and including the first that matches `until` (after those already read). */
  async until(until: RegExp, ms = 30_000): Promise<string[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const lines = this.out.slice(this.read).split('\n');
      const index = lines.slice(0, -1).findIndex((l) => until.test(l));
      if (index >= 0) {
        const got = lines.slice(0, index + 1);
        this.read += got.join('\n').length + 1;
        return got;
      }
      if (Date.now() > deadline) throw new Error(`no line matching ${until} in ${JSON.stringify(this.out.slice(this.read, this.read + 500))}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

const bestmove = async (gui: Gui): Promise<string> => ((await gui.until(/^bestmove /)).at(-1) as string).split(' ')[1] as string;

describe('boardwright uci', () => {
  it('the handshake names the engine and offers every game with UCI text as a UCI_Variant (chess, the lichess games, the fairy games), then uciok', async () => {
    const gui = new Gui('uci');
    gui.send('uci');
    const lines = await gui.until(/^uciok$/);
    expect(lines[0]).toBe('id name boardwright 9.8.7');
    const combo = lines.find((l) => l.startsWith('option name UCI_Variant type combo default chess '));
    const vars = (combo as string).split(' var ').slice(1);
    for (const name of ['chess', '3check', 'kingofthehill', 'racingkings', 'crazyhouse', 'atomic', 'horde', 'antichess', 'xiangqi', 'makruk', 'janggi', 'shogi', 'capablanca', 'seirawan']) expect(vars).toContain(name);
    expect(vars).not.toContain('draughts');
    expect(lines).toContain('option name UCI_Chess960 type check default false');
    gui.send('isready');
    await gui.until(/^readyok$/);
    gui.send('quit');
    expect(await gui.exit).toBe(0);
  });

  it('position startpos moves …: the search starts after the moves (1.e4 e5 2.Nf3: a black move comes back)', async () => {
    const gui = new Gui('uci');
    gui.send('uci', 'ucinewgame', 'position startpos moves e2e4 e7e5 g1f3', 'go depth 2');
    const lines = await gui.until(/^bestmove /);
    const after = ['e4', 'e5', 'Nf3'].reduce((p, m) => chess.play(p, m), chess.setup());
    const best = (lines.at(-1) as string).split(' ')[1];
    expect(chess.legalMoves(after).map((m) => m.uci)).toContain(best);
    // An info line per finished depth, with depth, score, nodes, nps and pv.
    expect(lines.filter((l) => /^info depth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ pv \S+$/.test(l)).map((l) => l.split(' ')[2])).toEqual(['1', '2']);
    gui.close();
    await gui.exit;
  });

  it('position fen … moves …, a mate in one found and scored mate 1', async () => {
    const gui = new Gui('uci');
    gui.send('position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'go depth 3');
    const lines = await gui.until(/^bestmove /);
    expect(lines.at(-1)).toBe('bestmove a1a8');
    expect(lines.some((l) => / score mate 1 /.test(l))).toBe(true);
    gui.close();
    await gui.exit;
  });

  it('a side about to be mated reads mate -1 in moves (black Ka8: Kb8, h6 or h5, and Rg8# follows each: two plies, one move)', async () => {
    const gui = new Gui('uci');
    gui.send('position fen k7/7p/1K6/8/8/8/8/6R1 b - - 0 1', 'go depth 4');
    const lines = await gui.until(/^bestmove /);
    expect(['a8b8', 'h7h6', 'h7h5']).toContain((lines.at(-1) as string).split(' ')[1]);
    expect(lines.filter((l) => l.startsWith('info depth')).at(-1)).toMatch(/ score mate -1 /);
    gui.close();
    await gui.exit;
  });

  it('go infinite searches until stop; isready is answered while it searches', async () => {
    const gui = new Gui('uci');
    gui.send('position startpos', 'go infinite');
    await gui.until(/^info depth 1 /);
    gui.send('isready');
    const before = await gui.until(/^readyok$/);
    expect(before.some((l) => l.startsWith('bestmove'))).toBe(false);
    gui.send('stop');
    expect(chess.legalMoves(chess.setup()).map((m) => m.uci)).toContain(await bestmove(gui));
    gui.close();
    await gui.exit;
  });

  it('go wtime/btime/winc/binc: answers within its share of the clock', async () => {
    const gui = new Gui('uci');
    gui.send('position startpos', 'go wtime 3000 btime 3000 winc 0 binc 0');
    const t0 = Date.now();
    await bestmove(gui);
    // An even share of 3 s over 30 moves is 100 ms; a busy machine may add to it, never ten times.
    expect(Date.now() - t0).toBeLessThan(3000);
    gui.close();
    await gui.exit;
  });

  it('UCI_Variant xiangqi and UCI_Chess960: moves in the engine text of each game', async () => {
    const gui = new Gui('uci');
    gui.send('setoption name UCI_Variant value xiangqi', 'position startpos moves h3e3', 'go depth 1');
    const after = xiangqi.play(xiangqi.setup(), xiangqi.legalMoves(xiangqi.setup()).find((m) => m.uci === 'h3e3')!);
    expect(xiangqi.legalMoves(after).map((m) => m.uci)).toContain(await bestmove(gui));
    // Chess960: castling is king takes rook. With the king on f1 and the rook on h1, f1h1 castles.
    gui.send('setoption name UCI_Variant value chess', 'setoption name UCI_Chess960 value true', 'position fen 4k3/8/8/8/8/8/5PPP/5K1R w K - 0 1 moves f1h1 e8d8', 'go depth 1');
    const p = chess960.play(chess960.play(chess960.parse('4k3/8/8/8/8/8/5PPP/5K1R w K - 0 1'), 'O-O'), 'Kd8');
    const best = await bestmove(gui);
    expect(chess960.legalMoves(p).some((m) => (m.kind === 'castle' ? m.from + m.rookFrom : m.uci) === best)).toBe(true);
    gui.close();
    await gui.exit;
  });

  it('a position it cannot read, or an illegal move in it, is reported as info string and the last position stays', async () => {
    const gui = new Gui('uci');
    gui.send('position startpos moves e2e4', 'position fen not a fen', 'position startpos moves e2e5', 'go depth 1');
    const lines = await gui.until(/^bestmove /);
    expect(lines.filter((l) => l.startsWith('info string')).length).toBe(2);
    // Still the position after 1.e4: black to move.
    const best = (lines.at(-1) as string).split(' ')[1];
    expect(chess.legalMoves(chess.play(chess.setup(), 'e4')).map((m) => m.uci)).toContain(best);
    gui.close();
    await gui.exit;
  });

  it('the table is kept from search to search until ucinewgame (a second go of one position needs far fewer nodes; after ucinewgame as many as the first); Hash sets its size', async () => {
    const gui = new Gui('uci');
    gui.send('uci');
    expect(await gui.until(/^uciok$/)).toContain('option name Hash type spin default 16 min 1 max 1024');
    const nodesAtDepth5 = async (): Promise<number> => {
      gui.send('position fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', 'go depth 5');
      const line = (await gui.until(/^bestmove /)).find((l) => l.startsWith('info depth 5 ')) as string;
      return Number(/ nodes (\d+) /.exec(line)?.[1]);
    };
    gui.send('setoption name Hash value 8', 'ucinewgame');
    const first = await nodesAtDepth5();
    const second = await nodesAtDepth5();
    gui.send('ucinewgame');
    const afterNewGame = await nodesAtDepth5();
    expect(second).toBeLessThan(first / 2);
    expect(afterNewGame).toBe(first);
    gui.send('isready');
    expect((await gui.until(/^readyok$/)).some((l) => l.includes('unknown option'))).toBe(false);
    gui.close();
    await gui.exit;
  });

  it('a finished game answers bestmove (none)', async () => {
    const gui = new Gui('uci');
    gui.send('position fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 'go depth 2');
    expect(await bestmove(gui)).toBe('(none)');
    gui.close();
    await gui.exit;
  });
});

describe('boardwright usi', () => {
  it('usi handshake offers the shogi family as USI_Variant; position sfen … moves … and go byoyomi answer a USI move', async () => {
    const gui = new Gui('usi');
    gui.send('usi');
    const lines = await gui.until(/^usiok$/);
    const vars = (lines.find((l) => l.startsWith('option name USI_Variant type combo default shogi ')) as string).split(' var ').slice(1);
    expect(vars).toEqual(expect.arrayContaining(['shogi', 'minishogi', 'kyotoshogi']));
    expect(vars).not.toContain('chess');
    gui.send('usinewgame', 'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d', 'go btime 0 wtime 0 byoyomi 300');
    const best = await bestmove(gui);
    const after = ['7g7f', '3c3d'].reduce((p, m) => shogi.play(p, m), shogi.setup());
    expect(shogi.legalMoves(after).map((m) => m.usi)).toContain(best);
    gui.send('quit');
    expect(await gui.exit).toBe(0);
  });
});
