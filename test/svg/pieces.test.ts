/**
 * Every piece of `pieces(position)` appears in the SVG at its node's
 * coordinates, and the pieces agree with the position text read here
 * independently (each game's text format as its docs describe it).
 */
import { describe, expect, it } from 'vitest';
import { variants, type AnyVariant, type Position } from '../../src/index.js';
import { createRng } from '../../src/kit.js';
import { hasClass } from './xml.js';
import { readSvg, translation } from './helpers.js';
import { renderSvg } from '../../src/svg/index.js';

interface TextPiece { player: string; kind: string; count?: number }

/** FEN-like boards (`rnbqkbnr/…`): ranks from the top, digits for empty runs, upper case for the first player. */
function fenBoard(board: string, players: readonly [string, string]): Map<string, TextPiece> {
  const out = new Map<string, TextPiece>();
  const ranks = board.split('/');
  ranks.forEach((rank, i) => {
    let file = 0;
    for (const c of rank) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      out.set(`${String.fromCharCode(97 + file)}${ranks.length - i}`, { player: c === c.toUpperCase() ? players[0] : players[1], kind: c.toUpperCase() });
      file++;
    }
  });
  return out;
}

/** PDN FEN (`B:W21,K22:B1,2`): side sections, `K` prefix for kings. */
function pdn(text: string): Map<string, TextPiece> {
  const out = new Map<string, TextPiece>();
  for (const section of text.split(':').slice(1)) {
    const player = section[0] === 'W' ? 'white' : 'black';
    for (const entry of section.slice(1).split(',').filter(Boolean)) {
      const king = entry.startsWith('K');
      out.set(king ? entry.slice(1) : entry, { player, kind: king ? 'K' : 'M' });
    }
  }
  return out;
}

/** Diamond text (`A:AK12A,3A*2:B7A`): `K` King, `D` Diamond King, `*n` a stack; in Kings and Queens every man is a Diamond King. */
function diamondText(text: string, id: string): Map<string, TextPiece> {
  const out = new Map<string, TextPiece>();
  for (const section of text.split(':').slice(1, 3)) {
    const player = section[0] === 'A' ? 'a' : 'b';
    for (const entry of section.slice(1).split(',').filter(Boolean)) {
      const m = /^([KD]?)(\w+?)(?:\*(\d+))?$/.exec(entry) as RegExpExecArray;
      const kind = id === 'diamond-checkers' ? (m[1] || 'M') : 'D';
      out.set(m[2] as string, { player, kind, ...(id === 'diamond-queens' ? { count: Number(m[3] ?? 1) } : {}) });
    }
  }
  return out;
}

/** Dilkel's board field: ranks 14 down to 1, `x` a missing square, numbers for empty runs, `rK` style pieces. */
function dilkelText(text: string): Map<string, TextPiece> {
  const colours: Record<string, string> = { r: 'red', b: 'blue', y: 'yellow', g: 'green' };
  const out = new Map<string, TextPiece>();
  const board = text.split('-').slice(7).join('-');
  board.split('/').forEach((rank, i) => {
    let file = 0;
    for (const entry of rank.split(',')) {
      if (/^\d+$/.test(entry)) { file += Number(entry); continue; }
      if (entry !== 'x') out.set(`${String.fromCharCode(97 + file)}${14 - i}`, { player: colours[entry[0] as string] as string, kind: entry[1] as string });
      file++;
    }
  });
  return out;
}

function fromText(v: AnyVariant, position: Position): Map<string, TextPiece> {
  const text = v.format(position);
  switch (v.id) {
    case 'chess': return fenBoard(text.split(' ')[0] as string, ['white', 'black']);
    case 'chess4': return fenBoard(text.split(' ')[0] as string, ['light', 'dark']);
    case 'draughts': return pdn(text);
    case 'dilkel': return dilkelText(text);
    default: return diamondText(text, v.id);
  }
}

const GAMES = ['chess', 'draughts', 'diamond-checkers', 'diamond-kings', 'diamond-queens', 'dilkel', 'chess4'];

/** The start and positions a few seeded random plies into a game (kings, stacks, captures appear). */
function positions(v: AnyVariant): Position[] {
  const out: Position[] = [v.setup()];
  for (const seed of [1, 2, 3]) {
    const rng = createRng(seed);
    let p = v.setup();
    for (let i = 0; i < 40 && !v.status(p).over; i++) p = v.play(p, rng.pick(v.legalMoves(p)));
    out.push(p);
  }
  return out;
}

describe.each(GAMES.map((id) => [id, variants.find((v) => v.id === id) as AnyVariant] as const))('pieces in the SVG of %s', (_id, v) => {
  it('pieces(position) agrees with the position text read independently', () => {
    for (const p of positions(v)) {
      const listed = new Map(v.pieces(p).map((x) => [x.node, { player: x.player, kind: x.kind, ...(x.count === undefined ? {} : { count: x.count }) }]));
      expect(listed).toEqual(fromText(v, p));
    }
  });

  it('every piece is drawn once, at its node centre, with its player, kind and count', () => {
    for (const p of positions(v)) {
      for (const orientation of v.players) {
        const drawn = readSvg(renderSvg(v, p, { orientation }));
        const expected = fromText(v, p);
        expect(drawn.pieces).toHaveLength(expected.size);
        for (const e of drawn.pieces) {
          const node = e.attrs['data-node'] as string;
          const want = expected.get(node);
          expect(want, `a piece drawn on ${node}`).toBeDefined();
          expect(e.attrs['data-player']).toBe(want?.player);
          expect(e.attrs['data-kind']).toBe(want?.kind);
          expect(e.attrs['data-count']).toBe(want?.count === undefined ? undefined : String(want.count));
          const at = translation(e), centre = drawn.centres.get(node) as { x: number; y: number };
          expect(at.x).toBeCloseTo(centre.x, 1);
          expect(at.y).toBeCloseTo(centre.y, 1);
        }
      }
    }
  });

  it.each(v.players.map((p) => [p]))('orientation %s puts that player\'s start pieces nearest the bottom', (player) => {
    const start = v.setup();
    const drawn = readSvg(renderSvg(v, start, { orientation: player }));
    const meanY = (who: string) => {
      const ys = drawn.pieces.filter((e) => e.attrs['data-player'] === who).map((e) => translation(e).y);
      return ys.reduce((a, b) => a + b, 0) / ys.length;
    };
    for (const other of v.players) if (other !== player) expect(meanY(player)).toBeGreaterThan(meanY(other));
  });
});

describe('stacks and marks', () => {
  it('Diamond Queens: "Two men are placed on each of the positions 2, 3, 4, 6, 7, and 8": stacks of two drawn as two discs with the count 2', () => {
    const v = variants.find((x) => x.id === 'diamond-queens') as AnyVariant;
    const drawn = readSvg(renderSvg(v, v.setup()));
    expect(drawn.pieces).toHaveLength(12);
    for (const piece of drawn.pieces) {
      expect(piece.attrs['data-count']).toBe('2');
      const discs = piece.children.filter((c) => hasClass(c, 'bw-disc'));
      expect(discs).toHaveLength(2);
      const count = piece.children.flatMap((c) => c.children).find((c) => hasClass(c, 'bw-count'));
      expect(count?.text).toBe('2');
    }
  });

  it('draughts kings carry a crown, men do not', () => {
    const v = variants.find((x) => x.id === 'draughts') as AnyVariant;
    const drawn = readSvg(renderSvg(v, v.parse('W:WK5,20:B1')));
    const crowned = drawn.pieces.filter((p) => p.children.flatMap((c) => c.children).some((c) => hasClass(c, 'bw-mark-crown'))).map((p) => p.attrs['data-node']);
    expect(crowned).toEqual(['5']);
  });
});
