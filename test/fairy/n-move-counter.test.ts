/**
 * Which moves reset the n-move counter (and so start a new window for repetitions), as Fairy-
 * Stockfish's current source decides (position.cpp `Position::do_move`): a capture, a drop ("Reset
 * rule 50 counter for irreversible drops"), a promotion, and a move of a piece of the side's
 * `nMoveRuleTypes` that cannot be undone (`!(PseudoMoves[0][us][pt][to] & from)`). Expected values
 * are ffish 0.7.10's FEN after the same move, which agrees with the current source on each.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, pawnback, pawnsideways, spartan } from '../../src/variants/fairy/index.js';
import type { FairyVariant } from '../../src/variants/fairy/index.js';

function played(game: FairyVariant, fen: string, ucis: readonly string[]) {
  let p = game.parse(fen);
  for (const uci of ucis) {
    const move = game.legalMoves(p).find((m) => m.uci === uci);
    if (!move) throw new Error(`${uci} is not listed in ${game.format(p)}`);
    p = game.play(p, move);
  }
  return { fen: game.format(p), status: game.status(p) };
}

describe('the n-move counter', () => {
  it('pawnback: a promotion resets it (ffish: 1Q6/5k2/8/8/1KN5/8/8/8 b - - 0 61), so no fifty-move claim follows', () => {
    const { fen, status } = played(pawnback, '8/1P3k2/8/8/1KN5/8/8/8 w - - 99 61', ['b7b8q']);
    expect(fen).toBe('1Q6/5k2/8/8/1KN5/8/8/8 b - - 0 61');
    expect(status).toEqual({ over: false, turn: 'black' });
  });
  it("spartan: a hoplite's move resets it for Black (nMoveRuleTypes[BLACK] = hoplite; ffish: … w KQ - 0 2)", () => {
    const { fen, status } = played(spartan, 'lgkcckwl/hhhhhhhh/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQ - 99 1', ['g7f6']);
    expect(fen).toBe('lgkcckwl/hhhhhh1h/5h2/8/2P5/8/PP1PPPPP/RNBQKBNR w KQ - 0 2');
    expect(status).toEqual({ over: false, turn: 'white' });
  });
  it('crazyhouse: a drop resets it (ffish: … b KQkq - 0 1)', () => {
    const { fen } = played(crazyhouse, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 5 1', ['N@e5']);
    expect(fen).toBe('rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/RNBQKBNR[n] b KQkq - 0 1');
  });
  it("pawnsideways: a pawn's sideways step is reversible and counts on (ffish: 11), its forward step resets (0)", () => {
    expect(played(pawnsideways, '4k3/8/8/8/4P3/8/8/4K3 w - - 10 1', ['e4d4']).fen).toBe('4k3/8/8/8/3P4/8/8/4K3 b - - 11 1');
    expect(played(pawnsideways, '4k3/8/8/8/4P3/8/8/4K3 w - - 10 1', ['e4e5']).fen).toBe('4k3/8/8/4P3/8/8/8/4K3 b - - 0 1');
  });
  it('pawnsideways: positions repeated by sideways pawn steps count for threefold repetition (ffish: a draw when claimed)', () => {
    const { status } = played(pawnsideways, '4k3/8/8/8/4P3/8/8/4K3 w - - 0 1', ['e4d4', 'e8e7', 'd4e4', 'e7e8', 'e4d4', 'e8e7', 'd4e4', 'e7e8']);
    expect(status).toEqual({ over: false, turn: 'white', claimableDraw: 'threefold-repetition' });
  });
  it('pawnback: a pawn step counts on, forward or back (variant.cpp pawnback_variant: nMoveRuleTypes none; ffish: 11)', () => {
    expect(played(pawnback, '4k3/8/8/8/4P3/8/8/4K3 w - - 10 1', ['e4e3']).fen).toBe('4k3/8/8/8/8/4P3/8/4K3 b - - 11 1');
    expect(played(pawnback, '4k3/8/8/8/4P3/8/8/4K3 w - - 10 1', ['e4e5']).fen).toBe('4k3/8/8/4P3/8/8/8/4K3 b - - 11 1');
  });
});
