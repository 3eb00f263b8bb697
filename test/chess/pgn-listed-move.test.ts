/**
 * The PGN reader names each move's listed object as the variant's `play` resolved it (core
 * listed-move.ts), instead of replaying every legal move and comparing the positions reached:
 * reading stays linear in the game, one play per move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crazyhouse, parsePgn } from '../../src/variants/chess/index.js';

afterEach(() => vi.restoreAllMocks());

describe('the PGN reader finds each listed move without replaying the legal moves', () => {
  it('a crazyhouse game written in UCI is read with no position written out to compare', () => {
    const uci = ['e2e4', 'd7d5', 'e4d5', 'd8d5', 'b1c3', 'd5a5', 'd2d4', 'c7c6', 'g1f3', 'c8g4'];
    const format = vi.spyOn(crazyhouse, 'format');
    const [game] = parsePgn(`[Variant "Crazyhouse"]\n\n${uci.join(' ')} *`);
    expect(game!.moves.map((m) => m.move.uci)).toEqual(uci);
    expect(game!.moves.map((m) => m.move.notation)).toEqual(['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'd4', 'c6', 'Nf3', 'Bg4']);
    // The old reader wrote out the position after every legal move (some 20 to 40 a ply) to find
    // the move that reached the same one: hundreds of calls here.
    expect(format).not.toHaveBeenCalled();
  });
});
