/**
 * The bot's score for the draughts family (every game whose positions hold a `squares` string of
 * `b`/`B` black men and kings, `w`/`W` white ones, one character per board node): material (a man
 * 100, a king 150, the family's own hook counts a king as one and a half men), tempo (each row a man
 * has advanced from its own back row, 4) and a guarded back row (a man still on it, 8, which keeps
 * the opponent from crowning cheaply), and mobility (each legal move of the side to move, 3).
 */
import type { AnyVariant, Position } from '../core/variant.js';
import type { SearchBoard } from '../core/search.js';

const MAN = 100, KING = 150, TEMPO = 4, BACK_ROW = 8, MOBILITY = 3;

/** Rows advanced by a man on each node, scored (black's on nodes 0 .. size - 1, white's after), or undefined when `variant` is not a draughts-family game. */
function advanceTable(variant: AnyVariant): Int32Array | undefined {
  const players = [...variant.players].sort().join(',');
  if (players !== 'black,white') return undefined;
  const start = variant.setup() as Position & { squares?: unknown };
  const squares = start.squares;
  const board = variant.board;
  if (typeof squares !== 'string' || squares.length !== board.size || !/^[bwBW.]*$/.test(squares)) return undefined;
  // Rows counted from each side's back row: found from where its men stand at the start.
  let minY = Infinity, maxY = -Infinity, blackY = 0, whiteY = 0;
  for (let i = 0; i < board.size; i++) {
    const y = (board.coords[i] as { y: number }).y;
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    if (squares[i] === 'b') blackY += y;
    else if (squares[i] === 'w') whiteY += y;
  }
  const blackHome = blackY > whiteY ? maxY : minY, whiteHome = blackY > whiteY ? minY : maxY;
  const advance = new Int32Array(board.size * 2);
  for (let i = 0; i < board.size; i++) {
    const y = (board.coords[i] as { y: number }).y;
    const b = Math.abs(y - blackHome), w = Math.abs(y - whiteHome);
    advance[i] = b === 0 ? BACK_ROW : b * TEMPO;
    advance[board.size + i] = w === 0 ? BACK_ROW : w * TEMPO;
  }
  return advance;
}

/** The draughts scoring for `variant` from `player`'s side (centi-men), or undefined when it is not a draughts-family game. */
export function draughtsEvaluation(variant: AnyVariant, player: string): ((position: Position, count: number) => number) | undefined {
  const advance = advanceTable(variant);
  if (advance === undefined) return undefined;
  const size = variant.board.size;
  const sign = player === 'black' ? 1 : -1;
  return (position, count) => {
    const sq = (position as Position & { squares: string }).squares;
    let black = 0;
    for (let i = 0; i < size; i++) {
      switch (sq.charCodeAt(i)) {
        case 98: black += MAN + (advance[i] as number); break; // b
        case 66: black += KING; break; // B
        case 119: black -= MAN + (advance[size + i] as number); break; // w
        case 87: black -= KING; break; // W
        default: break;
      }
    }
    const mobility = position.turn === 'black' ? count * MOBILITY : -count * MOBILITY;
    return sign * (black + mobility);
  };
}

/**
 * The same scoring (without mobility) as a table for a search state's board view: entry
 * `(code & 255) * size + node` is what the piece of board code `code` on `node` is worth to `player`.
 * Undefined when `variant` is not a draughts-family game.
 */
export function draughtsBoardTable(variant: AnyVariant, player: string, board: SearchBoard): Int32Array | undefined {
  const advance = advanceTable(variant);
  if (advance === undefined) return undefined;
  const size = board.size;
  const table = new Int32Array(256 * size);
  for (let code = -128; code < 128; code++) {
    const piece = board.piece(code);
    if (piece === undefined) continue;
    const sign = piece.player === player ? 1 : -1, white = piece.player === 'white' ? size : 0;
    for (let node = 0; node < size; node++) table[(code & 255) * size + node] = sign * (piece.kind === 'K' ? KING : MAN + (advance[white + node] as number));
  }
  return table;
}

/** Mobility's worth: per legal move of the side to move. */
export const DRAUGHTS_MOBILITY = MOBILITY;
