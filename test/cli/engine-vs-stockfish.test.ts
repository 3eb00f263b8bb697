/**
 * Our `boardwright uci` and `boardwright usi` loaded by a client we did not write for it —
 * boardwright/engine, which drives Stockfish the same way — and played against Debian's Stockfish
 * and Fairy-Stockfish: short games here (the quick tier); whole games in the heavy tier
 * (engine-vs-stockfish.heavy.test.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { minishogi } from '../../src/variants/fairy/index.js';
import { openEngine } from '../../src/engine/index.js';
import { openCli, playGame, useBundledCli } from './engine-match.js';

const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const cliFile = useBundledCli();

describe('boardwright uci through openEngine', () => {
  it('the handshake: our name and the UCI_Variant and UCI_Chess960 options; analyse reads our info lines', async () => {
    const engine = await openCli(cliFile(), 'uci');
    try {
      expect(engine.name).toMatch(/^boardwright /);
      expect(engine.options.get('uci_variant')?.vars).toContain('xiangqi');
      expect(engine.options.has('uci_chess960')).toBe(true);
      const p = chess.parse('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
      const { bestMove, lines } = await engine.analyse(chess, p, { depth: 3 });
      expect(bestMove.notation).toBe('Ra8#');
      expect(lines[0]).toMatchObject({ multipv: 1, score: { type: 'mate', value: 1 } });
      expect(lines[0]!.pv.map((m) => m.notation)).toEqual(['Ra8#']);
    } finally {
      await engine.quit();
    }
  });

  it.skipIf(!existsSync(STOCKFISH))('plays 16 plies of chess against Stockfish, each move legal', async () => {
    const [ours, stockfish] = await Promise.all([openCli(cliFile(), 'uci'), openEngine(STOCKFISH, { options: { Threads: 1 } })]);
    try {
      const game = await playGame(chess, [ours, stockfish], [{ movetime: 100 }, { movetime: 20 }], 16);
      expect(game.plies).toBeGreaterThan(0);
      expect(game.plies === 16 || game.status.over).toBe(true);
    } finally {
      await Promise.all([ours.quit(), stockfish.quit()]);
    }
  });
});

describe.skipIf(!existsSync(FAIRY))('boardwright usi through openEngine', () => {
  it('plays 10 plies of minishogi against Fairy-Stockfish over USI', async () => {
    const [ours, fairy] = await Promise.all([openCli(cliFile(), 'usi'), openEngine(FAIRY, { protocol: 'usi' })]);
    try {
      const game = await playGame(minishogi, [ours, fairy], [{ movetime: 100 }, { depth: 2 }], 10);
      expect(game.plies === 10 || game.status.over).toBe(true);
    } finally {
      await Promise.all([ours.quit(), fairy.quit()]);
    }
  });
});
