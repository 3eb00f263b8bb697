/**
 * The finished-game convention in the chess family (docs/errors.md): once `status(p).over` is
 * true, `legalMoves(p)` is empty and `play` refuses every move with `GAME_OVER` — for checkmate,
 * stalemate and each variant's own end. The one documented exception is an automatic draw
 * (insufficient material, fivefold repetition, the 75-move rule), where the laws of movement are
 * still listed because published perft counts walk through such positions.
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant } from '../../src/core/index.js';
import { isBoardwrightError } from '../../src/core/errors.js';

/** The code `play` throws for `move`, or 'played'. */
function codeOf(variant: AnyVariant, p: unknown, move: unknown): string {
  try {
    variant.play(p as never, move as never);
    return 'played';
  } catch (error) {
    return isBoardwrightError(error) ? error.code : String(error);
  }
}

interface Ended { readonly variant: AnyVariant; readonly fen: string; readonly status: object; readonly tries: readonly string[] }

/** Finished positions worked out from each variant's rules (lichess), with moves the pieces could otherwise make. */
const ENDED: readonly Ended[] = [
  { variant: chess as unknown as AnyVariant, fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', status: { over: true, winner: 'black', reason: 'checkmate' }, tries: ['a3', 'a2a3'] },
  { variant: chess960 as unknown as AnyVariant, fen: '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', status: { over: true, draw: 'stalemate', reason: 'stalemate' }, tries: ['Kh7', 'h8g8'] },
  // King of the hill: White's king stands on e4 — the game is over, Black's king could still move.
  { variant: kingOfTheHill as unknown as AnyVariant, fen: '8/8/8/8/4K3/8/8/7k b - - 0 1', status: { over: true, winner: 'white', reason: 'king-of-the-hill' }, tries: ['Kg1', 'h1g1'] },
  // Three-check: White has given its third check (0 left); Black's king could step out of it.
  { variant: threeCheck as unknown as AnyVariant, fen: 'R3k3/8/8/8/8/8/8/4K3 b - - 0+3 0 1', status: { over: true, winner: 'white', reason: 'three-checks' }, tries: ['Ke7', 'e8e7'] },
  // Racing kings: Black's king has reached the eighth rank (White's cannot catch up: it is Black's... White to move, too far).
  { variant: racingKings as unknown as AnyVariant, fen: '4k3/8/8/8/8/8/8/K7 w - - 0 1', status: { over: true, winner: 'black', reason: 'king-reached-the-goal' }, tries: ['Kb2', 'a1b2'] },
  // Atomic: Black's king has exploded; White's rook could still move.
  { variant: atomic as unknown as AnyVariant, fen: '8/8/8/8/8/8/8/R3K3 w - - 0 1', status: { over: true, winner: 'white', reason: 'king-exploded' }, tries: ['Ra2', 'a1a2'] },
  // Antichess: White has lost every piece and has won, although Black is to move and has a king that could move.
  { variant: antichess as unknown as AnyVariant, fen: '8/8/8/8/8/8/8/k7 b - - 0 1', status: { over: true, winner: 'white', reason: 'no-pieces' }, tries: ['Kb1', 'a1a2'] },
  // Antichess: the side to move has lost every piece: it has won.
  { variant: antichess as unknown as AnyVariant, fen: '8/8/8/8/8/8/8/k7 w - - 0 1', status: { over: true, winner: 'white', reason: 'no-pieces' }, tries: ['Kb1'] },
  // Antichess: stalemated (the pawn is blocked), and that wins.
  { variant: antichess as unknown as AnyVariant, fen: '8/8/8/8/8/p7/P7/8 w - - 0 1', status: { over: true, winner: 'white', reason: 'stalemate' }, tries: ['a3'] },
  // Horde: the horde is gone, Black wins whoever is to move.
  { variant: horde as unknown as AnyVariant, fen: '4k3/8/8/8/8/8/8/8 b - - 0 1', status: { over: true, winner: 'black', reason: 'no-pieces' }, tries: ['Kd7', 'e8d7'] },
  { variant: crazyhouse as unknown as AnyVariant, fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR[] w KQkq - 1 3', status: { over: true, winner: 'black', reason: 'checkmate' }, tries: ['a3', 'N@e3'] },
];

describe('a finished game lists no moves and refuses every move with GAME_OVER, in every chess variant', () => {
  for (const { variant, fen, status, tries } of ENDED) {
    it(`${variant.id}: ${fen} is over (${JSON.stringify(status)}), lists no moves, and play refuses ${tries.join(', ')} with GAME_OVER`, () => {
      const p = variant.parse(fen);
      expect(variant.status(p)).toMatchObject(status);
      expect(variant.legalMoves(p)).toEqual([]);
      for (const move of tries) expect(codeOf(variant, p, move), move).toBe('GAME_OVER');
      expect(variant.tryPlay(p, tries[0]!).ok).toBe(false);
    });
  }
  it('a move object listed before the end is refused with GAME_OVER after it (king of the hill: Kd4 ends the game)', () => {
    const p = kingOfTheHill.parse('8/8/8/8/8/3K4/8/7k w - - 0 1');
    const won = kingOfTheHill.play(p, 'Kd4');
    const old = kingOfTheHill.legalMoves(p).find((m) => m.notation === 'Kc3')!;
    expect(codeOf(kingOfTheHill as unknown as AnyVariant, won, old)).toBe('GAME_OVER');
  });
});

describe('the documented exception: an automatic draw still lists the moves the laws of movement allow', () => {
  it('chess K+B v K is drawn by insufficient material, and the pieces may still move (published perft counts walk through such positions)', () => {
    // pychess-random-gentest-6704 (chess-perft.jsonl) starts here: perft 1 is the king's legal moves.
    const p = chess.parse('6k1/8/8/8/1K3b2/8/8/8 b - - 0 1');
    expect(chess.status(p)).toEqual({ over: true, draw: 'insufficient-material', reason: 'insufficient-material' });
    expect(chess.legalMoves(p).length).toBeGreaterThan(0);
  });
  it('counting legal moves with legalMoves and play through insufficient-material positions gives the published perft count', () => {
    // pychess-random-gentest-6268 (chess-perft.jsonl), perft 3 = 10628: 1...Qxd4+ 2.Kxd4 leaves K+B v K, drawn by insufficient
    // material, and the published count goes on with Black's eight king moves from there (stopping would give 10620).
    const leaves = (p: ReturnType<typeof chess.parse>, depth: number): number =>
      depth === 0 ? 1 : chess.legalMoves(p).reduce((n, m) => n + leaves(chess.play(p, m), depth - 1), 0);
    expect(leaves(chess.parse('8/5k2/8/3K4/3Q4/6B1/8/6q1 b - - 0 1'), 3)).toBe(10628);
  });
});
