/**
 * Hands in the position object (issue 31): every fairy game with pieces in hand has `pockets`,
 * seat → kind → count, the shape crazyhouse uses, as the FEN's hands say (Fairy-Stockfish writes
 * them in brackets after the board, upper case the first seat's); a position object whose pockets
 * disagree with its text, or are malformed, is INVALID_POSITION and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, defineFairy, fairyDefinitions, shogi, xiangqi, type FairyPosition } from '../../src/variants/fairy/index.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { seeded } from './seeded.js';

/** The hands of Fairy-Stockfish FEN text, counted from its brackets: seat → letter → count. */
function handsOfFen(fen: string, players: readonly string[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = { [players[0] as string]: {}, [players[1] as string]: {} };
  const text = /\[([^\]]*)\]/.exec(fen.split(' ')[0] ?? '')?.[1] ?? '';
  for (const ch of text) {
    if (ch === '-') continue;
    const pocket = out[players[ch === ch.toUpperCase() ? 0 : 1] as string] as Record<string, number>;
    pocket[ch.toUpperCase()] = (pocket[ch.toUpperCase()] ?? 0) + 1;
  }
  return out;
}

function code(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    return isBoardwrightError(error) ? error.code : `not a BoardwrightError: ${String(error)}`;
  }
  return 'no error';
}

describe('pockets: the pieces in hand in the position object', () => {
  it('shogi: after 7g7f 3c3d 8h2b+ the bishop taken on 2b is in sente\'s hand', () => {
    let p = shogi.setup();
    expect(p.pockets).toEqual({ sente: {}, gote: {} });
    for (const m of ['7g7f', '3c3d', '8h2b+']) p = shogi.play(p, m);
    expect(p.pockets).toEqual({ sente: { B: 1 }, gote: {} });
  });
  it('crazyhouse: after 1. e4 d5 2. exd5 white holds a pawn', () => {
    let p = crazyhouse.setup();
    for (const m of ['e2e4', 'd7d5', 'e4d5']) p = crazyhouse.play(p, m);
    expect(p.pockets).toEqual({ white: { P: 1 }, black: {} });
  });
  it('a game without a hand has no pockets', () => {
    expect(xiangqi.setup()).not.toHaveProperty('pockets');
  });
  it('every game with a hand: pockets equal the FEN\'s brackets along seeded random games', () => {
    // freeDrops games (ataxx) hold nothing: no hands, no pockets.
    const games = fairyDefinitions.filter((d) => (d.pieceDrops === true && d.freeDrops !== true) || d.capturesToHand === true);
    expect(games.length).toBeGreaterThanOrEqual(15);
    const random = seeded(31);
    for (const def of games) {
      const v = defineFairy(def);
      let p = v.setup();
      for (let ply = 0; ply < 30; ply++) {
        expect([def.id, ply, p.pockets]).toEqual([def.id, ply, handsOfFen(p.fen, v.players)]);
        const moves = v.legalMoves(p);
        if (moves.length === 0) break;
        p = v.play(p, moves[Math.floor(random() * moves.length)] as (typeof moves)[number]);
      }
    }
  });
  it('pockets that disagree with the FEN, or are malformed, are INVALID_POSITION; the position is unchanged', () => {
    let p = shogi.setup();
    for (const m of ['7g7f', '3c3d', '8h2b+']) p = shogi.play(p, m);
    const before = JSON.stringify(p);
    const bad: unknown[] = [
      { sente: { B: 2 }, gote: {} }, { sente: {}, gote: {} }, { sente: { B: 1 }, gote: { B: 1 } }, { sente: { B: 1, P: 1 }, gote: {} },
      { sente: { B: -1 }, gote: {} }, { sente: { B: 1.5 }, gote: {} }, { sente: { B: '1' }, gote: {} }, { sente: { b: 1 }, gote: {} },
      { sente: { '+B': 1 }, gote: {} }, { sente: { B: 1 } }, { sente: { B: 1 }, gote: {}, white: {} }, { sente: [1], gote: {} },
      { sente: null, gote: {} }, [], null, 'B', undefined, JSON.parse('{"sente":{"B":1},"gote":{"__proto__":{"P":1}}}'),
    ];
    for (const pockets of bad) {
      const copy = { ...p, pockets } as FairyPosition;
      expect([pockets, code(() => shogi.legalMoves(copy))]).toEqual([pockets, 'INVALID_POSITION']);
      expect([pockets, code(() => shogi.play(copy, '3a2b'))]).toEqual([pockets, 'INVALID_POSITION']);
    }
    // A zero count is the same as none; the position itself still plays.
    expect(shogi.legalMoves({ ...p, pockets: { sente: { B: 1, P: 0 }, gote: {} } }).length).toBeGreaterThan(0);
    expect(JSON.stringify(p)).toBe(before);
    expect(shogi.play(p, '3a2b').pockets).toEqual({ sente: { B: 1 }, gote: { B: 1 } });
  });
  it('a pocket changed in place is read afresh on the next call', () => {
    const p = shogi.setup();
    shogi.legalMoves(p);
    (p.pockets as { sente: Record<string, number> }).sente.P = 3;
    expect(code(() => shogi.legalMoves(p))).toBe('INVALID_POSITION');
  });
});
