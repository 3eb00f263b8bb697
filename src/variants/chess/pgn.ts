/**
 * PGN (Portable Game Notation) for chess: read multi-game files with tags,
 * comments, NAGs and variations into checked move lists, and write games back
 * in export format.
 * @module
 */
import { attempt, type Result } from '../../core/errors.js';
import type { GameRecord } from '../../core/record.js';
import { chess } from './variant.js';
import { readPgn, requireVariantTag, type ChessRules, type PgnReadOptions } from './pgn-reader.js';
import type { Variant } from '../../core/variant.js';
import { gameFromMoves, writeGames, type PgnFromMovesOptions } from './pgn-writer.js';
import type { PgnGame, PgnTag } from './pgn-types.js';
import type { ChessMove, ChessPosition } from './types.js';
import type { AnyChessPosition } from './pgn-variants.js';

export type { AnyChessPosition } from './pgn-variants.js';
export { PGN_VARIANT_NAMES } from './pgn-variants.js';

export type { PgnAnnotations, PgnGame, PgnLine, PgnMove, PgnResult, PgnTag } from './pgn-types.js';
export { PGN_RESULTS, ROSTER_DEFAULTS, SEVEN_TAG_ROSTER, pgnTag } from './pgn-types.js';
export type { PgnReadOptions } from './pgn-reader.js';
export type { PgnFromMovesOptions } from './pgn-writer.js';
export type { PgnLimits, PgnLocation, PgnSyntaxGame, PgnSyntaxLine, PgnSyntaxMove } from '../../core/pgn/syntax.js';
export { PGN_MAX_DEPTH, PGN_MAX_LENGTH, parsePgnSyntax } from '../../core/pgn/syntax.js';
export { PGN_LINE_LIMIT } from '../../core/pgn/export.js';

/**
 * Reads every game of a PGN text. Each move is replayed, so every move is a legal
 * move object (with canonical SAN in `notation`) with the position after it;
 * variations are replayed from the position they branch from. A game with a
 * `FEN` tag starts from that position. A game with a `Variant` tag is replayed
 * in that chess variant, whatever spelling lichess, chess.com or other tools
 * write (`Chess960`, `Chess 960`, `Fischerandom`, `Crazyhouse`, `Atomic`,
 * `Three-check`, `3-check`, `King of the Hill`, `kingOfTheHill`, `Antichess`,
 * `Horde`, `Racing Kings`; see {@link PGN_VARIANT_NAMES}); its positions are
 * that variant's (`position.variant` says which). A tag naming a game
 * boardwright does not play is `INVALID_PGN` at the tag.
 *
 * Throws `INVALID_PGN` naming the line, column and offending token — for an
 * illegal move also the game, move number and SAN — or `INPUT_TOO_LARGE` for
 * text over the size limit.
 *
 * @example
 * ```ts
 * const [game] = parsePgn('[White "Morphy"]\n\n1. e4 e5 2. Nf3 {developing} d6 1-0');
 * game.moves.map((m) => m.move.notation) // ['e4', 'e5', 'Nf3', 'd6']
 * game.moves[2].comments                 // ['developing']
 * pgnTag(game, 'White')                  // 'Morphy'
 * ```
 */
export function parsePgn<P extends AnyChessPosition>(text: string, options: PgnReadOptions & { readonly variant: PgnGameVariant<P> }): PgnGame<P>[];
export function parsePgn(text: string, options?: PgnReadOptions): PgnGame<AnyChessPosition>[];
export function parsePgn(text: string, options?: PgnReadOptions & { readonly variant?: PgnGameVariant<AnyChessPosition> }): PgnGame<AnyChessPosition>[] {
  const variant = options?.variant;
  if (variant === undefined) return readPgn(undefined, text, options) as PgnGame<AnyChessPosition>[];
  return readPgn(variant as unknown as ChessRules, text, options, (game, number) => requireVariantTag(variant, game, number)) as PgnGame<AnyChessPosition>[];
}

/**
 * The game `parsePgn(text, { variant })` reads: `chess` or a chess variant from
 * `boardwright/chess`. Every game of the text must be of it (a `Variant` tag
 * naming another game is `INVALID_PGN`), and the games are typed with its positions.
 */
export type PgnGameVariant<P extends AnyChessPosition> = Pick<Variant<P, ChessMove>, 'id' | 'name' | 'setup' | 'parse' | 'legalMoves' | 'format'>;

/**
 * Non-throwing twin of {@link parsePgn}.
 * @example
 * ```ts
 * const r = tryParsePgn('1. e4 e4 *');
 * if (!r.ok) r.error.detail // { line: 1, column: 7, token: 'e4', … }
 * ```
 */
export function tryParsePgn<P extends AnyChessPosition>(text: string, options: PgnReadOptions & { readonly variant: PgnGameVariant<P> }): Result<PgnGame<P>[]>;
export function tryParsePgn(text: string, options?: PgnReadOptions): Result<PgnGame<AnyChessPosition>[]>;
export function tryParsePgn(text: string, options?: PgnReadOptions & { readonly variant?: PgnGameVariant<AnyChessPosition> }): Result<PgnGame<AnyChessPosition>[]> {
  return attempt(() => parsePgn(text, options as PgnReadOptions));
}

/**
 * Writes one game, or several separated by an empty line, in PGN export format:
 * the Seven Tag Roster first and in order, other tags in ASCII order, `SetUp`
 * and `FEN` for a non-standard start, movetext wrapped below 80 columns, NAGs as
 * `$n`, comments in braces, variations in parentheses, the result last.
 * `parsePgn(writePgn(g))` gives back `g` for every game whose tags are already in
 * that order (as {@link pgnFromMoves} and `parsePgn` of export text make them).
 *
 * @example
 * ```ts
 * writePgn(pgnFromMoves(['e4', 'e5'], { tags: { White: 'Tal' } }))
 * // '[Event "?"]\n…[White "Tal"]\n[Black "?"]\n[Result "*"]\n\n1. e4 e5 *\n'
 * ```
 */
export function writePgn(games: PgnGame<AnyChessPosition> | readonly PgnGame<AnyChessPosition>[]): string {
  return writeGames(undefined, games);
}

/**
 * Builds a game from moves (move objects, SAN or UCI text), checking each is
 * legal. Tags are completed to the Seven Tag Roster and put in export order; the
 * result defaults to the final position's (`*` while the game goes on).
 *
 * @example
 * ```ts
 * const game = pgnFromMoves(['f3', 'e5', 'g4', 'Qh4#']);
 * game.result // '0-1'
 * ```
 */
export function pgnFromMoves(moves: readonly (ChessMove | string)[], options?: PgnFromMovesOptions): PgnGame {
  return gameFromMoves(chess, moves, options);
}

/**
 * Builds a game from a core {@link GameRecord} of chess (its start and the moves played).
 *
 * @example
 * ```ts
 * const record = new GameRecord(chess);
 * record.play('e4');
 * writePgn(pgnFromRecord(record, { White: 'Me' }))
 * ```
 */
export function pgnFromRecord(
  record: Pick<GameRecord<ChessPosition, ChessMove>, 'start' | 'moves'>,
  tags?: readonly PgnTag[] | Readonly<Record<string, string>>,
): PgnGame {
  return gameFromMoves(chess, record.moves, tags === undefined ? { start: record.start } : { start: record.start, tags });
}
