import { describe, expect, it } from 'vitest';
import { abridged } from '../../src/cli/commands/demo.js';

describe('demo move list', () => {
  it('a long move list keeps its first and last entries and says how many plies were left out', () => {
    const items = Array.from({ length: 10 }, (_, i) => `m${i}`);
    expect(abridged(items, 2)).toEqual(['m0', 'm1', '… 6 plies …', 'm8', 'm9']);
  });
  it('a short move list is printed whole', () => {
    expect(abridged(['a', 'b', 'c'], 1)).toEqual(['a', 'b', 'c']);
  });
});
