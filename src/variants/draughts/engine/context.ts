/** What a family variant builds once from its rules: the board graph, the compiled geometry and a scratch generator. */
import type { Board } from '../../../core/index.js';
import { compileGeometry, createFamilyBoard, type Geometry } from './geometry.js';
import { FamilyGenerator } from './generator.js';
import type { CountingState } from './perft.js';
import type { RuleTable } from './rule-table.js';
import type { DraughtsRules, FamilyMove, FamilyPosition } from './types.js';
import type { SearchState } from '../../../core/index.js';

/**
 * The word path (word-search.ts) as a part a variant is built with: whether compiled rules fit it,
 * and its search state. `defineDraughts` builds every variant with it; a built-in variant whose
 * rules cannot fit it (every one but English draughts, which has an engine of its own) is built
 * without, so that an app of that game leaves the word path out of its bundle.
 */
export interface WordPath {
  fits(table: RuleTable, geometry: Geometry): boolean;
  search(ctx: FamilyContext, position: FamilyPosition): FamilyState;
}

/** What the family's search states (word path or square-indexed) offer: perft's counting, the search contract, the draw test. */
export type FamilyState = CountingState & SearchState<FamilyPosition, FamilyMove> & { drawn(): boolean };

/** The compiled form of one rules object. */
export interface FamilyContext {
  readonly rules: DraughtsRules;
  readonly board: Board;
  readonly geometry: Geometry;
  /** Scratch generator of the immutable API (fully re-initialised by every call). */
  readonly scratch: FamilyGenerator;
  /** Scratch board for the immutable API. */
  readonly cells: Int8Array;
  /**
   * Whether the rules run on the word path (word-search.ts) instead of the
   * square-indexed generator; not with endgame move limits, whose counter
   * only the square-indexed state keeps.
   */
  readonly word: boolean;
  /** The word path, when the rules run on it. */
  readonly wordPath: WordPath | undefined;
}

/** Compiles a rules object (called on first use), with the word path if the variant is built with it and the rules fit it. */
export function compileRules(rules: DraughtsRules, wordPath?: WordPath): FamilyContext {
  const board = createFamilyBoard(rules);
  const geometry = compileGeometry(rules, board);
  const scratch = new FamilyGenerator(rules, geometry);
  const word = wordPath !== undefined && wordPath.fits(scratch.table, geometry) && (rules.draw.endgames?.length ?? 0) === 0;
  return { rules, board, geometry, scratch, cells: new Int8Array(geometry.n), word, wordPath: word ? wordPath : undefined };
}
