import { describe, expect, it } from 'vitest';
import { kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import { createRng } from '../../src/core/index.js';

describe('three-check (lichess)', () => {
  it('if you make a legal move that puts your opponent’s king into the third check, you win', () => {
    let p = threeCheck.parse('4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1');
    expect(threeCheck.status(p).over).toBe(false);
    p = threeCheck.play(p, 'Ra8');
    expect(p.remainingChecks).toEqual({ white: 0, black: 3 });
    expect(threeCheck.status(p)).toEqual({ over: true, winner: 'white', reason: 'three-checks' });
    expect(threeCheck.legalMoves(p)).toEqual([]);
    expect(threeCheck.legalMoves(threeCheck.parse('4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1')).find((m) => m.to === 'a8')?.notation).toBe('Ra8#');
  });
  it('a move giving check with two pieces counts one check', () => {
    // Discovered double check: the knight moves off the e-file, checking with knight and rook.
    const p = threeCheck.play(threeCheck.parse('4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1'), 'Nd6');
    expect(p.remainingChecks).toEqual({ white: 2, black: 3 });
  });
  it('all the laws of FIDE chess apply: checkmate wins before the third check', () => {
    const p = threeCheck.play(threeCheck.parse('6k1/5ppp/8/8/8/8/8/R5K1 w - - 3+3 0 1'), 'Ra8');
    expect(threeCheck.status(p)).toEqual({ over: true, winner: 'white', reason: 'checkmate', checks: ['g8'] });
  });
  it('reads the remaining checks (lichess 3+3) and the checks given (+0+0 after the clocks); writes the lichess form', () => {
    const a = threeCheck.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1');
    const b = threeCheck.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+2');
    expect(a.remainingChecks).toEqual({ white: 2, black: 1 });
    expect(b.remainingChecks).toEqual({ white: 2, black: 1 });
    expect(threeCheck.format(b)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+1 0 1');
    expect(threeCheck.format(threeCheck.setup())).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1');
    expect(threeCheck.hash(a)).not.toBe(threeCheck.hash(threeCheck.setup()));
    const bad = threeCheck.tryParse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4+1 0 1');
    expect(bad.ok).toBe(false);
  });
});

describe('king of the hill (lichess)', () => {
  it('bringing your king to the centre (d4, e4, d5 or e5) wins at once', () => {
    for (const [from, to] of [['d3', 'd4'], ['d3', 'e4'], ['f6', 'e5'], ['c6', 'd5']] as const) {
      const files = 'abcdefgh';
      const board = Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, f) => (`${files[f]}${r + 1}` === from ? 'K' : r === 0 && f === 7 ? 'k' : '.')).join(''));
      const fen = `${board.reverse().map((row) => row.replace(/\.+/g, (m) => String(m.length))).join('/')} w - - 0 1`;
      const p = kingOfTheHill.play(kingOfTheHill.parse(fen), `K${to}`);
      expect(kingOfTheHill.status(p)).toEqual({ over: true, winner: 'white', reason: 'king-of-the-hill' });
      expect(kingOfTheHill.legalMoves(p)).toEqual([]);
    }
  });
  it('other squares do not; checkmate and stalemate stand; a bare king is not insufficient material', () => {
    const p = kingOfTheHill.parse('8/8/8/8/8/3K4/8/7k w - - 0 1');
    expect(kingOfTheHill.status(kingOfTheHill.play(p, 'Kc4')).over).toBe(false);
    expect(kingOfTheHill.status(p).over).toBe(false);
    expect(kingOfTheHill.status(kingOfTheHill.parse('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual({ over: true, draw: 'stalemate', reason: 'stalemate' });
  });
});

describe('racing kings (lichess)', () => {
  it('the start: pieces without pawns on the first two ranks, 21 legal moves (published perft)', () => {
    expect(racingKings.format(racingKings.setup())).toBe('8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1');
    expect(racingKings.perft(racingKings.setup(), 2)).toBe(421);
  });
  it('check is entirely forbidden: no legal move gives check, none leaves the own king in check', () => {
    const rng = createRng(3);
    for (let g = 0; g < 3; g++) {
      let p = racingKings.setup();
      for (let ply = 0; ply < 40 && !racingKings.status(p).over; ply++) {
        const legal = racingKings.legalMoves(p);
        for (const m of legal) expect(m.notation).not.toMatch(/[+#]$/);
        for (const m of legal) {
          const after = racingKings.status(racingKings.play(p, m));
          expect(after.over || after.check !== true, `${racingKings.format(p)} ${m.notation}`).toBe(true);
        }
        p = racingKings.play(p, rng.pick(legal));
      }
    }
    // The queen may not go to a square from which it checks, though it is otherwise a legal queen move.
    const p = racingKings.parse('8/8/8/8/8/8/k7/6QK w - - 0 1');
    const queen = racingKings.legalMoves(p).filter((m) => m.piece === 'Q').map((m) => m.to);
    expect(queen).toContain('g3');
    for (const checking of ['g2', 'a7', 'b1', 'a1']) expect(queen).not.toContain(checking);
  });
  it('the first player to move the king to the eighth rank wins (Black reaching it first wins at once)', () => {
    const p = racingKings.play(racingKings.parse('8/1k6/8/8/8/8/8/6K1 b - - 0 1'), 'Kb8');
    expect(racingKings.status(p)).toEqual({ over: true, winner: 'black', reason: 'king-reached-the-goal' });
  });
  it('when White reaches the eighth rank and Black moves there directly after, the game is drawn', () => {
    let p = racingKings.play(racingKings.parse('8/1k4K1/8/8/8/8/8/8 w - - 0 1'), 'Kg8');
    expect(racingKings.status(p).over).toBe(false); // Black may still catch up
    p = racingKings.play(p, 'Kb8');
    expect(racingKings.status(p)).toEqual({ over: true, draw: 'both-kings-reached-the-goal', reason: 'both-kings-reached-the-goal' });
  });
  it('White wins when Black cannot reach the eighth rank on the very next move, or does not', () => {
    const far = racingKings.play(racingKings.parse('8/6K1/8/1k6/8/8/8/8 w - - 0 1'), 'Kg8');
    expect(racingKings.status(far)).toEqual({ over: true, winner: 'white', reason: 'king-reached-the-goal' });
    const near = racingKings.play(racingKings.parse('8/1k4K1/8/8/8/8/8/8 w - - 0 1'), 'Kg8');
    expect(racingKings.status(racingKings.play(near, 'Kb6'))).toEqual({ over: true, winner: 'white', reason: 'king-reached-the-goal' });
  });
  it('a position with a king in check is refused', () => {
    expect(racingKings.tryParse('8/8/8/8/8/8/k7/Q6K w - - 0 1').ok).toBe(false);
  });
});
