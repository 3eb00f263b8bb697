/** What a family variant builds once from its rules: the board graph, the compiled geometry and a scratch generator. */
import type { Board } from '../../../core/index.js';
import { compileGeometry, createFamilyBoard, type Geometry } from './geometry.js';
import { FamilyGenerator } from './generator.js';
import type { DraughtsRules } from './types.js';
import { fitsWord } from './word-search.js';

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
}

/** Compiles a rules object (called on first use). */
export function compileRules(rules: DraughtsRules): FamilyContext {
  const board = createFamilyBoard(rules);
  const geometry = compileGeometry(rules, board);
  const scratch = new FamilyGenerator(rules, geometry);
  return { rules, board, geometry, scratch, cells: new Int8Array(geometry.n), word: fitsWord(scratch.table, geometry) && (rules.draw.endgames?.length ?? 0) === 0 };
}
