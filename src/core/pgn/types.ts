/**
 * The data a PGN game is read into and written from: plain, readonly, JSON-able. Generic in the
 * game's positions and moves, so that every game with SAN-like move text uses the same shapes.
 */
import type { Move, Position } from '../variant.js';

/** A game termination marker (PGN 8.2.6): the first player (White) won, the second (Black) won, drawn, or unknown / in progress. */
export type PgnResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** The four game termination markers. */
export const PGN_RESULTS: readonly PgnResult[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** One tag pair, such as `[White "Carlsen, Magnus"]`. */
export interface PgnTag {
  readonly name: string;
  readonly value: string;
}

/** The Seven Tag Roster, in the order export format writes it (PGN 8.1.1). */
export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;

/** What the writer puts in a roster tag the game does not have (PGN 8.1.1: "?" for unknown, "????.??.??" for an unknown date). */
export const ROSTER_DEFAULTS: Readonly<Record<(typeof SEVEN_TAG_ROSTER)[number], string>> = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
};

/**
 * The annotation a move can carry: NAGs, comments after it and variations
 * (alternatives to it). Shared by the syntax tree and the replayed game.
 */
export interface PgnAnnotations<L> {
  /** Numeric Annotation Glyphs, in the order read (`!` is read as 1, `?` as 2, …). */
  readonly nags: readonly number[];
  /** Comments that follow the move, whitespace collapsed. */
  readonly comments: readonly string[];
  /** Recursive annotation variations: each is an alternative to this move, played from the position before it. */
  readonly variations: readonly L[];
}

/** One move of a game, with the position it leads to and its annotations. */
export interface PgnMove<P = Position, M = Move> extends PgnAnnotations<PgnLine<P, M>> {
  /** The move as the variant lists it. */
  readonly move: M;
  /** The position after the move. */
  readonly position: P;
}

/** A line of play: the main line of a game or a variation. */
export interface PgnLine<P = Position, M = Move> {
  /** Comments before the line's first move. */
  readonly comments: readonly string[];
  readonly moves: readonly PgnMove<P, M>[];
}

/** One game of a PGN file. */
export interface PgnGame<P = Position, M = Move> extends PgnLine<P, M> {
  /** Tag pairs in the order read. */
  readonly tags: readonly PgnTag[];
  /** The start position: the standard one, or the `FEN` tag's when the game has one. */
  readonly start: P;
  /** The game termination marker. */
  readonly result: PgnResult;
}

/**
 * The value of a tag, or `undefined` when the game has none.
 * @example
 * ```ts
 * pgnTag(parsePgn('[White "Morphy"] *')[0]!, 'White') // 'Morphy'
 * ```
 */
export function pgnTag(game: { readonly tags: readonly PgnTag[] }, name: string): string | undefined {
  return game.tags.find((t) => t.name === name)?.value;
}
