/**
 * Which Betza moves Fairy-Stockfish actually plays (facts from its bitboard.cpp `init_pieces`
 * and bitboard.h `attacks_bb`/`moves_bb`). It reads any atom (piece.cpp), but generates moves
 * from a fixed set of tables, per move kind (quiet, capture, initial quiet):
 *
 * - plain leaps: every leaper atom;
 * - lame leaps only along the four lame tables: dabbaba `nD`, horse `nN`, elephant `nA`,
 *   janggi elephant `nZ`/`nJ`; any other lame leaper (`nW`, `nF`, `nK`, `nH`, `nC`, `nG`) moves nowhere;
 * - riders only along rook, bishop and nightrider lines (`R B Q`, `WW FF KK NN`, ranges);
 *   any other rider (`DD`, `AA`, `HH`, `CC`, `ZZ`, `GG`, `D2`) moves nowhere;
 * - hoppers only along rook and bishop lines (`pR`, `gB`); `pN`, `gD`, … move nowhere.
 *
 * Those tables cover whole families of directions (the rook table both ways along a file), and
 * what they give is cut to the squares any part of the piece marks on an empty board. So a part
 * that moves nowhere, or a one-way rider, can widen another part: `fRbnW` also steps back one
 * square, `fRbpR` slides backwards too. Such pieces are refused here rather than played
 * otherwise than Fairy-Stockfish plays them.
 */
import { badDefinition } from '../invalid-definition.js';
import type { BetzaMove } from './betza-move.js';

const LAME_TABLES = new Set(['2,0', '2,1', '2,2', '3,2']);
const RIDER_LINES = new Set(['1,0', '1,1', '2,1']);
const HOPPER_LINES = new Set(['1,0', '1,1']);

/** The atom's shape: the larger and the smaller of its two steps (a knight is 2,1 whichever way it points). */
function shape(m: BetzaMove): string {
  const a = Math.abs(m.dr), b = Math.abs(m.df);
  return `${Math.max(a, b)},${Math.min(a, b)}`;
}

/** Whether Fairy-Stockfish generates moves for this part of a piece. */
function generated(m: BetzaMove): boolean {
  if (m.kind === 'step') return true;
  if (m.kind === 'lame') return LAME_TABLES.has(shape(m));
  return (m.kind === 'slide' ? RIDER_LINES : HOPPER_LINES).has(shape(m));
}

const TABLE_NAMES: Readonly<Record<string, string>> = {
  'lame 2,0': 'lame dabbaba', 'lame 2,1': 'horse', 'lame 2,2': 'elephant', 'lame 3,2': 'janggi elephant',
  'slide 1,0': 'rook', 'slide 1,1': 'bishop', 'slide 2,1': 'nightrider',
  'cannon 1,0': 'cannon', 'cannon 1,1': 'diagonal cannon', 'grasshopper 1,0': 'grasshopper', 'grasshopper 1,1': 'diagonal grasshopper',
};

/** Fairy-Stockfish's table a generated non-leap part uses (the rook, cannon and grasshopper tables come in two: along ranks and along files). */
function family(m: BetzaMove): string {
  const kind = m.kind === 'hop' ? (m.limit === 1 ? 'grasshopper' : 'cannon') : m.kind;
  const name = TABLE_NAMES[`${kind} ${shape(m)}`] ?? `${kind} ${shape(m)}`;
  if (m.kind === 'lame' || shape(m) !== '1,0') return name;
  return `${name} (${m.dr === 0 ? 'along the rank' : 'along the file'})`;
}

/** The directions a family's table covers (White's view). */
function familyDirections(m: BetzaMove): [number, number][] {
  const [a, b] = shape(m).split(',').map(Number) as [number, number];
  const all: [number, number][] = [];
  for (const [x, y] of [[a, b], [b, a]] as const) for (const sx of [1, -1]) for (const sy of [1, -1]) all.push([sx * x, sy * y]);
  const unique = [...new Map(all.map((d) => [`${d[0]},${d[1]}`, d])).values()];
  if (m.kind === 'lame' || shape(m) !== '1,0') return unique;
  return unique.filter(([dr]) => (m.dr === 0 ? dr === 0 : dr !== 0));
}

/**
 * How far along a direction a part marks squares on an empty board, in multiples of its own
 * step: leaps one; riders and hoppers up to their range (a grasshopper's whole line), none for a
 * step longer than two squares (Fairy-Stockfish's slide guard); Infinity for no limit.
 */
function marks(m: BetzaMove): number {
  if (m.kind === 'step' || m.kind === 'lame') return 1;
  if (Math.max(Math.abs(m.dr), Math.abs(m.df)) > 2) return 0;
  if (m.kind === 'hop') return m.limit > 1 ? m.limit : Infinity;
  return m.limit > 0 ? m.limit : Infinity;
}

/** `k` with v = k·d (k ≥ 1 an integer), or 0. */
function multiple(v: readonly [number, number], d: readonly [number, number]): number {
  const k = d[0] !== 0 ? v[0] / d[0] : v[1] / d[1];
  return Number.isInteger(k) && k >= 1 && v[0] === k * d[0] && v[1] === k * d[1] ? k : 0;
}

/** The moves Fairy-Stockfish generates for a piece: the parts it has no table for are dropped. */
export function playedMoves(moves: readonly BetzaMove[]): BetzaMove[] {
  return moves.filter(generated);
}

/**
 * Refuses (INVALID_DEFINITION) a piece read from `betza` whose parts would widen each other through
 * Fairy-Stockfish's tables, one move kind (quiet, capture, initial quiet) at a time. Only a user's
 * definition is checked: the built-in pieces are known to pass (test/fairy/built-in-definitions).
 */
export function checkTables(moves: readonly BetzaMove[], field: string, betza: string): void {
  const tables = new Map<string, BetzaMove[]>();
  for (const m of moves) {
    for (const mode of [m.quiet && 'q', m.capture && 'c']) {
      if (!mode) continue;
      const key = `${mode}${m.initial ? 'i' : ''}`;
      const list = tables.get(key) ?? [];
      list.push(m);
      tables.set(key, list);
    }
  }
  for (const list of tables.values()) checkTable(list, field, betza);
}

/** One move kind's parts: no family table may reach a square the piece's own part in that direction does not. */
function checkTable(parts: readonly BetzaMove[], field: string, betza: string): void {
  const plainLeaps = new Set(parts.filter((m) => m.kind === 'step').map((m) => `${m.dr},${m.df}`));
  const families = new Map<string, BetzaMove>();
  for (const m of parts) if (m.kind !== 'step' && generated(m)) families.set(family(m), m);
  for (const [name, sample] of families) {
    const lameTable = sample.kind === 'lame';
    for (const d of familyDirections(sample)) {
      // How far the piece's own part of this family reaches along d (the table gives that anyway).
      let own = 0;
      for (const m of parts) {
        if (m.dr === d[0] && m.df === d[1] && m.kind !== 'step' && generated(m) && family(m) === name) own = lameTable ? Infinity : marks(m);
      }
      if (own === Infinity) continue;
      // Squares other parts mark along d, in multiples of d (a lame table reaches d itself only).
      for (const m of parts) {
        const reach = marks(m);
        let first: number, step: number, last: number;
        if (lameTable) {
          const k = multiple(d, [m.dr, m.df]);
          if (k === 0 || k > reach) continue;
          first = last = step = 1;
        } else {
          const k = multiple([m.dr, m.df], d);
          if (k === 0) continue;
          first = step = k;
          last = Math.min(reach * k, own + 8);
        }
        for (let at = first; at <= last; at += step) {
          if (at <= own || plainLeaps.has(`${at * d[0]},${at * d[1]}`)) continue;
          badDefinition(`${field}: ${JSON.stringify(betza)} is not supported: Fairy-Stockfish's ${name} table would also take it ${at * d[0]} ranks and ${at * d[1]} files away, a square another part of the piece marks, so it plays this piece otherwise than its atoms say`);
        }
      }
    }
  }
}
