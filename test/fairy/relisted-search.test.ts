/**
 * The search layer of the text wrappers (shogi with USI and Western notation, xiangqi with WXF):
 * `search(p).move(m)` names each generated move as the wrapper's `legalMoves` lists it, and the
 * engine's board view reaches the bot through the wrapper where the engine gives one.
 */
import { describe, expect, it } from 'vitest';
import { shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { makruk } from '../../src/variants/fairy/index.js';
import type { AnyVariant } from '../../src/core/variant.js';

describe('a text wrapper\'s search layer', () => {
  it.each([['shogi', shogi as AnyVariant], ['xiangqi', xiangqi as AnyVariant]] as const)('%s: every generated move is named as legalMoves lists it', (_, v) => {
    let p = v.setup();
    p = v.play(p, v.legalMoves(p)[3]!);
    const s = v.search(p);
    const buf = new Int32Array(s.maxMoves);
    const count = s.generate(buf);
    const listed = v.legalMoves(p);
    expect(count).toBe(listed.length);
    const named = Array.from(buf.subarray(0, count), (m) => s.move(m));
    expect(named.map((m) => m.notation).sort()).toEqual(listed.map((m) => m.notation).sort());
  });

  it('xiangqi hands on the engine\'s board view (a game without pieces in hand), as makruk\'s engine gives one', () => {
    expect(makruk.search(makruk.setup()).board).toBeDefined();
    const board = xiangqi.search(xiangqi.setup()).board;
    expect(board?.piece(board.pieceAt(0))?.kind.toUpperCase()).toBe('R');
  });
});
