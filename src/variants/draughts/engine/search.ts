/**
 * The make/unmake layer of the draughts family: a square-indexed board, the
 * generator's move arena split into per-ply regions (a ply's moves stay
 * readable while deeper plies generate above them), an undo stack, an
 * incremental Zobrist hash and repetition memory in typed arrays.
 */
import { fail, generatedIndex, sumOfCells, type SearchBoard, type SearchState, type ZobristTable } from '../../../core/index.js';
import { BLACK, cellOf, FamilyGenerator, KING, LETTER, WHITE } from './generator.js';
import type { Geometry } from './geometry.js';
import { crowningRestarts, endgameClassOf, endgameLimitReached } from './endgame-draws.js';
import { familyKeys, feature, KIND, runFeature, runKeys } from './hash.js';
import { compileMasks, SquareSets } from './masks.js';
import { WideSquareSets } from './wide-sets.js';
import { familyMoves } from './moves.js';
import { RepetitionMemory } from './repetition-memory.js';
import { readSquare } from './squares.js';
import { draughtsPiece, sumOfSquareSets } from './search-board.js';
import type { DraughtsRules, FamilyMove, FamilyPosition, KingRun } from './types.js';

/** Most moves one position can list through the search layer. */
export const MAX_FAMILY_MOVES = 2048;
const UNDO = 17;

/** The search state of a family position. */
export class FamilySearch extends RepetitionMemory implements SearchState<FamilyPosition, FamilyMove> {
  readonly maxMoves = MAX_FAMILY_MOVES;
  /** The board view: the cells themselves (search-board.ts names the codes). */
  readonly board: SearchBoard;
  readonly gen: FamilyGenerator;
  private readonly n: number;
  private readonly cells: Int8Array;
  private side: number;
  private ply = 0;
  private slotStart = new Int32Array(64);
  private slotEnd = new Int32Array(64);
  private dataStart = new Int32Array(64);
  private dataEnd = new Int32Array(64);
  private undo = new Int32Array(64 * UNDO);
  private kinds = new Int8Array(1024);
  private kindsTop = 0;
  /** Square sets (boards of up to 96 squares): the last ply's count, the pieces that may capture, the material. */
  private readonly sets: SquareSets | WideSquareSets | undefined;
  /** The rules' kingMoveLimit (0: none), each side's king run (square, moves; black then white) and its undo stack. */
  private readonly limit: number;
  /** The king runs' hash keys (kingMoveLimit rules). */
  private readonly runTable: ZobristTable | undefined;
  private readonly runs = Int32Array.from([-1, 0, -1, 0]);
  private runUndo = new Int32Array(0);
  /**
   * Endgame move limits (rules.draw.endgames): whether they are tracked, the
   * plies counter, the material class, the pieces of each kind (KIND order)
   * and an undo stack of all six per ply.
   */
  private readonly endgames: boolean;
  private egPlies: number;
  private egClass = 0;
  private readonly counts = new Int32Array(4);
  /** Scratch for material(). */
  private readonly mat = new Int32Array(4);
  private egUndo = new Int32Array(0);
  /**
   * Pieces on the board, and the most with which any endgame limit can apply.
   * Above that the class is 0 and stays 0 until captures bring the material in
   * range, so make/unmake skip the counts (they are re-read on entering the range).
   */
  private pieces = 0;
  private readonly egPieces: number;
  /** The counter the position came with (restored when unmake returns to ply 0 out of range). */
  private readonly egRoot: number;

  constructor(private readonly rules: DraughtsRules, private readonly geometry: Geometry, position: FamilyPosition) {
    super(familyKeys(geometry.n), position.quietPlies, rules.draw, position.repetition);
    this.n = geometry.n;
    this.gen = new FamilyGenerator(rules, geometry);
    this.gen.dropDuplicates = position.duplicates === 'drop';
    this.cells = new Int8Array(this.n);
    const cells = this.cells;
    const n = this.n;
    this.board = {
      size: n,
      pieceAt: (node) => cells[node] as number,
      piece: draughtsPiece,
      mover: () => (this.side === 0 ? 'black' : 'white'),
      // A move's length is the number of pieces it takes.
      isCapture: (m) => this.gen.len[m] !== 0,
      // Over the square sets' pieces when there are sets (boards up to 96 squares), else over every cell.
      sum: (table) => (this.sets === undefined ? sumOfCells(table, cells, n) : sumOfSquareSets(table, n, this.sets)),
      // The quiet-plies counter: plies since the last capture or man move.
      sinceIrreversible: () => this.quiet,
      quietCount: () => this.quietCount(),
    };
    for (let s = 0; s < this.n; s++) {
      const c = cellOf(position.squares[s] as string);
      this.cells[s] = c;
      if (c > 0) this.toggle(feature(c, s, this.n));
    }
    // Square sets on boards of up to 96 squares, along the diagonals and (orthogonal captures) the rows and columns.
    const masks = compileMasks(geometry);
    this.sets = masks && (this.n > 64 ? new WideSquareSets(masks, this.n, this.gen.table) : new SquareSets(masks, this.n, this.gen.table));
    if (this.sets) for (let s = 0; s < this.n; s++) if (this.cells[s] !== 0) this.sets.flip(this.cells[s] as number, s);
    this.side = position.turn === 'white' ? 1 : 0;
    if (this.side === 1) this.toggle(4 * this.n);
    this.limit = rules.kingMoveLimit ?? 0;
    this.runTable = this.limit > 0 ? runKeys(this.n, this.limit) : undefined;
    (['black', 'white'] as const).forEach((side, i) => {
      const run = position.kingRuns?.[side];
      if (run) {
        this.runs[2 * i] = readSquare(geometry, run.square);
        this.runs[2 * i + 1] = run.moves;
      }
    });
    if (this.limit > 0) this.hashRuns(this.runs, 0);
    this.egPlies = position.endgamePlies ?? 0;
    // A counter given to rules without endgame limits is tracked too: the next move clears it, as in play.
    this.endgames = (rules.draw.endgames?.length ?? 0) > 0 || this.egPlies > 0;
    for (let s = 0; s < this.n; s++) {
      const c = this.cells[s] as number;
      if (c !== 0) this.counts[KIND[c] as number] = (this.counts[KIND[c] as number] as number) + 1;
    }
    this.egClass = endgameClassOf(rules, this.counts);
    this.pieces = (this.counts[0] as number) + (this.counts[1] as number) + (this.counts[2] as number) + (this.counts[3] as number);
    this.egPieces = Math.max(-1, ...(rules.draw.endgames ?? []).map((e) => (e.when === 'both-kings' ? e.pieces[1] : e.pieces[1] + 1)));
    this.egRoot = this.egPlies;
  }

  /** XORs the king runs' features (repetition: a run changes the legal moves, so it is part of the position). */
  private hashRuns(r: Int32Array, at: number): void {
    const keys = this.runTable as ZobristTable;
    for (let i = 0; i < 2; i++) {
      const f = runFeature(i, r[at + 2 * i] as number, r[at + 2 * i + 1] as number, this.n, this.limit);
      if (f < 0) continue;
      this.hi ^= keys.hi[f] as number;
      this.lo ^= keys.lo[f] as number;
    }
  }

  /**
   * The endgame counter after a move (as nextEndgamePlies in the immutable
   * layer): the material class is re-read only when a capture or a crowning
   * changed the counts. Saves the old values for unmake.
   */
  private trackEndgame(ply: number, len: number, kindsFrom: number, crowned: boolean): void {
    const after = this.pieces - len;
    this.pieces = after;
    // Out of range after the move: the class is 0 and was 0 before it (pieces only go down), so
    // the counter is 0; nothing to save (unmake knows this move by the same test).
    if (after > this.egPieces) {
      this.egPlies = 0;
      return;
    }
    if (this.egUndo.length < 6 * (ply + 1)) {
      const b = new Int32Array(12 * (ply + 1));
      b.set(this.egUndo);
      this.egUndo = b;
    }
    const u = 6 * ply;
    const c = this.counts;
    const undo = this.egUndo;
    undo[u] = this.egPlies;
    undo[u + 1] = this.egClass;
    // Element by element: no subarray or set() call per node.
    undo[u + 2] = c[0] as number;
    undo[u + 3] = c[1] as number;
    undo[u + 4] = c[2] as number;
    undo[u + 5] = c[3] as number;
    if (len === 0 && !crowned) {
      this.egPlies = this.egClass === 0 ? 0 : this.egPlies + 1;
      return;
    }
    if (after + len > this.egPieces) {
      // Entering the range: the counts were not kept above it, read them off the board.
      c.fill(0);
      for (let s = 0; s < this.n; s++) {
        const v = this.cells[s] as number;
        if (v !== 0) c[KIND[v] as number] = (c[KIND[v] as number] as number) + 1;
      }
    } else {
      for (let i = 0; i < len; i++) {
        const k = KIND[this.kinds[kindsFrom + i] as number] as number;
        c[k] = (c[k] as number) - 1;
      }
    }
    if (crowned && after + len <= this.egPieces) {
      const man = this.side === 0 ? 0 : 2;
      c[man] = (c[man] as number) - 1;
      c[man + 1] = (c[man + 1] as number) + 1;
    }
    const next = endgameClassOf(this.rules, c);
    this.egPlies = next === 0 || len > 0 || next !== this.egClass || (crowned && crowningRestarts(this.rules, next)) ? 0 : this.egPlies + 1;
    this.egClass = next;
  }

  /** Whether the position is drawn: repetition, the quiet-plies limit or an endgame move limit reached. */
  override drawn(): boolean {
    if (super.drawn()) return true;
    if (this.egPlies === 0 || !this.endgames) return false;
    return endgameLimitReached(this.rules, this.geometry, this.squares(), this.egPlies) !== undefined;
  }

  /** The board as position letters. */
  private squares(): string {
    let squares = '';
    for (let s = 0; s < this.n; s++) squares += LETTER[this.cells[s] as number];
    return squares;
  }

  /** Men and kings of each side (black then white), for the king-run rule (read from the square sets when there are some). */
  private material(): Int32Array {
    const m = this.mat;
    if (this.sets) {
      this.sets.material(m);
      return m;
    }
    m.fill(0);
    for (let s = 0; s < this.n; s++) {
      const c = this.cells[s] as number;
      if (c === 0) continue;
      const k = ((c & WHITE) !== 0 ? 2 : 0) + ((c & KING) !== 0 ? 1 : 0);
      m[k] = (m[k] as number) + 1;
    }
    return m;
  }

  /** Tells the generator which king may not make a quiet move (kingMoveLimit), if any. */
  private blockKing(): void {
    if (this.limit === 0) return;
    const s = this.side;
    // The material is read only for a run at the limit (rare).
    let limited = (this.runs[2 * s + 1] as number) >= this.limit;
    if (limited) {
      const m = this.material();
      limited = (m[2 * s] as number) > 0 && (m[2 * s + 1] as number) > 0;
    }
    this.gen.blockedKing = limited ? (this.runs[2 * s] as number) : -1;
  }

  /**
   * The king runs after a move (kingMoveLimit), before the board changes; the
   * old ones are saved for unmake. Returns whether they changed (then the hash does).
   */
  private trackRuns(ply: number, piece: number, from: number, to: number, len: number, move: number): boolean {
    if (this.runUndo.length < 4 * (ply + 1)) {
      const b = new Int32Array(8 * (ply + 1));
      b.set(this.runUndo);
      this.runUndo = b;
    }
    const r = this.runs;
    const u = 4 * ply;
    const undo = this.runUndo;
    // Element by element: no set() call per node.
    undo[u] = r[0] as number;
    undo[u + 1] = r[1] as number;
    undo[u + 2] = r[2] as number;
    undo[u + 3] = r[3] as number;
    const own = 2 * this.side;
    const other = 2 - own;
    // A king move, a capture or a run to end: only then does the material matter.
    if ((piece & KING) === 0 && len === 0 && (r[own] as number) < 0) return false;
    const m = this.material();
    if ((m[own] as number) > 0 && (m[own + 1] as number) > 0) {
      if (len > 0 || (piece & KING) === 0) (r[own] = -1), (r[own + 1] = 0);
      else if (r[own] === from) (r[own] = to), (r[own + 1] = (r[own + 1] as number) + 1);
      else (r[own] = to), (r[own + 1] = 1);
    }
    if (len > 0 && (r[other] as number) >= 0 && (m[other] as number) > 0 && (m[other + 1] as number) > 0) {
      const gen = this.gen;
      const p = gen.at[move] as number;
      let men = 0;
      let kings = 0;
      let tookRunner = false;
      for (let i = 0; i < len; i++) {
        const sq = gen.data[p + i] as number;
        if (((this.cells[sq] as number) & KING) !== 0) kings++;
        else men++;
        if (sq === r[other]) tookRunner = true;
      }
      if (men === m[other] || kings === m[other + 1] || tookRunner) (r[other] = -1), (r[other + 1] = 0);
    }
    return r[0] !== undo[u] || r[1] !== undo[u + 1] || r[2] !== undo[u + 2] || r[3] !== undo[u + 3];
  }

  /** The king runs as position data (kingMoveLimit rules). */
  private kingRuns(): Pick<FamilyPosition, 'kingRuns'> {
    const runs: { black?: KingRun; white?: KingRun } = {};
    (['black', 'white'] as const).forEach((side, i) => {
      const sq = this.runs[2 * i] as number;
      if (this.limit > 0 && sq >= 0) runs[side] = { square: this.geometry.names[sq] as string, moves: this.runs[2 * i + 1] as number };
    });
    return runs.black || runs.white ? { kingRuns: runs } : {};
  }

  /** Generates into the arena region of the current ply; returns [first slot, end slot). */
  private fill(): number {
    this.blockKing();
    const ply = this.ply;
    const start = ply === 0 ? 0 : (this.slotEnd[ply - 1] as number);
    const dStart = ply === 0 ? 0 : (this.dataEnd[ply - 1] as number);
    this.slotStart[ply] = start;
    this.dataStart[ply] = dStart;
    let end: number;
    const sets = this.sets;
    if (sets) {
      // Only the pieces that may start a capture are searched; with none, straight to the quiet moves.
      sets.jumpers(this.side);
      const lo = sets.jLo;
      const hi = sets.jHi;
      const top = sets.jTop;
      end = (lo | hi | top) === 0 ? start : this.gen.capturesOf(this.cells, this.side, start, dStart, lo, hi, top);
      if (end === start) {
        const side = this.side;
        end = this.gen.quietOf(this.cells, side, start, dStart, side === 0 ? sets.bLo : sets.wLo, side === 0 ? sets.bHi : sets.wHi, sets.topOf(side));
      }
    } else {
      end = this.gen.generate(this.cells, this.side, start, dStart);
    }
    this.slotEnd[ply] = end;
    this.dataEnd[ply] = this.gen.dataEnd();
    return end;
  }

  /**
   * The legal moves. Like chess, a drawn position still lists its moves (the
   * published perft counts walk through repetitions); `status` says the game is over.
   */
  generate(out: Int32Array): number {
    const end = this.fill();
    const start = this.slotStart[this.ply] as number;
    const count = end - start;
    if (count > out.length) fail('INVALID_STATE', `position has ${count} moves, more than the buffer of ${out.length}`);
    for (let i = 0; i < count; i++) out[i] = start + i;
    return count;
  }

  /**
   * The number of legal moves when none of them captures, counted without writing them (the board
   * view's `quietCount`; the same steps as the start of {@link count}); -1 when some capture or the
   * board has no square sets: generate lists them.
   */
  quietCount(): number {
    const sets = this.sets;
    if (!sets) return -1;
    this.blockKing();
    const blocked = this.gen.blockedKing;
    let quiet = -1;
    if (this.n > 32) {
      sets.jumpers(this.side);
      if (!sets.menJump) quiet = sets.countQuiet(this.side, true);
    } else quiet = sets.countQuiet(this.side);
    if (quiet > 0 && blocked >= 0) quiet -= this.gen.kingSteps(this.cells, blocked);
    return quiet;
  }

  /** Number of legal moves (perft's last ply): quiet moves are counted without being written. */
  count(): number {
    this.blockKing();
    // The square sets count every king's steps: a king held back by kingMoveLimit has its own taken off.
    const blocked = this.gen.blockedKing;
    const sets = this.sets;
    // Boards beyond one word (10x10, 12x12): the pieces that may capture come first — a man with a
    // jump settles it (the capture search needs them anyway), else the quiet count looks only for
    // the kings' captures. On one word the quiet count comes first (cheaper where captures are rare: Thai 1.11x).
    const first = sets !== undefined && this.n > 32;
    if (first) sets.jumpers(this.side);
    let quiet = -1;
    if (!sets) quiet = this.gen.countQuiet(this.cells, this.side);
    else if (!first) {
      quiet = sets.countQuiet(this.side);
      if (quiet > 0 && blocked >= 0) quiet -= this.gen.kingSteps(this.cells, blocked);
      if (quiet < 0) sets.jumpers(this.side);
    } else if (!sets.menJump) {
      quiet = sets.countQuiet(this.side, true);
      if (quiet > 0 && blocked >= 0) quiet -= this.gen.kingSteps(this.cells, blocked);
    }
    if (quiet >= 0) return quiet;
    // The common capture at a leaf: a side without kings. Counted without writing the moves.
    if (sets && !sets.hasKings(this.side)) {
      const men = this.gen.countMenCaptures(this.cells, this.side, sets.jLo, sets.jHi, sets.jTop);
      if (men >= 0) return men;
    }
    const ply = this.ply;
    const start = ply === 0 ? 0 : (this.slotEnd[ply - 1] as number);
    const dStart = ply === 0 ? 0 : (this.dataEnd[ply - 1] as number);
    const end = sets
      ? this.gen.capturesOf(this.cells, this.side, start, dStart, sets.jLo, sets.jHi, sets.jTop)
      : this.gen.captures(this.cells, this.side, start, dStart);
    // The region is left empty: nothing is made from a counted ply.
    this.slotStart[ply] = this.slotEnd[ply] = start;
    this.dataEnd[ply] = dStart;
    return end - start;
  }

  /**
   * The count after `move` (perft's last two plies): the board, the square sets
   * and the king runs change and are put back; the hash, the repetition memory
   * and the draw counters, which {@link count} does not read, are left alone.
   */
  countAfter(move: number): number {
    const ply = this.ply;
    if (!(move >= (this.slotStart[ply] as number) && move < (this.slotEnd[ply] as number))) fail('ILLEGAL_MOVE', `no move number ${move} generated at this ply`);
    if (ply + 2 > this.slotStart.length) this.growPlies();
    const gen = this.gen;
    const cells = this.cells;
    const from = gen.from[move] as number;
    const to = gen.to[move] as number;
    const len = gen.len[move] as number;
    const piece = cells[from] as number;
    const side = this.side;
    // Before the square sets change: the runs read the material off them.
    if (this.limit > 0) this.trackRuns(ply, piece, from, to, len, move);
    const sets = this.sets;
    const u = ply * UNDO;
    if (sets) {
      sets.save(this.undo, u + 8);
      sets.flip(piece, from);
    }
    cells[from] = 0;
    const placed = gen.crowns[move] === 1 ? piece | KING : piece;
    cells[to] = placed;
    if (sets) sets.flip(placed, to);
    const kindsTop = this.kindsTop;
    if (len > 0) {
      if (kindsTop + len > this.kinds.length) {
        const k = new Int8Array(this.kinds.length * 2 + len);
        k.set(this.kinds);
        this.kinds = k;
      }
      const p = gen.at[move] as number;
      for (let i = 0; i < len; i++) {
        const sq = gen.data[p + i] as number;
        const c = cells[sq] as number;
        this.kinds[kindsTop + i] = c;
        if (sets) sets.flip(c, sq);
        cells[sq] = 0;
      }
    }
    this.side = 1 - side;
    this.ply = ply + 1;
    const count = this.count();
    this.ply = ply;
    this.side = side;
    cells[to] = 0;
    cells[from] = piece;
    if (len > 0) {
      const p = gen.at[move] as number;
      for (let i = 0; i < len; i++) cells[gen.data[p + i] as number] = this.kinds[kindsTop + i] as number;
    }
    if (sets) sets.restore(this.undo, u + 8);
    if (this.limit > 0) for (let i = 0; i < 4; i++) this.runs[i] = this.runUndo[4 * ply + i] as number;
    return count;
  }

  make(move: number): void {
    const ply = this.ply;
    if (!(move >= (this.slotStart[ply] as number) && move < (this.slotEnd[ply] as number))) fail('ILLEGAL_MOVE', `no move number ${move} generated at this ply`);
    if (ply + 2 > this.slotStart.length) this.growPlies();
    const gen = this.gen;
    const n = this.n;
    const cells = this.cells;
    const from = gen.from[move] as number;
    const to = gen.to[move] as number;
    const len = gen.len[move] as number;
    const piece = cells[from] as number;
    const u = ply * UNDO;
    const undo = this.undo;
    undo[u] = piece;
    this.saveMemory(undo, u + 1);
    undo[u + 6] = this.kindsTop;
    undo[u + 7] = move;
    // Before the square sets change: the runs read the material off them.
    const runsMoved = this.limit > 0 && this.trackRuns(ply, piece, from, to, len, move);
    const sets = this.sets;
    if (sets) {
      sets.save(undo, u + 8);
      sets.flip(piece, from);
    }
    this.remember();
    if (runsMoved) (this.hashRuns(this.runUndo, 4 * ply), this.hashRuns(this.runs, 0));
    const kindsFrom = this.kindsTop;
    cells[from] = 0;
    this.toggle(feature(piece, from, n));
    const placed = gen.crowns[move] === 1 ? piece | KING : piece;
    cells[to] = placed;
    this.toggle(feature(placed, to, n));
    if (sets) sets.flip(placed, to);
    if (len > 0) {
      if (this.kindsTop + len > this.kinds.length) {
        const k = new Int8Array(this.kinds.length * 2 + len);
        k.set(this.kinds);
        this.kinds = k;
      }
      const data = gen.data;
      const p = gen.at[move] as number;
      for (let i = 0; i < len; i++) {
        const sq = data[p + i] as number;
        const c = cells[sq] as number;
        this.kinds[this.kindsTop++] = c;
        this.toggle(feature(c, sq, n));
        if (sets) sets.flip(c, sq);
        cells[sq] = 0;
      }
    }
    this.toggle(4 * n);
    if (this.endgames) this.trackEndgame(ply, len, kindsFrom, placed !== piece);
    if (len > 0 || (piece & KING) === 0) {
      this.quiet = 0;
      this.winStart = this.histLen;
    } else {
      this.quiet++;
    }
    this.side = 1 - this.side;
    this.ply = ply + 1;
  }

  unmake(): void {
    if (this.ply === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
    const ply = --this.ply;
    const u = ply * UNDO;
    const undo = this.undo;
    const move = undo[u + 7] as number;
    const gen = this.gen;
    const from = gen.from[move] as number;
    const to = gen.to[move] as number;
    const len = gen.len[move] as number;
    const cells = this.cells;
    cells[to] = 0;
    cells[from] = undo[u] as number;
    const kindsTop = undo[u + 6] as number;
    if (len > 0) {
      const p = gen.at[move] as number;
      for (let i = 0; i < len; i++) cells[gen.data[p + i] as number] = this.kinds[kindsTop + i] as number;
    }
    this.kindsTop = kindsTop;
    const sets = this.sets;
    if (sets) {
      sets.restore(undo, u + 8);
    }
    this.restoreMemory(undo, u + 1);
    if (this.limit > 0) for (let i = 0; i < 4; i++) this.runs[i] = this.runUndo[4 * ply + i] as number;
    if (this.endgames && this.pieces > this.egPieces) {
      // The move was made out of range (see trackEndgame): only the root can carry a counter there.
      this.pieces += len;
      this.egPlies = ply === 0 ? this.egRoot : 0;
    } else if (this.endgames) {
      this.pieces += len;
      const e = 6 * ply;
      const eg = this.egUndo;
      const c = this.counts;
      this.egPlies = eg[e] as number;
      this.egClass = eg[e + 1] as number;
      c[0] = eg[e + 2] as number;
      c[1] = eg[e + 3] as number;
      c[2] = eg[e + 4] as number;
      c[3] = eg[e + 5] as number;
    }
    this.side = 1 - this.side;
  }

  /**
   * The listed move of integer move `m`: the listing reads the same generator in
   * the same order (moves.ts), here a fresh one so the arena regions of this
   * search stay as they are.
   */
  move(m: number): FamilyMove {
    const i = generatedIndex(this, m);
    const scratch = new FamilyGenerator(this.rules, this.geometry);
    return familyMoves({ scratch, cells: new Int8Array(this.n), geometry: this.geometry, word: false }, this.position())[i] as FamilyMove;
  }

  position(): FamilyPosition {
    return {
      variant: this.rules.id,
      turn: this.side === 0 ? 'black' : 'white',
      squares: this.squares(),
      duplicates: this.gen.dropDuplicates ? 'drop' : 'keep',
      quietPlies: this.quiet,
      repetition: this.keys(),
      ...(this.egPlies > 0 ? { endgamePlies: this.egPlies } : {}),
      ...this.kingRuns(),
    };
  }

  private growPlies(): void {
    const size = this.slotStart.length * 2;
    const grow = (a: Int32Array, k: number): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(k);
      b.set(a);
      return b;
    };
    this.slotStart = grow(this.slotStart, size);
    this.slotEnd = grow(this.slotEnd, size);
    this.dataStart = grow(this.dataStart, size);
    this.dataEnd = grow(this.dataEnd, size);
    this.undo = grow(this.undo, size * UNDO);
  }
}

/** Colour bit of a side (0 black, 1 white). */
export const sideColour = (side: number): number => (side === 0 ? BLACK : WHITE);
