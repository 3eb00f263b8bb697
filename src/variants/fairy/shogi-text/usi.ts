/**
 * USI move text, as shogi programs write moves: the from and to squares (`7g7f`; files counted from
 * the right, ranks lettered from the top), `+` for a promotion (`8h2b+`), and a drop as the piece,
 * `*` and the square (`P*5e`). Converted to and from the engine's Fairy-Stockfish UCI (`c3c4`,
 * `b2h8+`, `P@e5`).
 */
import { squareOfUsi, usiSquare, type ShogiDialect } from './dialect.js';

/** USI move text's shape: a board move or a drop (upper-case piece letter, as USI writes both sides' drops). */
export const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i]\+?|[A-Z]\*[1-9][a-i])$/;

/** The engine's UCI text of USI move text, or undefined when a square is not on this board. */
export function usiToUci(d: ShogiDialect, text: string): string | undefined {
  if (text[1] === '*') {
    const to = squareOfUsi(d, text.slice(2, 4));
    return to === undefined ? undefined : `${text[0] as string}@${to}`;
  }
  const from = squareOfUsi(d, text.slice(0, 2)), to = squareOfUsi(d, text.slice(2, 4));
  return from === undefined || to === undefined ? undefined : from + to + (text.endsWith('+') ? '+' : '');
}

/** USI text of a move given by its engine squares (`from` `'@'` and the piece letter for a drop). */
export function usiOf(d: ShogiDialect, move: { readonly from: string; readonly to: string; readonly piece: string; readonly promotion?: string }): string {
  if (move.from === '@') return `${move.piece.toUpperCase()}*${usiSquare(d, move.to)}`;
  return usiSquare(d, move.from) + usiSquare(d, move.to) + (move.promotion !== undefined ? '+' : '');
}
