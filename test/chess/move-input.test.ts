/**
 * One move input for chess and every chess variant, in the types and at run time alike: move
 * text, a listed move, or `{ from, to, promotion? }` (the shape chessground, react-chessboard and
 * chess.js hand over) with the promotion letter in either case. A from/to pawn move to the last
 * rank with no piece named gets the answer the text `e7e8` gets: AMBIGUOUS_MOVE listing the choices.
 */
import { describe, expect, it } from 'vitest';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';
import type { AnyVariant } from '../../src/core/variant.js';
import { blockKey, typeErrors } from '../docs/typecheck.js';

const error = (r: { ok: boolean; error?: { code: string; message: string } }): string => (r.ok ? 'ok' : `${r.error!.code} ${r.error!.message}`);

describe('a move given by its squares', () => {
  it('{ from, to } plays the move in chess and in every chess variant', () => {
    for (const v of [chess, chess960, threeCheck, kingOfTheHill, antichess, horde, atomic, crazyhouse] as unknown as AnyVariant[]) {
      const p = v.id === 'chess960' ? v.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1') : v.setup();
      // White's pawn e2 to e4 (horde: the pawns stand on ranks 1-4, so e4 to e5).
      const [from, to] = v.id === 'horde' ? ['e4', 'e5'] : ['e2', 'e4'];
      const after = v.play(p, { from, to });
      expect(v.format(after), v.id).toBe(v.format(v.play(p, `${from}${to}`)));
    }
    const rk = racingKings.setup(); // racing kings: no pawns; White's king h2 steps to g3
    expect(racingKings.format(racingKings.play(rk, { from: 'h2', to: 'g3' }))).toBe(racingKings.format(racingKings.play(rk, 'Kg3')));
  });

  it('the promotion letter may be lower or upper case', () => {
    const p = chess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(chess.play(p, { from: 'e7', to: 'e8', promotion: 'q' }).board[60]).toBe('Q');
    expect(chess.play(p, { from: 'e7', to: 'e8', promotion: 'N' }).board[60]).toBe('N');
    const q = crazyhouse.parse('8/4P3/8/8/8/8/k7/7K[] w - - 0 1');
    expect(crazyhouse.play(q, { from: 'e7', to: 'e8', promotion: 'r' }).board[60]).toBe('R');
    const a = antichess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(antichess.play(a, { from: 'e7', to: 'e8', promotion: 'k' }).board[60]).toBe('K'); // antichess promotes to a king too
  });

  it('a pawn reaching the last rank with no promotion named is AMBIGUOUS_MOVE listing the choices, as the text e7e8 is', () => {
    const p = chess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(error(chess.tryPlay(p, 'e7e8'))).toMatch(/^AMBIGUOUS_MOVE .*e8=Q, e8=R, e8=B, e8=N$/);
    expect(error(chess.tryPlay(p, { from: 'e7', to: 'e8' }))).toBe("AMBIGUOUS_MOVE e7-e8 is a promotion; name the piece (promotion: 'q', 'r', 'b', 'n'): e8=Q, e8=R, e8=B, e8=N");
    const k = kingOfTheHill.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(error(kingOfTheHill.tryPlay(k, { from: 'e7', to: 'e8' }))).toBe("AMBIGUOUS_MOVE e7-e8 is a promotion; name the piece (promotion: 'q', 'r', 'b', 'n'): e8=Q, e8=R, e8=B, e8=N");
    const a = antichess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(error(antichess.tryPlay(a, { from: 'e7', to: 'e8' }))).toBe("AMBIGUOUS_MOVE e7-e8 is a promotion; name the piece (promotion: 'q', 'r', 'b', 'n', 'k'): e8=Q, e8=R, e8=B, e8=N, e8=K");
  });

  it('a from/to that is no legal move is ILLEGAL_MOVE; a bad promotion letter or a missing square INVALID_ARGUMENT', () => {
    expect(error(chess.tryPlay(chess.setup(), { from: 'e2', to: 'e5' }))).toMatch(/^ILLEGAL_MOVE /);
    expect(error(atomic.tryPlay(atomic.setup(), { from: 'e2', to: 'e5' }))).toMatch(/^ILLEGAL_MOVE e2-e5 is not a legal move for white; legal: /);
    const p = chess.parse('8/4P3/8/8/8/8/k7/7K w - - 0 1');
    expect(error(chess.tryPlay(p, { from: 'e7', to: 'e8', promotion: 'x' }))).toMatch(/^INVALID_ARGUMENT /);
    expect(error(threeCheck.tryPlay(threeCheck.setup(), { from: 'e2', to: 'e4', promotion: 'x' }))).toMatch(/^INVALID_ARGUMENT /);
    expect(error(threeCheck.tryPlay(threeCheck.setup(), { from: 'e2' } as never))).toMatch(/^ILLEGAL_MOVE |^INVALID_ARGUMENT /);
  });

  it('Chess960 castling may name the king and the rook (e1→h1, as 960 boards send it) or the king and its destination', () => {
    const p = chess960.parse('rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1');
    const byText = chess960.format(chess960.play(p, 'O-O'));
    expect(chess960.format(chess960.play(p, { from: 'b1', to: 'h1' }))).toBe(byText);
    expect(chess960.format(chess960.play(p, { from: 'b1', to: 'g1' }))).toBe(byText);
  });
});

describe('the types say what play accepts', () => {
  it('text, a listed move and { from, to, promotion? } compile; other shapes do not', () => {
    const code = `
import { chess, crazyhouse, threeCheck, type ChessMoveInput } from 'boardwright/chess';
import { draughts } from 'boardwright/draughts';
import { GameRecord, type AnyVariant } from 'boardwright';
const p = chess.setup();
chess.play(p, 'e4');
chess.play(p, chess.legalMoves(p)[0]!);
chess.play(p, { from: 'e2', to: 'e4' });
chess.tryPlay(p, { from: 'e7', to: 'e8', promotion: 'q' });
chess.tryPlay(p, { from: 'e7', to: 'e8', promotion: 'Q' });
crazyhouse.play(crazyhouse.setup(), { from: 'e2', to: 'e4' });
threeCheck.tryPlay(threeCheck.setup(), { from: 'g1', to: 'f3' });
const fromBoard: ChessMoveInput = { from: 'g1', to: 'f3' };
chess.play(p, fromBoard);
// Every game stays usable where any game is taken.
const all: readonly AnyVariant[] = [chess, crazyhouse, draughts];
new GameRecord(chess).play('e4');
// @ts-expect-error a square move needs "to"
chess.play(p, { from: 'e2' });
// @ts-expect-error squares are strings
chess.play(p, { from: 2, to: 4 });
// @ts-expect-error draughts' play takes listed moves and text only
draughts.play(draughts.setup(), { from: '9', to: '13' });
export { all };
`;
    const block = { page: 'move-input', index: 1, lang: 'ts', code, file: undefined, notRun: undefined } as const;
    expect(typeErrors([block], 'nodenext', 'move-input-types').get(blockKey(block))).toEqual([]);
  });
});
