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

/** White holds two pawns and a knight, Black two queens (`[PPNqq]`). */
const FEN = '4k3/8/8/8/8/8/8/4K3[PPNqq] w - - 0 1';

/** Each hand's pieces as `kind×count` (glyph text and count text read from the picture), and each hand's y. */
function hands(svg: string): Map<string, { pieces: string[]; y: number }> {
  const d = readSvg(svg);
  const out = new Map<string, { pieces: string[]; y: number }>();
  for (const hand of d.all.filter((e) => hasClass(e, 'bw-hand'))) {
    const items = hand.children.filter((e) => hasClass(e, 'bw-hand-piece'));
    const text = (e: XmlElement, cls: string): string => e.children.find((c) => hasClass(c, cls))?.text ?? '';
    for (const e of items) expect(e.attrs['data-count']).toBe(text(e, 'bw-count'));
    out.set(hand.attrs['data-player'] as string, {
      pieces: items.map((e) => `${text(e, 'bw-glyph')}x${text(e, 'bw-count')}`),
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
    const svg = crazyhouse.renderSvg(crazyhouse.parse(FEN));
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

  it('with Black at the bottom, Black\'s pocket is the strip below the board', () => {
    const svg = crazyhouse.renderSvg(crazyhouse.parse(FEN), { orientation: 'black' });
    const h = hands(svg);
    const { top, bottom } = boardEdges(svg);
    expect(h.get('black')!.y).toBeGreaterThan(bottom);
    expect(h.get('white')!.y).toBeLessThan(top);
  });

  it('empty pockets draw empty strips; a game without hands draws none', () => {
    const empty = hands(crazyhouse.renderSvg(crazyhouse.setup()));
    expect([...empty.keys()].sort()).toEqual(['black', 'white']);
    expect([...empty.values()].map((x) => x.pieces)).toEqual([[], []]);
    expect(hands(chess.renderSvg(chess.setup())).size).toBe(0);
  });
});
