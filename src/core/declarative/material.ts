/**
 * Position text may only describe what a game could reach: no more pieces of
 * a kind than the start (plus promotions) provides, no unpromoted piece on its
 * far row, and no side already without its royal piece unless it is to move.
 */
import { fail } from '../errors.js';
import { pieceOf, type Compiled } from './compile.js';
import { shouldHavePromoted } from './promotion.js';

/** Throws `INVALID_POSITION` for a board no game could reach with `side` to move. */
export function checkMaterial(g: Compiled, cells: Int8Array, side: number): void {
  const count = new Int32Array(g.letterOf.length);
  const startCount = new Int32Array(g.letterOf.length);
  for (let node = 0; node < g.n; node++) {
    count[cells[node]!]!++;
    startCount[g.start[node]!]!++;
    const c = cells[node]!;
    if (shouldHavePromoted(g, c, node)) {
      fail('INVALID_POSITION', `board: the ${g.def.players[g.ownerOf[c]!]} ${pieceOf(g, c).name} on ${g.board.names[node]} stands on its far row, where it would already have become a ${pieceOf(g, g.promoteCode[c]!).name}`);
    }
  }
  for (let code = 1; code < g.letterOf.length; code++) {
    // A piece may come from the start or from promoting pieces that start on the board.
    let limit = startCount[code]!;
    for (let from = 1; from < g.letterOf.length; from++) if (g.promoteCode[from] === code) limit += startCount[from]!;
    const owner = g.def.players[g.ownerOf[code]!];
    if (count[code]! > limit) fail('INVALID_POSITION', `board: ${owner} has ${count[code]} ${pieceOf(g, code).name} pieces (letter ${g.letterOf[code]}); at most ${limit} can exist`);
  }
  if (g.hasRoyal) {
    const royals = [0, 0];
    for (let node = 0; node < g.n; node++) if (g.royalCode[cells[node]!]) royals[g.ownerOf[cells[node]!]!]!++;
    if (royals[0] === 0 && royals[1] === 0) fail('INVALID_POSITION', 'board: both sides have lost their royal piece; a game ends when the first one is captured');
    if (royals[1 - side] === 0) fail('INVALID_POSITION', `board: ${g.def.players[1 - side]} has no royal piece left, so the game ended before its move; only the side to move can have lost its royal piece`);
  }
}
