/**
 * The shape of a compiled {@link GameDefinition} (compile.ts builds it): what the definition's
 * readers (board text, promotion, the fairy tables, the machine) take, apart from the code that
 * builds it, so that they need not import the compiler that calls them.
 */
import type { Board } from '../graph.js';
import type { ZobristTable } from '../zobrist.js';
import type { Compiled as FairyCompiled } from './fairy/compile.js';
import type { FairyKeys } from './fairy/state.js';
import type { GameDefinition } from './types.js';

/**
 * Everything a definition compiles to, built once on first use. Piece codes are the fairy engine's
 * (`2 + 2 * kind + side`; 0 empty), so the checks of position text and objects read the engine's cells.
 */
export interface Compiled {
  readonly def: GameDefinition;
  readonly board: Board;
  readonly n: number;
  /** Letters by kind index. */
  readonly letters: readonly string[];
  /** Number of kinds. */
  readonly kinds: number;
  readonly codeOf: Map<string, number>;
  readonly letterOf: readonly string[];
  readonly ownerOf: Int8Array;
  readonly kindOf: Int8Array;
  readonly royalCode: Uint8Array;
  /** promoteCode[code]: the code the piece becomes on its far row, or 0. */
  readonly promoteCode: Int16Array;
  /** farRow[side * n + node]: 1 on the side's promotion row. */
  readonly farRow: Uint8Array;
  readonly hasRoyal: boolean;
  readonly firstSide: number;
  readonly sideLetters: readonly [string, string];
  readonly start: Int8Array;
  readonly maxMoves: number;
  readonly outcomeMask: Uint8Array;
  /** probes[code]: every way the piece can move from each node, as triples (op, a, b); see compileProbes. */
  readonly probes: readonly Int32Array[];
  readonly probeStart: readonly Int32Array[];
  /** Landing on an ally swaps. */
  readonly swaps: boolean;
  readonly zobrist: ZobristTable;
  readonly turnKey: number;
  readonly swapKey: number;
  /** The fairy engine's tables and rules for the draw rules in force (one per option pair, made on first use). */
  fairy(draws: DrawRules): FairyGame;
  /** The same with every outcome the atoms allow and no swap memory (to explain an illegal move). */
  relaxed(): FairyGame;
}

/** The fairy engine's view of a declared game, with its hash keys. */
export interface FairyGame {
  readonly c: FairyCompiled;
  readonly keys: FairyKeys;
}

/** The draw rules in force (the game's options). */
export interface DrawRules {
  readonly drawAfterPlies: number;
  readonly threefold: boolean;
}
