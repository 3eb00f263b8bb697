/**
 * Taking back a swap in the search layer puts both pieces back as they were, also when the swap
 * evolved one of them ("a Kitten that ends any move of its side, its own or a swap, on its far row
 * becomes a Lioness at once"): make then unmake of every listed move restores the hash and the
 * position. Positions by hand; light's far row is rank 4, dark's rank 1. A swap is listed from the
 * lower square, so light's evolving Kitten is the mover and dark's the ally.
 */
import { describe, expect, it } from 'vitest';
import { chess4 } from '../../src/variants/chess4/index.js';

/** Every listed move of `text` made and taken back: hash and position as before; returns the swaps' notations and the pieces after each. */
function takeBacks(text: string): Record<string, Record<string, string>> {
  const s = chess4.search(chess4.parse(text));
  const buf = new Int32Array(s.maxMoves);
  const n = s.generate(buf);
  const hash = s.hash(), position = s.position();
  const swaps: Record<string, Record<string, string>> = {};
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number, notation = s.move(m).notation;
    s.make(m);
    if (notation.includes('<>')) swaps[notation] = { ...s.position().pieces };
    s.unmake();
    expect(s.hash(), `hash after taking back ${notation}`).toBe(hash);
    expect(s.position(), `position after taking back ${notation}`).toEqual(position);
  }
  return swaps;
}

describe('taking back a swap restores both pieces', () => {
  it('the Lion on b4 swapping with the Kitten on b3: the Kitten evolves on b4, and is a Kitten on b3 again after the take-back', () => {
    const swaps = takeBacks('1L2/1K2/4/3l l - - 0 1');
    // One move for the pair (listed from the lower square, b3).
    expect(Object.keys(swaps)).toHaveLength(1);
    const after = Object.values(swaps)[0] as Record<string, string>;
    expect(after).toMatchObject({ b3: 'L', b4: 'S' });
  });
  it("dark's Lion on b1 swapping with its Kitten on b2 (listed from b1, the Kitten the ally): the Kitten evolves on b1, and is a Kitten on b2 again after the take-back", () => {
    const swaps = takeBacks('3L/4/1k2/1l2 d - - 0 1');
    expect(Object.keys(swaps)).toHaveLength(1);
    expect(Object.values(swaps)[0]).toMatchObject({ b1: 's', b2: 'l' });
  });
  it('a swap that evolves nothing (Tiger and Lion side by side) is taken back too', () => {
    const swaps = takeBacks('4/3l/4/LT2 l - - 0 1');
    expect(Object.values(swaps)).toEqual([{ a1: 'T', b1: 'L', d3: 'l' }]);
  });
});
