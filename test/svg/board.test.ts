/**
 * renderSvg draws every board from its graph: one node element per node (its
 * name in data-node) placed by the node's coordinates, the game's cell style,
 * the board's lines, orientation, labels, highlights, and typed errors for bad
 * options.
 */
import { describe, expect, it } from 'vitest';
import { rect, variants, type AnyVariant, type Board } from '../../src/index.js';
import { drawSvg } from '../../src/kit.js';
import { triHex } from '../fixtures/tri-hex.js';
import { hasClass } from './xml.js';
import { readSvg } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

const games: AnyVariant[] = [...variants, triHex];
const byId = (id: string) => games.find((v) => v.id === id) as AnyVariant;

/** Undirected edges of a graph, each once, as "a|b" with names sorted. */
function edgesOf(board: Board): Set<string> {
  const out = new Set<string>();
  for (let slot = 0; slot < board.next.length; slot++) {
    const to = board.next[slot] as number;
    if (to < 0) continue;
    const pair = [board.names[slot % board.size] as string, board.names[to] as string].sort();
    out.add(pair.join('|'));
  }
  return out;
}

describe.each(games.map((v) => [v.id, v] as const))('renderSvg of %s', (_id, v) => {
  const start = v.setup();

  it('is well-formed XML with one node element per board node, named in data-node', () => {
    const drawn = readSvg(renderSvg(v, start));
    expect(drawn.nodes.size).toBe(v.board.size);
    expect([...drawn.nodes.keys()].sort()).toEqual([...v.board.names].sort());
    expect(drawn.root.attrs['data-variant']).toBe(v.id);
  });

  it("places each node by its graph coordinates: x to the right, y upward, one scale", () => {
    const { centres } = readSvg(renderSvg(v, start));
    const b = v.board;
    // Fit picture = s * board + offset on two nodes that differ in x (and in y), then check every node.
    const i = b.coords.findIndex((p) => p.x !== b.coords[0]?.x);
    const j = b.coords.findIndex((p) => p.y !== b.coords[0]?.y);
    const c0 = centres.get(b.names[0] as string) as { x: number; y: number };
    const sx = ((centres.get(b.names[i] as string)?.x as number) - c0.x) / ((b.coords[i]?.x as number) - (b.coords[0]?.x as number));
    const sy = ((centres.get(b.names[j] as string)?.y as number) - c0.y) / ((b.coords[j]?.y as number) - (b.coords[0]?.y as number));
    expect(sx).toBeGreaterThan(0);
    expect(sy).toBeCloseTo(-sx, 6);
    b.names.forEach((name, n) => {
      const p = b.coords[n] as { x: number; y: number };
      const c = centres.get(name) as { x: number; y: number };
      expect(c.x).toBeCloseTo(c0.x + sx * (p.x - (b.coords[0]?.x as number)), 1);
      expect(c.y).toBeCloseTo(c0.y + sy * (p.y - (b.coords[0]?.y as number)), 1);
    });
  });

  it('every node is inside the picture', () => {
    const { root, centres } = readSvg(renderSvg(v, start));
    const [, , w, h] = (root.attrs.viewBox as string).split(' ').map(Number) as [number, number, number, number];
    for (const c of centres.values()) {
      expect(c.x).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(w);
      expect(c.y).toBeGreaterThan(0);
      expect(c.y).toBeLessThan(h);
    }
  });

  it.each(v.players.map((p) => [p]))('orientation %s: still every node, turned by quarter turns (distances kept)', (player) => {
    const base = readSvg(renderSvg(v, start)).centres;
    const turned = readSvg(renderSvg(v, start, { orientation: player })).root;
    expect(turned.attrs['data-orientation']).toBe(player);
    const { centres } = readSvg(renderSvg(v, start, { orientation: player }));
    const names = v.board.names;
    const d = (m: Map<string, { x: number; y: number }>, a: string, b: string) => Math.hypot((m.get(a)?.x as number) - (m.get(b)?.x as number), (m.get(a)?.y as number) - (m.get(b)?.y as number));
    for (let k = 1; k < names.length; k++) expect(d(centres, names[0] as string, names[k] as string)).toBeCloseTo(d(base, names[0] as string, names[k] as string), 1);
  });

  it('labels each node with its name when asked, and none when not', () => {
    const on = readSvg(renderSvg(v, start, { labels: true }));
    for (const [name, node] of on.nodes) expect(node.children.find((c) => hasClass(c, 'bw-label'))?.text).toBe(name);
    const off = readSvg(renderSvg(v, start, { labels: false }));
    expect(off.all.filter((e) => hasClass(e, 'bw-label'))).toHaveLength(0);
  });

  it('highlights the last move, the selected node, destinations and a checked royal piece', () => {
    const [a, b, c, d] = v.board.names as [string, string, string, string];
    const drawn = readSvg(renderSvg(v, start, { highlights: { lastMove: { from: a, to: b }, selected: c, destinations: [d, a], check: b } }));
    const classesOf = (name: string) => (drawn.nodes.get(name)?.attrs.class ?? '').split(' ');
    expect(classesOf(a)).toContain('bw-last-move');
    expect(classesOf(b)).toEqual(expect.arrayContaining(['bw-last-move', 'bw-check']));
    expect(classesOf(c)).toContain('bw-selected');
    expect(classesOf(d)).not.toContain('bw-selected');
    const markers = drawn.all.filter((e) => hasClass(e, 'bw-destination')).map((e) => e.attrs['data-node']);
    expect(markers.sort()).toEqual([a, d].sort());
    // A marker sits on its node's centre.
    for (const e of drawn.all.filter((x) => hasClass(x, 'bw-destination'))) {
      const centre = drawn.centres.get(e.attrs['data-node'] as string);
      expect(Number(e.attrs.cx)).toBeCloseTo(centre?.x as number, 1);
      expect(Number(e.attrs.cy)).toBeCloseTo(centre?.y as number, 1);
    }
  });

  it('size sets the width and keeps the board shape', () => {
    const { root } = readSvg(renderSvg(v, start, { size: 250 }));
    const [, , w, h] = (root.attrs.viewBox as string).split(' ').map(Number) as [number, number, number, number];
    expect(Number(root.attrs.width)).toBe(250);
    expect(Number(root.attrs.height)).toBeCloseTo((250 * h) / w, 0);
  });

  it('bad options get a typed error and the options object stays unchanged', () => {
    const cases: [unknown, string][] = [
      [{ orientation: 'nobody' }, 'INVALID_OPTION'],
      [{ size: -1 }, 'INVALID_OPTION'],
      [{ size: 'big' }, 'INVALID_OPTION'],
      [{ labels: 'yes' }, 'INVALID_OPTION'],
      [{ colour: 'red' }, 'INVALID_OPTION'],
      [{ colors: { dark: 7 } }, 'INVALID_OPTION'],
      [{ colors: { players: { nobody: '#fff' } } }, 'INVALID_OPTION'],
      [{ highlights: { selected: 'zz99' } }, 'UNKNOWN_NODE'],
      [{ highlights: { destinations: 'a1' } }, 'INVALID_OPTION'],
      [{ highlights: { lastMove: { from: v.board.names[0], to: 'nowhere' } } }, 'UNKNOWN_NODE'],
      ['labels', 'INVALID_OPTION'],
    ];
    for (const [options, code] of cases) {
      const before = JSON.stringify(options);
      expect(() => renderSvg(v, start, options as never), JSON.stringify(options)).toThrow(expect.objectContaining({ code }));
      expect(JSON.stringify(options)).toBe(before);
    }
  });

  it('a position of another game gets INVALID_ARGUMENT', () => {
    const other = games.find((g) => g.id !== v.id) as AnyVariant;
    expect(() => renderSvg(v, other.setup())).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('colours and a title with markup characters stay well-formed and are used', () => {
    const svg = renderSvg(v, start, { title: 'a <b> & "c"', colors: { background: '#123456', players: { [v.players[0] as string]: '#abcdef' } } });
    const drawn = readSvg(svg);
    expect(drawn.root.children.find((e) => e.name === 'title')?.text).toBe('a <b> & "c"');
    expect(drawn.all.find((e) => hasClass(e, 'bw-background'))?.attrs.fill).toBe('#123456');
  });
});

describe('what each game draws', () => {
  it('chess: 64 squares, a1 dark and h1 light ("light square on the right")', () => {
    const { nodes } = readSvg(renderSvg(byId('chess'), byId('chess').setup()));
    expect([...nodes.values()].filter((n) => hasClass(n, 'bw-square') || hasClass(n, 'bw-dark') || hasClass(n, 'bw-light'))).toHaveLength(64);
    expect(hasClass(nodes.get('a1') as never, 'bw-dark')).toBe(true);
    expect(hasClass(nodes.get('h1') as never, 'bw-light')).toBe(true);
    expect(hasClass(nodes.get('h8') as never, 'bw-dark')).toBe(true);
  });

  it('chess: Black at the bottom puts a8 bottom right and h1 top left', () => {
    const { centres } = readSvg(renderSvg(byId('chess'), byId('chess').setup(), { orientation: 'black' }));
    const a8 = centres.get('a8') as { x: number; y: number }, h1 = centres.get('h1') as { x: number; y: number };
    expect(a8.x).toBeGreaterThan(h1.x);
    expect(a8.y).toBeGreaterThan(h1.y);
  });

  it('Dilkel: the cross of 160 squares, its missing corners left out; each seat can sit at the bottom', () => {
    const v = byId('dilkel');
    const drawn = readSvg(renderSvg(v, v.setup()));
    expect(drawn.all.filter((e) => hasClass(e, 'bw-square'))).toHaveLength(160);
    // Corner a1 (0,0) would sit at the bottom-left; no square covers it: the leftmost square of the bottom row is d1.
    const bottom = Math.max(...[...drawn.centres.values()].map((c) => c.y));
    const bottomRow = [...drawn.centres].filter(([, c]) => c.y === bottom).map(([n]) => n).sort();
    expect(bottomRow).toEqual(['d1', 'e1', 'f1', 'g1', 'h1', 'i1', 'j1', 'k1']);
    // Seats (docs/dilkel.md): Red South on rank 1, Blue West on file a, Yellow North on rank 14, Green East on file n.
    const seatSquare: Record<string, string> = { red: 'g1', blue: 'a7', yellow: 'g14', green: 'n7' };
    for (const [player, square] of Object.entries(seatSquare)) {
      const { centres } = readSvg(renderSvg(v, v.setup(), { orientation: player }));
      const lowest = Math.max(...[...centres.values()].map((c) => c.y));
      expect(centres.get(square)?.y, player).toBe(lowest);
    }
  });

  it('draughts: the 32 playable squares are dark, on a light 8x8 grid; square 1 top left of the playable ones as White sees it', () => {
    const v = byId('draughts');
    const drawn = readSvg(renderSvg(v, v.setup()));
    expect([...drawn.nodes.values()].every((n) => hasClass(n, 'bw-dark'))).toBe(true);
    expect(drawn.all.filter((e) => hasClass(e, 'bw-grid'))).toHaveLength(1);
    const c1 = drawn.centres.get('1') as { x: number; y: number }, c32 = drawn.centres.get('32') as { x: number; y: number };
    expect(c1.y).toBeLessThan(c32.y);
    expect(c1.x).toBeLessThan(c32.x);
  });

  it.each(['diamond-checkers', 'diamond-kings', 'diamond-queens', 'tri-hex'])('%s: points joined by lines, one line per edge of the graph, each between its two nodes', (id) => {
    const v = byId(id);
    const drawn = readSvg(renderSvg(v, v.setup()));
    const lines = drawn.all.filter((e) => hasClass(e, 'bw-line'));
    const expected = edgesOf(v.board);
    expect(lines).toHaveLength(expected.size);
    const at = new Map([...drawn.centres].map(([n, c]) => [`${Math.round(c.x)},${Math.round(c.y)}`, n] as const));
    const found = new Set(lines.map((l) => [at.get(`${Math.round(Number(l.attrs.x1))},${Math.round(Number(l.attrs.y1))}`), at.get(`${Math.round(Number(l.attrs.x2))},${Math.round(Number(l.attrs.y2))}`)].sort().join('|')));
    expect(found).toEqual(expected);
    expect([...drawn.nodes.values()].every((n) => hasClass(n, 'bw-point'))).toBe(true);
  });

  it('Diamond: the rulebook picture, A at the bottom tip (1A) and B at the top (1B), 17A left and 17B right', () => {
    const v = byId('diamond-checkers');
    const { centres } = readSvg(renderSvg(v, v.setup()));
    const c = (n: string) => centres.get(n) as { x: number; y: number };
    expect(c('1A').y).toBeGreaterThan(c('21').y);
    expect(c('1B').y).toBeLessThan(c('21').y);
    expect(c('17A').x).toBeLessThan(c('21').x);
    expect(c('17B').x).toBeGreaterThan(c('21').x);
    const flipped = readSvg(renderSvg(v, v.setup(), { orientation: 'b' })).centres;
    expect(flipped.get('1B')?.y).toBeGreaterThan(flipped.get('21')?.y as number);
  });
});

describe('drawSvg pieces on any board', () => {
  const discFill = (svg: string, node: string) => readSvg(svg).pieces.find((p) => p.attrs['data-node'] === node)?.children.find((c) => hasClass(c, 'bw-disc'))?.attrs.fill;

  it("an eliminated player's pieces are grey, the others keep their colour", () => {
    const svg = drawSvg({ board: rect(3, 1), players: ['red', 'blue'], eliminated: ['blue'], pieces: [{ node: 'a1', player: 'red', kind: 'K' }, { node: 'c1', player: 'blue', kind: 'K' }] }, { playerColors: { red: '#d00000', blue: '#0000d0' } });
    expect(discFill(svg, 'a1')).toBe('#d00000');
    expect(discFill(svg, 'c1')).toBe('#9e9e9e');
    expect(hasClass(readSvg(svg).pieces.find((p) => p.attrs['data-node'] === 'c1') as never, 'bw-eliminated')).toBe(true);
  });

  it('players named after a colour get it; the caller\'s colours win over the game\'s', () => {
    const scene = { board: rect(2, 1), players: ['white', 'black'], pieces: [{ node: 'a1', player: 'white', kind: 'K' }, { node: 'b1', player: 'black', kind: 'K' }] };
    expect(discFill(drawSvg(scene), 'a1')).toBe('#f8f8f8');
    expect(discFill(drawSvg(scene), 'b1')).toBe('#222222');
    expect(discFill(drawSvg(scene, { playerColors: { black: '#333' } }), 'b1')).toBe('#333');
    expect(discFill(drawSvg(scene, { playerColors: { black: '#333' } }, { colors: { players: { black: '#444' } } }), 'b1')).toBe('#444');
  });

  it('a stack shows its count; a piece on a node the board does not have is INVALID_POSITION', () => {
    const drawn = readSvg(drawSvg({ board: rect(2, 1), players: ['a'], pieces: [{ node: 'a1', player: 'a', kind: 'M', count: 3 }] }));
    const piece = drawn.pieces[0];
    expect(piece?.children.filter((c) => hasClass(c, 'bw-disc'))).toHaveLength(3);
    expect(piece?.children.flatMap((c) => c.children).find((c) => hasClass(c, 'bw-count'))?.text).toBe('3');
    expect(() => drawSvg({ board: rect(2, 2), players: ['a'], pieces: [{ node: 'z9', player: 'a', kind: 'K' }] })).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});
