/**
 * A game record: the start position, the moves played and every position
 * reached, with undo and repetition counting by Zobrist hash.
 */
import { fail } from './errors.js';
import type { Move, Position, Status, Variant } from './variant.js';

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

  constructor(readonly variant: Variant<P, M, never>, start?: P) {
    this.start = start ?? variant.setup();
  }

  /** The current position. */
  get position(): P {
    return this.entries[this.entries.length - 1]?.position ?? this.start;
  }

  /** Moves played so far, as the variant listed them (with notation). */
  get moves(): M[] {
    return this.entries.map((e) => e.move);
  }

  /** Every move with the position after it. */
  get history(): readonly RecordEntry<P, M>[] {
    return this.entries;
  }

  /** Plays a move object or move text; throws (and records nothing) if it is illegal. */
  play(move: M | string): P {
    const before = this.position;
    const chosen = typeof move === 'string' ? this.find(before, move) : move;
    const position = this.variant.play(before, chosen);
    this.entries.push({ move: chosen, position });
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

  private find(position: P, text: string): M {
    // Resolve text to the variant's own move object so the record keeps canonical notation.
    const after = this.variant.play(position, text);
    const format = this.variant.format(after);
    const match = this.variant.legalMoves(position).find((m) => this.variant.format(this.variant.play(position, m)) === format);
    if (!match) fail('ILLEGAL_MOVE', `"${text}" is not a legal move here`);
    return match;
  }
}
