import { runConformance } from '../../src/testing/index.js';
import { triHex } from '../fixtures/tri-hex.js';

// The contract is proven on a three-player game on a hexagon (not a grid), written only against the core.
runConformance(triHex, {
  playouts: 8,
  maxPlies: 50,
  endPlayouts: 5,
  // The text is `<turn initial>:<one character per cell, in node id order>:<quiet plies>`.
  readPieces: (text) => new Map([...(text.split(':')[1] as string)].flatMap((c, id) => (c === '.' ? [] : [[triHex.board.names[id] as string, { player: { r: 'red', g: 'green', b: 'blue' }[c] as string, kind: 'S' }] as const]))),
});
