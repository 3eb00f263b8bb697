/**
 * One test per rule switch of the draughts family, each named after the
 * federation rule it implements. Positions are written in PDN FEN; the squares
 * are worked out from the board coordinates by the test's own numbering (not
 * the engine's tables), and the expected moves follow from the rule.
 */
import { describe, expect, it } from 'vitest';
import {
  brazilian, canadian, czech, defineDraughts, draughts, englishRules, international, italian, killer, pool, russian, spanish, thai,
  type DraughtsVariant, type FamilyMove,
} from '../../src/variants/draughts/index.js';

/**
 * PDN square number of the square at file x, rank y (0-based, White's side at y = 0): the playing
 * squares are numbered from the top row down, left to right, so square = row-from-top * (width / 2)
 * + floor(x / 2) + 1 on every board size and orientation.
 */
const square = (width: number, height: number, x: number, y: number): number => (height - 1 - y) * (width / 2) + Math.floor(x / 2) + 1;
const on8 = (x: number, y: number): number => square(8, 8, x, y);
const on10 = (x: number, y: number): number => square(10, 10, x, y);

const moves = (v: DraughtsVariant, fen: string, duplicates?: 'keep' | 'drop'): FamilyMove[] =>
  [...v.legalMoves(duplicates ? v.parse(fen, { duplicates }) : v.parse(fen))];
/** PDN number of a square name: a number as it is, an algebraic name (the 8x8 Russian and Czech boards) by its file and rank. */
const num = (name: string): number => (/^[a-z]/.test(name) ? on8(name.charCodeAt(0) - 97, Number(name.slice(1)) - 1) : Number(name));
const summary = (list: readonly FamilyMove[]): string[] =>
  list.map((m) => `${num(m.from)}>${num(m.to)}:${m.captures.map(num).sort((a, b) => a - b).join(',')}${m.crowns ? '+K' : ''}`).sort();

describe('boards, numbering and start positions', () => {
  it('FMJD art. 2: 10x10 board, 50 dark squares numbered 1–50, square 46 in White\'s lower-left corner', () => {
    expect(international.board.size).toBe(50);
    expect(international.board.coords[45]).toEqual({ x: 0, y: 0 });
    expect(international.board.coords[0]).toEqual({ x: 1, y: 9 });
  });
  it('FMJD art. 3: 20 men each, Black on 1–20, White on 31–50; White moves first', () => {
    const start = international.setup();
    expect(start.turn).toBe('white');
    expect(international.format(start)).toBe(international.format(international.parse('W:W31-50:B1-20')));
    expect([...start.squares].filter((c) => c === 'w')).toHaveLength(20);
  });
  it('Canadian draughts: 12x12 board numbered 1–72, 30 men each on five rows', () => {
    expect(canadian.board.size).toBe(72);
    expect(canadian.board.coords[66]).toEqual({ x: 0, y: 0 });
    expect(canadian.format(canadian.setup())).toBe(canadian.format(canadian.parse('W:W43-72:B1-30')));
  });
  it('Italian/Spanish board (FID art. 2.3): the flipped board, square 1 in the top-left corner a8', () => {
    for (const v of [italian, spanish]) {
      expect(v.board.coords[0]).toEqual({ x: 0, y: 7 });
      expect(v.board.coords[31]).toEqual({ x: 7, y: 0 });
    }
    expect(brazilian.board.coords[0]).toEqual({ x: 1, y: 7 });
  });
  it('Thai draughts: 8 men each on the two nearest rows', () => {
    const start = thai.setup();
    expect([...start.squares].filter((c) => c === 'w')).toHaveLength(8);
    expect([...start.squares].filter((c) => c === 'b')).toHaveLength(8);
    // White's front row b2, d2, f2, h2 steps forward: 2 + 2 + 2 + 1 moves; four empty rows keep the sides apart.
    expect(thai.perft(start, 1)).toBe(7);
    expect(thai.perft(start, 2)).toBe(49);
    expect(thai.format(start)).toBe(thai.format(thai.parse(`W:W${[on8(1, 1), on8(3, 1), on8(5, 1), on8(7, 1), on8(0, 0), on8(2, 0), on8(4, 0), on8(6, 0)].join(',')}:B${[on8(0, 6), on8(2, 6), on8(4, 6), on8(6, 6), on8(1, 7), on8(3, 7), on8(5, 7), on8(7, 7)].join(',')}`)));
  });
  it('who moves first: White in the FMJD, Russian, Czech, Italian, Spanish rules; Black in pool checkers and English draughts', () => {
    for (const v of [international, brazilian, russian, czech, italian, spanish]) expect(v.setup().turn).toBe('white');
    expect(pool.setup().turn).toBe('black');
    expect(draughts.setup().turn).toBe('black');
  });
});

describe('men', () => {
  // White man d4 with a black man behind it on c3 (b2 empty).
  const fen = `W:W${on8(3, 3)}:B${on8(2, 2)}`;
  it('FMJD art. 4.2 (and Russian 1.5.3, pool rule 14): men capture backwards as well as forwards', () => {
    for (const v of [brazilian, russian, pool]) expect(summary(moves(v, fen))).toEqual([`${on8(3, 3)}>${on8(1, 1)}:${on8(2, 2)}`]);
  });
  it('Czech rules 4.1, Spanish and Italian (FID 5.3a): men capture forward only', () => {
    for (const v of [czech, spanish, italian]) expect(moves(v, fen).every((m) => m.captures.length === 0)).toBe(true);
  });
  it('FID 5.3(b): a man may not capture a king', () => {
    // Spanish/Italian board: white man c2 may take the man on b3 (to a4) or the king on d3 (to e4).
    const position = `W:W${on8(2, 1)}:B${on8(1, 2)},K${on8(3, 2)}`;
    expect(summary(moves(italian, position))).toEqual([`${on8(2, 1)}>${on8(0, 3)}:${on8(1, 2)}`]);
  });
});

describe('kings', () => {
  it('FMJD art. 3.9: a king moves any distance along a free diagonal (flying king)', () => {
    // White king e5 alone with a black man on b10 (off its diagonals): 5 + 4 + 4 + 4 squares.
    expect(moves(international, `W:WK${on10(4, 4)}:B${on10(1, 9)}`)).toHaveLength(17);
  });
  it('FID art. 4.7: the Italian king moves one square', () => {
    expect(moves(italian, `W:WK${on8(4, 3)}:B${on8(0, 7)}`)).toHaveLength(4);
  });
  it('FMJD art. 4.5: a king captures at a distance and lands on any free square beyond', () => {
    const landings = moves(international, `W:WK${on10(0, 0)}:B${on10(2, 2)}`).map((m) => Number(m.to)).sort((a, b) => a - b);
    expect(landings).toEqual([3, 4, 5, 6, 7, 8, 9].map((i) => on10(i, i)).sort((a, b) => a - b));
  });
  it('Killer draughts: a king whose capture ends with a king stops directly behind it', () => {
    const position = `W:WK${on10(0, 0)}:BK${on10(2, 2)}`;
    expect(moves(killer, position).map((m) => m.to)).toEqual([String(on10(3, 3))]);
    expect(moves(international, position)).toHaveLength(7);
  });
  it('Thai draughts: a king lands directly behind the piece it captures, and captured pieces go at once (it may come back the way it came)', () => {
    // White king c3, black men e5 and b2: under immediate removal the king takes both, in either order.
    const position = `W:WK${on8(2, 2)}:B${on8(4, 4)},${on8(1, 1)}`;
    const both = [on8(1, 1), on8(4, 4)].sort((x, y) => x - y).join(',');
    expect(summary(moves(thai, position))).toEqual([`${on8(2, 2)}>${on8(0, 0)}:${both}`, `${on8(2, 2)}>${on8(5, 5)}:${both}`].sort());
  });
  it('FMJD art. 4.9 (Turkish strike): captured pieces stay on the board until the move ends, so a jumped piece blocks the way back', () => {
    // The same position in pool checkers: each route is stopped by the piece it has already jumped.
    const position = `W:WK${on8(2, 2)}:B${on8(4, 4)},${on8(1, 1)}`;
    const list = moves(pool, position);
    expect(list).toHaveLength(4);
    expect(list.every((m) => m.captures.length === 1)).toBe(true);
  });
});

describe('capture precedence', () => {
  it('FMJD art. 4.13: the capture taking the most pieces is compulsory (majority rule)', () => {
    // Man c3 takes d4 and d6 (to c7); man g3 takes only h4.
    const position = `W:W${on10(2, 2)},${on10(6, 2)}:B${on10(3, 3)},${on10(3, 5)},${on10(7, 3)}`;
    expect(summary(moves(international, position))).toEqual([`${on10(2, 2)}>${on10(2, 6)}:${[on10(3, 5), on10(3, 3)].sort((a, b) => a - b).join(',')}`]);
    const free = defineDraughts({ ...international.rules, id: 'free-international', precedence: [] });
    expect(moves(free, position)).toHaveLength(2);
  });
  it('Russian rules 1.5.x and pool rule 20: free choice among captures', () => {
    // Man a3 takes b4 (one piece); man g3 takes f4 and f6 (two): either may be chosen.
    const position = `W:W${on8(0, 2)},${on8(6, 2)}:B${on8(1, 3)},${on8(5, 3)},${on8(5, 5)}`;
    for (const v of [russian, pool]) {
      const list = moves(v, position);
      expect(new Set(list.map((m) => m.captures.length)).size).toBe(2);
    }
  });
  it('Czech rules 4.14: a capture with a king must be taken before a capture with a man', () => {
    // Man a3 can take b4; king h2 can take g3 (landing f4 … b8).
    const position = `W:W${on8(0, 2)},K${on8(7, 1)}:B${on8(1, 3)},${on8(6, 2)}`;
    const list = moves(czech, position);
    expect(list).toHaveLength(5);
    expect(list.every((m) => num(m.from) === on8(7, 1))).toBe(true);
    const free = defineDraughts({ ...czech.rules, id: 'free-czech', precedence: [] });
    expect(moves(free, position)).toHaveLength(6);
  });
  it('Spanish rules: among captures of as many pieces, the one taking more kings', () => {
    const position = `W:W${on8(2, 1)}:B${on8(1, 2)},K${on8(3, 2)}`;
    expect(summary(moves(spanish, position))).toEqual([`${on8(2, 1)}>${on8(4, 3)}:${on8(3, 2)}`]);
  });
  it('FID art. 6.7: among captures of as many pieces, the one made with a king', () => {
    const position = `W:W${on8(2, 1)},K${on8(6, 1)}:B${on8(1, 2)},${on8(5, 2)}`;
    expect(summary(moves(italian, position))).toEqual([`${on8(6, 1)}>${on8(4, 3)}:${on8(5, 2)}`]);
  });
  it('FID art. 6.8: then the one taking more kings', () => {
    const position = `W:WK${on8(4, 3)}:B${on8(3, 4)},K${on8(5, 4)}`;
    expect(summary(moves(italian, position))).toEqual([`${on8(4, 3)}>${on8(6, 5)}:${on8(5, 4)}`]);
  });
});

describe('crowning during a capture', () => {
  // White man b6 takes c7 landing on d8 (the far row); a black man on f6 could then be taken by a flying king.
  const position = `W:W${on8(1, 5)}:B${on8(2, 6)},${on8(5, 5)}`;
  it('Russian rules 1.5.15: a man reaching the far row during a capture is crowned at once and goes on capturing as a king', () => {
    expect(summary(moves(russian, position))).toEqual(
      [on8(6, 4), on8(7, 3)].map((to) => `${on8(1, 5)}>${to}:${[on8(2, 6), on8(5, 5)].sort((a, b) => a - b).join(',')}+K`).sort(),
    );
  });
  it('pool rule 16 and FMJD art. 4.x: a man is crowned only when the move ends on the far row', () => {
    expect(summary(moves(pool, position))).toEqual([`${on8(1, 5)}>${on8(3, 7)}:${on8(2, 6)}+K`]);
  });
  it('Thai and English rules: a man that reaches the far row in a capture is crowned and the move ends there', () => {
    expect(summary(moves(thai, position))).toEqual([`${on8(1, 5)}>${on8(3, 7)}:${on8(2, 6)}+K`]);
  });
  it('FMJD art. 4.x: a man passing the far row during a capture goes on capturing as a man and is not crowned', () => {
    // White man b8 takes c9 (landing d10 on the far row), then e9 backwards to f8.
    const fen = `W:W${on10(1, 7)}:B${on10(2, 8)},${on10(4, 8)}`;
    expect(summary(moves(international, fen))).toEqual([`${on10(1, 7)}>${on10(5, 7)}:${[on10(2, 8), on10(4, 8)].sort((a, b) => a - b).join(',')}`]);
  });
});

describe('duplicates', () => {
  const english = defineDraughts(englishRules);
  it('FMJD art. 4.x: captures over the same pieces from the same square to the same square are one move ("drop"); English perft counts each route ("keep")', () => {
    // The black king on 14 can take 10, 11, 18 and 19 round the loop in either direction.
    const fen = 'B:W10,11,18,19:BK14';
    const keep = moves(english, fen, 'keep');
    const drop = moves(english, fen, 'drop');
    expect(keep.length).toBe(drop.length + 1);
    expect(english.parse(fen).duplicates).toBe('keep');
    expect(international.setup().duplicates).toBe('drop');
  });
});

describe('draws', () => {
  it('FMJD art. 6: 25 moves each of kings only, without a capture, is a draw', () => {
    const p = international.parse(`W:WK${on10(0, 0)}:BK${on10(9, 9)}`);
    expect(international.status({ ...p, quietPlies: 49 }).over).toBe(false);
    expect(international.status({ ...p, quietPlies: 50 })).toMatchObject({ over: true, draw: 'draw-after-plies' });
  });
  it('FMJD art. 6: the third occurrence of the same position is a draw', () => {
    // Kings on a1 and b10, never on a common diagonal while they shuffle.
    let p = international.parse(`W:WK${on10(0, 0)}:BK${on10(1, 9)}`);
    const a = on10(0, 0), b = on10(1, 1), c = on10(1, 9), d = on10(0, 8);
    for (const text of [`${a}-${b}`, `${c}-${d}`, `${b}-${a}`, `${d}-${c}`, `${a}-${b}`, `${c}-${d}`, `${b}-${a}`]) {
      p = international.play(p, text);
      expect(international.status(p).over).toBe(false);
    }
    p = international.play(p, `${d}-${c}`);
    expect(international.status(p)).toMatchObject({ over: true, draw: 'threefold-repetition' });
  });
  it('FID 9.3: in Italian draughts only the fourth occurrence draws', () => {
    let p = italian.parse(`W:WK${on8(7, 0)}:BK${on8(0, 7)}`);
    const a = on8(7, 0), b = on8(6, 1), c = on8(0, 7), d = on8(1, 6);
    const cycle = [`${a}-${b}`, `${c}-${d}`, `${b}-${a}`, `${d}-${c}`];
    for (const text of [...cycle, ...cycle]) p = italian.play(p, text);
    expect(italian.status(p).over).toBe(false);
    for (const text of cycle) p = italian.play(p, text);
    expect(italian.status(p)).toMatchObject({ over: true, draw: 'repetition' });
  });
});

describe('options and rules objects', () => {
  it('setup/parse take { duplicates } and refuse anything else with INVALID_OPTION', () => {
    expect(international.setup({ duplicates: 'keep' }).duplicates).toBe('keep');
    expect(() => international.setup({ duplicates: 'sometimes' as never })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => international.setup({ colour: 'red' } as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });
  it('defineDraughts refuses a malformed rules object with INVALID_DEFINITION naming the field', () => {
    expect(() => defineDraughts({ ...international.rules, kings: 'jumping' as never })).toThrow(/kings/);
    expect(() => defineDraughts({ ...international.rules, rows: 5 })).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
  });
  it('PDN FEN refuses squares beyond the board and men on their crowning row (INVALID_FEN)', () => {
    expect(international.tryParse('W:W51:B1')).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
    expect(international.tryParse('W:W3:B45')).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
  });
});
