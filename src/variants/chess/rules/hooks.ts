/**
 * The rule hooks a chess variant plugs into the chess engine. The engine (`state.ts`) keeps the
 * move generator, make/unmake and hashing; a variant only says what differs from chess.
 */
import type { SvgHand } from '../../../core/svg/types.js';
import type { Status } from '../../../core/variant.js';
import type { ChessBoard } from '../board-state.js';
import type { ChessVariantId, ChessVariantPosition } from './types.js';

/**
 * The engine state as a variant's hooks see it: the chess board and rights, plus the variant's own
 * counters, pockets and undo stack. `RulesState` implements it; declared here, with the hooks that
 * take it, so the hooks and the state do not import each other.
 */
export interface VariantBoard<V extends ChessVariantId = ChessVariantId> extends ChessBoard {
  readonly rules: ChessRules<V, never>;
  /** The variant's two counters (three-check's checks given, by colour index). */
  readonly counters: Int32Array;
  /** Pieces in hand, by piece code (crazyhouse). */
  readonly pockets: Int32Array;
  /** Per square: 1 where the piece is a promoted pawn (crazyhouse). */
  readonly promoted: Uint8Array;
  /** Chess's own legal moves (before the variant's `generate` and `filter`). */
  chessMoves(out: Int32Array): number;
  /** Chess's own attack test (before the variant's `attacked`). */
  chessAttacked(x: number, by: number): boolean;
  /** Whether a move to `x` would answer the current check. */
  evades(x: number): boolean;
  /** Chess960 castling moves appended to `out[0..n)`. */
  generateCastles960(out: Int32Array, n: number): number;
  /** The piece code the last move captured (0 for none). */
  lastCaptured(): number;
  /** The last move made. */
  lastMove(): number;
  /** The variant's own result in the current position, if its end has come. */
  variantResult(): Status | undefined;
  /** XORs a variant feature into the incremental hash (undone by `unmake` with the rest). */
  toggleHash(hi: number, lo: number): void;
  /** A stack for the hooks' own undo data (atomic's exploded pieces). */
  push(value: number): void;
  pop(): number;
  stackSize(): number;
}

/** What a chess variant changes about chess. Every hook is optional except the names. */
export interface ChessRules<V extends ChessVariantId = ChessVariantId, O = Record<string, never>> {
  readonly id: V;
  readonly name: string;
  /** Names of the options `setup` and `parse` take (none by default). */
  readonly optionNames?: readonly string[];
  /** The start position (options as given to `setup`). */
  start(options?: O): ChessVariantPosition<V>;
  /** Kings: one each and royal (chess, the default), any number and ordinary pieces (antichess), or Black's alone (horde). */
  readonly kings?: 'one-each' | 'any' | 'black-only' | 'exploded';
  /** En passant squares are recorded whenever a pawn could capture; the variant's `generate` tests legality (atomic). */
  readonly epByMovement?: boolean;
  /** Whether square `x` is attacked by colour `by`, when the variant defines attack differently (atomic: not next to the attacker's king). `state.chessAttacked` is chess's. */
  attacked?(state: VariantBoard<V>, x: number, by: number): boolean;
  /** The squares a move removes pieces from (default: the captured piece's square). */
  captures?(state: VariantBoard<V>, m: number): string[];
  /** White pawns may stand on (and double-step from) the first rank (horde). */
  readonly whitePawnsOnFirstRank?: boolean;
  /** Generates the moves instead of chess's generator (before `filter`); `state.chessMoves` is chess's. */
  generate?(state: VariantBoard<V>, out: Int32Array): number;
  /** Castling by the Chess960 rule (any king and rook files, X-FEN/Shredder-FEN, king-takes-rook UCI). */
  readonly castling960?: boolean;
  /** Draw by insufficient material: chess's test for Chess960, the variant's own, or none (variants with other goals). */
  insufficientMaterial?(board: string): boolean;
  /** Takes the variant's own FEN fields out of `fields` (in place) and returns them as position fields. */
  fenFields?(fields: string[]): Partial<ChessVariantPosition<V>>;
  /** Legal moves a position can have at most, when more than chess's 256 (crazyhouse drops). */
  readonly maxMoves?: number;
  /** The FEN placement field as the variant writes it (crazyhouse: promoted marks and pockets), given chess's. */
  formatPlacement?(position: ChessVariantPosition<V>, placement: string): string;
  /** A static score of `position` for `player` for the reference bot (default: the pieces on the board). */
  evaluate?(position: ChessVariantPosition<V>, player: string): number;
  /** Text the board rendering shows under the board (crazyhouse: the pockets). */
  caption?(position: ChessVariantPosition<V>): string;
  /** Pieces in hand that `renderSvg` draws beside the board (crazyhouse: the pockets). */
  hands?(position: ChessVariantPosition<V>): readonly SvgHand[];
  /** The variant's own FEN fields, written after the en passant field. */
  formatFields?(position: ChessVariantPosition<V>): string;
  /** Rejects positions the variant does not allow (after FEN parsing), throwing `INVALID_FEN`. */
  validate?(position: ChessVariantPosition<V>, state: VariantBoard<V>): void;
  /** Checks the variant's own position fields on objects (`INVALID_POSITION`). */
  checkShape?(position: Record<string, unknown>): void;
  /** Loads the variant's own fields into the state (after the chess fields). */
  load?(state: VariantBoard<V>, position: ChessVariantPosition<V>): void;
  /** The variant's own fields of the state's current position. */
  fields?(state: VariantBoard<V>): Partial<ChessVariantPosition<V>>;
  /** After `make(m)`: updates the variant's counters; the returned number is given back to `unmade`. */
  made?(state: VariantBoard<V>, m: number): number;
  /** Before the chess engine takes a move back, with what `made` returned for it (undo the variant's own changes). */
  unmade?(state: VariantBoard<V>, memo: number): void;
  /** The game ended by the variant's own rule in the current position: its result (no legal moves then). */
  result?(state: VariantBoard<V>): Status | undefined;
  /** The 50- and 75-move rules apply (default); `false` for a variant without them (crazyhouse). */
  readonly moveCountRules?: boolean;
  /** Removes moves the variant forbids from the chess moves `out[0..n)`; returns the new count. */
  filter?(state: VariantBoard<V>, out: Int32Array, n: number): number;
  /** The result when the side to move has no legal move and the variant's end has not come (default: chess). */
  noMoves?(state: VariantBoard<V>): Status;
}
