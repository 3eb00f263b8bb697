/**
 * What every search state of the family keeps besides its board: the Zobrist
 * hash, updated feature by feature, and the repetition memory (the hashes of
 * the positions since the last capture or man move) with the plies counter,
 * so the draw rules — the n-th repetition, the quiet-plies limit — read typed
 * arrays. Both the square-indexed path and the word path extend it.
 */
import { combineHash, type ZobristTable } from '../../../core/index.js';

/** The draw rules a search state applies (0 turns one off). */
export interface SearchDraws {
  /** Plies without a capture or a man move that draw. */
  readonly quietPlies: number;
  /** The occurrence of a position that draws. */
  readonly repetitions: number;
}

/** The hash and repetition memory of a search state. */
export abstract class RepetitionMemory {
  protected hi = 0;
  protected lo = 0;
  /** Plies since the last capture or man move. */
  protected quiet: number;
  /** The memory is hist[winStart, histLen): the positions since the last irreversible move. */
  protected winStart: number;
  protected histLen: number;
  protected hist: Float64Array;
  /** The quiet-plies limit as given (0: off). */
  protected readonly drawPlies: number;
  private readonly quietLimit: number;
  private readonly repetitions: number;
  private readonly keyHi: Uint32Array;
  private readonly keyLo: Uint32Array;

  /** `below`: earlier keys laid under the position's own (an insist brings them back). */
  constructor(keys: ZobristTable, quietPlies: number, draws: SearchDraws, repetition: readonly number[], below: readonly number[] = []) {
    this.keyHi = keys.hi;
    this.keyLo = keys.lo;
    this.quiet = quietPlies;
    this.drawPlies = draws.quietPlies;
    this.quietLimit = draws.quietPlies || Infinity;
    this.repetitions = draws.repetitions || Infinity;
    this.hist = new Float64Array(below.length + repetition.length + 64);
    this.hist.set(below);
    this.hist.set(repetition, below.length);
    this.winStart = below.length;
    this.histLen = below.length + repetition.length;
  }

  protected toggle(feature: number): void {
    this.hi ^= this.keyHi[feature] as number;
    this.lo ^= this.keyLo[feature] as number;
  }

  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  /** Whether the position is drawn: the quiet-plies limit or the repetition count reached. */
  drawn(): boolean {
    if (this.quiet >= this.quietLimit) return true;
    if (this.histLen - this.winStart < 2 * (this.repetitions - 1)) return false;
    const h = this.hash();
    let count = 1;
    for (let i = this.winStart; i < this.histLen; i++) if (this.hist[i] === h) count++;
    return count >= this.repetitions;
  }

  /** Writes the counter, hash and memory bounds into an undo record (five entries from `at`). */
  protected saveMemory(undo: Int32Array, at: number): void {
    undo[at] = this.quiet;
    undo[at + 1] = this.hi;
    undo[at + 2] = this.lo;
    undo[at + 3] = this.winStart;
    undo[at + 4] = this.histLen;
  }

  /** Reads back what {@link saveMemory} wrote. */
  protected restoreMemory(undo: Int32Array, at: number): void {
    this.quiet = undo[at] as number;
    this.hi = undo[at + 1] as number;
    this.lo = undo[at + 2] as number;
    this.winStart = undo[at + 3] as number;
    this.histLen = undo[at + 4] as number;
  }

  /** Pushes the current position's hash (before a move changes it). */
  protected remember(): void {
    if (this.histLen + 2 > this.hist.length) this.roomFor(this.histLen + 2);
    this.hist[this.histLen++] = this.hash();
  }

  /** Grows the memory to hold at least `size` keys. */
  protected roomFor(size: number): void {
    if (size <= this.hist.length) return;
    const hist = new Float64Array(Math.max(size, this.hist.length * 2));
    hist.set(this.hist);
    this.hist = hist;
  }

  /** The repetition keys since the last irreversible move. */
  protected keys(): number[] {
    return Array.from(this.hist.subarray(this.winStart, this.histLen));
  }
}
