/**
 * A position changed in place after a first call is validated again (the review finding: Diamond's
 * legal-move cache, keyed by the position object, skipped validation on later calls).
 */
import { describe, expect, it } from 'vitest';
import { diamondKings } from '../../src/variants/diamond/index.js';

describe('Diamond: no answer from a stale cache', () => {
  it('a cell set to a value no piece has, after legalMoves was asked once, is INVALID_POSITION', () => {
    const p = diamondKings.setup();
    expect(diamondKings.legalMoves(p).length).toBeGreaterThan(0);
    (p.cells as number[])[0] = 999;
    expect(() => diamondKings.legalMoves(p)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });

  it('a turn changed in place lists the other side\'s moves', () => {
    const p = diamondKings.setup();
    const first = diamondKings.legalMoves(p).map((m) => m.notation);
    (p as { turn: string }).turn = p.turn === 'a' ? 'b' : 'a';
    const second = diamondKings.legalMoves(p).map((m) => m.notation);
    expect(second).not.toEqual(first);
  });
});
