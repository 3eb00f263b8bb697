/**
 * English draughts as specified in shared/rules/draughts.md: one test (or more)
 * per rule sentence, the rule in the title, positions in PDN FEN, expectations
 * worked out on the board by hand from the rulebook.
 *
 * Square map (PDN numbering, White at the bottom):
 *   rank 8: 1 b8, 2 d8, 3 f8, 4 h8     rank 7: 5 a7, 6 c7, 7 e7, 8 g7
 *   rank 6: 9 b6, 10 d6, 11 f6, 12 h6  rank 5: 13 a5, 14 c5, 15 e5, 16 g5
 *   rank 4: 17 b4, 18 d4, 19 f4, 20 h4 rank 3: 21 a3, 22 c3, 23 e3, 24 g3
 *   rank 2: 25 b2, 26 d2, 27 f2, 28 h2 rank 1: 29 a1, 30 c1, 31 e1, 32 g1
 */
import { describe, expect, it } from 'vitest';
import { draughts } from '../../src/variants/draughts/index.js';
import { codeOf, fen, move, notations, playAll } from './helpers.js';

describe('Board and setup', () => {
  it('8x8 board, play only on the 32 dark squares numbered 1–32 the PDN way (1 = b8, 5 = a7, 29 = a1, 32 = g1)', () => {
    const b = draughts.board;
    expect(b.size).toBe(32);
    const at = (name: string) => b.coords[b.nodeId(name)];
    expect(at('1')).toEqual({ x: 1, y: 7 });
    expect(at('4')).toEqual({ x: 7, y: 7 });
    expect(at('5')).toEqual({ x: 0, y: 6 });
    expect(at('29')).toEqual({ x: 0, y: 0 });
    expect(at('32')).toEqual({ x: 6, y: 0 });
    // every playing square is dark: a1 is dark, so x + y is even
    for (const p of b.coords) expect((p.x + p.y) % 2).toBe(0);
  });

  it('so 11-15 is f6–e5; Black\'s double corner is 1/5 and White\'s is 28/32', () => {
    const b = draughts.board;
    const at = (name: string) => b.coords[b.nodeId(name)];
    expect(at('11')).toEqual({ x: 5, y: 5 });
    expect(at('15')).toEqual({ x: 4, y: 4 });
    // a double corner: two playing squares touching the same board corner
    expect([at('1'), at('5')]).toEqual([{ x: 1, y: 7 }, { x: 0, y: 6 }]);
    expect([at('28'), at('32')]).toEqual([{ x: 7, y: 1 }, { x: 6, y: 0 }]);
  });

  it('Black: 12 men on 1–12. White: 12 men on 21–32. Black moves first', () => {
    const p = draughts.setup();
    expect(p.turn).toBe('black');
    expect(draughts.format(p)).toBe('B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12');
    expect(draughts.players).toEqual(['black', 'white']);
    // Black's seven opening moves are the published perft(1)
    expect(notations(p)).toEqual(['10-14', '10-15', '11-15', '11-16', '12-16', '9-13', '9-14']);
  });

  it('renders the 8x8 pattern with the pieces on the dark squares', () => {
    const lines = draughts.render(draughts.setup()).split('\n');
    expect(lines[0]).toBe('8   b   b   b   b');
    expect(lines[7]).toBe('1 w   w   w   w');
  });
});

describe('Moves', () => {
  it('A man steps one square diagonally forward onto an empty square', () => {
    expect(notations(fen('B:W32:B14'))).toEqual(['14-17', '14-18']); // c5 → b4, d4; never back to b6/d6
    expect(notations(fen('W:W23:B1'))).toEqual(['23-18', '23-19']); // e3 → d4, f4
    expect(notations(fen('B:W17,18,21,23:B14,1'))).toEqual(['1-5', '1-6']); // 14's forward squares are taken and the squares beyond too
  });

  it('A man captures by jumping diagonally forward over an adjacent opponent piece onto the empty square beyond; the jumped piece is removed', () => {
    const p = fen('B:W18:B14');
    const m = move(p, '14x23');
    expect(m.captures).toEqual(['18']);
    expect(draughts.format(draughts.play(p, m))).toBe('W:W:B23');
  });

  it('a man does not capture backwards', () => {
    expect(notations(fen('B:W10:B14'))).toEqual(['14-17', '14-18']);
  });

  it('After a jump the same piece continues jumping while it can; a sequence must be completed', () => {
    const p = fen('B:W6,15,24:B1');
    expect(notations(p)).toEqual(['1x10x19x28']);
    expect(move(p, '1x10x19x28').captures).toEqual(['6', '15', '24']);
    expect(codeOf(() => draughts.play(p, '1x10'))).toBe('ILLEGAL_MOVE');
  });

  it('men zig-zag only in a forwards direction', () => {
    // from d6 (10) the man may go on over c5 (14) or over e5 (15): both forward
    expect(notations(fen('B:W6,14,15:B1'))).toEqual(['1x10x17', '1x10x19']);
    // a white piece behind the landing square (on 7, over which a backward jump from 10 would go to 4) is not jumped
    expect(notations(fen('B:W6,7:B1'))).toEqual(['1x10']);
  });

  it('A man that reaches the far row is crowned King and the move ends there, even if the new King could jump on', () => {
    // c3 (22) jumps d2 (26) to e1 (31); as a king it could jump f2 (27) to g3 (24), but the move ends.
    const p = fen('B:W26,27:B22');
    expect(notations(p)).toEqual(['22x31']);
    const m = move(p, '22x31');
    expect(m.crowns).toBe(true);
    const after = draughts.play(p, m);
    expect(draughts.format(after)).toBe('W:W27:BK31');
    expect(after.turn).toBe('white');
  });

  it('a man stepping onto the far row is crowned', () => {
    const after = draughts.play(fen('W:W5:B28'), '5-1');
    expect(draughts.format(after)).toBe('B:WK1:B28');
  });

  it('A King steps and captures diagonally forward and backward', () => {
    expect(notations(fen('B:W32:BK14'))).toEqual(['14-10', '14-17', '14-18', '14-9']);
    expect(notations(fen('B:W10:BK14'))).toEqual(['14x7']); // backwards for Black
    expect(notations(fen('W:WK18:B14,15'))).toEqual(['18x11', '18x9']); // forward for White (up the board)
    expect(notations(fen('W:WK14:B17'))).toEqual(['14x21']); // a white king jumps backwards (down) too
  });

  it('A piece can be jumped only once in a move (a king that loops back stops)', () => {
    // King c5 (14) round d6, f6, f4, d4 (10, 11, 19, 18) back to c5: once round, either way, then no piece may be jumped again.
    const p = fen('B:W10,11,18,19:BK14');
    expect(notations(p)).toEqual(['14x23x16x7x14', '14x7x16x23x14']);
    for (const m of draughts.legalMoves(p)) expect(m.captures).toHaveLength(4);
    expect(draughts.format(draughts.play(p, '14x7x16x23x14'))).toBe('W:W:BK14');
    // perft counts the two routes over the same pieces as two moves
    expect(draughts.perft(p, 1)).toBe(2);
  });

  it('When several captures exist the player chooses freely (no majority rule)', () => {
    // 1 can take three (6, 15, 24) or two (6, 14); 3 (f8) can take one, over g7 (8) to h6 (12): all are listed
    const p = fen('B:W6,8,14,15,24:B1,3');
    expect(notations(p)).toEqual(['1x10x17', '1x10x19x28', '3x12']);
  });
});

describe('Capture enforcement', () => {
  it("'mandatory' (standard, the default): if any capture exists, the side to move must capture", () => {
    const p = fen('B:W18:B1,14');
    expect(p.capture).toBe('mandatory');
    expect(notations(p)).toEqual(['14x23']);
    expect(codeOf(() => draughts.play(p, '1-6'))).toBe('ILLEGAL_MOVE');
  });

  it("'huffing': a player may make a non-capturing move although a capture was available", () => {
    const p = fen('B:W18:B1,14', { capture: 'huffing' });
    expect(notations(p)).toEqual(['14-17', '14x23', '1-5', '1-6'].sort());
  });
});

describe('End of the game', () => {
  it('A side that has no pieces loses', () => {
    expect(draughts.status(draughts.play(fen('B:W18:B14'), '14x23'))).toEqual({ over: true, winner: 'black', reason: 'no-pieces' });
  });

  it('A side that has no legal move on its turn loses', () => {
    // Black man on h2 (28) blocked by the white man on g1 (32), which cannot be jumped off the board.
    expect(draughts.status(fen('B:W32:B28'))).toEqual({ over: true, winner: 'white', reason: 'no-moves' });
    expect(draughts.legalMoves(fen('B:W32:B28'))).toEqual([]);
  });

  it('Draws: threefold repetition of the same position with the same side to move', () => {
    const start = fen('B:WK32:BK1');
    const shuffle = ['1-6', '32-27', '6-1', '27-32'];
    const twice = playAll(start, shuffle);
    expect(draughts.status(twice).over).toBe(false);
    const thrice = playAll(twice, shuffle);
    expect(draughts.status(thrice)).toEqual({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
    expect(draughts.legalMoves(thrice)).toEqual([]);
  });

  it('Draws: drawAfterPlies (default 80) plies with no capture and no man move', () => {
    expect(draughts.setup().drawAfterPlies).toBe(80);
    const p = fen('B:WK32:BK1', { drawAfterPlies: 4 });
    const three = playAll(p, ['1-6', '32-27', '6-10']);
    expect(draughts.status(three).over).toBe(false);
    const four = draughts.play(three, '27-23');
    expect(draughts.status(four)).toEqual({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' });
  });

  it('a man move resets the plies counter', () => {
    const p = fen('B:WK32:B1,K2', { drawAfterPlies: 4 });
    const q = playAll(p, ['2-7', '32-27', '1-6', '27-32', '7-2', '32-27']);
    expect(q.quietPlies).toBe(3);
    expect(draughts.status(q).over).toBe(false);
  });
});

describe('Draw counters', () => {
  it('a capture resets the plies counter and the repetition memory, even a king\'s capture', () => {
    // Three quiet king plies, then White's king on d4 (18) jumps Black's kings on c5 (14) and c7 (6), to b6 (9) and d8 (2).
    const p = playAll(fen('B:WK32,K18:BK1,K10'), ['1-6', '32-28', '10-14']);
    expect(p.quietPlies).toBe(3);
    const q = draughts.play(p, '18x9x2');
    expect(q.quietPlies).toBe(0);
    expect(q.repetition).toEqual([]);
  });
});

describe('Options', () => {
  it('refuses unknown option values with INVALID_OPTION', () => {
    expect(codeOf(() => draughts.setup({ capture: 'optional' as never }))).toBe('INVALID_OPTION');
    for (const drawAfterPlies of [-1, 1.5, '80']) expect(codeOf(() => draughts.setup({ drawAfterPlies: drawAfterPlies as never }))).toBe('INVALID_OPTION');
  });

  it('drawAfterPlies 0 turns the draw rule off, as in every game', () => {
    const off = { ...draughts.parse('B:WK29:BK4', { drawAfterPlies: 0 }), quietPlies: 500 };
    expect(draughts.status(off).over).toBe(false);
    expect(draughts.legalMoves(off).length).toBeGreaterThan(0);
    expect(draughts.perft(off, 1)).toBe(draughts.legalMoves(off).length);
    const on = { ...draughts.parse('B:WK29:BK4', { drawAfterPlies: 80 }), quietPlies: 80 };
    expect(draughts.status(on)).toMatchObject({ over: true, reason: 'draw-after-plies' });
    expect(draughts.perft(on, 1)).toBe(0);
  });
});
