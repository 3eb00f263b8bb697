/**
 * PGN for the fairy games, on the core's PGN reader and writer (core/pgn): tags, comments, NAGs and
 * variations as for chess; a `[Variant "…"]` tag naming the game as pychess-variants writes it
 * (variant-tags.ts); `[SetUp "1"]` and `[FEN "…"]` (Fairy-Stockfish's FEN) for another start; moves
 * in Fairy-Stockfish's SAN — a listed move's `san` where its `notation` is another notation (WXF in
 * xiangqi, Western in shogi), else its `notation`.
 */
import { attempt, describe, excerpt, fail, type Result } from '../../../core/errors.js';
import { playListed, readPgnGames, type PgnReadOptions, type PgnReadRules } from '../../../core/pgn/replay.js';
import { pgnError, type PgnSyntaxGame } from '../../../core/pgn/syntax.js';
import type { PgnGame } from '../../../core/pgn/types.js';
import { pgnGameFromMoves, requirePgnGame, writePgnGame, type PgnBuildRules, type PgnFromMovesOptions } from '../../../core/pgn/write.js';
import type { FairyMove, FairyPosition } from '../../../core/declarative/fairy/variant.js';
import type { Variant } from '../../../core/variant.js';
import { fairyDefinitions } from '../definitions.js';
import { fairyVariants } from '../variants.js';
import { movesFittingSan } from '../../../core/declarative/fairy/san-shape.js';
import { tagNamesGame, variantTagOfId } from './variant-tags.js';

/** A fairy game as PGN uses it: any built-in fairy variant, a `defineFairy` game, or a text wrapper (`shogiVariant`, `xiangqiVariant`). */
export type FairyPgnVariant<M extends FairyMove = FairyMove> = Pick<Variant<FairyPosition, M>, 'id' | 'name' | 'players' | 'setup' | 'parse' | 'format' | 'legalMoves' | 'play' | 'status'>;

/** The move text PGN writes: Fairy-Stockfish's SAN, which is a move's `san` where it has one (xiangqi, shogi), else its `notation`. */
export function fairySan(move: FairyMove): string {
  const san = (move as { san?: unknown }).san;
  return typeof san === 'string' ? san : move.notation;
}

/** Text without its check and remark marks (`Hc3+`, `Pa3=G#`, `e4!?`); a loop, so a long run of marks costs linear time. */
function unmarked(text: string): string {
  let end = text.length;
  while (end > 0 && '+#!?'.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** Plies before a position: its FEN's move number (the last field) and whose turn it is among the game's players. */
function plyOf(variant: FairyPgnVariant, position: FairyPosition): number {
  const fields = variant.format(position).trim().split(/\s+/);
  const fullmove = Number(fields[fields.length - 1]);
  const moveNumber = Number.isSafeInteger(fullmove) && fullmove > 0 ? fullmove : 1;
  return 2 * (moveNumber - 1) + Math.max(0, variant.players.indexOf(position.turn));
}

/**
 * The listed move that SAN text names and the position after it: the listed SAN itself, then the
 * SAN with a missing or wrong check mark when one listed move fits; any other text as the game's
 * `play` reads it (UCI, WXF, USI, …), named by the listed-move lookup of that `play`.
 */
function playSan<M extends FairyMove>(variant: FairyPgnVariant<M>, synonyms: Readonly<Record<string, string>>, position: FairyPosition, text: string): { move: M; position: FairyPosition } {
  const legal = variant.legalMoves(position);
  let found = legal.find((m) => fairySan(m) === text);
  if (found === undefined) {
    const bare = unmarked(text);
    const fits = legal.filter((m) => unmarked(fairySan(m)) === bare);
    if (fits.length === 1) found = fits[0];
  }
  if (found === undefined) {
    // SAN naming the move in other words: an origin the listed SAN leaves out, the piece's other letter (san-shape.ts).
    const fits = movesFittingSan(text, legal, fairySan, (a, b) => synonyms[a] === b || synonyms[b] === a);
    if (fits.length === 1) found = fits[0];
  }
  if (found !== undefined) return { move: found, position: variant.play(position, found) };
  return playListed(variant as Pick<Variant<FairyPosition, M>, 'play' | 'legalMoves' | 'format'>, position, text);
}

/** The core's rules of one fairy game. */
function fairyRules<M extends FairyMove>(variant: FairyPgnVariant<M>): PgnReadRules<FairyPosition, M> & PgnBuildRules<FairyPosition, M> {
  // A built-in game's piece synonyms (data of its definition), upper case: SAN text may name a piece by either letter.
  const synonyms: Record<string, string> = {};
  for (const [other, letter] of Object.entries(fairyDefinitions.find((d) => d.id === variant.id)?.pieceSynonyms ?? {})) synonyms[other.toUpperCase()] = letter.toUpperCase();
  return {
    players: variant.players,
    setup: () => variant.setup(),
    parse: (text) => variant.parse(text),
    format: (p) => variant.format(p),
    legalMoves: (p) => variant.legalMoves(p),
    play: variant.play as (position: FairyPosition, move: M | string) => FairyPosition,
    status: (p) => variant.status(p),
    playText: (p, text) => playSan(variant, synonyms, p, text),
    plyOf: (p) => plyOf(variant, p),
    // The listed SAN is Fairy-Stockfish's own (its letters, its origins).
    san: (m) => fairySan(m),
    tags: { Variant: variantTagOfId(variant.id) },
  };
}

/** A variant option: absent, or something with a fairy game's methods; else `INVALID_OPTION`. */
function variantOption(options: unknown): FairyPgnVariant | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTION', `PGN options must be an object, got ${describe(options)}`);
  const variant = (options as { variant?: unknown }).variant;
  if (variant === undefined) return undefined;
  const v = variant as Partial<FairyPgnVariant>;
  if (typeof v !== 'object' || v === null || typeof v.id !== 'string' || typeof v.legalMoves !== 'function' || typeof v.play !== 'function' || typeof v.format !== 'function') {
    fail('INVALID_OPTION', `the variant option must be a fairy game (as boardwright/fairy exports), got ${describe(variant)}`);
  }
  return variant as FairyPgnVariant;
}

/** The built-in fairy game a game's `Variant` tag names (fairy chess without a tag); `INVALID_PGN` at the tag for one boardwright does not play. */
function gameOfTag(game: PgnSyntaxGame, number: number): FairyPgnVariant {
  const index = game.tags.findIndex((t) => t.name === 'Variant');
  const tag = game.tags[index];
  const value = tag?.value ?? 'Chess';
  const found = fairyVariants.find((v) => tagNamesGame(value, v.id));
  if (found !== undefined) return found;
  return pgnError(game.tagLocations[index] ?? game, `game ${number}: the Variant tag names ${excerpt(value)}, which is not a fairy game boardwright plays (it reads the names pychess-variants writes: Xiangqi, Janggi, Shogi, Makruk, …)`, value, {
    game: number,
    reason: 'UNKNOWN_VARIANT',
  });
}

/** Options of {@link parseFairyPgn}. */
export interface FairyPgnReadOptions<M extends FairyMove = FairyMove> extends PgnReadOptions {
  /** The game every game of the text is (its `Variant` tag, when it has one, must name it); by default each game's `Variant` tag names it. */
  readonly variant?: FairyPgnVariant<M>;
}

/**
 * Reads every game of a PGN text of fairy games, as pychess-variants exports them: each game is
 * the built-in fairy game its `Variant` tag names (`Xiangqi`, `Janggi`, `Shogi`, `Makruk`,
 * `Capablanca`, `Seirawan`, `Crazyhouse`, …; fairy chess without a tag), or the `variant` option's
 * game. Moves are Fairy-Stockfish's SAN (`Hc3`, `P@e5`, `Pa3=G`, `Na6/H`); each is replayed to the
 * game's own move object (with `position`), variations from the position they branch from.
 *
 * Throws `INVALID_PGN` naming the line, column and token — for a move that is not legal also the
 * game, the move number and text, and its ply (`detail.ply`), with the game's reason in
 * `detail.reason` — or `INPUT_TOO_LARGE` for text over the size limit.
 *
 * @example
 * ```ts
 * import { parseFairyPgn } from 'boardwright/fairy';
 * const [game] = parseFairyPgn('[Variant "Xiangqi"]\n\n1. Che3 Hc8 2. Hg3 *');
 * game.moves.map((m) => m.move.notation) // ['C2.5', 'H2+3', 'H2+3'] (WXF: xiangqi's notation)
 * ```
 */
export function parseFairyPgn<M extends FairyMove = FairyMove>(text: string, options?: FairyPgnReadOptions<M>): PgnGame<FairyPosition, M>[] {
  const given = variantOption(options) as FairyPgnVariant<M> | undefined;
  const rules = given === undefined ? undefined : fairyRules(given);
  return readPgnGames(text, options, (game, number) => {
    if (given === undefined) return fairyRules(gameOfTag(game, number) as unknown as FairyPgnVariant<M>);
    const index = game.tags.findIndex((t) => t.name === 'Variant');
    const tag = game.tags[index];
    if (tag !== undefined && !tagNamesGame(tag.value, given.id)) {
      pgnError(game.tagLocations[index] ?? game, `game ${number} is ${excerpt(tag.value)} (its Variant tag), not ${given.name}`, tag.value, { game: number, reason: 'WRONG_VARIANT' });
    }
    return rules as PgnReadRules<FairyPosition, M>;
  });
}

/** The built-in fairy game a position is of (by its `variant` field), or `INVALID_ARGUMENT`. */
function gameOfPosition(position: unknown): FairyPgnVariant {
  const id = typeof position === 'object' && position !== null ? (position as { variant?: unknown }).variant : undefined;
  return fairyVariants.find((v) => v.id === id) ?? fail('INVALID_ARGUMENT', `the game's start position is no built-in fairy game's (variant ${describe(id)}): pass the game as the variant option`);
}

/**
 * Writes one game, or several separated by an empty line, in PGN export format: the Seven Tag
 * Roster, `Variant` (pychess-variants' name), `SetUp` and `FEN` for another start, the moves in
 * Fairy-Stockfish's SAN with NAGs, comments and variations, the result last (`1-0` when the first
 * player won). Each game's start position says its game, or `options.variant` does.
 *
 * @example
 * ```ts
 * import { fairyPgnFromMoves, shogi, writeFairyPgn } from 'boardwright/fairy';
 * writeFairyPgn(fairyPgnFromMoves(shogi, ['7g7f', '3c3d']))
 * // '[Event "?"]\n…[Result "*"]\n[Variant "Shogi"]\n\n1. Pc4 Pg6 *\n'
 * ```
 */
export function writeFairyPgn<M extends FairyMove>(games: PgnGame<FairyPosition, M> | readonly PgnGame<FairyPosition, M>[], options?: { readonly variant?: FairyPgnVariant<M> }): string {
  const given = variantOption(options);
  const list: readonly unknown[] = Array.isArray(games) ? games : [games];
  return list
    .map((item) => {
      const game = requirePgnGame<FairyPosition, M>(item);
      return writePgnGame(fairyRules((given ?? gameOfPosition(game.start)) as FairyPgnVariant<M>), game);
    })
    .join('\n');
}

/**
 * Builds a PGN game of a fairy game from moves (move objects or any move text its `play` reads),
 * checking each is legal. Tags are completed to the Seven Tag Roster, with the `Variant` tag; the
 * result defaults to the final position's (`*` while the game goes on).
 *
 * @example
 * ```ts
 * fairyPgnFromMoves(shogi, ['7g7f', 'P-3d']).moves.map((m) => fairySan(m.move)) // ['Pc4', 'Pg6']
 * ```
 */
export function fairyPgnFromMoves<M extends FairyMove>(variant: FairyPgnVariant<M>, moves: readonly (M | string)[], options?: PgnFromMovesOptions<FairyPosition>): PgnGame<FairyPosition, M> {
  const checked = variantOption({ variant }) as FairyPgnVariant<M>;
  return pgnGameFromMoves(fairyRules(checked), moves, options);
}

/**
 * Non-throwing twin of {@link parseFairyPgn}.
 * @example
 * ```ts
 * const r = tryParseFairyPgn('[Variant "Janggi"]\n\n1. Hc3 Hc8 2. Hxc8 *');
 * if (!r.ok) r.error.detail // { game: 1, ply: 3, reason: 'ILLEGAL_MOVE', … }
 * ```
 */
export function tryParseFairyPgn<M extends FairyMove = FairyMove>(text: string, options?: FairyPgnReadOptions<M>): Result<PgnGame<FairyPosition, M>[]> {
  return attempt(() => parseFairyPgn(text, options));
}
