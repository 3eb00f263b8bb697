/**
 * King of the hill as lichess plays it: chess, and a player whose king reaches one of the four
 * centre squares (d4, e4, d5, e5) wins at once. Checkmate and stalemate stand; insufficient
 * material never ends the game (a bare king can still walk to the hill).
 */
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import type { VariantBoard } from './hooks.js';
import { standardStart } from './standard-start.js';

/** d4, e4, d5, e5. */
const onHill = (sq: number): boolean => sq === 27 || sq === 28 || sq === 35 || sq === 36;

/** The rule hooks of king of the hill. */
export const kingOfTheHillRules: ChessRules<'king-of-the-hill'> = {
  id: 'king-of-the-hill',
  name: 'King of the hill',
  start: () => standardStart('king-of-the-hill'),
  result(s: VariantBoard) {
    if (onHill(s.kingSq[0]!)) return { over: true, winner: 'white', reason: 'king-of-the-hill' };
    if (onHill(s.kingSq[1]!)) return { over: true, winner: 'black', reason: 'king-of-the-hill' };
    return undefined;
  },
};

/**
 * King of the hill: chess where bringing the king to d4, e4, d5 or e5 wins.
 *
 * @example
 * ```ts
 * import { kingOfTheHill } from 'boardwright/chess';
 * const p = kingOfTheHill.parse('8/8/8/8/8/3K4/8/7k w - - 0 1');
 * kingOfTheHill.status(kingOfTheHill.play(p, 'Kd4')) // { over: true, winner: 'white', reason: 'king-of-the-hill' }
 * ```
 */
export const kingOfTheHill = /* @__PURE__ */ defineChessVariant(kingOfTheHillRules);
