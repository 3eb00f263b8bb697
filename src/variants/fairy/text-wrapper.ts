/**
 * A text wrapper (shogi's USI and Western text, xiangqi's WXF) is the engine's variant with its
 * own move objects: everything but the listing and the move text is the engine's, forwarded here
 * once, and the search layer's `move(m)` answers the move object the wrapper lists (matched by UCI).
 */
import type { FairyMove, FairyPosition, FairyVariant } from '../../core/declarative/fairy/variant.js';
import { assembleVariant } from '../../core/assemble-variant.js';
import { requireGameNames } from '../../core/definition-names.js';
import { moveByFields } from '../../core/move-by-fields.js';
import { moveResolver } from '../../core/move-resolver.js';
import { destinationsOf, movesFromList } from '../../core/moves-from.js';
import { checkedSearch, uncheckedSearch, type SearchState } from '../../core/search.js';
import type { EndReason, Variant } from '../../core/variant.js';
import type { CompleteSpec } from '../../core/variant-spec.js';

/**
 * Wraps `inner` (a checked state) so that `move(m)` gives `listed(position)`'s move; the board view
 * (if any) is passed on. The wrapper is itself checked, over the fast state `inner` wraps, so that
 * `uncheckedSearch` finds a fast wrapper (the reference bot searches that one, not a checked layer).
 */
export function relistedSearch<M extends FairyMove>(inner: SearchState<FairyPosition, FairyMove>, listed: (p: FairyPosition) => readonly M[]): SearchState<FairyPosition, M> {
  const fast = uncheckedSearch(inner);
  const relisted: SearchState<FairyPosition, M> = {
    maxMoves: fast.maxMoves,
    generate: (out) => fast.generate(out),
    make: (m) => fast.make(m),
    unmake: () => fast.unmake(),
    hash: () => fast.hash(),
    position: () => fast.position(),
    move(m) {
      const uci = fast.move(m).uci;
      return listed(fast.position()).find((x) => x.uci === uci) as M;
    },
    ...(inner.board === undefined ? {} : { board: inner.board }),
  };
  return checkedSearch(relisted);
}

/** A wrapper's own hooks: its move text, and for shogi its position text (SFEN). */
type OwnHooks<M extends FairyMove> = Pick<CompleteSpec<FairyPosition, M, Record<string, never>, EndReason>, 'resolveMove'> & Partial<Pick<CompleteSpec<FairyPosition, M, Record<string, never>, EndReason>, 'parse'>>;

/**
 * The variant of a wrapper of `inner` listing `listed`: the engine's game, played by the listed
 * moves' UCI, with the wrapper's `own` hooks. Assembled with every hook written out (core
 * assemble-variant.ts): the hooks are the engine's and the wrapper's, tested, so defineVariant's
 * checks of a user's hooks are left out; a user's definition has its names checked by
 * `requireNames` ({@link requireWrapperNames}), as defineVariant did.
 */
export function forwardedVariant<M extends FairyMove>(inner: FairyVariant, listed: (p: FairyPosition) => M[], own: OwnHooks<M>, requireNames?: (inner: FairyVariant) => void): Variant<FairyPosition, M, Record<string, never>, EndReason> {
  requireNames?.(inner);
  const variant: Variant<FairyPosition, M, Record<string, never>, EndReason> = assembleVariant<FairyPosition, M, Record<string, never>, EndReason>({
    ...forwardedSpec(inner, listed),
    ...own,
    movesFrom: (p, node) => movesFromList(variant.legalMoves(p), variant.board.names[node] as string),
    destinations: (p) => destinationsOf(variant.legalMoves(p)),
    resolver: moveResolver,
  });
  return variant;
}

/** The names of a wrapper over a user's definition (its id, name and seats), checked as defineVariant checks a game's. */
export function requireWrapperNames(inner: FairyVariant): void {
  requireGameNames(inner, 'defineVariant');
}

/** The hooks of a wrapper of `inner` listing `listed`: the engine's game, played by the listed moves' UCI. */
function forwardedSpec<M extends FairyMove>(inner: FairyVariant, listed: (p: FairyPosition) => M[]): Omit<CompleteSpec<FairyPosition, M, Record<string, never>, EndReason>, 'movesFrom' | 'destinations'> {
  return {
    id: inner.id,
    name: inner.name,
    players: inner.players,
    createBoard: () => inner.board,
    setup: () => inner.setup(),
    parse: (text) => inner.parse(text),
    format: (p) => inner.format(p),
    legalMoves: listed,
    apply: (p, move) => inner.play(p, move.uci),
    // The engine's move objects by their fields, the wrapper's texts (usi, iccs, san) among them.
    resolveMoveObject: (p, move, legal) => moveByFields(legal, move, p.turn, inner.board),
    status: (p) => inner.status(p),
    hash: (p) => inner.hash(p),
    render: (p) => inner.render(p),
    search: (p) => relistedSearch(inner.search(p), listed),
    perft: (p, depth) => inner.perft(p, depth),
    pieceReader(p) {
      const byName = new Map(inner.pieces(p).map((x) => [x.node, x]));
      return (node) => {
        const piece = byName.get(inner.board.names[node] as string);
        return piece && { player: piece.player, kind: piece.kind };
      };
    },
  };
}
