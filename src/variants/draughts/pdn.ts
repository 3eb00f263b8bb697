/**
 * PDN game files: tag pairs (`[Event "…"]`, `[FEN "…"]`, `[GameType "21"]`),
 * numbered movetext and a result. Comments (`{…}`, `;…`), variations (`(…)`),
 * NAGs (`$1`), move strength marks (`!`, `?`) and the `...` placeholder are
 * read and skipped; `:` is read as the capture separator (PDN 3.0 reading grammar).
 * Huffing games carry `[Capture "huffing"]` and the move tokens `huff:22` and `insist`.
 */
import { fail, isBoardwrightError } from '../../core/index.js';
import { pdnError, RESULTS, scanPdnGames, type PdnResult } from './pdn-scan.js';
import { writePdnText } from './pdn-text.js';
import { formatFen, parseFen } from './fen.js';
import { legalMoves } from './legal.js';
import { resolveMove } from './notation.js';
import { resolveOptions } from './options.js';
import { startPosition } from './setup.js';
import { applyMove } from './play.js';
import type { DraughtsMove, DraughtsOptions, DraughtsPosition } from './types.js';

export type { PdnResult } from './pdn-scan.js';

/** One game read from PDN. */
export interface PdnGame {
  /** Tag pairs in file order. */
  readonly tags: Readonly<Record<string, string>>;
  /** The start position (from the FEN tag, or the standard start). */
  readonly start: DraughtsPosition;
  /** The moves, as the legal-move list names them. */
  readonly moves: readonly DraughtsMove[];
  /** The position after each move (`positions[i]` follows `moves[i]`). */
  readonly positions: readonly DraughtsPosition[];
  /** The game-termination marker (or the Result tag when the movetext has none). */
  readonly result: PdnResult;
}

/** What {@link writePdn} writes: a `GameRecord` of this variant fits. */
export interface WritePdnInput {
  readonly tags?: Readonly<Record<string, string>>;
  /** Default: the standard start with mandatory captures. */
  readonly start?: DraughtsPosition;
  readonly moves: readonly (DraughtsMove | string)[];
  readonly result?: PdnResult;
}

/** A PDN tag name (PGN's symbol grammar): a letter or digit, then letters, digits and `_`. */
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
const START_FEN = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';

/**
 * Reads every game of a PDN file.
 * @example
 * ```ts
 * const [game] = parsePdnGames('[Event "club"]\n1. 11-15 23-19 2. 8-11 *');
 * game.moves.length // 3
 * ```
 */
export function parsePdnGames(text: string, options?: DraughtsOptions): PdnGame[] {
  return scanPdnGames(text).map((g) => buildGame(g.tags, g.tokens, g.result, options, pdnError));
}

/**
 * Reads one PDN game (the text must hold exactly one).
 * @example
 * ```ts
 * const game = parsePdn('[Result "*"]\n1. 11-15 23-19 *');
 * game.positions.length // 2
 * ```
 */
export function parsePdn(text: string, options?: DraughtsOptions): PdnGame {
  const games = parsePdnGames(text, options);
  if (games.length > 1) fail('INVALID_PDN', `the PDN text holds ${games.length} games; use parsePdnGames to read them all`);
  return games[0] as PdnGame;
}

function buildGame(
  tags: Record<string, string>,
  tokens: readonly { text: string; at: number }[],
  marker: PdnResult | undefined,
  options: DraughtsOptions | undefined,
  bad: (message: string, at: number) => never,
): PdnGame {
  const type = tags['GameType'];
  if (type !== undefined && !/^21(\D|$)/.test(type.trim())) bad(`GameType "${type}" is not English draughts (21)`, 0);
  const capture = tags['Capture'];
  if (capture !== undefined && capture !== 'huffing' && capture !== 'mandatory') bad(`Capture "${capture.slice(0, 20)}" is not "mandatory" or "huffing"`, 0);
  resolveOptions(options);
  // The caller's options win; the Capture tag fills in the capture rule when they do not set it.
  const opts: DraughtsOptions = { ...(capture !== undefined ? { capture } : {}), ...options };
  let start: DraughtsPosition;
  try {
    start = tags['FEN'] !== undefined ? parseFen(tags['FEN'], opts) : startPosition(opts);
  } catch (error) {
    if (isBoardwrightError(error)) fail('INVALID_PDN', `the FEN tag is not valid: ${error.message}`, { cause: error.code });
    throw error;
  }
  const moves: DraughtsMove[] = [];
  const positions: DraughtsPosition[] = [];
  let position = start;
  for (const token of tokens) {
    let move: DraughtsMove;
    try {
      move = resolveMove(position, token.text, legalMoves(position));
    } catch (error) {
      if (isBoardwrightError(error)) bad(`move ${moves.length + 1} "${token.text.slice(0, 40)}": ${error.message}`, token.at);
      throw error;
    }
    position = applyMove(position, move);
    moves.push(move);
    positions.push(position);
  }
  const tagResult = tags['Result'] !== undefined ? RESULTS[tags['Result']] : undefined;
  return { tags, start, moves, positions, result: marker ?? tagResult ?? '*' };
}

/**
 * Writes a game as PDN: tags (with `GameType "21"`, and `FEN` when the game
 * does not start from the standard position), numbered moves, result.
 * @example
 * ```ts
 * writePdn({ tags: { Event: 'club' }, moves: ['11-15', '23-19'] })
 * // '[Event "club"]\n[Result "*"]\n[GameType "21"]\n\n1. 11-15 23-19 *\n'
 * ```
 */
export function writePdn(game: WritePdnInput): string {
  if (typeof game !== 'object' || game === null || !Array.isArray(game.moves)) fail('INVALID_ARGUMENT', 'writePdn needs { moves: [...] } (a GameRecord works)');
  if (game.result !== undefined && RESULTS[game.result] !== game.result) fail('INVALID_ARGUMENT', `writePdn: result must be "1-0", "0-1", "1/2-1/2", "0-0" or "*", got ${JSON.stringify(game.result)}`);
  for (const [name, value] of Object.entries(game.tags ?? {})) {
    if (!TAG_NAME.test(name)) fail('INVALID_ARGUMENT', `writePdn: tag name ${JSON.stringify(name.slice(0, 40))} must be letters, digits and "_", starting with a letter or digit`);
    if (typeof value !== 'string') fail('INVALID_ARGUMENT', `writePdn: the value of tag ${name} must be a string, got ${typeof value}`);
  }
  const start = game.start ?? startPosition();
  const result = game.result ?? (game.tags?.['Result'] !== undefined ? RESULTS[game.tags['Result']] : undefined) ?? '*';
  const tags: Record<string, string> = { ...(game.tags ?? {}), Result: result };
  tags['GameType'] ??= '21';
  const fen = formatFen(start);
  if (fen !== START_FEN) tags['FEN'] = fen;
  if (start.capture === 'huffing') tags['Capture'] = 'huffing';
  const words: string[] = [];
  let position = start;
  let number = 1;
  let lastTurn: string | undefined;
  for (const [index, entry] of game.moves.entries()) {
    if (typeof entry !== 'string' && (typeof entry !== 'object' || entry === null || typeof entry.notation !== 'string')) {
      fail('INVALID_ARGUMENT', `writePdn: move ${index + 1} must be move text or a move object, got ${entry === null ? 'null' : typeof entry}`);
    }
    const legal = legalMoves(position);
    const text = typeof entry === 'string' ? entry : entry.notation;
    let move: DraughtsMove | undefined;
    try {
      move = typeof entry === 'string' ? resolveMove(position, entry, legal) : legal.find((m) => m.notation === entry.notation && (m.kind ?? '') === (entry.kind ?? ''));
    } catch (error) {
      if (isBoardwrightError(error)) fail(error.code, `move ${index + 1} "${text.slice(0, 40)}": ${error.message}`);
      throw error;
    }
    if (!move) fail('ILLEGAL_MOVE', `move ${index + 1} "${text.slice(0, 40)}" is not legal in ${formatFen(position)}`);
    if (position.turn === 'black' && lastTurn !== 'black') words.push(`${number}.`);
    else if (lastTurn === undefined) words.push(`${number}...`);
    words.push(move.notation);
    lastTurn = position.turn;
    if (position.turn === 'white' && move.kind !== 'huff') number++;
    position = applyMove(position, move);
  }
  words.push(result);
  return writePdnText(tags, words);
}
