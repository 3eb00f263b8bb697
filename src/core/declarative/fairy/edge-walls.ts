/**
 * wallingRule `edge` (Fairy-Stockfish movegen.cpp make_move_and_gating and position.cpp legal(),
 * the EDGE case; variants.ini: "edges of board, opening up new edges", atlantis): a wall goes only on
 * the board's first or last file or rank, or on a square beside a wall across a side (not a corner),
 * so the sea eats the board from its edges inwards.
 */
import { WALL, type Compiled } from './compile.js';

/** Scratch: the squares of one listing's region (filled and read within one call). */
let mask = new Uint8Array(0);

/** The squares of `region` where an edge wall may stand with the walls of `cells` (a scratch array, valid until the next call). */
function edgeRegion(c: Compiled, cells: Uint8Array, region: Uint8Array): Uint8Array {
  if (mask.length < c.n) mask = new Uint8Array(c.n);
  const files = c.files, ranks = c.ranks;
  for (let sq = 0; sq < c.n; sq++) {
    const f = sq % files, r = (sq - f) / files;
    const edge = f === 0 || f === files - 1 || r === 0 || r === ranks - 1
      || cells[sq - files] === WALL || cells[sq + files] === WALL || cells[sq - 1] === WALL || cells[sq + 1] === WALL;
    mask[sq] = edge && region[sq] === 1 ? 1 : 0;
  }
  return mask;
}

/** The rule file (rule-files.ts). */
export const edgeWallsRule = { region: edgeRegion } as const;
