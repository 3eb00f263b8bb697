import { describe, expect, it } from 'vitest';
import { compileAtoms } from '../../src/core/atoms.js';
import { compileAttackMap, isAttacked } from '../../src/core/attacks.js';
import { CHESS_PIECES } from '../../src/core/pieces.js';
import { rect } from '../../src/core/shapes.js';

// codes: 1 white rook, 2 white knight, 3 white pawn (captures forward-diagonally, north), 4 black king, 5 black wazir-ish slider (max 2)
describe('core attack map: "is this node attacked by any of these pieces?" over compiled atoms', () => {
  const board = rect(8, 8);
  const map = compileAttackMap(board, [
    undefined,
    compileAtoms(board, CHESS_PIECES.R),
    compileAtoms(board, CHESS_PIECES.N),
    compileAtoms(board, [{ kind: 'step', dirs: ['forward-left', 'forward-right'], mode: 'capture' }, { kind: 'step', dirs: ['forward'], mode: 'quiet' }]),
    compileAtoms(board, CHESS_PIECES.K),
    compileAtoms(board, [{ kind: 'slide', dirs: ['n', 's'], max: 2 }]),
  ]);
  const id = (n: string): number => board.nodeId(n);
  const squares = new Int8Array(64);
  squares[id('a1')] = 1;
  squares[id('g1')] = 2;
  squares[id('d4')] = 3;
  squares[id('a5')] = 4;
  squares[id('h8')] = 5;
  const white = Uint8Array.of(0, 1, 1, 1, 0, 0);
  const black = Uint8Array.of(0, 0, 0, 0, 1, 1);
  const hit = (sq: string, by: Uint8Array): boolean => isAttacked(board, map, squares, id(sq), by);

  it('slides stop at the first piece', () => {
    expect(hit('a4', white)).toBe(true);
    expect(hit('a5', white)).toBe(true); // the piece on a5 itself is attacked
    expect(hit('a6', white)).toBe(false); // blocked by a5
    expect(hit('f1', white)).toBe(true); // along rank 1
    expect(hit('h1', white)).toBe(false); // g1 blocks the rook
  });
  it('leaps and steps, capture atoms only (a pawn attacks diagonally, not ahead)', () => {
    expect(hit('f3', white)).toBe(true); // knight g1
    expect(hit('c5', white)).toBe(true); // pawn d4
    expect(hit('e5', white)).toBe(true);
    expect(hit('d5', white)).toBe(false); // the pawn's forward step is quiet
  });
  it('only the listed attackers count, and limited slides reach only so far', () => {
    expect(hit('b5', black)).toBe(true); // king a5
    expect(hit('h6', black)).toBe(true); // h8 slides 2
    expect(hit('h5', black)).toBe(false); // 3 away
    expect(hit('f3', black)).toBe(false);
  });
});
