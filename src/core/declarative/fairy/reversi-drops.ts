/**
 * The reversi drop test (enclosing-drop.ts) for all empty squares at once, on boards of at most 64
 * squares: the board as two 32-bit words per side, and along each of the eight directions the runs
 * of the opponent's pieces that start next to one of the side's own are grown a step at a time
 * (shifts); the empty square one step past a run is a drop that encloses it. The same squares as
 * walking the lines from each empty square (enclosing-drop.ts reversiLine) when no wall stands on
 * the board, at a few dozen word operations for the whole board instead of a walk per square.
 */
import { bitCount } from './bit-count.js';
import { REVERSI, type Compiled } from './compile.js';
import { leapLists } from './leap-lists.js';
import { DROP } from './move-code.js';
import { perGame } from './per-game.js';

/** The bit masks of one board. */
interface Masks {
  /** Per direction (eight-lines.ts order): the shift (positive: towards higher squares), and the squares a step may reach (the board less the file it would wrap from). */
  readonly shift: Int8Array;
  readonly reachLo: Int32Array;
  readonly reachHi: Int32Array;
  /** The drop region per side and type, as words: [(side * nt + type) * 2] low, + 1 high. */
  readonly ok: Int32Array;
  /** Every square of the board. */
  readonly boardLo: number;
  readonly boardHi: number;
  /** Perft may count the replies to each move from the words ({@link reversiReplies}). */
  readonly replies: boolean;
}

/** The masks of `c` (built once per game), or null when the board does not fit the words (more than 64 squares, or a step of 32 or more). */
const masksOf = /* @__PURE__ */ perGame((c: Compiled): Masks | null => (c.n > 64 || c.files > 30 ? null : build(c)));

/** Directions as in eight-lines.ts: east first, then counter-clockwise. */
const DF = [1, 1, 0, -1, -1, -1, 0, 1], DR = [0, 1, 1, 1, 0, -1, -1, -1];

function build(c: Compiled): Masks {
  const n = c.n, files = c.files, nt = c.nt, shift = new Int8Array(8), reachLo = new Int32Array(8), reachHi = new Int32Array(8);
  for (let d = 0; d < 8; d++) {
    const df = DF[d] as number;
    shift[d] = (DR[d] as number) * files + df;
    // A step east may not land on the first file (it came round from the last), a step west not on the last.
    for (let sq = 0; sq < n; sq++) {
      const f = sq % files;
      if ((df === 1 && f === 0) || (df === -1 && f === files - 1)) continue;
      if (sq < 32) reachLo[d] = (reachLo[d] as number) | 1 << sq; else reachHi[d] = (reachHi[d] as number) | 1 << (sq - 32);
    }
  }
  const ok = new Int32Array(4 * nt), region = c.rules.dropOk;
  for (let i = 0; i < 2 * nt; i++) {
    for (let sq = 0; sq < n; sq++) {
      if (region[i * n + sq] !== 1) continue;
      if (sq < 32) ok[2 * i] = (ok[2 * i] as number) | 1 << sq; else ok[2 * i + 1] = (ok[2 * i + 1] as number) | 1 << (sq - 32);
    }
  }
  let boardLo = 0, boardHi = 0;
  for (let sq = 0; sq < n; sq++) if (sq < 32) boardLo |= 1 << sq; else boardHi |= 1 << (sq - 32);
  return { shift, reachLo, reachHi, ok, boardLo, boardHi, replies: repliesCountable(c) };
}

/**
 * The games whose legal replies to a drop {@link reversiReplies} counts as the state would list them:
 * reversi drops and flips, nothing else moving or placed, and of the rules that end the game at once
 * (end.ts immediateEnd) or thin the legal list (legal-moves.ts) only the full board and passing when
 * stuck. A rule added there must be added here, or the game counts by the state.
 */
export function repliesCountable(c: Compiled): boolean {
  const r = c.rules;
  return r.enclosingDrop === REVERSI && r.flipEnclosed === REVERSI && c.legalByMovement && leapLists(c).still
    && r.walling === 0 && !r.mustCapture && !r.mustDrop && !r.gating && !r.sittuyinPromotion && !r.cambodianMoves
    && !r.swapWithAllies && r.jumpsOverAllies === null && r.lastRoyalPiece === null && r.drawAfterPlies === 0 && !r.threefoldEnds
    && r.extinctionValue === null && r.flagRegion[0] === null && r.flagRegion[1] === null && r.castlingWins === 0
    && !r.checkCounting && r.connect === null && !r.bikjangRule;
}

/** The squares found by the last {@link reversiDrops}, as two words. */
let foundLo = 0, foundHi = 0;

/**
 * Writes from `at` the drops of `us` (codes `sq | sq << 7 | code[t]`, ascending squares per type)
 * on the empty squares where a drop encloses a line of the opponent's pieces, for each type `t`
 * whose `code[t]` is not -1; returns the new end, or -1 when the board does not fit the words.
 * The board holds no walls (the caller's test).
 */
export function reversiDrops(c: Compiled, plist: Int16Array, count: Int16Array, us: number, codes: Int32Array, out: Int32Array, at: number): number {
  const m = masksOf(c);
  if (m === null) return -1;
  const n = c.n;
  // The two sides' pieces as words, from their lists.
  words(plist, count, n, us);
  found(m, wordsLo[0] as number, wordsHi[0] as number, wordsLo[1] as number, wordsHi[1] as number);
  let k = at;
  for (let t = 0, nt = c.nt; t < nt; t++) {
    const code = codes[t] as number;
    if (code === -1) continue;
    const i = 2 * (us * nt + t);
    for (let w = foundLo & (m.ok[i] as number); w !== 0; w &= w - 1) { const sq = 31 - Math.clz32(w & -w); out[k++] = sq | (sq << 7) | code; }
    for (let w = foundHi & (m.ok[i + 1] as number); w !== 0; w &= w - 1) { const sq = 63 - Math.clz32(w & -w); out[k++] = sq | (sq << 7) | code; }
  }
  return k;
}

/** The side to move's pieces ([0]) and the opponent's ([1]) as words, set by {@link words}. */
const wordsLo = new Int32Array(2), wordsHi = new Int32Array(2);

/** Fills wordsLo/wordsHi from the piece lists, `us` first. */
function words(plist: Int16Array, count: Int16Array, n: number, us: number): void {
  for (let w = 0; w < 2; w++) {
    const side = us ^ w;
    // Without a branch: 1 << sq is the square's bit within its word (shifts count modulo 32), high is -1 for the high word's squares.
    let lo = 0, hi = 0;
    for (let i = side * n, end = i + (count[side] as number); i < end; i++) {
      const sq = plist[i] as number, bit = 1 << sq, high = -(sq >> 5);
      lo |= bit & ~high; hi |= bit & high;
    }
    wordsLo[w] = lo; wordsHi[w] = hi;
  }
}

/**
 * Perft's last two plies at once (perft.ts): the legal replies to each of the moves out[0, n) of `us`
 * (the state's legal list), summed, without making the moves; -1 when the game or the list is not
 * one this counts ({@link repliesCountable}; every move a drop). After a drop, the board full ends
 * the game (no replies, where the game adjudicates it); else the replies are the opponent's reversi
 * drops, by type while its hand holds one (or free drops), and its pass where it may pass (only
 * when it has no drop, under passOnStalemate) and has a stone to pass with (generate.ts). The
 * state's own test: flip-enclosed.test.ts compares perft from played positions with ffish's.
 */
export function reversiReplies(c: Compiled, plist: Int16Array, count: Int16Array, hand: Int16Array, us: number, out: Int32Array, n: number): number {
  const m = masksOf(c);
  if (m === null || !m.replies) return -1;
  const rules = c.rules, nt = c.nt, them = us ^ 1, adjudicate = rules.adjudicateFullBoard;
  const pass = rules.pass[them as 0 | 1], passWhenStuck = rules.passOnStalemate[them as 0 | 1];
  words(plist, count, c.n, us);
  const pLo = wordsLo[0] as number, pHi = wordsHi[0] as number, oLo = wordsLo[1] as number, oHi = wordsHi[1] as number;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const mv = out[i] as number;
    if (((mv >> 14) & 7) !== DROP) return -1;
    const to = mv & 127, bit = 1 << to, high = -(to >> 5);
    flips(m, bit & ~high, bit & high, pLo, pHi, oLo, oHi);
    // After the drop: the opponent's pieces less those turned, the mover's with them and the stone dropped.
    const tLo = oLo & ~flipLo, tHi = oHi & ~flipHi, uLo = pLo | flipLo | (bit & ~high), uHi = pHi | flipHi | (bit & high);
    if (adjudicate && ((tLo | uLo) & m.boardLo) === m.boardLo && ((tHi | uHi) & m.boardHi) === m.boardHi) continue;
    found(m, tLo, tHi, uLo, uHi);
    let replies = 0;
    for (let t = 0; t < nt; t++) {
      if (!rules.freeDrops && (hand[them * nt + t] as number) <= 0) continue;
      const k = 2 * (them * nt + t);
      replies += bitCount(foundLo & (m.ok[k] as number)) + bitCount(foundHi & (m.ok[k + 1] as number));
    }
    if (pass && (tLo | tHi) !== 0 && (replies === 0 || !passWhenStuck)) replies++;
    total += replies;
  }
  return total;
}

/** The squares turned by the last {@link flips}, as two words. */
let flipLo = 0, flipHi = 0;

/** Sets flipLo/flipHi: the runs of `o` from the square `to` (a bit) ended by a piece of `p`, in every direction. */
function flips(m: Masks, toLo: number, toHi: number, pLo: number, pHi: number, oLo: number, oHi: number): void {
  let fLo = 0, fHi = 0;
  for (let d = 0; d < 8; d++) {
    const s = m.shift[d] as number, rLo = m.reachLo[d] as number, rHi = m.reachHi[d] as number;
    const qLo = oLo & rLo, qHi = oHi & rHi, eLo = pLo & rLo, eHi = pHi & rHi;
    let runLo = 0, runHi = 0;
    if (s > 0) {
      const b = 32 - s;
      let xLo = (toLo << s) & qLo, xHi = ((toHi << s) | (toLo >>> b)) & qHi;
      while ((xLo | xHi) !== 0) {
        runLo |= xLo; runHi |= xHi;
        const yLo = xLo << s, yHi = (xHi << s) | (xLo >>> b);
        if (((yLo & eLo) | (yHi & eHi)) !== 0) { fLo |= runLo; fHi |= runHi; break; }
        xLo = yLo & qLo; xHi = yHi & qHi;
      }
    } else {
      const r = -s, b = 32 - r;
      let xLo = ((toLo >>> r) | (toHi << b)) & qLo, xHi = (toHi >>> r) & qHi;
      while ((xLo | xHi) !== 0) {
        runLo |= xLo; runHi |= xHi;
        const yLo = (xLo >>> r) | (xHi << b), yHi = xHi >>> r;
        if (((yLo & eLo) | (yHi & eHi)) !== 0) { fLo |= runLo; fHi |= runHi; break; }
        xLo = yLo & qLo; xHi = yHi & qHi;
      }
    }
  }
  flipLo = fLo; flipHi = fHi;
}

/** Sets foundLo/foundHi: the empty squares one step past a run of `o` that starts next to `p`, in some direction. */
function found(m: Masks, pLo: number, pHi: number, oLo: number, oHi: number): void {
  let fLo = 0, fHi = 0;
  for (let d = 0; d < 8; d++) {
    const s = m.shift[d] as number, rLo = m.reachLo[d] as number, rHi = m.reachHi[d] as number;
    // The opponent's pieces a step may reach, and the empty squares it may reach.
    const qLo = oLo & rLo, qHi = oHi & rHi, eLo = ~(pLo | oLo) & rLo, eHi = ~(pHi | oHi) & rHi;
    // x: the squares of the runs at the same distance from their own piece, a step further each turn
    // (it empties once every run has ended: a step never reaches past the board); an empty square
    // a step past one of them ends its run.
    if (s > 0) {
      const b = 32 - s;
      let xLo = (pLo << s) & qLo, xHi = ((pHi << s) | (pLo >>> b)) & qHi;
      while ((xLo | xHi) !== 0) {
        const yLo = xLo << s, yHi = (xHi << s) | (xLo >>> b);
        fLo |= yLo & eLo; fHi |= yHi & eHi;
        xLo = yLo & qLo; xHi = yHi & qHi;
      }
    } else {
      const r = -s, b = 32 - r;
      let xLo = ((pLo >>> r) | (pHi << b)) & qLo, xHi = (pHi >>> r) & qHi;
      while ((xLo | xHi) !== 0) {
        const yLo = (xLo >>> r) | (xHi << b), yHi = xHi >>> r;
        fLo |= yLo & eLo; fHi |= yHi & eHi;
        xLo = yLo & qLo; xHi = yHi & qHi;
      }
    }
  }
  foundLo = fLo; foundHi = fHi;
}
