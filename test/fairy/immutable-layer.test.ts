/**
 * The fairy immutable layer keeps what it read of a position object (its setup, its listed moves)
 * and loads one shared state: it must answer exactly as if the object's FEN were read afresh, and
 * notice a field the caller changed.
 */
import { describe, expect, it } from 'vitest';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { makruk, type FairyPosition } from '../../src/variants/fairy/index.js';
import { sameAsRead } from './same-as-read.js';

/** The quick tier's sample: games whose positions carry more than a board (counting, passes, gates, hands, checks). */
const SAMPLE = ['makruk', 'cambodian', 'janggi', 'xiangqi', '3check', 'crazyhouse', 'shogi', 'seirawan', 'atomic', 'capablanca'];

describe('a position the layer made answers as the same position read from its FEN', () => {
  it(`${SAMPLE.join(', ')}, along a seeded game: legal moves, hash, status and FEN of the position and of a copy of its fields`, () => {
    sameAsRead(fairyDefinitions.filter((d) => SAMPLE.includes(d.id)), 12, 0x1a7e);
  });
});

describe('the layer checks the position object on every call', () => {
  it('a FEN changed in place after a first call is read again', () => {
    const p = makruk.setup() as { -readonly [K in keyof FairyPosition]: FairyPosition[K] };
    expect(makruk.legalMoves(p)).toHaveLength(23);
    // Same side to move, White's king alone on its side (Black's rook keeps the game going: a
    // king alone against a king is insufficient material, a finished game that lists no moves).
    p.fen = '8/8/8/8/8/7r/8/4K3 w - - 0 1';
    expect(makruk.legalMoves(p).map((m) => m.uci).sort()).toEqual(['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2']);
  });
  it('a FEN made unreadable in place is INVALID_POSITION', () => {
    const p = makruk.setup() as { -readonly [K in keyof FairyPosition]: FairyPosition[K] };
    makruk.legalMoves(p);
    p.fen = 'not a fen';
    expect(() => makruk.legalMoves(p)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
  it('a turn changed in place no longer matches the FEN: INVALID_POSITION', () => {
    const p = makruk.setup() as { -readonly [K in keyof FairyPosition]: FairyPosition[K] };
    makruk.legalMoves(p);
    p.turn = 'black';
    expect(() => makruk.legalMoves(p)).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
  it('changing the array legalMoves returned changes nothing the layer answers next', () => {
    const p = makruk.setup();
    const first = makruk.legalMoves(p) as FairyPosition[] & unknown[];
    const ucis = makruk.legalMoves(p).map((m) => m.uci);
    first.reverse();
    first.length = 1;
    expect(makruk.legalMoves(p).map((m) => m.uci)).toEqual(ucis);
    // The move the layer plays is the one given, not the one at its old index.
    const last = makruk.legalMoves(p).at(-1)!;
    expect(makruk.play(p, last).fen).toBe(makruk.play(makruk.parse(makruk.format(p)), last.uci).fen);
  });
  it('a piece reader keeps reading its own position after the layer has loaded others', () => {
    const p = makruk.setup();
    const read = makruk.pieceAt(p, 'e1');
    const after = makruk.play(p, 'e3e4');
    makruk.legalMoves(after);
    expect(makruk.pieceAt(p, 'e3')).toEqual({ player: 'white', kind: 'P' });
    expect(makruk.pieceAt(after, 'e3')).toBeUndefined();
    expect(read).toEqual(makruk.pieceAt(p, 'e1'));
  });
});
