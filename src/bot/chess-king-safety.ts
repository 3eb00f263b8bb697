/**
 * King safety in the chess bot's evaluation (middlegame only: it fades with the material). Two
 * parts: the pawn shelter, counted on the king's file and its neighbours (a file with no pawn of the
 * king's side in front of it on the next two ranks, a file with no pawn of its side at all, an enemy
 * pawn within three ranks in front of the king); and the attack on the king's zone
 * (its square and the squares next to it): each enemy knight, bishop, rook or queen reaching zone
 * squares adds attack units (2, 2, 3, 5 a square, as in Stockfish's old KingAttackWeights), and when
 * two or more pieces attack, the penalty grows with the square of the units (capped) — one attacker
 * is seldom dangerous, several are. Weights fitted to Stockfish-labelled positions (bench/eval-fit.mjs).
 */
import { FILE_A, pawnSets } from './chess-pawn-sets.js';
import { ATTACK_UNITS, nearestOnRay, popcount, zoneAttack, type MobilityMasks } from './chess-mobility.js';

/**
 * The weights, in centipawns (middlegame): `[0]` per shelter file with no own pawn on the two ranks
 * in front of the king, `[1]` per such file with no own pawn at all, `[2]` per enemy pawn storming on
 * those files, `[3]` per 16 of the squared attack units.
 */
export const KING_SAFETY_WEIGHTS: Int32Array = /* @__PURE__ */ Int32Array.from([-3, -28, -25, -6]);

/** The units beyond which the penalty stops growing. */
const MAX_UNITS = 40;

/** What the attack reads: the masks of chess-mobility.ts plus the king's steps. */
export interface KingMasks extends MobilityMasks {
  /** `[square * 2 + half]`: the king's targets. */
  readonly king: Int32Array;
}

/** The middlegame penalty of the pawns around the king of `side` (0 White, 1 Black) on `k`: shelter and storm. */
function shelter(side: number, k: number): number {
  const w = KING_SAFETY_WEIGHTS;
  const ownLo = pawnSets[side * 2] as number, ownHi = pawnSets[side * 2 + 1] as number;
  const enemyLo = pawnSets[(side ^ 1) * 2] as number, enemyHi = pawnSets[(side ^ 1) * 2 + 1] as number;
  const kf = k & 7, kr = k >> 3, up = side === 0 ? 1 : -1;
  let thin = 0, bare = 0, storm = 0;
  for (let f = kf > 0 ? kf - 1 : 0, e = kf < 7 ? kf + 1 : 7; f <= e; f++) {
    let covered = false;
    for (let ahead = 1; ahead <= 3; ahead++) {
      const r = kr + ahead * up;
      if (r < 0 || r > 7) break;
      const x = r * 8 + f, bit = 1 << (x & 31);
      if (ahead <= 2 && ((x < 32 ? ownLo : ownHi) & bit) !== 0) covered = true;
      else if (((x < 32 ? enemyLo : enemyHi) & bit) !== 0) storm++;
    }
    const any = ((ownLo | ownHi) & (FILE_A << f)) !== 0;
    if (!covered) thin++;
    if (!any) bare++;
  }
  return thin * (w[0] as number) + bare * (w[1] as number) + storm * (w[2] as number);
}

/** The middlegame penalty of `units` attack units from `attackers` pieces: none from one piece alone, else growing with the square of the units. */
function attackPenalty(units: number, attackers: number): number {
  const u = units > MAX_UNITS ? MAX_UNITS : units;
  return attackers >= 2 ? ((u * u * (KING_SAFETY_WEIGHTS[3] as number)) >> 4) : 0;
}

/** The middlegame penalty of the king of `side` (0 White, 1 Black) on `k`: shelter, storm and attack, the attack by its own walk of the enemy pieces' rays. */
function danger(m: KingMasks, b: Int8Array, occupied: Int32Array, at: number, side: number, k: number): number {
  // The zone: the king's square and its steps.
  const zoneLo = (m.king[k * 2] as number) | (k < 32 ? 1 << k : 0), zoneHi = (m.king[k * 2 + 1] as number) | (k >= 32 ? 1 << (k & 31) : 0);
  const allLo = (occupied[at] as number) | (occupied[at + 2] as number), allHi = (occupied[at + 1] as number) | (occupied[at + 3] as number);
  let units = 0, attackers = 0;
  const enemy = at + (side ^ 1) * 2;
  for (let half = 0; half < 2; half++) for (let set = occupied[enemy + half] as number; set !== 0; set &= set - 1) {
    const from = (half << 5) | (31 - Math.clz32(set & -set)), type = (b[from] as number) & 7;
    if (type < 2 || type > 5) continue;
    let n = 0;
    if (type === 2) n = popcount((m.knight[from * 2] as number) & zoneLo) + popcount((m.knight[from * 2 + 1] as number) & zoneHi);
    else {
      const dirs = m.dirs[type] as Int32Array, ray = m.ray;
      for (let j = 0; j < dirs.length; j++) {
        const d = dirs[j] as number, slot = d * 64 + from;
        let lo = ray[slot * 2] as number, hi = ray[slot * 2 + 1] as number;
        if ((lo & zoneLo) === 0 && (hi & zoneHi) === 0) continue;
        const blockLo = lo & allLo, blockHi = hi & allHi;
        if (blockLo !== 0 || blockHi !== 0) {
          // The squares up to the nearest piece: the ray less the same ray from that piece on.
          const to = nearestOnRay(m.up[slot] as number, blockLo, blockHi);
          lo &= ~(ray[(d * 64 + to) * 2] as number);
          hi &= ~(ray[(d * 64 + to) * 2 + 1] as number);
        }
        n += popcount(lo & zoneLo) + popcount(hi & zoneHi);
      }
    }
    if (n > 0) { attackers++; units += n * (ATTACK_UNITS[type] as number); }
  }
  return shelter(side, k) + attackPenalty(units, attackers);
}

/**
 * Adds White's king safety less Black's (a middlegame score) to `score[0]`; a missing king (-1 or
 * ≥ 64) counts nothing. This walks the enemy pieces' rays itself (for bench/eval-fit.mjs and as the
 * reference the fused form is tested against); the bot uses {@link kingSafetyAfterMobility}.
 */
export function kingSafety(m: KingMasks, b: Int8Array, occupied: Int32Array, at: number, whiteKing: number, blackKing: number, score: Int32Array): void {
  let mg = 0;
  if (whiteKing >= 0 && whiteKing < 64) mg += danger(m, b, occupied, at, 0, whiteKing);
  if (blackKing >= 0 && blackKing < 64) mg -= danger(m, b, occupied, at, 1, blackKing);
  score[0] = (score[0] as number) + mg;
}

/** `[side * 2 + half]`: the zone of the king side `side` attacks (Black's king's for White), filled by {@link fillKingZones}. */
export const kingZones = new Int32Array(4);

/** Fills {@link kingZones} (a king's square and its steps; none for a missing king) for chess-mobility.ts's walk to count the attack on. */
export function fillKingZones(m: KingMasks, whiteKing: number, blackKing: number): void {
  for (let side = 0; side < 2; side++) {
    const k = side === 0 ? blackKing : whiteKing;
    if (k < 0 || k >= 64) { kingZones[side * 2] = 0; kingZones[side * 2 + 1] = 0; continue; }
    kingZones[side * 2] = (m.king[k * 2] as number) | (k < 32 ? 1 << k : 0);
    kingZones[side * 2 + 1] = (m.king[k * 2 + 1] as number) | (k >= 32 ? 1 << (k & 31) : 0);
  }
}

/**
 * {@link kingSafety} from the attack chess-mobility.ts's `mobility` counted on {@link kingZones}
 * (fill them, then call `mobility` with them, then this) and the pawn sets of chess-pawn-sets.ts:
 * the same score without a second walk of the rays.
 */
export function kingSafetyAfterMobility(whiteKing: number, blackKing: number, score: Int32Array): void {
  let mg = 0;
  if (whiteKing >= 0 && whiteKing < 64) mg += shelter(0, whiteKing) + attackPenalty(zoneAttack[2] as number, zoneAttack[3] as number);
  if (blackKing >= 0 && blackKing < 64) mg -= shelter(1, blackKing) + attackPenalty(zoneAttack[0] as number, zoneAttack[1] as number);
  score[0] = (score[0] as number) + mg;
}
