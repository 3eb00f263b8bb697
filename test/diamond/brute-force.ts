/**
 * A deliberately simple, independent move generator for the three Diamond
 * games, used only to check perft counts. It shares no code with the library:
 * positions are maps from "x,y" coordinates, the coordinates come from the
 * board picture in shared/rules/diamond.md (copied below), directions are
 * vectors, and every move copies the whole position. Slow and obvious.
 */

/** The picture of the board from diamond.md, B at the top, A at the bottom. */
const PICTURE = `
                      1B
                 4B   3B   2B
            9B   8B   7B   6B   5B
      16B  15B  14B  13B  12B  11B  10B
 17A  18A  19A  20A   21  20B  19B  18B  17B
      10A  11A  12A  13A  14A  15A  16A
            5A   6A   7A   8A   9A
                 2A   3A   4A
                      1A
`;

/** Name → [x, y], read from the picture: rows are y = 4 … -4, columns are 5 characters apart, centred on 21. */
export const COORDS: ReadonlyMap<string, readonly [number, number]> = (() => {
  const lines = PICTURE.split('\n').filter((l) => l.trim() !== '');
  const centre = (lines[4] as string).indexOf('21') + 1;
  const map = new Map<string, readonly [number, number]>();
  lines.forEach((line, row) => {
    for (const m of line.matchAll(/\S+/g)) {
      const mid = (m.index ?? 0) + (m[0].length - 1);
      map.set(m[0], [Math.round((mid - centre) / 5), 4 - row]);
    }
  });
  return map;
})();

const NAME = new Map([...COORDS].map(([name, [x, y]]) => [`${x},${y}`, name]));

export type Game = 'checkers' | 'kings' | 'queens';
interface Men { readonly side: 'a' | 'b'; readonly rank: number; readonly n: number }
/** A position, with the earlier positions since the last capture or promotion (for threefold repetition). */
export interface BruteState { readonly turn: 'a' | 'b'; readonly men: ReadonlyMap<string, Men>; readonly history: readonly string[] }

const serial = (s: { turn: string; men: ReadonlyMap<string, Men> }): string =>
  `${s.turn}|${[...s.men].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, m]) => `${k}:${m.side}${m.rank}${m.n}`).join(';')}`;

const onBoard = (x: number, y: number): boolean => Math.abs(x) + Math.abs(y) <= 4;
const isCorner = (x: number, y: number): boolean => Math.abs(x) + Math.abs(y) === 4 && (x === 0 || y === 0);
const key = (x: number, y: number): string => `${x},${y}`;
const ALL8: readonly (readonly [number, number])[] = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]];

/** Directions a man of `side` and `rank` (1 man, 2 King, 3 Diamond King) uses. */
function directions(game: Game, side: 'a' | 'b', rank: number): (readonly [number, number])[] {
  if (game !== 'checkers' || rank === 3) return [...ALL8];
  const f = side === 'a' ? 1 : -1;
  const dirs: [number, number][] = [[0, f], [1, 0], [-1, 0]];
  if (rank === 2) dirs.push([0, -f]);
  return dirs;
}

/** The start position, from the rule text: own 1–9 and 12, 13, 14 (Queens: two men on 2, 3, 4, 6, 7, 8). */
export function start(game: Game): BruteState {
  const men = new Map<string, Men>();
  const numbers = game === 'queens' ? [2, 3, 4, 6, 7, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14];
  for (const side of ['a', 'b'] as const) {
    for (const k of numbers) {
      const [x, y] = COORDS.get(`${k}${side.toUpperCase()}`) as readonly [number, number];
      men.set(key(x, y), { side, rank: 1, n: game === 'queens' ? 2 : 1 });
    }
  }
  return { turn: 'a', men, history: [] };
}

interface BruteMove { readonly id: string; readonly capture: boolean; readonly result: BruteState }

/** Crowning in Diamond Checkers, from the rule text: opponent's 2, 4, 5, 9 → King; opponent's 1 → Diamond King. */
function crown(side: 'a' | 'b', rank: number, at: string): number {
  const name = NAME.get(at) as string;
  const opp = side === 'a' ? 'B' : 'A';
  if (name === `1${opp}`) return 3;
  if (rank === 1 && ['2', '4', '5', '9'].some((k) => name === `${k}${opp}`)) return 2;
  return rank;
}

/** All legal moves (deduplicated by start, end, men moved and captured set) under 'mandatory' or 'optional'. */
export function moves(game: Game, s: BruteState, capture: 'mandatory' | 'optional'): BruteMove[] {
  const out = new Map<string, BruteMove>();
  const me = s.turn;
  const other = me === 'a' ? 'b' : 'a';
  let direct = false;
  for (const [at, man] of s.men) {
    if (man.side !== me) continue;
    const [x, y] = at.split(',').map(Number) as [number, number];
    const dirs = directions(game, me, man.rank);
    for (const [dx, dy] of dirs) {
      const over = s.men.get(key(x + dx, y + dy));
      if (over?.side === other && onBoard(x + 2 * dx, y + 2 * dy) && !s.men.has(key(x + 2 * dx, y + 2 * dy))) direct = true;
    }
    const counts = game === 'queens' ? Array.from({ length: man.n }, (_, i) => i + 1) : [1];
    for (const k of counts) {
      const lifted = new Map(s.men);
      if (k === man.n) lifted.delete(at);
      else lifted.set(at, { ...man, n: man.n - k });
      const finish = (to: string, board: Map<string, Men>, caps: string[]): void => {
        const result = new Map(board);
        const here = result.get(to);
        const rank = game === 'checkers' ? crown(me, man.rank, to) : 1;
        result.set(to, { side: me, rank, n: k + (here ? here.n : 0) });
        const id = `${at}|${to}|${k}|${[...caps].sort().join(' ')}`;
        // Captures and promotions are irreversible: earlier positions can never recur.
        const history = caps.length > 0 || rank !== man.rank ? [] : [...s.history, serial(s)];
        if (!out.has(id)) out.set(id, { id, capture: caps.length > 0, result: { turn: other, men: result, history } });
      };
      // Steps.
      for (const [dx, dy] of dirs) {
        const to = key(x + dx, y + dy);
        if (!onBoard(x + dx, y + dy)) continue;
        const there = lifted.get(to);
        if (there === undefined || (game === 'queens' && there.side === me)) finish(to, lifted, []);
      }
      // Jumps, by plain recursion over copies.
      const seen = new Set<string>([at]);
      const jump = (px: number, py: number, board: Map<string, Men>, caps: string[]): void => {
        let further = false;
        for (const [dx, dy] of dirs) {
          const ox = px + dx, oy = py + dy, lx = px + 2 * dx, ly = py + 2 * dy;
          if (!onBoard(lx, ly) || board.has(key(lx, ly))) continue;
          const over = board.get(key(ox, oy));
          if (!over) continue;
          const own = over.side === me;
          if (own && (game === 'checkers' || caps.length > 0)) continue;
          // Jumps over own men never land where the move has been (nor on its start); captures may.
          if (own && seen.has(key(lx, ly))) continue;
          further = true;
          const next = new Map(board);
          if (!own) next.delete(key(ox, oy));
          const nextCaps = own ? caps : [...caps, key(ox, oy)];
          if (own) seen.add(key(lx, ly));
          if (nextCaps.length === 0) finish(key(lx, ly), next, []);
          if (isCorner(lx, ly)) { if (nextCaps.length > 0) finish(key(lx, ly), next, nextCaps); }
          else jump(lx, ly, next, nextCaps);
          if (own) seen.delete(key(lx, ly));
        }
        if (!further && caps.length > 0) finish(key(px, py), board, caps);
      };
      jump(x, y, lifted, []);
    }
  }
  let list = [...out.values()];
  if (capture === 'mandatory' && direct) list = list.filter((m) => m.capture);
  return list;
}

/** Perft by brute force (bulk count at the last ply). */
export function brutePerft(game: Game, s: BruteState, depth: number, capture: 'mandatory' | 'optional' = 'mandatory'): number {
  if (depth === 0) return 1;
  const sides = new Set([...s.men.values()].map((m) => m.side));
  if (sides.size < 2) return 0;
  // Third occurrence of a position: drawn, no moves.
  const now = serial(s);
  if (s.history.filter((h) => h === now).length >= 2) return 0;
  const list = moves(game, s, capture);
  if (depth === 1) return list.length;
  let total = 0;
  for (const m of list) total += brutePerft(game, m.result, depth - 1, capture);
  return total;
}

/** The name of a coordinate key (for readable failures). */
export function nameOf(at: string): string {
  return NAME.get(at) ?? at;
}
