/**
 * Bad fairy PGN: the chess PGN's error code (`INVALID_PGN`, docs/errors.md) for text that cannot be
 * read or replayed, naming the move and its ply; deep variations read without recursion; one play
 * per move, whatever the game's length.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { janggi, parseFairyPgn, shogi, tryParseFairyPgn, writeFairyPgn, xiangqi } from '../../src/variants/fairy/index.js';

afterEach(() => vi.restoreAllMocks());

function codeOf(run: () => unknown): { code: string; message: string; detail: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message, detail: (error.detail ?? {}) as Record<string, unknown> };
    throw error;
  }
  throw new Error('expected a BoardwrightError');
}

describe('malformed fairy PGN is INVALID_PGN, as chess PGN is', () => {
  it('text that is no PGN (an unclosed variation, a tag without its value) is INVALID_PGN with its line and column', () => {
    expect(codeOf(() => parseFairyPgn('[Variant "Xiangqi"]\n\n1. Ce3 (1. Hc3 *')).code).toBe('INVALID_PGN');
    const bad = codeOf(() => parseFairyPgn('[Variant]\n\n1. Ce3 *'));
    expect(bad.code).toBe('INVALID_PGN');
    expect(bad.detail).toMatchObject({ line: 1 });
  });

  it('an illegal move names the move, its number and its ply, and keeps the game\'s reason', () => {
    // Xiangqi: Red's chariot on a1 cannot pass Red's own soldier on a4.
    const r = tryParseFairyPgn('[Variant "Xiangqi"]\n\n1. Che3 Che8 2. Ra5 *');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('INVALID_PGN');
    expect(r.error.message).toContain('move 2. Ra5');
    expect(r.error.message).toContain('ply 3');
    expect(r.error.detail).toMatchObject({ game: 1, ply: 3, moveNumber: 2, turn: xiangqi.players[0], reason: 'ILLEGAL_MOVE', token: 'Ra5' });
  });

  it('a second player\'s illegal move in a variation gives the ply it would have in the game', () => {
    const r = codeOf(() => parseFairyPgn('[Variant "Janggi"]\n\n1. Hc3 (1. Hg3 Hc8 2. Ke5) Hc8 *'));
    expect(r.code).toBe('INVALID_PGN');
    expect(r.detail).toMatchObject({ ply: 3, token: 'Ke5', turn: janggi.players[0] });
  });

  it('a Variant tag naming no fairy game is INVALID_PGN at the tag; a tag naming another game than the variant option too', () => {
    expect(codeOf(() => parseFairyPgn('[Variant "Chaturanga Deluxe"]\n\n*')).detail).toMatchObject({ line: 1, reason: 'UNKNOWN_VARIANT' });
    expect(codeOf(() => parseFairyPgn('[Variant "Shogi"]\n\n*', { variant: xiangqi })).detail).toMatchObject({ reason: 'WRONG_VARIANT' });
    expect(codeOf(() => parseFairyPgn('*', { variant: {} as never })).code).toBe('INVALID_OPTION');
  });

  it('a FEN tag that is no position of the game is INVALID_PGN with the game\'s reason', () => {
    expect(codeOf(() => parseFairyPgn('[Variant "Shogi"]\n[SetUp "1"]\n[FEN "9/9 w"]\n\n*')).detail).toMatchObject({ reason: 'INVALID_FEN' });
  });
});

describe('fairy PGN is read in linear time and without recursion', () => {
  it('variations nested 3,000 deep are read and written back (no recursion on their depth)', () => {
    const depth = 3000;
    const text = `[Variant "Xiangqi"]\n\n1. Che3 ${'(1. Hc3 '.repeat(depth)}${')'.repeat(depth)} *`;
    const [game] = parseFairyPgn(text, { maxDepth: depth + 1 });
    let line = game!.moves[0]!.variations, levels = 0;
    while (line.length > 0) {
      levels++;
      line = line[0]!.moves[0]!.variations;
    }
    expect(levels).toBe(depth);
    expect(writeFairyPgn(game!)).toMatch(/\(1\. [HN]c3 \(1\. [HN]c3/);
  });

  it('each move of a long game is played once and the moves are listed a bounded number of times per ply', () => {
    // The shogi sample (97 plies, drops and promotions); calls counted, not timed.
    const text = readFileSync(new URL('./pgn-samples/shogi.pgn', import.meta.url), 'utf8');
    const play = vi.spyOn(shogi, 'play');
    const legal = vi.spyOn(shogi, 'legalMoves');
    const moves = parseFairyPgn(text)[0]!.moves;
    expect(moves).toHaveLength(97);
    expect(play).toHaveBeenCalledTimes(moves.length);
    expect(legal.mock.calls.length).toBeLessThanOrEqual(2 * moves.length);
  });
});
