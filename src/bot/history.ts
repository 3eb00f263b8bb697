/**
 * The history of cut-offs with gravity, for the chess search: when a quiet move cuts off, it gains
 * a bonus and the quiet moves searched before it at that node lose as much (the malus); each
 * change is scaled by how far the entry still is from ±{@link HISTORY_MAX}
 * (`h += bonus − h·|bonus| / HISTORY_MAX`, the update Stockfish and most engines since use), so the
 * table keeps learning late in a search instead of saturating, and a move that keeps failing sinks
 * below the moves never tried.
 */

/** The bound the entries approach and never pass. */
export const HISTORY_MAX = 16384;

/** The bonus of a cut-off at `depth` (grows with depth², capped). */
export const historyBonus = (depth: number): number => Math.min(32 * depth * depth, 1600);

/** Entry `h` moved by `bonus` (negative: a malus) with gravity: the result stays within ±HISTORY_MAX when `h` does and |bonus| ≤ HISTORY_MAX. */
export const gravity = (h: number, bonus: number): number => h + bonus - (((h * (bonus < 0 ? -bonus : bonus)) / HISTORY_MAX) | 0);

/**
 * Records a quiet cut-off in `history` (indexed `base + (move & 4095)`): the bonus for `cut`, the
 * malus for the `count` quiet moves `tried[from…]` searched before it without cutting off.
 */
export function rememberQuiets(history: Int32Array, base: number, cut: number, tried: Int32Array, from: number, count: number, depth: number): void {
  const bonus = historyBonus(depth);
  const h = base + (cut & 4095);
  history[h] = gravity(history[h] as number, bonus);
  for (let i = from, e = from + count; i < e; i++) {
    const q = base + ((tried[i] as number) & 4095);
    history[q] = gravity(history[q] as number, -bonus);
  }
}
