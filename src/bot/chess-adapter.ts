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
import { chessScoreTables, FULL_PHASE, PIECE_VALUE } from './chess-tables.js';
import { MAX_PLY } from './limits.js';

/** The fields of the chess search state (`ChessState`, and `RulesState` for the variants) the adapter reads. */
interface ChessLikeState {
  readonly sq: Int8Array;
  readonly castleRook: Int8Array;
  readonly kingSq: Int32Array;
  readonly tables: { readonly next: Int32Array; readonly rayStart: Int32Array; readonly rayLength: Int32Array; readonly rayNodes: Int32Array; readonly sliderKind: Int8Array; readonly knight: { readonly start: Int32Array; readonly nodes: Int32Array }; readonly king: { readonly start: Int32Array; readonly nodes: Int32Array } };
  attacked(square: number, by: number): boolean;
  readonly turn: number;
  readonly halfmove: number;
  checkMoves: boolean;
  inCheck(): boolean;
  readonly pockets?: Int32Array;
}

/** The chess-engine games, by id, and how they end beyond mate and stalemate. */
const CHESS_IDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['chess', 'chess960', 'three-check', 'king-of-the-hill', 'racing-kings', 'antichess', 'atomic', 'horde', 'crazyhouse']);

/** Is `state` a chess-engine search state of a game this adapter knows? */
export function isChessState(variant: AnyVariant, state: SearchState): boolean {
  const s = state as unknown as Partial<ChessLikeState>;
  return CHESS_IDS.has(variant.id) && s.sq instanceof Int8Array && s.sq.length === 64 && typeof s.turn === 'number' && typeof s.halfmove === 'number' && typeof s.inCheck === 'function';
}

const EN_PASSANT = 2, CASTLE = 3, DROP = 1 << 16;

/** The adapter for `state` (see {@link isChessState}); `rootTurn` the bot's colour code (0 white, 8 black). */
export function chessAdapter(variant: AnyVariant, state: SearchState): SearchAdapter {
  const s = state as unknown as ChessLikeState;
  // The bot makes only moves it generated: the state need not check them again.
  s.checkMoves = false;
  const b = s.sq;
  const rootTurn = s.turn;
  const { score, kingEnd } = chessScoreTables();
  const id = variant.id;
  const standard = id === 'chess' || id === 'chess960';
  // FIDE 9.3: either player may claim a draw after 50 moves (100 plies) without a capture or pawn move.
  const moveRule = id !== 'crazyhouse';
  const pockets = id === 'crazyhouse' ? s.pockets : undefined;
  const status = (): Status => variant.status(state.position() as Position);

  const evaluate = (): number => {
    let total = 0, phase = 0, whiteKing = -1, blackKing = -1;
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
      total += score[p * 64 + i] as number;
      const type = p & 7;
      if (type === 6) { if (p & 8) blackKing = i; else whiteKing = i; } else if (type !== 1) phase += PIECE_VALUE[type] as number;
    }
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
    // The king's table blends from middlegame to endgame as the pieces come off (the middlegame table is in `score`).
    if (phase < FULL_PHASE) {
      const end = FULL_PHASE - phase;
      if (whiteKing >= 0) total += (((kingEnd[whiteKing] as number) - (score[6 * 64 + whiteKing] as number)) * end / FULL_PHASE) | 0;
      if (blackKing >= 0) total += (((kingEnd[64 + blackKing] as number) - (score[14 * 64 + blackKing] as number)) * end / FULL_PHASE) | 0;
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

  // Standard chess and Chess960 keep material and placement (kings at their middlegame entry) and the
  // non-pawn material up to date move by move: one 64-square scan at the root instead of one per node.
  const kept = new Int32Array(MAX_PLY + 2), phases = new Int32Array(MAX_PLY + 2);
  const recount = (ply: number): void => {
    let total = 0, phase = 0;
    for (let i = 0; i < 64; i++) {
      const p = b[i] as number;
      if (p === 0) continue;
      total += score[p * 64 + i] as number;
      const type = p & 7;
      if (type !== 1 && type !== 6) phase += PIECE_VALUE[type] as number;
    }
    kept[ply] = total;
    phases[ply] = phase;
  };
  const beforeMake = (m: number, ply: number): void => {
    const from = m & 63, to = (m >> 6) & 63, flag = (m >> 12) & 15, us = s.turn;
    const piece = b[from] as number;
    let delta: number, phase = phases[ply] as number;
    if (flag === CASTLE) {
      const long = (to & 7) === 6 ? 0 : 1;
      const rf = s.castleRook[(us >> 2) + long] as number, rt = (to & 56) | (long === 0 ? 5 : 3), rook = us | 4;
      delta = (score[piece * 64 + to] as number) - (score[piece * 64 + from] as number) + (score[rook * 64 + rt] as number) - (score[rook * 64 + rf] as number);
    } else {
      let victimSquare = to;
      if (flag === EN_PASSANT) victimSquare = us === 0 ? to - 8 : to + 8;
      const victim = b[victimSquare] as number;
      const placed = flag >= 4 ? us | (flag - 2) : piece;
      delta = (score[placed * 64 + to] as number) - (score[piece * 64 + from] as number) - (score[victim * 64 + victimSquare] as number);
      const vt = victim & 7;
      if (vt >= 2 && vt <= 5) phase -= PIECE_VALUE[vt] as number;
      if (flag >= 4) phase += PIECE_VALUE[flag - 2] as number;
    }
    kept[ply + 1] = (kept[ply] as number) + delta;
    phases[ply + 1] = phase;
  };
  /** The kept score blended with the kings' endgame table, for the side to move. */
  const evaluateKept = (ply: number): number => {
    let total = kept[ply] as number;
    const phase = phases[ply] as number;
    if (phase < FULL_PHASE) {
      const end = FULL_PHASE - phase, wk = s.kingSq[0] as number, bk = s.kingSq[1] as number;
      total += ((((kingEnd[wk] as number) - (score[6 * 64 + wk] as number)) + ((kingEnd[64 + bk] as number) - (score[14 * 64 + bk] as number))) * end / FULL_PHASE) | 0;
    }
    return (s.turn === 0 ? total : -total) + 10;
  };

  /**
   * Captures and queen promotions of the side to move, not tested for leaving the king attacked
   * (standard chess and Chess960 only, whose legality is chess's own; en passant is left out).
   */
  const captures = (out: Int32Array): number => {
    const t = s.tables, next = t.next, rs = t.rayStart, rl = t.rayLength, rn = t.rayNodes, sk = t.sliderKind;
    const ks = t.knight.start, kn = t.knight.nodes, gs = t.king.start, gn = t.king.nodes;
    const us = s.turn, them = us ^ 8;
    const left = us === 0 ? 7 : 5, right = us === 0 ? 1 : 3, ahead = us === 0 ? 0 : 4, lastRank = us === 0 ? 7 : 0;
    let n = 0;
    for (let from = 0; from < 64; from++) {
      const p = b[from] as number;
      if (p === 0 || (p & 8) !== us) continue;
      const type = p & 7;
      if (type === 1) {
        const promote = ((from >> 3) + (us === 0 ? 1 : -1)) === lastRank ? 7 << 12 : 0;
        const l = next[left * 64 + from] as number, r = next[right * 64 + from] as number, f = next[ahead * 64 + from] as number;
        if (l >= 0 && b[l] !== 0 && ((b[l] as number) & 8) === them) out[n++] = from | (l << 6) | promote;
        if (r >= 0 && b[r] !== 0 && ((b[r] as number) & 8) === them) out[n++] = from | (r << 6) | promote;
        if (promote !== 0 && f >= 0 && b[f] === 0) out[n++] = from | (f << 6) | promote;
      } else if (type === 2 || type === 6) {
        const st = type === 2 ? ks : gs, nd = type === 2 ? kn : gn;
        for (let i = st[from] as number, e = st[from + 1] as number; i < e; i++) {
          const to = nd[i] as number, q = b[to] as number;
          if (q !== 0 && (q & 8) === them) out[n++] = from | (to << 6);
        }
      } else {
        for (let d = 0; d < 8; d++) {
          const kind = sk[d] as number;
          if ((type === 3 && kind === 1) || (type === 4 && kind !== 1)) continue;
          const slot = d * 64 + from;
          for (let i = rs[slot] as number, e = i + (rl[slot] as number); i < e; i++) {
            const to = rn[i] as number, q = b[to] as number;
            if (q === 0) continue;
            if ((q & 8) === them) out[n++] = from | (to << 6);
            break;
          }
        }
      }
    }
    return n;
  };

  if (standard) recount(0);
  return {
    ...(standard ? { captures, legal: () => !s.attacked(s.kingSq[(s.turn ^ 8) >> 3] as number, s.turn), beforeMake } : {}),
    quiescence: 'captures',
    needsCount: false,
    enter: () => undefined,
    team: () => (s.turn === rootTurn ? 0 : 1),
    // A dead position has at most two minor pieces (the kept non-pawn material tells, so most nodes skip the scan).
    ruleDraw: (ply) => (moveRule && s.halfmove >= 100) || (standard && (phases[ply] as number) <= 660 && deadPosition()),
    sinceIrreversible: () => s.halfmove,
    evaluate: standard ? evaluateKept : evaluate,
    noMoves(ply) {
      if (standard) return s.inCheck() ? -(WIN - ply) : 0;
      const st = status();
      if (!st.over || st.winner === undefined) return 0;
      const mover = s.turn === 0 ? 'white' : 'black';
      return st.winner === mover ? WIN - ply : -(WIN - ply);
    },
    inCheck: () => s.inCheck(),
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
