/**
 * Insufficient material, as Fairy-Stockfish's API decides it (apiutil.h has_insufficient_material,
 * which ffish's `result()` uses): a side cannot win when it has no piece with mating potential.
 * Rook-like "major" pieces (rook, queen, archbishop, chancellor, silver/khon, gold, commoner,
 * centaur, amazon, bers) and every Betza-defined piece are enough, also as a promotion still
 * possible; kings and pieces that can never reach the enemy king's region do not count;
 * colour-bound pieces (bishop, fers, fers-alfil, alfil, elephant) need both square colours or a
 * helper; any other piece needs one helper of either colour. Variants that are won otherwise
 * (extinction, a flag region) never run short. The game is drawn when neither side can win.
 *
 * A rule file (rule-files.ts): games where captures go to the hand, or extinction wins, never run
 * short, so their apps (shogi's) leave it out.
 */
import { WALL } from './compile.js';
import type { RuleState } from './rule-state.js';

const MAJOR = new Set(['rook', 'queen', 'archbishop', 'chancellor', 'silver', 'khon', 'gold', 'commoner', 'centaur', 'amazon', 'bers']);
const COLOR_BOUND = new Set(['bishop', 'fers', 'met', 'fersAlfil', 'alfil', 'elephant']);

/** Can side `c` no longer win? */
export function insufficientMaterial(s: RuleState, c: number): boolean {
  const k = s.c, rules = k.rules, n = k.n, files = k.files;
  if ((rules.extinctionValue !== null && !rules.extinctionPseudoRoyal)) return false;
  // Fairy-Stockfish: where captures go to the hand, or with pieces in hand, a side can still win.
  if (rules.capturesToHand || handCount(s, c) > 0) return false;
  const flag = rules.flagRegion[c as 0 | 1], fp = rules.flagPiece[c as 0 | 1];
  if (flag && (fp < 0 ? (s.count[c] as number) > 0 : (s.count[2 + 2 * fp + c] as number) > 0)) return false;
  const drawish = rules.stalemateValue === 0 && !rules.checkCounting && !rules.makpongRule;
  let promoting = false;
  for (let t = 0; t < k.nt; t++) if (rules.promotionPawn[c as 0 | 1][t] === 1 && (s.count[2 + 2 * t + c] as number) > 0) promoting = true;
  const restricted = new Uint8Array(k.nt * 2), colorBound = new Uint8Array(k.nt);
  const kingCode = k.king >= 0 ? 2 + 2 * k.king + (c ^ 1) : -1;
  for (let t = 0; t < k.nt; t++) {
    const name = k.builtin[t];
    // Kings (both sides) never count; nor does a piece that can never reach the enemy king's region.
    let reaches = kingCode < 0;
    for (let sq = 0; sq < n && !reaches; sq++) if (k.regionOk[(2 + 2 * t + c) * n + sq] === 1 && k.regionOk[kingCode * n + sq] === 1) reaches = true;
    if (t === k.king) { restricted[2 * t] = restricted[2 * t + 1] = 1; continue; }
    if (!reaches || (rules.extinctionPseudoRoyal && rules.blastOnCapture && rules.extinctionTypes[t] === 1)) { restricted[2 * t + c] = 1; continue; }
    if (name === undefined || MAJOR.has(name)) {
      if ((s.count[2 + 2 * t + c] as number) > 0) return false;
      if (promoting && rules.promotionTypes[c as 0 | 1].includes(t)) return false;
    } else if (COLOR_BOUND.has(name)) colorBound[t] = 1;
  }
  let ownBound = false, dark = false, light = false, ownUnbound = false, others = 0;
  for (let sq = 0; sq < n; sq++) {
    const cell = s.cells[sq] as number;
    if (cell === 0) continue;
    // Holes count as pieces here, as in Fairy-Stockfish (its wall squares are in its piece set).
    if (cell === WALL) { others++; continue; }
    const t = (cell - 2) >> 1, side = (cell - 2) & 1;
    if (restricted[2 * t + side] === 1) continue;
    others++;
    if (colorBound[t] === 1) {
      if (((sq % files) + Math.floor(sq / files)) % 2 === 0) dark = true; else light = true;
      if (side === c) ownBound = true;
    } else if (side === c) ownUnbound = true;
  }
  const unbound = others - countBound(s, colorBound) > 0;
  if (ownBound && ((dark && light) || unbound || !drawish)) return false;
  if (ownUnbound && (others >= 2 || !drawish)) return false;
  // A lone king that moves otherwise than a king may still stalemate the other one where stalemate is no draw.
  if (rules.stalemateValue !== 0 && k.def.kingType !== undefined && k.king >= 0 && (s.count[2 + 2 * k.king + c] as number) > 0) {
    const mine = 2 + 2 * k.king + c, theirs = 2 + 2 * k.king + (c ^ 1);
    for (let sq = 0; sq < n; sq++) if (k.regionOk[mine * n + sq] === 1 && k.regionOk[theirs * n + sq] === 1) return false;
  }
  return true;
}

function countBound(s: RuleState, colorBound: Uint8Array): number {
  let n = 0;
  for (let t = 0; t < colorBound.length; t++) if (colorBound[t] === 1) n += (s.count[2 + 2 * t] as number) + (s.count[3 + 2 * t] as number);
  return n;
}

/** Pieces in the hand of side `c`. */
function handCount(s: RuleState, c: number): number {
  let total = 0;
  for (let t = 0, nt = s.c.nt; t < nt; t++) total += s.hand[c * nt + t] as number;
  return total;
}

/** The rule file: neither side can win any more (the game is drawn). */
export const insufficientMaterialRule = {
  drawn: (s: RuleState): boolean => insufficientMaterial(s, 0) && insufficientMaterial(s, 1),
};
