/**
 * A deliberately simple, independent Dilkel move generator for cross-checking
 * the engine: coordinates and copies only, no core tables, no make/unmake.
 * Slow by design; written from shared/rules/dilkel.md, not from the engine.
 */

export interface BPiece { c: number; k: string }
export interface BState {
  board: Map<string, BPiece>;
  turn: number;
  out: boolean[];
  short: boolean[];
  long: boolean[];
  ep: (string | null)[];
  captured: Record<string, number>[];
}
export interface BMove { from: string; to: string; promo: string; castle: string; ep: boolean }

const FWD: [number, number][] = [[0, 1], [1, 0], [0, -1], [-1, 0]]; // red up, blue right, yellow down, green left
const key = (x: number, y: number): string => `${x},${y}`;
const name = (x: number, y: number): string => String.fromCharCode(97 + x) + String(y + 1);
const xy = (k: string): [number, number] => k.split(',').map(Number) as [number, number];
export const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < 14 && y < 14 && !((x < 3 || x > 10) && (y < 3 || y > 10));
/** Baseline square i (own left to right) of colour c. */
export function base(c: number, i: number): [number, number] {
  return c === 0 ? [3 + i, 0] : c === 1 ? [0, 10 - i] : c === 2 ? [10 - i, 13] : [13, 3 + i];
}
const onBaselineOf = (c: number, x: number, y: number): boolean => {
  for (let i = 0; i < 8; i++) { const [bx, by] = base(c, i); if (bx === x && by === y) return true; }
  return false;
};
const onPawnStart = (c: number, x: number, y: number): boolean => {
  const [fx, fy] = FWD[c]!;
  for (let i = 0; i < 8; i++) { const [bx, by] = base(c, i); if (bx + fx === x && by + fy === y) return true; }
  return false;
};
const LINES: Record<string, [number, number][]> = {
  R: [[0, 1], [1, 0], [0, -1], [-1, 0]],
  B: [[1, 1], [1, -1], [-1, 1], [-1, -1]],
  Q: [[0, 1], [1, 0], [0, -1], [-1, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]],
};
const KNIGHT: [number, number][] = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

/** Squares a piece attacks (where it could capture). */
function attacks(s: BState, x: number, y: number, p: BPiece): string[] {
  const out: string[] = [];
  if (p.k === 'P') {
    const [fx, fy] = FWD[p.c]!;
    for (const [sx, sy] of [[fy, fx], [-fy, -fx]] as const) if (onBoard(x + fx + sx, y + fy + sy)) out.push(key(x + fx + sx, y + fy + sy));
  } else if (p.k === 'N' || p.k === 'K') {
    const vs = p.k === 'N' ? KNIGHT : LINES.Q!;
    for (const [dx, dy] of vs) if (onBoard(x + dx, y + dy)) out.push(key(x + dx, y + dy));
  } else {
    for (const [dx, dy] of LINES[p.k]!) {
      for (let i = 1; onBoard(x + dx * i, y + dy * i); i++) {
        out.push(key(x + dx * i, y + dy * i));
        if (s.board.has(key(x + dx * i, y + dy * i))) break;
      }
    }
  }
  return out;
}

export function attackedBy(s: BState, target: string, notColour: number): boolean {
  for (const [k, p] of s.board) {
    if (p.c === notColour) continue;
    const [x, y] = xy(k);
    if (attacks(s, x, y, p).includes(target)) return true;
  }
  return false;
}

function kingOf(s: BState, c: number): string | undefined {
  for (const [k, p] of s.board) if (p.c === c && p.k === 'K') return k;
  return undefined;
}

export function inCheck(s: BState, c: number): boolean {
  const k = kingOf(s, c);
  return k !== undefined && attackedBy(s, k, c);
}

function pseudo(s: BState, c: number): BMove[] {
  const moves: BMove[] = [];
  const add = (fx: number, fy: number, tx: number, ty: number, isPawn: boolean): void => {
    const from = name(fx, fy), to = name(tx, ty);
    if (isPawn && [0, 1, 2, 3].some((o) => o !== c && onBaselineOf(o, tx, ty))) {
      moves.push({ from, to, promo: 'Q', castle: '', ep: false });
      for (const k of ['R', 'B', 'N']) if ((s.captured[c]![k] ?? 0) > 0) moves.push({ from, to, promo: k, castle: '', ep: false });
    } else moves.push({ from, to, promo: '', castle: '', ep: false });
  };
  for (const [k, p] of s.board) {
    if (p.c !== c) continue;
    const [x, y] = xy(k);
    if (p.k === 'P') {
      const [fx, fy] = FWD[c]!;
      if (onBoard(x + fx, y + fy) && !s.board.has(key(x + fx, y + fy))) {
        add(x, y, x + fx, y + fy, true);
        if (onPawnStart(c, x, y) && onBoard(x + 2 * fx, y + 2 * fy) && !s.board.has(key(x + 2 * fx, y + 2 * fy))) add(x, y, x + 2 * fx, y + 2 * fy, false);
      }
    }
    for (const t of attacks(s, x, y, p)) {
      const victim = s.board.get(t);
      const [tx, ty] = xy(t);
      if (p.k === 'P') { if (victim && victim.c !== c && victim.k !== 'K') add(x, y, tx, ty, true); continue; }
      if (!victim || (victim.c !== c && victim.k !== 'K')) add(x, y, tx, ty, false);
    }
  }
  // en passant, opposite players only
  const o = (c + 2) % 4;
  const e = s.ep[o];
  if (e && !s.out[o]) {
    const [ex, ey] = [e.charCodeAt(0) - 97, Number(e.slice(1)) - 1];
    const [ofx, ofy] = FWD[o]!;
    const v = s.board.get(key(ex + ofx, ey + ofy));
    if (!s.board.has(key(ex, ey)) && v && v.c === o && v.k === 'P') {
      for (const [k, p] of s.board) {
        if (p.c !== c || p.k !== 'P') continue;
        const [x, y] = xy(k);
        if (attacks(s, x, y, p).includes(key(ex, ey))) moves.push({ from: name(x, y), to: e, promo: '', castle: '', ep: true });
      }
    }
  }
  // castling
  const [kx, ky] = base(c, 3);
  for (const side of ['short', 'long'] as const) {
    if (!(side === 'short' ? s.short[c] : s.long[c])) continue;
    const idx = side === 'short' ? [0, 1, 2] : [7, 6, 5, 4];
    const between = idx.slice(1).map((i) => key(...base(c, i)));
    if (between.some((b) => s.board.has(b))) continue;
    const path = side === 'short' ? [key(...base(c, 2)), key(...base(c, 1))] : [key(...base(c, 4)), key(...base(c, 5))];
    if (attackedBy(s, key(kx, ky), c) || path.some((q) => attackedBy(s, q, c))) continue;
    moves.push({ from: name(kx, ky), to: name(...(side === 'short' ? base(c, 1) : base(c, 5))), promo: '', castle: side, ep: false });
  }
  return moves;
}

function sq(n: string): string {
  return key(n.charCodeAt(0) - 97, Number(n.slice(1)) - 1);
}

/** The position after `m`, before the turn passes. */
function moveOnly(s: BState, m: BMove): BState {
  const c = s.turn;
  const n: BState = { board: new Map(s.board), turn: c, out: [...s.out], short: [...s.short], long: [...s.long], ep: [...s.ep], captured: s.captured.map((r) => ({ ...r })) };
  const from = sq(m.from), to = sq(m.to);
  const p = n.board.get(from)!;
  let victimSq = to;
  if (m.ep) {
    const o = (c + 2) % 4;
    const [x, y] = xy(to);
    victimSq = key(x + FWD[o]![0], y + FWD[o]![1]);
  }
  const victim = n.board.get(victimSq);
  if (victim) {
    n.board.delete(victimSq);
    if (victim.k !== 'P') n.captured[victim.c]![victim.k] = (n.captured[victim.c]![victim.k] ?? 0) + 1;
    if (victim.k === 'R') {
      if (victimSq === key(...base(victim.c, 0))) n.short[victim.c] = false;
      if (victimSq === key(...base(victim.c, 7))) n.long[victim.c] = false;
    }
  }
  n.board.delete(from);
  n.board.set(to, m.promo ? { c, k: m.promo } : p);
  if (m.promo && (n.captured[c]![m.promo] ?? 0) > 0) n.captured[c]![m.promo]! -= 1;
  if (p.k === 'K') { n.short[c] = false; n.long[c] = false; }
  if (p.k === 'R') {
    if (from === key(...base(c, 0))) n.short[c] = false;
    if (from === key(...base(c, 7))) n.long[c] = false;
  }
  if (m.castle) {
    const [ri, rt] = m.castle === 'short' ? [0, 2] : [7, 4];
    const rook = n.board.get(key(...base(c, ri)))!;
    n.board.delete(key(...base(c, ri)));
    n.board.set(key(...base(c, rt)), rook);
  }
  n.ep[(c + 2) % 4] = null;
  n.ep[c] = null;
  const [fx, fy] = xy(from), [tx, ty] = xy(to);
  if (p.k === 'P' && Math.abs(tx - fx) + Math.abs(ty - fy) === 2 && (fx === tx || fy === ty)) n.ep[c] = name((fx + tx) / 2, (fy + ty) / 2);
  return n;
}

export function legal(s: BState, c = s.turn): BMove[] {
  return pseudo(s, c).filter((m) => !inCheck(moveOnly({ ...s, turn: c }, m), c));
}

export function play(s: BState, m: BMove): BState {
  const n = moveOnly(s, m);
  let cur = s.turn;
  for (;;) {
    let next = -1;
    for (let i = 1; i < 4; i++) if (!n.out[(cur + i) % 4]) { next = (cur + i) % 4; break; }
    if (next < 0) return n;
    n.turn = next;
    if (n.out.filter((x) => !x).length <= 1) return n;
    if (inCheck(n, next) && legal(n, next).length === 0) {
      for (const [k, p] of [...n.board]) if (p.c === next) n.board.delete(k);
      n.out[next] = true;
      n.short[next] = false; n.long[next] = false;
      n.ep[next] = null; n.ep[(next + 2) % 4] = null;
      cur = next;
      continue;
    }
    return n;
  }
}

export function perft(s: BState, depth: number): number {
  if (s.out.filter((x) => !x).length <= 1) return depth === 0 ? 1 : 0;
  if (depth === 0) return 1;
  const moves = legal(s);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += perft(play(s, m), depth - 1);
  return total;
}

/** Notation-free key of a move for set comparison. */
export const moveKey = (m: { from: string; to: string; promo?: string }): string => `${m.from}-${m.to}${m.promo ? `=${m.promo}` : ''}`;

const LETTERS = 'rbyg';
/** Builds a brute state from a public position object (plain data only). */
export function fromPosition(p: {
  pieces: Readonly<Record<string, string>>; turn: string; eliminated: readonly { player: string }[];
  castleShort: readonly boolean[]; castleLong: readonly boolean[]; enPassant: readonly string[]; captured: readonly string[];
}): BState {
  const players = ['red', 'blue', 'yellow', 'green'];
  const board = new Map<string, BPiece>();
  for (const [n, pc] of Object.entries(p.pieces)) board.set(sq(n), { c: LETTERS.indexOf(pc[0]!), k: pc[1]! });
  return {
    board,
    turn: players.indexOf(p.turn),
    out: players.map((pl) => p.eliminated.some((e) => e.player === pl)),
    short: [...p.castleShort],
    long: [...p.castleLong],
    ep: p.enPassant.map((e) => e || null),
    captured: p.captured.map((t) => { const r: Record<string, number> = {}; for (const ch of t) r[ch] = (r[ch] ?? 0) + 1; return r; }),
  };
}

/** The start position, built from the rules' table by hand. */
export function start(first = 0): BState {
  const board = new Map<string, BPiece>();
  const back = 'RNBKQBNR';
  for (let c = 0; c < 4; c++) {
    for (let i = 0; i < 8; i++) {
      const [x, y] = base(c, i);
      board.set(key(x, y), { c, k: back[i]! });
      board.set(key(x + FWD[c]![0], y + FWD[c]![1]), { c, k: 'P' });
    }
  }
  return { board, turn: first, out: [false, false, false, false], short: [true, true, true, true], long: [true, true, true, true], ep: [null, null, null, null], captured: [{}, {}, {}, {}] };
}

/** The mover's king is not attacked right after `m` (before the turn passes). */
export function kingSafeAfter(s: BState, m: { from: string; to: string; promo?: string; castle?: string; ep?: boolean }): boolean {
  const full: BMove = { from: m.from, to: m.to, promo: m.promo ?? '', castle: m.castle ?? '', ep: m.ep ?? false };
  return !inCheck(moveOnly(s, full), s.turn);
}
