/** Reading the SVG pictures back in tests: node centres, pieces, markers. */
import { expect } from 'vitest';
import { allElements, hasClass, parseXml, type XmlElement } from './xml.js';

export interface Drawn {
  readonly root: XmlElement;
  readonly all: XmlElement[];
  /** Node element by node name (each must be unique). */
  readonly nodes: Map<string, XmlElement>;
  /** Node centre by node name, read from the node's square or point. */
  readonly centres: Map<string, { x: number; y: number }>;
  readonly pieces: XmlElement[];
}

/** The centre of a node element: the middle of its square, or its point. */
function centreOf(node: XmlElement): { x: number; y: number } {
  const square = node.children.find((c) => hasClass(c, 'bw-square'));
  if (square) {
    const { x, y, width, height } = square.attrs;
    return { x: Number(x) + Number(width) / 2, y: Number(y) + Number(height) / 2 };
  }
  const dot = node.children.find((c) => hasClass(c, 'bw-dot'));
  if (!dot) throw new Error(`node ${node.attrs['data-node']} has neither a square nor a point`);
  return { x: Number(dot.attrs.cx), y: Number(dot.attrs.cy) };
}

/** Parses (and so checks the well-formedness of) an SVG picture and indexes it. */
export function readSvg(svg: string): Drawn {
  const root = parseXml(svg);
  expect(root.name).toBe('svg');
  expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
  const all = allElements(root);
  const nodes = new Map<string, XmlElement>();
  for (const e of all) {
    if (!hasClass(e, 'bw-node')) continue;
    const name = e.attrs['data-node'] as string;
    expect(nodes.has(name), `node ${name} drawn twice`).toBe(false);
    nodes.set(name, e);
  }
  const centres = new Map([...nodes].map(([name, e]) => [name, centreOf(e)] as const));
  return { root, all, nodes, centres, pieces: all.filter((e) => hasClass(e, 'bw-piece')) };
}

/** The translation of an element's `transform="translate(x y)"`. */
export function translation(e: XmlElement): { x: number; y: number } {
  const m = /^translate\((-?[\d.]+)[ ,](-?[\d.]+)\)$/.exec(e.attrs.transform ?? '');
  if (!m) throw new Error(`no translate() on <${e.name} class="${e.attrs.class}">`);
  return { x: Number(m[1]), y: Number(m[2]) };
}
