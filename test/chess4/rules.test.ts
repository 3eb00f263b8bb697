/**
 * Chess4 as specified by shared/rules/chess4.md: one test (or more) per rule
 * sentence. Positions are written in Chess4 position text; expectations are
 * worked out by hand from the rules, never copied from the engine.
 */
import { describe, expect, it } from 'vitest';
import { chess4Definition, chess4 } from '../../src/variants/chess4/index.js';
import { allMoves, at, codeOf, messageOf, movesFrom, playAll } from './helpers.js';

describe('board and setup (reconstruction)', () => {
  it('4x4 board, files a–d, ranks 1–4', () => {
    expect(chess4.board.size).toBe(16);
    expect([...chess4.board.names].sort()).toEqual(
      ['a', 'b', 'c', 'd'].flatMap((f) => ['1', '2', '3', '4'].map((r) => f + r)).sort(),
    );
  });

  it('Light: Lion a1, Tiger b1, Leopard c1, Lynx d1, Kitten a2; Dark: Lion d4, Tiger c4, Leopard b4, Lynx a4, Kitten d3', () => {
    expect(chess4.setup().pieces).toEqual({
      a1: 'L', b1: 'T', c1: 'P', d1: 'Y', a2: 'K',
      d4: 'l', c4: 't', b4: 'p', a4: 'y', d3: 'k',
    });
  });

  it("Dark's setup is Light's turned 180 degrees", () => {
    const pieces = chess4.setup().pieces;
    const turn = (sq: string): string => String.fromCharCode(97 + 3 - (sq.charCodeAt(0) - 97)) + String(5 - Number(sq[1]));
    for (const [sq, letter] of Object.entries(pieces)) {
      if (letter === letter.toUpperCase()) expect(pieces[turn(sq)], `${letter} on ${sq}`).toBe(letter.toLowerCase());
    }
    expect(Object.keys(pieces)).toHaveLength(10);
  });

  it('piece letters: L lion, T tiger, P leopard, Y lynx, K kitten, S lioness', () => {
    const names = Object.fromEntries(Object.entries(chess4Definition.pieces).map(([letter, piece]) => [letter, piece.name]));
    expect(names).toEqual({ L: 'Lion', T: 'Tiger', P: 'Leopard', Y: 'Lynx', K: 'Kitten', S: 'Lioness' });
  });

  it('the Lioness starts off the board', () => {
    expect(Object.values(chess4.setup().pieces)).not.toContain('S');
    expect(Object.values(chess4.setup().pieces)).not.toContain('s');
  });

  it('Light moves first', () => {
    expect(chess4.setup().turn).toBe('light');
    expect(chess4.status(chess4.setup())).toEqual({ over: false, turn: 'light' });
  });
});

describe('directions marked on each piece (one space)', () => {
  it('Tiger: forward, back, left, right', () => {
    expect(movesFrom('l3/4/1T2/3L l - - 0 1', 'b2')).toEqual(['b2-a2', 'b2-b1', 'b2-b3', 'b2-c2']);
  });

  it('Leopard: the 4 diagonals', () => {
    expect(movesFrom('l3/4/1P2/3L l - - 0 1', 'b2')).toEqual(['b2-a1', 'b2-a3', 'b2-c1', 'b2-c3']);
  });

  it('Lynx: forward, forward-left, forward-right (seen from its own side)', () => {
    expect(movesFrom('l3/4/1Y2/3L l - - 0 1', 'b2')).toEqual(['b2-a3', 'b2-b3', 'b2-c3']);
    expect(movesFrom('l3/4/1y2/3L d - - 0 1', 'b2')).toEqual(['b2-a1', 'b2-b1', 'b2-c1']);
  });

  it('Kitten: forward only (up for Light, down for Dark)', () => {
    expect(movesFrom('l3/4/1K2/3L l - - 0 1', 'b2')).toEqual(['b2-b3']);
    expect(movesFrom('l3/4/1k2/3L d - - 0 1', 'b2')).toEqual(['b2-b1']);
  });

  it('Lioness: all 8 directions', () => {
    expect(movesFrom('l3/4/1S2/3L l - - 0 1', 'b2')).toEqual(['b2-a1', 'b2-a2', 'b2-a3', 'b2-b1', 'b2-b3', 'b2-c1', 'b2-c2', 'b2-c3']);
  });

  it('a move takes a piece one space only (from the start, 11 moves in all)', () => {
    // Hand count: Lion a1<>a2, a1<>b1, a1<>c1 (over b1); Tiger b1-b2, b1<>c1, b1<>d1 (over c1), and b1<>a1,
    // which is the swap a1<>b1 again (one move); Leopard c1-b2, c1-d2; Lynx d1-c2, d1-d2; Kitten a2-a3.
    expect(allMoves(chess4.setup())).toEqual(
      ['a1<>a2', 'a1<>b1', 'a1<>c1', 'a2-a3', 'b1-b2', 'b1<>c1', 'b1<>d1', 'c1-b2', 'c1-d2', 'd1-c2', 'd1-d2'].sort(),
    );
  });

  it('a swap is one move: listed once (the moving cat first), and both spellings play it', () => {
    const start = chess4.setup();
    const swaps = chess4.legalMoves(start).filter((m) => m.kind === 'swap').map((m) => [m.from, m.to].sort().join());
    expect(new Set(swaps).size).toBe(swaps.length);
    expect(chess4.format(chess4.play(start, 'b1<>a1'))).toBe(chess4.format(chess4.play(start, 'a1<>b1')));
    expect(chess4.play(start, 'b1<>a1')).toEqual(chess4.play(start, 'a1<>b1'));
    // Only the Tiger can start the swap of b1 and d1 (the Lynx never moves sideways): that is how it is written.
    expect(allMoves(chess4.setup())).toContain('b1<>d1');
    expect(chess4.format(chess4.play(start, 'd1<>b1'))).toBe(chess4.format(chess4.play(start, 'b1<>d1')));
  });
});

describe('jump', () => {
  it('a piece may jump over one adjacent ally to the next space in the same direction', () => {
    expect(movesFrom('l3/4/1P2/1T1L l - - 0 1', 'b1')).toEqual(['b1-a1', 'b1-b3', 'b1-c1', 'b1<>b2']);
  });

  it('exactly one ally is jumped: a jump over two allies is impossible, landing on the second swaps', () => {
    const moves = movesFrom('l3/1K2/1P2/1T1L l - - 0 1', 'b1');
    expect(moves).toEqual(['b1-a1', 'b1-c1', 'b1<>b2', 'b1<>b3']);
    expect(moves).not.toContain('b1-b4');
  });

  it('a jump that ends on an ally swaps the jumper with that ally; the jumped ally stays', () => {
    const after = chess4.play(at('l3/1K2/1P2/1T1L l - - 0 1'), 'b1<>b3');
    expect(after.pieces).toEqual({ a4: 'l', b1: 'K', b2: 'P', b3: 'T', d1: 'L' });
  });

  it('a jump needs the ally right next to the piece (no jump over an empty space)', () => {
    // Tiger b1, Leopard b3 with b2 empty: the Tiger steps to b2 but cannot reach b3 or b4.
    expect(movesFrom('l3/1P2/4/1T1L l - - 0 1', 'b1')).toEqual(['b1-a1', 'b1-b2', 'b1-c1']);
  });

  it('an opponent cannot be jumped', () => {
    expect(movesFrom('l3/4/1p2/1T1L l - - 0 1', 'b1')).toEqual(['b1-a1', 'b1-c1', 'b1xb2']);
  });

  it('a jump that ends on an opponent tags it', () => {
    const after = chess4.play(at('l3/1p2/1P2/1T1L l - - 0 1'), 'b1xb3');
    expect(after.pieces).toEqual({ a4: 'l', b3: 'T', b2: 'P', d1: 'L' });
  });

  it('a jump is only in the directions marked on the piece (a Kitten never jumps backward)', () => {
    // Leopard b2 right behind the Kitten on b3: no jump to b1.
    expect(movesFrom('l3/1K2/1P2/3L l - - 0 1', 'b3')).toEqual(['b3-b4']);
    // Leopard b2 right in front of the Kitten on b1: swap or jump forward.
    expect(movesFrom('l3/4/1P2/1K1L l - - 0 1', 'b1')).toEqual(['b1-b3', 'b1<>b2']);
  });
});

describe('what the end square decides', () => {
  it('empty: the piece moves there', () => {
    const after = chess4.play(chess4.setup(), 'b1-b2');
    expect(after.pieces.b2).toBe('T');
    expect(after.pieces.b1).toBeUndefined();
  });

  it("an opponent's piece: it is tagged (removed) and the mover takes its square", () => {
    const before = at('l3/4/1p2/1T1L l - - 7 4');
    const move = chess4.legalMoves(before).find((m) => m.notation === 'b1xb2');
    expect(move?.captures).toEqual(['b2']);
    const after = chess4.play(before, 'b1xb2');
    expect(after.pieces).toEqual({ a4: 'l', b2: 'T', d1: 'L' });
    expect(after.plies).toBe(0);
  });

  it('an allied piece: the two swap places', () => {
    const after = chess4.play(at('l3/4/1P2/1T1L l - - 0 1'), 'b1<>b2');
    expect(after.pieces.b1).toBe('P');
    expect(after.pieces.b2).toBe('T');
  });

  it('a swap is allowed even if the ally could not move that way itself: the rulebook\'s Tiger and Lynx', () => {
    // The Tiger steps right onto the Lynx; the Lynx ends one space to its left, a way it never moves.
    const after = chess4.play(at('l3/4/4/L1TY l - - 0 1'), 'c1<>d1');
    expect(after.pieces).toEqual({ a4: 'l', a1: 'L', c1: 'Y', d1: 'T' });
  });

  it('a swap is allowed even if the ally could not move that way itself: a Leopard sent straight back', () => {
    const after = chess4.play(at('l3/4/3P/L2Y l - - 0 1'), 'd1<>d2');
    expect(after.pieces).toEqual({ a4: 'l', a1: 'L', d1: 'P', d2: 'Y' });
  });

  it("a swap is allowed even if the ally could not move that way itself (a Kitten sent backward)", () => {
    const before = at('l3/4/1K2/1T1L l - - 0 1');
    expect(movesFrom(before, 'b2')).toEqual(['b2-b3']);
    const after = chess4.play(before, 'b1<>b2');
    expect(after.pieces).toEqual({ a4: 'l', b2: 'T', b1: 'K', d1: 'L' });
  });
});

describe('no swap back', () => {
  // Light: Leopard a1, Tiger b1, Kitten b2, Lion d1; Dark: Lion a4, Tiger d4.
  const start = at('l2t/4/1K2/PT1L l - - 0 1');

  it('the swap is remembered in the position text', () => {
    expect(chess4.format(chess4.play(start, 'b1<>b2'))).toBe('l2t/4/1T2/PK1L d b1b2 - 1 1');
  });

  it('a player may not swap back, on its next turn, the two pieces it swapped on its previous turn', () => {
    const next = playAll(start, ['b1<>b2', 'd4-d3']);
    expect(allMoves(next)).not.toContain('b2<>b1');
    expect(allMoves(next)).not.toContain('b1<>b2');
    expect(codeOf(() => chess4.play(next, 'b2<>b1'))).toBe('ILLEGAL_MOVE');
    expect(messageOf(() => chess4.play(next, 'b1<>b2'))).toMatch(/swapped .*b1.*b2.*previous turn/);
  });

  it('the pair swapped by a jump may not be swapped back either, whichever piece moves', () => {
    // Tiger b1 jumps the Leopard on c1 and swaps with the Lynx on d1; Dark replies; the Tiger may not jump back.
    const next = playAll(chess4.setup(), ['b1<>d1', 'c4-c3']);
    expect(next.pieces.b1).toBe('Y');
    expect(next.pieces.d1).toBe('T');
    expect(allMoves(next)).not.toContain('d1<>b1');
    expect(messageOf(() => chess4.play(next, 'd1<>b1'))).toMatch(/previous turn/);
  });

  it("the opponent's move in between, even a swap, does not clear the memory", () => {
    const next = playAll(at('lt2/4/1K2/PT1L l - - 0 1'), ['b1<>b2', 'a4<>b4']);
    expect(allMoves(next)).not.toContain('b2<>b1');
    expect(allMoves(next)).not.toContain('b1<>b2');
  });

  it('other pairs may be swapped on that turn', () => {
    expect(allMoves(playAll(start, ['b1<>b2', 'd4-d3']))).toContain('a1<>b2');
  });

  it('only the previous turn counts: after another swap, the first pair may be swapped again and the new one not', () => {
    // b1<>b2 (Tiger up, Kitten down), then a1<>b2 (Leopard and Tiger): now b1/b2 (Kitten, Leopard) is free, a1/b2 is not.
    const later = playAll(start, ['b1<>b2', 'd4-d3', 'a1<>b2', 'd3-d4']);
    expect(chess4.format(later)).toBe('l2t/4/1P2/TK1L l a1b2 - 4 3');
    expect(allMoves(later)).toContain('b1<>b2');
    expect(allMoves(later)).not.toContain('b2<>a1');
    expect(allMoves(later)).not.toContain('a1<>b2');
  });

  it('the same pair may be swapped again one turn later', () => {
    const later = playAll(start, ['b1<>b2', 'd4-d3', 'a1-c3', 'd3-d4']);
    // Both cats could start it, so it is listed once, from b1; either spelling plays it.
    expect(allMoves(later)).toContain('b1<>b2');
    expect(chess4.play(later, 'b2<>b1').pieces.b1).toBe('T');
  });
});

describe('the Lion', () => {
  it('usually cannot move: never to an empty square', () => {
    expect(movesFrom(chess4.setup(), 'a1')).toEqual(['a1<>a2', 'a1<>b1', 'a1<>c1']);
    expect(codeOf(() => chess4.play(at('l3/4/4/L2T l - - 0 1'), 'a1-b2'))).toBe('ILLEGAL_MOVE');
    expect(messageOf(() => chess4.play(chess4.setup(), 'a1-b2'))).toMatch(/Lion may not simply move/);
  });

  it('moves in any direction when the move tags an opponent', () => {
    expect(movesFrom('l3/4/1p2/L2T l - - 0 1', 'a1')).toEqual(['a1xb2']);
  });

  it('may not jump an ally onto an empty square either', () => {
    expect(movesFrom('l3/4/K3/L3 l - - 0 1', 'a1')).toEqual(['a1<>a2']);
  });

  it('a Lion that tags the opposing Lion wins', () => {
    const after = chess4.play(at('l3/L3/4/3T l - - 0 1'), 'a3xa4');
    expect(chess4.status(after)).toEqual({ over: true, winner: 'light', reason: 'lion-tagged' });
  });

  it('jumps allies too, when the jump tags or swaps', () => {
    expect(movesFrom('l3/p3/K3/L3 l - - 0 1', 'a1')).toEqual(['a1<>a2', 'a1xa3']);
  });

  it('another piece may always swap with the Lion', () => {
    const after = chess4.play(at('l3/4/4/1TL1 l - - 0 1'), 'b1<>c1');
    expect(after.pieces).toEqual({ a4: 'l', b1: 'L', c1: 'T' });
  });
});

describe('evolve', () => {
  it('a Kitten reaching the far row by its own move becomes a Lioness at once', () => {
    const after = chess4.play(at('2tl/K3/4/L3 l - - 0 1'), 'a3-a4');
    expect(after.pieces.a4).toBe('S');
  });

  it('the Lioness moves in all 8 directions from then on', () => {
    const later = playAll(at('2tl/K3/4/L3 l - - 0 1'), ['a3-a4', 'c4-c3']);
    expect(movesFrom(later, 'a4')).toEqual(['a4-a3', 'a4-b3', 'a4-b4']);
  });

  it('a swap that puts the Kitten on the far row evolves it (another piece moves onto the Kitten)', () => {
    const after = chess4.play(at('Tl2/K3/4/3L l - - 0 1'), 'a4<>a3');
    expect(after.pieces).toEqual({ a4: 'S', a3: 'T', b4: 'l', d1: 'L' });
  });

  it('a swap that puts the Kitten on the far row evolves it (the Kitten moves onto an ally)', () => {
    const after = chess4.play(at('Tl2/K3/4/3L l - - 0 1'), 'a3<>a4');
    expect(after.pieces).toEqual({ a4: 'S', a3: 'T', b4: 'l', d1: 'L' });
  });

  it('a Kitten that tags on the far row evolves', () => {
    expect(chess4.play(at('tl2/K3/4/3L l - - 0 1'), 'a3xa4').pieces).toEqual({ a4: 'S', b4: 'l', d1: 'L' });
  });

  it('a Kitten that jumps an ally onto the far row evolves', () => {
    expect(chess4.play(at('3l/T3/K3/3L l - - 0 1'), 'a2-a4').pieces).toEqual({ a4: 'S', a3: 'T', d4: 'l', d1: 'L' });
  });

  it('only the opposing side\'s back row: a Kitten swapped onto its own back row stays a Kitten', () => {
    expect(chess4.play(at('l3/4/K3/T2L l - - 0 1'), 'a1<>a2').pieces).toEqual({ a4: 'l', a1: 'K', a2: 'T', d1: 'L' });
  });

  it("Dark's Kitten evolves on rank 1 when a swap (its Tiger stepping back) puts it there", () => {
    expect(chess4.play(at('3l/4/k3/t2L d - - 0 1'), 'a1<>a2').pieces).toEqual({ d4: 'l', a1: 's', a2: 't', d1: 'L' });
  });

  it('evolving is not a tag: the count of plies without a tag goes on', () => {
    expect(chess4.play(at('2tl/K3/4/L3 l - - 5 3'), 'a3-a4').plies).toBe(6);
  });

  it('at most one Lioness per side: one Kitten each, so a Kitten beside a Lioness, two Kittens or two Lionesses are refused', () => {
    // Decision (docs/chess4.md): the Lioness is fitted on the side's one Kitten, so the two never coexist.
    expect(messageOf(() => at('l3/S3/K3/L3 l - - 0 1'))).toMatch(/light has 1 Lioness .* and 1 piece that would promote to one; at most 1 can exist in all/);
    expect(messageOf(() => at('l3/K3/K3/L3 l - - 0 1'))).toMatch(/light has 2 Kitten pieces/);
    expect(messageOf(() => at('l3/s3/s3/L3 d - - 0 1'))).toMatch(/dark has 2 Lioness pieces/);
  });

  it("Dark's Kitten evolves on rank 1", () => {
    expect(chess4.play(at('3l/4/k3/3L d - - 0 1'), 'a2-a1').pieces.a1).toBe('s');
  });
});

describe('end of the game', () => {
  it("tagging the opponent's Lion wins at once", () => {
    const after = chess4.play(at('1l2/1T2/4/3L l - - 0 1'), 'b3xb4');
    expect(chess4.status(after)).toEqual({ over: true, winner: 'light', reason: 'lion-tagged' });
    expect(chess4.legalMoves(after)).toEqual([]);
  });

  it('a player with no legal move on its turn loses', () => {
    // Light has only its Lion, which has nothing to tag or swap with.
    const p = at('l3/4/4/L3 l - - 0 1');
    expect(chess4.legalMoves(p)).toEqual([]);
    expect(chess4.status(p)).toEqual({ over: true, winner: 'dark', reason: 'no-moves' });
  });

  it('a player whose only moves would swap back the pair it just swapped has no legal move and loses', () => {
    // Light: Lion a4, Kitten a3, having swapped them last turn. Kitten a3<>a4 and Lion a4<>a3 are refused;
    // the Lion has nothing to tag and may not simply move (nor jump the Kitten onto the empty a2).
    const p = at('L3/K3/4/3l l a3a4 - 0 5');
    expect(chess4.legalMoves(p)).toEqual([]);
    expect(chess4.status(p)).toEqual({ over: true, winner: 'dark', reason: 'no-moves' });
  });

  it('a win is judged before a draw: no legal move on the ply that reaches drawAfterPlies still loses', () => {
    // Dark is left with a lone Lion that has nothing to tag or swap with, on the 100th ply without a tag.
    const after = chess4.play(at('l3/4/4/T2L l - - 99 50'), 'a1-b1');
    expect(after.plies).toBe(100);
    expect(chess4.status(after)).toEqual({ over: true, winner: 'light', reason: 'no-moves' });
  });

  const shuffle = ['a1-a2', 'd4-d3', 'a2-a1', 'd3-d4'];

  it('draw by threefold repetition (on by default)', () => {
    const p = at('l2t/4/4/T2L l - - 0 1');
    const twice = playAll(p, [...shuffle, ...shuffle.slice(0, 3)]);
    expect(chess4.status(twice).over).toBe(false);
    const thrice = chess4.play(twice, 'd3-d4');
    expect(chess4.status(thrice)).toEqual({ over: true, draw: 'threefold-repetition', reason: 'threefold-repetition' });
    expect(chess4.legalMoves(thrice)).toEqual([]);
  });

  it('threefold repetition can be turned off', () => {
    const p = chess4.parse('l2t/4/4/T2L l - - 0 1', { threefold: false });
    expect(chess4.status(playAll(p, [...shuffle, ...shuffle])).over).toBe(false);
  });

  it('draw after drawAfterPlies plies without a tag (default 100)', () => {
    expect(chess4.setup().drawAfterPlies).toBe(100);
    const p = at('l2t/4/4/T2L l - - 99 50');
    expect(chess4.status(p).over).toBe(false);
    expect(chess4.status(chess4.play(p, 'a1-a2'))).toEqual({ over: true, draw: 'draw-after-plies', reason: 'draw-after-plies' });
  });

  it('drawAfterPlies can be changed or turned off (0)', () => {
    expect(chess4.status(chess4.play(chess4.parse('l2t/4/4/T2L l - - 9 5', { drawAfterPlies: 10 }), 'a1-a2')).over).toBe(true);
    expect(chess4.status(chess4.play(chess4.parse('l2t/4/4/T2L l - - 99 50', { drawAfterPlies: 0 }), 'a1-a2')).over).toBe(false);
  });

  it('a tag restarts the ply count', () => {
    const after = chess4.play(at('l2t/4/1p2/1T1L l - - 99 50'), 'b1xb2');
    expect(after.plies).toBe(0);
    expect(chess4.status(after).over).toBe(false);
  });
});
