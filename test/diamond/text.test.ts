/**
 * Notation and position text as shared/rules/diamond.md describes them.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/index.js';
import { diamondCheckers, diamondKings, diamondQueens, type DiamondVariant } from '../../src/variants/diamond/index.js';

const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (isBoardwrightError(e)) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'no error';
};

describe('notation', () => {
  it('positions are named as in the rulebook: 1A…20A, 21, 1B…20B', () => {
    expect([...diamondCheckers.board.names].sort()).toEqual(
      [...Array.from({ length: 20 }, (_, i) => `${i + 1}A`), '21', ...Array.from({ length: 20 }, (_, i) => `${i + 1}B`)].sort(),
    );
  });
  it('a step is written 13A-21', () => {
    const move = diamondCheckers.legalMoves(diamondCheckers.setup()).find((m) => m.to === '21');
    expect(move).toMatchObject({ from: '13A', to: '21', captures: [], notation: '13A-21' });
  });
  it('a jump lists every landing: 13Ax15A; ":" over own men, "x" over an opponent: 1A:5A:19Ax21x9Bx1B', () => {
    expect(diamondCheckers.legalMoves(diamondCheckers.parse('A:A13A:B14A,1B'))[0]?.notation).toBe('13Ax15A');
    expect(diamondKings.legalMoves(diamondKings.parse('A:A1A,2A,11A:B20A,14B,4B')).map((m) => m.notation)).toContain('1A:5A:19Ax21x9Bx1B');
  });
  it('Diamond Queens prefixes the number of men moved: 2*7A-13A', () => {
    const after = diamondQueens.play(diamondQueens.setup(), '2*7A-13A');
    expect(diamondQueens.format(after)).toBe('B:A2A*2,3A*2,4A*2,6A*2,8A*2,13A*2:B2B*2,3B*2,4B*2,6B*2,7B*2,8B*2:H1');
  });
  it('Diamond Queens move text without a count is refused when the stack has several men (AMBIGUOUS_MOVE), accepted for one man', () => {
    expect(code(() => diamondQueens.play(diamondQueens.setup(), '7A-13A'))).toMatch(/^AMBIGUOUS_MOVE: .*7A/);
    expect(diamondQueens.format(diamondQueens.play(diamondQueens.parse('A:A7A:B1B'), '7A-13A'))).toBe('B:A13A:B1B:H1');
  });
  it('a jump reaching the same result by another path is the same move, and its text is accepted', () => {
    // 21 reaches 5B over own 20B and 11B (via 19B) or over own 13B and 6B (via 7B): one move, two texts.
    const p = diamondKings.parse('A:A21,20B,11B,13B,6B:B1A');
    const listed = diamondKings.legalMoves(p).filter((m) => m.from === '21' && m.to === '5B');
    expect(listed).toHaveLength(1);
    const texts = ['21:19B:5B', '21:7B:5B'];
    expect(texts).toContain(listed[0]?.notation);
    const other = texts.find((t) => t !== listed[0]?.notation) as string;
    expect(diamondKings.format(diamondKings.play(p, other))).toBe(diamondKings.format(diamondKings.play(p, listed[0]!)));
  });
  it('move text errors are precise: bad character, unknown position, illegal move', () => {
    const p = diamondCheckers.setup();
    expect(code(() => diamondCheckers.play(p, '13A_21'))).toMatch(/^INVALID_MOVE_TEXT: .*"_" at column 4/);
    expect(code(() => diamondCheckers.play(p, '13A-25B'))).toMatch(/^INVALID_MOVE_TEXT: .*"25B"/);
    expect(code(() => diamondCheckers.play(p, '13A-7A'))).toMatch(/^ILLEGAL_MOVE: "13A-7A" is not a legal move for A; legal: /);
    expect(code(() => diamondCheckers.play(p, 'insist'))).toMatch(/^ILLEGAL_MOVE: insist/);
  });
});

describe('position text', () => {
  it('<side to move>:A<pieces>:B<pieces>: A:A13A,K7A,D21:B14A (man, King, Diamond King)', () => {
    const p = diamondCheckers.parse('A:A13A,K7A,D21:B14A');
    const b = diamondCheckers.board;
    expect(p.turn).toBe('a');
    expect([p.cells[b.nodeId('13A')], p.cells[b.nodeId('7A')], p.cells[b.nodeId('21')], p.cells[b.nodeId('14A')]]).toEqual([1, 2, 3, -1]);
    expect(diamondCheckers.format(p)).toBe('A:AK7A,13A,D21:B14A');
  });
  it("Diamond Queens' start: A:A2A*2,3A*2,4A*2,6A*2,7A*2,8A*2:B2B*2,3B*2,4B*2,6B*2,7B*2,8B*2", () => {
    const text = 'A:A2A*2,3A*2,4A*2,6A*2,7A*2,8A*2:B2B*2,3B*2,4B*2,6B*2,7B*2,8B*2';
    expect(diamondQueens.format(diamondQueens.parse(text))).toBe(text);
    expect(diamondQueens.format(diamondQueens.setup())).toBe(text);
  });
  it.each([
    [diamondCheckers, 'B:AK7A,13A,D21:B14A:H17'],
    [diamondCheckers, 'A:A13A:B1B'],
    [diamondKings, 'A:A21:B1B:H3:R2'],
    [diamondQueens, 'B:A7A,13A*2:B21*2,1B:H1:I1*7A-13A/0'],
    [diamondCheckers, 'B:A21:B14A,1B:H1:I13A-21/0'],
    [diamondCheckers, 'B:AK12A:B7A,1B:H5:IK13A-12A/4'],
    [diamondKings, 'A:A13A:B21,1B:J'],
  ] as [DiamondVariant, string][])('documented extra fields round-trip: %#', (v, text) => {
    const options = text.includes(':I') || text.includes(':J') ? { capture: 'on-demand' as const } : undefined;
    expect(v.format(v.parse(text, options))).toBe(text);
  });
  it('the pending-insist field I restores the offending move when the opponent insists', () => {
    const p = diamondCheckers.parse('B:AK12A:B7A,1B:H5:IK13A-12A/4', { capture: 'on-demand' });
    const back = diamondCheckers.play(p, 'insist');
    expect(diamondCheckers.format(back)).toBe('A:AK13A:B7A,1B:H4:J');
    expect(diamondCheckers.legalMoves(back).map((m) => m.notation)).toEqual(['13Ax3A']);
  });
  it('R<n> keeps the repetition count, so a repeated position reads back the same', () => {
    const p = diamondKings.parse('A:A21:B1B:R3');
    expect(diamondKings.status(p)).toEqual({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
  });
  it.each([
    ['X:A13A:B1B', /field 1 must be the side to move/],
    ['A:A13A', /needs both piece fields/],
    ['A:A13A,13A:B1B', /position 13A is listed twice/],
    ['A:A13A:B22B', /there is no position "22B"|not a piece/],
    ['A:AQ13A:B1B', /piece 1 \("Q13A"\) of field 2/],
    ['A:A13A*2:B1B', /only Diamond Queens has stacks/],
    ['A:A2B:B1A', /would have been crowned/],
    ['A:A13A:B1B:H', /H followed by a whole number/],
    ['A:A13A:B1B:Z4', /field 4 .* is not a field/],
    ['A:A13A:B1B::', /field 4 is empty/],
    ['B:A21:B14A,1B:I13A-21/0', /only with the option capture: 'on-demand'/],
    ['A:A1A,2A,3A,4A,5A,6A,7A,8A,9A,10A,11A,12A,13A:B1B', /more than 12 men/],
    ['A:A:B', /no men at all/],
  ])('malformed position text %s is refused with INVALID_FEN naming the field', (text, message) => {
    expect(code(() => diamondCheckers.parse(text))).toMatch(/^INVALID_FEN: /);
    expect(code(() => diamondCheckers.parse(text))).toMatch(message);
  });
  it.each([
    ['B:A21:B14A,1B:I13A-21/0', /ply counter after that move would be 1, .*write H1/],
    ['B:A21:B1B:H1:I13A-21/0', /before that move A had no jump the opponent could insist on/],
    ['B:A21,13A:B14A,1B:H1:I12A-21/0', /12A-21 is not a move A could make without capturing/],
    ['B:AK12A:B7A,1B:H5:I13A-12A/4', /a man moving to 12A does not become the piece that stands there/],
    ['A:A13A:B14A,1B:J', /J \(must jump after an insist\) exists only with the option capture: 'on-demand'/],
  ])("on-demand fields must describe a reachable state: %s is INVALID_FEN", (text, message) => {
    // I is checked under 'on-demand'; J here under the default 'mandatory'.
    const err = code(() => diamondCheckers.parse(text, text.endsWith(':J') ? undefined : { capture: 'on-demand' }));
    expect(err).toMatch(/^INVALID_FEN: field \d+: /);
    expect(err).toMatch(message);
  });
  it('J is refused when the side to move has no jump the opponent could have insisted on', () => {
    expect(code(() => diamondKings.parse('A:A13A:B1B:J', { capture: 'on-demand' }))).toMatch(/^INVALID_FEN: field 4: J says the side to move must jump, but it has no jump/);
  });
  it.each([
    ['no turn', { variant: 'diamond-checkers' }, /turn must be 'a' or 'b'/],
    ['cells not an array', { ...diamondCheckers.setup(), cells: 'x' }, /cells must be an array of 41 numbers/],
    ['a rank that does not exist', { ...diamondCheckers.setup(), cells: [4, ...diamondCheckers.setup().cells.slice(1)] }, /cells\[0\] \(1A\) is number 4; Diamond Checkers cells are whole numbers from -3 to 3/],
    ['keys not an array', { ...diamondCheckers.setup(), keys: null }, /keys must be an array/],
    ['an unknown capture rule', { ...diamondCheckers.setup(), capture: 'always' }, /capture must be 'mandatory', 'on-demand' or 'optional'/],
    ['a broken pending insist', { ...diamondCheckers.setup(), insist: { from: '99Z' } }, /insist.from must be a position name/],
  ])('a position object with %s is refused with INVALID_POSITION naming the field, by every function', (_, position, message) => {
    const p = position as never;
    for (const fn of [() => diamondCheckers.legalMoves(p), () => diamondCheckers.status(p), () => diamondCheckers.format(p), () => diamondCheckers.play(p, '13A-21'),
      () => diamondCheckers.hash(p), () => diamondCheckers.render(p), () => diamondCheckers.perft(p, 1), () => diamondCheckers.search(p)]) {
      const err = code(fn);
      expect(err).toMatch(/^INVALID_POSITION: not a valid Diamond position: /);
      expect(err).toMatch(message);
    }
  });
  it('Diamond Kings and Queens positions are checked against their own cell ranges', () => {
    const cells = (v: number) => [v, ...new Array<number>(40).fill(0)];
    expect(code(() => diamondKings.legalMoves({ ...diamondKings.setup(), cells: cells(2) }))).toMatch(/from -1 to 1/);
    expect(code(() => diamondQueens.legalMoves({ ...diamondQueens.setup(), cells: cells(13) }))).toMatch(/from -12 to 12/);
    expect(code(() => diamondQueens.legalMoves({ ...diamondQueens.setup(), cells: cells(1.5) }))).toMatch(/cells\[0\]/);
    // Men are never created: two full stacks of 12 on one side are refused, not merged into 24.
    expect(code(() => diamondQueens.legalMoves({ ...diamondQueens.setup(), cells: [12, 12, ...new Array<number>(38).fill(0), -1] }))).toMatch(/cells give A 24 men; a side has at most 12/);
  });
  it('a refused move leaves the position unchanged', () => {
    const p = diamondQueens.setup();
    const before = JSON.stringify(p);
    for (const text of ['7A-13A', '1*7A-21', '2*7Ax21', 'insist', '13A_21']) code(() => diamondQueens.play(p, text));
    expect(JSON.stringify(p)).toBe(before);
  });
  it("Diamond Queens: an illegal move without a count is reported in the caller's words", () => {
    expect(code(() => diamondQueens.play(diamondQueens.parse('A:A13A:B1B'), '7A-12A'))).toMatch(/^ILLEGAL_MOVE: "7A-12A" is not a legal move for A/);
    // A's own stack decides: B's two men on 21 do not make A's text ambiguous.
    expect(code(() => diamondQueens.play(diamondQueens.parse('A:A13A:B21*2,1B'), '21-20A'))).toMatch(/^ILLEGAL_MOVE: "21-20A"/);
  });
  it('long hostile move text is refused with ILLEGAL_MOVE or INVALID_MOVE_TEXT', () => {
    const p = diamondCheckers.setup();
    const texts: ((n: number) => string)[] = [(n) => '13A' + 'x21'.repeat(n), (n) => '13A-21' + '-13B'.repeat(n), (n) => '1'.repeat(4 * n), (n) => '13A-21' + ':'.repeat(4 * n)];
    for (const text of texts) {
      expect(code(() => diamondCheckers.play(p, text(2_400)))).toMatch(/^(ILLEGAL_MOVE|INVALID_MOVE_TEXT): /);
    }
  });
  it('a huge string is refused cheaply with INPUT_TOO_LARGE', () => {
    expect(code(() => diamondCheckers.parse('A:A13A:B1B' + ','.repeat(2_000_000)))).toMatch(/^INPUT_TOO_LARGE/);
  });
  it('options are checked: unknown keys and bad values are INVALID_OPTION', () => {
    expect(code(() => diamondCheckers.setup({ capture: 'sometimes' as never }))).toMatch(/^INVALID_OPTION: option capture/);
    expect(code(() => diamondCheckers.setup({ drawAfterPlies: -1 }))).toMatch(/^INVALID_OPTION: option drawAfterPlies/);
    expect(code(() => diamondCheckers.setup({ colour: 'a' } as never))).toMatch(/^INVALID_OPTION: unknown option "colour"/);
  });
});

describe('insist text', () => {
  it('"insist" when no jump was ignored is ILLEGAL_MOVE in every game', () => {
    for (const v of [diamondCheckers, diamondKings, diamondQueens]) {
      expect(code(() => v.play(v.setup({ capture: 'on-demand' }), 'insist'))).toMatch(/^ILLEGAL_MOVE: insist is legal only/);
    }
  });
});
