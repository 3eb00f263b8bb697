/**
 * King safety counted inside the mobility walk (chess-mobility.ts's `mobility` with the kings' zones,
 * then chess-king-safety.ts's `kingSafetyAfterMobility`) against the form that walks the enemy
 * pieces' rays again (`kingSafety`): the same score on every reference position and on positions of
 * seeded random games, and mobility's own score unchanged by the zones.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reachMasks } from '../../src/bot/chess-adapter.js';
import { mobility, mobilityScore } from '../../src/bot/chess-mobility.js';
import { fillKingZones, kingSafety, kingSafetyAfterMobility, kingZones } from '../../src/bot/chess-king-safety.js';
import { fillPawnSets } from '../../src/bot/chess-pawn-sets.js';
import { chess } from '../../src/variants/chess/index.js';
import type { ChessState } from '../../src/variants/chess/state.js';
import { createRng } from '../../src/core/random.js';
import { squareSets } from './chess-square-sets.js';

/** The reference positions (chessprogramming.org and perft suites) in standard chess's castling text that standard chess reads (some hold a side without a king). */
const referencePositions = (): unknown[] =>
  readFileSync(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 'utf8').trim().split('\n')
    .map((line) => (JSON.parse(line) as { fen: string }).fen)
    .filter((fen) => /^[KQkq-]+$/.test(fen.split(' ')[2] as string))
    .flatMap((fen) => { const r = chess.tryParse(fen); return r.ok ? [r.value] : []; });

/** Positions of seeded random games from the start (every fourth ply of 40 games of up to 120 plies). */
function randomGamePositions(): unknown[] {
  const fens: unknown[] = [];
  const rng = createRng(12345);
  for (let game = 0; game < 40; game++) {
    let position = chess.setup();
    for (let ply = 0; ply < 120; ply++) {
      const moves = chess.legalMoves(position);
      if (moves.length === 0) break;
      position = chess.play(position, moves[rng.int(moves.length)]!);
      if (ply % 4 === 3) fens.push(position);
    }
  }
  return fens;
}

/** `[fused, unfused, mobility with zones, mobility without]` king safety and mobility scores of `fen`. */
function scores(position: unknown): { fused: number; walked: number; mobility: number[]; plain: number[] } {
  const state = chess.search(position as never) as unknown as ChessState;
  const b = state.sq, occupied = squareSets(state);
  const masks = reachMasks(state.tables), wk = state.kingSq[0] as number, bk = state.kingSq[1] as number;
  fillPawnSets(b, occupied, 0);
  const walked = new Int32Array(2), fused = new Int32Array(2);
  kingSafety(masks, b, occupied, 0, wk, bk, walked);
  mobility(masks, b, occupied, 0);
  const plain = Array.from(mobilityScore);
  fillKingZones(masks, wk, bk);
  mobility(masks, b, occupied, 0, kingZones);
  const withZones = Array.from(mobilityScore);
  kingSafetyAfterMobility(wk, bk, fused);
  return { fused: fused[0] as number, walked: walked[0] as number, mobility: withZones, plain };
}

describe('king safety fused into the mobility walk', () => {
  it('scores what the separate walk scores, and leaves mobility as it was, on 6,939 reference positions and 1,199 random-game positions', () => {
    const fens = [...referencePositions(), ...randomGamePositions()];
    expect(fens.length).toBeGreaterThan(8000);
    let attacked = 0;
    for (const fen of fens) {
      const s = scores(fen);
      if (s.fused !== s.walked) expect({ fen: chess.format(fen as never), fused: s.fused }).toEqual({ fen: chess.format(fen as never), fused: s.walked });
      if (s.mobility.join() !== s.plain.join()) expect({ fen: chess.format(fen as never), mobility: s.mobility }).toEqual({ fen: chess.format(fen as never), mobility: s.plain });
      if (s.walked !== 0) attacked++;
    }
    // Not a vacuous match: most positions have some king safety to count.
    expect(attacked).toBeGreaterThan(fens.length / 2);
  });
});
