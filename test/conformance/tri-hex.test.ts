import { runConformance } from '../../src/testing/index.js';
import { triHex } from '../fixtures/tri-hex.js';

// The contract is proven on a three-player game on a hexagon (not a grid), written only against the core.
runConformance(triHex, { playouts: 8, maxPlies: 50, endPlayouts: 5 });
