/**
 * `boardwright/testing`: the conformance suite every shipped game passes, for
 * your own variant. It registers vitest tests, so import it from a test file
 * run by vitest (an optional peer dependency of boardwright: nothing else in
 * the package imports this subpath or vitest).
 *
 * @example
 * ```ts
 * // my-game.test.ts
 * import { runConformance } from 'boardwright/testing';
 * import { myGame } from './my-game.js';
 * runConformance(myGame);
 * ```
 * @module boardwright/testing
 */
export { errorTableRespected, gameOverRefused, runConformance, recordsRoundTrip, type ConformanceConfig, type PieceSeen, type RecordFormat } from './conformance.js';
