/**
 * A position object built by hand gets the checks FEN text gets, on every call that takes
 * one, and the state shared between calls never makes an unsound position sound: what
 * `format` writes of any accepted object, `parse` reads back.
 */
import { describe, expect, it } from 'vitest';
import { chess, parsePgn, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';

const start = chess.setup();
const refused = (code: string, message: RegExp = /./): Error =>
  expect.objectContaining({ code, message: expect.stringMatching(message) as unknown }) as Error;

/** Every entry point that takes a position, each expected to refuse `p`. */
function everyCall(p: ChessPosition): [string, () => unknown][] {
  return [
    ['play', () => chess.play(p, 'Kb1')],
    ['legalMoves', () => chess.legalMoves(p)],
    ['status', () => chess.status(p)],
    ['format', () => chess.format(p)],
    ['hash', () => chess.hash(p)],
    ['render', () => chess.render(p)],
    ['search', () => chess.search(p)],
    ['perft', () => chess.perft(p, 1)],
  ];
}

function expectRefusedEverywhere(p: ChessPosition, message: RegExp): void {
  const before = JSON.stringify(p);
  for (const [name, call] of everyCall(p)) expect(call, name).toThrow(refused('INVALID_POSITION', message));
  expect(JSON.stringify(p)).toBe(before);
}

describe('position objects get the same checks as FEN', () => {
  // White rook a1 gives check to the black king on a8, and it is White's move.
  const kingInTake = { ...start, board: `R...K...${'.'.repeat(48)}k.......`, castling: '-' };

  it('the side not to move in check is refused, so its king can never be captured', () => {
    expect(chess.tryParse('k7/8/8/8/8/8/8/R3K3 w - - 0 1')).toMatchObject({ ok: false, error: { code: 'INVALID_FEN' } });
    expectRefusedEverywhere(kingInTake, /side not to move \(black\) is in check/);
    expect(chess.tryPlay(kingInTake, 'Rxa8')).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
  });

  it.each([
    ['a white pawn on the first rank', `P...K...${'.'.repeat(48)}....k...`, /pawn on a1, on the first rank/],
    ['a black pawn on the last rank', `....K...${'.'.repeat(48)}....k..p`, /pawn on h8, on the last rank/],
  ])('%s is refused', (_name, board, message) => {
    expectRefusedEverywhere({ ...start, board, castling: '-' }, message);
  });

  it.each([['xyz'], ['ŋ'], ['qkQK'], ['KK'], [''], ['K-']])('castling field %j is refused (only "-" or KQkq subsets in order)', (castling) => {
    expectRefusedEverywhere({ ...start, castling }, /"castling"/);
  });

  it('an en passant square with no pawn able to capture onto it is refused (FEN drops it; the object would hash differently)', () => {
    // The black pawn has just passed e6, but no white pawn stands beside it.
    const board = chess.parse('rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2').board;
    expect(chess.parse('rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2').enPassant).toBeNull();
    expectRefusedEverywhere({ ...start, board, enPassant: 'e6', fullmove: 2 }, /"enPassant" e6/);
  });

  it.each([
    ['a string', ['x']],
    ['NaN', [Number.NaN]],
    ['a negative number', [-1]],
    ['a fraction', [0.5]],
    ['null', [null]],
  ])('keys holding %s are refused', (_name, keys) => {
    expectRefusedEverywhere({ ...start, halfmove: 4, keys } as unknown as ChessPosition, /"keys"/);
  });

  it('more keys than half-moves since the last capture or pawn move (a forged fivefold) are refused', () => {
    const h = chess.hash(start);
    const forged = { ...start, keys: [h, h, h, h] };
    expectRefusedEverywhere(forged, /"keys": at most one hash per half-move/);
    expect(chess.status({ ...start, halfmove: 16, keys: [h, 1, h, 1, h, 1, h, 1] })).toMatchObject({ over: true, draw: 'fivefold-repetition' });
  });

  it.each([['halfmove'], ['fullmove']])('%s at Number.MAX_SAFE_INTEGER is refused (FEN holds at most nine digits)', (field) => {
    expectRefusedEverywhere({ ...start, [field]: Number.MAX_SAFE_INTEGER }, new RegExp(`"${field}"`));
  });

  it('clocks at the nine-digit top stay there after a move, so format writes what parse reads', () => {
    const top = chess.parse('4k3/8/8/8/8/8/8/4K2R b - - 999999999 999999999');
    const next = chess.play(top, 'Kd7');
    expect(next).toMatchObject({ halfmove: 999_999_999, fullmove: 999_999_999 });
    expect(chess.parse(chess.format(next))).toEqual({ ...next, keys: [] });
    const s = chess.search(top);
    const buf = new Int32Array(s.maxMoves);
    s.generate(buf);
    s.make(buf[0]!);
    expect(chess.parse(chess.format(s.position())).fullmove).toBe(999_999_999);
  });
});

describe('the cached state never makes an unsound position sound', () => {
  it('a position that play made, changed by hand, is checked again', () => {
    const next = chess.play(start, 'Nf3');
    expect(() => chess.legalMoves({ ...next, turn: 'white', board: `R...K...${'.'.repeat(48)}k.......`, castling: '-' })).toThrow(refused('INVALID_POSITION'));
    // The very object play returned, its keys array changed in place: the entries are checked on every call.
    (next.keys as unknown[])[0] = 'forged';
    expect(() => chess.play(next, 'Nf6')).toThrow(refused('INVALID_POSITION', /"keys"/));
    expect(() => chess.status(next)).toThrow(refused('INVALID_POSITION', /"keys"/));
  });

  it('what play makes from an accepted object always formats to text that parse reads back', () => {
    const p = chess.parse('r3k2r/ppp1qppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 9');
    for (const m of chess.legalMoves(p)) {
      const next = chess.play(p, m);
      expect(chess.format(chess.parse(chess.format(next))), m.notation).toBe(chess.format(next));
    }
  });
});

describe('en passant never promotes', () => {
  const ep = chess.parse('4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2');
  it('text with a promotion letter (d5c6q, dxc6=Q) is refused', () => {
    for (const text of ['d5c6q', 'dxc6=Q', 'dxc6q', 'd5c6n']) expect(chess.tryPlay(ep, text), text).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.format(chess.play(ep, 'd5c6'))).toBe('4k3/8/2P5/8/8/8/8/4K3 b - - 0 2');
  });
  it('a move object with a promotion is refused; the listed object is accepted', () => {
    const listed = chess.legalMoves(ep).find((m) => m.kind === 'en-passant')!;
    expect(chess.tryPlay(ep, { from: 'd5', to: 'c6', promotion: 'Q' } as unknown as ChessMove)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.tryPlay(ep, { ...listed, promotion: 'Q' })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } });
    expect(chess.play(ep, listed).board).toBe(chess.play(ep, 'dxc6').board);
  });
  it('inside PGN', () => {
    const header = '[SetUp "1"]\n[FEN "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2"]\n\n';
    for (const san of ['dxc6=Q', 'd5c6q']) {
      expect(() => parsePgn(`${header}2. ${san} *`), san).toThrow(refused('INVALID_PGN', /ILLEGAL|not a legal|illegal/i));
    }
    expect(parsePgn(`${header}2. dxc6 *`)[0]!.moves[0]!.move.kind).toBe('en-passant');
  });
});
