/**
 * Every picture is well-formed XML whatever its strings hold: characters XML
 * 1.0 forbids (C0 controls, U+FFFE, U+FFFF, lone surrogates) are replaced by
 * U+FFFD wherever text enters the SVG. Two referees read each picture: Python's
 * expat and the test reader's own `Char` check (xml.ts).
 */
import { describe, expect, it } from 'vitest';
import { createBoard, defineVariant, rect, variants, type AnyVariant, type Position } from '../../src/index.js';
import { drawSvg } from '../../src/kit.js';
import { triHex } from '../fixtures/tri-hex.js';
import { expatAvailable, expatErrors } from './expat.js';
import { firstNonXmlChar, parseXml } from './xml.js';
import { renderSvg } from '../../src/svg/index.js';

/** Every kind of character XML forbids, between markup characters that must be escaped. */
const HOSTILE = 'Player \u001b[31m \u0000\u0001\u0008\u000b\u000c\u001f <&"\'> \ufffe\uffff \ud800 x \udfff ]]>';

const games: AnyVariant[] = [...variants, triHex];

/** Both referees must accept the picture. */
function wellFormed(svgs: readonly string[]): void {
  for (const svg of svgs) expect(() => parseXml(svg)).not.toThrow();
  if (!expatAvailable()) return;
  expect(expatErrors(svgs)).toEqual(svgs.map(() => null));
}

describe('the referees refuse what XML forbids', () => {
  it.each([
    ['an escape character', '<svg>\u001b</svg>'],
    ['U+FFFE', '<svg a="\ufffe"/>'],
    ['U+FFFF', '<svg>\uffff</svg>'],
    ['a NUL', '<svg>\u0000</svg>'],
  ])('expat refuses %s', (_what, doc) => {
    if (!expatAvailable()) return;
    expect(expatErrors([doc])[0]).not.toBeNull();
  });

  it.each([
    ['an escape character', '<svg>\u001b</svg>'],
    ['a lone high surrogate', '<svg>\ud800</svg>'],
    ['a lone low surrogate', '<svg a="\udc00"/>'],
    ['a character reference to a control character', '<svg>&#27;</svg>'],
  ])('the test reader refuses %s', (_what, doc) => {
    expect(() => parseXml(doc)).toThrow();
  });

  it('a surrogate pair (an emoji) is one XML character', () => {
    expect(firstNonXmlChar('<svg>\u{1F600}</svg>')).toBe(-1);
  });
});

describe('renderSvg of every game with a hostile title', () => {
  const pictures = games.map((v) => [v.id, renderSvg(v, v.setup(), { title: HOSTILE })] as const);

  it.each(pictures)('%s: the test reader accepts it and shows each forbidden character as U+FFFD', (_id, svg) => {
    const title = parseXml(svg).children.find((c) => c.name === 'title');
    expect(title?.text).toBe('Player \ufffd[31m \ufffd\ufffd\ufffd\ufffd\ufffd\ufffd <&"\'> \ufffd\ufffd \ufffd x \ufffd ]]>');
  });

  it('expat accepts every one of them', () => {
    wellFormed(pictures.map(([, svg]) => svg));
  });
});

describe('drawSvg keeps the picture well-formed whatever the scene holds', () => {
  const board = createBoard(
    [{ name: `a${HOSTILE}`, x: 0, y: 0 }, { name: 'b\u0007', x: 1, y: 0 }],
    [{ from: `a${HOSTILE}`, to: 'b\u0007', dir: `e${HOSTILE}` }],
  );
  const scene = {
    board,
    players: [`p${HOSTILE}`, 'q\u0002'],
    pieces: [
      { node: `a${HOSTILE}`, player: `p${HOSTILE}`, kind: `\u0003${HOSTILE}` },
      { node: 'b\u0007', player: 'q\u0002', kind: 'k', count: 2 },
    ],
    hands: [{ player: `p${HOSTILE}`, pieces: [{ kind: `\u0004${HOSTILE}`, count: 1 }] }],
    eliminated: ['q\u0002'],
    id: `id${HOSTILE}`,
    name: `name${HOSTILE}`,
  };

  it('node names, direction names, player ids, kinds, id and name (points and squares, labels, highlights)', () => {
    const svgs = [
      drawSvg(scene),
      drawSvg(scene, { cells: 'squares', label: (n) => `${n}\u0005` }, { orientation: 'q\u0002', highlights: { lastMove: { from: `a${HOSTILE}`, to: 'b\u0007' }, selected: 'b\u0007', destinations: [`a${HOSTILE}`, 'b\u0007'], check: 'b\u0007' } }),
      drawSvg(scene, { cells: 'playable-squares', glyph: () => ({ text: `\u0006${HOSTILE}` }) }, { title: HOSTILE, labels: false }),
    ];
    wellFormed(svgs);
    const root = parseXml(svgs[0] as string);
    expect(root.attrs['data-variant']).toBe('id' + 'Player \ufffd[31m \ufffd\ufffd\ufffd\ufffd\ufffd\ufffd <&"\'> \ufffd\ufffd \ufffd x \ufffd ]]>');
  });
});

describe('a game whose name holds noncharacters (accepted by defineVariant: they are not control characters)', () => {
  it('draws a well-formed picture, U+FFFE and U+FFFF shown as U+FFFD', () => {
    const p = { variant: 'odd\ufffe', turn: 'a' } as Position;
    const v = defineVariant({
      id: 'odd\ufffe', name: 'Odd \uffff game', players: ['a\ufffe', 'b'],
      createBoard: () => rect(2, 1), setup: () => ({ ...p, turn: 'a\ufffe' }), parse: () => p, format: () => '', legalMoves: () => [], apply: (q) => q,
      status: () => ({ over: false, turn: 'a\ufffe' }), hash: () => 0, render: () => '',
      pieceReader: () => (node: number) => (node === 0 ? { player: 'a\ufffe', kind: 'K\uffff' } : undefined),
    });
    const svg = renderSvg(v, v.setup());
    wellFormed([svg]);
    expect(parseXml(svg).attrs['data-variant']).toBe('odd\ufffd');
  });
});
