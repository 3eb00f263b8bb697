/**
 * English draughts game records in PDN: `recordFromPdn` reads one game into
 * a core `GameRecord`, `recordToPdn` writes one. The PDN reader skips
 * comments, so a record read from PDN has none; written comments are left out.
 */
import { GameRecord } from '../../core/record.js';
import { fail, isBoardwrightError } from '../../core/errors.js';
import { parsePdn, writePdn, type PdnResult } from './pdn.js';
import type { DraughtsMove, DraughtsOptions, DraughtsPosition } from './types.js';
import type { Variant } from '../../core/variant.js';

/** Tags the writer derives from the record's start position, so a record does not keep them. */
const DERIVED_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['FEN', 'Capture']);
const RESULTS: ReadonlySet<string> = /* @__PURE__ */ new Set(['1-0', '0-1', '1/2-1/2', '0-0', '*']);

/**
 * Reads a PDN text holding one game into a {@link GameRecord} of `variant` (the `draughts` object):
 * its tags (but `FEN` and `Capture`, which become the record's start) and its moves. Throws
 * `INVALID_PDN` like `parsePdn`.
 *
 * @example
 * ```ts
 * const record = recordFromPdn(draughts, '[Event "club"]\n1. 11-15 23-19 *');
 * record.moves.length // 2
 * ```
 */
export function readPdnRecord(variant: Variant<DraughtsPosition, DraughtsMove, DraughtsOptions>, text: string, options?: DraughtsOptions): GameRecord<DraughtsPosition, DraughtsMove> {
  const game = parsePdn(text, options);
  const record = new GameRecord(variant, game.start);
  try {
    for (const [name, value] of Object.entries(game.tags)) if (!DERIVED_TAGS.has(name)) record.setTag(name, value);
    for (const move of game.moves) record.play(move);
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    fail('INVALID_PDN', `the PDN game does not fit a game record: ${error.message}`, { cause: error.code });
  }
  return record;
}

/**
 * Writes a draughts {@link GameRecord} as PDN: its tags, `FEN` for a non-standard start, numbered
 * moves and the result (the record's `Result` tag, else `*`). Comments are not written.
 *
 * @example
 * ```ts
 * const record = new GameRecord(draughts);
 * record.play('11-15');
 * recordToPdn(record) // '[Result "*"]\n[GameType "21"]\n\n1. 11-15 *\n'
 * ```
 */
export function writePdnRecord(record: GameRecord<DraughtsPosition, DraughtsMove>): string {
  const tags = record.tags;
  const result = tags['Result'];
  return writePdn({ tags, start: record.start, moves: record.moves, ...(result !== undefined && RESULTS.has(result) ? { result: result as PdnResult } : {}) });
}
