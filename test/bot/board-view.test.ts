/**
 * The search layer's board view (`SearchState.board`): what a game's search state says stands on
 * each node, and whose move it is, read without a position snapshot. It must agree with the
 * game's own `pieceAt` and `turn` on the snapshot at every node of a walk, after makes and unmakes.
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position, SearchState } from '../../src/core/index.js';
import { uncheckedSearch } from '../../src/core/search.js';
import { brazilian, draughts, frisian, international, russian, thai } from '../../src/variants/draughts/index.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import { capablanca, makruk, shogi } from '../../src/variants/fairy/index.js';

/** Every node of the view against the snapshot's `pieceAt`, and the mover against `turn`. */
function expectAgrees(variant: AnyVariant, state: SearchState): void {
  const board = state.board;
  if (board === undefined) throw new Error(`${variant.name} gives no board view`);
  const position = state.position() as Position;
  expect(board.size).toBe(variant.board.size);
  expect(board.mover()).toBe(position.turn);
  const seen = [], wanted = [];
  for (let node = 0; node < board.size; node++) {
    seen.push(board.piece(board.pieceAt(node)) ?? null);
    wanted.push((variant.pieceAt as (p: Position, n: string) => unknown)(position, variant.board.names[node] as string) ?? null);
  }
  expect(seen).toEqual(wanted);
}

/** Walks `plies` moves down (the i-th move of each ply, i from a fixed sequence), checking each node, then back up. */
function walk(variant: AnyVariant, state: SearchState, plies: number): void {
  const buf = new Int32Array(state.maxMoves);
  let made = 0;
  for (let ply = 0; ply < plies; ply++) {
    expectAgrees(variant, state);
    const n = state.generate(buf);
    if (n === 0) break;
    state.make(buf[(ply * 7 + 3) % n] as number);
    made++;
  }
  for (; made > 0; made--) {
    state.unmake();
    expectAgrees(variant, state);
  }
}

describe('the search layer board view', () => {
  const fairyGames = [makruk, capablanca] as unknown as AnyVariant[];
  const games: AnyVariant[] = [draughts, russian, brazilian, thai, international, frisian, diamondCheckers, diamondKings, diamondQueens, dilkel, chess4, makruk, capablanca] as unknown as AnyVariant[];
  for (const game of games) {
    it(`${game.name}: the view names the piece the position has on every node, and the player to move, at each node of a walk`, () => {
      // Dilkel's 160 nodes and the fairy games' slow snapshots: a shorter walk keeps the file quick.
      walk(game, (game.search as (p: Position) => SearchState)(game.setup() as Position), game.players.length > 2 || fairyGames.includes(game) ? 16 : 40);
    });
  }
  it('a fairy game with pieces in hand gives a board view that also counts the hands (a score from the board alone would miss them)', () => {
    const board = shogi.search(shogi.setup()).board;
    expect(board?.inHand).toBeDefined();
    walk(shogi as unknown as AnyVariant, shogi.search(shogi.setup()) as unknown as SearchState, 16);
  });
  it('the checked state hands out the board view of the state it wraps, and uncheckedSearch finds that state', () => {
    const checked = draughts.search(draughts.setup());
    const fast = uncheckedSearch(checked);
    expect(fast).not.toBe(checked);
    expect(checked.board).toBe(fast.board);
    expect(uncheckedSearch(fast)).toBe(fast);
  });
});
