/**
 * Chess game records in PGN: `recordFromPgn` reads one game into a core
 * `GameRecord` (tags, comments, start from the FEN tag, the variant from the
 * Variant tag) that also keeps the main line's NAGs and variations
 * (`PgnGameRecord`), `recordToPgn` writes a record in PGN export format.
 */
import { fail, isBoardwrightError } from '../../core/errors.js';
import { GameRecord } from '../../core/record.js';
import { isPgnResult } from '../../core/pgn/syntax.js';
import { readPgn, requireVariantTag, VARIANT_TAG, type PgnReadOptions } from './pgn-reader.js';
import { variantOfPosition, variantTagOf } from './pgn-variants.js';
import { gameFromMoves, writeGames } from './pgn-writer.js';
import type { PgnGame, PgnLine } from './pgn-types.js';
import type { Move, Position, Variant } from '../../core/variant.js';
import type { ChessVariantPosition } from './rules/types.js';
import type { ChessMove, ChessPosition } from './types.js';
import { chess } from './variant.js';

/** Tags the writer derives from the record's start position and variant, so a record does not keep them. */
const DERIVED_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['FEN', 'SetUp', VARIANT_TAG]);

/** The PGN annotations of one move of a record read from PGN: its NAGs and its variations (alternatives to it). */
export interface PgnMoveAnnotations {
  readonly nags: readonly number[];
  readonly variations: readonly PgnLine[];
}

/**
 * A {@link GameRecord} read from PGN by {@link recordFromPgn}: a game record that also keeps each
 * main-line move's NAGs and variations as `parsePgn` reads them, and writes them back in
 * `recordToPgn`. They belong to the moves as read: a move taken back (`undo`) or played
 * differently loses its annotations and those of every later move. `toJSON` keeps none (a game
 * record's JSON has moves, tags and comments).
 */
export class PgnGameRecord<P extends Position = ChessPosition, M extends Move = ChessMove> extends GameRecord<P, M> {
  readonly #read: { readonly notations: readonly string[]; readonly annotations: readonly PgnMoveAnnotations[] };

  constructor(variant: Variant<P, M, never>, start: P, read: { readonly notations: readonly string[]; readonly annotations: readonly PgnMoveAnnotations[] }) {
    super(variant, start);
    this.#read = read;
  }

  /**
   * The NAGs and variations of each move still as it was read, by ply (1: the first move); plies
   * with neither are left out. Linear in the number of moves.
   * @example
   * ```ts
   * recordFromPgn('1. e4 $1 (1. d4 d5) e5 *').pgnAnnotations().get(1) // { nags: [1], variations: [{ comments: [], moves: [d4, d5] }] }
   * ```
   */
  pgnAnnotations(): ReadonlyMap<number, PgnMoveAnnotations> {
    const out = new Map<number, PgnMoveAnnotations>();
    const moves = this.moves;
    const { notations, annotations } = this.#read;
    for (let i = 0; i < moves.length && i < notations.length && moves[i]!.notation === notations[i]; i++) {
      const a = annotations[i]!;
      if (a.nags.length > 0 || a.variations.length > 0) out.set(i + 1, a);
    }
    return out;
  }
}

/** Options of {@link recordFromPgn}: the PGN reader's, and the chess variant the game is played in. */
export interface RecordPgnOptions extends PgnReadOptions {
  /**
   * The chess variant (default `chess`): `crazyhouse`, `atomic`, … from `boardwright/chess`. A
   * `Variant` tag that names another variant is `INVALID_PGN`.
   */
  readonly variant?: Variant<ChessVariantPosition, ChessMove> | Variant<ChessPosition, ChessMove>;
}

/**
 * Reads a PGN text holding one game into a {@link GameRecord} of the game its `Variant` tag names
 * (chess without one; `options.variant` to require one): its tags (but `FEN` and `SetUp`, which
 * become the record's start, and `Variant`), the comments of the main line (a comment before the
 * first move on ply 0, a comment after move n on ply n), the main line's moves, and — as
 * `parsePgn` reads them — each move's NAGs and variations ({@link PgnGameRecord.pgnAnnotations},
 * written back by `recordToPgn`; `{ variations: 'skip' }` drops the variations unread). Throws
 * `INVALID_PGN` like `parsePgn`, also for a text with no game or more than one.
 *
 * @example
 * ```ts
 * const record = recordFromPgn('[White "Morphy"]\n\n1. e4 {best by test} e5 *');
 * record.tags.White        // 'Morphy'
 * record.comments          // [{ ply: 1, text: 'best by test' }]
 * ```
 */
export function recordFromPgn(text: string, options?: RecordPgnOptions): PgnGameRecord<ChessPosition, ChessMove> {
  const given = options?.variant as unknown as Variant<ChessPosition, ChessMove> | undefined;
  const readOptions: PgnReadOptions = { ...options, variations: options?.variations ?? 'keep' };
  // Without a variant given, the game's Variant tag names it (chess without one).
  const games = given === undefined ? readPgn(undefined, text, readOptions) : readPgn(given, text, readOptions, (g, n) => requireVariantTag(given, g, n));
  if (games.length !== 1) fail('INVALID_PGN', `recordFromPgn reads one game; the text holds ${games.length}`, { games: games.length });
  const game = games[0] as PgnGame;
  const variant = given ?? (variantOfPosition(game.start) as unknown as Variant<ChessPosition, ChessMove>);
  const record = new PgnGameRecord(variant, game.start, {
    notations: game.moves.map((node) => node.move.notation),
    annotations: game.moves.map((node) => ({ nags: node.nags, variations: node.variations })),
  });
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
  const read = record instanceof PgnGameRecord ? (record as PgnGameRecord<Position, Move>).pgnAnnotations() : undefined;
  const annotated: PgnGame = {
    ...game,
    comments: byPly.get(0) ?? [],
    moves: game.moves.map((node, i) => {
      const kept = read?.get(i + 1);
      return { ...node, comments: byPly.get(i + 1) ?? [], ...(kept === undefined ? {} : { nags: kept.nags, variations: kept.variations as PgnGame['moves'][number]['variations'] }) };
    }),
  };
  return writeGames(rules, annotated);
}
