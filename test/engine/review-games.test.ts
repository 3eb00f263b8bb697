/**
 * bench/review-games.mjs, the Stockfish review of the match script's games: the comment it reads is
 * the one match.mjs writes, the phase and the classifier follow their definitions on positions whose
 * facts are plain chess (piece values 3/3/5/9, a passed pawn has no enemy pawn ahead on its file or
 * the files beside it), and Debian's Stockfish finds the queen the "bot" gives away in a short game.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chess, parsePgn } from '../../src/variants/chess/index.js';
import { openEngine } from '../../src/engine/index.js';
import { scoreComment } from '../../bench/match.mjs';
import { hangingPieces, isPassedPawn, nonPawnMaterial, phaseOf, readScoreComment, reviewGame, turningPoint, type ReviewedMove } from '../../bench/review-games.mjs';

const STOCKFISH = '/usr/games/stockfish';

describe('bench/review-games.mjs', () => {
  it("reads match.mjs's score comments back in centipawns for the bot, a mate or a score past ±10 as ±1000", () => {
    expect(readScoreComment(scoreComment({ score: 0.35, depth: 9 }, 204))).toEqual({ cp: 35, depth: 9, ms: 200 });
    expect(readScoreComment(scoreComment({ score: -(1_000_000 - 5), depth: 6 }, 10))).toEqual({ cp: -1000, depth: 6, ms: 10 });
    expect(readScoreComment('+12.50/3 0.20s')!.cp).toBe(1000);
    expect(readScoreComment('a human remark')).toBeUndefined();
  });

  it('the phase: plies 1–20 are the opening; after that an endgame at most 26 points of knights, bishops (3), rooks (5) and queens (9)', () => {
    const start = chess.setup().board;
    expect(nonPawnMaterial(start)).toBe(62);
    expect(phaseOf(20, start)).toBe('opening');
    expect(phaseOf(21, start)).toBe('middlegame');
    // Queen and rook each (28): still a middlegame; rook and bishop each (16): an endgame.
    expect(phaseOf(60, chess.parse('r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 30').board)).toBe('middlegame');
    expect(phaseOf(60, chess.parse('r1b1k3/8/8/8/8/8/8/R1B1K3 w - - 0 30').board)).toBe('endgame');
  });

  it('a passed pawn has no enemy pawn ahead on its own or a neighbouring file', () => {
    const board = chess.parse('4k3/3p4/8/4P3/8/1p6/P7/4K3 w - - 0 1').board;
    expect(isPassedPawn(board, 'e5')).toBe(false); // d7 is ahead on a neighbouring file
    expect(isPassedPawn(board, 'a2')).toBe(false); // b3 is ahead on a neighbouring file
    expect(isPassedPawn(board, 'd7')).toBe(false); // e5 is ahead of it (seen from Black) on a neighbouring file
    expect(isPassedPawn(board, 'b3')).toBe(false); // a2 is ahead of it, seen from Black
    const free = chess.parse('4k3/8/8/8/8/5p2/P7/4K3 w - - 0 1').board;
    expect(isPassedPawn(free, 'a2')).toBe(true); // no black pawn on a or b
    expect(isPassedPawn(free, 'f3')).toBe(true); // no white pawn on e, f or g below it
    expect(isPassedPawn(free, 'e1')).toBe(false); // a king, not a pawn
  });

  it('a hanging piece: one the opponent takes with a cheaper piece, or one it takes and nothing takes back', () => {
    // Black to move: the knight on e5 is attacked by the d6 pawn (cheaper); the bishop on h3 by nothing.
    expect(hangingPieces(chess, chess.parse('4k3/8/3p4/4N3/8/7B/8/4K3 b - - 0 1'))).toEqual(['Ne5']);
    // The rook on d4 is attacked by the rook on d8 and defended by the king: not hanging.
    expect(hangingPieces(chess, chess.parse('3rk3/8/8/8/3R4/4K3/8/8 b - - 0 1'))).toEqual([]);
    // Undefended, it is.
    expect(hangingPieces(chess, chess.parse('3rk3/8/8/8/3R4/8/8/6K1 b - - 0 1'))).toEqual(['Rd4']);
  });

  it('a lost game turns at the first bot move after which Stockfish keeps the bot at −200 or below; earlier recovered dips do not count', () => {
    const m = (sfAfter: number, loss: number, extra = {}) => ({ sfAfter, loss, blunder: loss >= 150, ...extra }) as unknown as ReviewedMove;
    const reviewed = [m(0, 0), m(-250, 250), m(-150, 0), m(-180, 60), m(-300, 120), m(-600, 0), { lost: true } as unknown as ReviewedMove];
    const turn = turningPoint(reviewed)!;
    expect(turn.move).toBe(reviewed[4]);
    expect(turn.byBlunder).toBe(false);
    expect([turn.blundersBefore, turn.smallerBefore]).toEqual([1, 1]);
    // A game the bot holds at the end has no turning point.
    expect(turningPoint([m(-300, 300), m(-100, 0)])).toBeUndefined();
  });

  it.skipIf(!existsSync(STOCKFISH))("Stockfish's review: the bot's 3. Qxe5 (the knight on c6 takes the queen) is a blunder involving a capture and a hanging piece; 2. Qh5 is not", async () => {
    const [game] = parsePgn('[BotSide "white"]\n\n1. e4 e5 2. Qh5 {+0.20/5 0.20s} 2... Nc6 3. Qxe5 {+0.90/5 0.20s} 3... Nxe5 *', { variant: chess });
    const engine = await openEngine(STOCKFISH, { options: { Threads: 1, Hash: 16 } });
    try {
      const reviewed = await reviewGame({ chess, engine, game: game!, limits: { nodes: 20_000 }, threshold: 150 });
      expect(reviewed.map((r) => r.ply)).toEqual([3, 5]);
      expect(reviewed[0]!.blunder).toBe(false);
      const blunder = reviewed[1]!;
      expect(blunder.blunder).toBe(true);
      // A queen for a pawn: far more than 150 cp from the bot's side.
      expect(blunder.loss).toBeGreaterThan(500);
      expect(blunder.sfAfter).toBeLessThan(-500);
      expect(blunder.tags).toEqual(expect.arrayContaining(['capture', 'hanging piece']));
      expect(blunder.phase).toBe('opening');
    } finally {
      await engine.quit();
    }
  });
});
