/**
 * `boardgameGame(variant)`: a boardgame.io `Game` for any boardwright game. boardgame.io runs the
 * match (clients, server, lobby, bots); the game decides everything about the rules — the start, which
 * moves are legal, whose turn it is, when and how the game ends.
 */
import { describe, excerpt, fail, isBoardwrightError } from '../../core/errors.js';
import { requireOptionNames } from '../../core/options.js';
import type { Move, Position } from '../../core/variant.js';
import { readMoveText } from './move-text.js';
import { PositionCache } from './position-cache.js';
import { seating } from './seats.js';
import {
  INVALID_MOVE,
  type BoardgameCtx,
  type BoardgameGame,
  type BoardgameGameover,
  type BoardgameOptions,
  type BoardgameState,
  type BoardgameVariant,
} from './types.js';

const OPTION_NAMES = ['seats', 'position', 'setupOptions', 'strict', 'name', 'claimDraws'];
const SETUP_DATA_NAMES: ReadonlySet<string> = new Set(['position']);

/**
 * A boardgame.io `Game` object for a boardwright game: chess and its variants, the draughts family,
 * Diamond, Dilkel (four seats, eliminations), Chess4, the fairy games and your own `defineGame` /
 * `defineFairy` games. It imports nothing from boardgame.io (peer dependency `boardgame.io@^0.50`).
 *
 * - Players: playerID `'0'` plays `seats[0]`, `'1'` plays `seats[1]`, …; by default the seats are the
 *   game's `players`, in playing order (chess `'0'` white; English draughts `'0'` black; Dilkel
 *   `'0'`…`'3'` red, blue, yellow, green). `options.seats` seats them otherwise; `game.seats` says who is who.
 * - `G` ({@link BoardgameState}) is plain JSON: the position object and the moves in canonical notation.
 * - One move, `play(moveText)`: a legal move's notation (UCI too in chess). Anything else — an illegal
 *   move, another spelling under `strict` (the default), a move out of turn — returns
 *   {@link INVALID_MOVE} and changes nothing. Once `endIf` ends the match boardgame.io takes no move.
 * - Turns come from the position: the player it says is to move has the turn, so a game where a seat
 *   is skipped (an eliminated Dilkel seat) or moves twice is followed as its rules say.
 * - `endIf` is the game's `status`: `{ winner: playerID, reason }` or `{ draw: true, reason }`. A draw
 *   the player to move may claim (`status.claimableDraw`) ends the match drawn with that reason
 *   (`options.claimDraws`, default `true`): boardgame.io has no claim move, and a fairy game's
 *   n-move rule is only a claim, so without it such a match could go on for ever.
 * - `ai.enumerate` lists the legal moves, for `MCTSBot` and `RandomBot`.
 * - Undo and client events (`endTurn`, `endGame`, …) are off: the rules alone move the game on.
 *
 * The start is the game's start position, `options.position`, or a match's `setupData.position`
 * (checked by `validateSetupData`, so the lobby refuses a bad one). A wrong option is `INVALID_OPTION`.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { chess } from 'boardwright/chess';
 * import { boardgameGame } from 'boardwright/boardgame.io';
 *
 * const client = Client({ game: boardgameGame(chess) });
 * client.start();
 * client.moves.play('e4');
 * ```
 */
export function boardgameGame<P extends Position, M extends Move, O = never>(variant: BoardgameVariant<P, O, M>, options?: BoardgameOptions<P, O>): BoardgameGame<P> {
  requireOptionNames(options, OPTION_NAMES, 'boardgameGame');
  const seats = seating(variant.players, options?.seats, variant.name);
  const strict = options?.strict ?? true;
  if (typeof strict !== 'boolean') fail('INVALID_OPTION', `option strict of boardgameGame must be true or false, got ${describe(strict)}`, { option: 'strict' });
  const claimDraws = options?.claimDraws ?? true;
  if (typeof claimDraws !== 'boolean') fail('INVALID_OPTION', `option claimDraws of boardgameGame must be true or false, got ${describe(claimDraws)}`, { option: 'claimDraws' });
  const name = options?.name ?? variant.id;
  if (typeof name !== 'string' || name === '') fail('INVALID_OPTION', `option name of boardgameGame must be a non-empty string, got ${describe(name)}`, { option: 'name' });
  const setupOptions = options?.setupOptions;
  const start = (text: string | undefined): P => (text === undefined ? variant.setup(setupOptions) : variant.parse(text, setupOptions));
  // A bad default start is the author's mistake: say so when the game is made, not in the first match.
  const fixedStart = options?.position;
  if (fixedStart !== undefined) start(fixedStart);
  const players = variant.players.length;
  const positions = new PositionCache<P>();

  const turnOf = ({ G, ctx }: { readonly G: BoardgameState<P>; readonly ctx: BoardgameCtx }): number => {
    const playerID = seats.playerID(G.position.turn);
    const index = playerID === undefined ? -1 : ctx.playOrder.indexOf(playerID);
    if (index < 0) fail('INVALID_STATE', `the player to move, ${excerpt(String(G.position.turn))}, has no place in boardgame.io's playOrder ${excerpt(ctx.playOrder.join(','))}`);
    return index;
  };

  return {
    name,
    seats: seats.seats,
    minPlayers: players,
    maxPlayers: players,
    disableUndo: true,
    plugins: [positions.plugin],
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },

    setup({ ctx }, setupData) {
      if (ctx.numPlayers !== players) fail('INVALID_OPTION', `${variant.name} is played by ${players} players; boardgame.io was given numPlayers ${describe(ctx.numPlayers)}`, { option: 'numPlayers' });
      const position = start(setupPosition(setupData) ?? fixedStart);
      return { position: positions.remember(position), moves: [] };
    },

    validateSetupData(setupData, numPlayers) {
      if (numPlayers !== players) return `${variant.name} is played by ${players} players, not ${describe(numPlayers)}`;
      try {
        const text = setupPosition(setupData);
        if (text !== undefined) start(text);
        return undefined;
      } catch (error) {
        if (isBoardwrightError(error)) return `${error.code}: ${error.message}`;
        throw error;
      }
    },

    moves: {
      play({ G: draft, playerID }, moveText, ...extra) {
        // One argument, the move text: anything more would be stored in boardgame.io's log and sent
        // to every client as the client wrote it.
        if (extra.length > 0) return INVALID_MOVE;
        // The plain G boardgame.io stored (the move is handed an immer draft of it): reading the
        // draft entry by entry would cost a walk of the whole history at every move.
        const G = positions.stateOf(draft);
        // Only the seat of the player to move. No playerID is a spectator of a networked match (a
        // client of its own fills in the player to move, bots name theirs): its moves are refused.
        if (typeof playerID !== 'string' || seats.player(playerID) !== G.position.turn) return INVALID_MOVE;
        const position = positions.position(G.position);
        const read = readMoveText(variant, position, moveText, strict);
        if (!read) return INVALID_MOVE;
        const next = positions.played(G.position, read.move.notation, () => read.position ?? variant.play(position, read.move));
        return { position: next, moves: [...G.moves, read.move.notation] };
      },
    },

    turn: { minMoves: 1, maxMoves: 1, order: { first: turnOf, next: turnOf } },

    endIf({ G }) {
      const status = variant.status(positions.position(G.position));
      if (!status.over) return claimDraws && status.claimableDraw !== undefined ? { draw: true, reason: status.claimableDraw } : undefined;
      const winner = status.winner === undefined ? undefined : seats.playerID(status.winner);
      return winner === undefined ? { draw: true, reason: status.reason } : { winner, reason: status.reason };
    },

    ai: {
      enumerate(G, _ctx, playerID) {
        const position = positions.position(G.position);
        const status = variant.status(position);
        if (seats.player(playerID) !== G.position.turn || status.over || (claimDraws && status.claimableDraw !== undefined)) return [];
        return variant.legalMoves(position).map((m) => ({ move: 'play', args: [m.notation] }));
      },
    },
  };
}

/** The position text of a match's `setupData` (`undefined`: none); a malformed one is `INVALID_ARGUMENT`. */
function setupPosition(setupData: unknown): string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) fail('INVALID_ARGUMENT', `boardgame.io setupData must be an object like { position: '<position text>' }, got ${describe(setupData)}`, { field: 'setupData' });
  for (const key of Object.keys(setupData)) {
    if (!SETUP_DATA_NAMES.has(key)) fail('INVALID_ARGUMENT', `boardgame.io setupData has an unknown field ${excerpt(key)}; it takes: position`, { field: key.slice(0, 100) });
  }
  const text: unknown = (setupData as { position?: unknown }).position;
  if (text !== undefined && typeof text !== 'string') fail('INVALID_ARGUMENT', `setupData.position must be position text, got ${describe(text)}`, { field: 'position' });
  return text;
}
