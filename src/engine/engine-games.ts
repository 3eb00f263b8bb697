/**
 * What a native engine needs to know about a game: the name it is played under (`UCI_Variant`) and
 * whether castling is written as Chess960 (king takes rook), and how the game's moves and positions
 * are written in each protocol. A table of names, not code per game.
 */
import { excerpt, fail } from '../core/errors.js';
import type { Move, Position, Variant } from '../core/variant.js';

/** How a game is announced to an engine. */
export interface EngineGame {
  /** `UCI_Variant` value (Fairy-Stockfish's variant name). */
  readonly name: string;
  /** The engine must be told `UCI_Chess960` (castling written king-takes-rook). */
  readonly chess960: boolean;
}

/**
 * The games of `boardwright/chess` whose id is not Fairy-Stockfish's name for them; every other game
 * (chess and the fairy games, whose ids are Fairy-Stockfish's names) is played under its own id.
 */
const NAMES: Readonly<Record<string, EngineGame>> = {
  chess960: { name: 'chess', chess960: true },
  'three-check': { name: '3check', chess960: false },
  'king-of-the-hill': { name: 'kingofthehill', chess960: false },
  'racing-kings': { name: 'racingkings', chess960: false },
};

/** The engine's name for a game. */
export function engineGame(variant: { readonly id: string }): EngineGame {
  return Object.hasOwn(NAMES, variant.id) ? (NAMES[variant.id] as EngineGame) : { name: variant.id, chess960: false };
}

/** A move as the shipped games list it, with the texts the protocols use. */
interface ProtocolMove extends Move {
  readonly uci?: string;
  readonly usi?: string;
  readonly rookFrom?: string;
}

/** A protocol: its handshake words, how it writes a position and a move, and its clock words. */
export interface Protocol {
  readonly name: 'uci' | 'usi';
  readonly hello: string;
  readonly ok: string;
  readonly newGame: string;
  /** `go` words for the first and second player's clock and increment. */
  readonly clock: { readonly time: readonly [string, string]; readonly increment: readonly [string, string] };
  /**
   * The `position …` command: `root` is the position the game started from, `moves` the protocol texts
   * of the moves played since (none: `root` is the position to search). A root that is the game's
   * start position is written `startpos`, so the engine sees the whole game (repetitions) as GUIs send it.
   */
  position(variant: Variant<Position, Move, never>, root: Position, moves: readonly string[], game: EngineGame): string;
  /** The move's text in this protocol (undefined: the game writes none). */
  moveText(move: Move, game: EngineGame): string | undefined;
}

/**
 * Whether the root of a game with moves is the game's start position, written `startpos`. Without
 * moves the position is always written out (what the caller gave is what the engine reads); Chess960
 * has no single start position.
 */
function isStart(variant: Variant<Position, Move, never>, root: Position, moves: readonly string[], game: EngineGame): boolean {
  return moves.length > 0 && !game.chess960 && variant.format(root) === variant.format(variant.setup());
}

const movesWords = (moves: readonly string[]): string => (moves.length ? ` moves ${moves.join(' ')}` : '');

export const UCI: Protocol = {
  name: 'uci',
  hello: 'uci',
  ok: 'uciok',
  newGame: 'ucinewgame',
  clock: { time: ['wtime', 'btime'], increment: ['winc', 'binc'] },
  position: (variant, root, moves, game) => `position ${isStart(variant, root, moves, game) ? 'startpos' : `fen ${variant.format(root)}`}${movesWords(moves)}`,
  moveText(move, game) {
    const m = move as ProtocolMove;
    // Chess960 castling as UCI_Chess960 engines write it: the king's square, then its rook's.
    if (game.chess960 && m.kind === 'castle' && m.rookFrom !== undefined) return m.from + m.rookFrom;
    return m.uci;
  },
};

export const USI: Protocol = {
  name: 'usi',
  hello: 'usi',
  ok: 'usiok',
  newGame: 'usinewgame',
  // USI's black is sente, the first player.
  clock: { time: ['btime', 'wtime'], increment: ['binc', 'winc'] },
  position(variant, root, moves, game) {
    const v = variant as Variant<Position, Move, never> & { toSfen?: (p: Position) => string };
    if (typeof v.toSfen !== 'function') fail('INVALID_ARGUMENT', `${excerpt(variant.name)} has no SFEN: a USI engine plays the shogi family (boardwright/fairy's shogi, minishogi, …)`);
    return `position ${isStart(variant, root, moves, game) ? 'startpos' : `sfen ${v.toSfen(root)}`}${movesWords(moves)}`;
  },
  moveText: (move) => (move as ProtocolMove).usi,
};
