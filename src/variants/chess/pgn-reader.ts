/**
 * The PGN reader: replays each game's syntax tree on the board, so every move
 * becomes a legal move object with the position after it, and variations are
 * checked from the position they branch from.
 */
import { describe, excerpt, fail, isBoardwrightError } from '../../core/errors.js';
import { chess } from './variant.js';
import { PGN_VARIANT_NAMES, variantOfTag } from './pgn-variants.js';
import type { Variant } from '../../core/variant.js';
import { parsePgnSyntax, pgnError, pgnLimits, type PgnLimits, type PgnSyntaxGame, type PgnSyntaxLine, type PgnSyntaxMove } from './pgn-syntax.js';
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

/** The chess variant as the reader uses it (a chess variant's own `play` and `format` resolve its moves). */
export type ChessRules = Pick<Variant<ChessPosition, ChessMove>, 'setup' | 'parse' | 'legalMoves'> & Partial<Pick<Variant<ChessPosition, ChessMove>, 'id' | 'play' | 'format'>>;

/** The listed move `san` names in a chess variant: canonical SAN at once, other forms by the position `play` reaches. */
function variantMove(rules: Required<ChessRules>, position: ChessPosition, san: string): { move: ChessMove; position: ChessPosition } {
  const after = rules.play(position, san);
  const legal = rules.legalMoves(position);
  const bare = san.replace(/[+#!?]+$/, '');
  const move = legal.find((m) => m.notation.replace(/[+#]$/, '') === bare) ?? legal.find((m) => rules.format(rules.play(position, m)) === rules.format(after))!;
  return { move, position: after };
}

/**
 * Reads every game of a PGN text with the given chess rules, or (`rules` undefined, as `parsePgn`
 * does) each game with the variant its `Variant` tag names: chess when it has none.
 */
export function readPgn(rules: ChessRules | undefined, text: string, options?: PgnReadOptions, check?: (game: PgnSyntaxGame, number: number) => void): PgnGame[] {
  const limits = pgnLimits(options);
  const variations = options?.variations ?? 'keep';
  if (variations !== 'keep' && variations !== 'skip') fail('INVALID_OPTION', `the variations option must be 'keep' or 'skip', got ${describe(variations)}`);
  const games = parsePgnSyntax(text, limits);
  return games.map((game, index) => {
    check?.(game, index + 1);
    return replayGame(rules ?? rulesOfGame(game, index + 1), game, index + 1, variations);
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

function replayGame(rules: ChessRules, game: PgnSyntaxGame, number: number, variations: 'keep' | 'skip'): PgnGame {
  const start = startPosition(rules, game, number);
  const main: PgnLine[] = [];
  // Depth first with an explicit stack (variations may nest as deep as maxDepth allows, so no
  // recursion): each move is replayed, then its variations from the position before it, then the
  // next move, the order the text is written in.
  const stack: Replaying[] = [{ line: game, position: start, next: 0, moves: [], into: main }];
  for (let top = stack[0]; top !== undefined; top = stack[stack.length - 1]) {
    const node = top.line.moves[top.next++];
    if (node === undefined) {
      stack.pop();
      top.into.push({ comments: top.line.comments, moves: top.moves });
      continue;
    }
    const before = top.position;
    const { move, position } = resolve(rules, before, node, number);
    top.position = position;
    const lines: PgnLine[] = [];
    top.moves.push({ move, position, nags: node.nags, comments: node.comments, variations: lines });
    if (variations === 'skip') continue;
    // Pushed last first, so the first variation is replayed (and listed) first.
    for (let v = node.variations.length - 1; v >= 0; v--) stack.push({ line: node.variations[v]!, position: before, next: 0, moves: [], into: lines });
  }
  const line = main[0]!;
  return { tags: game.tags, start, comments: line.comments, moves: line.moves, result: game.result };
}

/** A line being replayed: its moves so far, the position reached, and where the finished line goes. */
interface Replaying {
  readonly line: PgnSyntaxLine;
  position: ChessPosition;
  next: number;
  readonly moves: PgnMove[];
  readonly into: PgnLine[];
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
    if (rules.id !== undefined && rules.id !== 'chess' && rules.play !== undefined && rules.format !== undefined) return variantMove(rules as Required<ChessRules>, position, node.san);
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
