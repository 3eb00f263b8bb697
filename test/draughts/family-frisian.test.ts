/**
 * Frisian draughts on the family engine, a test per rule, named after the
 * Official Rules for Frisian Draughts (2011) where they have an article number
 * and after the rule otherwise. Squares come from the test's own numbering of
 * the board coordinates; the expected moves follow from the rule.
 */
import { describe, expect, it } from 'vitest';
import { frisian, type FamilyMove, type FamilyPosition } from '../../src/variants/draughts/index.js';

const sq = (x: number, y: number): number => (9 - y) * 5 + Math.floor(x / 2) + 1;
const summary = (list: readonly FamilyMove[]): string[] =>
  list.map((m) => `${m.from}>${m.to}:${[...m.captures].sort((a, b) => Number(a) - Number(b)).join(',')}`).sort();
const moves = (fen: string): string[] => summary(frisian.legalMoves(frisian.parse(fen)));
const capture = (from: number, to: number, ...taken: number[]): string => `${from}>${to}:${taken.sort((a, b) => a - b).join(',')}`;

describe('Frisian captures', () => {
  it('Frisian art. 7: a man captures in any of eight directions, along rows and columns as well as diagonals', () => {
    // White man e5; black men e7 (two ranks up) and c5 (two files left); a far black man keeps the game going.
    const e5 = sq(4, 4);
    const list = moves(`W:W${e5}:B${sq(4, 6)},${sq(2, 4)},${sq(9, 9)}`);
    // Either piece first, then on to the other when the line allows; each route ends when no capture remains.
    expect(list).toContain(capture(e5, sq(4, 8), sq(4, 6)));
    expect(list).toContain(capture(e5, sq(0, 4), sq(2, 4)));
    expect(list.every((m) => m.split(':')[1] !== '')).toBe(true);
  });
  it('Frisian art. 7: a man captures backwards along a column too', () => {
    const e5 = sq(4, 4);
    expect(moves(`W:W${e5}:B${sq(4, 2)},${sq(9, 9)}`)).toEqual([capture(e5, sq(4, 0), sq(4, 2))]);
  });
  it('Frisian art. 9: a king moves along diagonals only but captures at any distance along rows and columns', () => {
    // White king a1 (with a man on j2), black man a7: the king flies up the a-file over a3, a5 and lands on a9.
    const a1 = sq(0, 0);
    expect(moves(`W:WK${a1},${sq(9, 1)}:B${sq(0, 6)}`)).toEqual([capture(a1, sq(0, 8), sq(0, 6))]);
    const quiet = frisian.legalMoves(frisian.parse(`W:WK${a1}:B${sq(9, 9)}`));
    expect(quiet.map((m) => Number(m.to)).sort((a, b) => a - b)).toEqual([sq(1, 1), sq(2, 2), sq(3, 3), sq(4, 4), sq(5, 5), sq(6, 6), sq(7, 7), sq(8, 8)].sort((a, b) => a - b));
  });
});

describe('Frisian king captures that turn', () => {
  it('Frisian art. 9: a king capturing along a diagonal may go on along a column or a row, or turn to the other diagonal', () => {
    // King a1 takes c3 (landing d4 … j10). The man on d6 is then in reach from three landing squares:
    // from d4 up the d-file (landing d8, d10), from e5 along the other diagonal (c7, b8, a9),
    // from f6 along the 6th rank (b6). Every capture takes both men; none can go further.
    const a1 = sq(0, 0);
    const both = [sq(2, 2), sq(3, 5)];
    expect(moves(`W:WK${a1}:B${both.join(',')}`)).toEqual(
      [sq(3, 7), sq(3, 9), sq(2, 6), sq(1, 7), sq(0, 8), sq(1, 5)].map((to) => capture(a1, to, ...both)).sort(),
    );
  });
});

describe('Frisian capture precedence (value)', () => {
  it('Frisian: a king is worth more than one man, so taking a king goes before taking a man', () => {
    // White man e5 can take the man on e7 (north) or the king on c5 (west).
    const e5 = sq(4, 4);
    expect(moves(`W:W${e5}:B${sq(4, 6)},K${sq(2, 4)},${sq(9, 9)}`)).toEqual([capture(e5, sq(0, 4), sq(2, 4))]);
  });
  it('Frisian: a king is worth less than two men, so taking two men goes before taking one king', () => {
    // White man e5: north over e7 and on over e9? No room; instead: man b2 takes c3 and e5-area men (two), man h2 takes the king g3 only.
    const b2 = sq(1, 1), h2 = sq(7, 1);
    const list = moves(`W:W${b2},${h2}:B${sq(2, 2)},${sq(4, 4)},K${sq(7, 3)},${sq(9, 9)}`);
    expect(list).toEqual([capture(b2, sq(5, 5), sq(2, 2), sq(4, 4))]);
  });
  it('Frisian: among captures of equal value the king must capture', () => {
    // White king a1 can take a7 (along the a-file); the white man e5 can take e7: one man each.
    const a1 = sq(0, 0), e5 = sq(4, 4);
    const list = moves(`W:WK${a1},${e5}:B${sq(0, 6)},${sq(4, 6)}`);
    expect(list.every((m) => m.startsWith(`${a1}>`))).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });
});

describe('Frisian: the same king at most three non-capturing moves in a row', () => {
  // White: king a1 and a man on j2; Black: men far away on the top rows.
  const a1 = sq(0, 0), b2 = sq(1, 1);
  // Black men f10 and h10 step down without ever standing on a line of the white pieces.
  const black = `B${sq(5, 9)},${sq(7, 9)}`;
  const replies = [`${sq(5, 9)}-${sq(4, 8)}`, `${sq(7, 9)}-${sq(6, 8)}`, `${sq(4, 8)}-${sq(3, 7)}`];
  it('Frisian: with men and kings, the king that made three non-capturing moves in a row may not make a fourth', () => {
    const start = frisian.parse(`W:WK${a1},${sq(9, 1)}:${black}`);
    let p: FamilyPosition = start;
    const blackMoves = replies;
    const king = [`${a1}-${b2}`, `${b2}-${a1}`, `${a1}-${b2}`];
    for (let i = 0; i < 3; i++) {
      p = frisian.play(p, king[i] as string);
      p = frisian.play(p, blackMoves[i] as string);
    }
    const list = frisian.legalMoves(p);
    expect(list.some((m) => m.from === String(b2))).toBe(false);
    expect(list.length).toBeGreaterThan(0);
    // The search layer lists the same moves, from the position and after making the six moves itself.
    const s = frisian.search(p);
    expect(s.generate(new Int32Array(s.maxMoves))).toBe(list.length);
    expect(frisian.perft(p, 1)).toBe(list.length);
    const walked = frisian.search(start);
    const buf = new Int32Array(walked.maxMoves);
    for (let i = 0; i < 3; i++) {
      for (const text of [king[i] as string, blackMoves[i] as string]) {
        const k = walked.generate(buf);
        const m = [...buf.subarray(0, k)].find((x) => walked.move(x).notation === text) as number;
        walked.make(m);
      }
    }
    const k = walked.generate(buf);
    expect([...buf.subarray(0, k)].map((x) => walked.move(x).notation).sort()).toEqual(list.map((m) => m.notation).sort());
    expect(walked.position().kingRuns).toEqual(p.kingRuns);
    // A man move ends the run: the king may move again afterwards.
    p = frisian.play(p, `${sq(9, 1)}-${sq(8, 2)}`);
    p = frisian.play(p, `${sq(6, 8)}-${sq(5, 7)}`);
    expect(frisian.legalMoves(p).some((m) => m.from === String(b2))).toBe(true);
  });
  it('Frisian: another king may move after the first made three moves, and the count is per king', () => {
    let p: FamilyPosition = frisian.parse(`W:WK${a1},K${sq(9, 1)},${sq(5, 1)}:${black}`);
    for (const [w, b] of [[`${a1}-${b2}`, replies[0]], [`${b2}-${a1}`, replies[1]], [`${a1}-${b2}`, replies[2]]]) {
      p = frisian.play(frisian.play(p, w as string), b as string);
    }
    const list = frisian.legalMoves(p);
    expect(list.some((m) => m.from === String(b2))).toBe(false);
    expect(list.some((m) => m.from === String(sq(9, 1)))).toBe(true);
  });
  it('Frisian: the limit does not apply to a side with kings only', () => {
    let p: FamilyPosition = frisian.parse(`W:WK${a1}:${black}`);
    for (const [w, b] of [[`${a1}-${b2}`, replies[0]], [`${b2}-${a1}`, replies[1]], [`${a1}-${b2}`, replies[2]]]) {
      p = frisian.play(frisian.play(p, w as string), b as string);
    }
    expect(frisian.legalMoves(p).some((m) => m.from === String(b2))).toBe(true);
  });
});

describe('Frisian endgame', () => {
  it('Frisian: two kings against one king must win within 7 moves, or the game is drawn', () => {
    const fen = `B:WK${sq(0, 0)},K${sq(9, 1)}:BK${sq(5, 9)}`;
    const step = `${sq(5, 9)}-${sq(6, 8)}`;
    expect(frisian.status(frisian.play({ ...frisian.parse(fen), endgamePlies: 12 }, step)).over).toBe(false);
    expect(frisian.status(frisian.play({ ...frisian.parse(fen), endgamePlies: 13 }, step))).toMatchObject({ over: true, draw: 'endgame-move-limit' });
  });
});

describe('Frisian repetition and the king runs', () => {
  it('Frisian art. 9 (three-move rule) with threefold repetition: positions whose king runs differ are different positions (the run changes the legal moves)', () => {
    // White kings a3 and g1 and a man on e1 (so the three-move rule applies to White); a lone black king
    // shuttles j10-i9 (a side with kings only has no limit). No piece can capture. White plays a3-b4-a3,
    // then g1-h2-g1, and so on: the board after an even ply is always the same, and after plies 3 and 7
    // too, but White's run differs ("a3 after 2 moves", "g1 after 2 moves"). A board with the same run
    // recurs only every eight plies: the first third occurrence is at ply 17 (plies 1, 9, 17: b4 after
    // 1 move), not at ply 8 (the board alone: plies 0, 4, 8).
    const [a3, b4, g1, h2, j10, i9] = [sq(0, 2), sq(1, 3), sq(6, 0), sq(7, 1), sq(9, 9), sq(8, 8)];
    let p = frisian.parse(`W:WK${a3},K${g1},${sq(4, 0)}:BK${j10}`);
    const cycle = [`${a3}-${b4}`, `${j10}-${i9}`, `${b4}-${a3}`, `${i9}-${j10}`, `${g1}-${h2}`, `${j10}-${i9}`, `${h2}-${g1}`, `${i9}-${j10}`];
    const boards = new Set<string>();
    let firstDraw = 0;
    for (let ply = 1; ply <= 24 && firstDraw === 0; ply++) {
      p = frisian.play(p, cycle[(ply - 1) % 8] as string);
      if (ply % 4 === 0) boards.add(p.squares);
      const s = frisian.status(p);
      if (s.over) {
        expect(s).toMatchObject({ draw: 'threefold-repetition' });
        firstDraw = ply;
      }
    }
    expect(boards.size).toBe(1);
    expect(firstDraw).toBe(17);
  });
  it('Frisian: the hash tells positions apart by their king runs, and both layers agree', () => {
    const p = frisian.parse(`W:WK${sq(0, 2)},K${sq(6, 0)},${sq(4, 0)}:BK${sq(9, 9)}`);
    const run = (moves: number): FamilyPosition => ({ ...p, kingRuns: { white: { square: String(sq(0, 2)), moves } } });
    const hashes = [p, run(1), run(2), run(3)].map((q) => frisian.hash(q));
    expect(new Set(hashes).size).toBe(4);
    hashes.forEach((h, i) => expect(frisian.search(i === 0 ? p : run(i)).hash()).toBe(h));
    // A run past the limit blocks the king like the limit itself: the same position.
    expect(frisian.hash(run(5))).toBe(hashes[3]);
  });
});
