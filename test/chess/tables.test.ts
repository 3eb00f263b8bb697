/**
 * chess's movement tables (board.ts) are read straight off the board's compass directions, not
 * compiled from the core's piece atoms (so that a chess app leaves the atom compiler out): they must
 * be the moves `CHESS_PIECES` describes, in the same order (the listing order of `legalMoves` follows it).
 */
import { describe, expect, it } from 'vitest';
import { chessTables } from '../../src/variants/chess/index.js';
import { compileAtoms } from '../../src/core/atoms.js';
import { CHESS_PIECES } from '../../src/core/pieces.js';
import { offsetTable, pathTable } from '../../src/core/tables.js';

describe('chess movement tables', () => {
  const t = chessTables();
  const compiled = (kind: keyof typeof CHESS_PIECES) => compileAtoms(t.board, CHESS_PIECES[kind])[0]!;

  it('rook, bishop and queen slide along the directions of their atoms, in their order', () => {
    expect(Array.from(t.rookDirs)).toEqual(Array.from(compiled('R').dirs));
    expect(Array.from(t.bishopDirs)).toEqual(Array.from(compiled('B').dirs));
    expect(Array.from(t.queenDirs)).toEqual(Array.from(compiled('Q').dirs));
  });

  it('the king steps and the knight leaps to the targets of their atoms, in their order', () => {
    expect(t.king).toEqual(pathTable(t.board, Array.from(compiled('K').dirs, (d) => [d])));
    expect(t.knight).toEqual(offsetTable(t.board, compiled('N').offsets));
  });
});
