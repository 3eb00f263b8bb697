/**
 * What a UI asks of every game: what stands where, the nodes in drawing order,
 * the moves from one node and the choices that share a destination. Expected
 * values come from the rules (shared/rules/*.md, FIDE Laws), not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { boardNodes, byDestination, isBoardwrightError, variants } from '../../src/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';
import { diamondQueens } from '../../src/variants/diamond/index.js';

const code = (f: () => unknown): string => {
  try { f(); return 'no error'; } catch (e) { return isBoardwrightError(e) ? e.code : `raw ${String(e)}`; }
};

describe('what stands where', () => {
  it('FIDE 2.3: the white king starts on e1, the black queen on d8; kinds are upper case for both sides', () => {
    const p = chess.setup();
    expect(chess.pieceAt(p, 'e1')).toEqual({ player: 'white', kind: 'K' });
    expect(chess.pieceAt(p, 'd8')).toEqual({ player: 'black', kind: 'Q' });
    expect(chess.pieceAt(p, 'e4')).toBeUndefined();
    expect(chess.pieces(p)).toHaveLength(32);
  });

  it('draughts: black men start on squares 1 to 12, white on 21 to 32; a king is kind K', () => {
    const p = draughts.setup();
    const listed = draughts.pieces(p);
    expect(listed.filter((x) => x.player === 'black').map((x) => Number(x.node)).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(listed.every((x) => x.kind === 'M')).toBe(true);
    expect(draughts.pieceAt(draughts.parse('B:WK10:B1'), '10')).toEqual({ player: 'white', kind: 'K' });
  });

  it("Diamond Queens: 'the start has stacks of two men' — pieceAt reports the stack size", () => {
    const p = diamondQueens.setup();
    expect(diamondQueens.pieceAt(p, '2A')).toEqual({ player: 'a', kind: 'D', count: 2 });
    expect(diamondQueens.pieces(p).reduce((n, x) => n + (x.count ?? 0), 0)).toBe(24);
  });

  it('a node that is not on the board is UNKNOWN_NODE; a non-string is INVALID_ARGUMENT; in every game', () => {
    for (const v of variants) {
      const p = v.setup();
      expect(code(() => v.pieceAt(p, 'zz99')), v.id).toBe('UNKNOWN_NODE');
      expect(code(() => v.movesFrom(p, 'zz99')), v.id).toBe('UNKNOWN_NODE');
      expect(code(() => v.pieceAt(p, 7 as never)), v.id).toBe('INVALID_ARGUMENT');
      expect(code(() => v.pieces({ variant: 'other', turn: 'x' } as never)), v.id).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('drawing order', () => {
  it('rows from the top of the picture down, each from left to right: a8 first and h1 last on a chess board', () => {
    const nodes = boardNodes(chess.board);
    expect(nodes).toHaveLength(64);
    expect(nodes.slice(0, 3).map((n) => n.name)).toEqual(['a8', 'b8', 'c8']);
    expect(nodes.at(-1)).toMatchObject({ name: 'h1', x: 7, y: 0 });
    expect(nodes[8]?.name).toBe('a7');
  });

  it('every board lists each node once, with the coordinates of the board graph', () => {
    for (const v of variants) {
      const nodes = boardNodes(v.board);
      expect(new Set(nodes.map((n) => n.id)).size, v.id).toBe(v.board.size);
      for (const n of nodes) expect(v.board.coords[n.id], v.id).toEqual({ x: n.x, y: n.y });
    }
  });
});

describe('moves from one node', () => {
  it('FIDE 3.6: a knight on g1 at the start goes to f3 or h3', () => {
    const p = chess.setup();
    expect(chess.movesFrom(p, 'g1').map((m) => m.to).sort()).toEqual(['f3', 'h3']);
    expect(chess.destinations(p).get('g1')?.slice().sort()).toEqual(['f3', 'h3']);
    expect(chess.movesFrom(p, 'e4')).toEqual([]);
    expect(chess.movesFrom(p, 'e7')).toEqual([]); // Black's pawn: not White's move
  });

  it('FIDE 3.7e: a pawn reaching the last rank is exchanged for a queen, rook, bishop or knight: one destination, four choices', () => {
    const p = chess.parse('8/4P3/8/8/8/k7/8/K7 w - - 0 1');
    expect(chess.destinations(p).get('e7')).toEqual(['e8']);
    const choices = byDestination(chess.movesFrom(p, 'e7')).get('e8') ?? [];
    expect(choices.map((m) => m.promotion).sort()).toEqual(['B', 'N', 'Q', 'R']);
  });

  it('Diamond Queens: "a move takes any number k >= 1 of the men of a stack": one destination, a choice per count', () => {
    const p = diamondQueens.parse('A:A2A*2:B2B');
    const byTo = byDestination(diamondQueens.movesFrom(p, '2A'));
    expect(byTo.size).toBeGreaterThan(0);
    for (const [, moves] of byTo) if (moves.every((m) => m.captures.length === 0)) expect(moves.map((m) => m.count).sort()).toEqual([1, 2]);
  });
});

describe('highlights', () => {
  it("FIDE 3.9: the king attacked by the queen on h4 (the fool's mate) is the checked royal piece: checks names e1", () => {
    const mate = chess.parse('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    const s = chess.status(mate);
    expect(s.over && s.reason).toBe('checkmate');
    expect(s.checks).toEqual(['e1']);
    expect(chess.status(chess.setup()).checks).toBeUndefined();
  });

  it('a move object says what a UI shows: player, piece, captured kinds, check and mate flags, castling rook', () => {
    // Fool's mate: 1.f3 e5 2.g4 Qh4#
    const before = chess.parse('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
    const qh4 = chess.legalMoves(before).find((m) => m.notation === 'Qh4#');
    expect(qh4).toMatchObject({ player: 'black', piece: 'Q', capturedKinds: [], check: true, checkmate: true });
    // FIDE 3.8.2: castling king side moves the rook from h1 to f1.
    const castle = chess.legalMoves(chess.parse('4k3/8/8/8/8/8/8/4K2R w K - 0 1')).find((m) => m.kind === 'castle');
    expect(castle).toMatchObject({ castle: 'short', rookFrom: 'h1', rookTo: 'f1', piece: 'K' });
    const take = chess.legalMoves(chess.parse('4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1')).find((m) => m.notation === 'exd5');
    expect(take?.capturedKinds).toEqual(['Q']);
  });
});
