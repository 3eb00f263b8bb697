/**
 * The generic PGN writer: games to export-format text, and games built from a list of moves,
 * with a game's rules ({@link PgnWriteRules}). A family of games plugs in how a move is written
 * and how plies are counted; the core knows no game.
 */
import { describe, fail, isBoardwrightError } from '../errors.js';
import { listedMoveFinder } from '../listed-move.js';
import type { Move, Position, Status } from '../variant.js';
import { exportTags, writePgnMovetext, writePgnTags } from './export.js';
import type { PgnGame, PgnMove, PgnResult, PgnTag } from './types.js';

/** What the writer needs of a game. */
export interface PgnWriteRules<P, M> {
  setup(): P;
  format(position: P): string;
  /** The text a move is written with in the movetext (SAN). */
  san(move: M): string;
  /** Plies played before `position` in its game (its move number and side to move). */
  plyOf(position: P): number;
  /** Tags every game of this rules' game is written with (`{ Variant: 'Xiangqi' }`; `undefined` removes a tag). */
  readonly tags?: Readonly<Record<string, string | undefined>>;
}

/** What building a game from moves needs besides the writer's rules. */
export interface PgnBuildRules<P, M> extends PgnWriteRules<P, M> {
  readonly players: readonly string[];
  legalMoves(position: P): readonly M[];
  /** Plays a listed move or move text (the variant's own `play`, so that its listed-move finder is found). */
  readonly play: (position: P, move: M | string) => P;
  status(position: P): Status<string, string>;
}

/**
 * The SetUp and FEN tags a start position needs: "SetUp" "1" and its FEN when it is not the
 * standard start (PGN 9.7.1, 9.7.2), and neither tag when it is.
 */
export function setUpTags<P>(rules: Pick<PgnWriteRules<P, unknown>, 'setup' | 'format'>, start: P): Record<string, string | undefined> {
  const fen = rules.format(start);
  return fen === rules.format(rules.setup()) ? { SetUp: undefined, FEN: undefined } : { SetUp: '1', FEN: fen };
}

/** A value that looks like a PGN game (as a reader returns it), else `INVALID_ARGUMENT`. */
export function requirePgnGame<P, M>(game: unknown): PgnGame<P, M> {
  if (typeof game !== 'object' || game === null || !Array.isArray((game as { moves?: unknown }).moves)) {
    fail('INVALID_ARGUMENT', 'writePgn expects a PGN game (as parsePgn returns) or a list of them');
  }
  return game as PgnGame<P, M>;
}

/** Writes one game in PGN export format with its rules (the tags, then the movetext). */
export function writePgnGame<P, M>(rules: PgnWriteRules<P, M>, game: PgnGame<P, M>): string {
  const tags = writePgnTags(game.tags, game.result, { ...rules.tags, ...setUpTags(rules, game.start) });
  const movetext = writePgnMovetext(game, (node: PgnMove<P, M>) => rules.san(node.move), rules.plyOf(game.start), game.result);
  return `${tags}\n${movetext}`;
}

/** Options of building a game from moves. */
export interface PgnFromMovesOptions<P> {
  /** Start position (default: the standard start). */
  readonly start?: P;
  /** Tag pairs; the Seven Tag Roster is completed and the tags put in export order. */
  readonly tags?: readonly PgnTag[] | Readonly<Record<string, string>>;
  /** The result; by default the final position's: decisive or drawn when the game is over, else `*`. */
  readonly result?: PgnResult;
}

/**
 * Builds a game from moves (move objects or move text), checking each is legal. The listed move
 * each one played is the one the variant's `play` resolved (core listed-move.ts): one lookup per
 * ply, not a replay of every legal move.
 */
export function pgnGameFromMoves<P, M>(rules: PgnBuildRules<P, M>, moves: readonly (M | string)[], options: PgnFromMovesOptions<P> = {}): PgnGame<P, M> {
  if (!Array.isArray(moves)) fail('INVALID_ARGUMENT', `expected a list of moves, got ${describe(moves)}`);
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTION', `options must be an object, got ${describe(options)}`);
  const start = options.start ?? rules.setup();
  const play = rules.play;
  const finder = listedMoveFinder(rules.play);
  let position = start;
  const nodes: PgnMove<P, M>[] = moves.map((given, index) => {
    let after: P;
    try {
      after = play(position, given);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      const notation: unknown = typeof given === 'object' && given !== null ? (given as Partial<Move>).notation : given;
      const shown = typeof notation === 'string' ? notation.slice(0, 40) : describe(notation);
      return fail(error.code, `move ${index + 1} (${shown}): ${error.message}`, { index, ply: index + 1, move: shown });
    }
    const move = (finder?.(position as Position, given, undefined) as M | undefined) ?? matchListed(rules, position, given, after);
    if (move === undefined) return fail('ILLEGAL_MOVE', `move ${index + 1} could not be matched to a legal move`, { index, ply: index + 1 });
    position = after;
    return { move, position: after, nags: [], comments: [], variations: [] };
  });
  const result = options.result ?? pgnResultOf(rules.status(position), rules.players);
  const given = options.tags ?? [];
  const tagList: PgnTag[] = Array.isArray(given)
    ? [...(given as readonly PgnTag[])]
    : Object.entries(given as Readonly<Record<string, string>>).map(([name, value]) => ({ name, value }));
  const tags = exportTags(tagList, result, { ...rules.tags, ...setUpTags(rules, start) });
  return { tags, start, comments: [], moves: nodes, result };
}

/** For a `play` that does not say which listed move it played: by notation or UCI, else (one replay per legal move) by the position reached. */
function matchListed<P, M>(rules: PgnBuildRules<P, M>, position: P, given: M | string, after: P): M | undefined {
  const legal = rules.legalMoves(position) as readonly (M & Move)[];
  return (
    (typeof given === 'string' ? legal.find((m) => m.notation === given || (m as { uci?: string }).uci === given) : legal.find((m) => (m as { uci?: string }).uci !== undefined && (m as { uci?: string }).uci === (given as { uci?: string }).uci)) ??
    legal.find((m) => rules.format(rules.play(position, m)) === rules.format(after))
  );
}

/** The game termination marker for a status: 1-0 when the first player won, 0-1 when the second did, 1/2-1/2 for a draw, else `*`. */
export function pgnResultOf(status: Status<string, string>, players: readonly string[]): PgnResult {
  if (!status.over) return '*';
  if (status.winner === players[0]) return '1-0';
  if (status.winner === players[1]) return '0-1';
  return '1/2-1/2';
}
