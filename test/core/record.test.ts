/**
 * GameRecord: a game in progress with history, undo and repetition counting by Zobrist hash. Chess
 * positions and facts below are from the FIDE Laws (threefold repetition, art. 9.2) and the start
 * position; Tri-Hex is the test-only game of test/fixtures.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, attempt, type Move } from '../../src/core/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { triHex } from '../fixtures/tri-hex.js';

describe('GameRecord', () => {
  it('starts at the variant\'s start position, or at a given one; another game\'s position is refused', () => {
    expect(chess.format(new GameRecord(chess).position)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const fen = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
    expect(chess.format(new GameRecord(chess, chess.parse(fen)).position)).toBe(fen);
    expect(attempt(() => new GameRecord(chess, triHex.setup() as never))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('plays move text and keeps the listed move, so UCI input is recorded in SAN', () => {
    const game = new GameRecord(chess);
    game.play('e2e4');
    game.play('e5');
    game.play('g1f3');
    expect(game.moves.map((m) => m.notation)).toEqual(['e4', 'e5', 'Nf3']);
    expect(chess.format(game.position)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  });

  it('a chess move given as UCI, tolerant SAN or its squares is recorded as the listed move of the move played', () => {
    const promoting = chess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    for (const [position, move, uci] of [
      [chess.setup(), 'e2-e4', 'e2e4'], [chess.setup(), 'Ng1f3', 'g1f3'], [chess.setup(), { from: 'b1', to: 'c3' }, 'b1c3'],
      [promoting, { from: 'e7', to: 'e8', promotion: 'N' }, 'e7e8n'], [promoting, 'e8=R+', 'e7e8r'],
    ] as const) {
      const game = new GameRecord(chess, position);
      game.play(move as never);
      const listed = chess.legalMoves(position).find((m) => m.uci === uci);
      expect(game.moves[0], JSON.stringify(move)).toEqual(listed);
    }
  });

  it('keeps the listed move, not a move object whose captures were forged', () => {
    const game = new GameRecord(chess);
    game.play({ from: 'g1', to: 'f3', captures: ['e7'], notation: 'Nf3' } as never);
    expect(game.moves[0]?.captures).toEqual([]);
    expect(chess.format(game.position)).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  });

  it('an illegal or malformed move throws the variant\'s error and records nothing', () => {
    const game = new GameRecord(chess);
    game.play('e4');
    for (const [move, code] of [['Ke3', 'ILLEGAL_MOVE'], [42, 'INVALID_ARGUMENT'], ['x'.repeat(20_000), 'INPUT_TOO_LARGE']] as const) {
      expect(attempt(() => game.play(move as never))).toMatchObject({ ok: false, error: { code } });
    }
    expect(game.moves.map((m) => m.notation)).toEqual(['e4']);
  });

  it('undo takes back the last move and returns it; at the start it is NOTHING_TO_UNDO', () => {
    const game = new GameRecord(chess);
    game.play('d4');
    game.play('d5');
    expect(game.undo().notation).toBe('d5');
    expect(chess.format(game.position)).toBe('rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1');
    expect(game.undo().notation).toBe('d4');
    expect(attempt(() => game.undo())).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    expect(game.moves).toEqual([]);
  });

  it('counts repetitions of the current position: the start recurs after Nf3 Nf6 Ng1 Ng8, a third time after four more', () => {
    const game = new GameRecord(chess);
    expect(game.repetitions()).toBe(1);
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
    expect(game.repetitions()).toBe(2);
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
    expect(game.repetitions()).toBe(3);
    // FIDE 9.2: the third occurrence lets the player to move claim a draw.
    expect(game.status()).toMatchObject({ over: false, claimableDraw: 'threefold-repetition' });
    // Taking back Ng8 returns to the position after the second Ng1, which also stood after the first.
    game.undo();
    expect(game.repetitions()).toBe(2);
  });

  it('the same placement with the other side to move is not a repetition', () => {
    const game = new GameRecord(chess);
    for (const m of ['Nf3', 'Nf6', 'Ng1']) game.play(m);
    // White's knight is home again, Black's is out: not the start position.
    expect(game.repetitions()).toBe(1);
  });

  it('history is a copy: changing it does not change the record', () => {
    const game = new GameRecord(triHex);
    game.play(triHex.legalMoves(game.position)[0] as Move);
    (game.history as unknown as unknown[]).length = 0;
    expect(game.history).toHaveLength(1);
    expect(game.moves).toHaveLength(1);
  });
});
