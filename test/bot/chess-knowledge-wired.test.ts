/**
 * The chess adapter's evaluation counts passed pawns (src/bot/chess-knowledge.ts): one ply deep
 * (plus the capture search), where the choice is the evaluation's, the bot picks a move Stockfish
 * approves of and the evaluation without the term does not. The moves' scores are Debian's
 * Stockfish 15.1 (`go depth 20 searchmoves <move>` for each legal move), from the side to move's
 * view; the position comes from the bot's own self-play.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/bot/index.js';
import { chess } from '../../src/variants/chess/index.js';

const choice = (fen: string): string => analyse(chess, chess.parse(fen), { maxDepth: 1, seed: 1 }).move.uci;

describe('the chess evaluation with passed pawns', () => {
  it('counts the kings\' race to a passed pawn: one ply deep, the black king on d4 heads for the two white passed pawns, not away from them', () => {
    // Stockfish (depth 20): after Ke5 or Kd5 Black is lost (−15.7 and −15.6) but not mated; after
    // Kc3, Kd3, Kc4 (mate in 21) or Kc5 (−22.8) it is worse. The bot without passed pawns plays Kc3.
    expect(['d4e5', 'd4d5']).toContain(choice('R7/8/8/8/3k2P1/5P2/5K2/8 b - - 0 52'));
  });

  it('counts king safety: one ply deep, White plays d4-d5 into Black\'s uncastled king\'s front, which Stockfish scores far above every other move', () => {
    // From the bot's self-play (pos-3.txt). Stockfish 15.1 at depth 16, each legal move searched
    // alone: d4d5 +4.59 (it hits the bishop on e6 and the knight on c6), then d4c5 +1.25, c1e3 +1.04
    // and the rest lower; c3d5, the bot's move without king safety, +0.25. On d5 the pawn storms
    // the files in front of Black's king on e8, which the term counts against Black.
    expect(choice('r2qkbnr/pp2pppp/2npb3/2p5/3PP3/2N2N2/PPP2PPP/R1BQKB1R w KQkq - 3 5')).toBe('d4d5');
  });
});
