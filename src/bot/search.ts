/**
 * The bot's search: iterative deepening over a principal-variation alpha-beta (negamax) on the
 * variant's make/unmake layer, with a transposition table keyed by the layer's `hash()`, move
 * ordering (the table's move, then captures by most valuable victim and least valuable attacker,
 * then killer moves and the history of cut-offs, captures that lose the exchange last; with an
 * adapter that can tell, the first three are searched before the full list is generated), a quiescence search on captures, check
 * extensions, and draws by repetition on the search path (and the game's earlier positions) and by
 * the game's own rules. With more than two players the search is *paranoid*: every other player is
 * one team playing against the bot, which keeps alpha-beta's pruning sound (max^n cannot prune).
 */
import type { SearchState } from '../core/search.js';
import { WIN, WON, type SearchAdapter } from './adapter.js';
import type { Budget } from './options.js';
import { ENTRY, EXACT, highWord, LOWER, NODES_PER_MS, pack, UPPER, tableFor, type TranspositionTable } from './tt.js';

export { WIN } from './adapter.js';

/** A root move: its integer on the search state, and its score in the last iteration that reached it. */
export interface RootMove {
  readonly code: number;
  score: number;
}

/** Result of {@link searchRoot}: the root moves best first, the depth of the last finished iteration, nodes searched. */
export interface SearchResult {
  readonly order: readonly RootMove[];
  readonly depth: number;
  readonly nodes: number;
}

import { MAX_PLY } from './limits.js';
import { rememberQuiets } from './history.js';
const INF = 2 * WIN;
/** How many earlier positions of the game the repetition test looks at. */
const GAME_MEMORY = 128;
/** Late-move reductions: from this depth, after this many moves of a node. */
const LMR_DEPTH = 3, LMR_AFTER = 3;
/** Reverse futility pruning: at this depth or less, with this margin (centi-units) a ply (the other games; chess below). */
const FUTILITY_DEPTH = 2, FUTILITY_MARGIN = 120;
/** Null-move pruning: from this depth, the pass searched this many plies shallower (one more from NULL_DEEPER). */
const NULL_DEPTH = 3, NULL_REDUCTION = 2, NULL_DEEPER = 7;
/**
 * The chess search (`prunes`) prunes as deep as modern engines do, where a narrower tree buys depth
 * (session 19, #33): reverse futility to this depth with this margin a ply; late-move pruning of
 * the quiet moves past the first `3 + depth²` of a null-window node to this depth; futility
 * of a quiet move on its reduced depth (the depth less its late-move reduction) below this depth,
 * with this base and margin a ply.
 */
const CHESS_RFP_DEPTH = 7, CHESS_RFP_MARGIN = 80, LMP_DEPTH = 7, QUIET_FUTILITY_DEPTH = 7, QUIET_FUTILITY_BASE = 100, QUIET_FUTILITY_MARGIN = 100;
/**
 * Late-move reductions grow with the depth and with how late the move comes (the logarithms of
 * both, as Stockfish and most engines since have it): `LMR_TABLE[depth * 64 + n]` for the node's
 * n-th move (both capped at 63).
 */
const LMR_TABLE = /* @__PURE__ */ (() => {
  const t = new Int8Array(64 * 64);
  for (let d = 1; d < 64; d++) for (let n = 1; n < 64; n++) t[d * 64 + n] = Math.round((Math.log(d) * Math.log(n)) / 2);
  return t;
})();
/** Aspiration windows at the root: from this depth, this far (centi-units) either side of the last iteration's score. */
const ASPIRATION_DEPTH = 4, ASPIRATION_WINDOW = 40;
/** Internal iterative reduction: a node at this depth or more with no move from the table is searched one ply shallower. */
const IIR_DEPTH = 4;
/** Quiet moves of a node remembered for the history malus (the chess search). */
const QUIETS_KEPT = 32;
const TT_MOVE = 1 << 30, CAPTURE = 1 << 28, KILLER_1 = 1 << 27, KILLER_2 = KILLER_1 - 1;
/** A capture that loses the exchange (the pruning search, not in check): after every quiet move (whose history stays within ±16,384). */
const BAD_CAPTURE = -(1 << 20);

/** Mate scores are stored relative to the node, so that they stay right wherever the position recurs. */
const toTable = (s: number, ply: number): number => (s >= WON ? s + ply : s <= -WON ? s - ply : s);
const fromTable = (s: number, ply: number): number => (s >= WON ? s - ply : s <= -WON ? s + ply : s);

/**
 * Searches the root moves (in the seeded random order that breaks ties) deeper and deeper until the
 * budget is spent and returns them best first. A move later in the order replaces the best only with
 * a strictly higher score, so equal moves keep the seeded order. An iteration cut short by the
 * budget still counts when a move it finished beat the previous best. `earlier`: hashes of the
 * game's positions before the root, for the repetition test. `started`: when the clock of `timeMs` started.
 * `kept`: a table to search with as it is (a bot memory's), instead of a cleared one.
 */
export function searchRoot(state: SearchState, root: readonly RootMove[], adapter: SearchAdapter, budget: Budget, earlier: readonly number[], started = Date.now(), kept?: TranspositionTable): SearchResult {
  const maxNodes = budget.maxNodes;
  const deadline = budget.timeMs === Infinity ? Infinity : started + budget.timeMs;
  const tt = kept ?? tableFor(Math.min(maxNodes, budget.timeMs * NODES_PER_MS));
  const { data: ttData, mask: ttMask } = tt;
  const plyBuffers = takePlyBuffers(state.maxMoves);
  const { moves: buffers, scores: orderScores, early } = plyBuffers;
  const bufferAt = (ply: number): Int32Array => {
    let b = buffers[ply] as Int32Array;
    if (b.length === 0) b = plyBuffers.allocate(ply);
    return b;
  };
  const killers = new Int32Array(MAX_PLY * 2).fill(-1);
  const history = new Int32Array(2 * 4096);
  // The quiet moves searched at each ply of the path that did not cut off (for the history malus).
  const quietsTried = new Int32Array(MAX_PLY * QUIETS_KEPT), quietCount = new Int32Array(MAX_PLY);
  // Hashes along the path: the game's earlier positions, then ply 0 (the root), 1, ...
  const memory = earlier.length > GAME_MEMORY ? earlier.slice(earlier.length - GAME_MEMORY) : earlier;
  const base = memory.length;
  const path = new Float64Array(base + MAX_PLY + 1);
  for (let i = 0; i < base; i++) path[i] = memory[i] as number;
  path[base] = state.hash();
  const quiescence = adapter.quiescence, needsCount = adapter.needsCount, prunes = adapter.prunes === true && quiescence === 'captures';
  // The adapter's functions, read once: every call of chooseMove builds a new adapter object, and
  // code optimized for one adapter's shape deopted on the next one's inside the node loop. They are
  // called without `this` (SearchAdapter's contract): a bound function is a new object per search,
  // which left every call site megamorphic and kept V8 from inlining these small functions.
  const teamOf = adapter.team, tactical = adapter.tactical, ruleDraw = adapter.ruleDraw;
  const evaluate = adapter.evaluate, within = adapter.evaluateWithin, inCheckAt = adapter.inCheck, arrive = adapter.enter;
  const noMoves = adapter.noMoves, captureNode = adapter.captureNode;
  const captureList = adapter.captures, legal = adapter.legal, tableMove = adapter.tableMove, quietMove = adapter.quietMove, leafCount = adapter.leafCount, nullMove = adapter.nullMove, unmakeNull = adapter.unmakeNull, beforeMake = adapter.beforeMake, sinceIrreversible = adapter.sinceIrreversible, losingCapture = adapter.losingCapture;
  let nodes = 0;
  let stopped = false;

  // The longest wait between two clock readings so far (capped at a fifth of the budget): on a loaded
  // machine the process waits for a core for tens of milliseconds at a time, and a search that stops
  // only at the deadline then overshoots by such a wait. It stops that much early instead.
  let lastCheck = Date.now(), margin = 0;
  const maxMargin = budget.timeMs === Infinity ? 0 : budget.timeMs / 5;

  /** Counts a made move; reads the clock every 128 nodes (a few µs apart even in the slowest game). */
  const tick = (): void => {
    nodes++;
    if (nodes >= maxNodes) stopped = true;
    else if ((nodes & 127) === 0 && deadline !== Infinity) {
      const now = Date.now();
      if (now - lastCheck > margin) margin = Math.min(now - lastCheck, maxMargin);
      lastCheck = now;
      if (now + margin >= deadline) stopped = true;
    }
  };

  /** Has the position at `ply` occurred before, on the path or earlier in the game? */
  const repeated = (ply: number): boolean => {
    const at = base + ply, h = path[at] as number;
    const stop = sinceIrreversible === undefined ? 0 : Math.max(0, at - sinceIrreversible());
    for (let k = at - 2; k >= stop; k--) if (path[k] === h) return true;
    return false;
  };

  /** Plays `m` at `ply` and arrives at ply + 1. */
  const enter = (m: number, ply: number): void => {
    if (beforeMake !== undefined) beforeMake(m, ply);
    state.make(m);
    tick();
    path[base + ply + 1] = state.hash();
    arrive(ply + 1);
  };

  /** Picks the best-scored move from `from` on and swaps it to `from`. */
  const pick = (moves: Int32Array, scores: Int32Array, from: number, count: number): number => {
    let best = from, top = scores[from] as number;
    for (let i = from + 1; i < count; i++) if ((scores[i] as number) > top) { top = scores[i] as number; best = i; }
    if (best !== from) {
      const m = moves[best] as number; moves[best] = moves[from] as number; moves[from] = m;
      scores[best] = scores[from] as number; scores[from] = top;
    }
    return moves[from] as number;
  };

  /** The static score where only its side of the window `alpha`..`beta` matters (lazy when the adapter can). */
  const evaluateAgainst = (ply: number, alpha: number, beta: number): number => (within === undefined ? evaluate(ply, 0) : within(ply, alpha, beta));

  const quiesce = (ply: number, alpha: number, beta: number): number => {
    if (stopped) return 0; // the budget ran out on the move that led here: make no more
    if (ply > 0 && ruleDraw(ply)) return 0;
    if (ply >= MAX_PLY - 1) return evaluate(ply, 0);
    const team = teamOf(ply);
    let best = -INF;
    const moves = bufferAt(ply), scores = orderScores[ply] as Int32Array;
    let count: number;
    let inCheck = false;
    if (quiescence === 'captures') {
      inCheck = inCheckAt(ply);
      if (!inCheck) {
        best = evaluateAgainst(ply, alpha, beta);
        if (best >= beta) return best;
        if (best > alpha) alpha = best;
      }
      if (!inCheck && captureList !== undefined) {
        // The captures alone (each tested after it is made when the adapter gives `legal`): no full move list at most quiescence nodes.
        count = captureList(moves, ply);
        if (count > 1) for (let i = 0; i < count; i++) scores[i] = tactical(moves[i] as number);
        for (let i = 0; i < count; i++) {
          const m = pick(moves, scores, i, count);
          // A capture that loses material in the exchange cannot raise the stand-pat score: skip it.
          if (losingCapture !== undefined && losingCapture(m, ply)) continue;
          if (beforeMake !== undefined) beforeMake(m, ply);
          state.make(m);
          if (legal !== undefined && !legal()) { state.unmake(); continue; }
          tick();
          path[base + ply + 1] = state.hash();
          arrive(ply + 1);
          const v = -quiesce(ply + 1, -beta, -alpha);
          state.unmake();
          if (stopped) return 0;
          if (v > best) {
            best = v;
            if (v > alpha) { alpha = v; if (v >= beta) break; }
          }
        }
        return best;
      }
      count = state.generate(moves);
      if (count === 0) return noMoves(ply);
      for (let i = 0; i < count; i++) scores[i] = tactical(moves[i] as number);
    } else {
      if (quiescence === 'none' && !needsCount) return evaluate(ply, 0);
      if (leafCount !== undefined) {
        // A quiet leaf scored from its move count alone, without writing its moves.
        const c = leafCount(ply);
        if (c > 0) return evaluate(ply, c);
      }
      count = state.generate(moves);
      if (count === 0) return noMoves(ply);
      if (quiescence === 'none' || !captureNode(ply, moves, count)) return evaluate(ply, count);
      // Compulsory captures: no standing pat, every capture is searched.
      for (let i = 0; i < count; i++) scores[i] = 1;
      inCheck = true;
    }
    for (let i = 0; i < count; i++) {
      const m = pick(moves, scores, i, count);
      if (!inCheck && (scores[i] as number) <= 0) break; // only quiet moves are left
      enter(m, ply);
      const v = teamOf(ply + 1) === team ? quiesce(ply + 1, alpha, beta) : -quiesce(ply + 1, -beta, -alpha);
      state.unmake();
      if (stopped) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) { alpha = v; if (v >= beta) break; }
      }
    }
    return best;
  };

  /** Does move `m` of the node at `ply` give check? (Made and taken back; not counted as a node.) */
  const checkBefore = adapter.givesCheck;
  const givesCheck = (m: number, ply: number): boolean => {
    if (checkBefore !== undefined) return checkBefore(m);
    if (beforeMake !== undefined) beforeMake(m, ply);
    state.make(m);
    const check = inCheckAt(ply + 1);
    state.unmake();
    return check;
  };

  /** Killer and history bookkeeping for a quiet move `m` that cut off at `ply` (the chess search: with gravity and the malus, `history.ts`). */
  const rememberCut = (m: number, ply: number, depth: number, hist: number): void => {
    if (tactical(m) !== 0) return;
    const k1 = killers[ply * 2] as number;
    if (m !== k1) { killers[ply * 2 + 1] = k1; killers[ply * 2] = m; }
    const h = hist + (m & 4095);
    if (!prunes) { history[h] = Math.min((history[h] as number) + depth * depth, KILLER_2 - 1); return; }
    rememberQuiets(history, hist, m, quietsTried, ply * QUIETS_KEPT, quietCount[ply] as number, depth);
  };

  /**
   * Searches move `m` of the node at `ply` (already made and entered) to `depth - 1`: the first
   * move of a node with the full window, later ones with a null window first (principal variation search).
   */
  const child = (depth: number, ply: number, alpha: number, beta: number, first: boolean, team: number, reduction: number): number => {
    const same = teamOf(ply + 1) === team;
    let v: number;
    if (first) v = same ? negamax(depth - 1, ply + 1, alpha, beta) : -negamax(depth - 1, ply + 1, -beta, -alpha);
    else {
      // A late quiet move is first searched shallower (late-move reduction); only one that beats
      // alpha there is searched again at full depth. A move that gives check is not reduced.
      if (reduction > 0 && !(quiescence === 'captures' && inCheckAt(ply + 1))) {
        v = same ? negamax(depth - 1 - reduction, ply + 1, alpha, alpha + 1) : -negamax(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
        if (v <= alpha || stopped) return v;
      }
      v = same ? negamax(depth - 1, ply + 1, alpha, alpha + 1) : -negamax(depth - 1, ply + 1, -alpha - 1, -alpha);
      if (v > alpha && v < beta && !stopped) v = same ? negamax(depth - 1, ply + 1, alpha, beta) : -negamax(depth - 1, ply + 1, -beta, -alpha);
    }
    return v;
  };

  /** Stores the node's result in the table. */
  const store = (at: number, low: number, high: number, bestMove: number, best: number, ply: number, depth: number, startAlpha: number, beta: number): void => {
    ttData[at] = low;
    ttData[at + 1] = high;
    ttData[at + 2] = bestMove;
    ttData[at + 3] = pack(toTable(best, ply), depth, best <= startAlpha ? UPPER : best >= beta ? LOWER : EXACT);
  };

  // The running result of the node at each ply of the path: best score and move so far, alpha, moves searched.
  const nodeBest = new Float64Array(MAX_PLY), nodeAlpha = new Float64Array(MAX_PLY);
  const nodeMove = new Int32Array(MAX_PLY), nodeSearched = new Int32Array(MAX_PLY);
  // 1 at a ply reached by a pass (null move): no second pass straight after.
  const passed = new Uint8Array(MAX_PLY + 1);

  /**
   * Searches move `m` of the node at `ply` and folds its score into the node's running result (one
   * body for every stage of the node: the table's move, early captures, killers, the full list).
   * Returns true when the node is done: the search stopped, or `m` cut off (the killers and history learn it).
   */
  const tryMove = (m: number, depth: number, ply: number, beta: number, team: number, hist: number, reduction = 0): boolean => {
    const alpha = nodeAlpha[ply] as number;
    enter(m, ply);
    const v = child(depth, ply, alpha, beta, nodeSearched[ply] === 0, team, reduction);
    state.unmake();
    if (stopped) return true;
    nodeSearched[ply] = (nodeSearched[ply] as number) + 1;
    if (v > (nodeBest[ply] as number)) {
      nodeBest[ply] = v;
      nodeMove[ply] = m;
      if (v > alpha) {
        nodeAlpha[ply] = v;
        if (v >= beta) {
          rememberCut(m, ply, depth, hist);
          return true;
        }
      }
    }
    // A quiet move that did not cut off: it loses history if a later one does.
    const tried = quietCount[ply] as number;
    if (prunes && tried < QUIETS_KEPT && tactical(m) === 0) { quietsTried[ply * QUIETS_KEPT + tried] = m; quietCount[ply] = tried + 1; }
    return false;
  };

  /** The node's score once its moves are searched (or one cut off), stored in the table; 0 when the search stopped. */
  const settle = (at: number, low: number, high: number, ply: number, depth: number, startAlpha: number, beta: number): number => {
    if (stopped) return 0;
    const best = nodeBest[ply] as number;
    store(at, low, high, nodeMove[ply] as number, best, ply, depth, startAlpha, beta);
    return best;
  };

  const negamax = (depth: number, ply: number, alpha: number, beta: number): number => {
    if (stopped) return 0;
    if (ruleDraw(ply) || repeated(ply)) return 0;
    if (depth <= 0 || ply >= MAX_PLY - 1) return quiesce(ply, alpha, beta);
    const hash = path[base + ply] as number;
    const low = hash | 0, high = highWord(hash), at = (low & ttMask) * ENTRY;
    let ttMove = -1;
    const packed = ttData[at + 3] as number;
    if (packed !== 0 && ttData[at] === low && ttData[at + 1] === high) {
      ttMove = ttData[at + 2] as number;
      if (((packed >> 2) & 127) >= depth) {
        const s = fromTable(packed >> 9, ply), f = packed & 3;
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return s;
      }
    }
    // Internal iterative reduction: with no move from the table, the move ordering is a guess; such a
    // node is rarely critical, and a shallower search fills the table for the next iteration.
    if (ttMove < 0 && depth >= IIR_DEPTH && prunes) depth--;
    // A check is searched one ply deeper: the reply is forced, and mates hide behind it.
    const inCheck = quiescence === 'captures' && inCheckAt(ply);
    if (inCheck) depth++;
    // Reverse futility pruning: near the horizon, at a null-window node far enough above beta that
    // one quiet move is not expected to lose the margin back (the captures' quiescence gives the stand-pat).
    else if (quiescence === 'captures' && beta - alpha === 1 && beta < WON && beta > -WON) {
      const bar = beta + (prunes ? CHESS_RFP_MARGIN : FUTILITY_MARGIN) * depth;
      const standing = depth <= (prunes ? CHESS_RFP_DEPTH : FUTILITY_DEPTH) ? evaluateAgainst(ply, bar - 1, bar) : -INF;
      if (standing >= bar) return prunes ? (standing + beta) >> 1 : standing;
      if (depth >= NULL_DEPTH && nullMove !== undefined && passed[ply] === 0 && evaluateAgainst(ply, beta - 1, beta) >= beta && nullMove(ply)) {
        // Null-move pruning: if passing still holds beta in a shallower search, a real move would
        // too (the adapter refuses the pass where zugzwang is likely). Not twice in a row.
        tick();
        path[base + ply + 1] = state.hash();
        arrive(ply + 1);
        passed[ply + 1] = 1;
        const r = depth >= NULL_DEEPER ? NULL_REDUCTION + 1 : NULL_REDUCTION;
        const v = -negamax(depth - 1 - r, ply + 1, -beta, -beta + 1);
        passed[ply + 1] = 0;
        (unmakeNull as () => void)();
        if (stopped) return 0;
        if (v >= beta) return v >= WON ? beta : v;
      }
    }
    const team = teamOf(ply), hist = team * 4096;
    nodeBest[ply] = -INF;
    nodeAlpha[ply] = alpha;
    nodeMove[ply] = -1;
    nodeSearched[ply] = 0;
    quietCount[ply] = 0;
    let ttDone = false;
    // Staged: the table's move, then (not in check) the captures and the killers, are searched before
    // the full move list is generated; a cut-off there saves generating and scoring the quiet moves.
    if (ttMove >= 0 && tableMove !== undefined && tableMove(ttMove)) {
      ttDone = true;
      if (tryMove(ttMove, depth, ply, beta, team, hist)) return settle(at, low, high, ply, depth, alpha, beta);
    }
    const moves = bufferAt(ply), scores = orderScores[ply] as Int32Array, caps = early[ply] as Int32Array;
    let earlyCount = 0;
    if (!inCheck && captureList !== undefined && legal === undefined) {
      earlyCount = captureList(caps, ply);
      if (earlyCount > 1) for (let i = 0; i < earlyCount; i++) scores[i] = tactical(caps[i] as number);
      for (let i = 0; i < earlyCount; i++) {
        const m = pick(caps, scores, i, earlyCount);
        if (m === ttMove && ttDone) continue;
        // A capture that loses the exchange waits for the quiet moves (marked -1: the full list keeps it).
        if (prunes && losingCapture !== undefined && losingCapture(m, ply)) { caps[i] = -1; continue; }
        if (tryMove(m, depth, ply, beta, team, hist)) return settle(at, low, high, ply, depth, alpha, beta);
      }
    }
    // Then the killer moves, when the adapter can tell that they are legal quiet moves here.
    const k1 = killers[ply * 2] as number, k2 = killers[ply * 2 + 1] as number;
    let k1Done = false, k2Done = false;
    if (!inCheck && quietMove !== undefined) {
      for (let j = 0; j < 2; j++) {
        const m = j === 0 ? k1 : k2;
        if (m < 0 || (m === ttMove && ttDone) || !quietMove(m)) continue;
        if (j === 0) k1Done = true; else k2Done = true;
        if (tryMove(m, depth, ply, beta, team, hist)) return settle(at, low, high, ply, depth, alpha, beta);
      }
    }
    let count = state.generate(moves);
    if (count === 0) return noMoves(ply);
    // Score the moves, dropping those searched already: the table's move, the early captures
    // (all tactical, so a quiet move is never looked up among them) and the killers tried.
    let kept = 0;
    outer: for (let i = 0; i < count; i++) {
      const m = moves[i] as number;
      if ((m === ttMove && ttDone) || (m === k1 && k1Done) || (m === k2 && k2Done)) continue;
      const t = tactical(m);
      if (t > 0) for (let j = 0; j < earlyCount; j++) if (caps[j] === m) continue outer;
      moves[kept] = m;
      scores[kept++] = m === ttMove ? TT_MOVE : t > 0 ? (prunes && !inCheck && losingCapture !== undefined && losingCapture(m, ply) ? BAD_CAPTURE + t : CAPTURE + t) : m === k1 ? KILLER_1 : m === k2 ? KILLER_2 : (history[hist + (m & 4095)] as number);
    }
    count = kept;
    // Near the horizon only the table's move, captures and killers are worth sorting for; the rest go in listed order.
    let sorting = true;
    // Quiet moves may be pruned at a null-window node near the horizon (the games with a capture search, not in check).
    const pruning = prunes && !inCheck && beta - alpha === 1 && depth <= Math.max(LMP_DEPTH, QUIET_FUTILITY_DEPTH) && alpha > -WON && beta < WON;
    const lateQuiet = depth <= LMP_DEPTH ? 3 + depth * depth : count;
    // Futility: the static score, read once for the node (exact where it matters: within reach of alpha).
    const staticScore = pruning ? evaluateAgainst(ply, alpha - QUIET_FUTILITY_BASE - QUIET_FUTILITY_MARGIN * depth - 1, alpha) : 0;
    let quietSeen = 0;
    for (let i = 0; i < count; i++) {
      let m: number;
      if (sorting) {
        m = pick(moves, scores, i, count);
        if (depth < 3 && (scores[i] as number) < KILLER_2) sorting = false;
      } else m = moves[i] as number;
      const isQuiet = quiescence === 'captures' && !inCheck && (scores[i] as number) < KILLER_2 && tactical(m) === 0;
      if (isQuiet) {
        quietSeen++;
        // Late-move pruning and futility pruning: once a move is searched (a score to fall back on), skip the rest of the quiet moves.
        // A move that gives check is kept: quiet checks are where mates hide (Win At Chess no. 1's Qg6 then Qh7#).
        if (pruning && nodeSearched[ply] !== 0) {
          // Futility on the depth this move would be searched to after its late-move reduction.
          const r = LMR_TABLE[(depth > 63 ? 63 : depth) * 64 + Math.min(63, (nodeSearched[ply] as number) + 1)] as number;
          const lmrDepth = depth - r;
          const futile = lmrDepth < QUIET_FUTILITY_DEPTH && staticScore + QUIET_FUTILITY_BASE + QUIET_FUTILITY_MARGIN * lmrDepth <= alpha;
          if ((futile || quietSeen > lateQuiet) && !givesCheck(m, ply)) continue;
        }
      }
      // Late-move reductions: past the first few moves, quiet moves (no table move, capture or killer) at depth 3 or more,
      // in the games with a capture search (in draughts self-play they lost: 10/25 at 10,000 nodes a move); the later
      // the move and the deeper the node, the more (one less at a principal-variation node), never into the quiescence search.
      let reduction = 0;
      // A capture that loses the exchange is reduced like a quiet move (never pruned).
      if ((isQuiet || (prunes && !inCheck && (scores[i] as number) < KILLER_2 && tactical(m) !== 0)) && depth >= LMR_DEPTH && i >= LMR_AFTER) {
        const n = (nodeSearched[ply] as number) + 1;
        reduction = !prunes ? (i >= LMR_AFTER * 4 && depth >= LMR_DEPTH + 2 ? 2 : 1) : (LMR_TABLE[(depth > 63 ? 63 : depth) * 64 + (n > 63 ? 63 : n)] as number) - (beta - alpha > 1 ? 1 : 0);
        if (reduction < 1) reduction = 1;
        if (reduction > depth - 2) reduction = depth - 2;
      }
      if (tryMove(m, depth, ply, beta, team, hist, reduction)) break;
    }
    return settle(at, low, high, ply, depth, alpha, beta);
  };

  arrive(0);
  let order = root.slice();
  let depth = 0;
  for (let d = 1; d <= budget.maxDepth && !stopped; d++) {
    let alpha = -INF, bestIndex = -1, finished = 0;
    for (let i = 0; i < order.length; i++) {
      const move = order[i] as RootMove;
      enter(move.code, 0);
      const same = teamOf(1) === 0;
      let v: number;
      if (i === 0) {
        // Aspiration window: the first move is searched in a window around the last iteration's
        // score; only a score outside it (or a forced result) is searched again with the full window.
        const last = (order[0] as RootMove).score;
        if (prunes && d >= ASPIRATION_DEPTH && Math.abs(last) < WON) {
          const lo = last - ASPIRATION_WINDOW, hi = last + ASPIRATION_WINDOW;
          v = same ? negamax(d - 1, 1, lo, hi) : -negamax(d - 1, 1, -hi, -lo);
          if ((v <= lo || v >= hi) && !stopped) v = same ? negamax(d - 1, 1, -INF, INF) : -negamax(d - 1, 1, -INF, INF);
        } else v = same ? negamax(d - 1, 1, -INF, INF) : -negamax(d - 1, 1, -INF, INF);
      } else {
        v = same ? negamax(d - 1, 1, alpha, alpha + 1) : -negamax(d - 1, 1, -alpha - 1, -alpha);
        if (v > alpha && !stopped) v = same ? negamax(d - 1, 1, alpha, INF) : -negamax(d - 1, 1, -INF, -alpha);
      }
      state.unmake();
      if (stopped) break;
      move.score = v;
      finished++;
      if (v > alpha) { alpha = v; bestIndex = i; }
    }
    if (finished === order.length) {
      // Stable: equal scores keep the seeded order.
      const best = order[bestIndex] as RootMove;
      order = [best, ...order.filter((m) => m !== best).sort((a, b) => b.score - a.score)];
      depth = d;
      if (Math.abs(best.score) >= WON) break; // a forced result needs no deeper look
    } else if (bestIndex > 0 || (bestIndex === 0 && d === 1)) {
      const best = order[bestIndex] as RootMove;
      order = [best, ...order.filter((m) => m !== best)];
    }
  }
  spare = plyBuffers; // after the search: a search that throws keeps its own (the next one allocates)
  return { order, depth, nodes };
}

/**
 * One search's move buffers per ply (the moves, their ordering scores, and the captures searched
 * before the full list), `maxMoves` entries each, allocated when a ply is first reached. Their
 * contents never outlive a ply's visit (every read follows a write in the same visit), so a set can
 * serve the next search: a bot plays many searches of one game, and games with long move lists
 * (Diamond, Dilkel: 2,048) paid 24 KB a ply on every move choice.
 */
class PlyBuffers {
  readonly moves: Int32Array[] = [];
  readonly scores: Int32Array[] = [];
  readonly early: Int32Array[] = [];
  constructor(readonly maxMoves: number) {
    for (let i = 0; i < MAX_PLY; i++) { this.moves.push(EMPTY); this.scores.push(EMPTY); this.early.push(EMPTY); }
  }
  allocate(ply: number): Int32Array {
    const b = new Int32Array(this.maxMoves);
    this.moves[ply] = b;
    this.scores[ply] = new Int32Array(this.maxMoves);
    this.early[ply] = new Int32Array(this.maxMoves);
    return b;
  }
}
const EMPTY = new Int32Array(0);

/**
 * The last finished search's buffers, kept for the next search of the same `maxMoves`. Bounded: one
 * set at a time (a search of another size replaces it), at most `MAX_PLY * 3 * maxMoves` entries and
 * only the plies a search reached. A search takes the set out while it runs, so a search started
 * inside another (an adapter calling the bot) gets fresh buffers rather than sharing live ones.
 */
let spare: PlyBuffers | undefined;

/** The buffers kept for the next search, for tests that check nothing left in them is read (internal). */
export function keptPlyBuffers(): readonly Int32Array[] {
  return spare === undefined ? [] : [...spare.moves, ...spare.scores, ...spare.early];
}

function takePlyBuffers(maxMoves: number): PlyBuffers {
  const s = spare;
  spare = undefined;
  return s !== undefined && s.maxMoves === maxMoves ? s : new PlyBuffers(maxMoves);
}
