/**
 * A deliberately naive, independent Chess4 move generator written straight
 * from shared/rules/chess4.md (strings and vectors, no core code), used only
 * to cross-check the engine's move lists and perft.
 */

/** A reference position: 16 characters, index = rank * 4 + file ('.' empty), side 0 light / 1 dark, last swaps. */
export interface RefPosition {
  readonly cells: string;
  readonly side: 0 | 1;
  readonly lastSwap: readonly [string, string];
}

const ALL: readonly (readonly [number, number])[] = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]];

/** Directions marked on each piece, for a player whose forward is `f` (+1 up, -1 down). */
function directions(letter: string, f: number): readonly (readonly [number, number])[] {
  switch (letter.toUpperCase()) {
    case 'L': case 'S': return ALL;
    case 'T': return [[0, 1], [0, -1], [1, 0], [-1, 0]];
    case 'P': return [[1, 1], [1, -1], [-1, 1], [-1, -1]];
    case 'Y': return [[0, f], [-1, f], [1, f]];
    case 'K': return [[0, f]];
    default: throw new Error(`unknown piece ${letter}`);
  }
}

const name = (i: number): string => 'abcd'.charAt(i % 4) + String(Math.floor(i / 4) + 1);
const index = (sq: string): number => (sq.charCodeAt(0) - 97) + (Number(sq.slice(1)) - 1) * 4;
const owner = (c: string): 0 | 1 | -1 => (c === '.' ? -1 : c === c.toUpperCase() ? 0 : 1);
const pair = (a: string, b: string): string => [a, b].sort().join('');

/** Reads Chess4 position text (board, side and the two swap fields only). */
export function refParse(text: string): RefPosition {
  const [board, side, ls, ds] = text.split(' ') as [string, string, string, string];
  const cells = Array<string>(16).fill('.');
  board.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else cells[(3 - i) * 4 + file++] = ch;
    }
  });
  return { cells: cells.join(''), side: side === 'l' ? 0 : 1, lastSwap: [ls === '-' ? '' : ls, ds === '-' ? '' : ds] };
}

/** Legal moves as notation. */
export function refMoves(p: RefPosition): string[] {
  if (!p.cells.includes('L') || !p.cells.includes('l')) return [];
  const out = new Set<string>();
  const f = p.side === 0 ? 1 : -1;
  for (let from = 0; from < 16; from++) {
    const c = p.cells.charAt(from);
    if (owner(c) !== p.side) continue;
    for (const [dx, dy] of directions(c, f)) {
      const x0 = from % 4, y0 = Math.floor(from / 4);
      const landings: number[] = [];
      const x1 = x0 + dx, y1 = y0 + dy;
      if (x1 < 0 || x1 > 3 || y1 < 0 || y1 > 3) continue;
      landings.push(y1 * 4 + x1);
      if (owner(p.cells.charAt(y1 * 4 + x1)) === p.side) {
        const x2 = x1 + dx, y2 = y1 + dy;
        if (x2 >= 0 && x2 <= 3 && y2 >= 0 && y2 <= 3) landings.push(y2 * 4 + x2);
      }
      for (const to of landings) {
        const t = p.cells.charAt(to);
        if (t === '.') {
          if (c.toUpperCase() !== 'L') out.add(`${name(from)}-${name(to)}`);
        } else if (owner(t) !== p.side) out.add(`${name(from)}x${name(to)}`);
        else if (pair(name(from), name(to)) !== p.lastSwap[p.side]) out.add(`${name(from)}<>${name(to)}`);
      }
    }
  }
  // A swap both allies could start is one move (one position): listed once, from the lower square index.
  for (const m of [...out]) {
    const [a, b] = m.split('<>');
    if (b !== undefined && index(a as string) > index(b) && out.has(`${b}<>${a}`)) out.delete(m);
  }
  return [...out].sort();
}

/** Plays a move given as notation (assumed legal). */
export function refPlay(p: RefPosition, move: string): RefPosition {
  const [a, b] = move.split(/-|x|<>/) as [string, string];
  const from = index(a), to = index(b);
  const cells = p.cells.split('');
  const moved = cells[from] as string, target = cells[to] as string;
  const swap = move.includes('<>');
  cells[to] = moved;
  cells[from] = swap ? target : '.';
  const far = p.side === 0 ? 3 : 0;
  for (const sq of [from, to]) {
    if (Math.floor(sq / 4) === far && cells[sq] === (p.side === 0 ? 'K' : 'k')) cells[sq] = p.side === 0 ? 'S' : 's';
  }
  const lastSwap: [string, string] = [p.lastSwap[0], p.lastSwap[1]];
  lastSwap[p.side] = swap ? pair(a, b) : '';
  return { cells: cells.join(''), side: p.side === 0 ? 1 : 0, lastSwap };
}

/** Leaf count to `depth`. */
export function refPerft(p: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(p);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += refPerft(refPlay(p, m), depth - 1);
  return n;
}
