/**
 * The chess evaluation kept move by move (material and placement updated on each move, one board scan
 * at the root) equals a fresh count of the position reached, after every kind of move: captures,
 * castling (also Chess960's), en passant, promotions. Positions: the chessprogramming.org perft
 * positions Kiwipete and 4 (castling, en passant and promotions within a few plies), a Chess960 start.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { AnyVariant } from '../../src/core/variant.js';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';

function walk(variant: AnyVariant, fen: string, seed: number): number {
  const state = variant.search(variant.parse(fen));
  const adapter = chessAdapter(variant, state);
  const rng = createRng(seed);
  const buf = new Int32Array(state.maxMoves);
  let checked = 0;
  for (let ply = 0; ply < 60; ply++) {
    const n = state.generate(buf);
    if (n === 0) break;
    const m = buf[rng.int(n)] as number;
    adapter.beforeMake?.(m, ply);
    state.make(m);
    const fresh = chessAdapter(variant, variant.search(state.position()));
    expect(Number.isSafeInteger(adapter.evaluate(ply + 1, 0))).toBe(true);
    expect(adapter.evaluate(ply + 1, 0), `${variant.format(state.position())}`).toBe(fresh.evaluate(0, 0));
    checked++;
  }
  return checked;
}

/** Every move of `fen`, each compared with a fresh count. */
function everyMove(variant: AnyVariant, fen: string): number {
  const state = variant.search(variant.parse(fen));
  const adapter = chessAdapter(variant, state);
  const buf = new Int32Array(state.maxMoves);
  const n = state.generate(buf);
  for (let i = 0; i < n; i++) {
    adapter.beforeMake?.(buf[i] as number, 0);
    state.make(buf[i] as number);
    expect(adapter.evaluate(1, 0), variant.format(state.position())).toBe(chessAdapter(variant, variant.search(state.position())).evaluate(0, 0));
    state.unmake();
  }
  return n;
}

describe('the kept chess evaluation', () => {
  it('equals a fresh count after each move of positions with en passant, promotions with and without capture, and castling both ways', () => {
    // exf6 en passant; position 4 and its mirror (b7xa8 / a2xb1 promotions, with and without capture, castling).
    expect(everyMove(chess, 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3')).toBeGreaterThan(30);
    expect(everyMove(chess, 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1')).toBe(6);
    expect(everyMove(chess, 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1')).toBe(6);
    expect(everyMove(chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1')).toBe(48);
  });

  it('equals a fresh count after every move of random games from Kiwipete, position 4 and a Chess960 start', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      checked += walk(chess, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', seed);
      checked += walk(chess, 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', seed);
      checked += walk(chess960, chess960.format(chess960.setup({ id: 518 + seed })), seed);
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('equals a fresh count after every move of random games of king of the hill, three-check, crazyhouse (drops, pieces in hand), horde (no white king) and racing kings', () => {
    let checked = 0;
    for (let seed = 1; seed <= 3; seed++) {
      for (const variant of [kingOfTheHill, threeCheck, crazyhouse, horde, racingKings] as AnyVariant[]) checked += walk(variant, variant.format(variant.setup()), seed);
    }
    expect(checked).toBeGreaterThan(300);
  });
});
