/**
 * The PGN writer: games to export-format text, and games built from a list of
 * moves. Bound to the `chess` variant by `pgn.ts`.
 */
import { describe, fail, isBoardwrightError } from '../../core/errors.js';
import type { Variant } from '../../core/variant.js';
import { exportTags, writePgnMovetext, writePgnTags } from './pgn-export.js';
import type { PgnGame, PgnMove, PgnResult, PgnTag } from './pgn-types.js';
import type { ChessMove, ChessPosition } from './types.js';
import { variantOfPosition, type AnyChessPosition } from './pgn-variants.js';

/** The chess variant as the writer uses it. */
export type ChessWriterRules = Pick<Variant<ChessPosition, ChessMove>, 'setup' | 'format' | 'legalMoves' | 'play' | 'status'>;

/** Plies played before `position` in its game, from its move number and side to move. */
function plyOf(position: ChessPosition): number {
  return 2 * (position.fullmove - 1) + (position.turn === 'black' ? 1 : 0);
}

/**
 * The SetUp and FEN tags a start position needs: "SetUp" "1" and its FEN when it is not the
 * standard start (PGN 9.7.1, 9.7.2), and neither tag when it is.
 */
export function setUpTags(rules: Pick<ChessWriterRules, 'setup' | 'format'>, start: ChessPosition): Record<string, string | undefined> {
  const fen = rules.format(start);
  return fen === rules.format(rules.setup()) ? { SetUp: undefined, FEN: undefined } : { SetUp: '1', FEN: fen };
}

/** Writes one game or several (separated by an empty line) in PGN export format. */
export function writeGames(rules: Pick<ChessWriterRules, 'setup' | 'format'> | undefined, games: PgnGame<AnyChessPosition> | readonly PgnGame<AnyChessPosition>[]): string {
  const list: readonly PgnGame[] = (Array.isArray(games) ? games : [games]) as readonly PgnGame[];
  return list
    .map((game) => {
      if (typeof game !== 'object' || game === null || !Array.isArray(game.moves)) fail('INVALID_ARGUMENT', 'writePgn expects a PGN game (as parsePgn returns) or a list of them');
      // Without rules given, each game's own: the variant its start position is a position of.
      const own = rules ?? (variantOfPosition(game.start) as unknown as Pick<ChessWriterRules, 'setup' | 'format'>);
      const tags = writePgnTags(game.tags, game.result, setUpTags(own, game.start));
      const movetext = writePgnMovetext(game, (node: PgnMove) => node.move.notation, plyOf(game.start), game.result);
      return `${tags}\n${movetext}`;
    })
    .join('\n');
}

/** Options of `pgnFromMoves`. */
export interface PgnFromMovesOptions {
  /** Start position (default: the standard start). */
  readonly start?: ChessPosition;
  /** Tag pairs; the Seven Tag Roster is completed and the tags put in export order. */
  readonly tags?: readonly PgnTag[] | Readonly<Record<string, string>>;
  /** The result; by default the final position's: decisive or drawn when the game is over, else `*`. */
  readonly result?: PgnResult;
}

/** Builds a game from moves (move objects or SAN/UCI text), checking each is legal. */
export function gameFromMoves(rules: ChessWriterRules, moves: readonly (ChessMove | string)[], options: PgnFromMovesOptions = {}): PgnGame {
  if (!Array.isArray(moves)) fail('INVALID_ARGUMENT', `expected a list of moves, got ${describe(moves)}`);
  if (typeof options !== 'object' || options === null) fail('INVALID_OPTION', `options must be an object, got ${describe(options)}`);
  const start = options.start ?? rules.setup();
  let position = start;
  const nodes: PgnMove[] = moves.map((text, index) => {
    const legal = rules.legalMoves(position);
    let after: ChessPosition;
    try {
      after = rules.play(position, text);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      const notation: unknown = typeof text === 'object' && text !== null ? (text as Partial<ChessMove>).notation : text;
      const shown = typeof notation === 'string' ? notation.slice(0, 40) : describe(notation);
      return fail(error.code, `move ${index + 1} (${shown}): ${error.message}`, { index, move: shown });
    }
    const move =
      (typeof text === 'string' ? legal.find((m) => m.notation === text || m.uci === text) : legal.find((m) => m.uci === text.uci)) ??
      legal.find((m) => rules.format(rules.play(position, m)) === rules.format(after));
    if (!move) return fail('ILLEGAL_MOVE', `move ${index + 1} could not be matched to a legal move`, { index });
    position = after;
    return { move, position: after, nags: [], comments: [], variations: [] };
  });
  const result = options.result ?? resultOf(rules.status(position));
  const given = options.tags ?? [];
  const tagList: PgnTag[] = Array.isArray(given)
    ? [...(given as readonly PgnTag[])]
    : Object.entries(given as Readonly<Record<string, string>>).map(([name, value]) => ({ name, value }));
  const tags = exportTags(tagList, result, setUpTags(rules, start));
  return { tags, start, comments: [], moves: nodes, result };
}

/** The game termination marker for a status: 1-0 / 0-1 for a win, 1/2-1/2 for an automatic draw, else `*`. */
export function resultOf(status: ReturnType<ChessWriterRules['status']>): PgnResult {
  if (!status.over) return '*';
  if (status.winner === 'white') return '1-0';
  if (status.winner === 'black') return '0-1';
  return '1/2-1/2';
}
