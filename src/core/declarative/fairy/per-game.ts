/**
 * Tables the generic engine builds once per compiled game (leap lists, attack lists, bit masks…):
 * {@link perGame} turns a builder into a getter that builds on a game's first call and returns the
 * same value on every later one. The value is kept in a slot of the game's own `memo` array, not in
 * a map beside it: it is dropped with the game (nothing else holds either), and a lookup is two
 * loads and a comparison whichever game asks, so perft may call a getter at every node, and two
 * games played in turn (a bot's game and another's perft) do not rebuild or look up anything. A
 * "last game" fast path, the pattern this replaces, held the last game alive after its last use.
 */

/** A game carrying its per-game values: compile.ts and fairy-tables.ts give each `memo: []`, read only here. */
export interface PerGameSlots {
  readonly memo: unknown[];
}

/** Slots handed out so far: each getter made takes the next, for every game. */
let slots = 0;

/**
 * A getter of `build(game)`, called once per game (again only if it threw). `build` may call other
 * getters; it may return null but not undefined (an empty slot). Make getters at module level
 * (each takes a slot on every game that asks it), the call marked `@__PURE__` so that a bundle
 * without a caller drops it.
 *
 * @example
 * ```ts
 * const pawns = perGame((c: Compiled) => c.builtin.filter((b) => b === 'pawn').length);
 * pawns(c) // built; pawns(c) again: the same value, not built
 * ```
 */
export function perGame<G extends PerGameSlots, T extends {} | null>(build: (game: G) => T): (game: G) => T {
  const slot = slots++;
  // Kept this small so that the optimising compiler inlines it into every caller; building is out of line.
  return (game) => {
    const kept = game.memo[slot];
    return kept !== undefined ? (kept as T) : fill(game, slot, build);
  };
}

/** Builds a game's value for `slot` and keeps it there. */
function fill<G extends PerGameSlots, T>(game: G, slot: number, build: (game: G) => T): T {
  const value = build(game);
  // `build` may have filled later slots: pad only up to this one (undefined: not built yet).
  const memo = game.memo;
  while (memo.length <= slot) memo.push(undefined);
  memo[slot] = value;
  return value;
}
