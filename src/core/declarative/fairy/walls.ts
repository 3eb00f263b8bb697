/**
 * Walling (Fairy-Stockfish `wallingRule`; movegen.cpp make_move_and_gating, position.cpp
 * do_move "Add gated wall square"): every move also places a wall on a square left empty after
 * it. `duck`: the one duck moves to any empty square but its own (duck chess); `arrow`: a new wall
 * where the moved piece could move next from its new square (amazons); `past`: a wall on the
 * square the piece left (snailtrail); `static`: a new wall on any empty square (isolation); `edge`:
 * as static, on the edge or beside a wall (edge-walls.ts, atlantis). Walls stand only in
 * `wallingRegion`. A pass places none, but the wall alone of wallOrMove (wall-or-move.ts).
 *
 * A walling move is one integer still: the wall square (plus one) sits in bits 23–29, which gating uses in
 * other games (move-code.ts; a game cannot have both). The listing multiplies each legal move by
 * its wall squares; the duck's square before the move is kept by ply for unmake.
 *
 * A rule file (rule-files.ts): the state and the legal list call it through `s.files.walls`, in
 * walling games only, so the other games' apps (xiangqi's, shogi's) leave it out.
 */
import { ARROW, DUCK, EDGE, PAST, QUIET, WALL, type Compiled } from './compile.js';
import type { edgeWallsRule } from './edge-walls.js';
import type { wallOrMoveRule } from './wall-or-move.js';
import { CASTLING, DROP, EN_PASSANT, moveFrom, moveKind, moveTo, moveWall, PASS, WALL_SHIFT } from './move-code.js';

/**
 * What listing walls needs of the state (declared here, not imported: the state holds this file
 * among its rule files, and the two would otherwise import each other).
 */
export interface WallListingState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly side: number;
  readonly kingSq: Int16Array;
  /** The walling rules' own files (rule-files.ts): walls on the edge, a wall instead of a move. */
  readonly files: { readonly edgeWalls?: typeof edgeWallsRule; readonly wallOrMove?: typeof wallOrMoveRule };
  castleTargets(m: number): [number, number];
  epVictim(to: number): number;
}

/** Scratch: the base moves of one listing (filled and read within one call). */
let bases = new Int32Array(0);

/** Replaces the `n` legal moves in `out` by each move with each of its wall squares; returns the new count. */
export function addWalls(s: WallListingState, out: Int32Array, n: number): number {
  const c = s.c, cells = s.cells, rule = c.rules.walling;
  let region = c.rules.wallingRegion[s.side as 0 | 1];
  if (rule === EDGE) region = s.files.edgeWalls!.region(c, cells, region);
  if (c.rules.wallOrMove) return s.files.wallOrMove!.add(s, out, n, region);
  if (bases.length < n) bases = new Int32Array(Math.max(n, 256));
  bases.set(out.subarray(0, n));
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = bases[i] as number, kind = moveKind(m);
    if (kind === PASS) { out[k++] = m; continue; }
    const from = moveFrom(m), to = moveTo(m);
    if (rule === PAST) {
      if (kind !== DROP && region[from] === 1) out[k++] = m | ((from + 1) << WALL_SHIFT);
      continue;
    }
    // The board after the move, for the squares it leaves empty.
    const mover = cells[from] as number;
    let kto = -1, rto = -1, rook = 0, victimSq = -1, victim = 0;
    if (kind === CASTLING) {
      [kto, rto] = s.castleTargets(m) as [number, number];
      rook = cells[to] as number;
      cells[to] = 0;
    } else if (kind === EN_PASSANT) {
      victimSq = s.epVictim(to);
      victim = cells[victimSq] as number;
      cells[victimSq] = 0;
    }
    const target = cells[to] as number;
    if (kind !== DROP) cells[from] = 0;
    if (kind === CASTLING) { cells[kto] = mover; cells[rto] = rook; } else cells[to] = mover === 0 ? WALL : mover;
    if (rule === ARROW) k = arrowSquares(s, out, k, m, kind === CASTLING ? kto : to, mover, region);
    else for (let sq = 0; sq < c.n; sq++) if (cells[sq] === 0 && region[sq] === 1) out[k++] = m | ((sq + 1) << WALL_SHIFT);
    // Back as it was.
    if (kind === CASTLING) { cells[kto] = 0; cells[rto] = 0; cells[to] = rook; } else cells[to] = target;
    cells[from] = kind === DROP ? 0 : mover;
    if (victimSq >= 0) cells[victimSq] = victim;
  }
  return k;
}

/** Arrows: the empty squares the piece `cell` standing on `at` reaches by its quiet rides and leaps. */
function arrowSquares(s: WallListingState, out: Int32Array, k: number, m: number, at: number, cell: number, region: Uint8Array): number {
  const c = s.c, cells = s.cells, us = (cell - 2) & 1, key = (us * c.nt + ((cell - 2) >> 1)) * c.n + at;
  const rd = c.rayData, ld = c.leapData;
  for (let i = c.rayStart[key] as number, end = c.rayStart[key + 1] as number; i < end;) {
    const mode = rd[i] as number, len = rd[i + 1] as number;
    i += 2;
    if (mode & QUIET) {
      for (let j = 0; j < len; j++) {
        const sq = rd[i + j] as number;
        if (cells[sq] !== 0) break;
        if (region[sq] === 1) out[k++] = m | ((sq + 1) << WALL_SHIFT);
      }
    }
    i += len;
  }
  // Quiet leaps, a lame one only over empty squares (hoppers are not looked at: no built-in arrow game has one).
  for (let i = c.leapStart[key] as number, end = c.leapStart[key + 1] as number; i < end; i += 4) {
    const sq = ld[i] as number, p1 = ld[i + 2] as number, p2 = ld[i + 3] as number;
    if ((p1 >= 0 && cells[p1] !== 0) || (p2 >= 0 && cells[p2] !== 0)) continue;
    if ((ld[i + 1] as number) & QUIET && cells[sq] === 0 && region[sq] === 1) out[k++] = m | ((sq + 1) << WALL_SHIFT);
  }
  return k;
}

/** What placing walls needs of the state. */
export interface WallState {
  readonly c: Compiled;
  readonly cells: Uint8Array;
  readonly duckSq: Int16Array;
  toggleWall(sq: number): void;
}

/** Places the wall of move `m` (made at ply `p`); the duck leaves its old square first. */
export function placeWall(s: WallState, m: number, p: number): void {
  const w = moveWall(m);
  if (s.c.rules.walling === DUCK) {
    const old = s.duckSq[p] as number;
    if (old >= 0) { s.cells[old] = 0; s.toggleWall(old); }
    s.duckSq[p + 1] = w;
  }
  s.cells[w] = WALL;
  s.toggleWall(w);
}

/** Takes the wall of move `m` (made at ply `p`) away; the duck returns to its old square. */
export function removeWall(s: WallState, m: number, p: number): void {
  s.cells[moveWall(m)] = 0;
  if (s.c.rules.walling === DUCK) {
    const old = s.duckSq[p] as number;
    if (old >= 0) s.cells[old] = WALL;
  }
}


/** The rule file: the walls of the legal list, placed by make and taken back by unmake. */
export const wallsRule = { addWalls, placeWall, removeWall };
