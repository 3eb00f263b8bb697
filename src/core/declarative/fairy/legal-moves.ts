/**
 * The legal moves: the pseudo-legal list (generate.ts) thinned by the legality of each move, with
 * the shortcuts of pins.ts and evasions.ts, then by the rules that thin the whole list (compulsory
 * captures and drops, passing only when stuck). A game that has already ended by a variant rule
 * generates nothing, as Fairy-Stockfish's perft counts (end.ts), and a pawn drop that mates is
 * refused (pawn-drop-mate.ts) — both rules ask for moves in turn, so this file, which imports
 * them, is the only one that lists the legal moves.
 */
import type { Compiled } from './compile.js';
import { endsByRule, immediateEnd } from './end.js';
import type { Evasion } from './evasions.js';
import { generatePseudo, isCapture, isLegal, MAX_MOVES } from './generate.js';
import { mustDropFilter } from './must-drop.js';
import { passOnlyWhenStuck } from './pass-on-stalemate.js';
import { pawnDropMates } from './pawn-drop-mate.js';
import { perGame } from './per-game.js';
import { Danger } from './pins.js';
import { ALT, CASTLING, DROP, EN_PASSANT, movePromotion, NORMAL, PASS, PROMOTION, type FairyState } from './state.js';

/** Writes the legal moves into `out`; returns how many. */
export function generateLegal(s: FairyState, out: Int32Array): number {
  const c = s.c, rules = c.rules, p = s.ply;
  // The end-of-game test only where a rule or the marks of a pass or bikjang may end the game now.
  if ((endsByRule(c) || s.passed[p] === 1 || s.bikjang[p] === 1) && immediateEnd(s) !== null) return 0;
  if (c.legalByMovement) {
    const n = generatePseudo(s, out, 0);
    // Games without a royal piece may still thin the list or add walls (othello's pass, amazons' arrows).
    return rules.thinsList || rules.walling !== 0 ? thinAndWall(s, out, n) : n;
  }
  const us = s.side, ks = s.kingSq[us] as number;
  // The shortcut of pins.ts: only where legality is the plain "royal piece not attacked" test.
  let danger: Danger | undefined, evasion: Evasion | null = null;
  if (ks >= 0 && c.pinShortcut && s.bikjang[s.ply] !== 1) {
    danger = dangerOf(s);
    // In check, every move is tested in full, but for those that cannot answer the check.
    if (danger.markFrom(s, ks, us)) {
      if (danger.evasion.markFrom(s, ks, us)) evasion = danger.evasion;
      danger = undefined;
    }
  }
  let n = 0;
  if (danger !== undefined && !danger.arrivals) {
    // No square is sensitive to a piece arriving: a piece whose square is not marked, that is not
    // the royal piece, cannot take en passant now and never meets an immobility square keeps all
    // its moves, so only the other pieces' moves and the moves listed after the pieces' (castling,
    // drops, gating, passes...) are looked at one by one.
    const ranges = danger.ranges, pieces = s.count[us] as number;
    const count = generatePseudo(s, out, 0, ranges);
    const stamp = danger.current, st = danger.stamp, bits = danger.bits, cells = s.cells;
    const epTypes = s.ep0 >= 0 || s.ep1 >= 0 ? rules.epTypes[us as 0 | 1] : null;
    const stuck = rules.immobilityIllegal ? immobileCells(c) : null;
    for (let pi = 0; pi < pieces; pi++) {
      const start = ranges[2 * pi] as number, end = ranges[2 * pi + 2] as number, from = ranges[2 * pi + 1] as number;
      const cell = cells[from] as number;
      if (from !== ks && (st[from] !== stamp || ((bits[from] as number) & 1) === 0) && (epTypes === null || epTypes[(cell - 2) >> 1] !== 1) && (stuck === null || stuck[cell] !== 1)) {
        if (n === start) n = end;
        else for (let i = start; i < end; i++) out[n++] = out[i] as number;
        continue;
      }
      for (let i = start; i < end; i++) if (keepMove(s, out[i] as number, danger, ks)) out[n++] = out[i] as number;
    }
    for (let i = ranges[2 * pieces] as number; i < count; i++) if (keepMove(s, out[i] as number, danger, ks)) out[n++] = out[i] as number;
  } else if (evasion !== null) {
    const count = generatePseudo(s, out, 0), st = evasion.stamp, mark = evasion.current;
    for (let i = 0; i < count; i++) {
      const m = out[i] as number, from = m & 127, to = (m >> 7) & 127, kind = (m >> 14) & 7;
      // Another piece's plain move (not en passant, castling, a pass or a swap) that neither takes the checker nor blocks: still in check.
      if (from !== ks && to !== ks && st[to] !== mark && kind !== EN_PASSANT && kind !== CASTLING && kind !== PASS && (m & ALT) === 0) continue;
      if (legal(s, m)) out[n++] = m;
    }
  } else {
    const count = generatePseudo(s, out, 0);
    for (let i = 0; i < count; i++) if (keepMove(s, out[i] as number, danger, ks)) out[n++] = out[i] as number;
  }
  return rules.thinsList || rules.walling !== 0 ? thinAndWall(s, out, n) : n;
}

/** The rules that thin out the legal list of `n` moves, then the walls; returns the new count. */
function thinAndWall(s: FairyState, out: Int32Array, n: number): number {
  const rules = s.c.rules;
  if (rules.thinsList) {
    if (rules.mustCapture) n = capturesOnly(s, out, n);
    if (rules.mustDrop) n = mustDropFilter(s, out, n);
    if (n > 1 && rules.passOnStalemate[s.side as 0 | 1]) n = passOnlyWhenStuck(s, out, n);
  }
  // Walling games: each legal move once per square its wall may take (walls.ts).
  if (rules.walling !== 0) n = s.files.walls!.addWalls(s, out, n);
  return n;
}

/**
 * Is the pseudo-legal move `m` legal? With `danger` (the royal piece at `ks` not in check), a move
 * that neither leaves nor reaches a marked square is, unless it is special (en passant, castling,
 * drops under the drop rules, sittuyin promotions) or lands where its piece could never move again.
 */
function keepMove(s: FairyState, m: number, danger: Danger | undefined, ks: number): boolean {
  if (danger !== undefined) {
    const rules = s.c.rules;
    const from = m & 127, to = (m >> 7) & 127, kind = (m >> 14) & 7;
    const stamp = danger.current, st = danger.stamp, bits = danger.bits;
    if (from !== ks && kind !== EN_PASSANT && kind !== CASTLING && (kind !== DROP || (rules.bishopType < 0 && movePromotion(m) !== rules.dropMateIllegal)) && (kind !== PROMOTION || !rules.sittuyinPromotion) && (st[from] !== stamp || ((bits[from] as number) & 1) === 0) && (st[to] !== stamp || ((bits[to] as number) & 2) === 0)) {
      return !(rules.immobilityIllegal && kind === NORMAL && s.c.immobile[(s.cells[from] as number) * s.c.n + to] === 1);
    }
    // Not in check (the marks say so): castling need not ask again.
    if (kind === CASTLING) return s.files.castling!.legal(s, m, true);
  }
  return legal(s, m);
}

/** A move that keepMove's shortcuts cannot pass: isLegal's tests, then, for a drop, shogi's pawn-drop mate. */
function legal(s: FairyState, m: number): boolean {
  return isLegal(s, m) && (((m >> 14) & 7) !== DROP || !pawnDropMates(s, m, countReplies));
}

/** The number of legal replies, listed in a buffer kept per ply (the pawn-drop mate test). */
function countReplies(s: FairyState): number {
  return generateLegal(s, replyBuffer(s));
}

// Per state, not per game (as `dangers` below): each state lists its replies into its own buffers.
const replyBuffers = new WeakMap<FairyState, Int32Array[]>();
/** A move buffer for the position at the state's current ply (allocated once per ply depth). */
function replyBuffer(s: FairyState): Int32Array {
  let pool = replyBuffers.get(s);
  if (!pool) { pool = []; replyBuffers.set(s, pool); }
  let buf = pool[s.ply];
  if (!buf) { buf = new Int32Array(MAX_MOVES); pool[s.ply] = buf; }
  return buf;
}

/** Per piece code: 1 when some square is one the piece could never move from (immobilityIllegal); built once per game. */
const immobileCells = /* @__PURE__ */ perGame((c: Compiled): Uint8Array => {
  const out = new Uint8Array(c.nc);
  for (let i = 0; i < c.immobile.length; i++) if (c.immobile[i] === 1) out[Math.floor(i / c.n)] = 1;
  return out;
});

const dangers = new WeakMap<FairyState, Danger[]>();
/** The marks for the state's current ply (one per ply depth: a pawn-drop mate test lists the replies inside the legality test). */
function dangerOf(s: FairyState): Danger {
  let pool = dangers.get(s);
  if (!pool) { pool = []; dangers.set(s, pool); }
  let d = pool[s.ply];
  if (!d) { d = new Danger(s.c.n); pool[s.ply] = d; }
  return d;
}

/** Compulsory captures: when a capture is among the moves, only captures remain. */
function capturesOnly(s: FairyState, out: Int32Array, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (isCapture(s, out[i] as number)) out[k++] = out[i] as number;
  return k > 0 ? k : n;
}
