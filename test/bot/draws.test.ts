/**
 * The bot scores a drawn position as a draw (0) in every game: a return to a position already on
 * the search path or earlier in the game, the move-count rules, and dead positions. Each position
 * is built so that the draw rule, and only it, decides the score; the expected values follow from
 * the rules (a draw is 0; a forced mate scores ±1 000 000 less the plies).
 */
import { describe, expect, it } from 'vitest';
import { defineVariant, rect } from '../../src/index.js';
import { analyse, chooseMove } from '../../src/bot/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';

/**
 * "Loop": from A, player x may `stay` (to B, where y's only move goes back to A) or `go` (to a
 * corridor M1, M2, … that never repeats). x's evaluation is -9 at A and B and -3 in the corridor:
 * without repetition the loop looks worse than the corridor; with it the loop is a draw, 0.
 */
type LoopPosition = { variant: 'loop'; turn: 'x' | 'y'; at: 'A' | 'B' | 'M'; k: number };
type LoopMove = { from: string; to: string; captures: string[]; notation: string };
const step = (notation: string): LoopMove => ({ from: 'c1', to: 'c1', captures: [], notation });
const loop = defineVariant<LoopPosition, LoopMove>({
  id: 'loop', name: 'Loop', players: ['x', 'y'],
  createBoard: () => rect(1, 1),
  setup: () => ({ variant: 'loop', turn: 'x', at: 'A', k: 0 }),
  parse: () => ({ variant: 'loop', turn: 'x', at: 'A', k: 0 }),
  format: (p) => `${p.turn} ${p.at} ${p.k}`,
  legalMoves: (p) => (p.k >= 500 ? [] : p.at === 'A' ? [step('stay'), step('go')] : p.at === 'B' ? [step('back')] : [step('on')]),
  apply: (p, m) => {
    const turn = p.turn === 'x' ? 'y' : 'x';
    if (m.notation === 'stay') return { variant: 'loop', turn, at: 'B', k: 0 };
    if (m.notation === 'back') return { variant: 'loop', turn, at: 'A', k: 0 };
    return { variant: 'loop', turn, at: 'M', k: p.k + 1 };
  },
  status: (p) => (p.k >= 500 ? { over: true, draw: 'end', reason: 'end' } : { over: false, turn: p.turn }),
  hash: (p) => ({ A: 1, B: 2, M: 3 })[p.at] * 100_000 + p.k * 2 + (p.turn === 'x' ? 0 : 1),
  render: (p) => p.at,
  evaluate: (p, player) => (p.at === 'M' ? -3 : -9) * (player === 'x' ? 1 : -1),
});

describe('draws in the bot\'s search', () => {
  it('a return to a position on the search path is a draw: the loop (0) beats the corridor (-3)', () => {
    for (const maxDepth of [2, 4, 6]) {
      const r = analyse(loop, loop.setup(), { seed: 1, maxDepth, maxNodes: 100_000 });
      expect(r.move.notation, `depth ${maxDepth}`).toBe('stay');
      expect(r.score).toBe(0);
    }
  });

  it('a capture that leaves king and bishop against king (a dead position) scores 0, not a bishop up', () => {
    // Bb2 takes the undefended rook on g7; K+B v K can never mate (FIDE 5.2.2).
    const p = chess.parse('4k3/6r1/8/8/8/8/1B6/4K3 w - - 0 1');
    const r = analyse(chess, p, { seed: 1, maxNodes: 20_000 });
    expect(r.move.notation).toBe('Bxg7');
    expect(r.score).toBe(0);
  });

  it('the fifty-move rule: a queen up, with 99 plies played and no capture or pawn move left to reset it, scores 0', () => {
    // Every white move is the 100th ply without a capture or pawn move (FIDE 9.3); none mates.
    const p = chess.parse('8/8/8/4k3/8/8/8/3QK3 w - - 99 80');
    expect(analyse(chess, p, { seed: 1, maxNodes: 20_000 }).score).toBe(0);
    // One ply earlier the queen is still worth a queen.
    expect(analyse(chess, chess.parse('8/8/8/4k3/8/8/8/3QK3 w - - 0 80'), { seed: 1, maxNodes: 20_000 }).score).toBeGreaterThan(5);
  });

  it('a return to a position played earlier in the game is a draw (the hashes the position carries, `keys`)', () => {
    // At depth 1 the loop cannot close on the search path; only the game's record makes `stay` a repetition.
    const b = loop.hash({ variant: 'loop', turn: 'y', at: 'B', k: 0 });
    const fresh = analyse(loop, loop.setup(), { seed: 1, maxDepth: 1 });
    expect([fresh.move.notation, fresh.score]).toEqual(['go', -3]);
    const played = analyse(loop, { ...loop.setup(), keys: [b] } as LoopPosition, { seed: 1, maxDepth: 1 });
    expect([played.move.notation, played.score]).toEqual(['stay', 0]);
  });

  it('English draughts: two kings against a man, with the quiet-move limit one ply away, scores 0', () => {
    // 80 plies without a capture or man move draw the game (drawAfterPlies); Black's kings cannot capture now.
    const p = { ...draughts.parse('B:W29:BK1,K2', { drawAfterPlies: 80 }), quietPlies: 79 };
    expect(draughts.legalMoves(p).every((m) => m.captures.length === 0)).toBe(true);
    expect(analyse(draughts, p, { seed: 1, maxNodes: 20_000 }).score).toBe(0);
    expect(analyse(draughts, { ...p, quietPlies: 0 }, { seed: 1, maxNodes: 20_000 }).score).toBeGreaterThan(1);
  });
});

describe('determinism', () => {
  it('a seeded game of the bot against itself is the same game every time, for a seed and a node budget', () => {
    const game = (seed: number): string[] => {
      const moves: string[] = [];
      let p = chess.setup();
      for (let ply = 0; ply < 8; ply++) {
        const m = chooseMove(chess, p, { seed, maxNodes: 2000 });
        moves.push(m.notation);
        p = chess.play(p, m);
      }
      return moves;
    };
    expect(game(5)).toEqual(game(5));
  });
});
