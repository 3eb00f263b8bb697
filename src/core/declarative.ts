/**
 * Games declared as data. A {@link GameDefinition} names a rectangular board,
 * the start position and each piece as core movement {@link Atom}s, plus a few
 * optional, game-agnostic rule switches ("hooks") the core interprets:
 *
 * - `allies: 'swap'` — landing on an allied piece swaps the two pieces;
 * - `noSwapBack` — a side may not swap again, on its next turn, the pair it just swapped;
 * - a piece's `outcomes` — which kinds of move it may make at all (a piece that
 *   may move only to capture or swap, like Chess4's Lion);
 * - a piece's `promotesTo` — it becomes another piece at once when it ends a move
 *   (its own, or a swap) on the far row;
 * - `royal` pieces — capturing a side's last royal piece wins.
 *
 * Plus what every game needs: a side with no legal move loses, draws by
 * threefold repetition and after `drawAfterPlies` plies without a capture.
 * {@link defineGame} turns a definition into a full {@link Variant} with
 * FEN-like position text, move text, a make/unmake search layer and perft;
 * a changed definition changes the game without any code.
 *
 * @example
 * ```ts
 * const duel = defineGame({
 *   id: 'duel', name: 'Duel', players: ['light', 'dark'], files: 3, ranks: 3,
 *   pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },
 *   setup: 'k2/3/2K',
 * });
 * duel.legalMoves(duel.setup()).length // 3
 * ```
 */
import type { Atom, CompiledAtom } from './atoms.js';
import { compileAtoms } from './atoms.js';
import { defineVariant } from './define.js';
import type { Compass } from './directions.js';
import { describe, fail } from './errors.js';
import { NONE, type Board } from './graph.js';
import { lazy } from './lazy.js';
import { renderBoard } from './render.js';
import type { RepetitionKeys } from './repetition.js';
import type { SearchState } from './search.js';
import { rect } from './shapes.js';
import { offsetTable } from './tables.js';
import type { Move, Position, Status, Variant } from './variant.js';
import { combineHash, zobristTable, type ZobristTable } from './zobrist.js';

/** What a move does with the node it ends on: move to an empty node, capture an opponent, or swap with an ally. */
export type Outcome = 'move' | 'capture' | 'swap';

/** One kind of piece, as data. */
export interface PieceDefinition {
  /** Human name (used in messages and docs). */
  readonly name: string;
  /**
   * How it moves. Directions may be relative (`forward`, `forward-left`, …): they
   * turn with the seat, so one list serves both sides. Jumps may go over allies
   * only (`over: 'ally'`); the landing node then decides the outcome like any
   * other move. An atom's `mode` `'quiet'` allows moves and swaps, `'capture'`
   * only captures, `'both'` (the default) all three.
   */
  readonly atoms: readonly Atom[];
  /** Capturing a side's last royal piece wins the game. */
  readonly royal?: boolean;
  /** The outcomes this piece may move to; default all. `['capture', 'swap']` is a piece that never simply moves. */
  readonly outcomes?: readonly Outcome[];
  /** Letter (upper case) of the piece it becomes at once when it ends a move on its far row. */
  readonly promotesTo?: string;
}

/** A whole two-player game on a rectangular board, as data. */
export interface GameDefinition {
  /** Variant id (`chess4`). */
  readonly id: string;
  /** Human name. */
  readonly name: string;
  /** The two player ids, first player first. The first player sits at rank 1 facing north and its letters are upper case. */
  readonly players: readonly [string, string];
  /** Side letters used in position text; default the first letter of each player id, lower case. */
  readonly sideLetters?: readonly [string, string];
  /** Board width (files `a`…) and height (ranks `1`…). */
  readonly files: number;
  readonly ranks: number;
  /** Pieces by upper-case letter (the second player's pieces are written in lower case). */
  readonly pieces: Readonly<Record<string, PieceDefinition>>;
  /** Start placement in the position text's board form, top rank first: `yptl/3k/K3/LTPY`. */
  readonly setup: string;
  /** Which player moves first; default the first. */
  readonly firstPlayer?: string;
  /** Landing on an allied piece: `'block'` (not allowed, the default) or `'swap'` (the two pieces change places). */
  readonly allies?: 'block' | 'swap';
  /** With swaps: a side may not swap, on its next turn, the two pieces it swapped on its previous turn. */
  readonly noSwapBack?: boolean;
  /** Default of the `drawAfterPlies` option (plies without a capture; 0 turns it off); default 100. */
  readonly drawAfterPlies?: number;
  /** Name of the end reason when a royal piece is captured; default `'royal-captured'`. */
  readonly royalCaptureReason?: string;
}

/** Options of a data-defined game's `setup` and `parse`. */
export interface DeclarativeOptions {
  /** A draw after this many plies without a capture; `0` turns the rule off. Default from the definition (100). */
  readonly drawAfterPlies?: number;
  /** A draw when a position occurs the third time (same side to move, same swap memory); default `true`. */
  readonly threefold?: boolean;
}

/** A position of a data-defined game: plain, readonly, JSON-able. */
export interface DeclarativePosition extends Position {
  /** Pieces by node name: the piece letter, upper case for the first player. */
  readonly pieces: Readonly<Record<string, string>>;
  /** Per player id: the two nodes it swapped on its previous turn (`['a1', 'b1']`), or `null`. */
  readonly lastSwap: Readonly<Record<string, readonly [string, string] | null>>;
  /** Plies since the last capture. */
  readonly plies: number;
  /** Full-move number, starting at 1, incremented after the second player moves. */
  readonly moveNumber: number;
  /** Hashes of earlier positions that could still repeat (for threefold repetition). */
  readonly keys: RepetitionKeys;
  /** The draw options in force (see {@link DeclarativeOptions}). */
  readonly drawAfterPlies: number;
  readonly threefold: boolean;
}

/** A move of a data-defined game. `kind` is `'swap'` for a swap; a capture lists its node in `captures`. */
export interface DeclarativeMove extends Move {
  readonly kind?: 'swap';
}

/** A variant built by {@link defineGame}. */
export type DeclarativeVariant = Variant<DeclarativePosition, DeclarativeMove, DeclarativeOptions>;

const MOVE = 1;
const CAPTURE = 2;
const SWAP = 4;
const OUTCOME_BIT: Readonly<Record<Outcome, number>> = { move: MOVE, capture: CAPTURE, swap: SWAP };

/** Everything a definition compiles to, built once on first use. */
interface Compiled {
  readonly def: GameDefinition;
  readonly board: Board;
  readonly n: number;
  /** Letters by kind index. */
  readonly letters: readonly string[];
  /** Piece code = 1 + side * kinds + kind; 0 is empty. */
  readonly kinds: number;
  readonly codeOf: Map<string, number>;
  readonly letterOf: readonly string[];
  readonly ownerOf: Int8Array;
  readonly kindOf: Int8Array;
  readonly royalCode: Uint8Array;
  readonly outcomeMask: Uint8Array;
  readonly promoteCode: Int16Array;
  /**
   * probes[code]: every way the piece can move from each node, precomputed as
   * triples (op, a, b); `probeStart[code][node]` indexes the first. See {@link compileProbes}.
   */
  readonly probes: readonly Int32Array[];
  readonly probeStart: readonly Int32Array[];
  /** Landing on an ally swaps. */
  readonly swaps: boolean;
  /** farRow[side * n + node]: 1 on the side's promotion row. */
  readonly farRow: Uint8Array;
  readonly hasRoyal: boolean;
  readonly firstSide: number;
  readonly sideLetters: readonly [string, string];
  readonly start: Int8Array;
  readonly zobrist: ZobristTable;
  readonly turnKey: number;
  readonly swapKey: number;
  readonly maxMoves: number;
}

/** Probe kinds: land on `a`; jump over `a` (an ally) to land on `b`; slide along direction `a` for at most `b` nodes. */
const PROBE_LAND = 0;
const PROBE_JUMP = 1;
const PROBE_SLIDE = 2;

/**
 * Flattens a piece's atoms into probes per node, so move generation reads one
 * Int32Array: `op = kind | outcomes << 2`, where outcomes are those the atom's
 * capture mode allows (quiet: move or swap; capture: capture; both: all).
 */
function compileProbes(board: Board, atoms: readonly CompiledAtom[]): { probes: Int32Array; start: Int32Array } {
  const n = board.size;
  const out: number[] = [];
  const start = new Int32Array(n + 1);
  const leaps = atoms.map((a) => (a.kind === 'leap' ? offsetTable(board, a.offsets) : null));
  for (let from = 0; from < n; from++) {
    start[from] = out.length;
    atoms.forEach((atom, a) => {
      const bits = atom.mode === 'quiet' ? MOVE | SWAP : atom.mode === 'capture' ? CAPTURE : MOVE | CAPTURE | SWAP;
      const table = leaps[a];
      if (table) {
        for (let i = table.start[from]!; i < table.start[from + 1]!; i++) out.push(PROBE_LAND | (bits << 2), table.nodes[i]!, 0);
        return;
      }
      for (const dir of atom.dirs) {
        const first = board.step(from, dir);
        if (first === NONE) continue;
        if (atom.kind === 'step') out.push(PROBE_LAND | (bits << 2), first, 0);
        else if (atom.kind === 'jump') {
          const to = board.step(first, dir);
          if (to !== NONE) out.push(PROBE_JUMP | (bits << 2), first, to);
        } else out.push(PROBE_SLIDE | (bits << 2), dir, Math.min(atom.max, n));
      }
    });
  }
  start[n] = out.length;
  return { probes: Int32Array.from(out), start };
}

function bad(message: string): never {
  return fail('INVALID_ARGUMENT', `game definition: ${message}`);
}

function compile(def: GameDefinition): Compiled {
  if (typeof def !== 'object' || def === null) bad(`expected an object, got ${describe(def)}`);
  const { files, ranks } = def;
  if (!Number.isInteger(files) || files < 1 || files > 26) bad(`files must be an integer from 1 to 26, got ${String(files)}`);
  if (!Number.isInteger(ranks) || ranks < 1 || ranks > 99) bad(`ranks must be an integer from 1 to 99, got ${String(ranks)}`);
  if (!Array.isArray(def.players) || def.players.length !== 2 || def.players[0] === def.players[1]) bad('players must be two different ids');
  const sideLetters = def.sideLetters ?? [def.players[0].charAt(0).toLowerCase(), def.players[1].charAt(0).toLowerCase()];
  if (sideLetters[0] === sideLetters[1] || sideLetters.some((s) => !/^[a-z]$/.test(s))) bad(`side letters must be two different lower-case letters, got ${sideLetters.join(', ')}`);
  const firstSide = def.firstPlayer === undefined ? 0 : def.players.indexOf(def.firstPlayer);
  if (firstSide < 0) bad(`firstPlayer "${String(def.firstPlayer)}" is not one of the players`);
  const board = rect(files, ranks);
  const n = board.size;
  const letters = Object.keys(def.pieces);
  if (letters.length === 0 || letters.length > 60) bad('declare from 1 to 60 pieces');
  for (const l of letters) if (!/^[A-Z]$/.test(l)) bad(`piece letters must be single upper-case letters, got "${l}"`);
  const kinds = letters.length;
  const codes = 1 + 2 * kinds;
  const codeOf = new Map<string, number>();
  const letterOf: string[] = [''];
  const ownerOf = new Int8Array(codes).fill(-1);
  const kindOf = new Int8Array(codes).fill(-1);
  const royalCode = new Uint8Array(codes);
  const outcomeMask = new Uint8Array(codes);
  const promoteCode = new Int16Array(codes);
  const probes: Int32Array[] = [new Int32Array(0)];
  const probeStart: Int32Array[] = [new Int32Array(n + 1)];
  const forward: readonly Compass[] = ['n', 's'];
  for (let side = 0; side < 2; side++) {
    letters.forEach((upper, kind) => {
      const piece = def.pieces[upper] as PieceDefinition;
      const code = 1 + side * kinds + kind;
      const letter = side === 0 ? upper : upper.toLowerCase();
      codeOf.set(letter, code);
      letterOf[code] = letter;
      ownerOf[code] = side;
      kindOf[code] = kind;
      royalCode[code] = piece.royal ? 1 : 0;
      let mask = 0;
      for (const o of piece.outcomes ?? ['move', 'capture', 'swap']) {
        if (!(o in OUTCOME_BIT)) bad(`piece ${upper}: unknown outcome "${String(o)}" (use move, capture or swap)`);
        mask |= OUTCOME_BIT[o];
      }
      outcomeMask[code] = mask;
      if (!Array.isArray(piece.atoms)) bad(`piece ${upper} (${piece.name}) has no atoms list`);
      for (const atom of piece.atoms) {
        if (atom.kind === 'jump' && atom.over !== 'ally') bad(`piece ${upper} (${piece.name}): jumps may go over allies only, not over "${atom.over}"`);
      }
      const compiled = compileProbes(board, compileAtoms(board, piece.atoms, forward[side] as Compass));
      probes[code] = compiled.probes;
      probeStart[code] = compiled.start;
    });
  }
  letters.forEach((upper, kind) => {
    const to = (def.pieces[upper] as PieceDefinition).promotesTo;
    if (to === undefined) return;
    const target = letters.indexOf(to);
    if (target < 0) bad(`piece ${upper} promotes to "${to}", which is not a declared piece`);
    promoteCode[1 + kind] = 1 + target;
    promoteCode[1 + kinds + kind] = 1 + kinds + target;
  });
  const farRow = new Uint8Array(2 * n);
  for (let side = 0; side < 2; side++) {
    const dir = board.dirIndex(forward[side] as Compass);
    for (let node = 0; node < n; node++) farRow[side * n + node] = board.step(node, dir) === NONE ? 1 : 0;
  }
  const partial = { def, board, n, letters, kinds, codeOf, letterOf, sideLetters } as const;
  const start = readBoardField(partial, def.setup, 'setup');
  const zobrist = zobristTable(codes * n + 1 + 2 * n * n);
  return {
    ...partial,
    ownerOf,
    kindOf,
    royalCode,
    outcomeMask,
    promoteCode,
    probes,
    probeStart,
    swaps: def.allies === 'swap',
    farRow,
    hasRoyal: royalCode.some((r) => r === 1),
    firstSide,
    start,
    zobrist,
    turnKey: codes * n,
    swapKey: codes * n + 1,
    maxMoves: n * n,
  };
}

type BoardFieldContext = Pick<Compiled, 'def' | 'n' | 'letters' | 'codeOf' | 'board'>;

/** Reads the board field (`yptl/3k/K3/LTPY`) into piece codes by node id; errors name the rank and character. */
function readBoardField(g: BoardFieldContext, text: string, field: string): Int8Array {
  const { files, ranks } = g.def;
  const cells = new Int8Array(g.n);
  const rows = text.split('/');
  const known = `${g.letters.join(' ')} (upper case ${g.def.players[0]}, lower case ${g.def.players[1]})`;
  if (rows.length !== ranks) fail('INVALID_POSITION', `${field}: the board needs ${ranks} ranks separated by "/", found ${rows.length} in "${text}"`);
  let offset = 0;
  rows.forEach((row, i) => {
    const rank = ranks - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row.charAt(j);
      const at = `${field}, rank ${rank}, character ${offset + j + 1} "${ch}"`;
      if (ch >= '1' && ch <= '9') {
        let run = ch.charCodeAt(0) - 48;
        while (j + 1 < row.length && row.charAt(j + 1) >= '0' && row.charAt(j + 1) <= '9') {
          j++;
          run = run * 10 + row.charCodeAt(j) - 48;
          if (run > files) break;
        }
        file += run;
      } else {
        const code = g.codeOf.get(ch);
        if (code === undefined) fail('INVALID_POSITION', `${at}: not a piece letter or an empty-square count; pieces are ${known}`);
        if (file >= files) fail('INVALID_POSITION', `${at}: rank ${rank} has more than ${files} squares`);
        cells[(rank - 1) * files + file] = code;
        file++;
      }
      if (file > files) fail('INVALID_POSITION', `${at}: rank ${rank} has more than ${files} squares`);
    }
    if (file < files) fail('INVALID_POSITION', `${field}: rank ${rank} ("${row}") has ${file} squares, it needs ${files}`);
    offset += row.length + 1;
  });
  return cells;
}

/** One key for an unordered pair of nodes (the swap memory). */
function pairKey(n: number, a: number, b: number): number {
  return a < b ? a * n + b : b * n + a;
}

/**
 * The mutable game state: piece codes by node, make/unmake with an undo stack,
 * incremental Zobrist hash and repetition history. One per search.
 */
class Machine implements SearchState<DeclarativePosition> {
  // Moves are integers `from | to << 12` (boards have at most 26 x 99 < 4096 nodes).
  readonly maxMoves: number;
  readonly cells: Int8Array;
  side: number;
  readonly lastSwap = new Int32Array([-1, -1]);
  readonly royals = new Int32Array(2);
  plies: number;
  moveNumber: number;
  hi = 0;
  lo = 0;
  /** Hashes of earlier positions; only those from `base` on can repeat. */
  private readonly hist: number[];
  private base = 0;
  private readonly undo: number[] = [];
  /** Per target node, the stamp of the last piece that reached it (dedupes moves); float so it never wraps. */
  private readonly seen: Float64Array;
  private stamp = 0;

  constructor(
    readonly g: Compiled,
    cells: Int8Array,
    side: number,
    lastSwap: readonly [number, number],
    plies: number,
    moveNumber: number,
    keys: RepetitionKeys,
    readonly drawAfterPlies: number,
    readonly threefold: boolean,
  ) {
    this.maxMoves = g.maxMoves;
    this.cells = cells;
    this.side = side;
    this.lastSwap[0] = lastSwap[0];
    this.lastSwap[1] = lastSwap[1];
    this.plies = plies;
    this.moveNumber = moveNumber;
    this.hist = [...keys];
    this.seen = new Float64Array(g.n);
    for (let node = 0; node < g.n; node++) {
      const c = cells[node]!;
      if (c === 0) continue;
      this.toggle((c - 1) * g.n + node);
      if (g.royalCode[c]) this.royals[g.ownerOf[c]!]!++;
    }
    if (side === 1) this.toggle(g.turnKey);
    for (let s = 0; s < 2; s++) if (this.lastSwap[s]! >= 0) this.toggle(g.swapKey + s * g.n * g.n + this.lastSwap[s]!);
  }

  private toggle(i: number): void {
    this.hi ^= this.g.zobrist.hi[i]!;
    this.lo ^= this.g.zobrist.lo[i]!;
  }

  hash(): number {
    return combineHash(this.hi, this.lo);
  }

  /** The loser because its last royal piece was captured, or -1. */
  royalLost(): number {
    if (!this.g.hasRoyal) return -1;
    if (this.royals[this.side] === 0) return this.side;
    if (this.royals[1 - this.side] === 0) return 1 - this.side;
    return -1;
  }

  /** The draw reason in force, or null. */
  drawReason(): string | null {
    if (this.threefold) {
      const h = this.hash();
      let count = 1;
      for (let i = this.base; i < this.hist.length; i++) if (this.hist[i] === h) count++;
      if (count >= 3) return 'threefold-repetition';
    }
    if (this.drawAfterPlies > 0 && this.plies >= this.drawAfterPlies) return 'draw-after-plies';
    return null;
  }

  generate(out: Int32Array): number {
    if (this.royalLost() >= 0 || this.drawReason() !== null) return 0;
    return this.pseudo(out, false);
  }

  /**
   * Moves by the rules of movement. With `relaxed`, the piece restrictions
   * (`outcomes`) and the no-swap-back rule are ignored (used to explain why a move is illegal).
   */
  pseudo(out: Int32Array, relaxed: boolean): number {
    const g = this.g;
    const { cells, side } = this;
    const n = g.n;
    const { rayStart, rayLength, rayNodes } = g.board;
    const forbidden = g.def.noSwapBack && !relaxed ? this.lastSwap[side]! : -1;
    let count = 0;
    for (let from = 0; from < n; from++) {
      const code = cells[from]!;
      if (code === 0 || g.ownerOf[code] !== side) continue;
      const mask = relaxed ? 7 : g.outcomeMask[code]!;
      const stamp = ++this.stamp;
      const probes = g.probes[code]!;
      const end = g.probeStart[code]![from + 1]!;
      for (let i = g.probeStart[code]![from]!; i < end; i += 3) {
        const op = probes[i]!;
        const allowed = (op >> 2) & mask;
        if (allowed === 0) continue;
        const kind = op & 3;
        const a = probes[i + 1]!;
        if (kind === PROBE_LAND) count = this.land(out, count, from, a, allowed, forbidden, stamp);
        else if (kind === PROBE_JUMP) {
          const over = cells[a]!;
          if (over !== 0 && g.ownerOf[over] === side) count = this.land(out, count, from, probes[i + 2]!, allowed, forbidden, stamp);
        } else {
          const slot = a * n + from;
          const first = rayStart[slot]!;
          const last = first + Math.min(rayLength[slot]!, probes[i + 2]!);
          for (let r = first; r < last; r++) {
            const to = rayNodes[r]!;
            count = this.land(out, count, from, to, allowed, forbidden, stamp);
            if (cells[to] !== 0) break;
          }
        }
      }
    }
    return count;
  }

  /** Adds the move `from`→`to` if the landing node allows it; returns the new count. */
  private land(out: Int32Array, count: number, from: number, to: number, allowed: number, forbidden: number, stamp: number): number {
    if (to === from || this.seen[to] === stamp) return count;
    const g = this.g;
    const t = this.cells[to]!;
    let ok: boolean;
    if (t === 0) ok = (allowed & MOVE) !== 0;
    else if (g.ownerOf[t] !== this.side) ok = (allowed & CAPTURE) !== 0;
    else ok = g.swaps && (allowed & SWAP) !== 0 && pairKey(g.n, from, to) !== forbidden;
    if (!ok) return count;
    this.seen[to] = stamp;
    out[count] = from | (to << 12);
    return count + 1;
  }

  make(move: number): void {
    const g = this.g;
    const n = g.n;
    const { cells, side } = this;
    const from = move & 4095;
    const to = move >>> 12;
    const moved = cells[from]!;
    const target = cells[to]!;
    this.undo.push(move, moved, target, this.lastSwap[side]!, this.plies, this.moveNumber, this.base, this.royals[0]!, this.royals[1]!, this.hi, this.lo);
    this.hist.push(this.hash());
    let irreversible = false;
    this.toggle((moved - 1) * n + from);
    if (target !== 0) this.toggle((target - 1) * n + to);
    cells[to] = moved;
    this.toggle((moved - 1) * n + to);
    const swapped = target !== 0 && g.ownerOf[target] === side;
    if (swapped) {
      cells[from] = target;
      this.toggle((target - 1) * n + from);
    } else {
      cells[from] = 0;
    }
    if (target !== 0 && !swapped) {
      irreversible = true;
      if (g.royalCode[target]) this.royals[1 - side]!--;
    }
    // Promotion: only the two nodes the move changed can hold a newly arrived piece of the mover.
    irreversible = this.promote(to) || irreversible;
    if (swapped) irreversible = this.promote(from) || irreversible;
    const old = this.lastSwap[side]!;
    if (old >= 0) this.toggle(g.swapKey + side * n * n + old);
    const key = swapped && g.def.noSwapBack ? pairKey(n, from, to) : -1;
    this.lastSwap[side] = key;
    if (key >= 0) this.toggle(g.swapKey + side * n * n + key);
    this.plies = target !== 0 && !swapped ? 0 : this.plies + 1;
    if (side !== g.firstSide) this.moveNumber++;
    this.side = 1 - side;
    this.toggle(g.turnKey);
    if (irreversible) this.base = this.hist.length;
  }

  private promote(node: number): boolean {
    const g = this.g;
    const code = this.cells[node]!;
    const to = g.promoteCode[code]!;
    if (to === 0 || !g.farRow[this.side * g.n + node]) return false;
    this.toggle((code - 1) * g.n + node);
    this.cells[node] = to;
    this.toggle((to - 1) * g.n + node);
    if (g.royalCode[code] !== g.royalCode[to]) this.royals[this.side]! += g.royalCode[to]! - g.royalCode[code]!;
    return true;
  }

  unmake(): void {
    if (this.undo.length === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
    const u = this.undo;
    const lo = u.pop()!, hi = u.pop()!;
    this.royals[1] = u.pop()!;
    this.royals[0] = u.pop()!;
    const base = u.pop()!, moveNumber = u.pop()!, plies = u.pop()!, lastSwap = u.pop()!;
    const target = u.pop()!, moved = u.pop()!, move = u.pop()!;
    const from = move & 4095;
    const to = move >>> 12;
    this.side = 1 - this.side;
    const side = this.side;
    this.cells[from] = moved;
    this.cells[to] = target;
    this.lastSwap[side] = lastSwap;
    this.plies = plies;
    this.moveNumber = moveNumber;
    this.base = base;
    this.hi = hi;
    this.lo = lo;
    this.hist.pop();
  }

  position(): DeclarativePosition {
    const g = this.g;
    const pieces: Record<string, string> = {};
    for (let node = 0; node < g.n; node++) {
      const c = this.cells[node]!;
      if (c !== 0) pieces[g.board.names[node] as string] = g.letterOf[c] as string;
    }
    const lastSwap: Record<string, readonly [string, string] | null> = {};
    for (let s = 0; s < 2; s++) {
      const k = this.lastSwap[s]!;
      lastSwap[g.def.players[s] as string] = k < 0 ? null : [g.board.names[Math.floor(k / g.n)] as string, g.board.names[k % g.n] as string];
    }
    return {
      variant: g.def.id,
      turn: g.def.players[this.side] as string,
      pieces,
      lastSwap,
      plies: this.plies,
      moveNumber: this.moveNumber,
      keys: this.hist.slice(this.base),
      drawAfterPlies: this.drawAfterPlies,
      threefold: this.threefold,
    };
  }
}

function readOptions(g: Compiled, options: DeclarativeOptions | undefined): { drawAfterPlies: number; threefold: boolean } {
  if (options !== undefined && (typeof options !== 'object' || options === null)) fail('INVALID_OPTION', `options must be an object, got ${describe(options)}`);
  const drawAfterPlies = options?.drawAfterPlies ?? g.def.drawAfterPlies ?? 100;
  if (!Number.isInteger(drawAfterPlies) || drawAfterPlies < 0) fail('INVALID_OPTION', `drawAfterPlies must be a non-negative integer (0 turns it off), got ${describe(drawAfterPlies)}`);
  const threefold = options?.threefold ?? true;
  if (typeof threefold !== 'boolean') fail('INVALID_OPTION', `threefold must be true or false, got ${describe(threefold)}`);
  return { drawAfterPlies, threefold };
}

/** Rebuilds the machine of a position (checked to be well formed only as far as its type allows). */
function machineOf(g: Compiled, p: DeclarativePosition): Machine {
  const cells = new Int8Array(g.n);
  const pieces = p.pieces;
  if (typeof pieces !== 'object' || pieces === null) fail('INVALID_ARGUMENT', `position.pieces must be an object of node name → letter, got ${describe(pieces)}`);
  for (const name of Object.keys(pieces)) {
    const node = g.board.nodeId(name);
    if (node === NONE) fail('INVALID_ARGUMENT', `position.pieces names "${name}", which is not a square of ${g.def.name}`);
    const code = g.codeOf.get(pieces[name] as string);
    if (code === undefined) fail('INVALID_ARGUMENT', `position.pieces.${name} is ${describe(pieces[name])}, not a piece letter of ${g.def.name}`);
    cells[node] = code;
  }
  const side = g.def.players.indexOf(p.turn);
  if (side < 0) fail('INVALID_ARGUMENT', `position.turn is ${describe(p.turn)}; it must be ${g.def.players.join(' or ')}`);
  const swaps = [-1, -1] as [number, number];
  for (let s = 0; s < 2; s++) {
    const pair = p.lastSwap?.[g.def.players[s] as string];
    if (pair === null || pair === undefined) continue;
    const a = g.board.nodeId(String(pair[0]));
    const b = g.board.nodeId(String(pair[1]));
    if (a === NONE || b === NONE || a === b) fail('INVALID_ARGUMENT', `position.lastSwap.${g.def.players[s]} must be two different squares or null`);
    swaps[s] = pairKey(g.n, a, b);
  }
  for (const field of ['plies', 'moveNumber', 'drawAfterPlies'] as const) {
    if (!Number.isInteger(p[field]) || p[field] < 0) fail('INVALID_ARGUMENT', `position.${field} must be a non-negative integer, got ${describe(p[field])}`);
  }
  if (!Array.isArray(p.keys)) fail('INVALID_ARGUMENT', `position.keys must be an array of hashes, got ${describe(p.keys)}`);
  return new Machine(g, cells, side, swaps, p.plies, p.moveNumber, p.keys, p.drawAfterPlies, p.threefold === true);
}

function moveText(g: Compiled, cells: Int8Array, side: number, from: number, to: number): DeclarativeMove {
  const f = g.board.names[from] as string;
  const t = g.board.names[to] as string;
  const target = cells[to]!;
  if (target === 0) return { from: f, to: t, captures: [], notation: `${f}-${t}` };
  if (g.ownerOf[target] !== side) return { from: f, to: t, captures: [t], notation: `${f}x${t}` };
  return { from: f, to: t, captures: [], notation: `${f}<>${t}`, kind: 'swap' };
}

function legalList(g: Compiled, m: Machine): DeclarativeMove[] {
  const buf = new Int32Array(g.maxMoves);
  const count = m.generate(buf);
  const out: DeclarativeMove[] = [];
  for (let i = 0; i < count; i++) out.push(moveText(g, m.cells, m.side, buf[i]! & 4095, buf[i]! >>> 12));
  return out;
}

const MOVE_TEXT = /^([a-z]\d{1,2})(<>|-|x)([a-z]\d{1,2})$/;

/** Resolves move text, explaining precisely why a well-formed move is not legal. */
function resolveText(g: Compiled, p: DeclarativePosition, text: string, legal: readonly DeclarativeMove[]): DeclarativeMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  const match = MOVE_TEXT.exec(text);
  if (!match) fail('INVALID_MOVE_TEXT', `"${text.slice(0, 40)}" is not ${g.def.name} move text: write <from>-<to> for a move, <from>x<to> for a capture, <from><><to> for a swap (e.g. b1-b2)`);
  const [, fromName, sep, toName] = match as unknown as [string, string, string, string];
  const from = g.board.nodeId(fromName);
  const to = g.board.nodeId(toName);
  for (const [name, id] of [[fromName, from], [toName, to]] as const) {
    if (id === NONE) fail('INVALID_MOVE_TEXT', `"${text}": there is no square ${name} on the ${g.def.files}x${g.def.ranks} board`);
  }
  const same = legal.find((m) => m.from === fromName && m.to === toName);
  if (same) fail('ILLEGAL_MOVE', `"${text}" is written wrongly: that move is ${same.notation} (${same.kind === 'swap' ? 'a swap' : same.captures.length ? 'a capture' : 'a plain move'})`);
  const m = machineOf(g, p);
  const player = g.def.players[m.side] as string;
  if (legal.length === 0) fail('ILLEGAL_MOVE', `"${text}": the game is over, ${player} has no move to play`);
  const code = m.cells[from]!;
  if (code === 0 || g.ownerOf[code] !== m.side) fail('ILLEGAL_MOVE', `"${text}": there is no ${player} piece on ${fromName}`);
  const piece = g.def.pieces[g.letters[g.kindOf[code]!] as string] as PieceDefinition;
  const buf = new Int32Array(g.maxMoves);
  const count = m.pseudo(buf, true);
  let reachable = false;
  for (let i = 0; i < count; i++) if (buf[i] === (from | (to << 12))) reachable = true;
  if (!reachable) fail('ILLEGAL_MOVE', `"${text}": the ${piece.name} on ${fromName} cannot reach ${toName}`);
  const target = m.cells[to]!;
  const outcome: Outcome = target === 0 ? 'move' : g.ownerOf[target] !== m.side ? 'capture' : 'swap';
  if (outcome === 'swap' && m.lastSwap[m.side] === pairKey(g.n, from, to)) {
    fail('ILLEGAL_MOVE', `"${text}": ${player} swapped the pieces on ${fromName} and ${toName} on its previous turn and may not swap them back on this one`);
  }
  const allowed = piece.outcomes ?? [];
  fail('ILLEGAL_MOVE', `"${text}": the ${piece.name} may not ${outcome === 'move' ? 'simply move' : outcome}; it may only ${allowed.join(' or ')}`);
}

/** Parses a last-swap field (`a1b1` or `-`). */
function readSwapField(g: Compiled, text: string, field: string): number {
  if (text === '-') return -1;
  const match = /^([a-z]\d{1,2})([a-z]\d{1,2})$/.exec(text);
  if (!match) fail('INVALID_POSITION', `${field} is "${text}": write the two swapped squares (e.g. a1b1) or "-"`);
  const a = g.board.nodeId(match[1] as string);
  const b = g.board.nodeId(match[2] as string);
  if (a === NONE) fail('INVALID_POSITION', `${field}: there is no square ${match[1]} on this board`);
  if (b === NONE) fail('INVALID_POSITION', `${field}: there is no square ${match[2]} on this board`);
  if (a === b) fail('INVALID_POSITION', `${field}: a swap needs two different squares, got ${text}`);
  return pairKey(g.n, a, b);
}

function readCount(text: string, field: string, min: number): number {
  if (!/^\d{1,9}$/.test(text)) fail('INVALID_POSITION', `${field} is "${text.slice(0, 20)}": it must be a whole number`);
  const value = Number(text);
  if (value < min) fail('INVALID_POSITION', `${field} is ${value}: it must be at least ${min}`);
  return value;
}

/** Checks what no game could reach: too many pieces of a kind, a royal missing, an unpromoted piece on its far row. */
function checkMaterial(g: Compiled, cells: Int8Array, side: number): void {
  const count = new Int32Array(g.letterOf.length);
  const startCount = new Int32Array(g.letterOf.length);
  for (let node = 0; node < g.n; node++) {
    count[cells[node]!]!++;
    startCount[g.start[node]!]!++;
    const c = cells[node]!;
    if (c !== 0 && g.promoteCode[c] !== 0 && g.farRow[g.ownerOf[c]! * g.n + node]) {
      const name = (g.def.pieces[g.letters[g.kindOf[c]!] as string] as PieceDefinition).name;
      fail('INVALID_POSITION', `board: the ${g.def.players[g.ownerOf[c]!]} ${name} on ${g.board.names[node]} stands on its far row, where it would already have become a ${(g.def.pieces[g.letters[g.kindOf[g.promoteCode[c]!]!] as string] as PieceDefinition).name}`);
    }
  }
  for (let code = 1; code < g.letterOf.length; code++) {
    // A piece may come from the start or from promoting pieces that start on the board.
    let limit = startCount[code]!;
    for (let from = 1; from < g.letterOf.length; from++) if (g.promoteCode[from] === code) limit += startCount[from]!;
    const owner = g.def.players[g.ownerOf[code]!];
    const name = (g.def.pieces[g.letters[g.kindOf[code]!] as string] as PieceDefinition).name;
    if (count[code]! > limit) fail('INVALID_POSITION', `board: ${owner} has ${count[code]} ${name} pieces (letter ${g.letterOf[code]}); at most ${limit} can exist`);
  }
  if (g.hasRoyal) {
    const royals = [0, 0];
    for (let node = 0; node < g.n; node++) if (g.royalCode[cells[node]!]) royals[g.ownerOf[cells[node]!]!]!++;
    if (royals[0] === 0 && royals[1] === 0) fail('INVALID_POSITION', 'board: both sides have lost their royal piece; a game ends when the first one is captured');
    if (royals[1 - side] === 0) fail('INVALID_POSITION', `board: ${g.def.players[1 - side]} has no royal piece left, so the game ended before its move; only the side to move can have lost its royal piece`);
  }
}

/** Parses full position text: `<board> <side> [<last swap per player>] <plies> <move number>`. */
function readPosition(g: Compiled, text: string, options: DeclarativeOptions | undefined): DeclarativePosition {
  const opts = readOptions(g, options);
  const fields = text.trim().split(/\s+/);
  const swapFields = g.def.noSwapBack ? 2 : 0;
  const expected = 4 + swapFields;
  const shape = g.def.noSwapBack
    ? `<board> <side> <${g.def.players[0]}'s last swap> <${g.def.players[1]}'s last swap> <plies> <move number>`
    : '<board> <side> <plies> <move number>';
  if (fields.length !== expected || fields[0] === '') fail('INVALID_POSITION', `${g.def.name} position text has ${expected} fields, ${shape}; got ${fields[0] === '' ? 0 : fields.length}`);
  const cells = readBoardField(g, fields[0] as string, 'board');
  const side = g.sideLetters.indexOf(fields[1] as string);
  if (side < 0) fail('INVALID_POSITION', `side is "${fields[1]}": it must be ${g.sideLetters[0]} (${g.def.players[0]}) or ${g.sideLetters[1]} (${g.def.players[1]})`);
  const swaps: [number, number] = [-1, -1];
  for (let s = 0; s < swapFields; s++) {
    const field = `${g.def.players[s]}'s last swap`;
    const key = readSwapField(g, fields[2 + s] as string, field);
    swaps[s] = key;
    if (key < 0) continue;
    for (const node of [Math.floor(key / g.n), key % g.n]) {
      const c = cells[node]!;
      // The side that just moved cannot have lost either piece yet; the side to move may have lost one to a capture.
      const ok = c !== 0 && (g.ownerOf[c] === s || s === side);
      if (!ok) fail('INVALID_POSITION', `${field} names ${g.board.names[node]}, which does not hold a ${g.def.players[s]} piece`);
    }
  }
  const plies = readCount(fields[2 + swapFields] as string, 'plies', 0);
  const moveNumber = readCount(fields[3 + swapFields] as string, 'move number', 1);
  checkMaterial(g, cells, side);
  return new Machine(g, cells, side, swaps, plies, moveNumber, [], opts.drawAfterPlies, opts.threefold).position();
}

function writeBoardField(g: Compiled, p: DeclarativePosition): string {
  const rows: string[] = [];
  for (let rank = g.def.ranks; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < g.def.files; file++) {
      const letter = p.pieces[String.fromCharCode(97 + file) + String(rank)];
      if (letter === undefined) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += letter;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

function writePosition(g: Compiled, p: DeclarativePosition): string {
  const side = g.sideLetters[g.def.players.indexOf(p.turn)] as string;
  const swaps = g.def.noSwapBack ? g.def.players.map((pl) => (p.lastSwap[pl] ? (p.lastSwap[pl] as readonly string[]).join('') : '-')) : [];
  return [writeBoardField(g, p), side, ...swaps, String(p.plies), String(p.moveNumber)].join(' ');
}

function statusOf(g: Compiled, m: Machine): Status {
  const loser = m.royalLost();
  const reason = g.def.royalCaptureReason ?? 'royal-captured';
  if (loser >= 0) return { over: true, winner: g.def.players[1 - loser] as string, reason };
  const draw = m.drawReason();
  const buf = new Int32Array(g.maxMoves);
  if (m.pseudo(buf, false) === 0) return { over: true, winner: g.def.players[1 - m.side] as string, reason: 'no-moves' };
  if (draw !== null) return { over: true, draw, reason: draw };
  return { over: false, turn: g.def.players[m.side] as string };
}

/**
 * Turns a {@link GameDefinition} into a full variant. Nothing is compiled until
 * first use; a bad definition throws `INVALID_ARGUMENT` (naming the field) then.
 *
 * @example
 * ```ts
 * const game = defineGame({ id: 'mini', name: 'Mini', players: ['light', 'dark'], files: 3, ranks: 3,
 *   pieces: { L: { name: 'Lion', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } }, setup: 'l2/3/2L' });
 * game.format(game.setup()) // 'l2/3/2L l 0 1'
 * ```
 */
export function defineGame(definition: GameDefinition): DeclarativeVariant {
  const g = lazy(() => compile(definition));
  return defineVariant<DeclarativePosition, DeclarativeMove, DeclarativeOptions>({
    id: definition.id,
    name: definition.name,
    players: definition.players,
    createBoard: () => g().board,
    setup(options) {
      const game = g();
      const opts = readOptions(game, options);
      return new Machine(game, Int8Array.from(game.start), game.firstSide, [-1, -1], 0, 1, [], opts.drawAfterPlies, opts.threefold).position();
    },
    parse: (text, options) => readPosition(g(), text, options),
    format: (p) => writePosition(g(), p),
    legalMoves: (p) => legalList(g(), machineOf(g(), p)),
    apply(p, move) {
      const game = g();
      const m = machineOf(game, p);
      m.make(game.board.nodeId(move.from) | (game.board.nodeId(move.to) << 12));
      return m.position();
    },
    resolveMove: (p, text, legal) => resolveText(g(), p, text, legal),
    status: (p) => statusOf(g(), machineOf(g(), p)),
    hash: (p) => machineOf(g(), p).hash(),
    render(p) {
      const game = g();
      return renderBoard(game.board, {
        cell: (node) => p.pieces[game.board.names[node] as string] ?? '.',
        rowLabel: (y) => String(y + 1),
        columnLabel: (x) => String.fromCharCode(97 + x),
      });
    },
    search: (p) => machineOf(g(), p),
  });
}
