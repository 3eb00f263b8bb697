/**
 * The chess search's pruning near the horizon (futility and late-move pruning of quiet moves,
 * logarithmic late-move reductions, internal iterative reduction, aspiration windows): it must not
 * hide a quiet mate, and it buys depth at a node budget.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/bot/index.js';
import { WON } from '../../src/bot/adapter.js';
import { chess } from '../../src/variants/chess/index.js';

describe('pruning of quiet moves near the horizon', () => {
  it('keeps quiet moves that give check: Win At Chess no. 1, 1.Qg6 (a queen offered on a quiet square) mates in two, found at depth 3', () => {
    // Reinfeld's Win At Chess, position 1 (best move Qg6). Stockfish 16: "score mate 2", pv g3g6 f7g6 e5g6.
    // After 1.Qg6 a Black reply that leaves h7 open meets 2.Qh7#, a quiet check at the last ply — the
    // ply where futility and late-move pruning skip quiet moves unless they give check.
    const p = chess.parse('2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1');
    const r = analyse(chess, p, { seed: 1, maxDepth: 3, maxNodes: 1_000_000 });
    expect(r.move.uci).toBe('g3g6');
    expect(r.score).toBeGreaterThanOrEqual(WON);
  });

  it('reaches depth 7 from the start position in 25,000 nodes (depth 5 in 20,000 before the logarithmic reductions and pruning)', () => {
    // 20,000 nodes reached depth 7 until king safety joined the evaluation (its scores change the
    // tree: depth 6 in 20,000, 7 in 25,000).
    expect(analyse(chess, chess.setup(), { seed: 1, maxNodes: 25_000 }).depth).toBeGreaterThanOrEqual(7);
  });
});
