/**
 * The oracle for the fairy variants: `ffish` 0.7.10 (npm), the WebAssembly build of
 * Fairy-Stockfish. It is GPL and a devDependency for tests only: this module only calls
 * its public API (Board, legalMoves, push, result) and copies none of its code.
 *
 * Facts about ffish that shape this module:
 * - `require('ffish')` returns an Emscripten module object that becomes usable once its
 *   `onRuntimeInitialized` callback has run (WASM compiles asynchronously).
 * - On Node 20 it must be loaded with `globalThis.fetch` removed: with fetch present it
 *   tries to fetch `ffish.wasm` as a URL and fails. fetch is put back once it has loaded.
 * - Every `Board` lives in WASM memory and must be `.delete()`d.
 * - Custom pieces' move tables are global: the board set up last decides how the custom pieces of
 *   every live board move. Keep one board alive at a time ({@link ask} does).
 * - `legalMoves()` is one string of UCI moves separated by spaces, in Fairy-Stockfish's
 *   UCI: ranks written as numbers (`a10`), castling as king-to-target-square in normal
 *   games and king-takes-rook in Chess960 games, janggi's pass as the king moving to its
 *   own square (`e2e2`).
 * - `result()` is `*` while the game goes on, else `1-0`, `0-1` or `1/2-1/2`.
 */
import { createRequire } from 'node:module';
import { seeded } from './seeded.js';

/** The part of ffish's API this harness uses (types written from its `ffish.d.ts`). */
export interface FfishBoard {
  delete(): void;
  legalMoves(): string;
  push(uci: string): boolean;
  pop(): void;
  result(claimDraw?: boolean): string;
  isGameOver(claimDraw?: boolean): boolean;
  fen(): string;
  /** SAN of a legal move, as Fairy-Stockfish writes it. */
  sanMove(uci: string): string;
  /** Fairy-Stockfish's apiutil.h `checked()`: is a royal piece (king or pseudo-royal) of the side to move in check? */
  isCheck(): boolean;
  /** The squares of those pieces, separated by spaces. */
  checkedPieces(): string;
}
export interface FfishModule {
  Board: new (variant?: string, fen?: string, is960?: boolean) => FfishBoard;
  info(): string;
  startingFen(variant: string): string;
  loadVariantConfig(ini: string): void;
  onRuntimeInitialized?: () => void;
}

// The loading promise lives on globalThis, not in this module: test files share a worker's module
// registry (vitest.config.ts, isolate: false), and a file that calls vi.resetModules() makes this module
// run again — while Node's require cache keeps the ffish already initialised, whose
// onRuntimeInitialized would never fire a second time (the next file's loadFfish would wait forever).
const LOADING = Symbol.for('boardwright.test.ffish');
const shared = globalThis as { [LOADING]?: Promise<FfishModule> };

/** Loads ffish once per test worker (about 0.2 s). */
export function loadFfish(): Promise<FfishModule> {
  shared[LOADING] ??= new Promise<FfishModule>((resolve, reject) => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    delete (globalThis as { fetch?: unknown }).fetch;
    const restore = (): void => {
      if (saved) Object.defineProperty(globalThis, 'fetch', saved);
    };
    try {
      const require = createRequire(import.meta.url);
      const mod = require('ffish') as FfishModule;
      mod.onRuntimeInitialized = () => {
        restore();
        resolve(mod);
      };
    } catch (error) {
      restore();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return shared[LOADING];
}

/** A position for the oracle: a variant (Fairy-Stockfish's name), a FEN and moves played from it. */
export interface OracleQuery {
  readonly variant: string;
  readonly fen?: string | undefined;
  readonly moves?: readonly string[];
  readonly chess960?: boolean;
}

/** What ffish says about one position. */
export interface OracleAnswer {
  /** Legal moves in Fairy-Stockfish's UCI, sorted. */
  readonly moves: readonly string[];
  /** `*` while the game goes on, else `1-0`, `0-1`, `1/2-1/2`. */
  readonly result: string;
  readonly fen: string;
}

/** Runs `use` on a board set up for `query`, then frees the board. */
export function withBoard<T>(ff: FfishModule, query: OracleQuery, use: (board: FfishBoard) => T): T {
  const board = query.fen === undefined
    ? new ff.Board(query.variant)
    : new ff.Board(query.variant, query.fen, query.chess960 ?? false);
  try {
    for (const move of query.moves ?? []) {
      if (!board.push(move)) throw new Error(`ffish refused ${move} in ${query.variant} at ${board.fen()}`);
    }
    return use(board);
  } finally {
    board.delete();
  }
}

/** The oracle's legal moves and result for one position. */
export function ask(ff: FfishModule, query: OracleQuery): OracleAnswer {
  return withBoard(ff, query, (board) => ({
    moves: splitMoves(board.legalMoves()),
    result: board.result(),
    fen: board.fen(),
  }));
}

/** ffish's move list string as a sorted array. */
export function splitMoves(list: string): string[] {
  return list.split(' ').filter((m) => m !== '').sort();
}

/** Fairy-Stockfish's perft by counting ffish's legal moves (slow: for spot checks only). */
export function oraclePerft(ff: FfishModule, query: OracleQuery, depth: number): number {
  return withBoard(ff, query, (board) => {
    const walk = (d: number): number => {
      const moves = splitMoves(board.legalMoves());
      if (d === 1) return moves.length;
      let n = 0;
      for (const m of moves) {
        board.push(m);
        n += walk(d - 1);
        board.pop();
      }
      return n;
    };
    return depth === 0 ? 1 : walk(depth);
  });
}

/** ffish's perft from the start (or `fen`), counted through its legal move lists. */
export function ffishPerft(ff: FfishModule, variant: string, fen: string | undefined, depth: number): number {
  const board = fen === undefined ? new ff.Board(variant) : new ff.Board(variant, fen);
  const count = (d: number): number => {
    const moves = splitMoves(board.legalMoves());
    if (d === 1) return moves.length;
    let total = 0;
    for (const m of moves) { board.push(m); total += count(d - 1); board.pop(); }
    return total;
  };
  try { return count(depth); } finally { board.delete(); }
}

/** FENs ffish reaches by `plies` seeded random moves from its own legal lists in `section`, one per game. */
export function ffishMidGames(ff: FfishModule, section: string, games: number, plies: number, seed: number): string[] {
  const random = seeded(seed), out: string[] = [];
  for (let g = 0; g < games; g++) {
    const board = new ff.Board(section);
    try {
      for (let p = 0; p < plies; p++) {
        const moves = splitMoves(board.legalMoves());
        if (moves.length === 0) break;
        board.push(moves[Math.floor(random() * moves.length)] as string);
      }
      out.push(board.fen());
    } finally {
      board.delete();
    }
  }
  return out;
}
