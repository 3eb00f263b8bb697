/**
 * The generic PGN reader: replays each game's syntax tree with a game's rules, so every move
 * becomes the move object the game lists, with the position after it, and variations are checked
 * from the position they branch from. A family of games plugs in its rules ({@link PgnReadRules});
 * the core knows no game.
 */
import { describe, fail, isBoardwrightError } from '../errors.js';
import { listedMoveFinder } from '../listed-move.js';
import type { Move, Position, Variant } from '../variant.js';
import { parsePgnSyntax, pgnError, pgnLimits, type PgnLimits, type PgnSyntaxGame, type PgnSyntaxLine, type PgnSyntaxMove } from './syntax.js';
import type { PgnGame, PgnLine, PgnMove } from './types.js';

/** Options of a PGN reader. */
export interface PgnReadOptions extends PgnLimits {
  /**
   * `'keep'` (default): variations are replayed and checked like the main line.
   * `'skip'`: variations are dropped unread (faster; only the main line must be legal).
   */
  readonly variations?: 'keep' | 'skip';
}

/** What the reader needs of a game: its start, its positions' text, and how to play one move's text. */
export interface PgnReadRules<P, M> {
  setup(): P;
  parse(text: string): P;
  legalMoves(position: P): readonly M[];
  /** The listed move that move text names and the position after it; throws the game's error for bad text. */
  playText(position: P, text: string): { readonly move: M; readonly position: P };
  /** Plies played before `position` in its game (its move number and side to move), for move numbers in messages. */
  plyOf(position: P): number;
}

/** The variations option, checked. */
export function variationsOption(options: PgnReadOptions | undefined): 'keep' | 'skip' {
  const variations = options?.variations ?? 'keep';
  if (variations !== 'keep' && variations !== 'skip') fail('INVALID_OPTION', `the variations option must be 'keep' or 'skip', got ${describe(variations)}`);
  return variations;
}

/**
 * Reads every game of a PGN text, each with the rules `rulesOf` gives for it (from its tags:
 * its `Variant` tag, say). Linear in the text and the moves.
 */
export function readPgnGames<P, M>(
  text: string,
  options: PgnReadOptions | undefined,
  rulesOf: (game: PgnSyntaxGame, number: number) => PgnReadRules<P, M>,
): PgnGame<P, M>[] {
  const limits = pgnLimits(options);
  const variations = variationsOption(options);
  return parsePgnSyntax(text, limits).map((game, index) => replayPgnGame(rulesOf(game, index + 1), game, index + 1, variations));
}

/** A line being replayed: its moves so far, the position reached, its ply, and where the finished line goes. */
interface Replaying<P, M> {
  readonly line: PgnSyntaxLine;
  position: P;
  ply: number;
  next: number;
  readonly moves: PgnMove<P, M>[];
  readonly into: PgnLine<P, M>[];
}

/** Replays one game's syntax tree (see the module comment). */
export function replayPgnGame<P, M>(rules: PgnReadRules<P, M>, game: PgnSyntaxGame, number: number, variations: 'keep' | 'skip'): PgnGame<P, M> {
  const start = pgnStartPosition(rules, game, number);
  const main: PgnLine<P, M>[] = [];
  // Depth first with an explicit stack (variations may nest as deep as maxDepth allows, so no
  // recursion): each move is replayed, then its variations from the position before it, then the
  // next move, the order the text is written in.
  const stack: Replaying<P, M>[] = [{ line: game, position: start, ply: 0, next: 0, moves: [], into: main }];
  for (let top = stack[0]; top !== undefined; top = stack[stack.length - 1]) {
    const node = top.line.moves[top.next++];
    if (node === undefined) {
      stack.pop();
      top.into.push({ comments: top.line.comments, moves: top.moves });
      continue;
    }
    const before = top.position;
    const ply = ++top.ply;
    const { move, position } = replayMove(rules, before, node, number, ply);
    top.position = position;
    const lines: PgnLine<P, M>[] = [];
    top.moves.push({ move, position, nags: node.nags, comments: node.comments, variations: lines });
    if (variations === 'skip') continue;
    // Pushed last first, so the first variation is replayed (and listed) first.
    for (let v = node.variations.length - 1; v >= 0; v--) stack.push({ line: node.variations[v]!, position: before, ply: ply - 1, next: 0, moves: [], into: lines });
  }
  const line = main[0]!;
  return { tags: game.tags, start, comments: line.comments, moves: line.moves, result: game.result };
}

/** "SetUp" "1" with a "FEN" tag gives the start position (PGN 9.7); without one the game starts from the array. */
export function pgnStartPosition<P>(rules: Pick<PgnReadRules<P, unknown>, 'setup' | 'parse'>, game: PgnSyntaxGame, number: number): P {
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
 * One move of a line: the listed move its text names and the position after it, or `INVALID_PGN`
 * naming the game, the move (number and text) and its ply in the game (`detail.ply`, 1 for the
 * first move of the game) with the game's own reason (`detail.reason`: `ILLEGAL_MOVE`, …).
 */
function replayMove<P, M>(rules: PgnReadRules<P, M>, position: P, node: PgnSyntaxMove, number: number, ply: number): { move: M; position: P } {
  try {
    return rules.playText(position, node.san);
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    const before = rules.plyOf(position);
    const moveNumber = Math.floor(before / 2) + 1;
    const label = `${moveNumber}${before % 2 === 0 ? '.' : '...'} ${node.san}`;
    const why = rules.legalMoves(position).length === 0 ? 'the game is already over' : error.message;
    return pgnError(node, `game ${number}, move ${label}: ${why} (ply ${ply} of the game)`, node.san, {
      game: number,
      moveNumber,
      turn: (position as { turn?: unknown }).turn,
      ply,
      reason: error.code,
    });
  }
}

/**
 * `variant.play` of move text, and the listed move it played, found as the variant's `play` says
 * it resolved it (core listed-move.ts): one lookup among the legal moves, never a replay of each.
 * A variant whose `play` does not say is matched by its listed notation, then (the old way, one
 * replay per legal move) by the position reached.
 */
export function playListed<P extends Position, M extends Move>(
  variant: Pick<Variant<P, M>, 'play' | 'legalMoves' | 'format'>,
  position: P,
  text: string,
): { move: M; position: P } {
  const after = variant.play(position, text);
  const named = listedMoveFinder(variant.play)?.(position, text, undefined) as M | undefined;
  if (named !== undefined) return { move: named, position: after };
  const legal = variant.legalMoves(position);
  const bare = text.replace(/[+#!?]+$/, '');
  const move =
    legal.find((m) => m.notation === text || m.notation.replace(/[+#]+$/, '') === bare) ??
    legal.find((m) => variant.format(variant.play(position, m)) === variant.format(after));
  if (move === undefined) fail('INVALID_STATE', 'the game played a move that is not among its legal moves');
  return { move, position: after };
}
