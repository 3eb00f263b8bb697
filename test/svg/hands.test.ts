/**
 * Pieces in hand in the SVG picture (crazyhouse pockets, supplied by the variant's `hands` hook):
 * each side's pieces with their counts, the bottom player's strip below the board and the
 * other's above. Pockets are read from the FEN's bracket field written here by hand.
 */
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { crazyhouse } from '../../src/variants/chess/index.js';
import { hasClass, type XmlElement } from './xml.js';
import { readSvg, translation } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

/** White holds two pawns and a knight, Black two queens (`[PPNqq]`). */
const FEN = '4k3/8/8/8/8/8/8/4K3[PPNqq] w - - 0 1';

/** The letter of a drawn chess figure. */
const FIGURE_LETTER: Record<string, string> = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P' };

/** What a drawn piece shows: its glyph's letters, or the letter of the figure drawn. */
function face(e: XmlElement): string {
  const all = (x: XmlElement): XmlElement[] => [x, ...x.children.flatMap(all)];
  const glyph = all(e).find((c) => hasClass(c, 'bw-glyph'));
  if (glyph) return glyph.text ?? '';
  const figure = all(e).find((c) => hasClass(c, 'bw-figure'));
  const name = /bw-figure-(\w+)/.exec(figure?.attrs.class ?? '')?.[1] ?? '';
  return FIGURE_LETTER[name] ?? '';
}

/** Each hand's pieces as `kind×count` (what each piece shows and the count text read from the picture), and each hand's y. */
function hands(svg: string): Map<string, { pieces: string[]; y: number }> {
  const d = readSvg(svg);
  const out = new Map<string, { pieces: string[]; y: number }>();
  for (const hand of d.all.filter((e) => hasClass(e, 'bw-hand'))) {
    const items = hand.children.filter((e) => hasClass(e, 'bw-hand-piece'));
    const text = (e: XmlElement, cls: string): string => e.children.find((c) => hasClass(c, cls))?.text ?? '';
    for (const e of items) expect(e.attrs['data-count']).toBe(text(e, 'bw-count'));
    out.set(hand.attrs['data-player'] as string, {
      pieces: items.map((e) => `${face(e)}x${text(e, 'bw-count')}`),
      y: items.length ? translation(items[0]!).y : NaN,
    });
  }
  return out;
}

/** The board's top and bottom edges in picture units (node centres plus the board group's shift, half a square out). */
function boardEdges(svg: string): { top: number; bottom: number } {
  const d = readSvg(svg);
  const holdsNodes = (e: XmlElement): boolean => hasClass(e, 'bw-node') || e.children.some(holdsNodes);
  const group = d.root.children.find((e) => e.name === 'g' && e.attrs.transform !== undefined && holdsNodes(e));
  const shift = group?.attrs.transform ? translation(group).y : 0;
  const ys = [...d.centres.values()].map((c) => c.y + shift);
  return { top: Math.min(...ys) - 50, bottom: Math.max(...ys) + 50 };
}

describe('SVG pieces in hand', () => {
  it('lichess crazyhouse: the picture shows each side\'s pocket with counts, White below the board and Black above', () => {
    const svg = renderSvg(crazyhouse, crazyhouse.parse(FEN));
    const h = hands(svg);
    expect(h.get('white')?.pieces).toEqual(['Px2', 'Nx1']);
    expect(h.get('black')?.pieces).toEqual(['Qx2']);
    const { top, bottom } = boardEdges(svg);
    expect(h.get('white')!.y).toBeGreaterThan(bottom);
    expect(h.get('black')!.y).toBeLessThan(top);
    // The picture grew to hold both strips: taller than wide (the chess board alone is square).
    const [, , w, ht] = (readSvg(svg).root.attrs.viewBox as string).split(' ').map(Number);
    expect(ht!).toBeGreaterThan(w!);
  });

  it('pieces in hand are drawn as the figures of the board (a pawn figure, a knight figure), and as lettered discs with pieces: letters', () => {
    const figures = readSvg(renderSvg(crazyhouse, crazyhouse.parse(FEN))).all.filter((e) => hasClass(e, 'bw-hand-piece'));
    expect(figures.map((e) => e.children.find((c) => hasClass(c, 'bw-figure'))?.attrs.class)).toEqual(['bw-figure bw-figure-queen', 'bw-figure bw-figure-pawn', 'bw-figure bw-figure-knight']);
    const letters = renderSvg(crazyhouse, crazyhouse.parse(FEN), { pieces: 'letters' });
    expect(hands(letters).get('white')?.pieces).toEqual(['Px2', 'Nx1']);
    expect(letters).not.toContain('bw-figure');
  });

  it('with Black at the bottom, Black\'s pocket is the strip below the board', () => {
    const svg = renderSvg(crazyhouse, crazyhouse.parse(FEN), { orientation: 'black' });
    const h = hands(svg);
    const { top, bottom } = boardEdges(svg);
    expect(h.get('black')!.y).toBeGreaterThan(bottom);
    expect(h.get('white')!.y).toBeLessThan(top);
  });

  it('empty pockets draw empty strips; a game without hands draws none', () => {
    const empty = hands(renderSvg(crazyhouse, crazyhouse.setup()));
    expect([...empty.keys()].sort()).toEqual(['black', 'white']);
    expect([...empty.values()].map((x) => x.pieces)).toEqual([[], []]);
    expect(hands(renderSvg(chess, chess.setup())).size).toBe(0);
  });
});
