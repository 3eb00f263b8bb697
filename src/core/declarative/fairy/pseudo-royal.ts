/**
 * Pseudo-royal pieces (Fairy-Stockfish `extinctionPseudoRoyal`): while a side has at most
 * `extinctionPieceCount + 1` pieces of an extinction type, those pieces are royal — a move may
 * not expose one to capture, nor blow one up (atomic) — unless the move removes one of the
 * opponent's. A drop is held to the same test, the dropped piece included if it is of an
 * extinction type (Fairy-Stockfish's `Position::legal`). With blasts, pieces next to an enemy
 * pseudo-royal piece are immune (taking them would blow up the taker's own). With `dupleCheck`, a side may not leave all its candidates
 * attacked at once (spartan's two kings).
 *
 * As implemented: decided by playing the move on the state and looking at the result.
 */
import { attacked, kingsTouch } from './attacks.js';
import { hideRoyalCapturers, showCapturers, type PetrifyState } from './petrify.js';
import { ALT, CASTLING, DROP, moveFrom, moveKind, movePromotion, moveTo, PROMOTION } from './move-code.js';
import type { RuleState } from './rule-state.js';

/** What the rule reads of the state: a petrifying game's capturers are hidden while a move is tested. */
type PseudoRoyalState = RuleState & PetrifyState;

/** Squares of `side`'s pseudo-royal pieces now. */
function royalSquares(s: PseudoRoyalState, side: number): number[] {
  const c = s.c, rules = c.rules, out: number[] = [];
  for (let sq = 0; sq < c.n; sq++) {
    const cell = s.cells[sq] as number;
    if (cell < 2 || ((cell - 2) & 1) !== side) continue;
    const t = (cell - 2) >> 1;
    if (rules.extinctionTypes[t] === 1 && (s.count[cell] as number) <= rules.extinctionPieceCount + 1) out.push(sq);
  }
  return out;
}

function immune(s: PseudoRoyalState, sq: number, theirs: readonly number[]): boolean {
  if (!s.c.rules.blastOnCapture) return false;
  for (const t of theirs) if (kingsTouch(s.c, sq, t)) return true;
  return false;
}

/**
 * The squares of `side`'s pseudo-royal pieces in check (Fairy-Stockfish position.cpp
 * `Position::checked_pseudo_royals`): each one attacked, except one next to an enemy pseudo-royal
 * piece in a game with blasts (taking it would blow up the taker's own); with `dupleCheck`, every
 * candidate of the extinction types once all of them are attacked (spartan's two kings).
 */
export function checkedPseudoRoyals(s: PseudoRoyalState, side: number): number[] {
  const c = s.c, rules = c.rules, them = side ^ 1;
  if (!rules.extinctionPseudoRoyal) return [];
  const theirs = royalSquares(s, them), out: number[] = [];
  for (const sq of royalSquares(s, side)) if (!immune(s, sq, theirs) && attacked(c, s.cells, sq, them)) out.push(sq);
  if (rules.dupleCheck && everyRoyalAttacked(s, side, them, theirs)) {
    for (let sq = 0; sq < c.n; sq++) {
      const cell = s.cells[sq] as number;
      if (cell >= 2 && ((cell - 2) & 1) === side && rules.extinctionTypes[(cell - 2) >> 1] === 1 && !out.includes(sq)) out.push(sq);
    }
  }
  return out;
}

/**
 * With no legal move: is a pseudo-royal piece of the side to move attacked (or, with dupleCheck,
 * all of its candidates)? Then the lack of moves is checkmate, not stalemate (Fairy-Stockfish's
 * stalemate_value).
 */
export function pseudoRoyalChecked(s: PseudoRoyalState): boolean {
  return checkedPseudoRoyals(s, s.side).length > 0;
}

/** Duple check: `us` has royal pieces of the extinction set and every one of them is attacked (none immune). */
function everyRoyalAttacked(s: PseudoRoyalState, us: number, them: number, theirs: readonly number[]): boolean {
  const c = s.c, types = c.rules.extinctionTypes;
  let any = false;
  for (let sq = 0; sq < c.n; sq++) {
    const cell = s.cells[sq] as number;
    if (cell < 2 || ((cell - 2) & 1) !== us || types[(cell - 2) >> 1] !== 1) continue;
    any = true;
    if (immune(s, sq, theirs) || !attacked(c, s.cells, sq, them)) return false;
  }
  return any;
}

/** Is the pseudo-legal move `m` legal for the pseudo-royal rule? */
export function pseudoRoyalLegal(s: PseudoRoyalState, m: number): boolean {
  const c = s.c, rules = c.rules, us = s.side, them = us ^ 1;
  const from = moveFrom(m), kind = moveKind(m);
  let ours = royalSquares(s, us);
  const theirs = royalSquares(s, them);
  let to = moveTo(m);
  if (kind === CASTLING) {
    const [kto] = s.castleTargets(m);
    if (ours.includes(from)) {
      // The squares the king crosses (its own included, its target not: tested after the move), with the king lifted.
      const step = kto > from ? 1 : -1;
      const king = s.cells[from] as number;
      s.cells[from] = 0;
      let safe = true;
      for (let sq = from; safe && (from !== kto ? sq !== kto : sq === from); sq += step) {
        if (!immune(s, sq, theirs) && attacked(c, s.cells, sq, them)) safe = false;
        if (from === kto) break;
      }
      s.cells[from] = king;
      if (!safe) return false;
    }
    to = kto;
  }
  ours = ours.map((sq) => (sq === from ? to : sq));
  // A dropped piece of an extinction type is guarded at once, whatever the count (Position::legal).
  if (kind === DROP && rules.extinctionTypes[m & ALT ? (rules.promotedPieceType[movePromotion(m)] as number) : movePromotion(m)] === 1) ours.push(to);
  if (kind === PROMOTION) {
    const pt = movePromotion(m);
    if (rules.extinctionTypes[pt] === 1) {
      // A promotion to a royal type: royal while the count stays small, else the type loses royalty.
      if ((s.count[2 + 2 * pt + us] as number) > rules.extinctionPieceCount) ours = ours.filter((sq) => ((s.cells[sq] as number) - 2) >> 1 !== pt);
      else ours.push(to);
    }
  }
  s.make(m);
  let legal = true;
  const gone = (sq: number, side: number): boolean => {
    const cell = s.cells[sq] as number;
    return cell < 2 || ((cell - 2) & 1) !== side;
  };
  if (ours.some((sq) => gone(sq, us))) legal = false;
  else if (!theirs.some((sq) => gone(sq, them))) {
    // Petrification: the board as Position::legal sees it (petrify.ts).
    const hidden = rules.petrifying ? hideRoyalCapturers(s, them, to) : null;
    for (const sq of ours) if (!immune(s, sq, theirs) && attacked(c, s.cells, sq, them)) { legal = false; break; }
    if (legal && rules.dupleCheck && everyRoyalAttacked(s, us, them, theirs)) legal = false;
    if (hidden) showCapturers(s, hidden);
  }
  s.unmake();
  return legal;
}

/** Pseudo-royal pieces as a rule file (rule-files.ts): the legality of a move, and the pieces in check. */
export const pseudoRoyalRule = { legal: pseudoRoyalLegal, checked: checkedPseudoRoyals };
