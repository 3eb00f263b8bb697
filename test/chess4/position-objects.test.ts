/**
 * A Chess4 position object gets the checks its position text gets: what `format` writes of an
 * accepted object, `parse` reads back.
 */
import { describe, expect, it } from 'vitest';
import { chess4, type Chess4Position, type DeclarativePosition } from '../../src/variants/chess4/index.js';

const start = chess4.setup();
const refused = (hostile: DeclarativePosition): void => {
  const p = hostile as Chess4Position; // hostile objects: any turn, any field
  for (const call of [() => chess4.legalMoves(p), () => chess4.format(p), () => chess4.status(p), () => chess4.play(p, chess4.legalMoves(start)[0]!)]) {
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }) as Error);
  }
};

describe('Chess4 position objects are checked like position text', () => {
  it('two light Lions (the text reader refuses them too) are INVALID_POSITION', () => {
    expect(chess4.tryParse(chess4.format(start).replace('T', 'L')).ok).toBe(false);
    refused({ ...start, pieces: { ...start.pieces, b1: 'L' } });
  });
  it('dark without its Lion while light is to move (the game ended before) is INVALID_POSITION', () => {
    const pieces = { ...start.pieces };
    delete pieces.d4; // the dark Lion
    refused({ ...start, pieces });
  });
  it('a Lioness beside the Kitten that would promote into it is more than the game can hold', () => {
    refused({ ...start, pieces: { ...start.pieces, a1: 'S' } });
  });
  it('a last swap naming squares without the swapping side\'s pieces is INVALID_POSITION', () => {
    refused({ ...start, lastSwap: { light: ['c3', 'c2'], dark: null } });
  });
  it.each([['plies', Number.MAX_SAFE_INTEGER], ['moveNumber', Number.MAX_SAFE_INTEGER], ['moveNumber', 0]] as const)('%s %s is refused (text holds 1 to 999999999)', (field, value) => {
    expect(() => chess4.legalMoves({ ...start, [field]: value })).toThrow(expect.objectContaining({ code: expect.stringMatching(/INVALID_POSITION|INVALID_ARGUMENT/) as unknown }) as Error);
  });
  it('what play makes from an accepted object formats to text that parse reads back', () => {
    let p = start;
    for (let ply = 0; ply < 30; ply++) {
      const moves = chess4.legalMoves(p);
      if (moves.length === 0) break;
      p = chess4.play(p, moves[(ply * 31) % moves.length]!);
      expect(chess4.format(chess4.parse(chess4.format(p)))).toBe(chess4.format(p));
    }
  });
});
