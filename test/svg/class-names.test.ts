/**
 * Every class a picture carries is one CSS identifier, so a page can style it with a plain selector
 * (`.bw-kind-_P`) — a promoted kind's `+` (a tokin `+P`) would otherwise need escaping in CSS and
 * split no class but read as an invalid selector. docs/rendering.md states the mapping: characters
 * other than letters, digits, `-` and `_` become `_`.
 */
import { describe, expect, it } from 'vitest';
import { shogi } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { allElements, parseXml } from './xml.js';

/** A shogi position with a sente tokin on 5c (Fairy-Stockfish FEN: `+P` on rank 7 of its coordinates). */
const TOKIN_FEN = 'lnsgkgsnl/1r5b1/pppp+Ppppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[] w - - 0 1';

function classesOf(svg: string): string[] {
  return allElements(parseXml(svg)).flatMap((e) => (e.attrs.class ?? '').split(/\s+/).filter(Boolean));
}

describe('class names of a picture', () => {
  for (const pieces of ['traditional', 'international'] as const) {
    it(`a promoted kind's class is a CSS identifier (bw-kind-_P for a tokin), ${pieces} pieces`, () => {
      const position = shogi.parse(TOKIN_FEN);
      expect(shogi.pieceAt(position, '5c')).toMatchObject({ kind: '+P' });
      const classes = classesOf(renderSvg(shogi, position, { pieces }));
      expect(classes).toContain('bw-kind-_P');
      expect(classes.filter((c) => !/^-?[A-Za-z_][A-Za-z0-9_-]*$/.test(c))).toEqual([]);
    });
  }
});
