/**
 * The PGN reader: replays each game's syntax tree on the board, so every move
 * becomes a legal move object with the position after it, and variations are
 * checked from the position they branch from.
 */
import { fail, isBoardwrightError } from '../../core/errors.js';
import type { Variant } from '../../core/variant.js';
import { parsePgnSyntax, pgnError, type PgnLimits, type PgnSyntaxGame, type PgnSyntaxLine, type PgnSyntaxMove } from './pgn-syntax.js';
import type { PgnGame, PgnLine, PgnMove } from './pgn-types.js';
import { playMoveText } from './play.js';
import type { ChessMove, ChessPosition } from './types.js';

/** Options of {@link parsePgn}. */
export interface PgnReadOptions extends PgnLimits {
  /**
   * `'keep'` (default): variations are replayed and checked like the main line.
   * `'skip'`: variations are dropped unread (faster; only the main line must be legal).
   */
  readonly variations?: 'keep' | 'skip';
}

/** The chess variant as the reader uses it. */
export type ChessRules = Pick<Variant<ChessPosition, ChessMove>, 'setup' | 'parse' | 'legalMoves'>;

/**
 * Reads every game of a PGN text with the given chess rules. Public callers use `parsePgn`,
 * which passes the `chess` variant.
 */
export function readPgn(rules: ChessRules, text: string, options: PgnReadOptions = {}): PgnGame[] {
  const variations = options.variations ?? 'keep';
  if (variations !== 'keep' && variations !== 'skip') fail('INVALID_OPTION', `the variations option must be 'keep' or 'skip', got ${String(variations)}`);
  const games = parsePgnSyntax(text, options);
  return games.map((game, index) => replayGame(rules, game, index + 1, variations));
}

function replayGame(rules: ChessRules, game: PgnSyntaxGame, number: number, variations: 'keep' | 'skip'): PgnGame {
  const start = startPosition(rules, game, number);
  const replayLine = (line: PgnSyntaxLine, from: ChessPosition): PgnLine => {
    const moves: PgnMove[] = [];
    let position = from;
    for (const node of line.moves) {
      const before = position;
      const { move, position: next } = resolve(rules, before, node, number);
      position = next;
      moves.push({
        move,
        position,
        nags: node.nags,
        comments: node.comments,
        // Recursion depth is bounded by the parser's nesting limit.
        variations: variations === 'keep' ? node.variations.map((v) => replayLine(v, before)) : [],
      });
    }
    return { comments: line.comments, moves };
  };
  const main = replayLine(game, start);
  return { tags: game.tags, start, comments: main.comments, moves: main.moves, result: game.result };
}

/** "SetUp" "1" with a "FEN" tag gives the start position (PGN 9.7); without one the game starts from the array. */
function startPosition(rules: ChessRules, game: PgnSyntaxGame, number: number): ChessPosition {
  const index = game.tags.findIndex((t) => t.name === 'FEN');
  const fen = game.tags[index];
  const setUp = game.tags.find((t) => t.name === 'SetUp')?.value;
  if (!fen || setUp === '0') return rules.setup();
  try {
    return rules.parse(fen.value);
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    return pgnError(game.tagLocations[index] ?? game, `game ${number}: the FEN tag is not a valid position: ${error.message}`, fen.value, {
      game: number,
      reason: error.code,
    });
  }
}

/**
 * The legal move the SAN names and the position after it, without listing the legal
 * moves: canonical SAN, a wrong or missing check mark, and the variant's tolerant
 * forms (`e2e4`, `Nge2`, `0-0`) all resolve to the move object `legalMoves` lists.
 */
function resolve(rules: ChessRules, position: ChessPosition, node: PgnSyntaxMove, number: number): { move: ChessMove; position: ChessPosition } {
  try {
    return playMoveText(position, node.san);
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    const label = `${position.fullmove}${position.turn === 'white' ? '.' : '...'} ${node.san}`;
    const why = rules.legalMoves(position).length === 0 ? 'the game is already over' : error.message;
    return pgnError(node, `game ${number}, move ${label}: ${why}`, node.san, {
      game: number,
      moveNumber: position.fullmove,
      turn: position.turn,
      reason: error.code,
    });
  }
}
