/**
 * Games defined as data draw their standard pieces — the types their definition
 * names king, queen, rook, bishop, knight, pawn — as chess figures, and every
 * other piece as its letter (Capablanca's archbishop A and chancellor C).
 */
import { describe, expect, it } from 'vitest';
import { capablanca, defineFairy } from '../../src/variants/fairy/index.js';
import { hasClass, type XmlElement } from './xml.js';
import { readSvg } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

const deep = (e: XmlElement): XmlElement[] => [e, ...e.children.flatMap(deep)];
const figureOf = (piece: XmlElement): string | undefined => /bw-figure-(\w+)/.exec(deep(piece).find((c) => hasClass(c, 'bw-figure'))?.attrs.class ?? '')?.[1];
const letterOf = (piece: XmlElement): string | undefined => deep(piece).find((c) => hasClass(c, 'bw-glyph'))?.text;

describe('fairy pieces in SVG', () => {
  it('Capablanca (rnabqkbcnr): the chess pieces are figures, the archbishop and chancellor their letters A and C', () => {
    const drawn = readSvg(renderSvg(capablanca, capablanca.setup())).pieces;
    const at = (node: string) => drawn.find((e) => e.attrs['data-node'] === node) as XmlElement;
    // White's first rank, a1 to j1: R N A B Q K B C N R.
    const want = ['rook', 'knight', 'A', 'bishop', 'queen', 'king', 'bishop', 'C', 'knight', 'rook'];
    const shown = 'abcdefghij'.split('').map((f) => figureOf(at(`${f}1`)) ?? letterOf(at(`${f}1`)));
    expect(shown).toEqual(want);
    expect(figureOf(at('e2'))).toBe('pawn');
    expect(figureOf(at('f8'))).toBe('king');
  });

  it('a piece is a figure by its type, not its letter: a knight lettered S is a knight, a Betza piece lettered N is a letter', () => {
    const v = defineFairy({ id: 'letters', maxFile: 3, maxRank: 3, pieces: { K: 'king', S: 'knight', N: 'WF' }, startFen: 'k2/3/KSN w - - 0 1', castling: false });
    const drawn = readSvg(renderSvg(v, v.setup())).pieces;
    const at = (node: string) => drawn.find((e) => e.attrs['data-node'] === node) as XmlElement;
    expect(figureOf(at('b1'))).toBe('knight');
    expect(figureOf(at('c1'))).toBeUndefined();
    expect(letterOf(at('c1'))).toBe('N');
    expect(figureOf(at('a1'))).toBe('king');
  });
});
