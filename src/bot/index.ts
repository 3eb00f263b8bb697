/**
 * The reference bot (`boardwright/bot`): `chooseMove(variant, position, { seed })`
 * for every game, on the games' make/unmake search layer. Free of Node-only
 * APIs, so it runs in browsers too.
 * @module boardwright/bot
 */
export { chooseMove, analyse, type BotAnalysis } from './choose.js';
export { DEFAULT_MAX_NODES, type ChooseMoveOptions } from './options.js';
export { createBotMemory, type BotMemory } from './memory.js';
export { learnValues, type Evaluation, type ListsPieces } from './evaluate.js';
