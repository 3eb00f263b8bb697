/**
 * Colour options are CSS colours and nothing else: a name, #hex, rgb(),
 * rgba(), hsl() or hsla(). `url(…)`, `var(…)`, keywords and junk are
 * `INVALID_OPTION` (in a game's own look, `INVALID_DEFINITION`).
 */
import { describe, expect, it } from 'vitest';
import { rect } from '../../src/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { drawSvg } from '../../src/kit.js';
import { isCssColour } from '../../src/core/svg/css-colour.js';
import { renderSvg } from '../../src/svg/index.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

const GOOD = ['red', 'RebeccaPurple', 'transparent', '#abc', '#abcd', '#a1b2c3', '#a1b2c3d4', 'rgb(1, 2, 3)', 'rgba(155, 199, 0, 0.45)',
  'rgb(10% 20% 30%)', 'rgb(1 2 3 / 0.5)', 'rgba(1,2,3,50%)', 'hsl(120, 50%, 40%)', 'hsla(120deg, 50%, 40%, .3)', 'hsl(0.5turn 10% 20% / 1)'];
const BAD = ['url(#x)', 'url(https://example.com/a.svg)', 'var(--c)', 'inherit', 'currentColor', 'none', 'notacolour', '#ab', '#abcde', '#ggg',
  'rgb(1, 2)', 'rgb(1, 2, 3', 'rgb(1 2 3 4)', 'rgb(1,2,3) url(#x)', 'red; fill: url(#x)', 'hsl(120, 50, 40)', ' red', 'red\u0000', '', 'x'.repeat(101)];

describe('a colour option is a CSS colour', () => {
  it.each(GOOD.map((c) => [c]))('%s is a colour', (c) => {
    expect(isCssColour(c)).toBe(true);
    const svg = renderSvg(chess, chess.setup(), { colors: { dark: c, players: { white: c } } });
    expect(svg).toContain(`fill="${c}"`);
  });

  it.each(BAD.map((c) => [c]))('%j is refused with INVALID_OPTION, as a board colour and as a player colour', (c) => {
    expect(isCssColour(c)).toBe(false);
    expect(codeOf(() => renderSvg(chess, chess.setup(), { colors: { dark: c } }))).toBe('INVALID_OPTION');
    expect(codeOf(() => renderSvg(chess, chess.setup(), { colors: { players: { black: c } } }))).toBe('INVALID_OPTION');
  });

  it('a game look whose player colour is url(…) is a bad definition: INVALID_DEFINITION', () => {
    const scene = { board: rect(2, 1), players: ['a', 'b'], pieces: [{ node: 'a1', player: 'a', kind: 'K' }] };
    expect(codeOf(() => drawSvg(scene, { playerColors: { a: 'url(#x)' } }))).toBe('INVALID_DEFINITION');
    expect(codeOf(() => drawSvg(scene, { playerColors: { a: '#123' } }))).toBeUndefined();
  });
});
