/**
 * The quick tier's sample of the conformance suite on the fairy engine: janggi (intersections,
 * passes, lastMoves, the material count at a double pass), one short playout. The full walks (four 40-ply
 * playouts of chess as data, xiangqi, janggi and a holed board) are in
 * engine-conformance.heavy.test.ts.
 */
import { runConformance } from '../../src/testing/index.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { janggi } from '../../src/variants/fairy/janggi.js';

const LIGHT = { playouts: 1, maxPlies: 10, endPlayouts: 1, linearPlies: 25, movesAfterEnd: true, reachesNoDraw: true } as const;

runConformance(defineFairy(janggi), { ...LIGHT, label: 'fairy engine, quick sample' });
