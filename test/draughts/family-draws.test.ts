/**
 * Federation draw rules of the draughts family, one test per rule sentence,
 * named after the article. Squares come from the test's own numbering of the
 * board coordinates; the counts (25, 16, 15, 5 moves …) come from the rule
 * texts cited in docs/draughts-variants.md. Pieces of the stronger side stand
 * on the board's edge, where no piece can be jumped, so the moves played are
 * quiet.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { brazilian, defineDraughts, international, russian, type DraughtsVariant, type FamilyPosition } from '../../src/variants/draughts/index.js';

const square = (width: number, height: number, x: number, y: number): number => (height - 1 - y) * (width / 2) + Math.floor(x / 2) + 1;
const on8 = (x: number, y: number): number => square(8, 8, x, y);
const on10 = (x: number, y: number): number => square(10, 10, x, y);

/** Position from FEN with the draw counters set by hand (as after that many plies). */
const at = (v: DraughtsVariant, fen: string, counters: { quietPlies?: number; endgamePlies?: number }): FamilyPosition => ({ ...v.parse(fen), ...counters });
const drawn = (v: DraughtsVariant, p: FamilyPosition): string | undefined => {
  const s = v.status(p);
  return s.over ? s.draw : undefined;
};

describe('FMJD art. 6 (international draughts)', () => {
  // White kings a3, a5 and a man on j4 (all on the edge); the lone black king on e5.
  const kings = `K${on10(0, 2)},K${on10(0, 4)}`;
  const e5 = on10(4, 4), f6 = on10(5, 5);
  it('FMJD 6.1: a game is drawn when the same position occurs for the third time with the same player to move', () => {
    let p = international.parse(`W:W${kings},${on10(9, 3)}:BK${e5},${on10(0, 8)}`);
    const a = on10(0, 2), b = on10(1, 3);
    const cycle = [`${a}-${b}`, `${e5}-${f6}`, `${b}-${a}`, `${f6}-${e5}`];
    for (const text of [...cycle, ...cycle.slice(0, 3)]) {
      p = international.play(p, text);
      expect(drawn(international, p)).toBeUndefined();
    }
    p = international.play(p, cycle[3] as string);
    expect(international.status(p)).toMatchObject({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
  });
  it('FMJD 6.2: a game is drawn when both players made 25 successive moves with kings only, without a capture or a man moving', () => {
    // Black: king e5 and a man on a9, so no endgame limit applies (four pieces against two).
    const fen = `B:W${kings},${on10(9, 3)},${on10(9, 5)}:BK${e5},${on10(0, 8)}`;
    expect(drawn(international, international.play(at(international, fen, { quietPlies: 48 }), `${e5}-${f6}`))).toBeUndefined();
    expect(international.status(international.play(at(international, fen, { quietPlies: 49 }), `${e5}-${f6}`))).toMatchObject({ over: true, draw: 'draw-after-plies' });
    // A man move starts the count again.
    expect(international.play(at(international, fen, { quietPlies: 49 }), `${on10(0, 8)}-${on10(1, 7)}`).quietPlies).toBe(0);
  });
  it('FMJD 6.3: three kings, two kings and a man, or a king and two men against a lone king: drawn after 16 more moves each', () => {
    for (const white of [`${kings},K${on10(9, 3)}`, `${kings},${on10(9, 3)}`, `K${on10(0, 2)},${on10(9, 3)},${on10(9, 5)}`]) {
      const fen = `B:W${white}:BK${e5}`;
      expect(drawn(international, international.play(at(international, fen, { endgamePlies: 30 }), `${e5}-${f6}`))).toBeUndefined();
      expect(drawn(international, international.play(at(international, fen, { endgamePlies: 31 }), `${e5}-${f6}`))).toBe('endgame-move-limit');
    }
    // Three men and no king: not one of the named endgames.
    const men = `B:W${on10(9, 3)},${on10(9, 5)},${on10(9, 7)}:BK${e5}`;
    expect(drawn(international, international.play(at(international, men, { endgamePlies: 31 }), `${e5}-${f6}`))).toBeUndefined();
  });
  it('FMJD 6.3: the sixteen moves are counted from when the endgame arises', () => {
    // Black king e5 takes the man on f6 and the position becomes three kings against one.
    const p = international.parse(`B:W${kings},K${on10(9, 3)},${f6}:BK${e5}`);
    const after = international.play(p, `${e5}x${on10(9, 9)}`);
    expect(after.endgamePlies ?? 0).toBe(0);
    expect(international.play(after, `${on10(0, 2)}-${on10(1, 3)}`).endgamePlies).toBe(1);
  });
  it('FMJD 6.4: two kings, a king and a man, or a king against a lone king: drawn after 5 more moves each', () => {
    for (const white of [kings, `K${on10(0, 2)},${on10(9, 3)}`, `K${on10(0, 2)}`]) {
      const fen = `B:W${white}:BK${e5}`;
      expect(drawn(international, international.play(at(international, fen, { endgamePlies: 8 }), `${e5}-${f6}`))).toBeUndefined();
      expect(drawn(international, international.play(at(international, fen, { endgamePlies: 9 }), `${e5}-${f6}`))).toBe('endgame-move-limit');
    }
  });
  it('FMJD 6.3 then 6.4: when the lone king takes a piece the five-move count starts', () => {
    const p = at(international, `B:W${kings},${f6}:BK${e5}`, { endgamePlies: 20 });
    const after = international.play(p, `${e5}x${on10(6, 6)}`);
    expect(after.endgamePlies ?? 0).toBe(0);
    expect(international.status(after).over).toBe(false);
  });
  it('each draw rule can be turned off in the rules object (0 or no endgames)', () => {
    const none = defineDraughts({ ...international.rules, id: 'no-draws', name: 'No draws', draw: { repetitions: 0, quietPlies: 0 } });
    const fen = `B:W${kings}:BK${e5}`;
    expect(none.status(none.play(at(none, fen, { quietPlies: 500, endgamePlies: 500 }), `${e5}-${f6}`)).over).toBe(false);
    let p = none.parse(fen);
    for (let i = 0; i < 3; i++) for (const text of [`${e5}-${f6}`, `${on10(0, 2)}-${on10(1, 3)}`, `${f6}-${e5}`, `${on10(1, 3)}-${on10(0, 2)}`]) p = none.play(p, text);
    expect(none.status(p).over).toBe(false);
  });
});

describe('Brazilian draughts (CBD)', () => {
  it('CBD rule 16: on the 64-square board 20 successive king moves without a capture or a man move draw', () => {
    const fen = `B:WK${on8(0, 2)},K${on8(0, 4)},${on8(7, 3)}:BK${on8(2, 2)},${on8(7, 5)}`;
    const step = `${on8(2, 2)}-${on8(1, 3)}`;
    expect(drawn(brazilian, brazilian.play(at(brazilian, fen, { quietPlies: 38 }), step))).toBeUndefined();
    expect(drawn(brazilian, brazilian.play(at(brazilian, fen, { quietPlies: 39 }), step))).toBe('draw-after-plies');
  });
});

describe('FMJD rules of Russian draughts, art. 7.2', () => {
  // White pieces on the a- and h-files (never jumped); the lone black king on c3, on the long diagonal a1–h8.
  const c3 = on8(2, 2), b4 = on8(1, 3), e5 = on8(4, 4);
  const a3 = `K${on8(0, 2)}`, a5 = `K${on8(0, 4)}`, h4 = `${on8(7, 3)}`, kh4 = `K${on8(7, 3)}`, a7 = `K${on8(0, 6)}`;
  it('Russian 7.2.3: a game is drawn when the same position occurs three times with the same player to move', () => {
    // Kings on a1 and b8, never on a common diagonal while they shuffle.
    let p = russian.parse(`W:WK${on8(0, 0)}:BK${on8(1, 7)}`);
    const a = on8(0, 0), b = on8(1, 1), c = on8(1, 7), d = on8(0, 6);
    const cycle = [`${a}-${b}`, `${c}-${d}`, `${b}-${a}`, `${d}-${c}`];
    for (const text of [...cycle, ...cycle.slice(0, 3)]) p = russian.play(p, text);
    expect(russian.status(p).over).toBe(false);
    p = russian.play(p, cycle[3] as string);
    expect(russian.status(p)).toMatchObject({ over: true, draw: 'threefold-repetition' });
  });
  it('Russian 7.2.4: three kings (or more) against a lone king: drawn if the 15th move does not take it', () => {
    // The lone king on b4, off the long diagonal (on it, 7.2.7's 5 moves would have ended the game already).
    const c5 = on8(2, 4);
    for (const white of [`${a3},${a5},${kh4}`, `${a3},${a5},${kh4},${a7}`]) {
      const fen = `B:W${white}:BK${b4}`;
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 28 }), `${b4}-${c5}`))).toBeUndefined();
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 29 }), `${b4}-${c5}`))).toBe('endgame-move-limit');
    }
    // Three kings and a man: not kings only, no limit.
    const withMan = `B:W${a3},${a5},${kh4},${on8(7, 1)}:BK${c3}`;
    expect(drawn(russian, russian.play(at(russian, withMan, { endgamePlies: 29 }), `${c3}-${b4}`))).toBeUndefined();
  });
  it('Russian 7.2.5: 15 moves of kings only, without a man moving or a capture, draw', () => {
    const fen = `B:W${a3},${a5},${h4}:BK${c3},${on8(7, 5)}`;
    expect(drawn(russian, russian.play(at(russian, fen, { quietPlies: 28 }), `${c3}-${b4}`))).toBeUndefined();
    expect(drawn(russian, russian.play(at(russian, fen, { quietPlies: 29 }), `${c3}-${b4}`))).toBe('draw-after-plies');
  });
  it('Russian 7.2.6: both sides with kings and the balance unchanged: 30 moves in 4- and 5-piece endings, 60 in 6- and 7-piece ones', () => {
    // Four pieces: white kings a3, a5; black king c3 and a man on h6. A man move does not restart the count.
    const four = `B:W${a3},${a5}:BK${c3},${on8(7, 5)}`;
    const manMove = `${on8(7, 5)}-${on8(6, 4)}`;
    expect(drawn(russian, russian.play(at(russian, four, { endgamePlies: 58 }), manMove))).toBeUndefined();
    expect(drawn(russian, russian.play(at(russian, four, { endgamePlies: 59 }), manMove))).toBe('endgame-move-limit');
    // Six pieces: white kings a3, a5 and men h2, h4; black king c3 and a man on h6.
    const six = `B:W${a3},${a5},${on8(7, 1)},${h4}:BK${c3},${on8(7, 5)}`;
    expect(drawn(russian, russian.play(at(russian, six, { endgamePlies: 118 }), manMove))).toBeUndefined();
    expect(drawn(russian, russian.play(at(russian, six, { endgamePlies: 119 }), manMove))).toBe('endgame-move-limit');
    // Only one side with kings: not this rule.
    const oneSide = `B:W${a3},${a5}:B${on8(2, 6)},${on8(7, 5)}`;
    expect(drawn(russian, russian.play(at(russian, oneSide, { endgamePlies: 59 }), manMove))).toBeUndefined();
  });
  it('Russian 7.2.6: a man becoming a king changes the balance and restarts the count', () => {
    // Black man b2 crowns on a1 or c1.
    const p = at(russian, `B:W${a5},K${on8(7, 7)}:BK${on8(4, 6)},${on8(1, 1)}`, { endgamePlies: 59 });
    const after = russian.play(p, russian.legalMoves(p).find((m) => m.crowns) as never);
    expect(after.endgamePlies ?? 0).toBe(0);
    expect(russian.status(after).over).toBe(false);
  });
  it('Russian 7.2.7: three pieces (a king among them) against a lone king on the long diagonal: 5 moves', () => {
    for (const white of [`${a3},${a5},${h4}`, `${a3},${on8(7, 1)},${h4}`]) {
      const fen = `B:W${white}:BK${c3}`;
      // c3-e5 stays on the long diagonal; c3-b4 leaves it.
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 9 }), `${c3}-${e5}`))).toBe('endgame-move-limit');
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 8 }), `${c3}-${e5}`))).toBeUndefined();
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 9 }), `${c3}-${b4}`))).toBeUndefined();
    }
  });
  it('Russian 7.2.8: two kings, a king and a man, or a king against a lone king: 5 moves', () => {
    for (const white of [`${a3},${a5}`, `${a3},${h4}`, a3]) {
      const fen = `B:W${white}:BK${c3}`;
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 8 }), `${c3}-${b4}`))).toBeUndefined();
      expect(drawn(russian, russian.play(at(russian, fen, { endgamePlies: 9 }), `${c3}-${b4}`))).toBe('endgame-move-limit');
    }
  });
});

describe('draw rules objects', () => {
  it('defineDraughts refuses malformed draw rules with INVALID_DEFINITION naming the field', () => {
    const bad = (draw: unknown): unknown => () => defineDraughts({ ...international.rules, id: 'bad-draw', draw: draw as never });
    expect(bad({ repetitions: 1, quietPlies: 50 })).toThrow(/draw\.repetitions/);
    expect(bad({ repetitions: 3, quietPlies: -1 })).toThrow(/draw\.quietPlies/);
    expect(bad({ repetitions: 3, quietPlies: 50, endgames: [{ article: 'x', when: 'sometimes', pieces: [1, 2], plies: 10 }] })).toThrow(/endgames\[0\]\.when/);
    expect(bad({ repetitions: 3, quietPlies: 50, endgames: [{ article: 'x', when: 'lone-king', pieces: [3, 2], plies: 10 }] })).toThrow(expect.objectContaining({ code: 'INVALID_DEFINITION' }));
  });
  it('a position with a bad endgamePlies counter is INVALID_POSITION', () => {
    const p = { ...international.parse('W:WK46:BK5'), endgamePlies: -1 };
    expect(() => international.status(p)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});

describe('a finished family game and the history a position carries', () => {
  // International, two lone kings shuffling in the corners: 46-41 1-6 41-46 6-1 repeats the start.
  const cycle = ['46-41', '1-6', '41-46', '6-1'];
  it('a game drawn by repetition lists no moves, and play refuses every move with GAME_OVER (docs/errors.md)', () => {
    let p = international.parse('W:WK46:BK1');
    for (let i = 0; i < 8; i++) p = international.play(p, cycle[i % 4] as string);
    expect(international.status(p)).toMatchObject({ over: true, draw: 'threefold-repetition' });
    expect(international.legalMoves(p)).toEqual([]);
    expect(international.destinations(p).size).toBe(0);
    expect(() => international.play(p, '46-41')).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });
  it('a game drawn after 25 moves each of kings only lists no moves', () => {
    const p = { ...international.parse('W:WK46,K5:BK1,K50'), quietPlies: 50 };
    expect(international.status(p)).toMatchObject({ over: true, draw: 'draw-after-plies' });
    expect(international.legalMoves(p)).toEqual([]);
  });
  it('replaying a record of kings shuffling stops at the draw: GameRecord.fromJSON refuses move 9 with GAME_OVER', () => {
    const start = international.parse('W:WK46:BK1');
    const moves = Array.from({ length: 16_000 }, (_, i) => cycle[i % 4] as string);
    const json = { version: 1, variant: 'international', start, moves, tags: {}, comments: [] };
    expect(() => GameRecord.fromJSON(international, json)).toThrow(expect.objectContaining({ code: 'GAME_OVER', detail: expect.objectContaining({ ply: 9 }) }));
  });
  it('a position is refused (INVALID_POSITION) when its history is longer than the rules allow', () => {
    const p = international.parse('W:WK46:BK1');
    const refused = (q: object): void => expect(() => international.status(q as FamilyPosition)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
    // More keys than plies since the last capture or man move: forged.
    refused({ ...p, repetition: [1, 2, 3] });
    // More quiet plies than the 50 after which the game is drawn.
    refused({ ...p, quietPlies: 1_000_000, repetition: new Array(1_000_000).fill(7) });
    refused({ ...p, quietPlies: 51 });
    // Keys that are not position hashes.
    refused({ ...p, quietPlies: 2, repetition: [1, 'x'] });
    refused({ ...p, quietPlies: 2, repetition: [1, -1] });
    refused({ ...p, quietPlies: 2, repetition: { length: 2 } });
    expect(international.status({ ...p, quietPlies: 50, repetition: new Array(50).fill(7) }).over).toBe(true);
  });
});
