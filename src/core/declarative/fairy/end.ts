/**
 * Ends by a variant rule that stop move generation at once (Fairy-Stockfish's "immediate game
 * end", which its perft respects): extinction of a piece set, a flag region reached, the last
 * check of an n-check game given, a line of N (connect-n.ts). Checkmate and stalemate are decided by the lack of moves.
 */
import { attacked } from './attacks.js';
import { generatePseudo, isLegal, MAX_MOVES } from './generate.js';
import { countedDraw } from './counted-draw.js';
import { fullBoardEnd } from './full-board.js';
import { drawnAfterPlies } from './draw-after-plies.js';
import { lastRoyalCaptured } from './last-royal-piece.js';
import { threefoldRepetition } from './threefold-ends.js';
import { moveFrom, moveKind, moveTo, PASS, type FairyState } from './state.js';
import type { FairyEnd } from './fairy-end.js';
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

export type { FairyEnd } from './fairy-end.js';

/** Pieces of `side` of type `t` (all its pieces for t = -1), on the board and in hand (Fairy-Stockfish's count_with_hand). */
function countOf(s: FairyState, side: number, t: number): number {
  const nt = s.c.nt, hand = s.hand;
  if (t >= 0) return (s.count[2 + 2 * t + side] as number) + (hand[side * nt + t] as number);
  let n = s.count[side] as number;
  for (let i = side * nt; i < side * nt + nt; i++) n += hand[i] as number;
  return n;
}

/**
 * Has the game a rule that may end it at once, or moves that leave the marks of a double pass or a
 * bikjang? Most games have none: the legal-move list then skips the test unless the position read
 * carries such a mark (answered once per game).
 */
export const endsByRule: (c: Compiled) => boolean = /* @__PURE__ */ perGame((c: Compiled) => {
  const r = c.rules;
  return r.lastRoyalPiece !== null || r.drawAfterPlies > 0 || r.threefoldEnds || (r.extinctionValue !== null && (!r.extinctionPseudoRoyal || r.blastOnCapture))
    || r.flagRegion[0] !== null || r.flagRegion[1] !== null || r.castlingWins !== 0 || r.checkCounting || r.connect !== null || r.adjudicateFullBoard
    // Games that pass or meet in bikjang ask every time, as their positions often carry the marks
    // (asking only then would first compile the call without knowing it, and recompile it later).
    || r.pass[0] || r.pass[1] || r.bikjangRule;
});

/** The end of the game by an immediate variant rule, or null. */
export function immediateEnd(s: FairyState): FairyEnd | null {
  const c = s.c, rules = c.rules, us = s.side, them = us ^ 1;
  // Games written as a GameDefinition: the last royal piece taken, then the draws that end by themselves.
  if (rules.lastRoyalPiece !== null || rules.drawAfterPlies > 0 || rules.threefoldEnds) {
    const end = lastRoyalCaptured(s) ?? threefoldRepetition(s) ?? drawnAfterPlies(s);
    if (end !== null) return end;
  }
  if (rules.extinctionValue !== null && (!rules.extinctionPseudoRoyal || rules.blastOnCapture)) {
    for (const side of [them, us]) {
      for (let t = rules.extinctionAll ? -1 : 0; t < c.nt; t++) {
        if (t >= 0 && rules.extinctionTypes[t] !== 1) continue;
        if (countOf(s, side, t) <= rules.extinctionPieceCount
          && countOf(s, side ^ 1, t) >= rules.extinctionOpponentPieceCount + (rules.extinctionClaim && side === us ? 1 : 0)) {
          return { value: side === us ? rules.extinctionValue : -rules.extinctionValue, reason: 'extinction' };
        }
      }
    }
  }
  if (rules.flagRegion[0] || rules.flagRegion[1]) {
    const flagReached = s.files.flags!.reached;
    // flagPieceSafe (dobutsu's try): a flag piece that survived the reply in the region wins; both there is a draw.
    if ((rules.flagMove || rules.flagPieceSafe) && flagReached(s, us)) {
      const draw = ((us === 0 && rules.flagMove && rules.flagPiece[them as 0 | 1] === c.king) || (rules.flagPieceSafe && !rules.flagMove)) && flagReached(s, them);
      return { value: draw ? 0 : 1, reason: 'flag' };
    }
    if ((!rules.flagMove || rules.flagPieceSafe || rules.flagPiece[us as 0 | 1] === c.king) && flagReached(s, them)) {
      if (!(rules.flagMove && us === 1 && kingCanReachFlag(s))) return { value: -1, reason: 'flag' };
    }
  }
  if (rules.castlingWins !== 0) {
    const end = s.files.castlingWins!.end(s, rules.castlingWins);
    if (end !== null) return end;
  }
  if (rules.checkCounting && s.checks[them] === 0) return { value: -1, reason: 'check-count' };
  if (rules.connect !== null) {
    const end = s.files.connect!.end(rules.connect, s, us);
    if (end !== null) return end;
  }
  if (rules.adjudicateFullBoard) {
    const end = fullBoardEnd(s);
    if (end !== null) return end;
  }
  // Janggi: a second bikjang in a row, or a second pass in a row, ends the game (a position read
  // from FEN knows no earlier move, as Fairy-Stockfish's; one reached by play knows its last two),
  // drawn or scored by material counting.
  const p = s.ply;
  const prevBikjang = p > 0 ? s.bikjang[p - 1] === 1 : s.rootPrevBikjang, prevPassed = p > 0 ? s.passed[p - 1] === 1 : s.rootPrevPassed;
  if ((s.bikjang[p] === 1 && prevBikjang) || (s.passed[p] === 1 && prevPassed)) {
    return { value: countedDraw(s, 0), reason: s.bikjang[p] === 1 ? 'bikjang' : 'double-pass' };
  }
  return null;
}

/** Racing kings: Black, not in check, may still draw by a legal king move into the flag region. */
function kingCanReachFlag(s: FairyState): boolean {
  const c = s.c, us = s.side, ks = s.kingSq[us] as number;
  const region = c.rules.flagRegion[us as 0 | 1];
  if (ks < 0 || !region || attacked(c, s.cells, ks, us ^ 1)) return false;
  const buf = scratch(s);
  const n = generatePseudo(s, buf, 0);
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    if (moveFrom(m) === ks && moveKind(m) !== PASS && region[moveTo(m)] === 1 && isLegal(s, m)) return true;
  }
  return false;
}

// Per state, not per game: each state (the shared one, a search's own) lists into its own buffer.
const buffers = new WeakMap<FairyState, Int32Array>();
function scratch(s: FairyState): Int32Array {
  let b = buffers.get(s);
  if (!b) { b = new Int32Array(MAX_MOVES); buffers.set(s, b); }
  return b;
}
