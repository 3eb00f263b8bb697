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
import type { VariantBoard } from './hooks.js';
import { antichessInsufficientMaterial } from './antichess-insufficient-material.js';
import { generatePseudoLegal } from './pseudo-legal.js';
import { standardStart } from './standard-start.js';

/**
 * Does `colour` (0 white, 8 black) have a piece on the board? Scanned from its own side of the
 * board, where its pieces usually stand, so the answer is found in a few squares.
 */
export function hasPieces(s: VariantBoard, colour: number): boolean {
  const b = s.sq;
  if (colour === 0) {
    for (let i = 0; i < 64; i++) if (b[i] !== 0 && (b[i]! & 8) === 0) return true;
  } else {
    for (let i = 63; i >= 0; i--) if (b[i] !== 0 && (b[i]! & 8) === 8) return true;
  }
  return false;
}

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
  // A player who has lost every piece has won, whoever is to move. In play the side that lost its
  // last piece is the one to move (no moves: `noMoves`); only a position loaded as it is can have
  // the other side bare, so that is read once at load (`counters[0]`: 1 White bare, 2 Black bare),
  // not scanned at every node of a search.
  load(s) {
    s.counters[0] = !hasPieces(s, 0) ? 1 : !hasPieces(s, 8) ? 2 : 0;
  },
  result: (s) => (s.counters[0] === 0 ? undefined : { over: true, winner: s.counters[0] === 1 ? 'white' : 'black', reason: 'no-pieces' }),
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
export const antichess = /* @__PURE__ */ defineChessVariant(antichessRules);
