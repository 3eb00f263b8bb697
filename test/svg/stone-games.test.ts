/**
 * The stone games drawn as their players know them: plain discs in each player's colour with no
 * letter and no pocket of spare stones (`pieceFaces: 'stones'`), Othello on green squares parted by
 * dark lines (`boardStyle: 'grid'`), Connect Four in a blue frame with a round hole at every cell
 * (`boardStyle: 'frame'`), Gomoku's stones on intersections. Colours are judged by their hue (which
 * channel dominates), not by our own hex values.
 */
import { describe, expect, it } from 'vitest';
import { connectfour, defineFairy, flipello, flipello10, flipersi, gomoku, tictactoe } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { readSvg } from './helpers.js';
import { hasClass, type XmlElement } from './xml.js';
import { codeOf } from '../support/code-of.js';

const deep = (e: XmlElement): XmlElement[] => [e, ...e.children.flatMap(deep)];
const squareOf = (node: XmlElement): XmlElement => node.children.find((c) => hasClass(c, 'bw-square')) as XmlElement;

/** A #rrggbb colour's channels. */
function rgb(colour: string | undefined): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour ?? '');
  if (!m) throw new Error(`not a #rrggbb colour: ${colour}`);
  return [parseInt(m[1] as string, 16), parseInt(m[2] as string, 16), parseInt(m[3] as string, 16)];
}
const greenest = (c: string | undefined): boolean => { const [r, g, b] = rgb(c); return g > r && g > b; };
const bluest = (c: string | undefined): boolean => { const [r, g, b] = rgb(c); return b > r && b > g; };
const reddest = (c: string | undefined): boolean => { const [r, g, b] = rgb(c); return r > 2 * g && r > 2 * b; };
/** Yellow: red and green strong, blue weak. */
const yellowish = (c: string | undefined): boolean => { const [r, g, b] = rgb(c); return r > 180 && g > 150 && b < 100; };
const discFill = (piece: XmlElement): string | undefined => deep(piece).find((c) => hasClass(c, 'bw-disc'))?.attrs.fill;

describe('stones (pieceFaces: stones)', () => {
  it('Othello\'s four start stones are plain discs, no letter on them, one colour per player', () => {
    const drawn = readSvg(renderSvg(flipello, flipello.setup()));
    expect(drawn.pieces).toHaveLength(4);
    for (const piece of drawn.pieces) {
      expect(deep(piece).some((c) => hasClass(c, 'bw-glyph')), `a letter on the stone at ${piece.attrs['data-node']}`).toBe(false);
      expect(deep(piece).filter((c) => hasClass(c, 'bw-disc'))).toHaveLength(1);
    }
    const fills = flipello.players.map((p) => new Set(drawn.pieces.filter((e) => e.attrs['data-player'] === p).map(discFill)));
    for (const f of fills) expect(f.size, 'each player\'s stones one colour').toBe(1);
    expect([...(fills[0] ?? [])][0]).not.toBe([...(fills[1] ?? [])][0]);
  });

  it('the supply of stones in hand (Othello\'s 60, Connect Four\'s 21, Gomoku\'s 60 a side) is not drawn as a pocket', () => {
    for (const v of [flipello, connectfour, gomoku]) {
      const all = readSvg(renderSvg(v, v.setup())).all;
      expect(all.some((e) => hasClass(e, 'bw-hand') || hasClass(e, 'bw-hand-piece')), v.id).toBe(false);
    }
  });

  it('a drop game without stone faces still draws its pocket (a definition of lettered pieces in hand)', () => {
    const v = defineFairy({ id: 'pocket', maxFile: 3, maxRank: 3, pieces: { P: 'immobile' }, pieceDrops: true, castling: false, doubleStep: false, promotionPieceTypes: '-', startFen: '3/3/3[PPpp] w - - 0 1' });
    const all = readSvg(renderSvg(v, v.setup())).all;
    expect(all.some((e) => hasClass(e, 'bw-hand-piece'))).toBe(true);
    expect(all.some((e) => hasClass(e, 'bw-glyph') && e.text === 'P')).toBe(true);
  });
});

describe('Othello\'s board (boardStyle: grid)', () => {
  it('Othello: Black moves first, and its start stones (d4, e5) are drawn black, White\'s (d5, e4) white', () => {
    for (const v of [flipello, flipello10, flipersi]) expect(v.players[0], v.id).toBe('black');
    expect(flipello.setup().turn).toBe('black');
    const pieces = readSvg(renderSvg(flipello, flipello.setup())).pieces;
    const fillAt = (node: string): [number, number, number] => rgb(discFill(pieces.find((e) => e.attrs['data-node'] === node) as XmlElement));
    for (const node of ['d4', 'e5']) expect(Math.max(...fillAt(node)), node).toBeLessThan(80);
    for (const node of ['d5', 'e4']) expect(Math.min(...fillAt(node)), node).toBeGreaterThan(200);
  });

  it('every square of flipello, flipello10 and flipersi is the same green, outlined by dark lines', () => {
    for (const v of [flipello, flipello10, flipersi]) {
      const squares = [...readSvg(renderSvg(v, v.setup())).nodes.values()].map(squareOf);
      expect(squares).toHaveLength(v.board.size);
      expect(new Set(squares.map((s) => s.attrs.fill)).size, v.id).toBe(1);
      expect(greenest(squares[0]?.attrs.fill), `${v.id} fill ${squares[0]?.attrs.fill}`).toBe(true);
      const line = rgb(squares[0]?.attrs.stroke);
      expect(line.reduce((a, b) => a + b), `${v.id} line ${squares[0]?.attrs.stroke}`).toBeLessThan(rgb(squares[0]?.attrs.fill).reduce((a, b) => a + b));
    }
  });

  it('the caller\'s colors still win over the green board, and other games keep the wooden squares', () => {
    const squares = [...readSvg(renderSvg(flipello, flipello.setup(), { colors: { dark: '#123456' } })).nodes.values()].map(squareOf);
    expect(new Set(squares.map((s) => s.attrs.fill))).toEqual(new Set(['#123456']));
    const chessLike = defineFairy({ id: 'wood', maxFile: 3, maxRank: 3, pieces: { K: 'king' }, startFen: 'k2/3/2K w - - 0 1', castling: false });
    const wood = [...readSvg(renderSvg(chessLike, chessLike.setup())).nodes.values()].map(squareOf);
    expect(wood.some((s) => greenest(s.attrs.fill)), 'a green square on a squares board').toBe(false);
  });
});

describe('Connect Four\'s frame (boardStyle: frame)', () => {
  it('a blue frame with a round hole at each of the 42 cells', () => {
    const nodes = [...readSvg(renderSvg(connectfour, connectfour.setup())).nodes.values()];
    expect(nodes).toHaveLength(42);
    for (const node of nodes) {
      expect(bluest(squareOf(node).attrs.fill), `${node.attrs['data-node']}: ${squareOf(node).attrs.fill}`).toBe(true);
      const hole = node.children.find((c) => hasClass(c, 'bw-hole'));
      expect(hole?.name, `a hole at ${node.attrs['data-node']}`).toBe('circle');
      expect(bluest(hole?.attrs.fill)).toBe(false);
    }
  });

  it('the frame is one blue piece with a rim around all the cells (no seams between cells)', () => {
    const drawn = readSvg(renderSvg(connectfour, connectfour.setup()));
    const frame = drawn.all.find((e) => hasClass(e, 'bw-frame'));
    expect(frame?.name).toBe('rect');
    expect(bluest(frame?.attrs.fill)).toBe(true);
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => Number(frame?.attrs[k]));
    // Every cell's square lies inside the frame with room to spare on each side: the rim.
    for (const node of drawn.nodes.values()) {
      const sq = squareOf(node).attrs;
      const [sx, sy, sw, sh] = ['x', 'y', 'width', 'height'].map((k) => Number(sq[k]));
      expect(sx).toBeGreaterThanOrEqual(x as number);
      expect(sy).toBeGreaterThanOrEqual(y as number);
      expect((sx as number) + (sw as number)).toBeLessThanOrEqual((x as number) + (w as number));
      expect((sy as number) + (sh as number)).toBeLessThanOrEqual((y as number) + (h as number));
    }
    const xs = [...drawn.nodes.values()].map((n) => Number(squareOf(n).attrs.x));
    expect(Math.min(...xs) - (x as number)).toBeGreaterThan(5);
  });

  it('each cell\'s name is written inside its hole, not across the hole\'s edge', () => {
    const drawn = readSvg(renderSvg(connectfour, connectfour.setup()));
    for (const node of drawn.nodes.values()) {
      const hole = node.children.find((c) => hasClass(c, 'bw-hole'))?.attrs ?? {};
      const label = node.children.find((c) => hasClass(c, 'bw-label'))?.attrs ?? {};
      const [cx, cy, r] = [hole.cx, hole.cy, hole.r].map(Number);
      // Centred on the hole's middle; its font well inside the hole.
      expect(label['text-anchor']).toBe('middle');
      expect(Math.abs(Number(label.x) - (cx as number))).toBeLessThan(1);
      expect(Math.abs(Number(label.y) - (cy as number)) + Number(label['font-size'])).toBeLessThan(r as number);
    }
  });

  it('the discs are red and yellow, without letters', () => {
    const [red, yellow] = connectfour.players;
    let p = connectfour.setup();
    for (let i = 0; i < 2; i++) p = connectfour.play(p, connectfour.legalMoves(p)[0] as never);
    const pieces = readSvg(renderSvg(connectfour, p)).pieces;
    expect(pieces).toHaveLength(2);
    const fillOf = (player: string | undefined) => discFill(pieces.find((e) => e.attrs['data-player'] === player) as XmlElement);
    expect(reddest(fillOf(red)), `${red}: ${fillOf(red)}`).toBe(true);
    expect(yellowish(fillOf(yellow)), `${yellow}: ${fillOf(yellow)}`).toBe(true);
    expect(pieces.flatMap(deep).some((c) => hasClass(c, 'bw-glyph'))).toBe(false);
  });
});

describe('Gomoku (boardStyle: intersections)', () => {
  it('its 120 nodes are points on lines, no squares, and its stones plain discs', () => {
    let p = gomoku.setup();
    p = gomoku.play(p, gomoku.legalMoves(p)[0] as never);
    const drawn = readSvg(renderSvg(gomoku, p));
    expect(drawn.all.filter((e) => hasClass(e, 'bw-dot'))).toHaveLength(120);
    expect(drawn.all.some((e) => hasClass(e, 'bw-square'))).toBe(false);
    expect(drawn.pieces).toHaveLength(1);
    expect(drawn.pieces.flatMap(deep).some((c) => hasClass(c, 'bw-glyph'))).toBe(false);
  });
});

describe('tic-tac-toe (pieceFaces: marks)', () => {
  // The centre to X, a corner to O: the first seat writes X, the second O.
  const played = (): ReturnType<typeof tictactoe.setup> => {
    let p = tictactoe.setup();
    for (const to of ['b2', 'a1']) p = tictactoe.play(p, tictactoe.legalMoves(p).find((m) => m.to === to) as never);
    return p;
  };

  it('X\'s squares show an X (two crossing strokes), O\'s an O (a ring), neither a filled disc nor a letter', () => {
    const [x, o] = tictactoe.players;
    const pieces = readSvg(renderSvg(tictactoe, played())).pieces;
    const of = (player: string | undefined): XmlElement[] => deep(pieces.find((e) => e.attrs['data-player'] === player) as XmlElement);
    const cross = of(x).find((c) => hasClass(c, 'bw-mark-x'));
    // Two strokes: a path of two moves, each drawing one diagonal.
    expect(cross?.name).toBe('path');
    expect(cross?.attrs.d?.match(/M/g)).toHaveLength(2);
    const ring = of(o).find((c) => hasClass(c, 'bw-mark-o'));
    expect(ring?.name).toBe('circle');
    expect(ring?.attrs.fill).toBe('none');
    expect(of(x).some((c) => hasClass(c, 'bw-mark-o'))).toBe(false);
    expect(of(o).some((c) => hasClass(c, 'bw-mark-x'))).toBe(false);
    expect(pieces.flatMap(deep).some((c) => hasClass(c, 'bw-disc') || hasClass(c, 'bw-glyph'))).toBe(false);
  });

  it('no supply of marks in hand is drawn', () => {
    expect(readSvg(renderSvg(tictactoe, played())).all.some((e) => hasClass(e, 'bw-hand-piece'))).toBe(false);
  });
});

describe('the look fields are checked', () => {
  it('an unknown boardStyle or pieceFaces is INVALID_DEFINITION', () => {
    const base = { id: 'bad', maxFile: 3, maxRank: 3, pieces: { K: 'king' }, startFen: 'k2/3/2K w - - 0 1', castling: false } as const;
    expect(codeOf(() => defineFairy({ ...base, boardStyle: 'hexes' as never }))).toBe('INVALID_DEFINITION');
    expect(codeOf(() => defineFairy({ ...base, pieceFaces: 'marbles' as never }))).toBe('INVALID_DEFINITION');
  });
});
