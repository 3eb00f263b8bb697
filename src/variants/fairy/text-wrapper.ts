/**
 * A text wrapper (shogi's USI and Western text, xiangqi's WXF) is the engine's variant with its
 * own move objects: everything but the listing and the move text is the engine's, forwarded here
 * once, and the search layer's `move(m)` answers the move object the wrapper lists (matched by UCI).
 */
import type { FairyMove, FairyPosition, FairyVariant } from '../../core/declarative/fairy/variant.js';
import type { VariantSpec } from '../../core/define.js';
import type { SearchState } from '../../core/search.js';
import type { EndReason } from '../../core/variant.js';

/** Wraps `inner` so that `move(m)` gives `listed(position)`'s move; the board view (if any) is passed on. */
export function relistedSearch<M extends FairyMove>(inner: SearchState<FairyPosition, FairyMove>, listed: (p: FairyPosition) => readonly M[]): SearchState<FairyPosition, M> {
  return {
    maxMoves: inner.maxMoves,
    generate: (out) => inner.generate(out),
    make: (m) => inner.make(m),
    unmake: () => inner.unmake(),
    hash: () => inner.hash(),
    position: () => inner.position(),
    move(m) {
      const uci = inner.move(m).uci;
      return listed(inner.position()).find((x) => x.uci === uci) as M;
    },
    ...(inner.board === undefined ? {} : { board: inner.board }),
  };
}

/** The spec of a wrapper of `inner` listing `listed`: the engine's game, played by the listed moves' UCI. */
export function forwardedSpec<M extends FairyMove>(inner: FairyVariant, listed: (p: FairyPosition) => M[]): VariantSpec<FairyPosition, M, Record<string, never>, EndReason> {
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
