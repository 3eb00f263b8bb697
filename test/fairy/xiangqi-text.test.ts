/**
 * The text xiangqi players use, on `xiangqi` of boardwright/fairy: WXF notation read and written,
 * ICCS coordinates read and written. Expected texts are worked out by hand from the WXF rules
 * (wxf.org/xq/computer/wxf_notation.html: files 1–9 from the mover's right, + forward, - backward,
 * . sideways, ranks moved for R C P K along their file, the file reached otherwise; tandem pieces
 * + front, - rear) and from ICCS (files a–i from Red's left, ranks 0–9 from Red's side); each test
 * says how.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { GameRecord, readGameText, writeGameText } from '../../src/index.js';
import { xiangqi } from '../../src/variants/fairy/index.js';
import type { FairyPosition, XiangqiMove } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';
import { codeOf } from '../support/code-of.js';

const play = (moves: readonly string[], from: FairyPosition = xiangqi.setup()): FairyPosition => moves.reduce((p, m) => xiangqi.play(p, m), from);
/** `notation iccs` of the listed moves from one engine square. */
const from = (p: FairyPosition, square: string): string[] => xiangqi.legalMoves(p).filter((m) => m.from === square).map((m) => `${m.notation} ${m.iccs}`).sort();
/** A list of `notation iccs` in the order {@link from} gives. */
const sorted = (...texts: string[]): string[] => texts.sort();
const moveOf = (p: FairyPosition, text: string): XiangqiMove => xiangqi.moveFromWxf(p, text);

describe('WXF and ICCS of the standard opening', () => {
  it('C2.5 is the central cannon: the cannon on Red\'s second file (h3 here, h2 in ICCS) goes sideways to the fifth (e)', () => {
    const m = moveOf(xiangqi.setup(), 'C2.5');
    expect([m.from, m.to, m.iccs, m.uci]).toEqual(['h3', 'e3', 'h2e2', 'h3e3']);
    expect(xiangqi.iccs(xiangqi.setup(), 'C2.5')).toBe('h2e2');
    expect(xiangqi.wxf(xiangqi.setup(), 'h2-e2')).toBe('C2.5');
    expect(xiangqi.moveFromIccs(xiangqi.setup(), 'h2e2').notation).toBe('C2.5');
    expect(xiangqi.moveFromIccs(xiangqi.setup(), 'H2-E2').notation).toBe('C2.5');
  });

  it('H8+7: Red\'s horse on the eighth file (b1) forward to the seventh (c3); P7+1: the pawn on the seventh file one rank forward', () => {
    expect(moveOf(xiangqi.setup(), 'H8+7').uci).toBe('b1c3');
    expect(moveOf(xiangqi.setup(), 'H8+7').iccs).toBe('b0c2');
    expect(moveOf(xiangqi.setup(), 'P7+1').uci).toBe('c4c5');
    expect(moveOf(xiangqi.setup(), 'P7+1').iccs).toBe('c3c4');
  });

  it('Black\'s files count from Black\'s right (Red\'s left): 1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 4. P7+1 P7+1', () => {
    // Black's horse h10 is on Black's eighth file and reaches g8 (its seventh); its rook i10 (ninth
    // file) goes sideways to h10 (eighth); its horse b10 (second file) reaches c8 (third); its pawn
    // g7 (seventh file) steps to g6 (forward, towards Red).
    const line = ['C2.5', 'H8+7', 'H2+3', 'R9.8', 'R1.2', 'H2+3', 'P7+1', 'P7+1'];
    const iccs: string[] = [];
    let p = xiangqi.setup();
    for (const text of line) {
      iccs.push(xiangqi.iccs(p, text));
      p = xiangqi.play(p, text);
    }
    expect(iccs).toEqual(['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'c3c4', 'g6g5']);
    expect(p.fen.split(' ').slice(0, 2)).toEqual(['r1bakabr1/9/1cn3nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKABR1', 'w']);
  });

  it('the sideways rook names the file it reaches; the forward rook the ranks it moves', () => {
    const p = xiangqi.setup();
    expect(from(p, 'a1')).toEqual(['R9+1 a0a1', 'R9+2 a0a2']);
    // After 1. R9+1 (a1 to a2) P1+1 the chariot on a2 may go sideways along the empty second rank: b2 is Red's eighth file, i2 its first.
    const q = play(['R9+1', 'P1+1']);
    expect(from(q, 'a2')).toContain('R9.8 a1b1');
    expect(from(q, 'a2')).toContain('R9.1 a1i1');
    expect(moveOf(q, 'R9-1').uci).toBe('a2a1');
  });

  it('advisors and elephants name the file they reach: A4+5, A6+5, E3+5, E7+9; Black\'s numbered from Black\'s side', () => {
    const p = xiangqi.setup();
    expect(from(p, 'f1')).toEqual(['A4+5 f0e1']);
    expect(from(p, 'd1')).toEqual(['A6+5 d0e1']);
    expect(from(p, 'g1')).toEqual(['E3+1 g0i2', 'E3+5 g0e2']);
    expect(from(p, 'c1')).toEqual(['E7+5 c0e2', 'E7+9 c0a2']);
    const b = play(['C2.5']);
    // Black's advisor d10 stands on Black's fourth file, f10 on its sixth; both step forward to e9 (file 5).
    expect(from(b, 'd10')).toEqual(['A4+5 d9e8']);
    expect(from(b, 'f10')).toEqual(['A6+5 f9e8']);
  });
});

describe('tandem pieces: + the front one, - the rear one', () => {
  it('two chariots on Red\'s fifth file: R+.6, R-.6, R++1, R--1; the file number alone fits both', () => {
    // Red chariots on e4 (front) and e2 (rear); Red's sixth file is d.
    const p = xiangqi.parse('3k5/9/9/9/9/9/4R4/9/4R4/5K3 w - - 0 1');
    expect(from(p, 'e4')).toContain('R+.6 e3d3');
    expect(from(p, 'e4')).toContain('R++1 e3e4');
    expect(from(p, 'e2')).toContain('R-.6 e1d1');
    expect(from(p, 'e2')).toContain('R--1 e1e0');
    expect(from(p, 'e2')).toContain('R-+1 e1e2');
    expect(codeOf(() => xiangqi.play(p, 'R5.6'))).toBe('AMBIGUOUS_MOVE');
    // The file number where only one of them can make the move (only the front one can go forward 5).
    expect(moveOf(p, 'R5+5').uci).toBe('e4e9');
  });

  it('+C.5 (the sign before the letter) reads as C+.5, the front cannon sideways to the fifth file', () => {
    // Red cannons on h6 (front) and h3 (rear), Red's second file.
    const p = xiangqi.parse('3k5/9/9/9/7C1/9/9/7C1/9/4K4 w - - 0 1');
    expect(moveOf(p, '+C.5').uci).toBe('h6e6');
    expect(moveOf(p, 'C+.5').uci).toBe('h6e6');
    expect(moveOf(p, '-C.5').uci).toBe('h3e3');
    expect(xiangqi.legalMoves(p).find((m) => m.uci === 'h3e3')?.notation).toBe('C-.5');
    expect(codeOf(() => moveOf(p, 'C2.5'))).toBe('AMBIGUOUS_MOVE');
  });

  it('two advisors on one file keep the file number (A6+5 the rear one forward, A6-5 the front one back); A-+5 reads too', () => {
    // Black's soldier on a10 keeps the game going: kings and advisors alone are insufficient material (a finished game lists no moves).
    const p = xiangqi.parse('p2k5/9/9/9/9/9/9/3A5/9/3A1K3 w - - 0 1');
    expect(from(p, 'd1')).toEqual(['A6+5 d0e1']);
    expect(from(p, 'd3')).toEqual(['A6-5 d2e1']);
    expect(moveOf(p, 'A-+5').uci).toBe('d1e2');
    expect(moveOf(p, 'A+-5').uci).toBe('d3e2');
  });

  it('two elephants on one file whose moves would read alike take + and - (E+ the front one): E++5, E-+5; E7-5 stays', () => {
    // Red elephants c3 (front) and c1 (rear) on Red's seventh file: c1-e3 and c3-e5 are both "E7+5" by the file number.
    const p = xiangqi.parse('p2k5/9/9/9/9/9/9/2B6/9/2B2K3 w - - 0 1');
    expect(from(p, 'c3')).toEqual(sorted('E++5 c2e4', 'E++9 c2a4', 'E7-5 c2e0', 'E7-9 c2a0'));
    expect(from(p, 'c1')).toEqual(sorted('E-+5 c0e2', 'E-+9 c0a2'));
    expect(codeOf(() => moveOf(p, 'E7+5'))).toBe('AMBIGUOUS_MOVE');
  });

  it('where WXF has no text of its own (two files with two chariots each, a position no game reaches) the move is written in dashed ICCS', () => {
    // Red chariots a1, a3, i1, i3: "R++1" would be a3-a4 and i3-i4.
    const p = xiangqi.parse('3k5/9/9/9/9/9/9/R7R/9/R3K3R w - - 0 1');
    const texts = xiangqi.legalMoves(p).map((m) => m.notation);
    expect(new Set(texts).size).toBe(texts.length);
    expect(from(p, 'a3')).toContain('a2-a3 a2a3');
    expect(from(p, 'i3')).toContain('i2-i3 i2i3');
    expect(xiangqi.play(p, 'a2-a3').fen).toBe(xiangqi.play(p, 'a3a4').fen);
  });

  it('Black\'s front pawn is the one nearer Red: pawns c4 and c5 are P+ and P-, sideways to Black\'s second and fourth files', () => {
    const p = xiangqi.parse('3k5/9/9/9/9/2p6/2p6/9/9/5K3 b - - 0 1');
    expect(from(p, 'c4')).toEqual(sorted('P++1 c3c2', 'P+.2 c3b3', 'P+.4 c3d3'));
    expect(from(p, 'c5')).toEqual(['P-.2 c4b4', 'P-.4 c4d4']);
  });

  it('three pawns on a file: P+, the middle one by its file (P7), P- (WXF special case I)', () => {
    // Red pawns c7 (front), c6, c5 on Red's seventh file; c5 is on Red's side of the river and blocked.
    const p = xiangqi.parse('3k5/9/9/2P6/2P6/2P6/9/9/9/5K3 w - - 0 1');
    expect(from(p, 'c7')).toEqual(sorted('P+.6 c6d6', 'P+.8 c6b6', 'P++1 c6c7'));
    expect(from(p, 'c6')).toEqual(['P7.6 c5d5', 'P7.8 c5b5']);
    // Fairy-Stockfish writes the place in the column from the front before the file: 17=8, 27=8.
    expect(moveOf(p, '17=8').uci).toBe('c7b7');
    expect(moveOf(p, '27=8').uci).toBe('c6b6');
  });

  it('four and five pawns on a file: ++ and -- for the foremost and rearmost (WXF special cases II and III)', () => {
    // Red pawns c9, c8, c7, c6 (all across the river, so each may step sideways); Red's seventh file.
    const four = xiangqi.parse('3k5/2P6/2P6/2P6/2P6/9/9/9/9/5K3 w - - 0 1');
    expect(from(four, 'c9')).toEqual(sorted('++.6 c8d8', '++.8 c8b8', '+++1 c8c9'));
    expect(from(four, 'c8')).toEqual(['P+.6 c7d7', 'P+.8 c7b7']);
    expect(from(four, 'c7')).toEqual(['P-.6 c6d6', 'P-.8 c6b6']);
    expect(from(four, 'c6')).toEqual(['--.6 c5d5', '--.8 c5b5']);
    // Five: c10 foremost, c8 the middle one (by its file), c6 rearmost.
    const five = xiangqi.parse('2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1');
    expect(from(five, 'c10')).toEqual(['++.6 c9d9', '++.8 c9b9']);
    expect(from(five, 'c9')).toEqual(['P+.6 c8d8', 'P+.8 c8b8']);
    expect(from(five, 'c8')).toEqual(['P7.6 c7d7', 'P7.8 c7b7']);
    expect(from(five, 'c7')).toEqual(['P-.6 c6d6', 'P-.8 c6b6']);
    expect(from(five, 'c6')).toEqual(['--.6 c5d5', '--.8 c5b5']);
  });

  it('tandem pawns on two files: the file number replaces the letter (7+.8, 77.8, 3-.4) (WXF special case IV)', () => {
    // Red pawns c7, c6, c5 (seventh file) and g7, g6 (third file).
    const p = xiangqi.parse('3k5/9/9/2P3P2/2P3P2/2P6/9/9/9/5K3 w - - 0 1');
    expect(from(p, 'c7')).toEqual(sorted('7+.6 c6d6', '7+.8 c6b6', '7++1 c6c7'));
    expect(from(p, 'c6')).toEqual(['77.6 c5d5', '77.8 c5b5']);
    expect(from(p, 'g7')).toEqual(sorted('3+.2 g6h6', '3+.4 g6f6', '3++1 g6g7'));
    expect(from(p, 'g6')).toEqual(['3-.2 g5h5', '3-.4 g5f5']);
  });
  it('Black\'s tandem pawns on two files, numbered from Black\'s side: front is nearer Red (3+, 33, 3- on its third file; 7+, 7- on its seventh)', () => {
    // Black pawns c3 (front), c4, c5 on Black's third file (c) and g4 (front), g5 on its seventh (g).
    const p = xiangqi.parse('3k5/9/9/9/9/2p3p2/2p3p2/2p6/9/5K3 b - - 0 1');
    expect(from(p, 'c3')).toEqual(sorted('3++1 c2c1', '3+.2 c2b2', '3+.4 c2d2'));
    expect(from(p, 'c4')).toEqual(sorted('33.2 c3b3', '33.4 c3d3'));
    expect(from(p, 'c5')).toEqual(sorted('3-.2 c4b4', '3-.4 c4d4'));
    expect(from(p, 'g4')).toEqual(sorted('7++1 g3g2', '7+.6 g3f3', '7+.8 g3h3'));
    expect(from(p, 'g5')).toEqual(sorted('7-.6 g4f4', '7-.8 g4h4'));
  });
});

describe('reading move text', () => {
  it('reads = for sideways, lower case, and N, B, G for horse, elephant and general', () => {
    const p = xiangqi.setup();
    expect(moveOf(p, 'c2=5').uci).toBe('h3e3');
    expect(moveOf(p, 'N8+7').uci).toBe('b1c3');
    expect(moveOf(p, 'B3+5').uci).toBe('g1e3');
    expect(moveOf(p, 'G5+1').uci).toBe('e1e2');
  });

  it('still reads the engine\'s UCI (h3e3, ranks 1-10) and SAN-style text (Che3); undashed ICCS is the engine\'s UCI in play', () => {
    const p = xiangqi.setup();
    expect(xiangqi.play(p, 'h3e3').fen).toBe(xiangqi.play(p, 'C2.5').fen);
    expect(xiangqi.play(p, 'Che3').fen).toBe(xiangqi.play(p, 'C2.5').fen);
    expect(xiangqi.play(p, 'h2-e2').fen).toBe(xiangqi.play(p, 'C2.5').fen);
    // h2e2 as UCI is the empty point h2: illegal, and the message says what it is as ICCS.
    const r = attempt(() => xiangqi.play(p, 'h2e2'));
    expect(r.ok ? '' : `${r.error.code} ${r.error.message}`).toMatch(/^ILLEGAL_MOVE .*C2\.5/);
  });

  it('check and remark marks after a move are read past (C2.5!, Che3+, h3e3?), as the engine read them', () => {
    const p = xiangqi.setup();
    const central = xiangqi.play(p, 'C2.5').fen;
    for (const text of ['C2.5!', 'C2.5!?', 'Che3+', 'h3e3?', 'h2-e2#']) expect([text, xiangqi.play(p, text).fen]).toEqual([text, central]);
    expect(codeOf(() => xiangqi.play(p, '+'.repeat(9_000)))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => xiangqi.play(p, `C2.5${'!'.repeat(9_000)}`))).toBe('no error');
  });

  it('strict mode takes the listed WXF and the engine\'s UCI only', () => {
    const p = xiangqi.setup();
    expect(codeOf(() => xiangqi.play(p, 'C2.5', { strict: true }))).toBe('no error');
    expect(codeOf(() => xiangqi.play(p, 'h3e3', { strict: true }))).toBe('no error');
    expect(codeOf(() => xiangqi.play(p, 'C2=5', { strict: true }))).not.toBe('no error');
  });

  it('hostile input gets the documented codes and leaves the position unchanged', () => {
    const p = xiangqi.setup();
    const before = JSON.stringify(p);
    const cases: [unknown, string][] = [
      ['C2.0', 'INVALID_MOVE_TEXT'], ['???', 'INVALID_MOVE_TEXT'], ['', 'INVALID_MOVE_TEXT'], ['C2\u00005', 'INVALID_MOVE_TEXT'],
      ['Z2.5', 'ILLEGAL_MOVE'], ['C2+9', 'ILLEGAL_MOVE'], ['C3.5', 'ILLEGAL_MOVE'], ['h2-e3', 'ILLEGAL_MOVE'], ['z9-z9', 'INVALID_MOVE_TEXT'], ['h0g2', 'INVALID_MOVE_TEXT'],
      ['x'.repeat(20_000), 'INPUT_TOO_LARGE'], ['C2.5'.repeat(2_000), 'INVALID_MOVE_TEXT'], [42, 'INVALID_ARGUMENT'], [null, 'INVALID_ARGUMENT'],
    ];
    for (const [text, code] of cases) expect([text, codeOf(() => xiangqi.play(p, text as string))]).toEqual([text, code]);
    for (const [text, code] of [['h2e', 'INVALID_MOVE_TEXT'], ['j0a0', 'INVALID_MOVE_TEXT'], ['a0a0', 'ILLEGAL_MOVE']] as const) expect([text, codeOf(() => xiangqi.moveFromIccs(p, text))]).toEqual([text, code]);
    expect(codeOf(() => xiangqi.moveFromIccs(p, 7 as unknown as string))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => xiangqi.moveFromWxf(p, 'h2e2'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => xiangqi.moveFromWxf({} as FairyPosition, 'C2.5'))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => xiangqi.wxf(p, 'C9.5'))).toBe('ILLEGAL_MOVE');
    expect(JSON.stringify(p)).toBe(before);
  });

  it('naming a move object changes neither it nor the position', () => {
    const p = xiangqi.setup();
    const m = xiangqi.legalMoves(p).find((x) => x.uci === 'b1c3') as XiangqiMove;
    const before = JSON.stringify([p, m]);
    expect([xiangqi.wxf(p, m), xiangqi.iccs(p, m)]).toEqual(['H8+7', 'b0c2']);
    expect(JSON.stringify([p, m])).toBe(before);
  });

  it('game records keep WXF: game text and JSON of a record read back (strict) to the same moves', () => {
    const record = new GameRecord(xiangqi);
    for (const text of ['C2.5', 'H8+7', 'h0-g2', 'R9.8']) record.play(text);
    expect(writeGameText(record)).toBe('C2.5 H8+7 H2+3 R9.8\n');
    expect(readGameText(xiangqi, writeGameText(record)).moves.map((m) => m.iccs)).toEqual(['h2e2', 'h9g7', 'h0g2', 'i9h9']);
    expect(GameRecord.fromJSON(xiangqi, JSON.stringify(record.toJSON())).position.fen).toBe(record.position.fen);
  });

  it('a finished game has no move to name: GAME_OVER', () => {
    // Black's general e10 is mated: Red's chariots on d9 and f10... a simple mate: chariot on e9 guarded by the pawn e8? Use a cornered general.
    const mated = xiangqi.parse('3kR4/9/3P5/9/9/9/9/9/9/4K4 b - - 0 1');
    expect(xiangqi.status(mated).over).toBe(true);
    expect(codeOf(() => xiangqi.moveFromIccs(mated, 'd9d8'))).toBe('GAME_OVER');
    expect(codeOf(() => xiangqi.moveFromWxf(mated, 'K4+1'))).toBe('GAME_OVER');
  });
});

describe('every listed move round-trips (seeded random playouts)', () => {
  it('WXF, ICCS and the other spellings name the move they were written from, and no two moves share a text', () => {
    const rnd = seeded(18);
    let checked = 0;
    for (let game = 0; game < 2; game++) {
      let p = xiangqi.setup();
      for (let ply = 0; ply < 60; ply++) {
        const legal = xiangqi.legalMoves(p);
        if (legal.length === 0) break;
        expect(new Set(legal.map((m) => m.notation)).size).toBe(legal.length);
        for (const m of legal) {
          expect(moveOf(p, m.notation).uci).toBe(m.uci);
          expect(xiangqi.moveFromIccs(p, m.iccs).uci).toBe(m.uci);
          expect(xiangqi.moveFromIccs(p, `${m.iccs.slice(0, 2)}-${m.iccs.slice(2)}`.toUpperCase()).uci).toBe(m.uci);
          checked++;
        }
        // A sample of full plays by text (each is a whole play, so not every move).
        const m = legal[Math.floor(rnd() * legal.length)] as XiangqiMove;
        expect(xiangqi.play(p, m.notation).fen).toBe(xiangqi.play(p, m).fen);
        expect(xiangqi.wxf(p, m.uci)).toBe(m.notation);
        p = xiangqi.play(p, m);
      }
    }
    expect(checked).toBeGreaterThan(3_000);
  });
});
