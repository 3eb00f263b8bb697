/**
 * Mop-up in won pawnless endings (src/bot/chess-mop-up.ts): a queen or a rook against a bare king
 * is a forced mate in theory (at most 10 moves for KQ v K, 16 for KR v K by the endgame
 * tablebases), but the mate lies beyond the search's horizon;
 * the bonus for driving the lonely king to the edge and bringing the kings together gives the search
 * a way there. Played out at a fixed node budget (5,000 nodes a move, both sides the bot with a
 * memory each), the side ahead mates before the fifty-move rule ends the game. The build without
 * mop-up drew three of these six by the fifty-move rule at this budget. (KQ v KR, 35 moves at
 * worst, is not always mated at this budget: with the deeper pruning of session 19 the bot drew
 * 8/8/8/4k3/8/2r5/8/3QK3 w by the fifty-move rule, so it is not a case here.)
 */
import { describe, expect, it } from 'vitest';
import { analyse, createBotMemory } from '../../src/bot/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { GameRecord } from '../../src/index.js';

/** How the game from `fen` ends with the bot on both sides: the reason and the winner, or 'cap' after 200 plies. */
const playOut = (fen: string): string => {
  const record = new GameRecord(chess, chess.parse(fen));
  const memory = { white: createBotMemory(), black: createBotMemory() };
  for (let plies = 0; plies < 200; plies++) {
    const status = chess.status(record.position);
    if (status.over) return `${status.reason} ${status.winner ?? ''}`;
    if (status.claimableDraw !== undefined) return status.claimableDraw;
    record.play(analyse(chess, record.position, { maxNodes: 5000, seed: plies + 1, memory: memory[record.position.turn] }).move);
  }
  return 'cap';
};

describe('mop-up (chess)', () => {
  it.each([
    ['8/8/8/4k3/8/8/8/3QK3 w - - 0 1', 'white'],
    ['8/8/8/2K5/8/5k2/8/q7 b - - 0 1', 'black'],
    ['8/8/8/3k4/8/8/8/R3K3 w - - 0 1', 'white'],
    ['8/8/2k5/8/8/5K2/8/7R w - - 0 1', 'white'],
    ['8/8/8/8/8/2k5/8/R3K3 w - - 0 1', 'white'],
    ['4k3/8/8/8/8/8/8/4K2R b - - 0 1', 'white'],
  ])('from %s the bot mates for %s within the fifty-move rule', (fen, winner) => {
    expect(playOut(fen)).toBe(`checkmate ${winner}`);
  });
});
