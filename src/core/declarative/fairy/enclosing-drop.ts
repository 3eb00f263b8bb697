/**
 * Where a drop may land under Fairy-Stockfish's `enclosingDrop` (position.h drop_region): while a
 * square of `enclosingDropStart` is empty, only there (Othello's four centre squares); else
 * `reversi` only where the drop would flip a line of the opponent's pieces (flip-enclosed.ts),
 * `ataxx` only next to a piece of the side's own (a clone), and the drop-only rules each in its file:
 * `snort` (snort-drop.ts), `top` (drop-on-top.ts), `anyside` (anyside-drop.ts). With `freeDrops`
 * (ataxx) every type may be dropped without a piece in hand.
 */
import { ANYSIDE, ATAXX, REVERSI, SNORT, TOP, WALL, type Compiled } from './compile.js';
import { anysideLandings } from './anyside-drop.js';
import { ataxxReplies } from './ataxx-replies.js';
import { onTop } from './drop-on-top.js';
import { eightLines, type EightLines } from './eight-lines.js';
import { DROP } from './move-code.js';
import { perGame } from './per-game.js';
import { reversiDrops, reversiReplies } from './reversi-drops.js';
import { wideReversiDrops, wideReversiReplies } from './reversi-words.js';
import { snortOk } from './snort-drop.js';
import type { BoardCells } from './board-cells.js';

/** What the enclosing drops need of the state (declared here: the state reaches this file through its rule files, rule-files.ts). */
export interface EnclosingDropState extends BoardCells {
  readonly hand: Int16Array;
  readonly side: number;
  /** Pieces per cell code, and each side's piece squares (state.ts). */
  readonly count: Int16Array;
  readonly plist: Int16Array;
  /** Scratch marks: a square is marked when seen[sq] equals the stamp. */
  readonly seen: Int32Array;
  seenStamp: number;
  /** The position was loaded with walls on the board. */
  readonly loadedWalls: boolean;
}

/** Drops of the side to move on the squares the enclosing rule leaves, written from `at`; returns the new end. */
export function generateEnclosingDrops(s: EnclosingDropState, out: Int32Array, at: number): number {
  const c = s.c, rules = c.rules, n = c.n, nt = c.nt, us = s.side, cells = s.cells, ok = rules.dropOk;
  const start = rules.enclosingDropStart;
  let opening = false;
  if (start !== null) {
    const first = startSquares(c);
    for (let i = 0; i < first.length && !opening; i++) if (cells[first[i] as number] === 0) opening = true;
  }
  // anyside replaces the drop region outright (Fairy-Stockfish starts it from no squares).
  const rule = rules.enclosingDrop;
  let landing: Uint8Array | null = null;
  if (!opening && rule === ANYSIDE) anysideLandings(s, landing = new Uint8Array(n));
  // Past the opening, the empty squares next to a piece the rule asks for (the side's own for ataxx,
  // the opponent's for reversi) are listed first, from the pieces' lists: far fewer than the empty squares.
  const reversi = rule === REVERSI, marks = !opening && (reversi || rule === ATAXX);
  // Walls change the reversi test (reversiLine): with walls about, every line is walked.
  const allLines = s.loadedWalls || rules.walling !== 0;
  // Without walls, reversi's test of every empty square at once (reversi-drops.ts), where the board fits its words.
  if (reversi && marks && !allLines) {
    const codes = dropCodes.length >= nt ? dropCodes : (dropCodes = new Int32Array(nt));
    for (let t = 0; t < nt; t++) codes[t] = rules.freeDrops || (s.hand[us * nt + t] as number) > 0 ? DROP << 14 | t << 17 : -1;
    // Boards of up to 64 squares in two words, up to 128 in four (reversi-words.ts).
    let k = reversiDrops(c, s.plist, s.count, us, codes, out, at);
    if (k < 0) k = wideReversiDrops(c, s.plist, s.count, us, codes, out, at);
    if (k >= 0) return k;
  }
  const lines = eightLines(c), m = marks ? listNeighbours(s, lines, reversi ? us ^ 1 : us) : 0, list = candidates, dirs = towards;
  let k = at;
  for (let t = 0; t < nt; t++) {
    if (!rules.freeDrops && (s.hand[us * nt + t] as number) <= 0) continue;
    const base = (us * nt + t) * n, code = DROP << 14 | t << 17;
    if (marks) {
      for (let i = 0; i < m; i++) {
        const sq = list[i] as number;
        if (ok[base + sq] === 1 && (!reversi || reversiLine(cells, lines, sq, us, allLines ? 255 : (dirs[sq] as number)))) out[k++] = sq | (sq << 7) | code;
      }
    } else {
      for (let sq = 0; sq < n; sq++) {
        if (cells[sq] !== 0) continue;
        if (landing !== null ? landing[sq] === 1 : ok[base + sq] === 1 && (opening ? (start as Uint8Array)[sq] === 1 : rule === 0 || dropOnlyRuleOk(s, rule, sq, us))) {
          out[k++] = sq | (sq << 7) | code;
        }
      }
    }
  }
  return k;
}

/** Scratch: per type, the code of its drops, -1 for none (filled and read within one call). */
let dropCodes = new Int32Array(0);

/** The squares of the game's enclosingDropStart region, none without one (made once per game). */
const startSquares = /* @__PURE__ */ perGame((c: Compiled): Int16Array => {
  const region = c.rules.enclosingDropStart, squares: number[] = [];
  if (region !== null) for (let sq = 0; sq < region.length; sq++) if (region[sq] === 1) squares.push(sq);
  return Int16Array.from(squares);
});

/** The drop-only rules' test of an empty square (past the opening). */
function dropOnlyRuleOk(s: EnclosingDropState, rule: number, sq: number, us: number): boolean {
  if (rule === TOP) return onTop(s, sq);
  if (rule === SNORT) return snortOk(s, sq, us);
  return true;
}

/** Scratch of listNeighbours: the squares listed, and per square the directions (bits) in which a listing piece stands next to it. */
let candidates = new Int16Array(0), towards = new Uint8Array(0);

/**
 * Lists in `candidates`, ascending (the order of the drops), the empty squares next to a piece of
 * `side`; returns how many. The state's `seen` scratch marks the squares listed.
 */
function listNeighbours(s: EnclosingDropState, lines: EightLines, side: number): number {
  const n = s.c.n, stamp = ++s.seenStamp, seen = s.seen, cells = s.cells, plist = s.plist, base = side * n, next = lines.next;
  if (towards.length < n) { towards = new Uint8Array(n); candidates = new Int16Array(n); }
  const dirs = towards, list = candidates;
  let m = 0;
  for (let pi = 0, pn = s.count[side] as number; pi < pn; pi++) {
    for (let d = 0, at = (plist[base + pi] as number) * 8; d < 8; d++) {
      const sq = next[at + d] as number;
      if (sq < 0 || cells[sq] !== 0) continue;
      if (seen[sq] !== stamp) {
        seen[sq] = stamp;
        dirs[sq] = 0;
        // Insertion into the ascending list (it stays short: the squares next to the pieces).
        let i = m++;
        for (; i > 0 && (list[i - 1] as number) > sq; i--) list[i] = list[i - 1] as number;
        list[i] = sq;
      }
      // Seen from the empty square, the piece stands the opposite way (d ^ 4: the directions go round).
      dirs[sq] = (dirs[sq] as number) | (1 << (d ^ 4));
    }
  }
  return m;
}

/**
 * The rest of the reversi test as Fairy-Stockfish makes it, for a square next to a piece of the
 * opponent's: along some line from the square (those of the bits of `dirs`), past the opponent's
 * pieces, the first empty square or piece of the side's own is its own piece and not next to the
 * square. Walls are not on Fairy-Stockfish's board here (board_bb leaves them out), so a line runs
 * through them: a drop may stand on a line of walls ended by an own piece (annexation) though
 * flipping (which walls stop) then turns nothing on that line.
 */
function reversiLine(cells: Uint8Array, lines: EightLines, sq: number, us: number, dirs: number): boolean {
  const start = lines.start, squares = lines.squares;
  for (let left = dirs; left !== 0; left &= left - 1) {
    // The lowest direction left.
    const d = sq * 8 + 31 - Math.clz32(left & -left);
    for (let j = start[d] as number, e = start[d + 1] as number, first = j; j < e; j++) {
      const cell = cells[squares[j] as number] as number;
      // Over walls and the opponent's pieces (a piece code is 2 or more, its side in the lowest bit).
      if (cell === WALL || (cell >= 2 && (cell & 1) !== us)) continue;
      if (cell >= 2 && j > first) return true;
      break;
    }
  }
  return false;
}

/**
 * Perft's last two plies at once: the legal replies to each move of the legal list out[0, n), summed
 * (reversi-drops.ts reversiReplies, ataxx-replies.ts ataxxReplies), or -1 where perft must make the
 * moves (walls on a reversi board, the opening's squares not yet filled, a game or list neither counts).
 */
export function enclosingReplies(s: EnclosingDropState, out: Int32Array, n: number): number {
  const rules = s.c.rules, start = rules.enclosingDropStart;
  if (rules.enclosingDrop === ATAXX) return ataxxReplies(s, out, n);
  if (rules.enclosingDrop !== REVERSI || s.loadedWalls) return -1;
  if (start !== null) {
    const first = startSquares(s.c);
    for (let i = 0; i < first.length; i++) if (s.cells[first[i] as number] === 0) return -1;
  }
  const k = reversiReplies(s.c, s.plist, s.count, s.hand, s.side, out, n);
  return k >= 0 || s.c.n <= 64 ? k : wideReversiReplies(s.c, s.plist, s.count, s.hand, s.side, out, n);
}

/** The enclosing drops as a rule file (rule-files.ts): a drop game without them never bundles this file. */
export const enclosingDropsRule = { drops: generateEnclosingDrops, replies: enclosingReplies } as const;
