import { describe, expect, it } from 'vitest';
import { nextInTurn, nextSeat } from '../../src/core/turn-order.js';

describe('core turn order (N players, the eliminated skipped)', () => {
  const order = ['red', 'blue', 'yellow', 'green'];
  it('passes clockwise and wraps around', () => {
    expect(nextInTurn(order, 'red', () => false)).toBe('blue');
    expect(nextInTurn(order, 'green', () => false)).toBe('red');
  });
  it('skips players who are out, several in a row', () => {
    expect(nextInTurn(order, 'red', (p) => p === 'blue')).toBe('yellow');
    expect(nextInTurn(order, 'red', (p) => p === 'blue' || p === 'yellow')).toBe('green');
  });
  it('returns nothing when every other player is out (the current player never follows itself)', () => {
    expect(nextInTurn(order, 'red', (p) => p !== 'red')).toBeUndefined();
    expect(nextSeat(4, 2, 0b1011)).toBe(-1);
  });
  it('a current player who is not in the order is an error, not a silent guess', () => {
    expect(() => nextInTurn(order, 'purple', () => false)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
  it('the index form agrees', () => {
    expect(nextSeat(4, 0, 0b0010)).toBe(2);
    expect(nextSeat(4, 3, 0)).toBe(0);
    expect(nextSeat(4, 3, 0b0001)).toBe(1);
  });
});
