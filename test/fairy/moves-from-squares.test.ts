/**
 * Moves from squares (issue 31): every fairy game takes a move named by its fields — `{ from, to }`,
 * `{ from, to, promotion }`, a drop `{ piece, to }` (the shape crazyhouse takes), any part of a
 * listed move that tells it from the others — and refuses a missing promotion choice, a wrong type
 * and an unknown node with the codes chess gives for them (read from chess here, not written down).
 */
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { defineGame } from '../../src/core/declarative/index.js';
import { COMPASS } from '../../src/core/directions.js';
import { attempt } from '../../src/core/errors.js';
import { crazyhouse, fairyVariants, janggi, seirawan, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { QUICK_MOVES_PER_PLY, sampleGames, SAMPLED } from './game-sample.js';
import { movesFromSquaresWalk } from './moves-from-squares-walk.js';

/** The code a call throws ('no error' when it returns). */
function codeOf(f: () => unknown): string {
  const r = attempt(f);
  return r.ok ? 'no error' : r.error.code;
}

/** Chess's codes for the same kinds of failure, read from chess itself. */
const promoting = chess.parse('8/P7/8/8/8/8/8/k1K5 w - - 0 1');
const CHESS = {
  missingPromotion: codeOf(() => chess.play(promoting, { from: 'a7', to: 'a8' })),
  wrongType: codeOf(() => chess.play(chess.setup(), { from: 1, to: 'e4' } as never)),
  unknownNode: codeOf(() => chess.play(chess.setup(), { from: 'z9', to: 'e4' })),
};

// The quick tier's sample; every game in moves-from-squares.heavy.test.ts.
movesFromSquaresWalk(sampleGames(fairyVariants), SAMPLED, QUICK_MOVES_PER_PLY);

describe('explicit moves from squares', () => {
  it('shogi: { from: "7g", to: "7f" } moves sente\'s pawn from 7g to 7f', () => {
    const p = shogi.play(shogi.setup(), { from: '7g', to: '7f' });
    expect(shogi.pieceAt(p, '7f')).toEqual({ player: 'sente', kind: 'P' });
    expect(shogi.pieceAt(p, '7g')).toBeUndefined();
    expect(p.turn).toBe('gote');
  });

  // A sente pawn on 7d reaching 7c (the promotion zone, not the last rank) may promote or not.
  const optional = shogi.parse('4k4/9/9/2P6/9/9/9/9/4K4 b - 1');
  it('shogi: an optional promotion without a choice is refused with the code chess gives a missing promotion piece', () => {
    expect(CHESS.missingPromotion).toBe('AMBIGUOUS_MOVE');
    const before = JSON.stringify(optional);
    expect(codeOf(() => shogi.play(optional, { from: '7d', to: '7c' }))).toBe(CHESS.missingPromotion);
    expect(JSON.stringify(optional)).toBe(before);
  });
  it('shogi: promotion "+P" promotes the pawn to a tokin, promotion null keeps it a pawn', () => {
    expect(shogi.pieceAt(shogi.play(optional, { from: '7d', to: '7c', promotion: '+P' }), '7c')).toEqual({ player: 'sente', kind: '+P' });
    expect(shogi.pieceAt(shogi.play(optional, { from: '7d', to: '7c', promotion: null }), '7c')).toEqual({ player: 'sente', kind: 'P' });
    // Strict mode: null is "no promotion", not a field the listed move lacks.
    expect(shogi.pieceAt(shogi.play(optional, { from: '7d', to: '7c', promotion: null }, { strict: true }), '7c')).toEqual({ player: 'sente', kind: 'P' });
  });
  it('shogi: a drop { piece: "P", to: "5e" } puts the pawn from sente\'s hand on 5e', () => {
    const p = shogi.play(shogi.parse('4k4/9/9/9/9/9/9/9/4K4 b P 1'), { piece: 'P', to: '5e' });
    expect(shogi.pieceAt(p, '5e')).toEqual({ player: 'sente', kind: 'P' });
    expect(p.pockets).toEqual({ sente: {}, gote: {} });
  });
  it('xiangqi: { from: "h3", to: "e3" } moves red\'s cannon to the central file', () => {
    const p = xiangqi.play(xiangqi.setup(), { from: 'h3', to: 'e3' });
    expect(xiangqi.pieceAt(p, 'e3')).toEqual({ player: 'red', kind: 'C' });
    expect(xiangqi.pieceAt(p, 'h3')).toBeUndefined();
  });
  it('crazyhouse (fairy): a drop in the crazyhouse shape, { piece, to } or { from: "@", piece, to }; without the piece it is ambiguous', () => {
    const p = crazyhouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPnp] w KQkq - 0 1');
    for (const drop of [{ piece: 'N', to: 'e4' }, { from: '@', piece: 'n', to: 'e4' }]) {
      const q = crazyhouse.play(p, drop);
      expect(crazyhouse.pieceAt(q, 'e4')).toEqual({ player: 'white', kind: 'N' });
      expect(q.pockets?.white).toEqual({ P: 1 });
    }
    expect(codeOf(() => crazyhouse.play(p, { from: '@', to: 'e4' }))).toBe('AMBIGUOUS_MOVE');
    // { piece, to } is the drop even where a knight on the board reaches the node too (g1-f3).
    const f3 = crazyhouse.play(p, { piece: 'N', to: 'f3' });
    expect([crazyhouse.pieceAt(f3, 'g1'), f3.pockets?.white]).toEqual([{ player: 'white', kind: 'N' }, { P: 1 }]);
  });
  it('seirawan: { from, to } where the knight may gate is ambiguous; gate null gates nothing, a gate names the piece', () => {
    const p = seirawan.setup();
    expect(codeOf(() => seirawan.play(p, { from: 'g1', to: 'f3' }))).toBe('AMBIGUOUS_MOVE');
    expect(seirawan.pieceAt(seirawan.play(p, { from: 'g1', to: 'f3', gate: null }), 'g1')).toBeUndefined();
    expect(seirawan.pieceAt(seirawan.play(p, { from: 'g1', to: 'f3', gate: { piece: 'H', node: 'g1' } }), 'g1')).toEqual({ player: 'white', kind: 'H' });
  });
  it('janggi: the pass, named by the fields legalMoves reports for it, passes the turn and moves nothing', () => {
    const p = janggi.setup();
    const pass = janggi.legalMoves(p).find((m) => m.kind === 'pass')!;
    for (const named of [{ kind: 'pass' }, { from: pass.from, to: pass.to }]) {
      const q = janggi.play(p, named);
      expect(q.turn).toBe('han');
      expect(janggi.pieces(q)).toEqual(janggi.pieces(p));
    }
  });
  it('any part of a listed move that tells it apart plays it: its uci, its notation', () => {
    const p = shogi.setup();
    const listed = shogi.legalMoves(p).find((m) => m.usi === '2g2f')!;
    const expected = JSON.stringify(shogi.play(p, listed));
    for (const part of [{ usi: '2g2f' }, { uci: listed.uci }, { notation: listed.notation }, { from: listed.from, to: listed.to, piece: 'P' }]) {
      expect(JSON.stringify(shogi.play(p, part))).toBe(expected);
    }
  });
  it('defineGame games read { from, to } too', () => {
    const game = defineGame({ id: 'mini', name: 'Mini', players: ['light', 'dark'], files: 3, ranks: 3,
      pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } }, setup: 'l2/3/2L' });
    const p = game.play(game.setup(), { from: 'c1', to: 'b2' });
    expect(game.pieceAt(p, 'b2')).toEqual({ player: 'light', kind: 'L' });
  });
});

describe('refusals: the codes chess gives, and the position object unchanged', () => {
  const p = shogi.setup();
  const cases: [string, unknown, string][] = [
    ['a node that is not a string', { from: 7, to: '7f' }, CHESS.wrongType],
    ['a text field that is not a string', { from: '7g', to: '7f', uci: 5 }, CHESS.wrongType],
    ['a promotion that is no kind', { from: '7g', to: '7f', promotion: 'queen' }, CHESS.wrongType],
    ['a gate that is not { piece, node }', { from: '7g', to: '7f', gate: 'H' }, CHESS.wrongType],
    ['a node the board does not have', { from: 'z9', to: '7f' }, CHESS.unknownNode],
    ['squares no legal move joins', { from: '7g', to: '7e' }, 'ILLEGAL_MOVE'],
    ['a promotion the move cannot make', { from: '7g', to: '7f', promotion: '+P' }, 'ILLEGAL_MOVE'],
    ['a drop of a piece not in hand', { piece: 'P', to: '5e' }, 'ILLEGAL_MOVE'],
    ['an object naming no field', {}, 'ILLEGAL_MOVE'],
  ];
  it.each(cases)('%s', (_name, move, code) => {
    const before = JSON.stringify(p);
    expect(codeOf(() => shogi.play(p, move as never))).toBe(code);
    const r = shogi.tryPlay(p, move as never);
    expect(r.ok ? 'no error' : r.error.code).toBe(code);
    expect(JSON.stringify(p)).toBe(before);
  });
  it('the codes read from chess are the ones docs/errors.md gives', () => {
    expect(CHESS).toEqual({ missingPromotion: 'AMBIGUOUS_MOVE', wrongType: 'INVALID_ARGUMENT', unknownNode: 'INVALID_ARGUMENT' });
  });
  it('strict mode: a field the listed move does not have is INVALID_ARGUMENT naming it', () => {
    expect(codeOf(() => shogi.play(p, { from: '7g', to: '7f', note: 'x' } as never, { strict: true }))).toBe('INVALID_ARGUMENT');
    expect(shogi.play(p, { from: '7g', to: '7f' }, { strict: true }).turn).toBe('gote');
  });
});
