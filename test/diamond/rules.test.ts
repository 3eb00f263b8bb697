/**
 * Every rule sentence of shared/rules/diamond.md, one test (or a few) each,
 * titled with the rule. Positions are written in position text; expectations
 * come from the rule text.
 */
import { describe, expect, it } from 'vitest';
import { diamondCheckers, diamondKings, diamondQueens, type DiamondVariant } from '../../src/variants/diamond/index.js';

const notations = (v: DiamondVariant, text: string, options?: Parameters<DiamondVariant['parse']>[1]): string[] =>
  v.legalMoves(v.parse(text, options)).map((m) => m.notation).sort();
const playAll = (v: DiamondVariant, p: ReturnType<DiamondVariant['setup']>, moves: string[]) => moves.reduce((q, m) => v.play(q, m), p);

describe('the board: 41 positions', () => {
  const b = diamondCheckers.board;
  const at = (name: string) => b.coords[b.nodeId(name)];
  it('the positions are the lattice points with |x| + |y| <= 4, 1A = (0,-4), 21 = (0,0), 1B = (0,4), 17A = (-4,0), 17B = (4,0)', () => {
    expect(b.size).toBe(41);
    expect([at('1A'), at('21'), at('1B'), at('17A'), at('17B')]).toEqual([{ x: 0, y: -4 }, { x: 0, y: 0 }, { x: 0, y: 4 }, { x: -4, y: 0 }, { x: 4, y: 0 }]);
  });
  it('each side numbers its half from its own tip, left to right as seen from its seat; the middle row from each end to 21', () => {
    expect(at('2A')).toEqual({ x: -1, y: -3 });
    expect(at('2B')).toEqual({ x: 1, y: 3 });
    expect(at('10A')).toEqual({ x: -3, y: -1 });
    expect(at('10B')).toEqual({ x: 3, y: 1 });
    expect(at('20A')).toEqual({ x: -1, y: 0 });
    expect(at('20B')).toEqual({ x: 1, y: 0 });
  });
  it('render draws the diamond as the rulebook shows it, B at the top and A at the bottom', () => {
    const lines = diamondCheckers.render(diamondCheckers.setup()).split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]?.trim()).toBe('b');
    expect(lines[8]?.trim()).toBe('a');
    expect(lines[4]?.trim().split(/\s+/)).toHaveLength(9);
  });
  it('orthogonal neighbours of 13A are 21, 7A, 12A, 14A; diagonal neighbours 20A, 20B, 6A, 8A', () => {
    const around = (dirs: string[]) => dirs.map((d) => b.names[b.step(b.nodeId('13A'), b.dirIndex(d))]).sort();
    expect(around(['n', 's', 'e', 'w'])).toEqual(['12A', '14A', '21', '7A']);
    expect(around(['ne', 'nw', 'se', 'sw'])).toEqual(['20A', '20B', '6A', '8A']);
  });
  it('for A forward is up, for B it is down', () => {
    expect(notations(diamondCheckers, 'B:A1A:B13B')).toEqual(['13B-12B', '13B-14B', '13B-21']);
  });
  it('corners 1A, 1B, 17A, 17B are the safety positions (see corner tests below)', () => {
    expect(['1A', '1B', '17A', '17B'].map((n) => b.nodeId(n) >= 0)).toEqual([true, true, true, true]);
  });
});

describe('Diamond Checkers', () => {
  it('setup: each side has 12 men on its own 1–9 and 12, 13, 14; A moves first', () => {
    const p = diamondCheckers.setup();
    expect(diamondCheckers.format(p)).toBe('A:A1A,2A,3A,4A,5A,6A,7A,8A,9A,12A,13A,14A:B1B,2B,3B,4B,5B,6B,7B,8B,9B,12B,13B,14B');
    expect(p.turn).toBe('a');
  });
  it('option firstPlayer lets B move first', () => {
    expect(diamondCheckers.setup({ firstPlayer: 'b' }).turn).toBe('b');
  });
  it('a man steps forward, left or right into a vacant position; never backward', () => {
    expect(notations(diamondCheckers, 'A:A13A,21:B1B')).toEqual(['13A-12A', '13A-14A', '21-13B', '21-20A', '21-20B']);
  });
  it('a King (ended a move on the opponent\'s 2, 4, 5 or 9) also steps backward', () => {
    for (const [from, to] of [['6B', '2B'], ['8B', '4B'], ['11B', '5B'], ['15B', '9B']] as const) {
      const after = diamondCheckers.play(diamondCheckers.parse(`A:A${from}:B3A`), `${from}-${to}`);
      expect(diamondCheckers.format(after)).toBe(`B:AK${to}:B3A`);
    }
    expect(notations(diamondCheckers, 'A:AK7A:B1B')).toContain('7A-3A');
  });
  it('a Diamond King (ended a move on the opponent\'s tip) also steps diagonally; it need not have been a King', () => {
    const after = diamondCheckers.play(diamondCheckers.parse('A:A3B:B6A'), '3B-1B');
    expect(diamondCheckers.format(after)).toBe('B:AD1B:B6A');
    expect(notations(diamondCheckers, 'A:AD7A:B1B')).toContain('7A-13A');
    expect(notations(diamondCheckers, 'A:AD7A:B1B')).toEqual(['7A-12A', '7A-13A', '7A-14A', '7A-2A', '7A-3A', '7A-4A', '7A-6A', '7A-8A']);
  });
  it("Diamond King position and King positions are the opponent's: B crowns to King on A's 2, 4, 5, 9 and to Diamond King on 1A", () => {
    for (const [from, to] of [['6A', '2A'], ['8A', '4A'], ['11A', '5A'], ['15A', '9A']] as const) {
      const after = diamondCheckers.play(diamondCheckers.parse(`B:A20B:B${from}`), `${from}-${to}`);
      expect(diamondCheckers.format(after)).toBe(`A:A20B:BK${to}`);
    }
    expect(diamondCheckers.format(diamondCheckers.play(diamondCheckers.parse('B:A20B:B3A'), '3A-1A'))).toBe('A:A20B:BD1A');
    // A's own 2A is no King position for A.
    expect(diamondCheckers.format(diamondCheckers.play(diamondCheckers.parse('A:A3A:B20B'), '3A-2A'))).toBe('B:A2A:B20B:H1');
  });
  it('a King of B steps backward, which for B is up the board', () => {
    // B's forward is 3A, its left 8A, its right 6A, and backward 13A.
    expect(notations(diamondCheckers, 'B:A20B:BK7A')).toEqual(['7A-13A', '7A-3A', '7A-6A', '7A-8A']);
  });
  it('a man that jumps into the opponent\'s tip becomes a Diamond King there and stops (the tip is a corner)', () => {
    // As a Diamond King on 1B it could go on over 2B to 5B; the corner and the end-of-move crowning both stop it.
    expect(notations(diamondCheckers, 'A:A7B:B3B,2B')).toEqual(['7Bx1B']);
    expect(diamondCheckers.format(diamondCheckers.play(diamondCheckers.parse('A:A7B:B3B,2B'), '7Bx1B'))).toBe('B:AD1B:B2B');
  });
  it('a jump goes over an adjacent opponent onto the vacant position beyond, and removes it', () => {
    const after = diamondCheckers.play(diamondCheckers.parse('A:A13A:B14A,1B'), '13Ax15A');
    expect(diamondCheckers.format(after)).toBe('B:A15A:B1B');
    expect(notations(diamondCheckers, 'A:A13A:B14A,15A')).toEqual(['13A-12A', '13A-21']);
  });
  it('jumps chain in one move, each further jump in any permitted direction', () => {
    // 19A over 20A to 21 (right), then over 13B to 7B (forward).
    expect(notations(diamondCheckers, 'A:A19A:B20A,13B,1B')).toEqual(['19Ax21x7B']);
  });
  it('a chain must be continued while a further jump exists; which branch to follow is free', () => {
    const moves = notations(diamondCheckers, 'A:A13A:B21,12B,14B,1B');
    expect(moves).toEqual(['13Ax13Bx11B', '13Ax13Bx15B']);
  });
  it('no position is jumped twice (a jumped man is removed at once)', () => {
    for (const m of diamondCheckers.legalMoves(diamondCheckers.parse('A:AD21:B20A,20B,13B,13A,1B'))) {
      expect(new Set(m.captures).size).toBe(m.captures.length);
    }
  });
  it('promotion takes effect when the move ends: a man does not gain King powers in mid-chain', () => {
    // 7B over 6B lands on 5B (a King position); as a King it could go on over 11B, as a man it may not.
    expect(notations(diamondCheckers, 'A:A7B:B6B,11B')).toEqual(['7Bx5B']);
    expect(diamondCheckers.format(diamondCheckers.play(diamondCheckers.parse('A:A7B:B6B,11B'), '7Bx5B'))).toBe('B:AK5B:B11B');
  });
  it('landing in a corner ends the move ("no jump around a corner")', () => {
    expect(notations(diamondCheckers, 'A:AD5B:B2B,4B')).toEqual(['5Bx1B']);
  });
  it('landing in the side corners 17A and 17B ends the move too', () => {
    // 19B over 18B lands on 17B; from there 10B with 5B beyond would be open.
    expect(notations(diamondCheckers, 'A:AD19B:B18B,10B')).toEqual(['19Bx17B']);
    // B's Diamond King on 19A over 18A to 17A; 10A with 5A beyond would be open.
    expect(notations(diamondCheckers, 'B:A18A,10A:BD19A')).toEqual(['19Ax17A']);
  });
  it('a piece in a corner cannot be jumped', () => {
    expect(notations(diamondCheckers, 'A:AD18B:B17B').filter((n) => n.includes('x'))).toEqual([]);
  });
  it("capture 'mandatory' (default): a side that can jump must jump", () => {
    expect(notations(diamondCheckers, 'A:A13A,9A:B14A,1B')).toEqual(['13Ax15A']);
  });
  it("capture 'optional': jumping is never compulsory", () => {
    expect(notations(diamondCheckers, 'A:A13A:B14A,1B', { capture: 'optional' })).toEqual(['13A-12A', '13A-21', '13Ax15A']);
  });
  it("capture 'on-demand': after a move that ignored a jump the opponent may insist; the move is taken back and the offender must jump", () => {
    const options = { capture: 'on-demand' } as const;
    const p = diamondCheckers.parse('A:A13A:B14A,1B', options);
    expect(notations(diamondCheckers, 'A:A13A:B14A,1B', options)).toEqual(['13A-12A', '13A-21', '13Ax15A']);
    const ignored = diamondCheckers.play(p, '13A-21');
    const insist = diamondCheckers.legalMoves(ignored).find((m) => m.kind === 'insist');
    expect(insist?.notation).toBe('insist');
    const taken = diamondCheckers.play(ignored, 'insist');
    expect(taken.turn).toBe('a');
    expect(diamondCheckers.legalMoves(taken).map((m) => m.notation)).toEqual(['13Ax15A']);
    // Not insisting is allowed too: the opportunity passes with the move.
    const passed = diamondCheckers.play(ignored, '1B-3B');
    expect(diamondCheckers.legalMoves(passed).some((m) => m.kind === 'insist')).toBe(false);
  });
  it("'on-demand': no insist after a move that jumped, or when no jump was available", () => {
    const options = { capture: 'on-demand' } as const;
    const jumped = diamondCheckers.play(diamondCheckers.parse('A:A13A:B14A,1B', options), '13Ax15A');
    expect(diamondCheckers.legalMoves(jumped).some((m) => m.kind === 'insist')).toBe(false);
    const quiet = diamondCheckers.play(diamondCheckers.parse('A:A13A:B1B', options), '13A-21');
    expect(diamondCheckers.legalMoves(quiet).some((m) => m.kind === 'insist')).toBe(false);
  });
  it("'on-demand': an insist is offered even when the offending move left the opponent nothing else to play, so that is no loss", () => {
    // A ignores 8Ax20B and blocks 12A, B's last way out (14A over 13A to 12A).
    const text = 'A:A4A,8A,11A,13A,15A,16A:B14A';
    const ignored = diamondCheckers.play(diamondCheckers.parse(text, { capture: 'on-demand' }), '11A-12A');
    expect(diamondCheckers.status(ignored)).toEqual({ over: false, turn: 'b' });
    expect(diamondCheckers.legalMoves(ignored).map((m) => m.notation)).toEqual(['insist']);
    expect(diamondCheckers.legalMoves(diamondCheckers.play(ignored, 'insist')).map((m) => m.notation)).toEqual(['8Ax20B']);
    // Where no insist exists, the same move wins outright.
    const optional = diamondCheckers.play(diamondCheckers.parse(text, { capture: 'optional' }), '11A-12A');
    expect(diamondCheckers.status(optional)).toEqual({ over: true, winner: 'a', reason: 'no-moves' });
  });
  it('end: a side with no men left loses', () => {
    const after = diamondCheckers.play(diamondCheckers.parse('A:A13A:B14A'), '13Ax15A');
    expect(diamondCheckers.status(after)).toEqual({ over: true, winner: 'a', reason: 'no-pieces' });
  });
  it('end: a side with no legal move on its turn loses', () => {
    expect(diamondCheckers.status(diamondCheckers.parse('A:A10B:B11B,12B'))).toEqual({ over: true, winner: 'b', reason: 'no-moves' });
  });
});

describe('Diamond Kings', () => {
  it('same board and setup; every man is a Diamond King for the whole game', () => {
    expect(diamondKings.format(diamondKings.setup())).toBe(diamondCheckers.format(diamondCheckers.setup()));
    expect(notations(diamondKings, 'B:A1A:B21')).toEqual(['21-12A', '21-12B', '21-13A', '21-13B', '21-14A', '21-14B', '21-20A', '21-20B']);
  });
  it('step: one position in any of the 8 directions into a vacant position', () => {
    expect(notations(diamondKings, 'A:A7A,13A,12A,14A,6A,8A,2A,3A,4A:B1B').filter((n) => n.startsWith('7A-'))).toEqual([]);
  });
  it('jump over own men: allowed in any of the 8 directions onto a vacant position just beyond; own men are not disturbed', () => {
    const p = diamondKings.parse('A:A21,13B:B1A');
    expect(notations(diamondKings, 'A:A21,13B:B1A')).toContain('21:7B');
    expect(diamondKings.format(diamondKings.play(p, '21:7B'))).toBe('B:A7B,13B:B1A:H1');
  });
  it('chains of own jumps continue in any direction, and may stop at any landing', () => {
    expect(notations(diamondKings, 'A:A1A,2A,11A:B1B')).toEqual(expect.arrayContaining(['1A:5A', '1A:5A:19A']));
  });
  it('jump over opponent men: removes them, chains as above', () => {
    expect(notations(diamondKings, 'A:A13A:B21,12B,1B')).toEqual(['13Ax13Bx11B']);
  });
  it('once a move has captured it may continue only by further captures, never by jumping own men to a place of safety', () => {
    const moves = notations(diamondKings, 'A:A21,3B:B13B');
    expect(moves).toContain('21x7B');
    expect(moves).not.toContain('21x7B:1B');
  });
  it('before its first capture a move may jump own men any number of times', () => {
    expect(notations(diamondKings, 'A:A1A,2A,11A:B20A,2B')).toContain('1A:5A:19Ax21');
  });
  it('jumps over own men never land twice on the same position, nor on the position the move started from', () => {
    const p = diamondKings.parse('A:A21,13A,20A,20B,13B,12A,14A,12B,14B:B1A');
    const moves = diamondKings.legalMoves(p);
    expect(moves.length).toBeGreaterThan(20);
    for (const m of moves) {
      expect(new Set([m.from, ...m.path]).size).toBe(m.path.length + 1);
    }
    // Long own-jump tours are listed, but none comes back to 21 or crosses its own track.
    expect(moves.map((m) => m.notation)).toContain('21:7B:19B:7A:19A');
  });
  it('capturing jumps may land on any vacant position, including one the move passed before and the position it started from', () => {
    // The rule's example: four men round 21, taken in a loop that ends where it began.
    const p = diamondKings.parse('A:A21:B20B,11B,6B,13B');
    expect(notations(diamondKings, 'A:A21:B20B,11B,6B,13B')).toEqual(['21x7Bx5Bx19Bx21']);
    const after = diamondKings.play(p, '21x19Bx5Bx7Bx21');
    expect(diamondKings.format(after)).toBe('B:A21:B');
    // "as the Diamond King of Diamond Checkers does on the same men"
    const checkers = diamondCheckers.play(diamondCheckers.parse('A:AD21:B20B,11B,6B,13B'), '21x19Bx5Bx7Bx21');
    expect(checkers.cells.map(Math.sign)).toEqual(after.cells.map(Math.sign));
    // A figure 8 through 21 twice takes all six men.
    const eight = diamondKings.legalMoves(diamondKings.parse('A:A19B:B20B,13A,6A,11A,20A,13B'));
    expect(Math.max(...eight.map((m) => m.captures.length))).toBe(6);
    expect(eight.filter((m) => m.captures.length === 6).map((m) => m.path.filter((n) => n === '21').length)).toContain(2);
  });
  it('the same in Diamond Queens: a whole stack may come back to its start, men left behind keep it occupied', () => {
    expect(notations(diamondQueens, 'A:A21:B20B,11B,6B,13B')).toEqual(['1*21x7Bx5Bx19Bx21']);
    const split = notations(diamondQueens, 'A:A21*2:B20B,11B,6B,13B');
    expect(split).toContain('2*21x7Bx5Bx19Bx21');
    expect(split.filter((n) => n.startsWith('1*')).every((n) => !n.endsWith('x21'))).toBe(true);
  });
  it('landing in a corner ends the move; corners cannot be jumped', () => {
    expect(notations(diamondKings, 'A:A5B:B2B,4B')).toEqual(['5Bx1B']);
    expect(notations(diamondKings, 'A:A18B,19B:B17B').filter((n) => n.includes('x'))).toEqual([]);
  });
  it("direct jump: under 'mandatory' a side with a direct jump must make some jump, direct or indirect, its choice", () => {
    // 14A has a direct jump over 21; 2A has an indirect one: over own 6A to 12A, then over 21 to 12B.
    const moves = notations(diamondKings, 'A:A14A,2A,6A:B21,1B');
    expect(moves).toEqual(expect.arrayContaining(['14Ax14B', '2A:12Ax12B']));
    expect(moves.every((n) => n.includes('x'))).toBe(true);
  });
  it("indirect jump only: not compulsory under 'mandatory', and no insist under 'on-demand'", () => {
    // 3A may jump own 7A to 13A and then 21 to 13B; no A man touches an opponent.
    const moves = notations(diamondKings, 'A:A3A,7A:B21');
    expect(moves).toContain('3A:13Ax13B');
    expect(moves).toContain('3A-2A');
    const p = diamondKings.parse('A:A3A,7A:B21', { capture: 'on-demand' });
    const after = diamondKings.play(p, '3A-2A');
    expect(diamondKings.legalMoves(after).some((m) => m.kind === 'insist')).toBe(false);
  });
  it("'on-demand': the opponent may insist only when a direct jump was ignored", () => {
    const p = diamondKings.parse('A:A13A:B21,1B', { capture: 'on-demand' });
    const after = diamondKings.play(p, '13A-12A');
    expect(diamondKings.legalMoves(after).filter((m) => m.kind === 'insist').map((m) => m.notation)).toEqual(['insist']);
    const back = diamondKings.play(after, 'insist');
    expect(diamondKings.legalMoves(back).every((m) => m.captures.length > 0)).toBe(true);
  });
  it("'on-demand': a side with a direct jump that makes an indirect jump instead gives no insist (it may choose any jump)", () => {
    const p = diamondKings.parse('A:A14A,2A,6A:B21,1B', { capture: 'on-demand' });
    const after = diamondKings.play(p, '2A:12Ax12B');
    expect(diamondKings.legalMoves(after).some((m) => m.kind === 'insist')).toBe(false);
    // An own-jump move that captures nothing ignores the direct jump: insist.
    const own = diamondKings.play(p, '2A:12A');
    expect(diamondKings.legalMoves(own).filter((m) => m.kind === 'insist')).toHaveLength(1);
  });
  it('landing in a side corner (17B) by an own jump ends the move as well', () => {
    // 19B over own 18B to 17B; from 17B own 10B with 5B beyond would be open.
    const moves = notations(diamondKings, 'A:A19B,18B,10B:B1A');
    expect(moves).toContain('19B:17B');
    expect(moves.filter((n) => n.startsWith('19B:17B:'))).toEqual([]);
  });
  it('end: a side with no men left loses; a side with no legal move loses', () => {
    expect(diamondKings.status(diamondKings.parse('B:A13A:B'))).toEqual({ over: true, winner: 'a', reason: 'no-pieces' });
    // B's man in the corner 1A is walled in by A men it cannot jump (the positions beyond are occupied).
    expect(diamondKings.status(diamondKings.parse('B:A2A,3A,4A,5A,7A,9A:B1A'))).toEqual({ over: true, winner: 'a', reason: 'no-moves' });
  });
});

describe('Diamond Queens', () => {
  it('setup: two men on each side\'s own 2, 3, 4, 6, 7, 8 (12 men per side)', () => {
    expect(diamondQueens.format(diamondQueens.setup())).toBe('A:A2A*2,3A*2,4A*2,6A*2,7A*2,8A*2:B2B*2,3B*2,4B*2,6B*2,7B*2,8B*2');
  });
  it('a position holds any number of one side\'s men; a move takes any k >= 1 of them, all ending on the same position', () => {
    const moves = notations(diamondQueens, 'A:A7A*3:B1B').filter((n) => n.endsWith('7A-13A'));
    expect(moves).toEqual(['1*7A-13A', '2*7A-13A', '3*7A-13A']);
    expect(diamondQueens.format(diamondQueens.play(diamondQueens.parse('A:A7A*3:B1B'), '2*7A-13A'))).toBe('B:A7A,13A*2:B1B:H1');
  });
  it('a step may land on a vacant adjacent position or on adjacent own men (they merge)', () => {
    const after = diamondQueens.play(diamondQueens.parse('A:A7A*2,13A:B1B'), '2*7A-13A');
    expect(diamondQueens.format(after)).toBe('B:A13A*3:B1B:H1');
  });
  it('a jump (over own or opponent men) must land on a vacant position', () => {
    const moves = notations(diamondQueens, 'A:A7A,13A,21:B1B');
    expect(moves.filter((n) => n.startsWith('1*7A:'))).toEqual([]);
    expect(notations(diamondQueens, 'A:A13A:B21,13B,1B').filter((n) => n.includes('x'))).toEqual([]);
  });
  it('capturing jumps remove the whole opponent stack jumped over', () => {
    const after = diamondQueens.play(diamondQueens.parse('A:A13A:B21*3,1B'), '1*13Ax13B');
    expect(diamondQueens.format(after)).toBe('B:A13B:B1B');
  });
  it('landing on opponent men never captures and is not allowed', () => {
    expect(notations(diamondQueens, 'A:A13A:B21*2,13B').filter((n) => n.endsWith('-21'))).toEqual([]);
  });
  it('otherwise as Diamond Kings: men left behind on the start position may be jumped, but not landed on', () => {
    // One of two men leaves 7A; the chain 7A → 9A → 7A… may not come back onto the man left on 7A.
    for (const m of diamondQueens.legalMoves(diamondQueens.parse('A:A7A*2,8A,14A,13A:B1B'))) {
      if (m.from === '7A' && m.count === 1) expect(m.path).not.toContain('7A');
    }
  });
  it('otherwise as Diamond Kings: no own-jumps after a capture', () => {
    const moves = notations(diamondQueens, 'A:A21,3B:B13B');
    expect(moves).toContain('1*21x7B');
    expect(moves).not.toContain('1*21x7B:1B');
  });
  it('otherwise as Diamond Kings: landing in a corner ends the move', () => {
    expect(notations(diamondQueens, 'A:A5B*2:B2B,4B')).toEqual(['1*5Bx1B', '2*5Bx1B']);
  });
  it("otherwise as Diamond Kings: under 'mandatory' a direct jump forces some jump, direct or indirect", () => {
    const moves = notations(diamondQueens, 'A:A14A,2A,6A:B21,1B');
    expect(moves).toEqual(expect.arrayContaining(['1*14Ax14B', '1*2A:12Ax12B']));
    expect(moves.every((n) => n.includes('x'))).toBe(true);
    expect(notations(diamondQueens, 'A:A3A,7A:B21')).toContain('1*3A-2A');
  });
  it("'on-demand': insisting puts the k men moved back on their stack and the side must jump", () => {
    const p = diamondQueens.parse('A:A7A*3,13A:B21,1B', { capture: 'on-demand' });
    const ignored = diamondQueens.play(p, '2*7A-8A');
    expect(diamondQueens.format(ignored)).toBe('B:A7A,8A*2,13A:B21,1B:H1:I2*7A-8A/0');
    const back = diamondQueens.play(ignored, 'insist');
    expect(diamondQueens.format(back)).toBe('A:A7A*3,13A:B21,1B:J');
    expect(diamondQueens.legalMoves(back).map((m) => m.notation)).toEqual(['1*13Ax13B']);
  });
  it('end: a side with no legal move loses', () => {
    // B's stack in the corner 1A: every neighbour holds A men and every position beyond them too.
    expect(diamondQueens.status(diamondQueens.parse('B:A2A,3A,4A,5A,7A,9A:B1A*2'))).toEqual({ over: true, winner: 'a', reason: 'no-moves' });
  });
  it('end: a side with no men left loses', () => {
    expect(diamondQueens.status(diamondQueens.play(diamondQueens.parse('A:A13A:B21*3'), '1*13Ax13B'))).toEqual({ over: true, winner: 'a', reason: 'no-pieces' });
  });
});

describe('draws (all three games)', () => {
  it('drawAfterPlies (default 200 plies with no capture and no promotion) is a draw with its reason', () => {
    expect(diamondKings.status(diamondKings.parse('A:A13A:B1B:H200'))).toEqual({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' });
    expect(diamondKings.status(diamondKings.parse('A:A13A:B1B:H199')).over).toBe(false);
    const p = diamondCheckers.parse('A:A13A:B13B', { drawAfterPlies: 2 });
    const after = playAll(diamondCheckers, p, ['13A-12A', '13B-12B']);
    expect(diamondCheckers.status(after)).toEqual({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' });
  });
  it('a capture or a promotion resets the ply counter', () => {
    const p = diamondCheckers.parse('A:A13A:B14A,1B:H50');
    expect(diamondCheckers.play(p, '13Ax15A').plies).toBe(0);
    expect(diamondCheckers.play(diamondCheckers.parse('A:A3B:B6A:H50', { capture: 'optional' }), '3B-1B').plies).toBe(0);
    expect(diamondCheckers.play(diamondCheckers.parse('A:A13A:B1B:H50'), '13A-21').plies).toBe(51);
  });
  it("no draw is declared while an insist is pending ('on-demand'): the last move may still be taken back", () => {
    const p = diamondCheckers.parse('A:A13A:B14A,1B:H199', { capture: 'on-demand' });
    const ignored = diamondCheckers.play(p, '13A-21');
    expect(ignored.plies).toBe(200);
    expect(diamondCheckers.status(ignored)).toEqual({ over: false, turn: 'b' });
    expect(diamondCheckers.play(ignored, 'insist').plies).toBe(199);
    // Declined, the chance passes and the ply counter ends the game.
    expect(diamondCheckers.status(diamondCheckers.play(ignored, '1B-3B'))).toEqual({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' });
  });
  it('threefold repetition (default on) is a draw with its reason', () => {
    const p = diamondQueens.parse('A:A13A:B13B');
    const moves = ['1*13A-12A', '1*13B-12B', '1*12A-13A', '1*12B-13B'];
    const twice = playAll(diamondQueens, p, [...moves, ...moves]);
    expect(diamondQueens.status(twice)).toEqual({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
    expect(diamondQueens.legalMoves(twice)).toEqual([]);
    const off = playAll(diamondQueens, diamondQueens.parse('A:A13A:B13B', { repetition: false }), [...moves, ...moves]);
    expect(diamondQueens.status(off).over).toBe(false);
  });
});
