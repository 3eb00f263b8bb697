/**
 * Where a piece of a fairy game stands, and whether it waits in hand, as a bot's evaluation sees it:
 * a term in pawns per piece code and square added to the piece's worth (piece-values.ts), and a
 * bonus for a piece in hand. Game knowledge as data: every term follows from how the piece moves
 * (read from the compiled move tables) and from the definition's rules, so a game given as an ini
 * file gets it too. The terms are those of Fairy-Stockfish's piece-square initialisation for pieces
 * without a table of their own (src/psqt.cpp, middle-game halves, 126 to the pawn):
 * - a rider (slider or hopper) gains 5 per file from the edge, doubled, and per rank from the nearer
 *   back rank (centralisation); a pawn-like piece (no quiet step backwards) 5 per file from the edge,
 *   doubled; any other leaper 10 per file and rank from the edges, 20 when it steps one square at a time;
 * - a xiangqi soldier short of its promotion rank (the river) loses part of its worth, more the
 *   further back it stands and the nearer the edge;
 * - the king: Fairy-Stockfish's KingBonus by rank counted from the pawns' rank and by file from the
 *   edge (at home and off the centre is safer), doubled where captured pieces go to the hand (there
 *   a king in the open is mated by drops);
 * - a piece in hand is worth its board worth plus 35 (a rider) or 70 (any other piece): a drop can
 *   land anywhere, and the non-riders gain most from that.
 * Where captures go to the hand, Fairy-Stockfish halves every material value and keeps these terms,
 * so here, with the whole values, the terms count double.
 */
import type { Compiled } from './compile.js';
import { QUIET } from './compile.js';

const PAWN = 126;

/** Fairy-Stockfish's KingBonus, middle game: rank 1–8 from the pawns' rank, files a–d (mirrored). */
const KING_BONUS: readonly (readonly number[])[] = [
  [271, 327, 271, 198], [278, 303, 234, 179], [195, 258, 169, 120], [164, 190, 138, 98],
  [154, 179, 105, 70], [123, 145, 81, 31], [88, 120, 65, 33], [59, 89, 45, -1],
];

/** What the bot adds for each code on each square (pawns, index code * n + square) and for each type in hand. */
export interface SquareValues {
  readonly onSquare: Float64Array;
  readonly inHand: Float64Array;
}

/** How a type moves, read from side 0's tables over every square. */
function shapeOf(c: Compiled, t: number): { rider: boolean; pawnLike: boolean; slow: boolean } {
  const n = c.n, files = c.files;
  let rider = false, anyQuiet = false, backwards = false, slow = true;
  for (let sq = 0; sq < n; sq++) {
    const key = t * n + sq;
    if ((c.rayStart[key + 1] as number) > (c.rayStart[key] as number) || (c.hopStart[key + 1] as number) > (c.hopStart[key] as number)) rider = true;
    const r = Math.floor(sq / files), f = sq % files;
    for (let i = c.leapStart[key] as number, end = c.leapStart[key + 1] as number; i < end; i += 4) {
      const to = c.leapData[i] as number, mode = c.leapData[i + 1] as number;
      if (!(mode & QUIET)) continue;
      anyQuiet = true;
      const dr = Math.floor(to / files) - r, df = (to % files) - f;
      if (dr < 0) backwards = true;
      if (Math.max(Math.abs(dr), Math.abs(df)) > 1) slow = false;
    }
  }
  return { rider, pawnLike: !rider && anyQuiet && !backwards, slow: !rider && slow };
}

/** The rank (0 = the first player's first) of the first player's pawns at the start, 1 when it has none. */
function pawnRank(c: Compiled): number {
  const board = c.def.startFen.split(' ')[0] ?? '';
  let rank = c.ranks - 1, found = 1;
  for (const row of board.split('/')) {
    for (const ch of row) {
      const t = c.typeOf.get(ch);
      const name = t === undefined ? undefined : c.builtin[t];
      if (ch === ch.toUpperCase() && (name === 'pawn' || name === 'shogiPawn')) found = rank;
    }
    rank--;
  }
  return found;
}

/** The terms of the module comment for game `c`. */
export function squareValues(c: Compiled): SquareValues {
  const n = c.n, files = c.files, ranks = c.ranks, nt = c.nt;
  const drops = c.rules.capturesToHand;
  const scale = (drops ? 2 : 1) / PAWN;
  const soldierRank = Math.max(1, Math.min(ranks, Number(c.def.soldierPromotionRank ?? 1))) - 1;
  const home = pawnRank(c);
  const onSquare = new Float64Array((2 + 2 * nt) * n);
  const inHand = new Float64Array(nt);
  for (let t = 0; t < nt; t++) {
    const shape = shapeOf(c, t), name = c.builtin[t], worth = (c.values[t] ?? 0) * PAWN;
    inHand[t] = 35 * (shape.rider ? 1 : 2) * scale;
    for (let sq = 0; sq < n; sq++) {
      const r = Math.floor(sq / files), f0 = sq % files;
      const f = Math.min(f0, files - 1 - f0); // files from the nearer edge
      const fromBack = Math.max(Math.min(r, ranks - 1 - r), 1);
      let v: number;
      if (t === c.king) v = (drops ? 2 : 1) * ((KING_BONUS[Math.max(0, Math.min(7, r - home + 1))] as readonly number[])[Math.min(f, 3)] as number);
      else if (shape.rider) v = 5 * (2 * f + fromBack - (files - 1) - 1);
      else if (shape.pawnLike) v = 5 * (2 * f - (files - 1));
      else v = 10 * (shape.slow ? 2 : 1) * (f + fromBack - (files - 1) / 2);
      if (name === 'soldier' && r < soldierRank) v -= (worth * (soldierRank - r)) / (4 + f);
      // Side 0 reads the square as it stands, side 1 from the other end (ranks mirrored).
      onSquare[(2 + 2 * t) * n + sq] = v * scale;
      onSquare[(3 + 2 * t) * n + (ranks - 1 - r) * files + f0] = v * scale;
    }
  }
  return { onSquare, inHand };
}
