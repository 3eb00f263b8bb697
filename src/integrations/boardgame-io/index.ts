/**
 * boardgame.io for every boardwright game (`boardwright/boardgame.io`): `boardgameGame(variant)` is a
 * boardgame.io `Game` — start, legal moves, turns, end and bot moves all from the game's rules. It
 * imports nothing from boardgame.io, an optional peer dependency (`boardgame.io@^0.50`).
 * @module boardwright/boardgame.io
 */
export { boardgameGame } from './game.js';
export { guardServer, type BoardgameServer } from './socket-guard.js';
export {
  INVALID_MOVE,
  type BoardgameAction,
  type BoardgameCtx,
  type BoardgameGame,
  type BoardgameGameover,
  type BoardgameMoveContext,
  type BoardgameOptions,
  type BoardgamePlugin,
  type BoardgameSetupData,
  type BoardgameState,
  type BoardgameVariant,
} from './types.js';
