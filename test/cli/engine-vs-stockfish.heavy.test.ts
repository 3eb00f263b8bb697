/**
 * Whole games of our `boardwright uci` / `boardwright usi` against Debian's Stockfish and
 * Fairy-Stockfish, both sides driven by boardwright/engine: chess against Stockfish, xiangqi
 * against Fairy-Stockfish over UCI with UCI_Variant, shogi against Fairy-Stockfish over USI. Each
 * game runs to its end — the game's own, or a draw a player may claim, since engines never claim
 * (a xiangqi game on main once shuffled 600 plies past its fifty-move claim) — within a ply cap;
 * every move is one the engine answered and the game listed. No strength threshold: strength lives in bench/.
 *
 * Both sides search a fixed number of nodes (`go nodes`), one thread, no Skill Level (Stockfish picks
 * its weakened move with a clock-seeded random number): each game is the same game on every run, on a
 * quiet or a loaded machine. With `go movetime` the moves depended on the load, and so did whether a
 * game ended within the cap.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { openEngine, type Engine } from '../../src/engine/index.js';
import type { Move, Position, Variant } from '../../src/core/index.js';
import { openCli, playGame, useBundledCli } from './engine-match.js';

const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const cliFile = useBundledCli();
/** Nodes a move for each side (ours: for each depth of its iterative deepening). */
const NODES = 1000;
/**
 * A game's time-out: generous, since only the time depends on the load (the moves do not) — the
 * longest game took 57 s at load 35 (46 plies of shogi).
 */
const GAME_MS = 600_000;

async function wholeGame<P extends Position, M extends Move>(variant: Variant<P, M, never>, ours: Promise<Engine>, theirs: Promise<Engine>): Promise<void> {
  const [a, b] = await Promise.all([ours, theirs]);
  try {
    const game = await playGame(variant, [a, b], [{ nodes: NODES }, { nodes: NODES }], 600, true);
    expect(game.status.over || game.status.claimableDraw !== undefined, `${variant.id}: ${game.plies} plies, ${JSON.stringify(game.status)}`).toBe(true);
  } finally {
    await Promise.all([a.quit(), b.quit()]);
  }
}

describe('whole games of the reference bot as an engine against native engines', () => {
  it.skipIf(!existsSync(STOCKFISH))('chess against Stockfish, to the end', async () => {
    await wholeGame(chess, openCli(cliFile(), 'uci'), openEngine(STOCKFISH, { options: { Threads: 1 } }));
  }, GAME_MS);

  it.skipIf(!existsSync(FAIRY))('xiangqi against Fairy-Stockfish (UCI_Variant xiangqi), to the end', async () => {
    await wholeGame(xiangqi, openCli(cliFile(), 'uci'), openEngine(FAIRY, { options: { Threads: 1 } }));
  }, GAME_MS);

  it.skipIf(!existsSync(FAIRY))('shogi against Fairy-Stockfish over USI, to the end', async () => {
    await wholeGame(shogi, openCli(cliFile(), 'usi'), openEngine(FAIRY, { protocol: 'usi', options: { Threads: 1 } }));
  }, GAME_MS);
});
