/**
 * What a KIF or CSA reader puts on the record it builds besides the moves: the header tags, the
 * ending word (as the `Termination` tag) and the comments after each ply. A tag or comment the
 * record refuses is the format's record error, naming the header or the move.
 */
import { attempt, fail } from '../../../core/errors.js';
import type { GameRecord } from '../../../core/record.js';
import type { FairyPosition } from '../../../core/declarative/fairy/variant.js';
import type { ShogiMove } from './variant.js';

/** The tag holding a record's ending word (投了, 詰み, …). */
export const TERMINATION = 'Termination';

/** The record format being read: its error code and its name in messages. */
export interface RecordFormat {
  readonly code: 'INVALID_KIF' | 'INVALID_CSA';
  readonly name: 'KIF' | 'CSA';
}

/**
 * Sets the tags and the ending on `record`, and returns the function that attaches the comments
 * read after ply `n` (0: before the first move) to the record's current position.
 */
export function noteRecord(record: GameRecord<FairyPosition, ShogiMove>, format: RecordFormat, tags: readonly (readonly [string, string])[], ending: string | undefined, comments: ReadonlyMap<number, readonly string[]>): (ply: number) => void {
  for (const [name, value] of tags) {
    const r = attempt(() => record.setTag(name, value));
    if (!r.ok) fail(format.code, `${format.name} header ${name}: ${r.error.message}`);
  }
  if (ending !== undefined) record.setTag(TERMINATION, ending);
  return (ply) => {
    for (const c of comments.get(ply) ?? []) {
      const r = attempt(() => record.comment(c));
      if (!r.ok) fail(format.code, `${format.name} comment after move ${ply}: ${r.error.message}`);
    }
  };
}

/**
 * The writers' side: returns the function that writes the record's comments after ply `n` into
 * `out`, one line per line of comment, each behind `mark` (KIF `*`, CSA `'*`).
 */
export function commentWriter(record: GameRecord<FairyPosition, ShogiMove>, out: string[], mark: string): (ply: number) => void {
  const notes = new Map<number, string[]>();
  for (const c of record.comments) {
    const list = notes.get(c.ply);
    if (list) list.push(c.text);
    else notes.set(c.ply, [c.text]);
  }
  return (ply) => {
    for (const c of notes.get(ply) ?? []) for (const part of c.split(/\r\n|\r|\n/)) out.push(`${mark}${part}`);
  };
}
