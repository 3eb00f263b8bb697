/**
 * Antichess (lichess "Antichess", also known as losing chess): the goal is to lose every piece.
 * Capturing is compulsory (when several captures exist, any of them); the king is an ordinary
 * piece (no check, no castling, it may be captured); a pawn may also promote to a king; a player
 * who has no legal move — no pieces left, or stalemated — wins.
 */
import { fail } from '../../../core/errors.js';
import { EN_PASSANT, PROMOTE_Q } from '../codes.js';
import { PROMOTE_K } from '../promotion.js';
import { defineChessVariant } from './define-chess-variant.js';
import type { ChessRules } from './hooks.js';
import { antichessInsufficientMaterial } from './antichess-insufficient-material.js';
import { generatePseudoLegal } from './pseudo-legal.js';
import { standardStart } from './standard-start.js';

/** The rule hooks of antichess. */
export const antichessRules: ChessRules<'antichess'> = {
  id: 'antichess',
  name: 'Antichess',
  kings: 'any',
  insufficientMaterial: antichessInsufficientMaterial,
  start: () => standardStart('antichess', { castling: '-' }),
  generate(s, out) {
    let n = generatePseudoLegal(s, out, 0);
    // Promotion to a king too: one more move beside each promotion to a queen.
    const base = n;
    for (let i = 0; i < base; i++) {
      const m = out[i]!;
      if (m >> 12 === PROMOTE_Q) out[n++] = (m & 0xfff) | (PROMOTE_K << 12);
    }
    return n;
  },
  filter(s, out, n) {
    // Capturing is compulsory: when a capture exists, only captures are legal.
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      if (s.sq[(m >> 6) & 63] !== 0 || m >> 12 === EN_PASSANT) out[kept++] = m;
    }
    return kept === 0 ? n : kept;
  },
  noMoves: (s) => ({ over: true, winner: s.turn === 0 ? 'white' : 'black', reason: s.sq.some((p) => p !== 0 && (p & 8) === s.turn) ? 'stalemate' : 'no-pieces' }),
  validate(p) {
    if (p.castling !== '-') fail('INVALID_FEN', 'invalid FEN castling: antichess has no castling; write "-"', { field: 'castling' });
  },
};

/**
 * Antichess: lose all your pieces (or be stalemated) to win; captures are compulsory.
 *
 * @example
 * ```ts
 * import { antichess } from 'boardwright/chess';
 * let p = antichess.play(antichess.setup(), 'e3');
 * p = antichess.play(p, 'b5');
 * antichess.legalMoves(p).map((m) => m.notation) // ['Bxb5'] (the capture is compulsory)
 * ```
 */
export const antichess = defineChessVariant(antichessRules);
