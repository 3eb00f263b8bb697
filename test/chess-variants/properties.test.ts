/**
 * Properties over seeded random playouts, checked with an attack test of their own (not the
 * engine's): where a variant has check, no legal move leaves the mover's king attacked; racing
 * kings never lets a king be attacked at all; in atomic, nothing next to an explosion survives
 * except pawns, and the mover's king is left attacked only when the kings touch or the enemy
 * king is gone.
 */
import { describe, expect, it } from 'vitest';
import { atomic, chess960, horde, kingOfTheHill, racingKings, threeCheck, type ChessVariantMove, type ChessVariantPosition } from '../../src/variants/chess/index.js';
import { createRng, type AnyVariant } from '../../src/core/index.js';

const at = (p: ChessVariantPosition, f: number, r: number): string => (f < 0 || f > 7 || r < 0 || r > 7 ? '' : p.board[r * 8 + f]!);
const isEnemy = (ch: string, colour: 'white' | 'black'): boolean => ch !== '.' && ch !== '' && (colour === 'white' ? ch === ch.toLowerCase() : ch === ch.toUpperCase());

/** Is the king of `colour` attacked by any enemy piece (pawn, knight, slider, king)? -1 board squares when it has no king. */
function kingAttacked(p: ChessVariantPosition, colour: 'white' | 'black'): boolean {
  const king = p.board.indexOf(colour === 'white' ? 'K' : 'k');
  if (king < 0) return false;
  const kf = king % 8, kr = Math.floor(king / 8);
  for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] as const) {
    const ch = at(p, kf + df, kr + dr);
    if (isEnemy(ch, colour) && ch.toUpperCase() === 'N') return true;
  }
  for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
    for (let i = 1; ; i++) {
      const ch = at(p, kf + df * i, kr + dr * i);
      if (ch === '') break;
      if (ch === '.') continue;
      if (isEnemy(ch, colour)) {
        const t = ch.toUpperCase(), diagonal = df !== 0 && dr !== 0;
        if (t === 'Q' || t === (diagonal ? 'B' : 'R') || (i === 1 && t === 'K')) return true;
        if (i === 1 && t === 'P' && diagonal && dr === (colour === 'white' ? 1 : -1)) return true;
      }
      break;
    }
  }
  return false;
}

const kingsTouch = (p: ChessVariantPosition): boolean => {
  const a = p.board.indexOf('K'), b = p.board.indexOf('k');
  return a >= 0 && b >= 0 && Math.abs((a % 8) - (b % 8)) <= 1 && Math.abs(Math.floor(a / 8) - Math.floor(b / 8)) <= 1;
};

function playouts(variant: AnyVariant, games: number, plies: number, each: (p: ChessVariantPosition, m: ChessVariantMove, next: ChessVariantPosition) => void): void {
  for (let g = 0; g < games; g++) {
    const rng = createRng(500 + g);
    let p = variant.setup() as ChessVariantPosition;
    for (let ply = 0; ply < plies && !variant.status(p).over; ply++) {
      const legal = variant.legalMoves(p) as readonly ChessVariantMove[];
      for (const m of legal) each(p, m, variant.play(p, m) as ChessVariantPosition);
      p = variant.play(p, rng.pick(legal)) as ChessVariantPosition;
    }
  }
}

describe('chess variant properties on seeded random playouts', () => {
  for (const variant of [chess960, threeCheck, kingOfTheHill, horde] as AnyVariant[]) {
    it(`${variant.id}: a move never leaves the mover's king in check`, () => {
      playouts(variant, 3, 50, (p, m, next) => expect(kingAttacked(next, p.turn), `${variant.format(p)} ${m.notation}`).toBe(false));
    });
  }
  it('racing-kings: check is entirely forbidden (neither king is ever attacked)', () => {
    playouts(racingKings, 3, 40, (p, m, next) => {
      expect(kingAttacked(next, 'white') || kingAttacked(next, 'black'), `${(racingKings as AnyVariant).format(p)} ${m.notation}`).toBe(false);
    });
  });
  it('atomic: nothing next to an explosion survives except pawns; the own king survives and is attacked only while the kings touch or the enemy king is gone', () => {
    playouts(atomic, 4, 50, (p, m, next) => {
      const own = p.turn === 'white' ? 'K' : 'k', enemy = p.turn === 'white' ? 'k' : 'K';
      expect(next.board.includes(own), `${(atomic as AnyVariant).format(p)} ${m.notation} blew up the own king`).toBe(true);
      if (kingAttacked(next, p.turn)) expect(kingsTouch(next) || !next.board.includes(enemy), `${(atomic as AnyVariant).format(p)} ${m.notation}`).toBe(true);
      const captured = m.kind === 'en-passant' || (m.kind !== 'castle' && p.board[(m.to.charCodeAt(0) - 97) + 8 * (Number(m.to[1]) - 1)] !== '.');
      if (!captured) return;
      const tf = m.to.charCodeAt(0) - 97, tr = Number(m.to[1]) - 1;
      expect(at(next, tf, tr), `${m.notation}: the capturing piece explodes`).toBe('.');
      for (let df = -1; df <= 1; df++) {
        for (let dr = -1; dr <= 1; dr++) {
          const ch = at(next, tf + df, tr + dr);
          if (ch !== '') expect(ch === '.' || ch === 'P' || ch === 'p', `${(atomic as AnyVariant).format(p)} ${m.notation}: ${ch} survived next to the explosion`).toBe(true);
        }
      }
    });
  });
});
