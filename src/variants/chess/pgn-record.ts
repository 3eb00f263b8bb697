/**
 * Chess game records in PGN: `recordFromPgn` reads one game into a core
 * `GameRecord` (tags, comments, start from the FEN tag), `recordToPgn` writes
 * a record in PGN export format. Variations and NAGs are PGN-only: a record
 * keeps the main line and its comments.
 */
import { fail, isBoardwrightError } from '../../core/errors.js';
import { GameRecord } from '../../core/record.js';
import { isPgnResult } from './pgn-syntax.js';
import { readPgn, type PgnReadOptions } from './pgn-reader.js';
import { gameFromMoves, writeGames } from './pgn-writer.js';
import type { PgnGame } from './pgn-types.js';
import type { ChessMove, ChessPosition } from './types.js';
import { chess } from './variant.js';

/** Tags the writer derives from the record's start position, so a record does not keep them. */
const DERIVED_TAGS: ReadonlySet<string> = new Set(['FEN', 'SetUp']);

/**
 * Reads a PGN text holding one game into a {@link GameRecord}: its tags (but `FEN` and `SetUp`, which
 * become the record's start), the comments of the main line (a comment before the first move on
 * ply 0, a comment after move n on ply n), and the main line's moves. Throws `INVALID_PGN` like
 * `parsePgn`, also for a text with no game or more than one.
 *
 * @example
 * ```ts
 * const record = recordFromPgn('[White "Morphy"]\n\n1. e4 {best by test} e5 *');
 * record.tags.White        // 'Morphy'
 * record.comments          // [{ ply: 1, text: 'best by test' }]
 * ```
 */
export function recordFromPgn(text: string, options?: PgnReadOptions): GameRecord<ChessPosition, ChessMove> {
  const games = readPgn(chess, text, { ...options, variations: 'skip' });
  if (games.length !== 1) fail('INVALID_PGN', `recordFromPgn reads one game; the text holds ${games.length}`, { games: games.length });
  const game = games[0] as PgnGame;
  const record = new GameRecord(chess, game.start);
  try {
    for (const tag of game.tags) if (!DERIVED_TAGS.has(tag.name)) record.setTag(tag.name, tag.value);
    for (const c of game.comments) record.comment(c);
    for (const node of game.moves) {
      record.play(node.move);
      for (const c of node.comments) record.comment(c);
    }
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    fail('INVALID_PGN', `the PGN game does not fit a game record: ${error.message}`, { cause: error.code });
  }
  return record;
}

/**
 * Writes a chess {@link GameRecord} in PGN export format: the record's tags (the Seven Tag Roster
 * completed with `?`, `SetUp` and `FEN` for a non-standard start), its moves in SAN with the comments
 * in braces (a comment holding `}` is `INVALID_ARGUMENT`: PGN cannot write it), and the result — the record's `Result` tag when it has a valid one, else the final
 * position's (`*` while the game goes on).
 *
 * @example
 * ```ts
 * const record = new GameRecord(chess);
 * record.play('e4'); record.comment('best by test');
 * recordToPgn(record) // '[Event "?"]\n…\n\n1. e4 {best by test} *\n'
 * ```
 */
export function recordToPgn(record: GameRecord<ChessPosition, ChessMove>): string {
  const tags = record.tags;
  const result = tags['Result'];
  const game = gameFromMoves(chess, record.moves, { start: record.start, tags, ...(isPgnResult(result) ? { result } : {}) });
  const byPly = new Map<number, string[]>();
  for (const c of record.comments) {
    // PGN 8.2.5: a brace comment ends at the first "}"; there is no escape for it.
    if (c.text.includes('}')) fail('INVALID_ARGUMENT', `a PGN comment cannot hold "}": the comment on ply ${c.ply} does`, { ply: c.ply });
    byPly.set(c.ply, [...(byPly.get(c.ply) ?? []), c.text]);
  }
  const annotated: PgnGame = {
    ...game,
    comments: byPly.get(0) ?? [],
    moves: game.moves.map((node, i) => ({ ...node, comments: byPly.get(i + 1) ?? [] })),
  };
  return writeGames(chess, annotated);
}
