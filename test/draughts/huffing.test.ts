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
});
