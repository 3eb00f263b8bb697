/**
 * Perft's last two plies at once for the ataxx rules (enclosingDrop and flipEnclosedPieces
 * `ataxx`): the legal replies to each move of a legal list, counted on bit masks (two 32-bit words
 * per side, boards of at most 64 squares) without making the moves. After a clone (a drop next to
 * one of the mover's stones) or a jump, the square reached holds the mover's stone, a jump's square
 * left is empty, and the opponent's stones around the square reached are the mover's; the
 * opponent's replies are then its clones (the empty squares next to its stones its drop region
 * allows) and its jumps (each stone's leaps to empty squares), or its pass. The leaps are read from
 * the game's own tables, so a game of the same keys with other leaps is counted the same way.
 */
import { bitCount } from './bit-count.js';
import { ATAXX, CAPTURE, QUIET, WALL, type Compiled } from './compile.js';
import { eightLines } from './eight-lines.js';
import { DOUBLE_STEP, LAME, leapLists, PLAIN } from './leap-lists.js';
import { DROP } from './move-code.js';
import { perGame } from './per-game.js';

/** The bit masks of one game (`[sq * 2]` low word, `[sq * 2 + 1]` high word). */
interface Masks {
  /** The squares around each square. */
  readonly around: Int32Array;
  /** Per side, the squares a stone on each square may leap to when they are empty: `[(side * n + sq) * 2]`. */
  readonly leaps: Int32Array;
  /** Per side, the squares its stone may be dropped on (its drop region). */
  readonly ok: Int32Array;
  /** Every square of the board. */
  readonly boardLo: number;
  readonly boardHi: number;
}

/** The masks of `c` (built once per game), or null when {@link ataxxCountable} says no. */
const masksOf = /* @__PURE__ */ perGame((c: Compiled): Masks | null => (ataxxCountable(c) ? build(c) : null));

/**
 * The games whose legal replies {@link ataxxReplies} counts as the state would list them: ataxx
 * drops and flips on a board of at most 64 squares, one type of stone, whose only moves on the
 * board are plain quiet leaps (no lame leap, ray, hop, capture, promotion, double step or en
 * passant), nothing else moving or placed, and of the rules that end the game at once (end.ts
 * immediateEnd) or thin the legal list (legal-moves.ts) only the full board and passing. A rule
 * added there must be added here, or the game counts by the state.
 */
export function ataxxCountable(c: Compiled): boolean {
  const r = c.rules;
  if (!(r.enclosingDrop === ATAXX && r.flipEnclosed === ATAXX && r.enclosingDropStart === null && c.n <= 64 && c.nt === 1 && c.legalByMovement
    && r.pieceDrops && !r.dropPromoted && r.walling === 0 && !r.wallOrMove && !r.mustCapture && !r.mustDrop && !r.gating && !r.sittuyinPromotion
    && !r.cambodianMoves && !r.castling && !r.swapWithAllies && r.jumpsOverAllies === null && r.lastRoyalPiece === null && r.drawAfterPlies === 0
    && !r.threefoldEnds && r.extinctionValue === null && r.flagRegion[0] === null && r.flagRegion[1] === null && r.castlingWins === 0
    && !r.checkCounting && r.connect === null && !r.bikjangRule && c.rayData.length === 0 && c.hopData.length === 0)) return false;
  const leaps = leapLists(c);
  for (let code = 2; code < 4; code++) {
    const f = leaps.flags[code] as number;
    if ((f & PLAIN) === 0 || (f & DOUBLE_STEP) !== 0 || r.epTypes[(code & 1) as 0 | 1][0] === 1) return false;
  }
  for (let i = 0; i < leaps.data.length; i++) {
    const e = leaps.data[i] as number;
    if ((e & LAME) !== 0 || (((e >> 8) & 15) & CAPTURE) !== 0) return false;
  }
  return true;
}

function build(c: Compiled): Masks {
  const n = c.n, next = eightLines(c).next, leaps = leapLists(c), around = new Int32Array(2 * n), moves = new Int32Array(4 * n), ok = new Int32Array(4);
  const set = (words: Int32Array, i: number, sq: number): void => { words[2 * i + (sq >> 5)] = (words[2 * i + (sq >> 5)] as number) | 1 << (sq & 31); };
  for (let sq = 0; sq < n; sq++) {
    for (let d = 0; d < 8; d++) { const to = next[sq * 8 + d] as number; if (to >= 0) set(around, sq, to); }
    for (let side = 0; side < 2; side++) {
      const key = side * n + sq;
      for (let i = leaps.start[key] as number, end = leaps.start[key + 1] as number; i < end; i++) {
        const e = leaps.data[i] as number;
        if ((((e >> 8) & 15) & QUIET) !== 0) set(moves, key, e & 255);
      }
      if (c.rules.dropOk[key] === 1) set(ok, side, sq);
    }
  }
  let boardLo = 0, boardHi = 0;
  for (let sq = 0; sq < n; sq++) if (sq < 32) boardLo |= 1 << sq; else boardHi |= 1 << (sq - 32);
  return { around, leaps: moves, ok, boardLo, boardHi };
}

/** What the count reads of the state. */
export interface AtaxxState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly hand: Int16Array;
  readonly side: number;
  readonly count: Int16Array;
  readonly plist: Int16Array;
  readonly loadedWalls: boolean;
}

/**
 * The legal replies to each of the moves out[0, k) of the side to move (the state's legal list),
 * summed, without making the moves; -1 when the game is not one this counts ({@link ataxxCountable})
 * or the list holds a move other than a clone or a jump (a pass: then perft makes it, and the
 * double pass is the state's to see). After a move, the board full ends the game where the game
 * adjudicates it (no replies); else the replies are the opponent's clones (while its hand holds a
 * stone, or by free drops) and jumps, and its pass where it may pass (only when it has no other
 * move, under passOnStalemate) and has a stone to pass with (generate.ts).
 */
export function ataxxReplies(s: AtaxxState, out: Int32Array, k: number): number {
  const c = s.c, m = masksOf(c);
  if (m === null) return -1;
  const n = c.n, rules = c.rules, us = s.side, them = us ^ 1, adjudicate = rules.adjudicateFullBoard;
  const pass = rules.pass[them as 0 | 1], passWhenStuck = rules.passOnStalemate[them as 0 | 1];
  const clones = rules.freeDrops || (s.hand[them] as number) > 0;
  const around = m.around, leaps = m.leaps, base = them * n, okLo = m.ok[2 * them] as number, okHi = m.ok[2 * them + 1] as number;
  // The two sides' stones, and the walls (loaded with the position: nothing here places one).
  let pLo = 0, pHi = 0, oLo = 0, oHi = 0, wLo = 0, wHi = 0;
  for (let side = 0; side < 2; side++) {
    let lo = 0, hi = 0;
    for (let i = side * n, end = i + (s.count[side] as number); i < end; i++) {
      const sq = s.plist[i] as number;
      if (sq < 32) lo |= 1 << sq; else hi |= 1 << (sq - 32);
    }
    if (side === us) { pLo = lo; pHi = hi; } else { oLo = lo; oHi = hi; }
  }
  if (s.loadedWalls) for (let sq = 0; sq < n; sq++) if (s.cells[sq] === WALL) { if (sq < 32) wLo |= 1 << sq; else wHi |= 1 << (sq - 32); }
  let total = 0;
  for (let i = 0; i < k; i++) {
    const mv = out[i] as number, to = (mv >> 7) & 127;
    let uLo = pLo, uHi = pHi;
    if (mv >>> 14 === 0) {
      // A jump: its square left is empty.
      const from = mv & 127;
      if (from < 32) uLo &= ~(1 << from); else uHi &= ~(1 << (from - 32));
    } else if (mv >>> 14 !== DROP) return -1;
    // The opponent's stones around the square reached turn.
    const fLo = oLo & (around[2 * to] as number), fHi = oHi & (around[2 * to + 1] as number);
    if (to < 32) uLo |= 1 << to; else uHi |= 1 << (to - 32);
    uLo |= fLo; uHi |= fHi;
    const tLo = oLo & ~fLo, tHi = oHi & ~fHi;
    const eLo = m.boardLo & ~(uLo | tLo | wLo), eHi = m.boardHi & ~(uHi | tHi | wHi);
    if (adjudicate && (eLo | eHi) === 0) continue;
    // Around the opponent's stones (clones), and each stone's leaps to empty squares (jumps).
    let nLo = 0, nHi = 0, replies = 0;
    for (let w = tLo; w !== 0; w &= w - 1) {
      const sq = 31 - Math.clz32(w & -w);
      nLo |= around[2 * sq] as number; nHi |= around[2 * sq + 1] as number;
      replies += bitCount((leaps[2 * (base + sq)] as number) & eLo) + bitCount((leaps[2 * (base + sq) + 1] as number) & eHi);
    }
    for (let w = tHi; w !== 0; w &= w - 1) {
      const sq = 63 - Math.clz32(w & -w);
      nLo |= around[2 * sq] as number; nHi |= around[2 * sq + 1] as number;
      replies += bitCount((leaps[2 * (base + sq)] as number) & eLo) + bitCount((leaps[2 * (base + sq) + 1] as number) & eHi);
    }
    if (clones) replies += bitCount(nLo & eLo & okLo) + bitCount(nHi & eHi & okHi);
    if (pass && (tLo | tHi) !== 0 && (replies === 0 || !passWhenStuck)) replies++;
    total += replies;
  }
  return total;
}
