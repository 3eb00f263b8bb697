/**
 * A game record: the start position, the moves played and every position
 * reached, with undo and repetition counting by Zobrist hash.
 */
import { describe, fail } from './errors.js';
import { sameMove } from './define.js';
import type { Move, Position, Status, Variant } from './variant.js';

/** What a record calls on its variant. */
const RECORD_NEEDS = ['setup', 'play', 'legalMoves', 'hash', 'format', 'status'] as const;

/** One played move and the position it produced. */
export interface RecordEntry<P, M> {
  readonly move: M;
  readonly position: P;
}

/**
 * A game in progress. Positions stay immutable; the record itself grows and
 * shrinks with {@link GameRecord.play} and {@link GameRecord.undo}.
 *
 * @example
 * ```ts
 * const game = new GameRecord(chess);
 * game.play('e4'); game.play('e5'); game.undo();
 * game.moves.map((m) => m.notation) // ['e4']
 * ```
 */
export class GameRecord<P extends Position, M extends Move> {
  readonly start: P;
  private readonly entries: RecordEntry<P, M>[] = [];

  /** Starts from `start` (default: the variant's start position); a position of another game is refused at once. */
  constructor(readonly variant: Variant<P, M, never>, start?: P) {
    const v = variant as unknown as Partial<Record<string, unknown>> | null;
    if (typeof v !== 'object' || v === null || RECORD_NEEDS.some((name) => typeof v[name] !== 'function')) {
      fail('INVALID_ARGUMENT', `a GameRecord needs a variant (such as chess), got ${describe(variant)}`);
    }
    this.start = start ?? variant.setup();
    variant.hash(this.start);
  }

  /** The current position. */
  get position(): P {
    return this.entries[this.entries.length - 1]?.position ?? this.start;
  }

  /** Moves played so far, as the variant listed them (with notation). */
  get moves(): M[] {
    return this.entries.map((e) => e.move);
  }

  /** Every move with the position after it (a copy: changing it does not change the record). */
  get history(): readonly RecordEntry<P, M>[] {
    return this.entries.slice();
  }

  /**
   * Plays a move object or move text; throws the variant's error (and records nothing) if it is not
   * legal. The record keeps the variant's own listed move, so its notation is the standard one
   * whatever was typed (UCI, tolerant SAN…) and data forged into a move object is never kept.
   */
  play(move: M | string): P {
    const before = this.position;
    const position = this.variant.play(before, move);
    this.entries.push({ move: this.listed(before, move, position), position });
    return position;
  }

  /** Takes back the last move and returns it; throws `NOTHING_TO_UNDO` at the start. */
  undo(): M {
    const last = this.entries.pop();
    if (!last) fail('NOTHING_TO_UNDO', 'there is no move to take back');
    return last.move;
  }

  /** The variant's status of the current position. */
  status(): Status {
    return this.variant.status(this.position);
  }

  /** How often the current position (by Zobrist hash) has occurred in this record, counting itself. */
  repetitions(): number {
    const target = this.variant.hash(this.position);
    let count = this.variant.hash(this.start) === target ? 1 : 0;
    for (const e of this.entries) if (this.variant.hash(e.position) === target) count++;
    return count;
  }

  /** The listed move that `move` named: by notation or by what a user sees of a move, else by the position it reached. */
  private listed(before: P, move: M | string, after: P): M {
    const legal = this.variant.legalMoves(before);
    const direct = typeof move === 'string' ? legal.find((m) => m.notation === move.trim()) : legal.find((m) => sameMove(m, move));
    if (direct) return direct;
    const reached = this.variant.format(after);
    const match = legal.find((m) => this.variant.format(this.variant.play(before, m)) === reached);
    // Only a variant whose play accepts a move its legalMoves does not list gets here.
    if (!match) fail('INVALID_STATE', `${this.variant.name} played a move that is not among its legal moves`);
    return match;
  }
}
