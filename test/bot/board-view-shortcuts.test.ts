/**
 * The board view's optional shortcuts (`SearchBoard.sum`, `SearchBoard.isCapture`), which let the
 * bot score a node and tell a capturing node without a call per board node or a trial move. Each
 * must say what the long way says: `sum` what a loop over `pieceAt` adds up, `isCapture` whether
 * the move leaves fewer pieces on the board (counted on the position snapshots, by the game's own
 * `pieces`).
 */
import { describe, expect, it } from 'vitest';
import type { AnyVariant, Position, SearchBoard, SearchState } from '../../src/core/index.js';
import { brazilian, draughts, frisian, international, russian, thai } from '../../src/variants/draughts/index.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import { capablanca, makruk, xiangqi } from '../../src/variants/fairy/index.js';

/** A table with a different number for (nearly) every code and node, some negative. */
function tableFor(size: number): Int32Array {
  const table = new Int32Array(256 * size);
  for (let i = 0; i < table.length; i++) table[i] = ((i * 2654435761) >>> 0) % 2001 - 1000;
  return table;
}

/** What `sum` must give: the scan over every node. */
function scan(board: SearchBoard, table: Int32Array): number {
  let s = 0;
  for (let node = 0; node < board.size; node++) {
    const code = board.pieceAt(node);
    if (code !== 0) s += table[(code & 255) * board.size + node] as number;
  }
  return s;
}

// The state `search` hands out (a declared or fairy game's view is on that one, not on the state it wraps).
const stateOf = (game: AnyVariant, position: Position = game.setup() as Position): SearchState => (game.search as (p: Position) => SearchState)(position);
const piecesOn = (game: AnyVariant, position: Position): number => (game as unknown as { pieces(p: Position): readonly unknown[] }).pieces(position).length;

/** Walks `plies` moves down (the i-th move of each ply from a fixed sequence), calling `look` at each node, then back up. */
function walk(state: SearchState, plies: number, look: (moves: Int32Array, count: number) => void): void {
  const buf = new Int32Array(state.maxMoves);
  let made = 0;
  for (let ply = 0; ply < plies; ply++) {
    const count = state.generate(buf);
    look(buf, count);
    if (count === 0) break;
    state.make(buf[(ply * 7 + 3) % count] as number);
    made++;
  }
  for (; made > 0; made--) state.unmake();
}

describe('the board view shortcuts', () => {
  const games = [draughts, russian, brazilian, thai, international, frisian, diamondCheckers, diamondKings, diamondQueens, dilkel, chess4, makruk, capablanca, xiangqi] as unknown as AnyVariant[];
  for (const game of games) {
    it(`${game.name}: the view's sum of a table over the board is what a look at every node adds up, at each node of a walk`, () => {
      const state = stateOf(game);
      const board = state.board as SearchBoard;
      expect(board.sum).toBeDefined();
      const table = tableFor(board.size);
      let nodes = 0;
      walk(state, game.players.length > 2 ? 16 : 40, () => {
        expect((board.sum as (t: Int32Array) => number)(table)).toBe(scan(board, table));
        nodes++;
      });
      expect(nodes).toBeGreaterThan(10);
    });
  }

  for (const game of [draughts, russian, international, frisian, thai] as unknown as AnyVariant[]) {
    it(`${game.name}: a move is a capture exactly when the board holds fewer pieces after it, for every move at each node of a walk`, () => {
      const state = stateOf(game);
      const isCapture = state.board?.isCapture as (m: number) => boolean;
      expect(isCapture).toBeDefined();
      let captures = 0;
      walk(state, 60, (moves, count) => {
        const before = piecesOn(game, state.position());
        for (let i = 0; i < count; i++) {
          const m = moves[i] as number;
          const said = isCapture(m);
          state.make(m);
          expect(said).toBe(piecesOn(game, state.position()) < before);
          state.unmake();
          if (said) captures++;
        }
      });
      expect(captures).toBeGreaterThan(0);
    });
  }

  for (const game of [draughts, russian, international, frisian] as unknown as AnyVariant[]) {
    it(`${game.name}: plies since the last capture or man move, as the view counts them, are the position's quiet plies at each node of a walk`, () => {
      const state = stateOf(game);
      const since = state.board?.sinceIrreversible as () => number;
      expect(since).toBeDefined();
      let seen = 0;
      walk(state, 80, () => {
        const quiet = (state.position() as Position & { quietPlies: number }).quietPlies;
        expect(since()).toBe(quiet);
        seen = Math.max(seen, quiet);
      });
    });
  }

  it('English draughts: with only kings left, each king move is one more ply since the last capture or man move', () => {
    // White kings on 1 and 10, a black king on 32; black to move. Black's king steps 32-28, white's 1-6, black's 28-32:
    // three plies that capture nothing and move no man.
    const state = stateOf(draughts as unknown as AnyVariant, draughts.parse('B:WK1,K10:BK32') as unknown as Position);
    const since = state.board?.sinceIrreversible as () => number;
    const buf = new Int32Array(state.maxMoves);
    const play = (text: string): void => {
      const n = state.generate(buf);
      for (let i = 0; i < n; i++) if ((state.move(buf[i] as number) as { notation: string }).notation === text) return state.make(buf[i] as number);
      throw new Error(`${text} not listed`);
    };
    expect(since()).toBe(0);
    play('32-28');
    play('1-6');
    play('28-32');
    expect(since()).toBe(3);
  });

  it('English draughts: with a black man on 14 and a white man on 18, black must jump 14x23, a capture; from the start no move captures', () => {
    const jump = stateOf(draughts as unknown as AnyVariant, draughts.parse('B:W18:B14') as unknown as Position);
    const buf = new Int32Array(jump.maxMoves);
    expect(jump.generate(buf)).toBe(1);
    expect(jump.board?.isCapture?.(buf[0] as number)).toBe(true);
    const start = stateOf(draughts as unknown as AnyVariant);
    const n = start.generate(buf);
    expect(n).toBe(7);
    for (let i = 0; i < n; i++) expect(start.board?.isCapture?.(buf[i] as number)).toBe(false);
  });
});
