/**
 * A game record: the start position, the moves played and every position
 * reached, with tags, comments, undo, repetition counting by Zobrist hash, and
 * a JSON form (`toJSON` / `GameRecord.fromJSON`).
 */
import { describe, excerpt, fail, isBoardwrightError } from './errors.js';
import { sameMove } from './define.js';
import { listedMoveFinder } from './listed-move.js';
import { checkRecordJson, RECORD_JSON_VERSION, requireNote, requireTag, type RecordComment, type RecordJson } from './record-json.js';
import type { PlayOptions } from './strict.js';
import type { SearchState } from './search.js';
import type { EndReason, Move, Position, Status, Variant } from './variant.js';

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
 * game.setTag('White', 'Tal');
 * game.comment('the king pawn');
 * GameRecord.fromJSON(chess, JSON.stringify(game)).moves.length // 1
 * ```
 */
export class GameRecord<P extends Position, M extends Move, I = M | string> {
  readonly start: P;
  private readonly entries: RecordEntry<P, M>[] = [];
  private readonly tagMap = new Map<string, string>();
  /** Comments by ply (0: before the first move). */
  private readonly notes = new Map<number, string[]>();

  /** Starts from `start` (default: the variant's start position); a position of another game is refused at once. */
  constructor(readonly variant: Variant<P, M, never, EndReason, SearchState<P, M>, I>, start?: P) {
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

  /** The tag pairs (Event, White, …) in the order set, as a plain object (a copy). */
  get tags(): Readonly<Record<string, string>> {
    return Object.fromEntries(this.tagMap);
  }

  /**
   * Sets a tag pair (names: 1 to 64 letters, digits or `_`; values: text without control characters);
   * `undefined` removes it. Throws `INVALID_ARGUMENT` and changes nothing for anything else.
   */
  setTag(name: string, value: string | undefined): void {
    if (value === undefined) {
      requireTag(name, '');
      this.tagMap.delete(name);
      return;
    }
    requireTag(name, value);
    this.tagMap.set(name, value);
  }

  /** Adds a comment on the current position (after the last move; before the first at the start). */
  comment(text: string): void {
    requireNote(text, 'a comment');
    const ply = this.entries.length;
    const list = this.notes.get(ply);
    if (list) list.push(text);
    else this.notes.set(ply, [text]);
  }

  /** Every comment with the ply it follows (0: before the first move), in ply order. */
  get comments(): readonly RecordComment[] {
    const out: RecordComment[] = [];
    for (const ply of [...this.notes.keys()].sort((a, b) => a - b)) for (const text of this.notes.get(ply) ?? []) out.push({ ply, text });
    return out;
  }

  /**
   * Plays a move object or move text; throws the variant's error (and records nothing) if it is not
   * legal. The record keeps the variant's own listed move, so its notation is the standard one
   * whatever was typed (UCI, tolerant SAN…) and data forged into a move object is never kept.
   * `{ strict: true }` accepts only canonical move text, as the variant's `play` does. It takes what
   * the variant's `play` takes (in chess also `{ from: 'e2', to: 'e4' }`).
   */
  play(move: I, options?: PlayOptions): P {
    const before = this.position;
    const position = this.variant.play(before, move, options);
    this.entries.push({ move: this.listed(before, move, position, options), position });
    return position;
  }

  /** Takes back the last move (and the comments on the position it reached) and returns it; throws `NOTHING_TO_UNDO` at the start. */
  undo(): M {
    const last = this.entries.pop();
    if (!last) fail('NOTHING_TO_UNDO', 'there is no move to take back');
    this.notes.delete(this.entries.length + 1);
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

  /**
   * The record as plain JSON data (what `JSON.stringify(record)` writes): version, game id, start
   * position, moves as canonical notation, tags and comments — see {@link RecordJson}.
   */
  toJSON(): RecordJson {
    return {
      version: RECORD_JSON_VERSION,
      variant: this.variant.id,
      start: this.start,
      moves: this.entries.map((e) => e.move.notation),
      tags: this.tags,
      comments: this.comments,
    };
  }

  /**
   * Rebuilds a record from `GameRecord#toJSON()` output (the object or its JSON text), replaying
   * every move in strict mode. Untrusted input is safe: a malformed field is `INVALID_ARGUMENT`
   * naming it, sizes beyond the limits `INPUT_TOO_LARGE`, a record of another game `INVALID_ARGUMENT`,
   * a bad start position the game's own error, a move that is not legal (or not canonical) the game's
   * error with `detail.ply`. Time is linear in the number of moves; nothing recursive.
   * @example
   * ```ts
   * const copy = GameRecord.fromJSON(chess, JSON.stringify(game));
   * ```
   */
  static fromJSON<P extends Position, M extends Move>(variant: Variant<P, M, never>, json: unknown): GameRecord<P, M> {
    const data = checkRecordJson(json);
    if (data.variant !== variant.id) fail('INVALID_ARGUMENT', `game record JSON is a ${excerpt(data.variant)} game, not ${variant.id}`, { field: 'variant' });
    // A position object from JSON: the game checks it (typed error) before anything is played on it.
    const record = new GameRecord(variant, data.start as P);
    variant.legalMoves(record.start);
    data.moves.forEach((text, i) => {
      try {
        record.play(text, { strict: true });
      } catch (error) {
        if (!isBoardwrightError(error)) throw error;
        fail(error.code, `game record JSON: move ${i + 1} ${excerpt(text)}: ${error.message}`, { ply: i + 1, move: text.slice(0, 40) });
      }
    });
    for (const [name, value] of Object.entries(data.tags)) record.setTag(name, value);
    for (const c of data.comments) {
      const list = record.notes.get(c.ply);
      if (list) list.push(c.text);
      else record.notes.set(c.ply, [c.text]);
    }
    return record;
  }

  /**
   * The listed move that `move` named: by notation or as the very object listed; else as the
   * variant's `play` says it resolved it (listed-move.ts); else, for a `play` that does not say, by
   * what a user sees of a move or by the position it reached (one replay per legal move).
   */
  private listed(before: P, move: I, after: P, options: PlayOptions | undefined): M {
    const legal = this.variant.legalMoves(before);
    const direct = typeof move === 'string' ? legal.find((m) => m.notation === move.trim()) : legal.find((m) => m === (move as unknown));
    if (direct) return direct;
    const named = listedMoveFinder(this.variant.play)?.(before, move, options) as M | undefined;
    if (named !== undefined) return named;
    const same = typeof move === 'string' ? undefined : legal.find((m) => sameMove(m, move as unknown as M));
    if (same) return same;
    const reached = this.variant.format(after);
    const match = legal.find((m) => this.variant.format(this.variant.play(before, m as unknown as I)) === reached);
    // Only a variant whose play accepts a move its legalMoves does not list gets here.
    if (!match) fail('INVALID_STATE', `${this.variant.name} played a move that is not among its legal moves`);
    return match;
  }
}
