/**
 * Hostile input for the drop and gating rules: malformed fields are INVALID_DEFINITION naming the
 * field, malformed FEN is INVALID_FEN, and neither the definition nor the text is changed.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { kyotoshogi as kyotoData, seirawan as seirawanData } from '../../src/variants/fairy/definitions.js';
import { defineFairy, kyotoshogi, placement, seirawan, type FairyDefinition } from '../../src/variants/fairy/index.js';

function codeOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

/** A deep-frozen copy: any write to it throws (the engine must only read a definition). */
function frozen(def: FairyDefinition): FairyDefinition {
  const copy = structuredClone(def) as unknown as Record<string, unknown>;
  for (const value of Object.values(copy)) if (typeof value === 'object' && value !== null) Object.freeze(value);
  return Object.freeze(copy) as unknown as FairyDefinition;
}

describe('drop and gating definitions: malformed fields are INVALID_DEFINITION naming the field', () => {
  it.each([
    // cetus demotes without captures to the hand: it is promotedPieceType that gives a piece to demote into.
    ['pieceDemotion with nothing to demote into (no promotedPieceType, no captures to the hand)', { ...kyotoData, capturesToHand: false, dropPromoted: false, promotedPieceType: undefined }, 'pieceDemotion'],
    ['dropPromoted without drops', { ...kyotoData, pieceDemotion: false, pieceDrops: false }, 'dropPromoted'],
    ['a mustDropType no piece has', { ...kyotoData, mustDrop: true, mustDropType: 'z' }, 'mustDropType'],
    ['seirawanGating that is not a boolean', { ...seirawanData, seirawanGating: 'yes' }, 'seirawanGating'],
    ['gating together with cambodian first moves', { ...seirawanData, cambodianMoves: true }, 'cambodianMoves'],
    ['sittuyinPromotion that is not a boolean', { ...seirawanData, sittuyinPromotion: 1 }, 'sittuyinPromotion'],
  ])('%s', (_title, def, field) => {
    const refused = codeOf(() => defineFairy(def as unknown as FairyDefinition));
    expect(refused.code).toBe('INVALID_DEFINITION');
    expect(refused.message).toContain(field);
  });

  it('a definition is read, never written: frozen definitions compile and play', () => {
    for (const def of [kyotoData, seirawanData]) {
      const v = defineFairy(frozen(def));
      expect(v.legalMoves(v.setup()).length).toBeGreaterThan(0);
    }
  });
});

describe('drop and gating FEN: malformed text is INVALID_FEN', () => {
  it.each([
    ['a hand letter no piece has', () => seirawan.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Z] w KQkq - 0 1')],
    ['a castling letter that is no file nor K/Q', () => seirawan.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[H] w KQZ - 0 1')],
    ['a gate file off the board', () => seirawan.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[H] w KQL - 0 1')],
    ['a promoted mark on a piece that cannot promote', () => kyotoshogi.parse('p+nk+ks+l/5/5/5/+LSK+NP[] w - - 0 1')],
    ['a promoted mark with no piece after it', () => kyotoshogi.parse('p+nks+l/5/5/5/+LSK+N+[] w - - 0 1')],
    ['more than 999 pieces of one kind in hand', () => placement.parse(`8/pppppppp/8/8/8/8/PPPPPPPP/8[${'Q'.repeat(1000)}] w - - 0 1`)],
  ])('%s', (_title, run) => {
    expect(codeOf(run).code).toBe('INVALID_FEN');
  });

  it('FEN text over 4000 characters is refused at once, whatever its hand', () => {
    const text = `8/pppppppp/8/8/8/8/PPPPPPPP/8[${'Q'.repeat(5000)}] w - - 0 1`;
    expect(codeOf(() => placement.parse(text)).code).toBe('INVALID_FEN');
  });
});
