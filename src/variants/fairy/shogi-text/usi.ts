/**
 * USI move text, as shogi programs write moves: the from and to squares (`7g7f`; files counted from
 * the right, ranks lettered from the top), `+` for a promotion (`8h2b+`), and a drop as the piece,
 * `*` and the square (`P*5e`). Converted to and from the engine's Fairy-Stockfish UCI (`c3c4`,
 * `b2h8+`, `P@e5`).
 */
import { squareOfUsi, usiSquare, type ShogiDialect } from './dialect.js';

/** USI move text's shape: a board move or a drop (upper-case piece letter, as USI writes both sides' drops). */
export const USI_MOVE = /^(?:[1-9][a-i][1-9][a-i][+-]?|\+?[A-Z]\*[1-9][a-i])$/;

/** The engine's UCI text of USI move text, or undefined when a square is not on this board. */
export function usiToUci(d: ShogiDialect, text: string): string | undefined {
  const star = text.indexOf('*');
  if (star >= 0) {
    const to = squareOfUsi(d, text.slice(star + 1, star + 3));
    return to === undefined ? undefined : `${text.slice(0, star)}@${to}`;
  }
  const from = squareOfUsi(d, text.slice(0, 2)), to = squareOfUsi(d, text.slice(2, 4));
  const mark = text[4] === '+' || text[4] === '-' ? text[4] : '';
  return from === undefined || to === undefined ? undefined : from + to + mark;
}

/** USI text of a move given by its engine squares (`from` `'@'` and the piece letter for a drop). */
export function usiOf(d: ShogiDialect, move: { readonly from: string; readonly to: string; readonly piece: string; readonly uci: string }): string {
  // A drop as the engine writes it (`P@e5`, `+N@c4` dropped promoted), with USI's square.
  if (move.from === '@') return `${move.uci.slice(0, move.uci.indexOf('@')).toUpperCase()}*${usiSquare(d, move.to)}`;
  // The engine's mark: `+` a promotion, `-` a piece turning back (kyoto shogi).
  const mark = move.uci.endsWith('+') ? '+' : move.uci.endsWith('-') ? '-' : '';
  return usiSquare(d, move.from) + usiSquare(d, move.to) + mark;
}
