/**
 * The tests' own readers of each game's position text (what stands where),
 * written from the text formats in docs/, independently of the engines: the
 * conformance suite compares them with `pieces` and `pieceAt`.
 */
import type { PieceSeen } from '../../src/testing/index.js';

const FILES = 'abcdefghijklmn';

/** Chess FEN's board field: ranks 8 to 1, files a to h; `PNBRQK` white. */
export function readChessFen(text: string): Map<string, PieceSeen> {
  const out = new Map<string, PieceSeen>();
  (text.split(' ')[0] as string).split('/').forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      out.set(`${FILES[file]}${8 - r}`, { player: ch === ch.toUpperCase() ? 'white' : 'black', kind: ch.toUpperCase() });
      file++;
    }
  });
  return out;
}

/** Board rows top first, `/`-separated, digits for empty squares, upper case = first player (Chess4's text). */
export function readDeclarative(players: readonly [string, string]) {
  return (text: string): Map<string, PieceSeen> => {
    const out = new Map<string, PieceSeen>();
    const rows = (text.split(' ')[0] as string).split('/');
    rows.forEach((row, r) => {
      let file = 0;
      for (const m of row.matchAll(/\d+|[A-Za-z]/g)) {
        const t = m[0];
        if (/\d/.test(t)) { file += Number(t); continue; }
        out.set(`${FILES[file]}${rows.length - r}`, { player: t === t.toUpperCase() ? players[0] : players[1], kind: t.toUpperCase() });
        file++;
      }
    });
    return out;
  };
}

/** Draughts PDN FEN `W:W21,K22:B1,2`: `K` marks a king; ranges `1-4` allowed; algebraic squares (`Kc3`) named as they are. */
export function readDraughtsFen(text: string): Map<string, PieceSeen> {
  const out = new Map<string, PieceSeen>();
  for (const field of text.split(':').slice(1)) {
    if (field[0] !== 'W' && field[0] !== 'B') continue; // H (huffing offence) and I (insisted) fields
    const player = field[0] === 'W' ? 'white' : 'black';
    for (const item of field.slice(1).split(',').filter(Boolean)) {
      const king = item.startsWith('K');
      if (/^K?[a-z]\d+$/.test(item)) {
        out.set(item.replace('K', ''), { player, kind: king ? 'K' : 'M' });
        continue;
      }
      const [a, b = a] = item.replace('K', '').split('-').map(Number) as [number, number?];
      for (let sq = a; sq <= (b as number); sq++) out.set(String(sq), { player, kind: king ? 'K' : 'M' });
    }
  }
  return out;
}

/** Diamond text `B:A1A,K2A:B1B,D3B`: `K` King, `D` Diamond King, `*n` a stack (Queens); unmarked men are men in Checkers and Diamond Kings elsewhere. */
export function readDiamond(kind: 'checkers' | 'kings' | 'queens') {
  return (text: string): Map<string, PieceSeen> => {
    const out = new Map<string, PieceSeen>();
    for (const field of text.split(':').slice(1)) {
      if (field[0] !== 'A' && field[0] !== 'B') continue;
      const player = field[0] === 'A' ? 'a' : 'b';
      for (const item of field.slice(1).split(',').filter(Boolean)) {
        const m = /^([KD]?)(\w+?)(?:\*(\d+))?$/.exec(item);
        if (!m) throw new Error(`cannot read ${item}`);
        const [, prefix, node, stack] = m as unknown as [string, string, string, string | undefined];
        const k = kind === 'checkers' ? (prefix === '' ? 'M' : prefix) : 'D';
        out.set(node, kind === 'queens' ? { player, kind: k, count: Number(stack ?? 1) } : { player, kind: k });
      }
    }
    return out;
  };
}

/** Dilkel's last field: rows top (rank 14) first, comma-separated cells: `x` off the board, a number of empty squares, a piece `rK` (seat letter, kind). */
export function readDilkel(text: string): Map<string, PieceSeen> {
  const players: Record<string, string> = { r: 'red', b: 'blue', y: 'yellow', g: 'green' };
  const out = new Map<string, PieceSeen>();
  const rows = (text.split('-').at(-1) as string).split('/');
  rows.forEach((row, r) => {
    let file = 0;
    for (const cell of row.split(',')) {
      if (cell === 'x') file++;
      else if (/^\d+$/.test(cell)) file += Number(cell);
      else {
        out.set(`${FILES[file]}${rows.length - r}`, { player: players[cell[0] as string] as string, kind: cell[1] as string });
        file++;
      }
    }
  });
  return out;
}
