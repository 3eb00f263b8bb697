/**
 * Hexapawn (Martin Gardner, 1962), a tiny game written against the core only,
 * so the CLI can be tested without any shipped game. 3x3 board, three pawns a
 * side; a pawn steps forward onto an empty square or captures one step
 * diagonally forward. You win by reaching the far rank, or when the opponent
 * cannot move (which includes having no pawns left).
 *
 * Position text: ranks 3 to 1 separated by `/`, `W` `B` `.`, then a space and
 * `w` or `b` for the side to move: the start is `BBB/.../WWW w`.
 */
import { defineVariant, fail, rect, renderBoard, type Move, type Position, type Status } from '../../src/core/index.js';

export interface HexPosition extends Position {
  /** Nine cells, a1 b1 c1 a2 … c3: `W`, `B` or `.`. */
  readonly cells: string;
}

const board = () => rect(3, 3);
const name = (i: number): string => String.fromCharCode(97 + (i % 3)) + String(Math.floor(i / 3) + 1);

function generate(p: HexPosition): Move[] {
  const me = p.turn === 'white' ? 'W' : 'B';
  const them = me === 'W' ? 'B' : 'W';
  const dy = me === 'W' ? 1 : -1;
  const moves: Move[] = [];
  for (let i = 0; i < 9; i++) {
    if (p.cells[i] !== me) continue;
    const x = i % 3, y = Math.floor(i / 3) + dy;
    if (y < 0 || y > 2) continue;
    const ahead = y * 3 + x;
    if (p.cells[ahead] === '.') moves.push({ from: name(i), to: name(ahead), captures: [], notation: `${name(i)}-${name(ahead)}` });
    for (const dx of [-1, 1]) {
      const nx = x + dx;
      if (nx < 0 || nx > 2) continue;
      const t = y * 3 + nx;
      if (p.cells[t] === them) moves.push({ from: name(i), to: name(t), captures: [name(t)], notation: `${name(i)}x${name(t)}` });
    }
  }
  return moves;
}

function status(p: HexPosition): Status {
  if (p.cells.slice(6).includes('W')) return { over: true, winner: 'white', reason: 'reached-far-rank' };
  if (p.cells.slice(0, 3).includes('B')) return { over: true, winner: 'black', reason: 'reached-far-rank' };
  if (generate(p).length === 0) return { over: true, winner: p.turn === 'white' ? 'black' : 'white', reason: 'no-moves' };
  return { over: false, turn: p.turn };
}

/** Hexapawn as a boardwright variant. */
export const hexapawn = defineVariant<HexPosition, Move>({
  id: 'hexapawn',
  name: 'Hexapawn',
  players: ['white', 'black'],
  createBoard: board,
  setup: () => ({ variant: 'hexapawn', turn: 'white', cells: 'WWW...BBB' }),
  parse(text) {
    const m = /^([WB.]{3})\/([WB.]{3})\/([WB.]{3}) ([wb])$/.exec(text.trim());
    if (!m) fail('INVALID_POSITION', `hexapawn position must look like "BBB/.../WWW w" (ranks 3 to 1, then w or b), got "${text.slice(0, 30)}"`);
    return { variant: 'hexapawn', turn: m[4] === 'w' ? 'white' : 'black', cells: `${m[3]}${m[2]}${m[1]}` };
  },
  format: (p) => `${p.cells.slice(6)}/${p.cells.slice(3, 6)}/${p.cells.slice(0, 3)} ${p.turn === 'white' ? 'w' : 'b'}`,
  legalMoves: (p) => (status(p).over ? [] : generate(p)),
  apply(p, move) {
    const cells = p.cells.split('');
    const from = (move.from.charCodeAt(0) - 97) + (Number(move.from.slice(1)) - 1) * 3;
    const to = (move.to.charCodeAt(0) - 97) + (Number(move.to.slice(1)) - 1) * 3;
    cells[to] = cells[from] as string;
    cells[from] = '.';
    return { variant: 'hexapawn', turn: p.turn === 'white' ? 'black' : 'white', cells: cells.join('') };
  },
  status,
  hash: (p) => [...p.cells].reduce((h, c) => (h * 3 + '.WB'.indexOf(c)) % 2 ** 31, p.turn === 'white' ? 1 : 2),
  render: (p) => renderBoard(board(), { cell: (n) => p.cells[n] as string }),
});
