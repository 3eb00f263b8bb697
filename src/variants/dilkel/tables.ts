/**
 * The Dilkel board and everything compiled from it once: per-seat movement
 * tables built from the core's chess atoms, pawn directions, baselines,
 * castling geometry and Zobrist keys. Built lazily on first use.
 */
import { compileAtoms, type Atom, type CompiledAtom } from '../../core/atoms.js';
import { compileAttackMap, type AttackMap } from '../../core/attacks.js';
import { opposite, resolveDirection, type Compass } from '../../core/directions.js';
import { NONE, type Board } from '../../core/graph.js';
import { lazy } from '../../core/lazy.js';
import { CHESS_PIECES } from '../../core/pieces.js';
import { rect } from '../../core/shapes.js';
import { offsetTable, pathTable, type TargetTable } from '../../core/tables.js';
import { zobristTable, type ZobristTable } from '../../core/zobrist.js';
import { DILKEL_BACK_RANK, DILKEL_SEATS } from './seating.js';

/** Piece kinds as small integers; a piece code is `seat * 8 + kind`, 0 is an empty square. */
export const PAWN = 1, KNIGHT = 2, BISHOP = 3, ROOK = 4, QUEEN = 5, KING = 6;
/** Kind letters by kind number. */
export const KIND_LETTERS = ' PNBRQK';

/** "The Pawn may only take an opposing piece by moving diagonally one square forward" — its attack, as an atom. */
export const PAWN_CAPTURE: readonly Atom[] = [{ kind: 'step', dirs: ['forward-left', 'forward-right'], mode: 'capture' }];

/** The cross: a 14x14 grid without its four 3x3 corners (160 squares, a1–n14). */
export function createDilkelBoard(): Board {
  return rect(14, 14, { hole: (f, r) => (f < 3 || f > 10) && (r < 3 || r > 10) });
}

/** How one kind of piece moves for one seat, compiled from atoms. */
export interface KindMoves {
  /** Step and leap targets per square (null when the kind only slides). */
  readonly table: TargetTable | null;
  /** Slide direction indices. */
  readonly slides: Int32Array;
}

/** Castling geometry toward one rook. */
export interface CastleSide {
  readonly king: number;
  readonly rook: number;
  readonly kingTo: number;
  readonly rookTo: number;
  /** Squares strictly between king and rook (must be empty). */
  readonly between: readonly number[];
  /** Squares the king passes over and lands on (must not be attacked). */
  readonly kingPath: readonly number[];
}

/** Everything compiled once for the Dilkel board. */
export interface DilkelTables {
  readonly board: Board;
  readonly size: number;
  readonly seats: number;
  /** `moves[seat * 8 + kind]` for knight … king. */
  readonly moves: readonly (KindMoves | undefined)[];
  readonly forward: Int32Array;
  /** Per seat the two diagonal-forward capture directions. */
  readonly captureDirs: readonly Int32Array[];
  /** Per seat: squares from which that seat's pawn captures onto a square. */
  readonly pawnAttackFrom: readonly TargetTable[];
  /** Per seat: 1 on squares where its pawns promote (every other seat's baseline). */
  readonly promotes: readonly Uint8Array[];
  /** Per seat: 1 on its pawns' starting squares. */
  readonly pawnStart: readonly Uint8Array[];
  /** The seat sitting directly opposite. */
  readonly oppositeSeat: Int32Array;
  /** Per seat: [short side, long side]. */
  readonly castle: readonly (readonly [CastleSide, CastleSide])[];
  /** Per seat: its eight baseline squares (own left to right). */
  readonly baseline: readonly Int32Array[];
  /** Opposite direction index. */
  readonly oppositeDir: Int32Array;
  /** The core attack map of every piece code (pawns by their capture atom). */
  readonly attacks: AttackMap;
  /** Per seat: 1 for the piece codes of every other seat (its possible attackers). */
  readonly enemies: readonly Uint8Array[];
  readonly zobrist: ZobristTable;
}

/** Zobrist features: a piece code on a square (`code * 160 + square`). */
export const Z_PIECE = 0;
/** Zobrist features: the seat to move. */
export const Z_TURN = 32 * 160;
/** Zobrist features: the eight castling rights. */
export const Z_CASTLE = Z_TURN + 4;
/** Zobrist features: a seat's en passant square (`seat * 160 + square`). */
export const Z_EP = Z_CASTLE + 8;
/** Zobrist features: a seat is eliminated. */
export const Z_OUT = Z_EP + 4 * 160;
/** Zobrist features: captured counts (`(seat * 8 + kind) * Z_MAX_COUNT + count`). */
export const Z_CAPTURED = Z_OUT + 4;
/** Captured counts are hashed up to this value (more is impossible in play). */
export const Z_MAX_COUNT = 17;

function compileKind(board: Board, atoms: readonly CompiledAtom[]): KindMoves {
  const paths: number[][] = [];
  const offsets: (readonly [number, number])[] = [];
  const slides: number[] = [];
  for (const a of atoms) {
    if (a.kind === 'step') for (const d of a.dirs) paths.push([d]);
    else if (a.kind === 'leap') offsets.push(...a.offsets);
    else if (a.kind === 'slide') slides.push(...a.dirs);
  }
  let table: TargetTable | null = null;
  if (paths.length > 0 && offsets.length > 0) throw new Error('a kind mixing steps and leaps is not needed by Dilkel');
  if (paths.length > 0) table = pathTable(board, paths);
  if (offsets.length > 0) table = offsetTable(board, offsets);
  return {
    table,
    slides: Int32Array.from(slides),
  };
}

function castleSide(board: Board, king: number, rook: number, aligned: (a: number, b: number) => number): CastleSide {
  const dir = aligned(king, rook);
  const ray = board.ray(king, dir);
  const between = ray.slice(0, ray.indexOf(rook));
  return { king, rook, kingTo: ray[1] as number, rookTo: ray[0] as number, between, kingPath: [ray[0] as number, ray[1] as number] };
}

/** The compiled tables (built on first call). */
export const dilkelTables = /* @__PURE__ */ lazy((): DilkelTables => {
  const board = createDilkelBoard();
  const n = board.size;
  const dir = (c: Compass): number => board.dirIndex(c);
  const dirAt = (a: number, b: number): number => {
    for (let d = 0; d < board.directions.length; d++) if (board.ray(a, d).includes(b)) return d;
    return NONE;
  };
  const id = (name: string): number => {
    const i = board.nodeId(name);
    if (i === NONE) throw new Error(`seating names a square that is not on the board: ${name}`);
    return i;
  };
  const moves: (KindMoves | undefined)[] = [];
  const atomsByCode: (CompiledAtom[] | undefined)[] = Array.from({ length: DILKEL_SEATS.length * 8 }, () => undefined);
  const forward = new Int32Array(DILKEL_SEATS.length);
  const captureDirs: Int32Array[] = [];
  const pawnAttackFrom: TargetTable[] = [];
  const promotes: Uint8Array[] = [];
  const pawnStart: Uint8Array[] = [];
  const baseline = DILKEL_SEATS.map((s) => Int32Array.from(s.baseline.map(id)));
  const oppositeSeat = new Int32Array(DILKEL_SEATS.length).fill(-1);
  const castle: (readonly [CastleSide, CastleSide])[] = [];
  DILKEL_SEATS.forEach((seat, s) => {
    const letters = ['N', 'B', 'R', 'Q', 'K'] as const;
    letters.forEach((letter) => {
      const atoms = compileAtoms(board, CHESS_PIECES[letter], seat.forward);
      atomsByCode[s * 8 + KIND_LETTERS.indexOf(letter)] = atoms;
      moves[s * 8 + KIND_LETTERS.indexOf(letter)] = compileKind(board, atoms);
    });
    atomsByCode[s * 8 + PAWN] = compileAtoms(board, PAWN_CAPTURE, seat.forward);
    forward[s] = dir(seat.forward);
    const caps = Int32Array.from(['forward-left', 'forward-right'].map((r) => dir(resolveDirection(r as 'forward-left', seat.forward))));
    captureDirs.push(caps);
    pawnAttackFrom.push(pathTable(board, Array.from(caps, (c) => [dir(opposite(board.directions[c] as Compass))])));
    const promo = new Uint8Array(n);
    baseline.forEach((b, other) => { if (other !== s) for (const sq of b) promo[sq] = 1; });
    promotes.push(promo);
    const start = new Uint8Array(n);
    for (const p of seat.pawns) start[id(p)] = 1;
    pawnStart.push(start);
    DILKEL_SEATS.forEach((o, j) => { if (o.forward === opposite(seat.forward)) oppositeSeat[s] = j; });
    const b = baseline[s] as Int32Array;
    const king = b[DILKEL_BACK_RANK.indexOf('K')] as number;
    const rooks = [b[DILKEL_BACK_RANK.indexOf('R')] as number, b[DILKEL_BACK_RANK.lastIndexOf('R')] as number];
    const sides = rooks.map((r) => castleSide(board, king, r, dirAt));
    sides.sort((x, y) => x.between.length - y.between.length); // short side: toward the nearer rook
    castle.push([sides[0] as CastleSide, sides[1] as CastleSide]);
  });
  const oppositeDir = Int32Array.from(board.directions, (d) => dir(opposite(d as Compass)));
  const attacks = compileAttackMap(board, atomsByCode);
  const enemies = DILKEL_SEATS.map((_, s) => Uint8Array.from({ length: DILKEL_SEATS.length * 8 }, (_, code) => (code >> 3 !== s && (code & 7) !== 0 && (code & 7) <= KING ? 1 : 0)));
  return {
    board, size: n, seats: DILKEL_SEATS.length, moves, forward, attacks, enemies, captureDirs, pawnAttackFrom, promotes, pawnStart,
    oppositeSeat, castle, baseline, oppositeDir,
    zobrist: zobristTable(Z_CAPTURED + 32 * Z_MAX_COUNT, 0xd11e1),
  };
});
