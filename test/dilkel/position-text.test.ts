import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, HOME_KINGS, playAll, START_TEXT, text } from './helpers.js';

const errorOf = (t: string): { code: string; field: unknown; message: string } => {
  const r = dilkel.tryParse(t);
  if (r.ok) throw new Error(`accepted: ${t}`);
  return { code: r.error.code, field: r.error.detail?.field, message: r.error.message };
};

describe('Dilkel position text: "<turn>-<eliminated>-<castle short>-<castle long>-<captured>-<en passant>-<plies>-<board>"', () => {
  it('"The start: R-0,0,0,0-1,1,1,1-1,1,1,1-,,,-,,,-0- followed by the board, whose rank 14 is x,x,x,yR,yN,yB,yQ,yK,yB,yN,yR,x,x,x"', () => {
    const t = dilkel.format(dilkel.setup());
    expect(t.startsWith('R-0,0,0,0-1,1,1,1-1,1,1,1-,,,-,,,-0-x,x,x,yR,yN,yB,yQ,yK,yB,yN,yR,x,x,x/')).toBe(true);
    expect(dilkel.format(dilkel.parse(START_TEXT))).toBe(START_TEXT);
  });
  it('"It must round-trip": positions with eliminations, captures, en passant and castling rights', () => {
    const texts = [
      text({ turn: 'Y', eliminated: '0,1,0,0', short: '1,0,0,0', long: '0,0,0,1', captured: 'QRNB,,N,', ep: 'e3,,,', plies: 17, pieces: 'rK g1, rR d1, rP e4, yP f4, yK h14, gK n7, gR n11' }),
      text({ turn: 'G', pieces: `${HOME_KINGS}, rQ d4, bN n4, yB a11, gP d14`.replace(', gP d14', ', gP e13') }),
    ];
    for (const t of texts) expect(dilkel.format(dilkel.parse(t))).toBe(t);
    const played = playAll(dilkel.setup(), 'e2-e4 b7-d7 Nj14-i12 m8-k8');
    expect(dilkel.format(dilkel.parse(dilkel.format(played)))).toBe(dilkel.format(played));
  });
  it('"turn is R, B, Y or G"', () => {
    expect(errorOf(START_TEXT.replace(/^R/, 'W'))).toMatchObject({ code: 'INVALID_FEN', field: 'turn' });
    expect(dilkel.parse(START_TEXT.replace(/^R/, 'G')).turn).toBe('green');
  });
  it('"eliminated, castle short and castle long are four 0/1 values in the order Red, Blue, Yellow, Green"', () => {
    expect(errorOf(START_TEXT.replace('R-0,0,0,0-', 'R-0,0,0-'))).toMatchObject({ field: 'eliminated' });
    expect(errorOf(START_TEXT.replace('-1,1,1,1-1,1,1,1-', '-1,2,1,1-1,1,1,1-'))).toMatchObject({ field: 'castle short' });
    expect(errorOf(START_TEXT.replace('-1,1,1,1-1,1,1,1-', '-1,1,1,1-1,1,1,yes-'))).toMatchObject({ field: 'castle long' });
    // an eliminated player may own no pieces
    expect(errorOf(START_TEXT.replace('R-0,0,0,0-', 'R-0,1,0,0-'))).toMatchObject({ field: 'board' });
  });
  it('castling rights need the king and that rook on their squares', () => {
    const e = errorOf(text({ turn: 'R', short: '1,0,0,0', pieces: HOME_KINGS }));
    expect(e).toMatchObject({ field: 'castle short' });
    expect(e.message).toContain('d1');
  });
  it('"captured lists, per player in the same order, the letters of that player\'s pieces captured" (written Q, R, N, B)', () => {
    const p = at({ turn: 'R', captured: 'BN,,,', pieces: HOME_KINGS });
    expect(p.captured).toEqual(['NB', '', '', '']);
    expect(errorOf(text({ turn: 'R', captured: 'K,,,', pieces: HOME_KINGS }))).toMatchObject({ field: 'captured' });
    expect(errorOf(text({ turn: 'R', captured: 'P,,,', pieces: HOME_KINGS }))).toMatchObject({ field: 'captured' });
  });
  it('"en passant gives, per player, the square its last double step passed over"', () => {
    expect(at({ turn: 'B', ep: 'e3,,,', pieces: `${HOME_KINGS}, rP e4` }).enPassant).toEqual(['e3', '', '', '']);
    expect(errorOf(text({ turn: 'B', ep: 'e3,,,', pieces: HOME_KINGS }))).toMatchObject({ field: 'en passant' });
    expect(errorOf(text({ turn: 'B', ep: 'z9,,,', pieces: HOME_KINGS }))).toMatchObject({ field: 'en passant' });
  });
  it('"plies counts plies since the last capture or pawn move"', () => {
    expect(at({ turn: 'R', plies: 37, pieces: HOME_KINGS }).plies).toBe(37);
    expect(errorOf(START_TEXT.replace('-0-x', '--x'))).toMatchObject({ field: 'plies' });
    expect(errorOf(START_TEXT.replace('-0-x', '-1e3-x'))).toMatchObject({ field: 'plies' });
  });
  it('"board lists rank 14 down to rank 1 … x for a square that does not exist, a number for a run of empty squares, and colour-prefixed pieces"', () => {
    expect(errorOf(START_TEXT.replace('x,x,x,yR', 'yR,x,x,yR'))).toMatchObject({ field: 'board' }); // a14 does not exist
    expect(errorOf(START_TEXT.replace('x,x,x,8,x,x,x/bR', 'x,x,x,7,x,x,x/bR'))).toMatchObject({ field: 'board' }); // 13 squares
    expect(errorOf(START_TEXT.replace('bR,bP,10,gP,gR', 'bR,bP,10,gP,zR'))).toMatchObject({ field: 'board' });
    expect(errorOf(START_TEXT.replace('bR,bP,10,gP,gR', 'bR,bP,10,gP,gR,gR'))).toMatchObject({ field: 'board' });
    expect(errorOf(START_TEXT.replace('/x,x,x,8,x,x,x/bR', '/11,x,x,x/bR'))).toMatchObject({ field: 'board' }); // run over missing squares
    expect(errorOf(START_TEXT.replace(/\/x,x,x,rR.*$/, ''))).toMatchObject({ field: 'board' }); // 13 ranks
    const msg = errorOf(START_TEXT.replace('bR,bP,10,gP,gR', 'bR,bP,10,gP,zR')).message;
    expect(msg).toContain('rank 11');
    expect(msg).toContain('entry 5');
  });
  it('every player in the game has exactly one king; a pawn never stands where it would have promoted', () => {
    expect(errorOf(text({ turn: 'R', pieces: 'rK g1, bK a8, yK h14' })).message).toContain('green');
    expect(errorOf(text({ turn: 'R', pieces: `${HOME_KINGS}, rK g2` }))).toMatchObject({ field: 'board' });
    expect(errorOf(text({ turn: 'R', pieces: `${HOME_KINGS}, rP e14` }))).toMatchObject({ field: 'board' });
  });
  it('a pawn never stands on its own baseline (behind the squares its pawns start from)', () => {
    const e = errorOf(text({ turn: 'R', pieces: `${HOME_KINGS}, rP e1` }));
    expect(e).toMatchObject({ code: 'INVALID_FEN', field: 'board' });
    expect(e.message).toContain('own baseline');
    expect(errorOf(text({ turn: 'R', pieces: `${HOME_KINGS}, bP a5` }))).toMatchObject({ field: 'board' });
  });
  it('a player cannot have more captured pieces than it can lose (7 pieces + 8 promoted pawns)', () => {
    expect(at({ turn: 'R', captured: `${'Q'.repeat(9)}RRNNBB,,,`, pieces: HOME_KINGS }).captured[0]).toHaveLength(15);
    const e = errorOf(text({ turn: 'R', captured: `${'Q'.repeat(10)}RRNNBB,,,`, pieces: HOME_KINGS }));
    expect(e).toMatchObject({ field: 'captured' });
    expect(e.message).toContain('red');
  });
  it('a long board field fails, naming the rank', () => {
    const longRank = (n: number) => errorOf(START_TEXT.replace('x,x,x,8,x,x,x/bR', `x,x,x,${'1,'.repeat(n)}x/bR`));
    const e = longRank(300_000);
    expect(e).toMatchObject({ field: 'board' });
    expect(e.message).toContain('rank 12');
  });
  it('wrong field count, non-strings and huge input are refused with stable codes', () => {
    expect(errorOf('R-0,0,0,0')).toMatchObject({ code: 'INVALID_FEN', field: 'all' });
    expect(dilkel.tryParse(42 as unknown as string)).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(dilkel.tryParse('R'.repeat(2_000_000))).toMatchObject({ ok: false, error: { code: 'INPUT_TOO_LARGE' } });
    const big = dilkel.tryParse(`${START_TEXT}${'/14'.repeat(100_000)}`);
    expect(big).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
  });
});

describe('Dilkel position objects', () => {
  it('positions are plain JSON data: a revived position plays on', () => {
    const p = JSON.parse(JSON.stringify(dilkel.play(dilkel.setup(), 'e2-e4'))) as ReturnType<typeof dilkel.setup>;
    expect(dilkel.legalMoves(p)).toHaveLength(dilkel.legalMoves(dilkel.play(dilkel.setup(), 'e2-e4')).length);
  });
  it('a malformed position object is refused with INVALID_POSITION naming what is wrong', () => {
    const p = dilkel.setup();
    const cases: [string, unknown][] = [
      ['not on the board', { ...p, pieces: { ...p.pieces, a1: 'rQ' } }],
      ['not a piece', { ...p, pieces: { ...p.pieces, e4: 'xQ' } }],
      ['has no king', { ...p, pieces: Object.fromEntries(Object.entries(p.pieces).filter(([, v]) => v !== 'gK')) }],
      ['not a player still in the game', { ...p, turn: 'purple' }],
      ['castle', { ...p, pieces: Object.fromEntries(Object.entries(p.pieces).filter(([k]) => k !== 'd1')) }],
      ['enPassant', { ...p, enPassant: ['zz', '', '', ''] }],
      ['plies', { ...p, plies: -1 }],
    ];
    for (const [words, bad] of cases) {
      expect(() => dilkel.legalMoves(bad as typeof p), words).toThrow(expect.objectContaining({ code: 'INVALID_POSITION', message: expect.stringContaining(words) }));
    }
    expect(() => dilkel.status({ variant: 'chess', turn: 'white' } as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    // a checkmated player is eliminated when its turn comes, so an object giving it the turn is not a position (not a "stalemate")
    const mated = { ...at({ turn: 'R', pieces: 'rK g1, rR a4, rR b5, bK a8, yK h14, gK n7' }), turn: 'blue' as const };
    expect(() => dilkel.status(mated)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION', message: expect.stringContaining('blue is to move but is checkmated') }));
    // format and render check the object too, instead of writing or drawing nonsense
    const broken = { ...p, pieces: { ...p.pieces, e4: 'xQ' } };
    expect(() => dilkel.format(broken)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
    expect(() => dilkel.render(broken)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
    expect(() => dilkel.format({ ...p, eliminated: undefined } as never)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
  it('format writes canonical text whatever order an object lists its captured letters in, and leaves the object unchanged', () => {
    const p = Object.freeze({ ...at({ turn: 'R', pieces: HOME_KINGS }), captured: Object.freeze(['BNQ', '', '', '']) });
    const before = JSON.stringify(p);
    expect(dilkel.format(p).split('-')[4]).toBe('QNB,,,');
    expect(JSON.stringify(p)).toBe(before);
  });
});
