/**
 * The chess family's PGN reader: the core reader (core/pgn/replay.ts) with the rules of chess or of
 * the chess variant a game's `Variant` tag names.
 */
import { excerpt } from '../../core/errors.js';
import { chess } from './variant.js';
import { PGN_VARIANT_NAMES, variantOfTag } from './pgn-variants.js';
import type { Variant } from '../../core/variant.js';
import { playListed, readPgnGames, type PgnReadOptions, type PgnReadRules } from '../../core/pgn/replay.js';
import { pgnError, type PgnSyntaxGame } from '../../core/pgn/syntax.js';
import type { PgnGame } from './pgn-types.js';
import { playMoveText } from './play.js';
import type { ChessMove, ChessPosition } from './types.js';

export type { PgnReadOptions } from '../../core/pgn/replay.js';

/** The chess variant as the reader uses it (a chess variant's own `play` and `format` resolve its moves). */
export type ChessRules = Pick<Variant<ChessPosition, ChessMove>, 'setup' | 'parse' | 'legalMoves'> & Partial<Pick<Variant<ChessPosition, ChessMove>, 'id' | 'play' | 'format'>>;

/** Plies played before `position` in its game, from its move number and side to move. */
export function chessPlyOf(position: ChessPosition): number {
  return 2 * (position.fullmove - 1) + (position.turn === 'black' ? 1 : 0);
}

/**
 * The core reader's rules for chess or a chess variant: chess replays each SAN with
 * `playMoveText` (the listed move and the position in one step); a chess variant plays it with its
 * own `play` and names the listed move as that `play` resolved it (core listed-move.ts).
 */
function readRules(rules: ChessRules): PgnReadRules<ChessPosition, ChessMove> {
  const variant = rules.id !== undefined && rules.id !== 'chess' && rules.play !== undefined && rules.format !== undefined ? (rules as Required<ChessRules>) : undefined;
  return {
    setup: () => rules.setup(),
    parse: (text) => rules.parse(text),
    legalMoves: (position) => rules.legalMoves(position),
    playText: variant === undefined ? playMoveText : (position, text) => playListed(variant, position, text),
    plyOf: chessPlyOf,
  };
}

/**
 * Reads every game of a PGN text with the given chess rules, or (`rules` undefined, as `parsePgn`
 * does) each game with the variant its `Variant` tag names: chess when it has none.
 */
export function readPgn(rules: ChessRules | undefined, text: string, options?: PgnReadOptions, check?: (game: PgnSyntaxGame, number: number) => void): PgnGame[] {
  const given = rules === undefined ? undefined : readRules(rules);
  return readPgnGames(text, options, (game, number) => {
    check?.(game, number);
    return given ?? readRules(rulesOfGame(game, number));
  });
}

/**
 * A game read with a given variant: its `Variant` tag, when it has one, must name that variant
 * (for chess: no tag or a standard spelling); else `INVALID_PGN` at the tag.
 */
export function requireVariantTag(variant: { readonly id: string; readonly name: string }, game: Pick<PgnSyntaxGame, 'tags' | 'tagLocations' | 'line' | 'column'>, number: number): void {
  const index = game.tags.findIndex((t) => t.name === VARIANT_TAG);
  const tag = game.tags[index];
  if (tag === undefined || variantOfTag(tag.value)?.id === variant.id) return;
  pgnError(game.tagLocations[index] ?? game, `game ${number} is ${excerpt(tag.value)} (its Variant tag), not ${variant.name}: read it without a variant option, or with that variant`, tag.value, {
    game: number,
    reason: 'WRONG_VARIANT',
  });
}

/** The game a PGN game's `Variant` tag names (chess without one); `INVALID_PGN` at the tag for a game boardwright does not play. */
export function rulesOfGame(game: Pick<PgnSyntaxGame, 'tags' | 'tagLocations' | 'line' | 'column'>, number: number): ChessRules {
  const index = game.tags.findIndex((t) => t.name === VARIANT_TAG);
  const tag = game.tags[index];
  if (tag === undefined) return chess;
  const variant = variantOfTag(tag.value);
  if (variant === undefined) {
    return pgnError(game.tagLocations[index] ?? game, `game ${number}: the Variant tag names ${excerpt(tag.value)}, which boardwright does not play; it reads ${PGN_VARIANT_NAMES.join(', ')} (and their usual spellings)`, tag.value, {
      game: number,
      reason: 'UNKNOWN_VARIANT',
    });
  }
  return variant as unknown as ChessRules;
}

/** The tag naming the chess variant a game is played in (lichess, chess.com: `[Variant "Crazyhouse"]`). */
export const VARIANT_TAG = 'Variant';
