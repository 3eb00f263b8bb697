/**
 * The family's two layers must tell the same game: seeded random playouts go
 * through the immutable layer (`legalMoves`/`apply`/`status`) and through the
 * search layer (`search`: `generate`/`make`/`unmake`) side by side, and at
 * every ply — going forward and again while taking the moves back — the search
 * state's `position()` equals the immutable position field by field
 * (`endgamePlies`, `kingRuns`, the repetition keys), its hash equals the
 * variant's, and its `drawn()` (what a search reads) agrees with `status`.
 * Starts: each variant's initial position and endgames where the federation
 * move limits (FMJD 6.3/6.4, Russian 7.2.4–7.2.8, Frisian two kings v one) and
 * the Frisian king runs come into play within a playout.
 */
import { describe, expect, it } from 'vitest';
import { frisian, international, russian, type DraughtsVariant, type FamilyPosition } from '../../src/variants/draughts/index.js';
import { compileRules } from '../../src/variants/draughts/engine/context.js';
import { familyWordOrSquares } from '../../src/variants/draughts/engine/select.js';

/** mulberry32: a small seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The status the immutable layer gives, reduced to what a search reads: a draw or not (a loss is checked apart). */
const drawOf = (v: DraughtsVariant, p: FamilyPosition): boolean | 'lost' => {
  const s = v.status(p);
  if (!s.over) return false;
  return s.draw !== undefined ? true : 'lost';
};

function playout(v: DraughtsVariant, start: FamilyPosition, seed: number, plies: number): { plies: number; draws: number; runs: number; endgame: number } {
  const next = random(seed);
  const ctx = compileRules(v.rules);
  const state = familyWordOrSquares(ctx, start);
  const checked = v.search(start);
  const buf = new Int32Array(state.maxMoves);
  const cbuf = new Int32Array(checked.maxMoves);
  const line: FamilyPosition[] = [start];
  let p = start;
  const seen = { plies: 0, draws: 0, runs: 0, endgame: 0 };
  const agree = (q: FamilyPosition, at: string): void => {
    expect(state.position(), `${v.rules.id} seed ${seed} ${at}`).toEqual(q);
    expect(checked.position(), `${v.rules.id} seed ${seed} ${at} (public search)`).toEqual(q);
    expect(state.hash(), `${v.rules.id} seed ${seed} ${at} hash`).toBe(v.hash(q));
    const d = drawOf(v, q);
    if (d !== 'lost') expect(state.drawn(), `${v.rules.id} seed ${seed} ${at} drawn()`).toBe(d);
  };
  agree(p, 'start');
  for (let ply = 0; ply < plies; ply++) {
    const legal = v.legalMoves(p);
    const count = state.generate(buf);
    // A finished game lists no moves (docs/errors.md); the search layer still generates them (perft walks through draws).
    if (drawOf(v, p) !== false) {
      expect(legal, `${v.rules.id} seed ${seed} ply ${ply}: a finished game lists no moves`).toEqual([]);
      break;
    }
    expect(count).toBe(legal.length);
    if (count === 0) break;
    const i = Math.floor(next() * count);
    expect(state.move(buf[i] as number)).toEqual(legal[i]);
    checked.generate(cbuf);
    state.make(buf[i] as number);
    checked.make(cbuf[i] as number);
    p = v.play(p, legal[i] as (typeof legal)[number]);
    line.push(p);
    agree(p, `ply ${ply + 1} after ${legal[i]?.notation}`);
    seen.plies++;
    if (drawOf(v, p) === true) seen.draws++;
    if (p.kingRuns !== undefined) seen.runs++;
    if ((p.endgamePlies ?? 0) > 0) seen.endgame++;
  }
  // Taking every move back restores every earlier position, counters included.
  for (let k = line.length - 2; k >= 0; k--) {
    state.unmake();
    checked.unmake();
    agree(line[k] as FamilyPosition, `unmake to ply ${k}`);
  }
  return seen;
}

const on10 = (x: number, y: number): number => (9 - y) * 5 + Math.floor(x / 2) + 1;

const cases: { v: DraughtsVariant; starts: string[]; endgame: boolean; runs: boolean }[] = [
  {
    v: international,
    // The start; three pieces (two kings and a man) v a lone king; two kings v a lone king.
    starts: ['', `W:WK${on10(0, 0)},K${on10(9, 9)},${on10(4, 2)}:BK${on10(5, 7)}`, `W:WK${on10(0, 0)},K${on10(9, 9)}:BK${on10(4, 8)}`, `B:WK${on10(0, 0)},K${on10(9, 0)},K${on10(0, 8)}:BK${on10(5, 5)}`],
    endgame: true,
    runs: false,
  },
  {
    v: russian,
    // The start; three kings v a lone king on the long diagonal (7.2.7) and off it (7.2.4); kings on both sides, five pieces (7.2.6); two v one (7.2.8).
    // The start carrying a counter (out of every limit's range: the first move clears it, unmake brings it back).
    starts: ['', 'W:WKa1,Kc1,Ke1:BKh8', 'W:WKa1,Kc1,Ke1:BKh6', 'W:WKa1,Kc1,e3:BKh8,b6', 'B:WKb2,Kd2:BKf6', '|7'],
    endgame: true,
    runs: false,
  },
  {
    v: frisian,
    // The start; kings with men on both sides (king runs); two kings v one.
    starts: [
      '',
      `W:WK${on10(0, 0)},${on10(2, 2)},${on10(4, 2)}:BK${on10(9, 9)},${on10(7, 7)},${on10(5, 7)}`,
      `W:WK${on10(0, 0)},K${on10(9, 0)},${on10(1, 1)},${on10(7, 1)}:BK${on10(0, 8)},K${on10(9, 9)},${on10(2, 8)},${on10(6, 8)}`,
      `W:WK${on10(0, 0)},K${on10(9, 0)}:BK${on10(4, 8)}`,
      // The same with twelve of its fourteen plies already played (a counter carried by the position).
      `W:WK${on10(0, 0)},K${on10(9, 0)}:BK${on10(4, 8)}|12`,
    ],
    endgame: true,
    runs: true,
  },
];

describe('family search layer and immutable layer agree', () => {
  for (const { v, starts, endgame, runs } of cases) {
    it(`${v.rules.id}: seeded random playouts, position() (endgamePlies, kingRuns, repetition), hash and drawn() at every ply, forward and back`, () => {
      const total = { plies: 0, draws: 0, runs: 0, endgame: 0 };
      starts.forEach((fen, s) => {
        const [text, counter] = fen.split('|');
        const start = { ...(text === '' ? v.setup() : v.parse(text as string)), ...(counter ? { endgamePlies: Number(counter) } : {}) };
        for (let seed = 1; seed <= (fen === '' ? 3 : 8); seed++) {
          const seen = playout(v, start, 1000 * s + seed, fen === '' ? 160 : 90);
          if (process.env.SHOW) console.log(v.rules.id, fen, seed, seen);
          for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += seen[k];
        }
      });
      if (process.env.SHOW) console.log(v.rules.id, total);
      // The playouts did reach what they test.
      expect(total.plies).toBeGreaterThan(300);
      if (endgame) expect(total.endgame).toBeGreaterThan(20);
      expect(total.draws).toBeGreaterThan(0);
      if (runs) expect(total.runs).toBeGreaterThan(20);
    });
  }
});
