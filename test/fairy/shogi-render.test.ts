/**
 * `render()` of the shogi family in shogi's own coordinates (issue 31): gote at the top, files 9 to
 * 1 left to right across the top, ranks a to i down the right (USI's letters), both hands with
 * counts (gote's above the board, sente's below), a promoted piece as +X. The expected diagrams are
 * written by hand from the rules, not taken from the engine.
 */
import { describe, expect, it } from 'vitest';
import { minishogi, shogi } from '../../src/variants/fairy/index.js';

describe('shogi render: a shogi diagram', () => {
  it('the start position: gote (lower case) on ranks a-c at the top, sente on g-i, files 9..1, no hands', () => {
    expect(shogi.render(shogi.setup())).toBe([
      'gote hand: -',
      '  9  8  7  6  5  4  3  2  1',
      '  l  n  s  g  k  g  s  n  l a',
      '  .  r  .  .  .  .  .  b  . b',
      '  p  p  p  p  p  p  p  p  p c',
      '  .  .  .  .  .  .  .  .  . d',
      '  .  .  .  .  .  .  .  .  . e',
      '  .  .  .  .  .  .  .  .  . f',
      '  P  P  P  P  P  P  P  P  P g',
      '  .  B  .  .  .  .  .  R  . h',
      '  L  N  S  G  K  G  S  N  L i',
      'sente hand: -',
    ].join('\n'));
  });

  it("after 7g7f 3c3d 8h2b+ sente's horse +B stands on 2b and gote's bishop is in sente's hand", () => {
    const p = ['7g7f', '3c3d', '8h2b+'].reduce((q, m) => shogi.play(q, m), shogi.setup());
    expect(shogi.render(p)).toBe([
      'gote hand: -',
      '  9  8  7  6  5  4  3  2  1',
      '  l  n  s  g  k  g  s  n  l a',
      '  .  r  .  .  .  .  . +B  . b',
      '  p  p  p  p  p  p  .  p  p c',
      '  .  .  .  .  .  .  p  .  . d',
      '  .  .  .  .  .  .  .  .  . e',
      '  .  .  P  .  .  .  .  .  . f',
      '  P  P  .  P  P  P  P  P  P g',
      '  .  .  .  .  .  .  .  R  . h',
      '  L  N  S  G  K  G  S  N  L i',
      'sente hand: B',
    ].join('\n'));
  });

  it('counts in hand: two pawns are 2P; minishogi is files 5..1 and ranks a..e', () => {
    const p = shogi.parse('4k4/9/9/9/9/9/9/9/4K4[PPb] w - - 0 1');
    const text = shogi.render(p).split('\n');
    expect(text[0]).toBe('gote hand: B');
    expect(text[text.length - 1]).toBe('sente hand: 2P');
    const mini = minishogi.render(minishogi.setup()).split('\n');
    expect(mini[1]).toBe('  5  4  3  2  1');
    expect(mini.slice(2, 7).map((l) => l.slice(-1)).join('')).toBe('abcde');
  });
});
