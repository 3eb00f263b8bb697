import { describe, expect, it } from 'vitest';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { at, playAll } from './helpers.js';

// Red's king on d1 (its corner of the cross) has only d2, e1 and e2 to go to.
const corner = { turn: 'B' as const, pieces: 'rK d1, bK a8, bR h3, yK i14, yR j9, gK n7, gB i4' };

describe('Dilkel check and elimination', () => {
  it('"a player is judged only when its turn comes": checkmated "by" the combined pieces of two others only at its own turn', () => {
    const p0 = at(corner);
    const p1 = dilkel.play(p0, 'Rh3-h1'); // Blue checks Red along rank 1 (e1 covered)
    const p2 = dilkel.play(p1, 'Rj9-j2'); // Yellow covers d2 and e2: Red could not escape now…
    expect(p2.turn).toBe('green');
    expect(p2.eliminated).toEqual([]);
    expect(p2.pieces.d1).toBe('rK'); // …but it is not Red's turn, so Red is still in the game
    const p3 = dilkel.play(p2, 'Kn7-n6'); // Green lets it happen
    expect(p3.eliminated).toEqual([{ player: 'red', ply: 3, reason: 'checkmate' }]);
    expect(p3.pieces.d1).toBeUndefined();
    expect(p3.turn).toBe('blue');
    expect(dilkel.status(p3)).toMatchObject({ over: false, turn: 'blue', eliminated: [{ player: 'red', ply: 3 }] });
  });

  it('a check that a third player\'s move relieves before the victim\'s turn does not eliminate', () => {
    const p2 = playAll(at(corner), 'Rh3-h1 Rj9-j2');
    const p3 = dilkel.play(p2, 'Bi4-f1'); // Green blocks Blue's rook
    expect(p3.turn).toBe('red');
    expect(p3.eliminated).toEqual([]);
    expect(dilkel.status(p3)).toMatchObject({ over: false, turn: 'red', check: false });
    expect(dilkel.legalMoves(p3).map((m) => m.notation)).toEqual(['Kd1-e1']);
  });

  it('"If the player to move has no legal move and is in check … all its pieces are removed from the board and play passes to the next remaining player" — in the middle of a round', () => {
    // Red's rook checks Blue's king on a8 along the a-file; the rook on b5 covers b7, b8, b9; Blue's pawn is blocked.
    const p = at({ turn: 'R', pieces: 'rK g1, rR d4, rR b5, rN d10, bK a8, bP c10, yK h14, gK n7' });
    const q = dilkel.play(p, 'Rd4-a4');
    expect(q.turn).toBe('yellow'); // Blue, judged at once, is gone; Yellow moves next
    expect(q.eliminated).toEqual([{ player: 'blue', ply: 1, reason: 'checkmate' }]);
    expect(Object.values(q.pieces).filter((x) => x.startsWith('b'))).toEqual([]);
    expect(q.pieces.c10).toBeUndefined();
    expect(dilkel.format(q).split('-')[1]).toBe('0,1,0,0');
    // …and Blue never moves again: Red is followed by Yellow from now on.
    expect(playAll(q, 'Kh14-h13 Kn7-n6 Kg1-g2').turn).toBe('yellow');
  });

  it('an eliminated player\'s removed pieces are not "taken" (no captured list grows) and the ply counter runs on', () => {
    const p = at({ turn: 'R', plies: 7, pieces: 'rK g1, rR d4, rR b5, rN d10, bK a8, bQ c10, bR e9, yK h14, gK n7' });
    const q = dilkel.play(p, 'Rd4-a4');
    expect(q.eliminated.map((e) => e.player)).toEqual(['blue']);
    expect(q.captured).toEqual(['', '', '', '']);
    expect(q.plies).toBe(8);
  });

  it('several players can be eliminated after one move, each when its turn comes ("possibly repeatedly")', () => {
    // Blue (a8) and Yellow (h14) are both in check from Red's rooks with nowhere to go, but it is Red's turn.
    const p = at({ turn: 'R', pieces: 'rK g1, rR a4, rR b5, rR d14, rR d13, bK a8, yK h14, gK n7' });
    expect(p.eliminated).toEqual([]);
    const q = dilkel.play(p, 'Kg1-g2');
    expect(q.eliminated).toEqual([
      { player: 'blue', ply: 1, reason: 'checkmate' },
      { player: 'yellow', ply: 1, reason: 'checkmate' },
    ]);
    expect(q.turn).toBe('green');
    expect(Object.values(q.pieces).sort()).toEqual(['gK', 'rK', 'rR', 'rR', 'rR', 'rR']);
  });

  it('"If the player to move has no legal move and is not in check, the whole game is a draw (stalemate)"', () => {
    const p = at({ turn: 'R', pieces: 'rK d1, bK a8, bR e8, yK h14, yR j2, gK n7' });
    expect(dilkel.status(p)).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate', eliminated: [] });
    expect(dilkel.legalMoves(p)).toEqual([]);
  });

  it('a move that stalemates the next player ends the whole game as a draw', () => {
    const p = at({ turn: 'G', pieces: 'rK d1, bK a8, bR e8, yK h14, yR j2, gK n7, gN k6' });
    // Green's king move leaves Red (next) without a move and not in check
    const q = dilkel.play(p, 'Kn7-n6');
    expect(q.turn).toBe('red');
    expect(dilkel.status(q)).toMatchObject({ over: true, draw: 'stalemate' });
  });

  it('"The last remaining player wins"', () => {
    const p = at({ turn: 'R', eliminated: '0,0,1,1', pieces: 'rK g1, rR d4, rR b5, bK a8' });
    const q = dilkel.play(p, 'Rd4-a4');
    expect(dilkel.status(q)).toEqual({
      over: true,
      winner: 'red',
      reason: 'last-player-standing',
      eliminated: [
        { player: 'yellow', ply: 0, reason: 'checkmate' },
        { player: 'green', ply: 0, reason: 'checkmate' },
        { player: 'blue', ply: 1, reason: 'checkmate' },
      ],
    });
    expect(dilkel.legalMoves(q)).toEqual([]);
    expect(() => dilkel.play(q, 'Kg1-g2')).toThrow(expect.objectContaining({ code: 'GAME_OVER', message: expect.stringContaining('red won (last-player-standing)') }));
  });

  it('a position never gives the turn to a checkmated player: such text is refused, naming the turn field', () => {
    expect(() => at({ turn: 'B', pieces: 'rK g1, rR a4, rR b5, bK a8, yK h14, gK n7' })).toThrow(expect.objectContaining({ code: 'INVALID_FEN', detail: { field: 'turn' } }));
    // the same pieces with Red to move are fine: Blue is judged only when its turn comes
    expect(at({ turn: 'R', pieces: 'rK g1, rR a4, rR b5, bK a8, yK h14, gK n7' }).eliminated).toEqual([]);
  });
});

describe('Dilkel draws every program needs', () => {
  const shuffle = 'Nj1-i3 Na5-c4 Nj14-i12 Nn5-l4 Ni3-j1 Nc4-a5 Ni12-j14 Nl4-n5';

  it('"a draw by threefold repetition"', () => {
    const twice = playAll(dilkel.setup(), shuffle);
    expect(dilkel.status(twice).over).toBe(false);
    const thrice = playAll(twice, shuffle);
    expect(dilkel.status(thrice)).toMatchObject({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
    expect(dilkel.legalMoves(thrice)).toEqual([]);
  });

  it('option repetition: false turns the repetition draw off', () => {
    const p = playAll(dilkel.setup({ repetition: false }), `${shuffle} ${shuffle}`);
    expect(dilkel.status(p).over).toBe(false);
  });

  it('"a draw after drawAfterPlies (default 200) plies with no capture and no pawn move"', () => {
    const p = at({ turn: 'R', plies: 199, pieces: 'rK g1, rP e2, bK a8, yK h14, gK n7' });
    expect(dilkel.status(p).over).toBe(false);
    expect(dilkel.status(dilkel.play(p, 'Kg1-g2'))).toMatchObject({ over: true, draw: 'draw-after-plies' });
    const pawn = dilkel.play(p, 'e2-e3');
    expect(pawn.plies).toBe(0);
    expect(dilkel.status(pawn).over).toBe(false);
  });

  it('option drawAfterPlies sets the limit; 0 turns it off', () => {
    const p = at({ turn: 'R', plies: 9, pieces: 'rK g1, bK a8, yK h14, gK n7' }, { drawAfterPlies: 10 });
    expect(dilkel.status(dilkel.play(p, 'Kg1-g2'))).toMatchObject({ over: true, draw: 'draw-after-plies' });
    const off = at({ turn: 'R', plies: 500, pieces: 'rK g1, bK a8, yK h14, gK n7' }, { drawAfterPlies: 0 });
    expect(dilkel.status(off).over).toBe(false);
  });
});
