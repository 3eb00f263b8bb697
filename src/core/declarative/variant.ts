/** {@link defineGame}: a {@link GameDefinition} wired into the core's {@link defineVariant}. */
import { defineVariant } from '../define.js';
import { moveByFields } from '../move-by-fields.js';
import { checkedSearch, sumOfCells, type SearchBoard } from '../search.js';
import { lazy } from '../lazy.js';
import { renderBoard } from '../render.js';
import { checkDefinitionShape, compile } from './compile.js';
import { legalList, resolveText } from './move-text.js';
import { readOptions } from './options.js';
import { declaredState, machineOf } from './position-object.js';
import type { Compiled } from './compile.js';
import type { DeclaredState } from './declared-state.js';
import { readPosition, writePosition } from './position-text.js';
import type { DeclarativeMove, DeclarativeOptions, DeclarativePosition, DeclarativeVariant, GameDefinition } from './types.js';

/**
 * Turns a {@link GameDefinition} into a full variant. Nothing is compiled until
 * first use. A malformed definition throws `INVALID_DEFINITION` naming the field: its shape (an
 * object; id, name, players and piece names of 1–64 characters without control characters; atoms of
 * a known kind) at once, the rest (sizes, letters, the setup) on first use.
 *
 * @example
 * ```ts
 * const game = defineGame({ id: 'mini', name: 'Mini', players: ['light', 'dark'], files: 3, ranks: 3,
 *   pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } }, setup: 'l2/3/2L' });
 * game.format(game.setup()) // 'l2/3/2L l 0 1'
 * ```
 */
export function defineGame(definition: GameDefinition): DeclarativeVariant {
  // What can be checked without compiling is checked now (INVALID_DEFINITION); the rest on first use.
  checkDefinitionShape(definition);
  const g = lazy(() => compile(definition));
  return defineVariant<DeclarativePosition, DeclarativeMove, DeclarativeOptions>({
    id: definition.id,
    name: definition.name,
    players: definition.players,
    optionNames: ['drawAfterPlies', 'threefold'],
    createBoard: () => g().board,
    setup(options) {
      const game = g();
      const opts = readOptions(game, options);
      return declaredState(game, { cells: game.start, side: game.firstSide, lastSwap: [-1, -1], plies: 0, moveNumber: 1, keys: [], drawAfterPlies: opts.drawAfterPlies, threefold: opts.threefold }).position();
    },
    parse: (text, options) => readPosition(g(), text, options),
    // Through the search state, which checks every field: a malformed object gets a typed error, not a TypeError.
    format: (p) => writePosition(g(), machineOf(g(), p).position()),
    legalMoves: (p) => legalList(machineOf(g(), p)),
    apply(p, move) {
      const game = g();
      const m = machineOf(game, p);
      m.make(m.moveBetween(game.board.nodeId(move.from), game.board.nodeId(move.to)));
      return m.position();
    },
    resolveMove: (p, text, legal) => resolveText(g(), p, text, legal),
    resolveMoveObject: (p, move, legal) => moveByFields(legal, move, p.turn, g().board),
    status: (p) => machineOf(g(), p).status(),
    hash: (p) => machineOf(g(), p).hash(),
    render(p) {
      const game = g();
      const pieces = machineOf(game, p).position().pieces;
      return renderBoard(game.board, {
        cell: (node) => pieces[game.board.names[node] as string] ?? '.',
        rowLabel: (y) => String(y + 1),
        columnLabel: (x) => String.fromCharCode(97 + x),
      });
    },
    svg: { cells: 'squares', seats: { [definition.players[0]]: 0, [definition.players[1]]: 2 }, ...definition.svg },
    // Handed out checked (a bogus move or buffer is a coded error); perft walks the machine itself.
    search: (p) => {
      const game = g(), state = machineOf(game, p, true);
      return checkedSearch(state, boardView(game, state));
    },
    perft: (p, depth) => machineOf(g(), p).perft(depth),
    pieceReader(p) {
      const game = g();
      // A copy: the immutable API's search state is loaded afresh by the next call.
      const cells = Array.from(machineOf(game, p).cells);
      return (node) => {
        const code = cells[node] as number;
        return code === 0 ? undefined : { player: game.def.players[game.ownerOf[code] as number] as string, kind: game.letters[game.kindOf[code] as number] as string };
      };
    },
  });
}

/** The board view of a declared game's search state (`SearchState.board`): its piece codes by node, as `pieceReader` names them. */
function boardView(game: Compiled, state: DeclaredState): SearchBoard {
  const cells = state.cells, players = game.def.players;
  return {
    size: game.board.size,
    pieceAt: (node) => cells[node] as number,
    piece: (code) => (code <= 0 || code >= game.ownerOf.length ? undefined : { player: players[game.ownerOf[code] as number] as string, kind: game.letters[game.kindOf[code] as number] as string }),
    mover: () => players[state.side] as string,
    sum: (table) => sumOfCells(table, cells, game.board.size),
    status: () => state.status(),
  };
}
