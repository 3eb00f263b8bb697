/**
 * The large-board generator: the search state of a declared game on a board of more than
 * FAIRY_MAX_SQUARES squares, which the fairy engine's moves (seven bits a square) cannot name.
 * Every other declared game runs on the fairy engine (fairy-machine.ts). Piece codes by node,
 * make/unmake with an undo stack, incremental Zobrist hash and repetition history.
 */
import { fail } from '../errors.js';
import type { RepetitionKeys } from '../repetition.js';
import { countInLine, lineOf, type KeyLine } from '../key-line.js';
import { declaredPosition, keysAfter } from './position-of.js';
import { generatedIndex, perft } from '../search.js';
import type { Status } from '../variant.js';
import type { DeclaredState } from './declared-state.js';
import { statusOf } from './status.js';
import { moveObject } from './move-text.js';
import { combineHash } from '../zobrist.js';
import type { Compiled } from './compile.js';
import { drawReason } from './draws.js';
import { encodeMove, moveFrom, moveTo, pseudoMoves } from './generate.js';
import { hashSwapMemory, rememberSwap } from './no-swap-back.js';
import { landingOutcome, CAPTURE, SWAP } from './outcomes.js';
import { promote } from './promotion.js';
import { countRoyals, royalLost } from './royal.js';
import { swapInto } from './swap.js';
import type { DeclarativeMove, DeclarativePosition } from './types.js';

/** The search state; fields are internal to this folder (the rule files read and update them). */
export class Machine implements DeclaredState {
  readonly maxMoves: number;
  readonly cells: Int8Array;
  side: number;
  /** Per side: the pair key it swapped on its previous turn, or -1. */
  readonly lastSwap = new Int32Array([-1, -1]);
  /** Per side: how many royal pieces it has. */
  readonly royals = new Int32Array(2);
  plies: number;
  moveNumber: number;
  /** The incremental Zobrist hash as two 32-bit halves (see core zobrist.ts). */
  hi = 0;
  lo = 0;
  /** Hashes of earlier positions; only those from `base` on can repeat. */
  readonly hist: number[];
  base = 0;
  /**
   * The keys of the position this state was loaded from, shared along its line of play
   * (core key-line.ts) and never copied; `hist` holds the keys of the moves made since. They count
   * while no irreversible move has been made (`base` 0).
   */
  readonly prefix: KeyLine | undefined;
  private readonly undo: number[] = [];
  /** Per target node, the stamp of the last piece that reached it (dedupes moves); float so it never wraps. */
  readonly seen: Float64Array;
  stamp = 0;

  constructor(
    readonly g: Compiled,
    cells: Int8Array,
    side: number,
    lastSwap: readonly [number, number],
    plies: number,
    moveNumber: number,
    keys: RepetitionKeys | KeyLine,
    readonly drawAfterPlies: number,
    readonly threefold: boolean,
  ) {
    this.maxMoves = g.maxMoves;
    this.cells = cells;
    this.side = side;
    this.lastSwap[0] = lastSwap[0];
    this.lastSwap[1] = lastSwap[1];
    this.plies = plies;
    this.moveNumber = moveNumber;
    if (Array.isArray(keys)) {
      this.hist = [...(keys as RepetitionKeys)];
      this.prefix = undefined;
    } else {
      const shared = keys as KeyLine;
      this.hist = [];
      // A position others have played on from: its keys are copied once, so counting stays O(1).
      this.prefix = shared.length === shared.line.keys.length ? shared : lineOf(shared.line.keys.slice(0, shared.length));
    }
    this.seen = new Float64Array(g.n);
    for (let node = 0; node < g.n; node++) if (cells[node] !== 0) this.flip(cells[node]!, node);
    countRoyals(this);
    if (side === 1) this.toggle(g.turnKey);
    for (let s = 0; s < 2; s++) hashSwapMemory(this, s);
  }

  /**
   * XORs Zobrist feature `i` in or out. Kept on the state rather than in a core
   * `ZobristHash` object: one indirection less on the hottest path of make.
   */
  toggle(i: number): void {
    this.hi ^= this.g.zobrist.hi[i]!;
    this.lo ^= this.g.zobrist.lo[i]!;
  }

  /** Hashes piece `code` on `node` in or out. */
  flip(code: number, node: number): void {
    this.toggle((code - 1) * this.g.n + node);
  }

  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  generate(out: Int32Array): number {
    if (royalLost(this) >= 0 || drawReason(this) !== null) return 0;
    return pseudoMoves(this, out, false);
  }

  make(move: number): void {
    const g = this.g;
    const { cells, side } = this;
    const from = moveFrom(move);
    const to = moveTo(move);
    const moved = cells[from]!;
    const target = cells[to]!;
    this.undo.push(move, moved, target, this.lastSwap[side]!, this.plies, this.moveNumber, this.base, this.royals[0]!, this.royals[1]!, this.hi, this.lo);
    this.hist.push(this.hash());
    const n = g.n;
    const outcome = landingOutcome(g.ownerOf, side, target);
    this.toggle((moved - 1) * n + from);
    if (target !== 0) this.toggle((target - 1) * n + to);
    cells[to] = moved;
    this.toggle((moved - 1) * n + to);
    if (outcome === SWAP) swapInto(this, from, target);
    else cells[from] = 0;
    let irreversible = outcome === CAPTURE;
    if (irreversible && g.royalCode[target]) this.royals[1 - side]!--;
    // Promotion: only the two nodes the move changed can hold a newly arrived piece of the mover.
    irreversible = promote(this, to) || irreversible;
    if (outcome === SWAP) irreversible = promote(this, from) || irreversible;
    rememberSwap(this, side, outcome === SWAP, from, to);
    this.plies = outcome === CAPTURE ? 0 : this.plies + 1;
    if (side !== g.firstSide) this.moveNumber++;
    this.side = 1 - side;
    this.toggle(g.turnKey);
    // Positions before a capture or a promotion can never recur.
    if (irreversible) this.base = this.hist.length;
  }

  unmake(): void {
    if (this.undo.length === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
    const u = this.undo;
    const lo = u.pop()!, hi = u.pop()!;
    this.royals[1] = u.pop()!;
    this.royals[0] = u.pop()!;
    const base = u.pop()!, moveNumber = u.pop()!, plies = u.pop()!, lastSwap = u.pop()!;
    const target = u.pop()!, moved = u.pop()!, move = u.pop()!;
    this.side = 1 - this.side;
    this.cells[moveFrom(move)] = moved;
    this.cells[moveTo(move)] = target;
    this.lastSwap[this.side] = lastSwap;
    this.plies = plies;
    this.moveNumber = moveNumber;
    this.base = base;
    this.hi = hi;
    this.lo = lo;
    this.hist.pop();
  }

  /** The listed move of integer move `m` (the listing is built from generate, in its order). */
  move(m: number): DeclarativeMove {
    generatedIndex(this, m);
    return this.listed(m);
  }

  moveBetween(from: number, to: number): number {
    return encodeMove(from, to);
  }

  listed(m: number): DeclarativeMove {
    return moveObject(this.g, this.cells, this.side, moveFrom(m), moveTo(m));
  }

  position(): DeclarativePosition {
    return declaredPosition(this.g, this, () => keysAfter(this.prefix, this.base, this.base > 0 ? this.hist.slice(this.base) : this.hist));
  }

  status(): Status {
    return statusOf(this.g, this);
  }

  reaches(from: number, to: number): boolean {
    const buf = new Int32Array(this.g.maxMoves);
    const count = pseudoMoves(this, buf, true);
    for (let i = 0; i < count; i++) if (buf[i] === encodeMove(from, to)) return true;
    return false;
  }

  perft(depth: number): number {
    return perft(this, depth);
  }

  /** How often `hash` occurs among the keys loaded with the position (counted while no irreversible move was made). */
  prefixCount(hash: number): number {
    return this.base > 0 || this.prefix === undefined || this.prefix.length === 0 ? 0 : countInLine(this.prefix, hash);
  }
}
