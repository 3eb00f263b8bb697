/**
 * Helpers for playing our `boardwright uci|usi` command against native engines through
 * boardwright/engine: the command bundled from the sources (no build needed), and one game.
 */
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Move, Position, Status, Variant } from '../../src/core/index.js';
import { openEngine, type Engine, type EngineLimits } from '../../src/engine/index.js';

/** Bundles src/cli/main.ts into a temporary file; returns it and a clean-up. */
export async function bundleCli(): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-cli-'));
  const file = join(dir, 'cli.mjs');
  await build({ entryPoints: [fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'node', outfile: file, logLevel: 'silent' });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** In a test file: the command bundled before its tests and removed after; call the getter in a test for the file. */
export function useBundledCli(): () => string {
  let cli: Awaited<ReturnType<typeof bundleCli>> | undefined;
  beforeAll(async () => {
    cli = await bundleCli();
  });
  afterAll(() => cli?.remove());
  return () => (cli as { file: string }).file;
}

/** Our command as an engine. */
export function openCli(file: string, protocol: 'uci' | 'usi'): Promise<Engine> {
  return openEngine(process.execPath, { args: [file, protocol], protocol, timeoutMs: 30_000 });
}

/**
 * Plays one game, engines by player in turn order, until it ends or `maxPlies`; every move is one
 * the engine answered and the game listed. With `stopAtClaim`, a draw a player may claim (fifty
 * moves, repetition) also ends it: engines over UCI/USI never claim, so a drawn ending between two
 * of them can shuffle on for hundreds of plies — an arbiter would have ended it at the claim.
 */
export async function playGame<P extends Position, M extends Move>(variant: Variant<P, M, never>, engines: readonly Engine[], limits: readonly EngineLimits[], maxPlies: number, stopAtClaim = false): Promise<{ plies: number; status: Status; moves: M[] }> {
  let position = variant.setup();
  const moves: M[] = [];
  const ended = (s: Status): boolean => s.over || (stopAtClaim && s.claimableDraw !== undefined);
  for (let ply = 0; ply < maxPlies && !ended(variant.status(position)); ply++) {
    const side = variant.players.indexOf(position.turn);
    const move = await (engines[side] as Engine).play(variant, position, limits[side] as EngineLimits);
    moves.push(move);
    position = variant.play(position, move);
  }
  return { plies: moves.length, status: variant.status(position), moves };
}
