/**
 * Dilkel Checkmates (Arthur C. Rogers, 1987): chess for four players on the
 * 160-square cross. Red, Blue, Yellow and Green play clockwise; a player in
 * check with no legal move when its turn comes is eliminated, and the last
 * player left wins.
 *
 * @example
 * ```ts
 * import { dilkel } from 'boardwright/dilkel';
 * let p = dilkel.setup();
 * p = dilkel.play(p, 'h2-h4');   // red
 * p = dilkel.play(p, 'Na5-c4');  // blue
 * dilkel.status(p)               // { over: false, turn: 'yellow', check: false, eliminated: [] }
 * ```
 * @module boardwright/dilkel
 */
import { defineVariant } from '../../core/define.js';
import { perft as searchPerft } from '../../core/search.js';
import type { Variant } from '../../core/variant.js';
import { MAX_MOVES } from './engine.js';
import { describeMove, resolveMoveText, type DilkelMove } from './notation.js';
import { loadEngine, toEngine, fromEngine, type DilkelEndReason, type DilkelOptions, type DilkelPiece, type DilkelPosition } from './position.js';
import { formatPosition, parsePosition } from './position-text.js';
import { renderPosition } from './render.js';
import { DILKEL_LOOK } from './look.js';
import { dilkelFastSearch, dilkelSearch } from './search.js';
import { DILKEL_PLAYERS, DILKEL_SEATS, DILKEL_BACK_RANK, DILKEL_DEFAULT_FIRST, type DilkelPlayer, type DilkelSeat } from './seating.js';
import { setupPosition } from './setup.js';
import { engineStatus } from './status.js';
import { createDilkelBoard, KIND_LETTERS } from './tables.js';

export type { DilkelEndReason, DilkelMove, DilkelOptions, DilkelPiece, DilkelPosition, DilkelPlayer, DilkelSeat };
export { DILKEL_PLAYERS, DILKEL_SEATS, DILKEL_BACK_RANK, DILKEL_DEFAULT_FIRST, createDilkelBoard };

/** Legal moves of a position with their engine integers, kept per position object (positions are immutable). */
interface Listed {
  readonly moves: readonly DilkelMove[];
  readonly ints: Int32Array;
}
const listed = /* @__PURE__ */ new WeakMap<DilkelPosition, Listed>();

function list(position: DilkelPosition): Listed {
  const cached = listed.get(position);
  if (cached) return cached;
  const e = toEngine(position);
  const buf = new Int32Array(MAX_MOVES);
  const count = e.generate(buf);
  const moves: DilkelMove[] = [];
  for (let i = 0; i < count; i++) moves.push(describeMove(e, buf[i] as number));
  const entry = { moves: Object.freeze(moves), ints: buf.slice(0, count) };
  listed.set(position, entry);
  return entry;
}

function apply(position: DilkelPosition, move: DilkelMove): DilkelPosition {
  const { moves, ints } = list(position);
  const i = moves.indexOf(move);
  const e = toEngine(position);
  e.make(ints[i >= 0 ? i : moves.findIndex((m) => m.notation === move.notation)] as number);
  return fromEngine(e);
}

/**
 * Dilkel Checkmates. Players `red`, `blue`, `yellow`, `green`; options
 * `firstPlayer`, `drawAfterPlies`, `repetition`. Moves in long algebraic
 * notation (`h2-h4`, `Nj1-i3`, `d13-d14=Q`, `O-O`); positions in the FEN4-like
 * text described in docs/dilkel.md.
 *
 * @example
 * ```ts
 * const start = dilkel.setup({ firstPlayer: 'yellow' });
 * dilkel.legalMoves(start).length // 20
 * dilkel.perft(dilkel.setup(), 2)
 * ```
 */
export const dilkel: Variant<DilkelPosition, DilkelMove, DilkelOptions, DilkelEndReason> = /* @__PURE__ */ defineVariant<DilkelPosition, DilkelMove, DilkelOptions, DilkelEndReason>({
  id: 'dilkel',
  name: 'Dilkel Checkmates',
  players: DILKEL_PLAYERS,
  optionNames: ['firstPlayer', 'drawAfterPlies', 'repetition'],
  createBoard: createDilkelBoard,
  setup: setupPosition,
  parse: parsePosition,
  format: formatPosition,
  legalMoves: (position) => list(position).moves,
  apply,
  resolveMove: (position, text, legal) => resolveMoveText(text, legal, position.turn),
  status: (position) => engineStatus(toEngine(position)),
  hash: (position) => toEngine(position).hash(),
  render: renderPosition,
  svg: DILKEL_LOOK,
  search: dilkelSearch,
  pieceReader: (position) => {
    const e = loadEngine(position);
    return (node) => {
      const code = e.sq[node] as number;
      return code === 0 ? undefined : { player: DILKEL_PLAYERS[code >> 3] as DilkelPlayer, kind: KIND_LETTERS[code & 7] as string };
    };
  },
  perft: (position, depth) => searchPerft(dilkelFastSearch(position), depth),
});
