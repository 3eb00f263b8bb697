/**
 * Huffing (capture: 'huffing'), from the rules sheet: "the opponent can remove
 * the other player's draughtsman/draughtsmen from the board […] Alternatively,
 * the opponent can cancel the player's move and return the draughtsman to it's
 * original position or do nothing at all and continue with their turn."
 */
import { describe, expect, it } from 'vitest';
import { draughts } from '../../src/variants/draughts/index.js';
import { codeOf, fen, notations } from './helpers.js';

const HUFF = { capture: 'huffing' } as const;

describe('huffing', () => {
  // Black men on 14 (c5) and 15 (e5) could both jump the white man on 18 (d4); Black plays 1-6 instead.
  const offended = () => draughts.play(fen('B:W18,32:B1,14,15', HUFF), '1-6');

  it('after a move that ignored a capture the opponent\'s list holds typed huff and insist entries', () => {
    const p = offended();
    expect(p.turn).toBe('white');
    const special = draughts.legalMoves(p).filter((m) => m.kind !== undefined);
    expect(special.map((m) => [m.kind, m.notation])).toEqual([
      ['huff', 'huff:14'],
      ['huff', 'huff:15'],
      ['insist', 'insist'],
    ]);
    expect(draughts.status(p).over).toBe(false);
  });

  it('huff: removes one offending piece and the same player then moves as usual', () => {
    const p = draughts.play(offended(), 'huff:14');
    expect(p.turn).toBe('white');
    expect(draughts.format(p)).toBe('W:W18,32:B6,15');
    expect(draughts.legalMoves(p).some((m) => m.kind !== undefined)).toBe(false);
    const q = draughts.play(p, '32-27');
    expect(q.turn).toBe('black');
  });

  it('huff: the opponent chooses which, if several pieces could have captured', () => {
    const a = draughts.play(offended(), 'huff:14');
    const b = draughts.play(offended(), 'huff:15');
    expect(draughts.format(a)).toBe('W:W18,32:B6,15');
    expect(draughts.format(b)).toBe('W:W18,32:B6,14');
    expect(draughts.legalMoves(b).map((m) => m.notation)).not.toContain('huff:15');
  });

  it('huff: the piece that ignored its own capture is huffed where it now stands', () => {
    // 14 could jump 18 but steps to 17 instead
    const p = draughts.play(fen('B:W18,32:B14', HUFF), '14-17');
    expect(draughts.legalMoves(p).filter((m) => m.kind === 'huff').map((m) => m.captures)).toEqual([['17']]);
    expect(draughts.format(draughts.play(p, 'huff:17'))).toBe('W:W18,32:B');
  });

  it('insist: the offending move is taken back and the offender must make a capture instead', () => {
    const p = draughts.play(offended(), 'insist');
    expect(p.turn).toBe('black');
    expect(p.mustCapture).toBe(true);
    expect(draughts.format(p)).toBe('B:W18,32:B1,14,15:I');
    expect(notations(p)).toEqual(['14x23', '15x22']);
    expect(codeOf(() => draughts.play(p, '1-6'))).toBe('ILLEGAL_MOVE');
    // then play passes to the opponent as usual
    const q = draughts.play(p, '15x22');
    expect(q.turn).toBe('white');
    expect(q.mustCapture).toBeUndefined();
  });

  it('ignore: the opponent simply plays its own move as if nothing happened', () => {
    // Black men on 9 and 11 stop White's 18 from jumping back, so 32-27 ignores nothing itself.
    const offence = draughts.play(fen('B:W18,32:B1,9,11,14,15', HUFF), '1-6');
    expect(offence.offence?.offenders).toEqual(['14', '15']);
    const p = draughts.play(offence, '32-27');
    expect(p.turn).toBe('black');
    expect(p.offence).toBeUndefined();
    expect(draughts.format(p)).toBe('B:W18,27:B6,9,11,14,15');
    expect(draughts.legalMoves(p).some((m) => m.kind !== undefined)).toBe(false);
  });

  it('ignoring while ignoring a capture of one\'s own is a new offence', () => {
    // In the first position White's 18 could jump 14 or 15 itself; 32-27 ignores that.
    const p = draughts.play(offended(), '32-27');
    expect(p.offence?.offenders).toEqual(['18']);
    expect(draughts.legalMoves(p).filter((m) => m.kind !== undefined).map((m) => m.notation)).toEqual(['huff:18', 'insist']);
  });

  it('a capture taken, or no capture available, gives no huff', () => {
    const took = draughts.play(fen('B:W18,32:B1,14,15', HUFF), '14x23');
    expect(took.offence).toBeUndefined();
    const quiet = draughts.play(fen('B:W32:B1', HUFF), '1-6');
    expect(quiet.offence).toBeUndefined();
  });

  it('in mandatory mode there is never a huff or insist entry', () => {
    expect(codeOf(() => draughts.play(fen('B:W18,32:B1,14,15'), '1-6'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => draughts.play(fen('W:W18,32:B1,14,15'), 'insist'))).toBe('ILLEGAL_MOVE');
  });

  it('the position text carries the pending offence (H field) and the insist (I field), and reads back', () => {
    const p = offended();
    expect(draughts.format(p)).toBe('W:W18,32:B6,14,15:H1-6');
    const back = draughts.parse('W:W18,32:B6,14,15:H1-6', HUFF);
    expect(notations(back)).toEqual(notations(p));
    expect(draughts.format(draughts.play(back, 'insist'))).toBe('B:W18,32:B1,14,15:I');
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:H1-6'))).toBe('INVALID_FEN'); // needs capture: 'huffing'
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:H10-6', HUFF))).toBe('INVALID_FEN'); // a man does not step back from 10 to 6
    expect(codeOf(() => draughts.parse('W:W32:B6:H1-6', HUFF))).toBe('INVALID_FEN'); // nothing could have captured
  });

  it('a king that ignored a capture is put back as a king (HK field)', () => {
    const p = draughts.play(fen('B:W18,32:BK5,14', HUFF), '5-1');
    expect(draughts.format(p)).toBe('W:W18,32:BK1,14:HK5-1');
    expect(draughts.format(draughts.play(p, 'insist'))).toBe('B:W18,32:BK5,14:I');
  });

  it('a man crowned by the offending move is un-crowned by an insist', () => {
    // Black man 27 (f2) steps to 32 (g1) and is crowned, ignoring 14x23.
    const p = draughts.play(fen('B:W18,28:B14,27', HUFF), '27-31');
    expect(draughts.format(p)).toBe('W:W18,28:B14,K31:H27-31');
    expect(draughts.format(draughts.play(p, 'insist'))).toBe('B:W18,28:B14,27:I');
  });

  it('insist restores the plies counter and the repetition memory from before the offending move', () => {
    // White's king steps 32-27 (no capture for White: 18 cannot jump 14, 9 is taken); Black's king 5-1 then ignores 14x23.
    const afterWhite = draughts.play(fen('W:W18,K32:BK5,9,14', HUFF), '32-27');
    const offence = draughts.play(afterWhite, '5-1');
    expect(offence.offence?.offenders).toEqual(['14']);
    const insisted = draughts.play(offence, 'insist');
    // "return the draughtsman to it's original position": the position after 32-27 again, with the capture now compulsory
    expect(draughts.format(insisted)).toBe(`${draughts.format(afterWhite)}:I`);
    expect(insisted.quietPlies).toBe(afterWhite.quietPlies);
    expect(insisted.repetition).toEqual(afterWhite.repetition);
  });

  it('a huff removes a piece, so it resets the plies counter like a capture', () => {
    const p = draughts.play(draughts.play(fen('W:W18,K32:BK5,9,14', HUFF), '32-27'), '5-1');
    expect(p.quietPlies).toBe(2);
    const huffed = draughts.play(p, 'huff:14');
    expect(huffed.quietPlies).toBe(0);
    expect(huffed.repetition).toEqual([]);
  });

  it('after a huff the huffer\'s own move may itself ignore a capture, and is then open to huffing', () => {
    // White huffs 14; its 18 could then jump 15 (to 11) but steps 32-27 instead.
    const p = draughts.play(draughts.play(offended(), 'huff:14'), '32-27');
    expect(p.turn).toBe('black');
    expect(p.offence?.offenders).toEqual(['18']);
    expect(draughts.legalMoves(p).filter((m) => m.kind !== undefined).map((m) => m.notation)).toEqual(['huff:18', 'insist']);
  });

  it('two pending offences with the same pieces but different offending moves are different positions (hash and text)', () => {
    // Black's king reached 10 from 6 or from 7, both ignoring 14x23; an insist takes it back to different squares.
    const from6 = fen('W:W18,32:BK10,14:HK6-10', HUFF);
    const from7 = fen('W:W18,32:BK10,14:HK7-10', HUFF);
    expect(from6.squares).toBe(from7.squares);
    expect(draughts.hash(from6)).not.toBe(draughts.hash(from7));
    expect(draughts.format(draughts.play(from6, 'insist'))).toBe('B:W18,32:BK6,14:I');
    expect(draughts.format(draughts.play(from7, 'insist'))).toBe('B:W18,32:BK7,14:I');
  });

  it('the position text of every huffing state reads back to the same legal moves and hash', () => {
    const states = [offended(), draughts.play(offended(), 'insist'), draughts.play(offended(), 'huff:15'), fen('W:W18,28:B14,K31:H27-31', HUFF)];
    for (const p of states) {
      const back = draughts.parse(draughts.format(p), HUFF);
      expect(draughts.format(back)).toBe(draughts.format(p));
      expect(notations(back)).toEqual(notations(p));
      expect(draughts.hash(back)).toBe(draughts.hash(p));
    }
  });

  it('the huff and insist fields are refused when the board contradicts them', () => {
    expect(codeOf(() => draughts.parse('B:W18,32:B1,10:I', HUFF))).toBe('INVALID_FEN'); // Black has no capture to insist on
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:H1-6:I', HUFF))).toBe('INVALID_FEN'); // both at once
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:H1-6:H1-6', HUFF))).toBe('INVALID_FEN'); // twice
    expect(codeOf(() => draughts.parse('W:W18,32:B1,6,14,15:H1-6', HUFF))).toBe('INVALID_FEN'); // 1 is not empty
    expect(codeOf(() => draughts.parse('W:W18,32:B14,15:H1-6', HUFF))).toBe('INVALID_FEN'); // no piece on 6
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:HK1-6', HUFF))).toBe('INVALID_FEN'); // a man, not a king, is on 6
    expect(codeOf(() => draughts.parse('W:W18,32:B6,14,15:H1-33', HUFF))).toBe('INVALID_FEN');
  });
});
