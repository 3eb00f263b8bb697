/**
 * The mutable position of a fairy game: cells, side, castling, en passant, clocks and an
 * incremental zobrist hash, with make/unmake over integer moves and preallocated undo stacks
 * (nothing allocated per move).
 *
 * Moves: `from | to << 7 | kind << 14 | promotion type << 17`; castling moves go from the king to
 * the castling rook (as Fairy-Stockfish encodes them); a pass goes from the king to itself; a drop
 * goes from its square to itself with the dropped type in the promotion bits.
 */
import { zobristTable, combineHash, type ZobristTable } from '../../zobrist.js';
import { attacked, generalsFace } from './attacks.js';
import { WALL, type Compiled } from './compile.js';
import { reversibleMove } from './reversible-move.js';
import type { FairySetup } from './fen.js';
import type { KeyLine } from '../../key-line.js';
import { oppositeCastlingRights } from './opposite-castling.js';
import type { RuleFiles } from './rule-files.js';

// The move encoding lives in move-code.ts; re-exported here for the files that read moves with the state.
export { NORMAL, PROMOTION, EN_PASSANT, CASTLING, PASS, PIECE_PROMOTION, SPECIAL, DROP, moveFrom, moveTo, moveKind, movePromotion, encodeMove, GATE_SHIFT, GATE_ON_TO, moveGate, ALT, gateSquare, moveWall } from './move-code.js';
import { NORMAL, PROMOTION, EN_PASSANT, CASTLING, PASS, PIECE_PROMOTION, SPECIAL, DROP, moveFrom, moveTo, moveKind, movePromotion, encodeMove, GATE_SHIFT, GATE_ON_TO, moveGate, ALT, gateSquare, moveWall } from './move-code.js';

const MAX_PLY = 4096;

/** Zobrist keys of a compiled game (made once per game). */
export interface FairyKeys {
  readonly table: ZobristTable;
  readonly side: number;
  readonly castle: number;
  readonly ep: number;
  readonly checks: number;
  /** Gate squares (cambodian first moves). */
  readonly gate: number;
  /** Hands: (side * nt + type) * 64 + count, one key per piece in hand. */
  readonly hand: number;
}

/** Most pieces of one type a hand holds that the hash tells apart. */
export const HAND_KEYS = 64;

/** Keys: piece-square, side, castling rights (16), en passant file (12), checks left (2 x 100). */
export function fairyKeys(c: Compiled): FairyKeys {
  const pieceSquare = c.nc * c.n;
  const side = pieceSquare, castle = side + 1, ep = castle + 16, checks = ep + 12, gate = checks + 200, hand = gate + c.n;
  return { table: zobristTable(hand + (c.rules.drops || c.rules.capturesToHand ? 2 * c.nt * HAND_KEYS : 0), 0xfa1e), side, castle, ep, checks, gate, hand };
}

/** The mutable state. Fields are public for the move generator; use make/unmake to change them. */
export class FairyState {
  readonly cells: Uint8Array;
  side = 0;
  castle = 0;
  readonly castleKing = new Int16Array(2);
  readonly castleRook = new Int16Array(4);
  /** Rights lost when a piece leaves or reaches a square. */
  readonly castleMask: Uint8Array;
  ep0 = -1;
  ep1 = -1;
  rule50 = 0;
  fullmove = 1;
  readonly checks = new Int16Array(2);
  /** Royal (king) square per side, -1 none. */
  readonly kingSq = new Int16Array(2);
  /** Pieces per code; total per side at index 0 (White) and 1 (Black). */
  readonly count: Int16Array;
  /** Squares of each side's pieces: side * n + i for i < count[side]. */
  readonly plist: Int16Array;
  /** Index of a square's piece in its side's list. */
  readonly pindex: Int16Array;
  hashHi = 0;
  hashLo = 0;
  ply = 0;
  /** Scratch for listing a piece's destinations once (generate.ts): the stamp of the piece last listing each square. */
  readonly seen: Int32Array;
  seenStamp = 0;
  /** Cambodian gates: 1 on a square whose piece keeps its first-move right. */
  readonly gate: Uint8Array;
  /** Counting rules (counting.ts): the limit in plies (0: not counting) and the plies counted. */
  countingLimit = 0;
  countingPly = 0;
  /** Pieces in hand: side * nt + type. */
  readonly hand: Int16Array;
  /** Promoted pieces (rules.keepsPromoted): the type they promoted from plus one, 0 for others. */
  readonly promoted: Uint8Array;
  private readonly uHandType = new Int16Array(MAX_PLY);
  private readonly uPromoted = new Uint8Array(2 * MAX_PLY);
  private readonly uCountLimit = new Int16Array(MAX_PLY);
  private readonly uCountPly = new Int16Array(MAX_PLY);
  private readonly uGateSq = new Int16Array(3 * MAX_PLY);
  private readonly uGateTop = new Int32Array(MAX_PLY + 1);
  // Undo stacks.
  /** By ply below the current one: the move made and the piece code it took (below 2: none); read by move-repetition.ts. */
  readonly uMove = new Int32Array(MAX_PLY);
  readonly uCaptured = new Uint8Array(MAX_PLY);
  private readonly uMover = new Uint8Array(MAX_PLY);
  private readonly uCapSq = new Int16Array(MAX_PLY);
  private readonly uCastle = new Uint8Array(MAX_PLY);
  private readonly uEp0 = new Int16Array(MAX_PLY);
  private readonly uEp1 = new Int16Array(MAX_PLY);
  private readonly uRule50 = new Int32Array(MAX_PLY);
  private readonly uChecks = new Int16Array(2 * MAX_PLY);
  private readonly uHi = new Uint32Array(MAX_PLY);
  private readonly uLo = new Uint32Array(MAX_PLY);
  /** By ply: the move that reached it was a pass (janggi: two passes in a row end the game). */
  readonly passed = new Uint8Array(MAX_PLY + 1);
  /** By ply: the kings face each other (janggi's bikjang). */
  readonly bikjang = new Uint8Array(MAX_PLY + 1);
  /** The position before the root: reached by a pass, kings facing (from the position object; false from FEN, as Fairy-Stockfish). */
  rootPrevPassed = false;
  rootPrevBikjang = false;
  /** The castling right the move before the root used (castling-wins.ts), -1 none (from FEN, as Fairy-Stockfish). */
  rootPrevCastle = -1;
  /** No swapping back (no-swap-back.ts): per side, the pair key it swapped on its previous turn, -1 none; by ply for unmake. */
  readonly lastSwap = new Int32Array([-1, -1]);
  readonly uLastSwap: Int32Array;
  /** Threefold ends (threefold-ends.ts): the repetition keys the position was loaded with, or null. */
  rootKeys: KeyLine | null = null;
  /** Hash of every position reached, by ply (for repetitions). */
  readonly history = new Float64Array(MAX_PLY + 1);
  /** Flips (flip-enclosed.ts, only where the rule is on): the squares flipped, by ply from flipTop[ply] to flipTop[ply + 1]. */
  flipSq: Int16Array;
  readonly flipTop: Int32Array;
  /** Enclosing drops (enclosing-drop.ts): the position was loaded with walls on the board. */
  loadedWalls = false;
  /** Line games (connect-n.ts, only where a line rule is on): by ply, 1 when the end test found the side that had just moved without N in a row. */
  readonly lineFree: Uint8Array;
  /** Duck chess (walls.ts): the duck's square by ply, -1 none. */
  readonly duckSq: Int16Array;
  /** By ply: the capturer turned into a wall on its target square (petrify.ts). */
  private readonly uPetrified = new Uint8Array(MAX_PLY);
  // Blasts (atomic) and petrified capturers: removed (square, cell) pairs per ply.
  private readonly blastSq = new Int16Array(MAX_PLY * 10);
  private readonly blastCell = new Uint8Array(MAX_PLY * 10);
  private readonly blastTop = new Int32Array(MAX_PLY + 1);
  /** Pieces taken off into the hands (capturesToHand with blasts or petrifying): each one's promotion mark. */
  private readonly blastPr: Uint8Array;

  /**
   * @param files The files of the rules few games use (rule-files.ts), called where the compiled
   *   rules turn them on: flips, enclosing drops, lines.
   */
  constructor(readonly c: Compiled, readonly keys: FairyKeys, setup: FairySetup, readonly files: RuleFiles) {
    this.cells = new Uint8Array(c.n);
    this.count = new Int16Array(c.nc);
    this.plist = new Int16Array(2 * c.n);
    this.pindex = new Int16Array(c.n);
    this.castleMask = new Uint8Array(c.n);
    this.gate = new Uint8Array(c.n);
    this.seen = new Int32Array(c.n);
    this.hand = new Int16Array(2 * c.nt);
    this.promoted = new Uint8Array(c.n);
    this.uLastSwap = new Int32Array(c.rules.noSwapBack !== null ? MAX_PLY : 0);
    this.blastPr = new Uint8Array(c.rules.capturesToHand && (c.rules.blastOnCapture || c.rules.petrifying) ? MAX_PLY * 10 : 0);
    this.flipSq = new Int16Array(c.rules.flipEnclosed !== 0 ? 4 * c.n : 0);
    this.flipTop = new Int32Array(c.rules.flipEnclosed !== 0 ? MAX_PLY + 1 : 0);
    this.duckSq = new Int16Array(c.rules.walling !== 0 ? MAX_PLY + 1 : 0);
    this.lineFree = new Uint8Array(c.rules.connect !== null ? MAX_PLY + 1 : 0);
    this.load(setup);
  }

  /**
   * Sets the state to `setup` at ply 0 without allocating (the immutable layer reuses one state
   * for every position it is handed). The setup's arrays are copied, not kept.
   */
  load(setup: FairySetup): void {
    const c = this.c;
    this.ply = 0;
    this.cells.set(setup.cells);
    this.count.fill(0);
    this.castleMask.fill(0);
    this.kingSq.fill(-1);
    for (let sq = 0; sq < c.n; sq++) {
      const cell = this.cells[sq] as number;
      if (cell < 2) continue;
      const side = (cell - 2) & 1;
      this.count[cell] = (this.count[cell] as number) + 1;
      this.plist[side * c.n + (this.count[side] as number)] = sq;
      this.pindex[sq] = this.count[side] as number;
      this.count[side] = (this.count[side] as number) + 1;
      if ((cell - 2) >> 1 === c.king) this.kingSq[side] = sq;
    }
    this.side = setup.side;
    this.castle = setup.castle;
    this.castleKing.set(setup.castleKing);
    this.castleRook.set(setup.castleRook);
    for (let right = 0; right < 4; right++) {
      if (!(this.castle & (1 << right))) continue;
      const k = this.castleKing[right >> 1] as number, r = this.castleRook[right] as number;
      this.castleMask[k] = (this.castleMask[k] as number) | (1 << right);
      this.castleMask[r] = (this.castleMask[r] as number) | (1 << right);
    }
    this.ep0 = setup.ep[0] ?? -1;
    this.ep1 = setup.ep[1] ?? -1;
    this.rule50 = setup.rule50;
    this.fullmove = setup.fullmove;
    this.checks.set(setup.checks);
    this.hand.fill(0);
    if (setup.hand) this.hand.set(setup.hand);
    this.promoted.fill(0);
    if (setup.promoted) this.promoted.set(setup.promoted);
    this.gate.fill(0);
    for (const g of setup.gates) this.gate[g] = 1;
    this.countingLimit = setup.countingLimit;
    // Fairy-Stockfish: with a counting limit, the FEN's halfmove field is the plies counted.
    this.countingPly = 0;
    if (this.countingLimit > 0 && this.rule50 > 0) { this.countingPly = this.rule50; this.rule50 = 0; }
    this.passed[0] = 0;
    if (c.rules.connect !== null) this.lineFree[0] = 0;
    this.rootPrevPassed = false;
    this.rootPrevBikjang = false;
    this.rootPrevCastle = -1;
    this.lastSwap.fill(-1);
    this.rootKeys = null;
    // Duck chess: the duck is the wall the position holds (Fairy-Stockfish's wall squares).
    if (c.rules.walling !== 0) this.duckSq[0] = this.cells.indexOf(WALL);
    this.loadedWalls = c.rules.enclosingDrop !== 0 && this.cells.includes(WALL);
    this.rehash();
    this.history[0] = this.hash();
    this.bikjang[0] = c.rules.bikjangRule && generalsFace(c, this.cells, this.kingSq[0] as number, this.kingSq[1] as number) ? 1 : 0;
  }

  /** Recomputes the hash from scratch. */
  rehash(): void {
    const { hi, lo } = this.keys.table;
    let h = 0, l = 0;
    const n = this.c.n;
    for (let sq = 0; sq < n; sq++) {
      const cell = this.cells[sq] as number;
      if (cell >= 2) { h ^= hi[cell * n + sq] as number; l ^= lo[cell * n + sq] as number; }
      else if (cell === WALL) { h ^= hi[WALL * n + sq] as number; l ^= lo[WALL * n + sq] as number; }
    }
    if (this.side) { h ^= hi[this.keys.side] as number; l ^= lo[this.keys.side] as number; }
    h ^= hi[this.keys.castle + this.castle] as number; l ^= lo[this.keys.castle + this.castle] as number;
    for (const e of [this.ep0, this.ep1]) if (e >= 0) { h ^= hi[this.keys.ep + (e % this.c.files)] as number; l ^= lo[this.keys.ep + (e % this.c.files)] as number; }
    for (let sq = 0; sq < n; sq++) if (this.gate[sq] === 1) { h ^= hi[this.keys.gate + sq] as number; l ^= lo[this.keys.gate + sq] as number; }
    for (let i = 0; i < this.hand.length; i++) {
      for (let k = 1, cnt = Math.min(HAND_KEYS - 1, this.hand[i] as number); k <= cnt; k++) { h ^= hi[this.keys.hand + i * HAND_KEYS + k] as number; l ^= lo[this.keys.hand + i * HAND_KEYS + k] as number; }
    }
    if (this.c.rules.checkCounting) {
      const k0 = this.keys.checks + (this.checks[0] as number), k1 = this.keys.checks + 100 + (this.checks[1] as number);
      h ^= (hi[k0] as number) ^ (hi[k1] as number); l ^= (lo[k0] as number) ^ (lo[k1] as number);
    }
    this.hashHi = h >>> 0;
    this.hashLo = l >>> 0;
    if (this.c.rules.noSwapBack !== null) this.files.allies!.hashSwapMemory(this);
  }

  /** The move made at ply `p` (p < ply). */
  moveMadeAt(p: number): number {
    return this.uMove[p] as number;
  }

  hash(): number {
    return combineHash(this.hashHi, this.hashLo);
  }

  /** Toggles the hash key of a wall on `sq` (walls.ts). */
  toggleWall(sq: number): void {
    this.toggle(WALL, sq);
  }

  private toggle(cell: number, sq: number): void {
    const i = cell * this.c.n + sq;
    this.hashHi ^= this.keys.table.hi[i] as number;
    this.hashLo ^= this.keys.table.lo[i] as number;
  }

  /** Puts piece `cell` on the empty square `sq` (hash, counts and piece list kept; for the rule files). */
  put(cell: number, sq: number): void {
    this.cells[sq] = cell;
    this.toggle(cell, sq);
    this.count[cell] = (this.count[cell] as number) + 1;
    const side = (cell - 2) & 1, at = this.count[side] as number;
    this.plist[side * this.c.n + at] = sq;
    this.pindex[sq] = at;
    this.count[side] = at + 1;
    if ((cell - 2) >> 1 === this.c.king) this.kingSq[(cell - 2) & 1] = sq;
  }

  /** Moves the piece on `from` to the empty square `to`, keeping its place in the piece list (make and unmake of a plain move). */
  private relocate(from: number, to: number): void {
    const cells = this.cells, cell = cells[from] as number, i = cell * this.c.n, { hi, lo } = this.keys.table;
    cells[from] = 0;
    cells[to] = cell;
    this.hashHi ^= (hi[i + from] as number) ^ (hi[i + to] as number);
    this.hashLo ^= (lo[i + from] as number) ^ (lo[i + to] as number);
    const side = (cell - 2) & 1, at = this.pindex[from] as number;
    this.plist[side * this.c.n + at] = to;
    this.pindex[to] = at;
    if ((cell - 2) >> 1 === this.c.king) this.kingSq[side] = to;
  }

  /** Exchanges the pieces of one side on `a` and `b`, each keeping its place in the piece list (swaps with allies). */
  exchange(a: number, b: number): void {
    const cells = this.cells, ca = cells[a] as number, cb = cells[b] as number, n = this.c.n, { hi, lo } = this.keys.table;
    cells[a] = cb;
    cells[b] = ca;
    this.hashHi ^= (hi[ca * n + a] as number) ^ (hi[ca * n + b] as number) ^ (hi[cb * n + b] as number) ^ (hi[cb * n + a] as number);
    this.hashLo ^= (lo[ca * n + a] as number) ^ (lo[ca * n + b] as number) ^ (lo[cb * n + b] as number) ^ (lo[cb * n + a] as number);
    const side = (ca - 2) & 1, ia = this.pindex[a] as number, ib = this.pindex[b] as number;
    this.plist[side * n + ia] = b;
    this.plist[side * n + ib] = a;
    this.pindex[a] = ib;
    this.pindex[b] = ia;
    const king = this.c.king;
    if ((ca - 2) >> 1 === king) this.kingSq[side] = b;
    if ((cb - 2) >> 1 === king) this.kingSq[side] = a;
  }

  /** Turns the piece on `sq` into `cell`, of the same side (a promotion, or its undoing). */
  recode(sq: number, cell: number): void {
    const old = this.cells[sq] as number, side = (cell - 2) & 1, king = this.c.king;
    this.cells[sq] = cell;
    this.toggle(old, sq);
    this.toggle(cell, sq);
    this.count[old] = (this.count[old] as number) - 1;
    this.count[cell] = (this.count[cell] as number) + 1;
    if ((old - 2) >> 1 === king && this.kingSq[side] === sq) this.kingSq[side] = -1;
    if ((cell - 2) >> 1 === king) this.kingSq[side] = sq;
  }

  /** Takes the piece off `sq` and returns it (hash, counts and piece list kept; for the rule files). */
  remove(sq: number): number {
    const cell = this.cells[sq] as number;
    this.cells[sq] = 0;
    this.toggle(cell, sq);
    this.count[cell] = (this.count[cell] as number) - 1;
    const side = (cell - 2) & 1, last = (this.count[side] as number) - 1, at = this.pindex[sq] as number, base = side * this.c.n;
    const moved = this.plist[base + last] as number;
    this.plist[base + at] = moved;
    this.pindex[moved] = at;
    this.count[side] = last;
    if ((cell - 2) >> 1 === this.c.king && this.kingSq[(cell - 2) & 1] === sq) this.kingSq[(cell - 2) & 1] = -1;
    return cell;
  }

  /** Adds (+1) or takes (-1) a piece of `type` to or from the hand of `side`, hash included. */
  handAdd(side: number, type: number, delta: number): void {
    const i = side * this.c.nt + type, before = this.hand[i] as number, k = delta > 0 ? before + 1 : before;
    this.hand[i] = before + delta;
    if (k < HAND_KEYS) {
      const at = this.keys.hand + i * HAND_KEYS + k;
      this.hashHi ^= this.keys.table.hi[at] as number;
      this.hashLo ^= this.keys.table.lo[at] as number;
    }
  }

  /** Where the king of a castling move ends. */
  castleKingTo(m: number): number {
    const c = this.c, from = moveFrom(m), to = moveTo(m);
    return Math.floor(from / c.files) * c.files + (to > from ? c.rules.castlingKingsideFile : c.rules.castlingQueensideFile);
  }

  /** Where the king and rook of a castling move end: [kingTo, rookTo] (allocates; not for hot paths). */
  castleTargets(m: number): [number, number] {
    const c = this.c, from = moveFrom(m), to = moveTo(m);
    const rank = Math.floor(from / c.files);
    const kingside = to > from;
    const kto = rank * c.files + (kingside ? c.rules.castlingKingsideFile : c.rules.castlingQueensideFile);
    return [kto, kto + (kingside ? -1 : 1)];
  }

  /**
   * Square of the piece an en passant capture to `to` takes: an occupied en passant square (the
   * piece that made an initial move; White takes the lowest, Black the highest), else the closest
   * piece behind the target square.
   */
  epVictim(to: number): number {
    const e0 = this.ep0 >= 0 && this.cells[this.ep0] !== 0 ? this.ep0 : -1, e1 = this.ep1 >= 0 && this.cells[this.ep1] !== 0 ? this.ep1 : -1;
    if (e0 >= 0 || e1 >= 0) return this.side === 0 ? (e0 >= 0 ? e0 : e1) : (e1 >= 0 ? e1 : e0);
    const up = this.side === 0 ? this.c.files : -this.c.files;
    const behind = to - up;
    return this.cells[behind] !== 0 || behind - up < 0 || behind - up >= this.c.n ? behind : behind - up;
  }

  make(m: number): void {
    const c = this.c, rules = c.rules, keys = this.keys, { hi, lo } = keys.table;
    const p = this.ply;
    this.uMove[p] = m;
    this.uCastle[p] = this.castle;
    this.uEp0[p] = this.ep0;
    this.uEp1[p] = this.ep1;
    this.uRule50[p] = this.rule50;
    this.uChecks[2 * p] = this.checks[0] as number;
    this.uChecks[2 * p + 1] = this.checks[1] as number;
    this.uHi[p] = this.hashHi;
    this.uLo[p] = this.hashLo;
    this.uCaptured[p] = 0;
    this.uCapSq[p] = -1;
    this.uCountLimit[p] = this.countingLimit;
    this.uCountPly[p] = this.countingPly;
    if (this.countingLimit > 0) this.countingPly++;
    this.blastTop[p + 1] = this.blastTop[p] as number;
    this.uGateTop[p + 1] = this.uGateTop[p] as number;
    const us = this.side;
    const from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
    // The en passant victim is found while the en passant squares still stand.
    const epSq = kind === EN_PASSANT ? this.epVictim(to) : -1;
    // En passant squares end with the move.
    if (this.ep0 >= 0) { this.hashHi ^= hi[keys.ep + (this.ep0 % c.files)] as number; this.hashLo ^= lo[keys.ep + (this.ep0 % c.files)] as number; }
    if (this.ep1 >= 0) { this.hashHi ^= hi[keys.ep + (this.ep1 % c.files)] as number; this.hashLo ^= lo[keys.ep + (this.ep1 % c.files)] as number; }
    this.ep0 = this.ep1 = -1;
    let castle = this.castle;
    let resets = false;
    if (kind === PASS) {
      // Nothing moves. A wall alone (wallOrMove) resets the n-move counter when its first piece is of
      // nMoveRuleTypes: Fairy-Stockfish's do_move asks whether that piece could have come from its own square.
      if (rules.wallOrMove) resets = rules.nMoveRuleTypes[us as 0 | 1][((this.cells[from] as number) - 2) >> 1] === 1;
    } else if (kind === DROP) {
      const type = movePromotion(m);
      // freeDrops (ataxx): nothing is taken from a hand.
      if (!rules.freeDrops) this.handAdd(us, type, -1);
      if (m & ALT) {
        // Dropped as its promoted type, and known as promoted (it goes back to the hand as it was).
        this.put(2 + 2 * (rules.promotedPieceType[type] as number) + us, to);
        this.promoted[to] = type + 1;
      } else this.put(2 + 2 * type + us, to);
      // Every drop resets the n-move counter (Fairy-Stockfish position.cpp Position::do_move: "Reset
      // rule 50 counter for irreversible drops"; Fairy-Stockfish 11.1 counted on).
      resets = true;
      if (rules.castlingDroppedPiece) castle |= this.files.droppedCastling!.rights(this, type, to, us);
    } else if (kind === CASTLING) {
      const kto = this.castleKingTo(m), rto = kto + (to > from ? -1 : 1);
      const king = this.remove(from), rook = this.remove(to);
      this.put(king, kto);
      this.put(rook, rto);
      castle &= us === 0 ? ~3 : ~12;
      if (rules.oppositeCastling) castle = oppositeCastlingRights(castle, us, to > from);
    } else if (kind === NORMAL && m & ALT) {
      // Swapping with an ally (swap-with-allies.ts, through allies.ts).
      this.uMover[p] = this.cells[from] as number;
      this.files.allies!.swapPieces(this, from, to, us);
    } else {
      const mover = this.cells[from] as number;
      this.uMover[p] = mover;
      const capSq = kind === EN_PASSANT ? epSq : to;
      // A promotion in place (sittuyin) takes nothing.
      const captured = from === to ? 0 : (this.cells[capSq] as number);
      if (captured >= 2) {
        this.uCaptured[p] = captured;
        this.uCapSq[p] = capSq;
        this.remove(capSq);
        resets = true;
      }
      const promotes = kind === PROMOTION || kind === PIECE_PROMOTION;
      this.relocate(from, to);
      if (promotes) this.recode(to, 2 + 2 * movePromotion(m) + us);
      if (rules.keepsPromoted) {
        // Promotion marks move with their pieces; where captures go to the hand, the captor keeps the
        // piece, a promoted one as the type it promoted from.
        const pr = this.promoted;
        this.uPromoted[2 * p] = pr[from] as number;
        this.uPromoted[2 * p + 1] = pr[capSq] as number;
        if (captured >= 2) {
          if (rules.capturesToHand) {
            const handType = !rules.dropLoop && (pr[capSq] as number) > 0 ? (pr[capSq] as number) - 1 : (captured - 2) >> 1;
            this.uHandType[p] = handType;
            this.handAdd(us, handType, 1);
          }
          pr[capSq] = 0;
        }
        // A demotion (ALT) leaves an unpromoted piece; a promotion remembers the type it came from
        // (a pawn's promotion only where its `~` mark counts: elsewhere Fairy-Stockfish's FEN never shows it).
        const marks = kind === PIECE_PROMOTION || (promotes && rules.marksPromotions);
        pr[to] = kind === PIECE_PROMOTION && m & ALT ? 0 : marks && (pr[from] as number) === 0 ? ((mover - 2) >> 1) + 1 : (pr[from] as number);
        if (from !== to) pr[from] = 0;
      }
      castle &= ~((this.castleMask[from] as number) | (this.castleMask[to] as number));
      const type = (mover - 2) >> 1;
      // Fairy-Stockfish's Position::do_move: a promotion resets the counter (a piece promotion unless
      // pieces may demote), and so does an n-move-rule piece's move that cannot be undone (reversible-move.ts).
      if (rules.promotionResetsCounter && (kind === PROMOTION || (kind === PIECE_PROMOTION && !rules.pieceDemotion))) resets = true;
      else if (rules.nMoveRuleTypes[us as 0 | 1][type] === 1 && !reversibleMove(c, us, type, from, to)) resets = true;
      const io = c.initialOnlyStart[(us * c.nt + type) * c.n + from] as number;
      if (rules.isPawn[type] !== 1 && io >= 0) this.initialEp(from, to, io, us);
      if (rules.isPawn[type] === 1) {
        const up = us === 0 ? c.files : -c.files;
        const dist = to - from;
        if (dist === 2 * up || dist === 3 * up) this.setEp(from + up, us);
        if (dist === 3 * up) this.setEp(from + 2 * up, us);
      }
      if (captured >= 2) {
        const standing = this.cells[to] as number;
        if (rules.blastOnCapture) castle &= ~this.files.blasts!.blast(this, to, p);
        if (rules.petrifying) this.uPetrified[p] = this.files.petrify!.petrify(this, to, standing, type, p) ? 1 : 0;
      }
      if (rules.cambodianMoves) this.files.cambodian!.moved(this, from, to, type, us, p);
    }
    if (rules.gating && kind !== DROP && kind !== PASS) this.files.gating!.moved(this, m, us, p);
    if (rules.flipEnclosed !== 0) {
      if (kind !== PASS) this.files.flips!.flip(this, to, us, kind === DROP, p);
      else this.flipTop[p + 1] = this.flipTop[p] as number;
    }
    // A walling move without its wall (a legality test's make) places none.
    if (rules.walling !== 0) {
      const w = moveWall(m);
      if (w >= 0) {
        this.files.walls!.placeWall(this, m, p);
        // No en passant square under a wall (Fairy-Stockfish's do_move sets none there).
        if (this.ep0 === w || this.ep1 === w) {
          this.hashHi ^= hi[keys.ep + (w % c.files)] as number;
          this.hashLo ^= lo[keys.ep + (w % c.files)] as number;
          if (this.ep0 === w) { this.ep0 = this.ep1; this.ep1 = -1; } else this.ep1 = -1;
        }
      } else this.duckSq[p + 1] = this.duckSq[p] as number;
    }
    if (rules.noSwapBack !== null) this.files.allies!.rememberSwap(this, m, us, p);
    if (castle !== this.castle) {
      this.hashHi ^= (hi[keys.castle + this.castle] as number) ^ (hi[keys.castle + castle] as number);
      this.hashLo ^= (lo[keys.castle + this.castle] as number) ^ (lo[keys.castle + castle] as number);
      this.castle = castle;
    }
    this.rule50 = resets ? 0 : this.rule50 + 1;
    this.side = us ^ 1;
    this.hashHi ^= hi[keys.side] as number;
    this.hashLo ^= lo[keys.side] as number;
    if (us === 1) this.fullmove++;
    if (rules.countingRule !== null) {
      const victim = this.uCaptured[p] as number;
      this.files.counting!.update(this, victim >= 2, victim >= 2 && rules.isPawn[(victim - 2) >> 1] === 1, kind === PROMOTION);
    }
    if (rules.checkCounting) {
      const them = us ^ 1, ks = this.kingSq[them] as number;
      if (ks >= 0 && attacked(c, this.cells, ks, us) && (this.checks[us] as number) > 0) {
        const k0 = keys.checks + 100 * us + (this.checks[us] as number);
        this.checks[us] = (this.checks[us] as number) - 1;
        const k1 = k0 - 1;
        this.hashHi ^= (hi[k0] as number) ^ (hi[k1] as number);
        this.hashLo ^= (lo[k0] as number) ^ (lo[k1] as number);
      }
    }
    this.hashHi >>>= 0;
    this.hashLo >>>= 0;
    this.ply = p + 1;
    if (rules.connect !== null) this.lineFree[p + 1] = 0;
    this.history[p + 1] = this.hash();
    // Two walls alone in a row (wallOrMove) do not end the game as two passes do (Fairy-Stockfish's is_immediate_game_end).
    this.passed[p + 1] = kind === PASS && !rules.wallOrMove ? 1 : 0;
    this.bikjang[p + 1] = rules.bikjangRule && generalsFace(c, this.cells, this.kingSq[0] as number, this.kingSq[1] as number) ? 1 : 0;
  }

  /**
   * A move only an initial (`i`) move reaches marks the squares from the one after `from` up to `to`
   * (when in line; else `to` alone) as en passant squares, in the opponent's en passant region
   * (Fairy-Stockfish: berolina's diagonal double step, a sergeant's double step).
   */
  private initialEp(from: number, to: number, io: number, us: number): void {
    const c = this.c, data = c.initialOnlyData;
    let hit = false;
    for (let i = 1, end = (data[io] as number) + 1; i < end; i++) if (data[io + i] === to) hit = true;
    if (!hit) return;
    const files = c.files, region = c.rules.epRegion[(us ^ 1) as 0 | 1];
    const dr = Math.floor(to / files) - Math.floor(from / files), df = (to % files) - (from % files);
    const aligned = dr === 0 || df === 0 || Math.abs(dr) === Math.abs(df);
    const steps = aligned ? Math.max(Math.abs(dr), Math.abs(df)) : 1;
    const step = aligned ? Math.sign(dr) * files + Math.sign(df) : to - from;
    for (let i = 1, sq = from + step; i <= steps; i++, sq += step) {
      if (region[sq] !== 1 || this.ep1 >= 0) continue;
      if (this.ep0 < 0) this.ep0 = sq;
      else if (sq < this.ep0) { this.ep1 = this.ep0; this.ep0 = sq; } else this.ep1 = sq;
      this.hashHi ^= this.keys.table.hi[this.keys.ep + (sq % files)] as number;
      this.hashLo ^= this.keys.table.lo[this.keys.ep + (sq % files)] as number;
    }
  }

  /** Takes the gate (first-move right) off `sq` for the move made at ply `p`; unmake gives it back (gating, cambodian moves). */
  dropGate(sq: number, p: number): void {
    this.gate[sq] = 0;
    this.hashHi ^= this.keys.table.hi[this.keys.gate + sq] as number;
    this.hashLo ^= this.keys.table.lo[this.keys.gate + sq] as number;
    const top = this.uGateTop[p + 1] as number;
    this.uGateSq[top] = sq;
    this.uGateTop[p + 1] = top + 1;
  }

  /** Marks an en passant square after a double step of `us`, when the other side could take there. */
  private setEp(sq: number, us: number): void {
    const c = this.c, rules = c.rules, them = (us ^ 1) as 0 | 1;
    if (rules.epRegion[them][sq] !== 1) return;
    // Fairy-Stockfish: an enemy pawn attacks the square, or the enemy has other en passant takers.
    let ok = false;
    const types = rules.epTypes[them];
    for (let t = 0; t < c.nt && !ok; t++) if (types[t] === 1 && rules.isPawn[t] !== 1) ok = true;
    if (!ok) {
      const rd = c.revData, k = them * c.n + sq;
      for (let i = c.revStart[k] as number, end = c.revStart[k + 1] as number; i < end && !ok;) {
        const from = rd[i] as number, code = rd[i + 1] as number, len = rd[i + 3] as number;
        if (this.cells[from] === code && rules.isPawn[(code - 2) >> 1] === 1 && types[(code - 2) >> 1] === 1) ok = true;
        i += 4 + len;
      }
    }
    if (!ok) return;
    if (this.ep0 < 0) this.ep0 = sq; else this.ep1 = sq;
    this.hashHi ^= this.keys.table.hi[this.keys.ep + (sq % c.files)] as number;
    this.hashLo ^= this.keys.table.lo[this.keys.ep + (sq % c.files)] as number;
  }

  /** Takes the piece off `sq` for the move made at ply `p` (a blast, a petrified capturer); unmake puts it back. */
  takeOff(sq: number, p: number): void {
    const top = this.blastTop[p + 1] as number;
    if (this.blastPr.length !== 0) {
      // Fairy-Stockfish (position.cpp do_move, "Remove the blast pieces"): with captures to hand, every
      // piece a blast removes (the capturer too) and a petrified capturer go to the hand of the side
      // they did not belong to; a promoted one as the type it promoted from.
      const cell = this.cells[sq] as number, pr = this.promoted, was = pr[sq] as number;
      this.blastPr[top] = was;
      this.handAdd(((cell - 2) & 1) ^ 1, was > 0 && !this.c.rules.dropLoop ? was - 1 : (cell - 2) >> 1, 1);
      pr[sq] = 0;
    }
    this.blastSq[top] = sq;
    this.blastCell[top] = this.remove(sq);
    this.blastTop[p + 1] = top + 1;
  }

  unmake(): void {
    const p = --this.ply;
    const m = this.uMove[p] as number;
    const from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
    const us = this.side ^ 1;
    if (this.c.rules.flipEnclosed !== 0) this.files.flips!.unflip(this, p);
    // The wall goes first: it may stand on the square the piece returns to.
    if (this.c.rules.walling !== 0 && moveWall(m) >= 0) this.files.walls!.removeWall(this, m, p);
    // A petrified capturer's wall goes before the capturer comes back.
    if (this.c.rules.petrifying && (this.uCaptured[p] as number) >= 2 && this.uPetrified[p] === 1) this.cells[to] = 0;
    for (let i = (this.blastTop[p + 1] as number) - 1; i >= (this.blastTop[p] as number); i--) {
      const cell = this.blastCell[i] as number, sq = this.blastSq[i] as number;
      this.put(cell, sq);
      if (this.blastPr.length !== 0) {
        const was = this.blastPr[i] as number, h = (((cell - 2) & 1) ^ 1) * this.c.nt + (was > 0 && !this.c.rules.dropLoop ? was - 1 : (cell - 2) >> 1);
        this.promoted[sq] = was;
        this.hand[h] = (this.hand[h] as number) - 1;
      }
    }
    for (let i = (this.uGateTop[p + 1] as number) - 1; i >= (this.uGateTop[p] as number); i--) this.gate[this.uGateSq[i] as number] = 1;
    // A gated piece goes back to the hand before the mover returns to its square.
    if (this.c.rules.gating && moveGate(m) >= 0) {
      const gt = moveGate(m), i = us * this.c.nt + gt;
      this.remove(gateSquare(m));
      this.hand[i] = (this.hand[i] as number) + 1;
    }
    if (kind === CASTLING) {
      const kto = this.castleKingTo(m), rto = kto + (to > from ? -1 : 1);
      const king = this.remove(kto), rook = this.remove(rto);
      this.put(king, from);
      this.put(rook, to);
    } else if (kind === NORMAL && m & ALT) {
      this.files.allies!.unswapPieces(this, from, to, this.uMover[p] as number, 2 + 2 * movePromotion(m) + us);
    } else if (kind === DROP) {
      this.remove(to);
      this.promoted[to] = 0;
      if (!this.c.rules.freeDrops) { const i = us * this.c.nt + movePromotion(m); this.hand[i] = (this.hand[i] as number) + 1; }
    } else if (kind !== PASS) {
      if (this.cells[to] !== 0) {
        this.relocate(to, from);
        if (this.cells[from] !== this.uMover[p]) this.recode(from, this.uMover[p] as number);
      }
      const captured = this.uCaptured[p] as number;
      if (captured >= 2) this.put(captured, this.uCapSq[p] as number);
      if (this.c.rules.keepsPromoted) {
        const pr = this.promoted;
        pr[to] = 0;
        pr[from] = this.uPromoted[2 * p] as number;
        if (captured >= 2) {
          pr[this.uCapSq[p] as number] = this.uPromoted[2 * p + 1] as number;
          if (this.c.rules.capturesToHand) {
            const i = us * this.c.nt + (this.uHandType[p] as number);
            this.hand[i] = (this.hand[i] as number) - 1;
          }
        }
      }
    }
    this.side = us;
    if (this.c.rules.noSwapBack !== null) this.files.allies!.forgetSwap(this, us, p);
    if (us === 1) this.fullmove--;
    this.castle = this.uCastle[p] as number;
    this.ep0 = this.uEp0[p] as number;
    this.ep1 = this.uEp1[p] as number;
    this.rule50 = this.uRule50[p] as number;
    this.countingLimit = this.uCountLimit[p] as number;
    this.countingPly = this.uCountPly[p] as number;
    this.checks[0] = this.uChecks[2 * p] as number;
    this.checks[1] = this.uChecks[2 * p + 1] as number;
    this.hashHi = this.uHi[p] as number;
    this.hashLo = this.uLo[p] as number;
  }
}
