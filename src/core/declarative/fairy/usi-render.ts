/**
 * `render()` of a game whose nodes are USI squares (the shogi family, `squareNames: 'usi'`), as a
 * shogi diagram reads: gote (the second player) at the top, the files numbered from the first
 * player's right — `9` … `1` left to right across the top — and the ranks lettered `a` … down the
 * right, each side's pieces in hand by its side of the board (the second player's above, the first
 * player's below) with their counts, `-` for none.
 */
import type { Compiled } from './compile.js';
import { handOrder } from './hand-order.js';

/** Characters per board column: a promoted piece is two (`+P`), plus one between columns. */
const WIDTH = 3;

/** One side's hand line: `gote hand: B 2P` (kinds in Fairy-Stockfish's hand order, upper case, a count before a kind held more than once). */
function handLine(c: Compiled, side: number, hand: Int16Array | undefined): string {
  const held: string[] = [];
  for (const t of handOrder(c)) {
    const n = hand?.[side * c.nt + t] ?? 0;
    if (n > 0) held.push(`${n > 1 ? n : ''}${c.letters[t] as string}`);
  }
  return `${c.players[side] as string} hand: ${held.length > 0 ? held.join(' ') : '-'}`;
}

/** The text board: `cell(square)` is a square's text (`.` empty, the kind in its owner's case). */
export function renderUsiBoard(c: Compiled, cell: (square: number) => string, hand: Int16Array | undefined, hands: boolean): string {
  const lines: string[] = [];
  if (hands) lines.push(handLine(c, 1, hand));
  let header = '';
  for (let f = 0; f < c.files; f++) header += String(c.files - f).padStart(WIDTH);
  lines.push(header);
  for (let r = c.ranks - 1; r >= 0; r--) {
    let row = '';
    for (let f = 0; f < c.files; f++) row += cell(r * c.files + f).padStart(WIDTH);
    lines.push(`${row} ${String.fromCharCode(97 + c.ranks - 1 - r)}`);
  }
  if (hands) lines.push(handLine(c, 0, hand));
  return lines.join('\n');
}
