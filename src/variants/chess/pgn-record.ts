/**
 * Chess game records in PGN: `recordFromPgn` reads one game into a core
 * `GameRecord` (tags, comments, start from the FEN tag), `recordToPgn` writes
 * a record in PGN export format. Variations and NAGs are PGN-only: a record
 * keeps the main line and its comments.
 */
import { fail, isBoardwrightError } from '../../core/errors.js';
import { GameRecord } from '../../core/record.js';
import { isPgnResult } from './pgn-syntax.js';
import { readPgn, requireVariantTag, VARIANT_TAG, type PgnReadOptions } from './pgn-reader.js';
import { variantOfPosition, variantTagOf } from './pgn-variants.js';
import { gameFromMoves, writeGames } from './pgn-writer.js';
import type { PgnGame } from './pgn-types.js';
import type { Variant } from '../../core/variant.js';
import type { ChessVariantPosition } from './rules/types.js';
import type { ChessMove, ChessPosition } from './types.js';
import { chess } from './variant.js';

/** Tags the writer derives from the record's start position and variant, so a record does not keep them. */
const DERIVED_TAGS: ReadonlySet<string> = new Set(['FEN', 'SetUp', VARIANT_TAG]);

/** Options of {@link recordFromPgn}: the PGN reader's, and the chess variant the game is played in. */
export interface RecordPgnOptions extends PgnReadOptions {
  /**
   * The chess variant (default `chess`): `crazyhouse`, `atomic`, … from `boardwright/chess`. A
   * `Variant` tag that names another variant is `INVALID_PGN`.
   */
  readonly variant?: Variant<ChessVariantPosition, ChessMove> | Variant<ChessPosition, ChessMove>;
}

/**
 * Reads a PGN text holding one game into a {@link GameRecord} of chess, or of the chess variant
 * `options.variant` (`[Variant "Crazyhouse"]` games: `{ variant: crazyhouse }`): its tags (but
 * `FEN` and `SetUp`, which become the record's start, and `Variant`), the comments of the main line (a comment before the first move on
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
export function recordFromPgn(text: string, options?: RecordPgnOptions): GameRecord<ChessPosition, ChessMove> {
  const given = options?.variant as unknown as Variant<ChessPosition, ChessMove> | undefined;
  const readOptions = { ...options, variations: 'skip' } as const;
  // Without a variant given, the game's Variant tag names it (chess without one).
  const games = given === undefined ? readPgn(undefined, text, readOptions) : readPgn(given, text, readOptions, (g, n) => requireVariantTag(given, g, n));
  if (games.length !== 1) fail('INVALID_PGN', `recordFromPgn reads one game; the text holds ${games.length}`, { games: games.length });
  const game = games[0] as PgnGame;
  const variant = given ?? (variantOfPosition(game.start) as unknown as Variant<ChessPosition, ChessMove>);
  const record = new GameRecord(variant, game.start);
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
 * completed with `?`, `SetUp` and `FEN` for a non-standard start, and for a chess variant's record
 * `Variant` with its name, as lichess writes `[Variant "Crazyhouse"]`), its moves in SAN with the comments
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
export function recordToPgn(record: GameRecord<ChessPosition, ChessMove> | GameRecord<ChessVariantPosition, ChessMove>): string {
  const variant = record.variant as unknown as Variant<ChessPosition, ChessMove>;
  const rules = variant.id === 'chess' ? chess : variant;
  // A chess variant's game names it (lichess's Variant tag), after the Seven Tag Roster.
  const tags = variant.id === 'chess' ? record.tags : { ...record.tags, [VARIANT_TAG]: variantTagOf(variant.id) ?? variant.name };
  const result = tags['Result'];
  const game = gameFromMoves(rules, record.moves as readonly ChessMove[], { start: record.start as ChessPosition, tags, ...(isPgnResult(result) ? { result } : {}) });
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
  return writeGames(rules, annotated);
}
