/**
 * The search adapter of chess and the chess variants: it reads the chess search state's own
 * arrays (piece codes by square, side to move, halfmove clock), so no position object is built per
 * node. Evaluation: material and piece-square tables (`chess-tables.ts`), with each variant's aim
 * added where it differs (antichess: fewer pieces is better; racing kings and king of the hill:
 * the king's progress; crazyhouse: pieces in hand).
 */
import type { AnyVariant, Position, Status } from '../core/variant.js';
import type { SearchState } from '../core/search.js';
import { WIN, type SearchAdapter } from './adapter.js';
import { chessScoreTables, FULL_PHASE, PHASE_WEIGHT, PIECE_VALUE } from './chess-tables.js';
import { MAX_PLY } from './limits.js';
import { exchangeValue } from './chess-see.js';
import { mobility, mobilityScore, nearestOnRay, popcount } from './chess-mobility.js';
import { knowledge, knowledgeScore } from './chess-knowledge.js';
import { fillKingZones, kingZones } from './chess-king-safety.js';
import { countEndgameMaterial } from './chess-endgame-material.js';
import { mopUp } from './chess-mop-up.js';
import { makePass, PASS_SAVED, takeBackPass } from '../variants/chess/pass.js';
import type { ChessState } from '../variants/chess/state.js';

/** The fields of the chess search state (`ChessState`, and `RulesState` for the variants) the adapter reads. */
interface ChessLikeState {
  readonly sq: Int8Array;
  readonly castleRook: Int8Array;
  readonly kingSq: Int32Array;
  readonly tables: { readonly bishopDirs: Int32Array; readonly rookDirs: Int32Array; readonly queenDirs: Int32Array; readonly lineDir: Int8Array; readonly next: Int32Array; readonly rayStart: Int32Array; readonly rayLength: Int32Array; readonly rayNodes: Int32Array; readonly sliderKind: Int8Array; readonly knight: { readonly start: Int32Array; readonly nodes: Int32Array }; readonly king: { readonly start: Int32Array; readonly nodes: Int32Array } };
  attacked(square: number, by: number): boolean;
  readonly turn: number;
  readonly halfmove: number;
  checkMoves: boolean;
  inCheck(): boolean;
  readonly pockets?: Int32Array;
  /** The variant's own result here, if its rule ended the game (`RulesState`). */
  variantResult?(): Status | undefined;
}

/** The chess-engine games, by id, and how they end beyond mate and stalemate. */
const CHESS_IDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['chess', 'chess960', 'three-check', 'king-of-the-hill', 'racing-kings', 'antichess', 'atomic', 'horde', 'crazyhouse']);

/** Is `state` a chess-engine search state of a game this adapter knows? */
export function isChessState(variant: AnyVariant, state: SearchState): boolean {
  const s = state as unknown as Partial<ChessLikeState>;
  return CHESS_IDS.has(variant.id) && s.sq instanceof Int8Array && s.sq.length === 64 && typeof s.turn === 'number' && typeof s.halfmove === 'number' && typeof s.inCheck === 'function';
}

/** The middlegame and endgame scores blended by the phase (the middlegame's share: phase / FULL_PHASE, at most 1). */
const taper = (mg: number, eg: number, phase: number): number => {
  const p = phase > FULL_PHASE ? FULL_PHASE : phase;
  return ((mg * p + eg * (FULL_PHASE - p)) / FULL_PHASE) | 0;
};

const DOUBLE_PUSH = 1, EN_PASSANT = 2, CASTLE = 3, DROP = 1 << 16;
/** Lazy evaluation's margin (centipawns): how far outside the window the cheap score must be to stand alone. */
const LAZY_MARGIN = 150;
/** The phase at or below which standard chess looks for a won pawnless ending to mop up (chess-mop-up.ts): the endgame half weighs at least half. */
const MOP_UP_PHASE = 12;
/** `moveInto` of a ply reached by a pass (null move). */
const NULL_MOVE = -1;

/** Square sets (two words each) of what a ray, a knight and a king reach from each square, built once from the chess tables. */
interface ReachMasks {
  /** `[(d * 64 + square) * 2 + half]`: the squares of ray `d` from `square`. */
  readonly ray: Int32Array;
  /** `[square * 2 + half]`: the knight's targets. */
  readonly knight: Int32Array;
  /** `[square * 2 + half]`: the king's targets. */
  readonly king: Int32Array;
  /** `[d * 64 + square]`: 1 when ray `d` runs to higher squares (its nearest square is its lowest), 0 when to lower. */
  readonly up: Int8Array;
  /** `[d * 64 + square]`: how many squares ray `d` from `square` has. */
  readonly length: Int8Array;
  /** The ray directions of a bishop, a rook and a queen (by piece type 3, 4, 5). */
  readonly dirs: readonly Int32Array[];
}
let reach: ReachMasks | undefined;
export function reachMasks(t: ChessLikeState['tables']): ReachMasks {
  if (reach !== undefined) return reach;
  const ray = new Int32Array(8 * 64 * 2), knight = new Int32Array(128), king = new Int32Array(128), up = new Int8Array(8 * 64);
  for (let sq = 0; sq < 64; sq++) {
    for (let d = 0; d < 8; d++) {
      const slot = d * 64 + sq;
      for (let i = t.rayStart[slot] as number, e = i + (t.rayLength[slot] as number); i < e; i++) setBit(ray, slot * 2, t.rayNodes[i] as number);
      if ((t.rayLength[slot] as number) > 0 && (t.rayNodes[t.rayStart[slot] as number] as number) > sq) up[slot] = 1;
    }
    for (let i = t.knight.start[sq] as number, e = t.knight.start[sq + 1] as number; i < e; i++) setBit(knight, sq * 2, t.knight.nodes[i] as number);
    for (let i = t.king.start[sq] as number, e = t.king.start[sq + 1] as number; i < e; i++) setBit(king, sq * 2, t.king.nodes[i] as number);
  }
  reach = { ray, knight, king, up, length: Int8Array.from(t.rayLength.subarray(0, 8 * 64)), dirs: [new Int32Array(0), new Int32Array(0), new Int32Array(0), t.bishopDirs, t.rookDirs, t.queenDirs] };
  return reach;
}


/** Sets square `x`'s bit in the two-word square set at `words[at]`, `words[at + 1]`. */
const setBit = (words: Int32Array, at: number, x: number): void => {
  words[at + (x >> 5)] = (words[at + (x >> 5)] as number) | (1 << (x & 31));
};
/** Clears square `x`'s bit in the two-word square set at `words[at]`. */
const clearBit = (words: Int32Array, at: number, x: number): void => {
  words[at + (x >> 5)] = (words[at + (x >> 5)] as number) & ~(1 << (x & 31));
};

/** The adapter for `state` (see {@link isChessState}); `rootTurn` the bot's colour code (0 white, 8 black). */
export function chessAdapter(variant: AnyVariant, state: SearchState): SearchAdapter {
  const s = state as unknown as ChessLikeState;
  // The bot makes only moves it generated: the state need not check them again.
  s.checkMoves = false;
  const b = s.sq;
  const rootTurn = s.turn;
  const { mg, eg, kingEnd } = chessScoreTables();
  const masks = reachMasks(s.tables);
  const id = variant.id;
  const standard = id === 'chess' || id === 'chess960';
  // Games whose moves are legal by chess's own test (pins and checks of a royal king; horde's White has
  // none): the capture list and the check test read from the last move serve them too.
  // Racing kings too, less the moves that give check (illegal there; its start has no pawns, and a
  // pawn's move, in a hand-made position, is left to the full list).
  const racing = id === 'racing-kings';
  const chessLegal = standard || racing || id === 'king-of-the-hill' || id === 'three-check' || id === 'crazyhouse' || id === 'horde';
  // Antichess: kings are not royal and capturing is compulsory, so every capture is legal when there
  // is one (and a quiet promotion then is not: its captures list leaves those out).
  const anti = id === 'antichess';
  const listsCaptures = chessLegal || anti;
  const hill = id === 'king-of-the-hill';
  // FIDE 9.3: either player may claim a draw after 50 moves (100 plies) without a capture or pawn move.
  const moveRule = id !== 'crazyhouse';
  const pockets = id === 'crazyhouse' ? s.pockets : undefined;
  const status = (): Status => variant.status(state.position() as Position);

  const evaluate = (): number => {
    let total = 0, middle = 0, end = 0, phase = 0, whiteKing = -1, blackKing = -1;
    if (id === 'antichess') {
      // The side that loses all its pieces wins: each piece counts against its owner.
      for (let i = 0; i < 64; i++) {
        const p = b[i] as number;
        if (p !== 0) total += p & 8 ? 100 : -100;
      }
      return s.turn === 0 ? total : -total;
    }
    for (let i = 0; i < 64; i++) {
      const p = b[i] as number;
      if (p === 0) continue;
      middle += mg[p * 64 + i] as number;
      end += eg[p * 64 + i] as number;
      const type = p & 7;
      if (type === 6) { if (p & 8) blackKing = i; else whiteKing = i; }
      phase += PHASE_WEIGHT[type] as number;
    }
    total = taper(middle, end, phase);
    if (pockets !== undefined) {
      for (let type = 1; type <= 5; type++) total += ((pockets[type] as number) - (pockets[8 | type] as number)) * (PIECE_VALUE[type] as number);
    }
    if (id === 'racing-kings') {
      // The first king on the eighth rank wins: 60 centipawns per rank advanced.
      if (whiteKing >= 0) total += (whiteKing >> 3) * 60;
      if (blackKing >= 0) total -= (blackKing >> 3) * 60;
    } else if (id === 'king-of-the-hill') {
      // A king on d4, d5, e4 or e5 wins: the endgame king table, which rewards the centre, counts twice.
      if (whiteKing >= 0) total += 2 * (kingEnd[whiteKing] as number);
      if (blackKing >= 0) total += 2 * (kingEnd[64 + blackKing] as number);
    }
    // A small bonus for the side to move (tempo).
    return (s.turn === 0 ? total : -total) + 10;
  };

  /** K v K, K+minor v K, and kings with bishops all on one colour (FIDE 5.2.2 dead positions, as chess's own rule counts them). */
  const deadPosition = (): boolean => {
    let knights = 0, light = 0, dark = 0;
    for (let i = 0; i < 64; i++) {
      const type = (b[i] as number) & 7;
      if (type === 0 || type === 6) continue;
      if (type === 2) knights++;
      else if (type === 3) { if (((i & 7) + (i >> 3)) % 2 === 0) dark++; else light++; }
      else return false;
    }
    return knights === 0 ? light === 0 || dark === 0 : knights === 1 && light + dark === 0;
  };

  // The games that list their captures keep material and placement (middlegame and endgame) and the
  // phase up to date move by move: one 64-square scan at the root instead of one per node.
  const keptMg = new Int32Array(MAX_PLY + 2), keptEg = new Int32Array(MAX_PLY + 2), phases = new Int32Array(MAX_PLY + 2);
  // The squares of each side's pieces as two 32-bit words (a1..d4, e4..h8), per ply: [ply * 4 + side * 2 + half].
  const occupied = new Int32Array((MAX_PLY + 2) * 4);
  // The move that led to each ply (kept by beforeMake), for the check test after it.
  const moveInto = new Int32Array(MAX_PLY + 2);
  const recount = (ply: number): void => {
    let middle = 0, end = 0, phase = 0;
    for (let i = ply * 4; i < ply * 4 + 4; i++) occupied[i] = 0;
    for (let i = 0; i < 64; i++) {
      const p = b[i] as number;
      if (p === 0) continue;
      setBit(occupied, ply * 4 + ((p & 8) >> 2), i);
      middle += mg[p * 64 + i] as number;
      end += eg[p * 64 + i] as number;
      phase += PHASE_WEIGHT[p & 7] as number;
    }
    keptMg[ply] = middle;
    keptEg[ply] = end;
    phases[ply] = phase;
  };
  const beforeMake = (m: number, ply: number): void => {
    const to = (m >> 6) & 63, us = s.turn;
    moveInto[ply + 1] = m;
    const o = ply * 4, n = o + 4, mine = (us >> 2), theirs = mine ^ 2;
    occupied[n] = occupied[o] as number; occupied[n + 1] = occupied[o + 1] as number; occupied[n + 2] = occupied[o + 2] as number; occupied[n + 3] = occupied[o + 3] as number;
    if (m >= DROP) {
      // A crazyhouse drop onto an empty square (the pockets are read as they are when scoring).
      setBit(occupied, n + mine, to);
      const piece = us | (m & 7);
      keptMg[ply + 1] = (keptMg[ply] as number) + (mg[piece * 64 + to] as number);
      keptEg[ply + 1] = (keptEg[ply] as number) + (eg[piece * 64 + to] as number);
      phases[ply + 1] = (phases[ply] as number) + (PHASE_WEIGHT[m & 7] as number);
      return;
    }
    const from = m & 63, flag = (m >> 12) & 15;
    // The pieces' squares: the mover leaves `from` (and its rook's square) and lands; a victim leaves its square.
    clearBit(occupied, n + mine, from);
    if (flag === CASTLE) {
      const rf = s.castleRook[(us >> 2) + ((to & 7) === 6 ? 0 : 1)] as number, rt = (to & 56) | ((to & 7) === 6 ? 5 : 3);
      clearBit(occupied, n + mine, rf);
      setBit(occupied, n + mine, rt);
    } else {
      const victimSquare = flag === EN_PASSANT ? (us === 0 ? to - 8 : to + 8) : to;
      clearBit(occupied, n + theirs, victimSquare);
    }
    setBit(occupied, n + mine, to);
    keep(m, ply, from, to, flag, us);
  };
  /** The material, placement and phase of ply + 1 from ply's, for move `m` (standard chess and Chess960). */
  const keep = (m: number, ply: number, from: number, to: number, flag: number, us: number): void => {
    const piece = b[from] as number;
    let dm: number, de: number, phase = phases[ply] as number;
    if (flag === CASTLE) {
      const long = (to & 7) === 6 ? 0 : 1;
      const rf = s.castleRook[(us >> 2) + long] as number, rt = (to & 56) | (long === 0 ? 5 : 3), rook = us | 4;
      dm = (mg[piece * 64 + to] as number) - (mg[piece * 64 + from] as number) + (mg[rook * 64 + rt] as number) - (mg[rook * 64 + rf] as number);
      de = (eg[piece * 64 + to] as number) - (eg[piece * 64 + from] as number) + (eg[rook * 64 + rt] as number) - (eg[rook * 64 + rf] as number);
    } else {
      let victimSquare = to;
      if (flag === EN_PASSANT) victimSquare = us === 0 ? to - 8 : to + 8;
      const victim = b[victimSquare] as number;
      const placed = flag >= 4 ? us | (flag - 2) : piece;
      dm = (mg[placed * 64 + to] as number) - (mg[piece * 64 + from] as number) - (mg[victim * 64 + victimSquare] as number);
      de = (eg[placed * 64 + to] as number) - (eg[piece * 64 + from] as number) - (eg[victim * 64 + victimSquare] as number);
      phase -= PHASE_WEIGHT[victim & 7] as number;
      if (flag >= 4) phase += PHASE_WEIGHT[flag - 2] as number;
    }
    keptMg[ply + 1] = (keptMg[ply] as number) + dm;
    keptEg[ply + 1] = (keptEg[ply] as number) + de;
    phases[ply + 1] = phase;
  };
  /**
   * Lazy evaluation (standard chess): the kept material and placement alone when they are more than
   * LAZY_MARGIN outside the window — mobility, the costly term, was within 83 centipawns of 0 at
   * 99.9% of the nodes of five searched positions (200,000 nodes each), and 118 at most. Passed pawns
   * (chess-knowledge.ts) are wider: 170 at the 99th percentile of the Stockfish-labelled positions,
   * 277 at the 99.9th (with king safety 179 and 289); the margin stays at 150 because no other
   * margin has been tried in play yet.
   */
  const evaluateWithin = (ply: number, alpha: number, beta: number): number => {
    // The mop-up bonus goes into the cheap score too, so the full score differs from it only by the lazy terms.
    const mop = mopUpAt(ply);
    const total = taper(keptMg[ply] as number, (keptEg[ply] as number) + mop, phases[ply] as number);
    const cheap = (s.turn === 0 ? total : -total) + 10;
    return cheap - LAZY_MARGIN >= beta || cheap + LAZY_MARGIN <= alpha ? cheap : evaluateStandard(ply, mop);
  };
  /** Standard chess's mop-up bonus (White's view) at low phase, 0 elsewhere; only the won pawnless endings score (chess-mop-up.ts). */
  const mopUpAt = (ply: number): number => {
    if (!standard || (phases[ply] as number) > MOP_UP_PHASE) return 0;
    countEndgameMaterial(b, occupied, ply * 4);
    return mopUp(s.kingSq[0] as number, s.kingSq[1] as number);
  };
  /** Standard chess's full score: mobility (chess-mobility.ts) and knowledge added to the kept material and placement, and `mop`, the node's mop-up bonus, to the endgame half. */
  const evaluateStandard = (ply: number, mop: number): number => {
    fillKingZones(masks, s.kingSq[0] as number, s.kingSq[1] as number);
    mobility(masks, b, occupied, ply * 4, kingZones);
    knowledge(b, occupied, ply * 4, s.kingSq[0] as number, s.kingSq[1] as number);
    const total = taper((keptMg[ply] as number) + (mobilityScore[0] as number) + (knowledgeScore[0] as number), (keptEg[ply] as number) + (mobilityScore[1] as number) + (knowledgeScore[1] as number) + mop, phases[ply] as number);
    return (s.turn === 0 ? total : -total) + 10;
  };
  /** The kept scores blended by the phase, for the side to move. */
  const evaluateKept = (ply: number): number => {
    if (standard) return evaluateStandard(ply, mopUpAt(ply));
    let total = taper(keptMg[ply] as number, keptEg[ply] as number, phases[ply] as number);
    // The variants' own terms, as `evaluate` adds them (a king may be missing: horde's White).
    const wk = s.kingSq[0] as number, bk = s.kingSq[1] as number, white = wk < 64, black = bk < 64;
    if (pockets !== undefined) {
      for (let type = 1; type <= 5; type++) total += ((pockets[type] as number) - (pockets[8 | type] as number)) * (PIECE_VALUE[type] as number);
    }
    if (racing) {
      if (white) total += (wk >> 3) * 60;
      if (black) total -= (bk >> 3) * 60;
    } else if (hill) {
      if (white) total += 2 * (kingEnd[wk] as number);
      if (black) total += 2 * (kingEnd[64 + bk] as number);
    }
    return (s.turn === 0 ? total : -total) + 10;
  };

  /**
   * The direction (0..7) along which the piece on `from` is pinned to its king `k`, or -1: the
   * first piece from the king along that line is this one, and the next is an enemy slider that
   * moves along it.
   */
  const pinDirection = (from: number, k: number, them: number): number => {
    const t = s.tables, d = t.lineDir[k * 64 + from] as number;
    if (d < 0) return -1;
    const rn = t.rayNodes;
    let behind = false;
    for (let i = t.rayStart[d * 64 + k] as number, e = i + (t.rayLength[d * 64 + k] as number); i < e; i++) {
      const x = rn[i] as number;
      if (x === from) { behind = true; continue; }
      const p = b[x] as number;
      if (p === 0) continue;
      if (!behind || (p & 8) !== them) return -1;
      const kind = p & 7;
      return kind === 5 || kind === ((t.sliderKind[d] as number) === 1 ? 4 : 3) ? d : -1;
    }
    return -1;
  };

  /**
   * Legal captures and queen promotions of the side to move, which is not in check (games whose
   * legality is chess's own; en passant and under-promotions are left to the full list): a pinned piece captures only along its pin line, the king only onto a square no
   * enemy piece attacks.
   */
  const captures = (out: Int32Array, ply: number): number => {
    const t = s.tables, line = t.lineDir;
    const ks = t.knight.start, kn = t.knight.nodes, gs = t.king.start, gn = t.king.nodes;
    const us = s.turn, them = us ^ 8, k = s.kingSq[us >> 3] as number, row = k * 64;
    if ((hill && hillReached()) || (racing && goalResult() !== undefined)) return 0; // the game is over
    const ahead = us === 0 ? 8 : -8, lastRank = us === 0 ? 7 : 0;
    let n = 0;
    const words = ply * 4 + (us >> 2), enemy = ply * 4 + ((us >> 2) ^ 2);
    // The enemy's squares: a knight, king or ray that reaches none of them has no capture.
    const enemyLo = occupied[enemy] as number, enemyHi = occupied[enemy + 1] as number;
    const rayMask = masks.ray, knightMask = masks.knight, kingMask = masks.king, up = masks.up;
    const allLo = enemyLo | (occupied[words] as number), allHi = enemyHi | (occupied[words + 1] as number);
    for (let half = 0; half < 2; half++) for (let w = occupied[words + half] as number; w !== 0; w &= w - 1) {
      const from = (half << 5) | (31 - Math.clz32(w & -w));
      const p = b[from] as number;
      const type = p & 7;
      const start = n;
      if (type === 1) {
        if (racing) continue;
        // The square ahead and the two beside it (a file to the left first), the enemy's read from its square set.
        const f = from + ahead, file = from & 7;
        const promote = (f >> 3) === lastRank ? 7 << 12 : 0;
        if (file > 0 && (((f - 1 < 32 ? enemyLo : enemyHi) >>> ((f - 1) & 31)) & 1) !== 0) out[n++] = from | ((f - 1) << 6) | promote;
        if (file < 7 && (((f + 1 < 32 ? enemyLo : enemyHi) >>> ((f + 1) & 31)) & 1) !== 0) out[n++] = from | ((f + 1) << 6) | promote;
        if (promote !== 0 && b[f] === 0 && !anti) out[n++] = from | (f << 6) | promote;
      } else if (type === 6) {
        if (((kingMask[from * 2] as number) & enemyLo) === 0 && ((kingMask[from * 2 + 1] as number) & enemyHi) === 0) continue;
        b[from] = 0; // lifted: it cannot shield the square it steps to
        for (let i = gs[from] as number, e = gs[from + 1] as number; i < e; i++) {
          const to = gn[i] as number, q = b[to] as number;
          if (q !== 0 && (q & 8) === them && (anti || !s.attacked(to, them))) out[n++] = from | (to << 6);
        }
        b[from] = p;
        if (racing) {
          // A king's step may uncover a check, which racing kings forbids.
          let kept = start;
          for (let i = start; i < n; i++) if (!givesCheck(from, ((out[i] as number) >> 6) & 63)) out[kept++] = out[i] as number;
          n = kept;
        }
        continue;
      } else if (type === 2) {
        if (((knightMask[from * 2] as number) & enemyLo) === 0 && ((knightMask[from * 2 + 1] as number) & enemyHi) === 0) continue;
        for (let i = ks[from] as number, e = ks[from + 1] as number; i < e; i++) {
          const to = kn[i] as number, q = b[to] as number;
          if (q !== 0 && (q & 8) === them) out[n++] = from | (to << 6);
        }
      } else {
        // Along each ray the nearest piece, from the square sets: a capture when it is the enemy's.
        // The directions by their codes, in the order of the state's tables (codes.ts: N 0, NE 1, … NW 7):
        // a rook's the even ones, a bishop's the odd ones, a queen's all eight.
        for (let d = type === 3 ? 1 : 0, step = type === 5 ? 1 : 2; d < 8; d += step) {
          const slot = d * 64 + from;
          const lo = (rayMask[slot * 2] as number) & allLo, hi = (rayMask[slot * 2 + 1] as number) & allHi;
          if ((lo & enemyLo) === 0 && (hi & enemyHi) === 0) continue;
          const to = nearestOnRay(up[slot] as number, lo, hi);
          if ((((to < 32 ? enemyLo : enemyHi) >>> (to & 31)) & 1) !== 0) out[n++] = from | (to << 6);
        }
      }
      if (n > start && k < 64 && !anti) {
        // Pinned: keep only the moves along the pin line (horde's White has no king to pin to).
        const pin = pinDirection(from, k, them);
        if (pin >= 0) {
          let kept = start;
          for (let i = start; i < n; i++) {
            const m = out[i] as number;
            if (line[row + ((m >> 6) & 63)] === pin) out[kept++] = m;
          }
          n = kept;
        }
      }
      if (racing && n > start) {
        let kept = start;
        for (let i = start; i < n; i++) {
          const m = out[i] as number;
          if (!givesCheck(from, (m >> 6) & 63)) out[kept++] = m;
        }
        n = kept;
      }
    }
    return n;
  };

  /**
   * Does a piece of `type` of side `side` standing on `to` give check to the king on `k`, with `from`
   * empty (the square it left; `to` itself for a drop)? From its landing square, or by uncovering a
   * slider of `side` on a line through `from`. The board may show the move made or not yet made: the
   * walks skip `from` and stop at `to`, and a line through both is never a discovered one.
   */
  const checksKing = (k: number, from: number, to: number, type: number, side: number): boolean => {
    const t = s.tables, line = t.lineDir, rs = t.rayStart, rn = t.rayNodes, sk = t.sliderKind;
    const row = k * 64;
    // The moved piece, from its landing square.
    if (type === 1) {
      const df = (k & 7) - (to & 7), dr = (k >> 3) - (to >> 3);
      if ((df === 1 || df === -1) && dr === (side === 0 ? 1 : -1)) return true;
    } else if (type === 2) {
      const df = (k & 7) - (to & 7), dr = (k >> 3) - (to >> 3);
      if (df * df + dr * dr === 5) return true;
    } else if (type !== 6) {
      const d = line[row + to] as number;
      if (d >= 0 && (type === 5 || type === ((sk[d] as number) === 1 ? 4 : 3))) {
        let clear = true;
        for (let i = rs[d * 64 + k] as number; ; i++) {
          const x = rn[i] as number;
          if (x === to) break;
          if (x !== from && b[x] !== 0) { clear = false; break; }
        }
        if (clear) return true;
      }
    }
    // A line through the square it left: the first piece on it, seen from the king, is a slider of `side`'s.
    const d = line[row + from] as number;
    if (d < 0 || line[row + to] === d) return false;
    for (let i = rs[d * 64 + k] as number, e = i + (t.rayLength[d * 64 + k] as number); i < e; i++) {
      const x = rn[i] as number;
      if (x === from) continue;
      const q = b[x] as number;
      if (q === 0) continue;
      if ((q & 8) !== side) return false;
      const kind = q & 7;
      return kind === 5 || kind === ((sk[d] as number) === 1 ? 4 : 3);
    }
    return false;
  };

  /** Racing kings: would the piece on `from` give check by moving to `to` (a move not yet made)? */
  const givesCheck = (from: number, to: number): boolean => {
    const p = b[from] as number, us = p & 8, ek = s.kingSq[(us ^ 8) >> 3] as number;
    return ek < 64 && checksKing(ek, from, to, p & 7, us);
  };

  /** Racing kings: the result when a king stands on the eighth rank and the game is over, else undefined. */
  const goalResult = (): Status | undefined => {
    if ((s.kingSq[0] as number) >> 3 !== 7 && (s.kingSq[1] as number) >> 3 !== 7) return undefined;
    const st = s.variantResult?.();
    return st?.over === true ? st : undefined;
  };

  /**
   * Is the side to move in check, read from the move that led here: the side that did not move was
   * not in check before it, so only the moved piece or a slider it uncovered can give check.
   * Castling and en passant (a second square changes) ask the full test.
   */
  const inCheckAfterMove = (ply: number): boolean => {
    if (ply === 0) return s.inCheck();
    const m = moveInto[ply] as number, flag = (m >> 12) & 15;
    if (m === NULL_MOVE) return false; // the side that passed was not giving check before either
    const k = s.kingSq[s.turn >> 3] as number;
    if (k >= 64) return false; // horde's White: no king
    if (flag === CASTLE || flag === EN_PASSANT) return s.inCheck();
    const to = (m >> 6) & 63;
    // A drop uncovers nothing: a line through its "from" square (its landing square) is never a discovered one.
    const from = m >= DROP ? to : m & 63;
    return checksKing(k, from, to, (b[to] as number) & 7, s.turn ^ 8);
  };

  /** Antichess: each piece counts against its owner, read from the kept square sets. */
  const evaluateAnti = (ply: number): number => {
    const o = ply * 4;
    const total = 100 * (popcount(occupied[o + 2] as number) + popcount(occupied[o + 3] as number) - popcount(occupied[o] as number) - popcount(occupied[o + 1] as number));
    return s.turn === 0 ? total : -total;
  };

  /**
   * Is `m` a legal move here that captures and promotes nothing (the side to move is not in check)?
   * Read from the board: the mover's piece on `from`, an empty `to` it reaches (a pawn's push, a
   * knight's or king's step, a clear slide), a pinned piece staying on its line, the king onto an
   * unattacked square. Castling, drops and horde's first-rank double steps answer false (they are
   * listed with the rest).
   */
  const quietMove = (m: number): boolean => {
    if (m >= DROP || (hill && hillReached()) || (racing && goalResult() !== undefined)) return false;
    const from = m & 63, to = (m >> 6) & 63, flag = (m >> 12) & 15, us = s.turn;
    const p = b[from] as number;
    if ((flag !== 0 && flag !== DOUBLE_PUSH) || p === 0 || (p & 8) !== us || b[to] !== 0 || from === to) return false;
    const type = p & 7, t = s.tables, df = (to & 7) - (from & 7), dr = (to >> 3) - (from >> 3);
    if (type === 1) {
      const ahead = us === 0 ? 1 : -1;
      if (df !== 0) return false;
      if (flag === 0) { if (dr !== ahead || (to >> 3) === (us === 0 ? 7 : 0)) return false; }
      else if (dr !== 2 * ahead || (from >> 3) !== (us === 0 ? 1 : 6) || b[from + 8 * ahead] !== 0) return false;
    } else if (flag !== 0) return false;
    else if (type === 2) { if (df * df + dr * dr !== 5) return false; }
    else if (type === 6) {
      if (df > 1 || df < -1 || dr > 1 || dr < -1) return false;
      b[from] = 0; // lifted: it cannot shield the square it steps to
      const safe = !s.attacked(to, us ^ 8);
      b[from] = p;
      return safe && !(racing && givesCheck(from, to));
    } else {
      const d = t.lineDir[from * 64 + to] as number;
      if (d < 0 || (type !== 5 && type !== ((t.sliderKind[d] as number) === 1 ? 4 : 3))) return false;
      for (let i = t.rayStart[d * 64 + from] as number; ; i++) {
        const x = t.rayNodes[i] as number;
        if (x === to) break;
        if (b[x] !== 0) return false;
      }
    }
    const k = s.kingSq[us >> 3] as number;
    if (racing && (type === 1 || givesCheck(from, to))) return false;
    if (k >= 64) return true; // horde's White: no king to pin to
    const pin = pinDirection(from, k, us ^ 8);
    return pin < 0 || t.lineDir[k * 64 + to] === pin;
  };

  /** King of the hill: a king stands on d4, e4, d5 or e5 (the side that moved it there has won). */
  const hillReached = (): boolean => {
    const w = s.kingSq[0] as number, k = s.kingSq[1] as number;
    return w === 27 || w === 28 || w === 35 || w === 36 || k === 27 || k === 28 || k === 35 || k === 36;
  };

  /** A stored move that still fits the board: the mover's piece on its square, not landing on its own piece (castling aside), or a drop from a held piece onto an empty square. */
  const tableMove = (m: number): boolean => {
    const us = s.turn;
    if (m >= DROP) return pockets !== undefined && b[(m >> 6) & 63] === 0 && (pockets[us | (m & 7)] as number) > 0;
    const p = b[m & 63] as number, q = b[(m >> 6) & 63] as number;
    if (p === 0 || (p & 8) !== us) return false;
    return ((m >> 12) & 15) === CASTLE ? (p & 7) === 6 : q === 0 || (q & 8) !== us;
  };

  /**
   * Null-move pruning's pass (standard chess and Chess960): refused when the side to move has only
   * king and pawns, read from its kept square set (zugzwang is common there: passing would be
   * better than any move, and the pass would hide that).
   */
  const nullMove = (ply: number): boolean => {
    const o = ply * 4, mine = o + (s.turn >> 2);
    let pieces = false;
    for (let half = 0; half < 2 && !pieces; half++) {
      let w = occupied[mine + half] as number;
      while (w !== 0) {
        const x = (half << 5) | (31 - Math.clz32(w & -w));
        const type = (b[x] as number) & 7;
        if (type !== 1 && type !== 6) { pieces = true; break; }
        w &= w - 1;
      }
    }
    if (!pieces) return false;
    const n = o + 4;
    for (let i = 0; i < 4; i++) occupied[n + i] = occupied[o + i] as number;
    keptMg[ply + 1] = keptMg[ply] as number;
    keptEg[ply + 1] = keptEg[ply] as number;
    phases[ply + 1] = phases[ply] as number;
    moveInto[ply + 1] = NULL_MOVE;
    makePass(state as unknown as ChessState, passSaved, passes++ * PASS_SAVED);
    return true;
  };
  /**
   * A capture that loses material by the exchange on its square (standard chess and Chess960). A
   * capture of a piece worth at least the capturer's cannot lose (the king captures only unguarded
   * pieces); promotions and en passant are kept.
   */
  const losingCapture = (m: number, ply: number): boolean => {
    const from = m & 63, to = (m >> 6) & 63;
    if (((m >> 12) & 15) !== 0 || (PIECE_VALUE[(b[to] as number) & 7] as number) >= (PIECE_VALUE[(b[from] as number) & 7] as number)) return false;
    const o = ply * 4;
    return exchangeValue(b, s.tables, masks, (occupied[o] as number) | (occupied[o + 2] as number), (occupied[o + 1] as number) | (occupied[o + 3] as number), from, to) < 0;
  };
  // What each pass on the path changed, for taking it back. Integers: values read from a Float64Array
  // and stored into the state's turn, en passant and clock fields changed those fields from small
  // integers to doubles, and V8 threw away its optimized make, unmake and attack code ("wrong map").
  const passSaved = new Int32Array(MAX_PLY * PASS_SAVED);
  let passes = 0;

  if (listsCaptures) recount(0);
  return {
    ...(listsCaptures ? { captures, beforeMake } : {}),
    ...(chessLegal ? { quietMove } : {}),
    ...(standard ? { prunes: true, givesCheck: (m: number) => ((m >> 12) & 15) !== CASTLE && givesCheck(m & 63, (m >> 6) & 63), evaluateWithin, losingCapture, nullMove, unmakeNull: () => takeBackPass(state as unknown as ChessState, passSaved, --passes * PASS_SAVED) } : {}),
    tableMove,
    quiescence: 'captures',
    needsCount: false,
    enter: () => undefined,
    team: () => (s.turn === rootTurn ? 0 : 1),
    // A dead position has at most two minor pieces (the kept non-pawn material tells, so most nodes skip the scan).
    ruleDraw: (ply) => (moveRule && s.halfmove >= 100) || (standard && (phases[ply] as number) <= 2 && deadPosition()),
    sinceIrreversible: () => s.halfmove,
    // King of the hill: the quiescence search stands pat on a finished game (its captures are none), so it scores the loss.
    evaluate: standard || (chessLegal && !hill && !racing) ? evaluateKept : anti ? evaluateAnti : hill ? (ply: number) => (hillReached() ? -(WIN - ply) : evaluateKept(ply))
      : racing ? (ply: number) => {
        // Racing kings: a finished game at the horizon scores its result (its captures are none).
        const st = goalResult();
        if (st === undefined) return evaluateKept(ply);
        return st.winner === undefined ? 0 : st.winner === (s.turn === 0 ? 'white' : 'black') ? WIN - ply : -(WIN - ply);
      } : evaluate,
    noMoves(ply) {
      if (standard) return s.inCheck() ? -(WIN - ply) : 0;
      const st = status();
      if (!st.over || st.winner === undefined) return 0;
      const mover = s.turn === 0 ? 'white' : 'black';
      return st.winner === mover ? WIN - ply : -(WIN - ply);
    },
    inCheck: chessLegal ? inCheckAfterMove : () => s.inCheck(),
    tactical(m) {
      if (m >= DROP) return 0;
      const from = m & 63, to = (m >> 6) & 63, flag = (m >> 12) & 15;
      if (flag === CASTLE) return 0; // in Chess960 the king may "land" on its own rook

      let victim = (b[to] as number) & 7;
      if (flag === EN_PASSANT) victim = 1;
      const promotion = flag >= 4 ? 8 : 0;
      if (victim === 0 && promotion === 0) return 0;
      return victim * 16 + promotion * 16 + 8 - ((b[from] as number) & 7);
    },
    captureNode: () => true,
  };
}
