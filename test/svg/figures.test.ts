/**
 * Chess pieces as figures: every game whose pieces are chess pieces draws the
 * king, queen, rook, bishop, knight and pawn as their figures (the letters of
 * the position text read here), `pieces: 'letters'` draws lettered discs
 * instead, and games whose pieces are not chess pieces keep their letters.
 */
import { describe, expect, it } from 'vitest';
import { variants, type AnyVariant } from '../../src/index.js';
import { drawSvg } from '../../src/kit.js';
import { drawSvg as drawBoard } from '../../src/core/svg/draw.js';
import type { SvgGlyph } from '../../src/index.js';
import { rect } from '../../src/index.js';
import { hasClass, type XmlElement } from './xml.js';
import { readSvg } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

const byId = (id: string): AnyVariant => variants.find((v) => v.id === id) as AnyVariant;

/** Chess letters and their figures, as a chess player names them. */
const FIGURE: Record<string, string> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

const deep = (e: XmlElement): XmlElement[] => [e, ...e.children.flatMap(deep)];
const figureOf = (piece: XmlElement): string | undefined => /bw-figure-(\w+)/.exec(deep(piece).find((c) => hasClass(c, 'bw-figure'))?.attrs.class ?? '')?.[1];
const letterOf = (piece: XmlElement): string | undefined => deep(piece).find((c) => hasClass(c, 'bw-glyph'))?.text;

/** The FEN's board field read by hand: square → letter (upper case, either side). */
function fenLetters(board: string): Map<string, string> {
  const out = new Map<string, string>();
  board.split('/').forEach((rank, i, ranks) => {
    let file = 0;
    for (const c of rank) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      out.set(`${String.fromCharCode(97 + file)}${ranks.length - i}`, c.toUpperCase());
      file++;
    }
  });
  return out;
}

describe('chess pieces drawn as figures', () => {
  it.each(['chess', 'chess960', 'atomic', 'crazyhouse', 'horde', 'racing-kings'])('%s: each piece is the figure of its letter in the FEN (K king, Q queen, R rook, B bishop, N knight, P pawn)', (id) => {
    const v = byId(id);
    const p = v.setup();
    const want = fenLetters((v.format(p).split(' ')[0] as string).replace(/\[.*$/, ''));
    const drawn = readSvg(renderSvg(v, p)).pieces;
    expect(drawn).toHaveLength(want.size);
    for (const piece of drawn) expect(figureOf(piece), piece.attrs['data-node']).toBe(FIGURE[want.get(piece.attrs['data-node'] as string) as string]);
  });

  it("pieces: 'letters' draws every chess piece as a disc with its letter, and no figure", () => {
    const v = byId('chess');
    const svg = renderSvg(v, v.setup(), { pieces: 'letters' });
    const want = fenLetters(v.format(v.setup()).split(' ')[0] as string);
    for (const piece of readSvg(svg).pieces) {
      expect(letterOf(piece)).toBe(want.get(piece.attrs['data-node'] as string));
      expect(piece.children.some((c) => hasClass(c, 'bw-disc'))).toBe(true);
    }
    expect(svg).not.toContain('bw-figure');
  });

  it('Dilkel: its chess pieces are figures in the four seat colours', () => {
    const v = byId('dilkel');
    const drawn = readSvg(renderSvg(v, v.setup())).pieces;
    expect(drawn).toHaveLength(64);
    const kings = drawn.filter((e) => figureOf(e) === 'king');
    expect(kings.map((e) => e.attrs['data-player']).sort()).toEqual(['blue', 'green', 'red', 'yellow']);
    for (const piece of drawn) expect(figureOf(piece)).toBe(FIGURE[piece.attrs['data-kind'] as string]);
  });

  it('Chess4: its cats are no chess pieces and keep their letters (K is the Kitten, not a king)', () => {
    const v = byId('chess4');
    const drawn = readSvg(renderSvg(v, v.setup())).pieces;
    for (const piece of drawn) {
      expect(figureOf(piece)).toBeUndefined();
      expect(letterOf(piece)).toBe(piece.attrs['data-kind']);
    }
  });

  it('a white figure is light with dark lines, a black one dark with light lines', () => {
    const v = byId('chess');
    const drawn = readSvg(renderSvg(v, v.setup())).pieces;
    const fills = (node: string) => {
      const piece = drawn.find((e) => e.attrs['data-node'] === node) as XmlElement;
      const part = deep(piece).find((c) => hasClass(c, 'bw-figure-part')) as XmlElement;
      const detail = deep(piece).find((c) => hasClass(c, 'bw-figure-detail')) as XmlElement;
      return { fill: part.attrs.fill, detail: detail.attrs.stroke ?? detail.attrs.fill };
    };
    expect(fills('e1')).toEqual({ fill: '#f8f8f8', detail: '#111111' });
    expect(fills('e8')).toEqual({ fill: '#222222', detail: '#f5f5f5' });
  });

  it("a bad pieces option is INVALID_OPTION; a glyph hook naming an unknown figure is INVALID_DEFINITION", () => {
    const v = byId('chess');
    const options = { pieces: 'pictures' };
    expect(() => renderSvg(v, v.setup(), options as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(options).toEqual({ pieces: 'pictures' });
    const scene = { board: rect(2, 2), players: ['a', 'b'], pieces: [{ node: 'a1', player: 'a', kind: 'x' }] };
    expect(() => drawSvg(scene, { glyph: () => ({ figure: 'dragon' }) as never })).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
    expect(drawSvg(scene, { glyph: () => ({ text: 'X', figure: 'rook' }) })).toContain('bw-figure-rook');
    expect(drawSvg(scene, { glyph: () => ({ text: 'X', figure: 'rook' }) }, { pieces: 'letters' })).not.toContain('bw-figure-rook');
  });

  it("figures are drawn by the look's drawFigure: without one a game draws the lettered disc, the exported drawSvg lends the chess figures, and a drawFigure that is not a function is INVALID_DEFINITION", () => {
    const scene = { board: rect(2, 2), players: ['a', 'b'], pieces: [{ node: 'a1', player: 'a', kind: 'x' }] };
    const glyph = (): SvgGlyph => ({ text: 'X', figure: 'rook' });
    const bare = drawBoard(scene, { glyph });
    expect(bare).not.toContain('bw-figure');
    expect(bare).toContain('>X</text>');
    expect(drawBoard(scene, { glyph, drawFigure: (figure) => `<g class="mine-${figure}"/>` })).toContain('<g class="mine-rook"/>');
    expect(drawSvg(scene, { glyph, drawFigure: (figure) => `<g class="mine-${figure}"/>` })).toContain('<g class="mine-rook"/>');
    expect(drawSvg(scene, { glyph })).toContain('bw-figure-rook');
    const look = { glyph, drawFigure: 'rook' };
    expect(() => drawSvg(scene, look as never)).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
    expect(look).toEqual({ glyph, drawFigure: 'rook' });
  });
});
