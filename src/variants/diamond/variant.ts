/**
 * Builds the three Diamond variants from their game data: one engine, one
 * notation, one position text.
 */
import { attachedKeys } from '../../core/key-line.js';
import { defineVariant } from '../../core/define.js';
import { legalPreview } from '../../core/move-list.js';
import { describe, fail } from '../../core/errors.js';
import { renderBoard } from '../../core/render.js';
import { requireMoveBuffer, sumOfCells, type SearchState } from '../../core/search.js';
import type { Piece, Status, Variant } from '../../core/variant.js';
import { diamondBoard, named, PLAYERS, type DiamondPlayer } from './board.js';
import { diamondLook } from './look.js';
import { DiamondEngine } from './engine.js';
import { checkMoveText, toMove } from './notation.js';
import { formatPosition, parsePosition, type Settings } from './text.js';
import { DEFAULT_DRAW_AFTER_PLIES } from './draws.js';
import { checkPosition } from './position-check.js';
import { kindOfCell } from './pieces.js';
import type { DiamondGame } from './games.js';
import type { DiamondEndReason, DiamondMove, DiamondOptions, DiamondPosition } from './types.js';

const CAPTURE_RULES = ['mandatory', 'on-demand', 'optional'] as const;
const OPTION_KEYS: readonly string[] = ['capture', 'firstPlayer', 'drawAfterPlies', 'repetition'];

/** Checks options and fills in defaults. */
function settingsOf(options: DiamondOptions | undefined): Settings & { readonly firstPlayer: 'a' | 'b' } {
  if (options === undefined) return { capture: 'mandatory', drawAfterPlies: DEFAULT_DRAW_AFTER_PLIES, repetition: true, firstPlayer: 'a' };
  // Unknown names and a non-object were refused by the core (defineVariant), as in every game.
  const capture = options.capture ?? 'mandatory';
  if (!(CAPTURE_RULES as readonly unknown[]).includes(capture)) fail('INVALID_OPTION', `option capture must be 'mandatory', 'on-demand' or 'optional', got ${describe(capture)}`);
  const firstPlayer = options.firstPlayer ?? 'a';
  if (firstPlayer !== 'a' && firstPlayer !== 'b') fail('INVALID_OPTION', `option firstPlayer must be 'a' or 'b', got ${describe(firstPlayer)}`);
  const drawAfterPlies = options.drawAfterPlies ?? DEFAULT_DRAW_AFTER_PLIES;
  if (!Number.isInteger(drawAfterPlies) || drawAfterPlies < 0) fail('INVALID_OPTION', `option drawAfterPlies must be a whole number >= 0 (0 turns the rule off), got ${describe(drawAfterPlies)}`);
  const repetition = options.repetition ?? true;
  if (typeof repetition !== 'boolean') fail('INVALID_OPTION', `option repetition must be true or false, got ${describe(repetition)}`);
  return { capture, drawAfterPlies, repetition, firstPlayer };
}

function statusOf(game: DiamondGame, p: DiamondPosition): Status<DiamondPlayer, DiamondEndReason> {
  const e = DiamondEngine.load(game, p);
  const reason = e.endReason();
  // "The object of the game is to remove one's opponent's men from the board."
  if (reason === 'no-pieces') return { over: true, winner: e.men()[0] === 0 ? 'b' : 'a', reason };
  if (reason !== null) return { over: true, draw: reason, reason };
  if (e.generate().length === 0) return { over: true, winner: p.turn === 'a' ? 'b' : 'a', reason: 'no-moves' };
  return { over: false, turn: p.turn };
}

/**
 * Legal moves by position object, for `play` with move text right after `legalMoves`. The position
 * is validated on every call, and the answer is reused only while every field generation reads is
 * as it was (a position changed in place is generated again: a cache never skips validation).
 */
const cache = /* @__PURE__ */ new WeakMap<DiamondPosition, { readonly print: string; readonly moves: readonly DiamondMove[] }>();

/**
 * What generation reads. Keys that play made are a frozen, read-only line (reading them would
 * build the array: O(history) per call), so their length says it all; other keys by length and ends.
 */
function fingerprint(p: DiamondPosition): string {
  const shared = attachedKeys(p);
  let keys: string;
  if (shared !== undefined) keys = `line ${shared.length}`;
  else {
    const k = p.keys;
    keys = `${k.length}:${k[0]}:${k[k.length - 1]}`;
  }
  return `${p.turn}|${p.plies}|${p.capture}|${p.drawAfterPlies}|${p.repetition}|${p.mustJump === true}|${JSON.stringify(p.insist ?? null)}|${keys}|${p.cells.join(',')}`;
}

function checkedLegal(game: DiamondGame, p: DiamondPosition): readonly DiamondMove[] {
  checkPosition(game, p);
  const print = fingerprint(p);
  const hit = cache.get(p);
  if (hit !== undefined && hit.print === print) return hit.moves;
  const moves = Object.freeze(legal(game, p));
  cache.set(p, { print, moves });
  return moves;
}

function legal(game: DiamondGame, p: DiamondPosition, dedupe = true): DiamondMove[] {
  const e = DiamondEngine.load(game, p);
  e.dedupe = dedupe;
  const pool = e.generate();
  const out: DiamondMove[] = [];
  for (let i = 0; i < pool.length; i++) out.push(toMove(e, pool, i));
  return out;
}

/** Same result: same men, same start and end, same captured set. */
function sameResult(a: DiamondMove, b: DiamondMove): boolean {
  return a.from === b.from && a.to === b.to && a.count === b.count && (a.kind ?? '') === (b.kind ?? '')
    && a.captures.length === b.captures.length && a.captures.every((c) => b.captures.includes(c));
}

/** The legal move that `text` names; `written` is the text as the caller wrote it (for the error message). */
function resolve(game: DiamondGame, p: DiamondPosition, text: string, moves: readonly DiamondMove[], written = text): DiamondMove {
  const exact = moves.find((m) => m.notation === text);
  if (exact) return exact;
  checkMoveText(text);
  if (text === 'insist') fail('ILLEGAL_MOVE', `insist is legal only when the opponent's last move ignored a jump${p.capture === 'on-demand' ? '' : " and the capture option is 'on-demand'"}`);
  if (game.kind === 'queens' && !/^\d+\*/.test(text)) {
    const from = diamondBoard().nodeId(text.split(/[-:x]/)[0] as string);
    const men = (p.cells[from] ?? 0) * (p.turn === 'a' ? 1 : -1); // the mover's own men there
    if (men > 1) fail('AMBIGUOUS_MOVE', `"${text}" does not say how many of the ${men} men on ${text.split(/[-:x]/)[0]} move; write e.g. ${men}*${text} or 1*${text}`);
    return resolve(game, p, `1*${text}`, moves, text);
  }
  // The same jump by another path lands on the same position with the same captures: it is the same move.
  const other = legal(game, p, false).find((m) => m.notation === text);
  const canonical = other && moves.find((m) => sameResult(m, other));
  if (canonical) return canonical;
  return fail('ILLEGAL_MOVE', `"${written}" is not a legal move for ${p.turn.toUpperCase()}; legal: ${legalPreview(moves)}`);
}

function searchOf(game: DiamondGame, p: DiamondPosition): SearchState<DiamondPosition, DiamondMove> {
  const e = DiamondEngine.load(game, p);
  return {
    maxMoves: 1 << 14,
    generate(out) {
      // Any Int32Array: a smaller one than maxMoves is refused below only if the moves do not fit.
      requireMoveBuffer(out, 0);
      const pool = e.generate();
      if (pool.length > out.length) fail('INVALID_STATE', `position has ${pool.length} moves, more than the buffer of ${out.length}`);
      for (let i = 0; i < pool.length; i++) out[i] = i;
      return pool.length;
    },
    make(move) {
      if (!Number.isInteger(move) || move < 0 || move >= e.currentPool().length) fail('ILLEGAL_MOVE', `no move number ${move} in the last generated list`);
      e.make(move);
    },
    unmake() {
      if (e.ply === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
      e.unmake();
    },
    hash: () => e.hash(),
    position: () => e.snapshot(),
    // The engine's cells: side a's pieces positive, b's negative (a Queens stack by its size).
    board: { size: e.cells.length, pieceAt: (node) => e.cells[node] as number, piece: (code) => pieceOfCell(game, code), mover: () => (e.side === 0 ? 'a' : 'b'), sum: (table) => sumOfCells(table, e.cells, e.cells.length) },
    // Integer moves index the engine's move pool, which the listing is built from in order (legal()).
    move(m) {
      const pool = e.generate();
      if (!Number.isInteger(m) || m < 0 || m >= pool.length) fail('ILLEGAL_MOVE', `${describe(m)} is not a move of this position (generate lists ${pool.length})`);
      return toMove(e, pool, m);
    },
  };
}

/** Board text of one node: `.` empty; men `a`/`b`; Kings `A`/`B`; Diamond Kings `A+`/`B+`; Queens stacks `a2`. */
function cellText(game: DiamondGame, v: number): string {
  if (v === 0) return '.';
  const side = v > 0 ? 'a' : 'b';
  const mag = Math.abs(v);
  if (game.kind === 'queens') return mag > 1 ? `${side}${mag}` : side;
  if (game.kind === 'kings') return side;
  return mag === 1 ? side : mag === 2 ? side.toUpperCase() : `${side.toUpperCase()}+`;
}

/**
 * A cell as a piece: kind `M` man, `K` King, `D` Diamond King (every man of
 * Diamond Kings and Queens is one); Diamond Queens gives the stack's `count`.
 */
function pieceOfCell(game: DiamondGame, v: number): Piece<DiamondPlayer> | undefined {
  if (v === 0) return undefined;
  const player = v > 0 ? 'a' : 'b';
  const kind = kindOfCell(game.kind, v);
  return game.kind === 'queens' ? { player, kind, count: Math.abs(v) } : { player, kind };
}

/** Builds one Diamond variant object. */
export function makeDiamondVariant(game: DiamondGame): Variant<DiamondPosition, DiamondMove, DiamondOptions, DiamondEndReason> {
  return defineVariant<DiamondPosition, DiamondMove, DiamondOptions, DiamondEndReason>({
    id: game.id,
    name: game.name,
    players: PLAYERS,
    optionNames: OPTION_KEYS,
    createBoard: diamondBoard,
    setup(options) {
      const { firstPlayer, ...settings } = settingsOf(options);
      const cells = new Array<number>(41).fill(0);
      for (const [k, men] of game.start) {
        cells[named('A', [k])[0] as number] = men;
        cells[named('B', [k])[0] as number] = -men;
      }
      return { variant: game.id, turn: firstPlayer, cells, plies: 0, keys: [], ...settings };
    },
    parse: (text, options) => {
      const { firstPlayer: _unused, ...settings } = settingsOf(options);
      return parsePosition(game, text, settings);
    },
    format: (p) => (checkPosition(game, p), formatPosition(game, p)),
    legalMoves: (p) => checkedLegal(game, p),
    apply(p, move) {
      const e = DiamondEngine.load(game, p);
      const pool = e.generate();
      for (let i = 0; i < pool.length; i++) {
        if (pool.from[i] !== e.board.nodeId(move.from) || pool.to[i] !== e.board.nodeId(move.to)) continue;
        if (toMove(e, pool, i).notation !== move.notation) continue;
        e.make(i);
        return e.snapshot();
      }
      return fail('ILLEGAL_MOVE', `${move.notation} is not a legal move here`);
    },
    resolveMove: (p, text, moves) => resolve(game, p, text, moves),
    status: (p) => (checkPosition(game, p), statusOf(game, p)),
    hash: (p) => (checkPosition(game, p), DiamondEngine.load(game, p).hash()),
    search: (p) => (checkPosition(game, p), searchOf(game, p)),
    pieceReader: (p) => (checkPosition(game, p), (node) => pieceOfCell(game, p.cells[node] ?? 0)),
    perft: (p, depth) => (checkPosition(game, p), DiamondEngine.load(game, p).perft(depth)),
    svg: diamondLook(game.kind),
    render: (p) => (checkPosition(game, p), renderBoard(diamondBoard(), { cell: (n) => cellText(game, p.cells[n] ?? 0), width: 4 })),
  });
}
