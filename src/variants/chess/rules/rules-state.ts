/**
 * The chess engine with a variant's rule hooks: `generate`, `make` and `unmake` of the chess
 * state, plus the hooks of a {@link ChessRules}. Standard chess uses `ChessState` itself and pays
 * for none of this.
 */
import type { RepetitionKeys } from '../../../core/repetition.js';
import type { Status } from '../../../core/variant.js';
import { describe, fail } from '../../../core/errors.js';
import { requireMoveBuffer } from '../../../core/search.js';
import { BLACK, DROP, PAWN, squareName } from '../codes.js';
import { EP_KEY, SIDE_KEY } from '../hash.js';
import { enPassantAvailable } from '../en-passant.js';
import { ChessState } from '../state.js';
import type { ChessMove, ChessPosition } from '../types.js';
import { moveObjectAt } from './variant-moves.js';
import { generateCastles960, readCastling960, setGeometry, writeCastling960 } from './chess960-castling.js';
import type { ChessRules, VariantBoard } from './hooks.js';
import type { ChessVariantId, ChessVariantPosition } from './types.js';

/** Loaded before the hooks are attached (the base constructor loads a position). */
const PLACEHOLDER: ChessPosition = {
  variant: 'chess', turn: 'white', board: /* @__PURE__ */ (() => `K${'.'.repeat(62)}k`)(), castling: '-', enPassant: null, halfmove: 0, fullmove: 1, keys: [],
};

/**
 * A mutable variant position for search (the core `SearchState`). Get one with
 * `variant.search(position)`.
 *
 * @example
 * ```ts
 * const s = chess960.search(chess960.setup({ id: 0 }));
 * const buf = new Int32Array(s.maxMoves);
 * s.generate(buf); // 18 … legal moves
 * ```
 */
export class RulesState<V extends ChessVariantId = ChessVariantId> extends ChessState implements VariantBoard<V> {
  declare readonly rules: ChessRules<V, never>;
  /** Per made move, what the `made` hook returned. */
  private memo = new Int32Array(256);
  private depth = 0;
  private checkBuffer = new Int32Array(256);
  /** Counters of the variant (three-check: checks left to give by white, black; antichess and horde: which side was bare at load). */
  readonly counters = new Int32Array(2);
  /** Crazyhouse: pieces in hand, by piece code (colour | type). */
  readonly pockets: Int32Array = new Int32Array(16);
  /** Crazyhouse: 1 on the squares of promoted pieces (they return to a pocket as pawns). */
  readonly promoted: Uint8Array = new Uint8Array(64);

  constructor(rules: ChessRules<V, never>, position: ChessVariantPosition<V>, verify = true) {
    super(PLACEHOLDER);
    (this as { rules: ChessRules<V, never> }).rules = rules;
    if (rules.maxMoves !== undefined) {
      (this as { maxMoves: number }).maxMoves = rules.maxMoves;
      this.checkBuffer = new Int32Array(rules.maxMoves);
    }
    this.castles960 = rules.castling960 === true;
    this.royal = rules.kings !== 'any';
    this.epByMovement = rules.epByMovement === true;
    this.load(position, verify);
  }

  override load(position: ChessPosition | ChessVariantPosition<V>, verify = true): this {
    super.load(position as ChessPosition, verify);
    if (this.rules === undefined) return this;
    this.depth = 0;
    this.rules.load?.(this, position as ChessVariantPosition<V>);
    return this;
  }

  /** The board-level checks of a hand-made position, as the variant's FEN reader makes them. */
  protected override verify(): void {
    if (this.rules === undefined) return super.verify();
    const sq = this.sq;
    for (let f = 0; f < 8; f++) {
      if (sq[f] === (BLACK | PAWN) || (sq[f] === PAWN && this.rules.whitePawnsOnFirstRank !== true)) fail('INVALID_POSITION', `not a sound ${this.rules.name} position: "board" has a pawn on ${squareName(f)}, on the first rank`);
      if ((sq[56 + f]! & 7) === PAWN) fail('INVALID_POSITION', `not a sound ${this.rules.name} position: "board" has a pawn on ${squareName(56 + f)}, on the last rank`);
    }
    const other = this.turn ^ 8, k = this.kingSq[other >> 3]!;
    if (this.royal && k < 64 && this.attacked(k, this.turn)) fail('INVALID_POSITION', `not a sound ${this.rules.name} position: the side not to move is in check`);
    if (this.ep >= 0 && !enPassantAvailable(this, this.ep)) fail('INVALID_POSITION', `not a sound ${this.rules.name} position: "enPassant" ${squareName(this.ep)} is set but no en passant capture onto it exists (leave it null)`);
  }

  protected override readCastling(c: string, castlingBit: Int8Array): number {
    if (this.rules?.castling960 !== true) {
      this.castleRook.set([7, 0, 63, 56]);
      return super.readCastling(c, castlingBit);
    }
    const g = readCastling960(this.sq, c);
    setGeometry(this, g);
    return g.rights;
  }

  override castlingString(): string {
    return this.castles960 ? writeCastling960(this.sq, this.castling, this.castleRook) : super.castlingString();
  }

  override generateCastles960(out: Int32Array, n: number): number {
    return generateCastles960(this, out, n);
  }

  /** The variant's result if its own rule ended the game here, else undefined. */
  variantResult(): Status | undefined {
    return this.rules.result?.(this);
  }

  override generate(out: Int32Array): number {
    if (!this.checkMoves) return this.generateUnchecked(out);
    requireMoveBuffer(out, this.maxMoves);
    // The hooks make and take back candidate moves while generating: those need no check.
    this.checkMoves = false;
    try {
      return this.generateUnchecked(out);
    } finally {
      this.checkMoves = true;
    }
  }

  private generateUnchecked(out: Int32Array): number {
    const rules = this.rules;
    if (rules.result !== undefined && rules.result(this) !== undefined) {
      this.checkers = 0;
      return 0;
    }
    let n: number;
    if (rules.generate === undefined) n = super.generate(out);
    else {
      // Not counted by a variant's own generator (status asks `inCheck`, the variant's rule).
      this.checkers = 0;
      n = rules.generate(this, out);
    }
    return rules.filter === undefined ? n : rules.filter(this, out, n);
  }

  protected override kinglessSide(whiteKings: number, blackKings: number): boolean {
    const kings = this.rules?.kings;
    if (kings === 'exploded') return whiteKings <= 1 && blackKings <= 1 && whiteKings + blackKings === 1;
    return kings === 'black-only' && whiteKings === 0 && blackKings === 1;
  }

  /** In check: only a side with a royal king can be. */
  override inCheck(): boolean {
    return this.royal && this.kingSq[this.turn >> 3]! < 64 && super.inCheck();
  }

  /** The chess moves before the variant's filter (for hooks that test them). */
  chessMoves(out: Int32Array): number {
    return super.generate(out);
  }

  override make(m: number): void {
    if (this.checkMoves) {
      // Chess's single-move test does not know the variant's rules: check against the variant's own list.
      this.checkMoves = false;
      try {
        const n = this.generate(this.checkBuffer);
        let listed = false;
        for (let i = 0; i < n && !listed; i++) listed = this.checkBuffer[i] === m;
        if (!listed) fail('ILLEGAL_MOVE', `${describe(m)} is not a legal move here (make takes a move that generate wrote)`);
        if (m >= DROP) this.makeDrop(m);
        else super.make(m);
      } finally {
        this.checkMoves = true;
      }
    } else if (m >= DROP) this.makeDrop(m);
    else super.make(m);
    if (this.depth >= this.memo.length) {
      const more = new Int32Array(this.memo.length * 2);
      more.set(this.memo);
      this.memo = more;
    }
    this.memo[this.depth++] = this.rules.made === undefined ? 0 : this.rules.made(this, m);
  }

  /**
   * Puts a piece of the side to move on an empty square (a crazyhouse drop: the rule hooks keep
   * the pockets; here, not in chess's state, so a chess app does not carry it). Nothing is captured and castling rights stay; a pawn drop resets the halfmove
   * clock, as lichess and chessops count it.
   */
  private makeDrop(m: number): void {
    const to = (m >> 6) & 63, us = this.turn, piece = us | (m & 7), zh = this.zh, zl = this.zl, key = this.key;
    // Same undo push as make, kept inline on purpose: a shared method measured 1–5% slower chess perft (bench/before-after.mjs, notes-zh.md).
    const i = this.ply++;
    if (i >= this.uMove.length) this.grow();
    this.uMove[i] = m;
    this.uCastling[i] = this.castling;
    this.uEp[i] = this.ep;
    this.uHalf[i] = this.halfmove;
    this.uHi[i] = key[0]!;
    this.uLo[i] = key[1]!;
    this.uCaptured[i] = 0;
    this.sq[to] = piece;
    let hi = key[0]! ^ zh[piece * 64 + to]! ^ zh[SIDE_KEY]!, lo = key[1]! ^ zl[piece * 64 + to]! ^ zl[SIDE_KEY]!;
    if (this.ep >= 0) { hi ^= zh[EP_KEY + (this.ep & 7)]!; lo ^= zl[EP_KEY + (this.ep & 7)]!; this.ep = -1; }
    this.halfmove = (m & 7) === PAWN ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove++;
    this.turn = us ^ 8;
    key[0] = hi;
    key[1] = lo;
  }

  override unmake(): void {
    if (this.depth === 0) return super.unmake(); // nothing to undo: the engine says so
    const memo = this.memo[--this.depth]!;
    this.rules.unmade?.(this, memo);
    super.unmake();
  }

  override attacked(x: number, by: number): boolean {
    const hook = this.rules?.attacked;
    return hook === undefined ? super.attacked(x, by) : hook(this, x, by);
  }

  /** Chess's attack test, for hooks that refine it. */
  chessAttacked(x: number, by: number): boolean {
    return super.attacked(x, by);
  }

  /** Forgets the move history (the immutable `play` continues from the position it made); the hooks' undo data with it. */
  override restart(keys: RepetitionKeys): void {
    super.restart(keys);
    this.depth = 0;
    this.stackTop = 0;
  }

  /** A stack for the hooks' own undo data (atomic's exploded pieces). */
  private stack = new Int32Array(512);
  private stackTop = 0;

  push(value: number): void {
    if (this.stackTop === this.stack.length) {
      const more = new Int32Array(this.stack.length * 2);
      more.set(this.stack);
      this.stack = more;
    }
    this.stack[this.stackTop++] = value;
  }

  pop(): number {
    return this.stack[--this.stackTop]!;
  }

  stackSize(): number {
    return this.stackTop;
  }

  /** The listed move object (the variant's notation) of the generated integer move `m`. */
  override move(m: number): ChessMove {
    const buf = new Int32Array(this.maxMoves);
    const n = this.generate(buf);
    const i = buf.subarray(0, n).indexOf(m);
    if (i < 0) fail('ILLEGAL_MOVE', `${describe(m)} is not a legal move here (move takes a move that generate wrote)`);
    return moveObjectAt(this, buf, n, new Int32Array(this.maxMoves), i);
  }

  /** XORs a variant feature into the incremental hash (undone by `unmake` with the rest). */
  toggleHash(hi: number, lo: number): void {
    this.key[0] = this.key[0]! ^ hi;
    this.key[1] = this.key[1]! ^ lo;
  }

  override position(): ChessPosition {
    const p = super.position();
    // Built field by field, not by spreading: a spread copy is a slow object to read from.
    const out = { variant: this.rules.id, turn: p.turn, board: p.board, castling: p.castling, enPassant: p.enPassant, halfmove: p.halfmove, fullmove: p.fullmove, keys: p.keys };
    const extra = this.rules.fields?.(this);
    return (extra === undefined ? out : Object.assign(out, extra)) as unknown as ChessPosition;
  }

  /** {@link RulesState.position} with its real type. */
  variantPosition(): ChessVariantPosition<V> {
    return this.position() as unknown as ChessVariantPosition<V>;
  }
}
