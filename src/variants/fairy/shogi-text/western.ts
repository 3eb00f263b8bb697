/**
 * Western shogi notation (Hodges' convention, as English-language books and lishogi write it): the
 * piece (`P`, `+P` for a promoted pawn, `+B` a promoted bishop), `-` for a move, `x` for a capture,
 * `*` for a drop, the destination in shogi coordinates (`7f`), then `+` where the piece promotes and
 * `=` where it could promote and does not. When another piece of the same kind could move to the
 * same square, the origin square goes after the piece (`G6i-5h`). Check is not marked.
 */
import type { FairyMove } from '../../../core/declarative/fairy/variant.js';
import { engineSquare, usiSquare, type ShogiDialect } from './dialect.js';
import type { ShogiTokens } from './board-tokens.js';

/** Western text's shape: piece, optional origin, `-`/`x`/`*`, destination, optional `+`/`=`. */
export const WESTERN_MOVE = /^(\+?[A-Z])([1-9][a-i])?([-x*])([1-9][a-i])([+=])?$/;

/** The Western notation of every move of `moves` (the engine's listed moves of the position `tokens` reads). Linear in the number of moves. */
export function westernOf(d: ShogiDialect, tokens: ShogiTokens, moves: readonly FairyMove[]): string[] {
  const label = (m: FairyMove): string => (m.from === '@' ? m.piece.toUpperCase() : (tokens.board.get(engineSquare(d, m.from)) ?? m.piece).toUpperCase());
  // Board moves by piece and destination (to see who else reaches a square) and by from-to (promotion choices).
  const reaching = new Map<string, Set<string>>();
  const choices = new Map<string, number>();
  for (const m of moves) {
    if (m.from === '@') continue;
    const key = `${label(m)} ${m.to}`;
    let set = reaching.get(key);
    if (!set) reaching.set(key, (set = new Set()));
    set.add(m.from);
    const pair = `${m.from}${m.to}`;
    choices.set(pair, (choices.get(pair) ?? 0) + 1);
  }
  return moves.map((m) => {
    const piece = label(m), to = usiSquare(d, m.to);
    if (m.from === '@') return `${piece}*${to}`;
    const origin = (reaching.get(`${piece} ${m.to}`)?.size ?? 1) > 1 ? usiSquare(d, m.from) : '';
    const promotion = m.promotion !== undefined ? '+' : (choices.get(`${m.from}${m.to}`) ?? 1) > 1 ? '=' : '';
    return `${piece}${origin}${m.captures.length > 0 ? 'x' : '-'}${to}${promotion}`;
  });
}
