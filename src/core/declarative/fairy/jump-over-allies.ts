/**
 * Jumping over an ally (a GameDefinition's jump atom, `over: 'ally'`; Chess4: "pieces move one
 * space towards one of the directions shown, but may jump over allied pieces"): from its square a
 * piece jumps a neighbouring square holding one of its own pieces and lands beyond it, where the
 * landing square decides the rest: an empty square is a move, an enemy a capture, an ally a swap
 * (where swapping is on).
 */
import { CAPTURE, QUIET } from './compile.js';
import { encodeMove, PIECE_PROMOTION } from './move-code.js';
import { addSwap, SWAP, type SwapState } from './swap-with-allies.js';

/**
 * Adds the jumps of the piece on `sq` (type `t`, table key `key`) over its own pieces, not
 * repeating a move of `out[since..k)`. Returns the new end.
 */
export function jumpsFrom(s: SwapState, out: Int32Array, since: number, k: number, sq: number, t: number, key: number, forbidden: number): number {
  const c = s.c, rules = c.rules, jumps = rules.jumpsOverAllies;
  if (jumps === null) return k;
  const cells = s.cells, us = s.side, js = jumps.start, jd = jumps.data;
  const zone = rules.promotionRegion[us as 0 | 1], promoted = rules.promotedPieceType[t] as number;
  for (let i = js[key] as number, e = js[key + 1] as number; i < e; i += 3) {
    const over = cells[jd[i] as number] as number;
    if (over < 2 || ((over - 2) & 1) !== us) continue;
    const to = jd[i + 1] as number, mode = jd[i + 2] as number, target = cells[to] as number;
    if (target >= 2 && ((target - 2) & 1) === us) {
      if (mode & SWAP && rules.swapWithAllies) k = addSwap(s, out, since, k, sq, to, forbidden);
      continue;
    }
    if ((target === 0 && (mode & QUIET) === 0) || (target !== 0 && (mode & CAPTURE) === 0)) continue;
    const m = promoted >= 0 && zone[to] === 1 ? encodeMove(sq, to, PIECE_PROMOTION, promoted) : encodeMove(sq, to, 0);
    if (!listed(out, since, k, m)) out[k++] = m;
  }
  return k;
}

/** Is a move from and to the same squares as `m` among `out[since..k)`? */
function listed(out: Int32Array, since: number, k: number, m: number): boolean {
  const squares = m & 0x3fff;
  for (let i = since; i < k; i++) if (((out[i] as number) & 0x3fff) === squares) return true;
  return false;
}
