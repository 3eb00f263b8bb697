/**
 * Types a game developer relies on, proven by the type checker (`npm run typecheck`
 * covers test/): positions, moves and status typed by the game's own player ids,
 * end reasons as closed unions per game, `AnyVariant` without `any`, and
 * `search()` returning each game's own search type.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { AnyVariant, Move, Piece, Position, SearchState } from '../../src/core/index.js';
import { variants } from '../../src/index.js';
import { chess, ChessState, type ChessEndReason, type ChessMove } from '../../src/variants/chess/index.js';
import { draughts, type DraughtsEndReason, type DraughtsMove } from '../../src/variants/draughts/index.js';
import { diamondQueens, type DiamondEndReason } from '../../src/variants/diamond/index.js';
import { dilkel, type DilkelEndReason } from '../../src/variants/dilkel/index.js';
import { chess4, type Chess4EndReason } from '../../src/variants/chess4/index.js';

describe('typing', () => {
  it("status, positions and pieces are typed by the game's player ids", () => {
    const s = chess.status(chess.setup());
    if (!s.over) expectTypeOf(s.turn).toEqualTypeOf<'white' | 'black'>();
    else expectTypeOf(s.winner).toEqualTypeOf<'white' | 'black' | undefined>();
    expectTypeOf(chess.setup().turn).toEqualTypeOf<'white' | 'black'>();
    expectTypeOf(chess.players).toEqualTypeOf<readonly ('white' | 'black')[]>();
    expectTypeOf(draughts.pieceAt(draughts.setup(), '1')).toEqualTypeOf<Piece<'black' | 'white'> | undefined>();
    expectTypeOf(dilkel.setup().turn).toEqualTypeOf<'red' | 'blue' | 'yellow' | 'green'>();
    expectTypeOf(diamondQueens.setup().turn).toEqualTypeOf<'a' | 'b'>();
    expectTypeOf(chess4.setup().turn).toEqualTypeOf<'light' | 'dark'>();
  });

  it('end reasons are closed unions per game', () => {
    type ReasonOf<V extends { status(p: never): unknown }> = Extract<ReturnType<V['status']>, { over: true; reason: string }>['reason'];
    expectTypeOf<ReasonOf<typeof chess>>().toEqualTypeOf<ChessEndReason>();
    expectTypeOf<ReasonOf<typeof draughts>>().toEqualTypeOf<DraughtsEndReason>();
    expectTypeOf<ReasonOf<typeof diamondQueens>>().toEqualTypeOf<DiamondEndReason>();
    expectTypeOf<ReasonOf<typeof dilkel>>().toEqualTypeOf<DilkelEndReason>();
    expectTypeOf<ReasonOf<typeof chess4>>().toEqualTypeOf<Chess4EndReason>();
    expectTypeOf<'checkmate'>().toMatchTypeOf<ChessEndReason>();
    expectTypeOf<'no-pieces'>().not.toMatchTypeOf<ChessEndReason>();
  });

  it('moves are the game’s move type, from legalMoves, movesFrom and search().move', () => {
    const p = chess.setup();
    expectTypeOf(chess.legalMoves(p)).toEqualTypeOf<readonly ChessMove[]>();
    expectTypeOf(chess.movesFrom(p, 'e2')).toEqualTypeOf<readonly ChessMove[]>();
    // Types only (move(0) is not a generated integer here): the return types of search(p).move.
    expectTypeOf<ReturnType<ReturnType<typeof chess.search>['move']>>().toEqualTypeOf<ChessMove>();
    expectTypeOf<ReturnType<ReturnType<typeof draughts.search>['move']>>().toEqualTypeOf<DraughtsMove>();
    expectTypeOf<ChessMove['player']>().toEqualTypeOf<'white' | 'black'>();
  });

  it('chess.search returns the chess search state with its extras', () => {
    expectTypeOf(chess.search(chess.setup())).toEqualTypeOf<ChessState>();
    expectTypeOf(chess.search(chess.setup()).inCheck).toBeFunction();
  });

  it('AnyVariant leaks no any: positions are Position, moves Move', () => {
    const v: AnyVariant = variants[0] as AnyVariant;
    expectTypeOf(v.setup()).toEqualTypeOf<Position>();
    expectTypeOf(v.setup()).not.toBeAny();
    expectTypeOf(v.legalMoves(v.setup())).toEqualTypeOf<readonly Move[]>();
    expectTypeOf(v.search(v.setup())).toEqualTypeOf<SearchState<Position, Move>>();
    expectTypeOf(chess).toMatchTypeOf<AnyVariant>();
    expectTypeOf(dilkel).toMatchTypeOf<AnyVariant>();
    expectTypeOf(chess4).toMatchTypeOf<AnyVariant>();
  });
});
