/**
 * Native engines from TypeScript (`boardwright/engine`, Node only): {@link openEngine} starts
 * Stockfish, Fairy-Stockfish or a USI shogi engine as a child process and plays and analyses this
 * package's positions with it, answering with the games' own move objects.
 *
 * @example
 * ```ts
 * import { xiangqi } from 'boardwright/fairy';
 * import { openEngine } from 'boardwright/engine';
 * const engine = await openEngine('/usr/games/fairy-stockfish');
 * const { lines } = await engine.analyse(xiangqi, xiangqi.setup(), { depth: 8 }, { multipv: 2 });
 * lines[0].pv[0].notation // the best first move, as xiangqi writes it
 * await engine.quit();
 * ```
 * @module boardwright/engine
 */
export { openEngine, type AnalyseOptions, type Analysis, type AnalysisLine, type Engine, type OpenEngineOptions } from './open-engine.js';
export type { EngineLimits } from './limits.js';
export type { GameLine } from './game-line.js';
export type { EngineScore } from './info.js';
export type { EngineOption, EngineOptionValue } from './options.js';
