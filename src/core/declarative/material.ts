/**
 * Position text may only describe what a game could reach: no more pieces of
 * a kind than the start (plus promotions) provides, no unpromoted piece on its
 * far row, and no side already without its royal piece unless it is to move.
 */
import { fail } from '../errors.js';
import { pieceOf, type Compiled } from './compile.js';
import { pairNodes } from './no-swap-back.js';
import { shouldHavePromoted } from './promotion.js';

/**
 * Each piece kind counted together with the pieces that can still promote into
 * it (directly or along a chain): a promotion turns one piece into another, so
 * a kind and the kinds that become it can never outnumber their start total.
 * Counting them together is what refuses, say, a Kitten next to a Lioness
 * when the setup holds one Kitten and no Lioness.
 */
function familyCounts(g: Compiled, count: Int32Array): { family: Int32Array; familyStart: Int32Array } {
  const codes = g.letterOf.length;
  const startCount = new Int32Array(codes);
  for (let node = 0; node < g.n; node++) startCount[g.start[node]!]!++;
  const family = Int32Array.from(count);
  const familyStart = Int32Array.from(startCount);
  for (let from = 1; from < codes; from++) {
    // A chain visits each kind at most once; the bound also stops a cyclic definition (A → B → A).
    for (let to = g.promoteCode[from]!, steps = 0; to !== 0 && to !== from && steps < codes; to = g.promoteCode[to]!, steps++) {
      family[to]! += count[from]!;
      familyStart[to]! += startCount[from]!;
    }
  }
  return { family, familyStart };
}

/**
 * Throws `INVALID_POSITION` when a last swap (`swaps[s]`, a pair key or -1) names a square that does
 * not hold a piece of its side. The side that just moved cannot have lost either piece yet; the
 * side to move may have lost one: its opponent has made one move since, and a capture leaves the
 * capturer on that square.
 */
export function checkSwapPieces(g: Compiled, cells: Int8Array, side: number, swaps: readonly number[]): void {
  for (let s = 0; s < swaps.length; s++) {
    const key = swaps[s]!;
    if (key < 0) continue;
    const field = `${g.def.players[s]}'s last swap`;
    let lost = 0;
    for (const node of pairNodes(g.n, key)) {
      const c = cells[node]!;
      if (c !== 0 && g.ownerOf[c] === s) continue;
      if (c !== 0 && s === side && lost++ === 0) continue;
      const why = lost > 1 ? '; only one of the two can have been captured since' : '';
      fail('INVALID_POSITION', `${field} names ${g.board.names[node]}, which does not hold a ${g.def.players[s]} piece${why}`);
    }
  }
}

/** Throws `INVALID_POSITION` for a board no game could reach with `side` to move. */
export function checkMaterial(g: Compiled, cells: Int8Array, side: number): void {
  const count = new Int32Array(g.letterOf.length);
  for (let node = 0; node < g.n; node++) {
    const c = cells[node]!;
    count[c]!++;
    if (shouldHavePromoted(g, c, node)) {
      fail('INVALID_POSITION', `board: the ${g.def.players[g.ownerOf[c]!]} ${pieceOf(g, c).name} on ${g.board.names[node]} stands on its far row, where it would already have become a ${pieceOf(g, g.promoteCode[c]!).name}`);
    }
  }
  const { family, familyStart } = familyCounts(g, count);
  for (let code = 1; code < g.letterOf.length; code++) {
    if (family[code]! <= familyStart[code]!) continue;
    const owner = g.def.players[g.ownerOf[code]!];
    const what = `${count[code]} ${pieceOf(g, code).name} piece${count[code] === 1 ? '' : 's'} (letter ${g.letterOf[code]})`;
    const sources = family[code]! - count[code]!;
    const also = sources > 0 ? ` and ${sources} piece${sources > 1 ? 's' : ''} that would promote to one` : '';
    fail('INVALID_POSITION', `board: ${owner} has ${what}${also}; at most ${familyStart[code]} can exist${also ? ' in all' : ''}`);
  }
  if (g.hasRoyal) {
    const royals = [0, 0];
    for (let node = 0; node < g.n; node++) if (g.royalCode[cells[node]!]) royals[g.ownerOf[cells[node]!]!]!++;
    if (royals[0] === 0 && royals[1] === 0) fail('INVALID_POSITION', 'board: both sides have lost their royal piece; a game ends when the first one is captured');
    if (royals[1 - side] === 0 && !promotedAway(g, cells, 1 - side)) fail('INVALID_POSITION', `board: ${g.def.players[1 - side]} has no royal piece left, so the game ended before its move; only the side to move can have lost its royal piece`);
  }
}

/**
 * Does `owner` hold a piece that one of its royal pieces becomes on promotion, itself not royal? Then
 * its last move may have promoted its last royal piece away: the game ended with that move, lost for it.
 */
function promotedAway(g: Compiled, cells: Int8Array, owner: number): boolean {
  for (let node = 0; node < g.n; node++) {
    const c = cells[node]!;
    if (c === 0 || g.ownerOf[c] !== owner || g.royalCode[c]) continue;
    for (let r = 1; r < g.letterOf.length; r++) if (g.royalCode[r] && g.ownerOf[r] === owner && g.promoteCode[r] === c) return true;
  }
  return false;
}
