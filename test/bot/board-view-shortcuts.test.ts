/**
 * The board view's optional shortcuts (`SearchBoard.sum`, `SearchBoard.isCapture`), which let the
 * bot score a node and tell a capturing node without a call per board node or a trial move. Each
 * must say what the long way says: `sum` what a loop over `pieceAt` adds up, `isCapture` whether
 * the move leaves fewer pieces on the board (counted on the position snapshots, by the game's own
 * `pieces`).
 */
import { describe, expect, it } from 'vitest';
import { BoardwrightError, type AnyVariant, type Position, type SearchBoard, type SearchState } from '../../src/core/index.js';
import { uncheckedSearch } from '../../src/core/search.js';
import { brazilian, canadian, draughts, frisian, international, russian, thai } from '../../src/variants/draughts/index.js';
import { diamondCheckers, diamondKings, diamondQueens } from '../../src/variants/diamond/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { chess4 } from '../../src/variants/chess4/index.js';
import { capablanca, makruk, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { genericAdapter } from '../../src/bot/generic-adapter.js';

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
  const games = [draughts, russian, brazilian, thai, international, canadian, frisian, diamondCheckers, diamondKings, diamondQueens, dilkel, chess4, makruk, capablanca, xiangqi] as unknown as AnyVariant[];
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

  for (const game of [makruk, capablanca, xiangqi, shogi] as unknown as AnyVariant[]) {
    it(`${game.name}: the view's count of each piece code is what a look at every node counts, at each node of a walk`, () => {
      const state = stateOf(game);
      const board = state.board as SearchBoard;
      const pieceCount = board.pieceCount as (code: number) => number;
      expect(pieceCount).toBeDefined();
      walk(state, 40, () => {
        const seen = new Map<number, number>();
        for (let node = 0; node < board.size; node++) {
          const code = board.pieceAt(node);
          if (code !== 0) seen.set(code, (seen.get(code) ?? 0) + 1);
        }
        for (let code = -128; code < 128; code++) if (code !== 0) expect(pieceCount(code)).toBe(seen.get(code) ?? 0);
      });
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

  for (const game of [draughts, russian, brazilian, international, frisian, thai] as unknown as AnyVariant[]) {
    it(`${game.name}: the quiet count is the number of moves generate lists when none captures, and -1 when they capture, at each node of a walk`, () => {
      const state = stateOf(game);
      const quietCount = state.board?.quietCount as () => number;
      const isCapture = state.board?.isCapture as (m: number) => boolean;
      expect(quietCount).toBeDefined();
      let quiet = 0, capturing = 0;
      walk(state, 80, () => {
        // Asked before the node's own generate (as the bot asks), then checked against a fresh one.
        const said = quietCount();
        const buf = new Int32Array(state.maxMoves);
        const n = state.generate(buf);
        if (n > 0 && isCapture(buf[0] as number)) {
          expect(said).toBe(-1);
          capturing++;
        } else {
          expect(said).toBe(n);
          quiet++;
        }
      });
      expect(quiet).toBeGreaterThan(0);
      expect(capturing).toBeGreaterThan(0);
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

  /** Shogi after 1. c3c4 g7g6 2. b2h8+ (the first player's bishop takes the other's and promotes): the bishop goes to the first player's hand. */
  const bishopTaken = (): Position => {
    let p = shogi.setup() as unknown as Position;
    for (const uci of ['c3c4', 'g7g6', 'b2h8+']) {
      const move = shogi.legalMoves(p as never).find((m) => m.uci === uci);
      if (move === undefined) throw new Error(`${uci} not listed`);
      p = shogi.play(p as never, move) as unknown as Position;
    }
    return p;
  };

  it('Shogi: the view counts the pieces in hand — after a bishop is taken, the taker holds one bishop and nothing else, the other side nothing', () => {
    const board = stateOf(shogi as unknown as AnyVariant, bishopTaken()).board as SearchBoard;
    const inHand = board.inHand as (code: number) => number;
    expect(inHand).toBeDefined();
    const held: string[] = [];
    for (let code = -128; code < 128; code++) {
      const piece = board.piece(code);
      if (piece === undefined) continue;
      for (let k = inHand(code); k > 0; k--) held.push(`${piece.player} ${piece.kind}`);
    }
    expect(held).toEqual([`${shogi.players[0]} B`]);
  });

  it("Shogi: the bot counts a piece in hand at its board worth plus Fairy-Stockfish's in-hand bonus (bishop 825, 126 to the pawn; a rider in hand +35 on halved values)", () => {
    // Worked by hand from Fairy-Stockfish: src/types.h BishopValueMg 825 over PawnValueMg 126 is 6.55
    // pawns; src/psqt.cpp gives a piece in hand 35 more (a rider; 70 any other piece) on values it halves
    // in drop games, so 2 * 35 / 126 = 0.56 pawns on whole values: 711 centi-pawns for the bishop in the
    // first player's hand. The same board without the hand scores that much less for the first player,
    // and the side to move is the other player, whoever the bot plays.
    const position = bishopTaken();
    const text = shogi.format(position as never);
    const emptyHand = shogi.parse(text.replace('[B]', '[]')) as unknown as Position;
    for (const player of shogi.players) {
      const score = (p: Position): number => {
        const adapter = genericAdapter(shogi as unknown as AnyVariant, stateOf(shogi as unknown as AnyVariant, p), player);
        adapter.enter(0);
        return adapter.evaluate(0, 0);
      };
      expect(score(position) - score(emptyHand)).toBe(-711);
    }
  });

  for (const game of [shogi, xiangqi] as unknown as AnyVariant[]) {
    it(`${game.name} (a text wrapper over the fairy engine): its search state refuses a move it did not list, and wraps a fast state the bot walks without that check`, () => {
      const state = stateOf(game);
      expect(() => state.make(-5)).toThrow(BoardwrightError);
      const fast = uncheckedSearch(state);
      expect(fast).not.toBe(state);
      expect(fast.board).toBe(state.board);
      const buf = new Int32Array(fast.maxMoves);
      const n = fast.generate(buf);
      fast.make(buf[n - 1] as number);
      fast.unmake();
      expect(fast.hash()).toBe(state.hash());
    });
  }

  it("Chess4: the view's status is the status of the position snapshot at every node of seeded random games, to their end", () => {
    const game = chess4 as unknown as AnyVariant;
    const state = stateOf(game);
    const status = state.board?.status as () => unknown;
    expect(status).toBeDefined();
    const buf = new Int32Array(state.maxMoves);
    let seed = 7, ended = 0;
    const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    for (let g = 0; g < 12; g++) {
      let made = 0;
      for (let ply = 0; ply < 80; ply++) {
        expect(status()).toEqual(game.status(state.position()));
        const n = state.generate(buf);
        if (n === 0) { ended++; break; }
        state.make(buf[next(n)] as number);
        made++;
      }
      for (; made > 0; made--) state.unmake();
    }
    expect(ended).toBeGreaterThan(0);
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
