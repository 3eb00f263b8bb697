/**
 * boardwright: a rules engine for board games. The root entry is for people who
 * play and build games: the {@link variants} list, the error family, the
 * variant contract's types, {@link GameRecord}, boards (`createBoard`, `rect`,
 * `diamond`, `lattice`), per-move perft ({@link divide}) and the two ways to
 * write a game: {@link defineVariant} (code) and {@link defineGame} (data).
 * Each game also has its own subpath (`boardwright/chess`, …) so bundles carry
 * only what they use. Building blocks for variant authors (movement atoms,
 * hashing, move tables, error helpers) are in `boardwright/kit`; the
 * conformance suite for your own variant is in `boardwright/testing`.
 *
 * Every name exported here is a semver promise; `test/package/exports.test.ts`
 * lists them, so a new one is added on purpose.
 *
 * @example
 * ```ts
 * import { variants, isBoardwrightError } from 'boardwright';
 * const chess = variants.find((v) => v.id === 'chess')!;
 * const result = chess.tryPlay(chess.setup(), 'e5');
 * if (!result.ok && isBoardwrightError(result.error)) result.error.code // 'ILLEGAL_MOVE'
 * ```
 * @module boardwright
 */

// Errors: match on `code`, never on `instanceof`.
export { BoardwrightError, isBoardwrightError, type ErrorCode, type Result } from './core/errors.js';

// The variant contract.
export type { AnyVariant, CheckingMove, Elimination, EndReason, Move, MoveFields, Piece, PlacedPiece, Position, SquareMove, Status, Variant } from './core/variant.js';
export { DROP_FROM } from './core/variant.js';

// What a board UI asks: nodes in drawing order, choices grouped by destination.
export { boardNodes, type BoardNode } from './core/board-nodes.js';
export { byDestination } from './core/moves-from.js';
export type { SearchBoard, SearchState } from './core/search.js';
export { divide } from './core/search.js';
export type { PlayOptions } from './core/strict.js';
export type { SvgCells, SvgColors, SvgFaces, SvgFigure, SvgFigureDrawer, SvgGlyph, SvgHand, SvgHighlights, SvgLook, SvgMark, SvgOptions, SvgPiece, SvgPieceStyle, SvgTraditionalPiece } from './core/svg/index.js';
export type { GameLook, ShogiFaces, ShogiLook } from './core/look.js';

// Game records (history, undo, replay, tags, comments, JSON, game text).
export { GameRecord, type RecordEntry } from './core/record.js';
export { RECORD_JSON_VERSION, type RecordComment, type RecordJson } from './core/record-json.js';
export { readGameText, writeGameText } from './core/game-text.js';

// Boards as graphs.
export { createBoard, type Board, type EdgeSpec, type NodeSpec, type Point } from './core/graph.js';
export { diamond, lattice, rect, type RectOptions } from './core/shapes.js';
export { COMPASS, DIAGONAL, ORTHOGONAL, type Compass, type Relative } from './core/directions.js';

// Writing a game: in code, or as data.
export { defineVariant, type VariantSpec } from './core/define.js';
export type { Atom, CaptureMode, DirectionName } from './core/atoms.js';
export { KNIGHT_OFFSETS } from './core/pieces.js';
export {
  defineGame,
  type DeclarativeMove,
  type DeclarativeOptions,
  type DeclarativePosition,
  type DeclarativeVariant,
  type GameDefinition,
  type Outcome,
  type PieceDefinition,
} from './core/declarative/index.js';

export { variants } from './variants/index.js';
