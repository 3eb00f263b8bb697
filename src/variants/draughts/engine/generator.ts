/**
 * The move generator of the draughts family: one square-indexed board
 * (`Int8Array`, a cell per playing square) and flat neighbour tables, so the
 * same code serves 6x6 to 12x12 boards and every rules object. Moves are
 * written into a growable arena of typed arrays (slot = integer move); the
 * search layer keeps the slots of each ply below those of the next.
 *
 * Capture chains are walked depth first. Under the Turkish strike a jumped
 * piece stays on its square until the move ends (it blocks, and is never
 * jumped twice); under immediate removal it leaves at once. Capture
 * precedence is a score compared lexicographically, kept as one number, so a
 * better capture found later clears the list (no second pass).
 */
import type { DraughtsRules } from './types.js';
import type { Geometry } from './geometry.js';
import { compileTable, opposite, type RuleTable } from './rule-table.js';

/** Cell values: colour bits and a king bit; 0 is empty. */
export const BLACK = 1;
/** White piece bit. */
export const WHITE = 2;
/** King bit. */
export const KING = 4;

/** Piece letter of a cell value ('.' empty). */
export const LETTER: readonly string[] = ['.', 'b', 'w', '?', '?', 'B', 'W'];

/** Cell value of a piece letter, or -1. */
export function cellOf(letter: string): number {
  switch (letter) {
    case '.': return 0;
    case 'b': return BLACK;
    case 'B': return BLACK | KING;
    case 'w': return WHITE;
    case 'W': return WHITE | KING;
    default: return -1;
  }
}

// Lexicographic precedence: each criterion's value (by its code in the rule table) times the room the later ones need.
const ROOM = [128, 2, 128, 1 << 20, 1 << 16];
/** `value`: a king counts as two men less one part in VALUE_KING (more than one man, less than two). */
const VALUE_KING = 64;
const ORDER_BITS = 20;

/** The generator for one rules object. Not re-entrant: one per search state. */
export class FamilyGenerator {
  readonly n: number;
  /** The rules as the move code reads them. */
  readonly table: RuleTable;
  private readonly next: Int16Array;
  private readonly forward: Geometry['forward'];
  private readonly crownBlack: Uint8Array;
  private readonly crownWhite: Uint8Array;
  private readonly flying: boolean;
  private readonly menTakeKings: boolean;
  private readonly landing: number;
  private readonly crowning: number;
  private readonly immediate: boolean;
  private readonly precedence: Int8Array;
  /** Capture directions: the 4 diagonals, or 8 with the orthogonals (Frisian). */
  private readonly dirs: number;
  /** A king that may not make a quiet move now (Frisian three-move rule), or -1. Set by the caller. */
  blockedKing = -1;
  /** The rules' `kingMoveLimit` (0: none). */
  readonly kingMoveLimit: number;
  /** {@link countMenCaptures} at work: emit counts instead of writing. */
  private counting = false;
  /** Set while counting when the count must give up (see countMenCaptures). */
  private abort = false;
  /** Drop captures with the same start, end and captured set as one already listed. */
  dropDuplicates: boolean;

  // The arena: one slot per move.
  from = new Int16Array(256);
  to = new Int16Array(256);
  crowns = new Uint8Array(256);
  /** Number of pieces captured (0 for a quiet move). */
  len = new Uint8Array(256);
  /** Offset in `data` of the captured squares, followed by the landing squares. */
  at = new Int32Array(256);
  data = new Int16Array(4096);

  // Generation scratch.
  private cells: Int8Array = new Int8Array(0);
  private crown: Uint8Array;
  private opp = 0;
  private origin = 0;
  private kingMove = 0;
  private passed = 0;
  private start = 0;
  private count = 0;
  private dataTop = 0;
  private dataStart = 0;
  private best = 0;
  private readonly jumped: Uint8Array;
  private readonly capStack: Int16Array;
  private readonly pathStack: Int16Array;
  private readonly kingStack: Uint8Array;
  /**
   * The jumps a man may try, per side and square: (victim square, landing
   * square) pairs in direction order, only along lines the rules let men
   * capture on and that stay on the board, so the chain search reads no
   * direction it cannot use (Frisian men try 8). Side 1's squares from n + 1.
   */
  private readonly manStart: Int32Array;
  private readonly manLine: Int16Array;

  constructor(rules: DraughtsRules, geometry: Geometry) {
    this.n = geometry.n;
    this.next = geometry.next;
    this.forward = geometry.forward;
    this.crownBlack = geometry.crown[0];
    this.crownWhite = geometry.crown[1];
    this.crown = this.crownBlack;
    const table = compileTable(rules, geometry);
    this.table = table;
    this.flying = table.flying;
    this.menTakeKings = table.menTakeKings;
    this.landing = table.landing;
    this.crowning = table.crowning;
    this.immediate = table.immediate;
    this.precedence = table.precedence;
    this.dirs = table.dirs;
    this.kingMoveLimit = table.kingMoveLimit;
    this.dropDuplicates = rules.duplicates === 'drop';
    this.jumped = new Uint8Array(this.n);
    this.capStack = new Int16Array(this.n + 1);
    this.pathStack = new Int16Array(this.n + 1);
    this.kingStack = new Uint8Array(this.n + 1);
    const n = this.n;
    const next = this.next;
    const lines: number[] = [];
    this.manStart = new Int32Array(2 * (n + 1));
    for (let side = 0; side < 2; side++) {
      const jumps = table.menJumps[side] as number;
      for (let s = 0; s < n; s++) {
        this.manStart[side * (n + 1) + s] = lines.length;
        for (let d = 0; d < this.dirs; d++) {
          if (((jumps >>> d) & 1) === 0) continue;
          const o = next[d * n + s] as number;
          const t = o < 0 ? -1 : (next[d * n + o] as number);
          if (t >= 0) lines.push(o, t);
        }
      }
      this.manStart[side * (n + 1) + n] = lines.length;
    }
    this.manLine = Int16Array.from(lines);
  }

  /**
   * Writes the legal moves of `side` (0 black, 1 white) on `cells` into slots
   * from `start` (data from `dataStart`); returns the slot after the last.
   * `cells` is left as it was.
   */
  generate(cells: Int8Array, side: number, start: number, dataStart: number): number {
    const end = this.captures(cells, side, start, dataStart);
    if (end > start) return end;
    return this.quiet(cells, side === 0 ? BLACK : WHITE, side);
  }

  /** Writes the captures only (the moves when any exist); returns the slot after the last. */
  captures(cells: Int8Array, side: number, start: number, dataStart: number): number {
    this.begin(cells, side, start, dataStart);
    const own = side === 0 ? BLACK : WHITE;
    const opp = this.opp;
    const n = this.n;
    const next = this.next;
    for (let s = 0; s < n; s++) {
      const piece = cells[s] as number;
      if ((piece & own) === 0) continue;
      if ((piece & KING) === 0) {
        // Quick test before the chain search: a man with no adjacent opponent piece cannot capture.
        let near = 0;
        for (let d = 0; d < this.dirs; d++) {
          const o = next[d * n + s] as number;
          if (o >= 0) near |= cells[o] as number;
        }
        if ((near & opp) === 0) continue;
      }
      this.captureFrom(s, piece, side);
    }
    return this.count;
  }

  /**
   * The captures of the pieces on the squares of a three-word set (squares
   * 0–31, 32–63, 64–95; ascending, so the moves come in the same order as from
   * {@link captures}); returns the slot after the last.
   */
  capturesOf(cells: Int8Array, side: number, start: number, dataStart: number, lo: number, hi: number, top: number): number {
    this.begin(cells, side, start, dataStart);
    for (let x = lo; x !== 0; x &= x - 1) {
      const s = 31 - Math.clz32(x & -x);
      this.captureFrom(s, cells[s] as number, side);
    }
    for (let x = hi; x !== 0; x &= x - 1) {
      const s = 63 - Math.clz32(x & -x);
      this.captureFrom(s, cells[s] as number, side);
    }
    for (let x = top; x !== 0; x &= x - 1) {
      const s = 95 - Math.clz32(x & -x);
      this.captureFrom(s, cells[s] as number, side);
    }
    return this.count;
  }

  private begin(cells: Int8Array, side: number, start: number, dataStart: number): void {
    this.cells = cells;
    this.opp = side === 0 ? WHITE : BLACK;
    this.crown = side === 0 ? this.crownBlack : this.crownWhite;
    this.start = start;
    this.count = start;
    this.dataStart = dataStart;
    this.dataTop = dataStart;
    this.best = -1;
  }

  /** Every capture chain of the piece on `s`. */
  private captureFrom(s: number, piece: number, side: number): void {
    const cells = this.cells;
    cells[s] = 0; // the piece leaves its square for the whole move
    this.origin = s;
    this.passed = 0;
    if ((piece & KING) !== 0) {
      this.kingMove = 1;
      this.kingJumps(s, 0);
    } else {
      this.kingMove = 0;
      this.manJumps(s, 0, side);
    }
    cells[s] = piece;
  }

  /**
   * Counts the capture moves of the men on the squares of a three-word set
   * (a side without kings) without writing them (perft's last ply): the
   * listing's own chain search and precedence, with {@link emit} counting.
   * Returns -1 (the caller generates the captures) where a man would crown in
   * passing and go on as a king, or, where duplicates are dropped, take a
   * third piece: only written moves can be compared, and two routes of a man
   * from one square to one square over the same pieces need three jumps at
   * least (a jump lands at twice the jumped square less the start, so two
   * jumps over a and b end at 2a - 2b + s or 2b - 2a + s).
   */
  countMenCaptures(cells: Int8Array, side: number, lo: number, hi: number, top: number): number {
    // The listing's own chain search, its emit only counting (slots from 0, nothing written).
    this.begin(cells, side, 0, 0);
    this.counting = true;
    this.abort = false;
    for (let x = lo; x !== 0 && !this.abort; x &= x - 1) this.countFrom(31 - Math.clz32(x & -x), side);
    for (let x = hi; x !== 0 && !this.abort; x &= x - 1) this.countFrom(63 - Math.clz32(x & -x), side);
    for (let x = top; x !== 0 && !this.abort; x &= x - 1) this.countFrom(95 - Math.clz32(x & -x), side);
    this.counting = false;
    return this.abort ? -1 : this.count;
  }

  /** The man on `s` leaves its square for the chains counted from it. */
  private countFrom(s: number, side: number): void {
    const cells = this.cells;
    const piece = cells[s] as number;
    cells[s] = 0;
    this.origin = s;
    this.passed = 0;
    this.kingMove = 0;
    this.manJumps(s, 0, side);
    cells[s] = piece;
  }

  /** Writes the quiet moves of `side` from slot `start` (no capture exists); returns the slot after the last. */
  quietMoves(cells: Int8Array, side: number, start: number, dataStart: number): number {
    this.begin(cells, side, start, dataStart);
    return this.quiet(cells, side === 0 ? BLACK : WHITE, side);
  }

  /** End of the data written by the last {@link generate}. */
  dataEnd(): number {
    return this.dataTop;
  }

  /** Steps: a man one square forward, a king one square (short) or any distance over empty squares (flying). */
  private quiet(cells: Int8Array, own: number, side: number): number {
    const n = this.n;
    for (let s = 0; s < n; s++) {
      const piece = cells[s] as number;
      if ((piece & own) !== 0) this.quietFrom(cells, s, piece, side);
    }
    return this.count;
  }

  /**
   * The quiet moves of the pieces on the squares of a three-word set (the side
   * to move's pieces, squares 0–31, 32–63, 64–95; ascending, so in the order of
   * {@link quietMoves}) from slot `start`; returns the slot after the last.
   * Only the side's pieces are visited, not the whole board.
   */
  quietOf(cells: Int8Array, side: number, start: number, dataStart: number, lo: number, hi: number, top: number): number {
    this.begin(cells, side, start, dataStart);
    for (let x = lo; x !== 0; x &= x - 1) {
      const s = 31 - Math.clz32(x & -x);
      this.quietFrom(cells, s, cells[s] as number, side);
    }
    for (let x = hi; x !== 0; x &= x - 1) {
      const s = 63 - Math.clz32(x & -x);
      this.quietFrom(cells, s, cells[s] as number, side);
    }
    for (let x = top; x !== 0; x &= x - 1) {
      const s = 95 - Math.clz32(x & -x);
      this.quietFrom(cells, s, cells[s] as number, side);
    }
    return this.count;
  }

  /** The quiet moves of the piece on `s`. */
  private quietFrom(cells: Int8Array, s: number, piece: number, side: number): void {
    const n = this.n;
    const next = this.next;
    if ((piece & KING) === 0) {
      const crown = this.crown;
      const [f0, f1] = this.forward[side] as readonly [number, number]; // SE, SW / NE, NW
      let t = next[f0 * n + s] as number;
      if (t >= 0 && cells[t] === 0) this.step(s, t, crown[t] as number);
      t = next[f1 * n + s] as number;
      if (t >= 0 && cells[t] === 0) this.step(s, t, crown[t] as number);
      return;
    }
    if (s === this.blockedKing) return;
    for (let d = 0; d < 4; d++) {
      for (let t = next[d * n + s] as number; t >= 0 && cells[t] === 0; t = next[d * n + t] as number) {
        this.step(s, t, 0);
        if (!this.flying) break;
      }
    }
  }

  /**
   * Counts the quiet moves without writing them (perft's last ply), or returns
   * -1 as soon as a first jump is seen (then some capture exists and the caller
   * generates the captures). One pass over the board.
   */
  countQuiet(cells: Int8Array, side: number): number {
    const own = side === 0 ? BLACK : WHITE;
    const opp = side === 0 ? WHITE : BLACK;
    const n = this.n;
    const next = this.next;
    const steps = this.table.menSteps[side] as number;
    const jumps = this.table.menJumps[side] as number;
    const manVictim = this.menTakeKings ? opp | KING : opp;
    if (this.dirs === 8 && this.orthogonalJump(cells, own, opp)) return -1;
    let total = 0;
    for (let s = 0; s < n; s++) {
      const piece = cells[s] as number;
      if ((piece & own) === 0) continue;
      if ((piece & KING) === 0) {
        for (let d = 0; d < 4; d++) {
          const forward = ((steps >>> d) & 1) === 1;
          if (!forward && ((jumps >>> d) & 1) === 0) continue;
          const t = next[d * n + s] as number;
          if (t < 0) continue;
          const c = cells[t] as number;
          if (c === 0) {
            if (forward) total++;
          } else if ((c & opp) !== 0 && (c & manVictim) === c) {
            const beyond = next[d * n + t] as number;
            if (beyond >= 0 && cells[beyond] === 0) return -1;
          }
        }
        continue;
      }
      const blocked = s === this.blockedKing;
      for (let d = 0; d < 4; d++) {
        let t = next[d * n + s] as number;
        while (t >= 0 && cells[t] === 0) {
          if (!blocked) total++;
          if (!this.flying) {
            t = -1;
            break;
          }
          t = next[d * n + t] as number;
        }
        if (t >= 0 && ((cells[t] as number) & opp) !== 0) {
          const beyond = next[d * n + t] as number;
          if (beyond >= 0 && cells[beyond] === 0) return -1;
        }
      }
    }
    return total;
  }

  /** Number of quiet moves of the king on `s` (the one kingMoveLimit holds back, taken off a count). */
  kingSteps(cells: Int8Array, s: number): number {
    const n = this.n;
    const next = this.next;
    let total = 0;
    for (let d = 0; d < 4; d++) {
      for (let t = next[d * n + s] as number; t >= 0 && cells[t] === 0; t = next[d * n + t] as number) {
        total++;
        if (!this.flying) break;
      }
    }
    return total;
  }

  /** Whether some piece of `own` can jump along a row or a column (the orthogonal part of {@link countQuiet}). */
  private orthogonalJump(cells: Int8Array, own: number, opp: number): boolean {
    const n = this.n;
    const next = this.next;
    const manVictim = this.menTakeKings ? opp | KING : opp;
    const jumps = this.table.menJumps[own === BLACK ? 0 : 1] as number;
    for (let s = 0; s < n; s++) {
      const piece = cells[s] as number;
      if ((piece & own) === 0) continue;
      const king = (piece & KING) !== 0;
      for (let d = 4; d < 8; d++) {
        if (!king && ((jumps >>> d) & 1) === 0) continue;
        let t = next[d * n + s] as number;
        if (king && this.flying) while (t >= 0 && cells[t] === 0) t = next[d * n + t] as number;
        if (t < 0) continue;
        const c = cells[t] as number;
        if ((c & opp) === 0 || (!king && (c & manVictim) !== c)) continue;
        const beyond = next[d * n + t] as number;
        if (beyond >= 0 && cells[beyond] === 0) return true;
      }
    }
    return false;
  }

  private step(from: number, to: number, crowns: number): void {
    const slot = this.count;
    if (slot >= this.from.length) this.growSlots();
    this.from[slot] = from;
    this.to[slot] = to;
    this.crowns[slot] = crowns;
    this.len[slot] = 0;
    this.at[slot] = this.dataTop;
    this.count = slot + 1;
  }

  /** A man's jumps from `at` after `depth` captures; true when at least one exists. */
  private manJumps(at: number, depth: number, side: number): boolean {
    const cells = this.cells;
    const opp = this.opp;
    const lines = this.manLine;
    const base = side * (this.n + 1) + at;
    const end = this.manStart[base + 1] as number;
    let found = false;
    // Men capture forward (black: se, sw, s; white: ne, nw, n), and backward when the rules allow.
    for (let k = this.manStart[base] as number; k < end; k += 2) {
      const o = lines[k] as number;
      const victim = cells[o] as number;
      if ((victim & opp) === 0 || this.jumped[o] === 1) continue;
      if (!this.menTakeKings && (victim & KING) !== 0) continue;
      const t = lines[k + 1] as number;
      if (cells[t] !== 0) continue;
      found = true;
      this.take(o, victim, depth);
      this.pathStack[depth] = t;
      if (this.crown[t] === 1 && this.crowning !== 0) {
        if (this.crowning === 2) this.emit(t, depth + 1, 1);
        else if (this.counting) this.abort = true; // goes on as a king: not counted
        else {
          // "Passing" crowning: the man is a king from here on and goes on capturing as one.
          const was = this.passed;
          this.passed = 1;
          if (!this.kingJumps(t, depth + 1)) this.emit(t, depth + 1, 1);
          this.passed = was;
        }
      } else if (!this.manJumps(t, depth + 1, side)) {
        this.emit(t, depth + 1, this.crown[t] as number);
      }
      this.untake(o, victim);
    }
    return found;
  }

  /** A king's jumps from `at` in every direction; true when at least one exists. */
  private kingJumps(at: number, depth: number): boolean {
    let found = false;
    for (let d = 0; d < this.dirs; d++) if (this.kingJumpsAlong(at, d, depth)) found = true;
    return found;
  }

  /**
   * A king's jumps from `at` along `d`: over empty squares (flying kings) to an
   * opponent piece, then onto an empty square beyond. From each landing square
   * the king may turn a quarter; going straight on is tried once, from the last
   * empty square before the next piece (the same jump from every landing
   * square in between would list one capture many times).
   */
  private kingJumpsAlong(at: number, d: number, depth: number): boolean {
    const cells = this.cells;
    const next = this.next;
    const n = this.n;
    const base = d * n;
    let o = next[base + at] as number;
    if (this.flying) while (o >= 0 && cells[o] === 0) o = next[base + o] as number;
    if (o < 0) return false;
    const victim = cells[o] as number;
    if ((victim & this.opp) === 0 || this.jumped[o] === 1) return false;
    const first = next[base + o] as number;
    if (first < 0 || cells[first] !== 0) return false;
    this.take(o, victim, depth);
    if (!this.flying || this.landing === 1) {
      // One landing square: short kings, and Thai kings that stop right behind the piece.
      this.landAll(first, depth);
    } else {
      let last = first;
      for (let t = next[base + first] as number; t >= 0 && cells[t] === 0; t = next[base + t] as number) last = t;
      this.pathStack[depth] = last;
      const straight = this.kingJumpsAlong(last, d, depth + 1);
      const left = (d + 3) & 3;
      const right = (d + 1) & 3;
      const back = opposite(d);
      const haltBehind = this.landing === 2 && (victim & KING) !== 0;
      // "If the king can go on capturing from one of the landing squares, it must land there":
      // the capture ends on a landing square only when none of them allows a further capture.
      let goesOn = straight;
      for (let t = first; ; t = next[base + t] as number) {
        this.pathStack[depth] = t;
        if (this.dirs === 4) {
          if (this.kingJumpsAlong(t, left, depth + 1)) goesOn = true;
          if (this.kingJumpsAlong(t, right, depth + 1)) goesOn = true;
        } else {
          // With orthogonal captures every other line through the landing square is a turn.
          for (let k = 0; k < 8; k++) if (k !== d && k !== back && this.kingJumpsAlong(t, k, depth + 1)) goesOn = true;
        }
        // Pieces removed at once leave the way back open.
        if (this.immediate && this.kingJumpsAlong(t, back, depth + 1)) goesOn = true;
        if (t === last) break;
      }
      if (!goesOn) {
        for (let t = first; ; t = next[base + t] as number) {
          // Killer: a king whose capture ends with a king stops directly behind it.
          this.pathStack[depth] = t;
          this.emit(t, depth + 1, 0);
          if (t === last || haltBehind) break;
        }
      }
    }
    this.untake(o, victim);
    return true;
  }

  /** Lands on `t` (the only landing square) and goes on capturing in every direction, or ends there. */
  private landAll(t: number, depth: number): void {
    this.pathStack[depth] = t;
    if (!this.kingJumps(t, depth + 1)) this.emit(t, depth + 1, 0);
  }

  private take(o: number, victim: number, depth: number): void {
    this.jumped[o] = 1;
    this.capStack[depth] = o;
    this.kingStack[depth] = (victim & KING) !== 0 ? 1 : 0;
    if (this.immediate) this.cells[o] = 0;
  }

  private untake(o: number, victim: number): void {
    this.jumped[o] = 0;
    if (this.immediate) this.cells[o] = victim;
  }

  /** The precedence score of the chain on the stacks (higher is preferred). */
  private score(depth: number): number {
    let score = 0;
    const rules = this.precedence;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r] as number;
      let value = 0;
      if (rule === 0) value = depth;
      else if (rule === 1) value = this.kingMove;
      else if (rule === 2) for (let i = 0; i < depth; i++) value += this.kingStack[i] as number;
      else if (rule === 4) {
        // Pieces plus kings, with fewer kings ahead on a tie: a king is worth more than one man, less than two.
        let kings = 0;
        for (let i = 0; i < depth; i++) kings += this.kingStack[i] as number;
        value = (depth + kings) * VALUE_KING - kings;
      } else for (let i = 0; i < depth && i < ORDER_BITS; i++) if (this.kingStack[i] === 1) value += 1 << (ORDER_BITS - 1 - i);
      score = score * (ROOM[rule] as number) + value;
    }
    return score;
  }

  /** Records a finished capture chain ending on `to` after `depth` captures. */
  private emit(to: number, depth: number, crowns: number): void {
    if (this.precedence.length > 0) {
      const score = this.score(depth);
      if (score < this.best) return;
      if (score > this.best) {
        this.best = score;
        this.count = this.start;
        this.dataTop = this.dataStart;
      }
    }
    if (this.counting) {
      if (depth >= 3 && this.dropDuplicates) this.abort = true;
      this.count++;
      return;
    }
    const crowned = this.kingMove === 1 ? 0 : crowns | this.passed;
    if (this.dropDuplicates && this.isDuplicate(to, depth)) return;
    const slot = this.count;
    if (slot >= this.from.length) this.growSlots();
    if (this.dataTop + 2 * depth > this.data.length) this.growData(this.dataTop + 2 * depth);
    const data = this.data;
    let p = this.dataTop;
    this.from[slot] = this.origin;
    this.to[slot] = to;
    this.crowns[slot] = crowned;
    this.len[slot] = depth;
    this.at[slot] = p;
    for (let i = 0; i < depth; i++) data[p++] = this.capStack[i] as number;
    for (let i = 0; i < depth; i++) data[p++] = this.pathStack[i] as number;
    this.dataTop = p;
    this.count = slot + 1;
  }

  /** Whether a listed capture has the same start, end and set of captured pieces (those marked jumped now). */
  private isDuplicate(to: number, depth: number): boolean {
    for (let i = this.start; i < this.count; i++) {
      if (this.to[i] !== to || this.from[i] !== this.origin || this.len[i] !== depth) continue;
      const p = this.at[i] as number;
      let same = true;
      for (let k = 0; k < depth; k++) {
        if (this.jumped[this.data[p + k] as number] !== 1) {
          same = false;
          break;
        }
      }
      if (same) return true;
    }
    return false;
  }

  private growSlots(): void {
    const size = this.from.length * 2;
    const grow = <T extends Int16Array | Uint8Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.from = grow(this.from, (k) => new Int16Array(k));
    this.to = grow(this.to, (k) => new Int16Array(k));
    this.crowns = grow(this.crowns, (k) => new Uint8Array(k));
    this.len = grow(this.len, (k) => new Uint8Array(k));
    this.at = grow(this.at, (k) => new Int32Array(k));
  }

  private growData(need: number): void {
    let size = this.data.length * 2;
    while (size < need) size *= 2;
    const b = new Int16Array(size);
    b.set(this.data);
    this.data = b;
  }
}
