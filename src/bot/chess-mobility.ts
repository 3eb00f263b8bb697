/**
 * Mobility for the chess bot's evaluation: a knight, bishop, rook or queen is worth more the more
 * squares it reaches (empty or holding an enemy piece; pins and checks not looked at). The weights
 * and the counts they are centred on are Fabien Letouzey's Fruit 2.1 (eval.cpp: per square
 * knight 4, bishop 5, rook 2 in the middlegame and 4 in the endgame, queen 1 and 2; centred on 4, 6, 7
 * and 13 squares), in centipawns. The counts are read from square sets, one word operation per ray.
 */

/** What the counts read: per piece type the ray directions, and square sets of what each ray, a knight reach. */
export interface MobilityMasks {
  /** `[(d * 64 + square) * 2 + half]`: the squares of ray `d` from `square`. */
  readonly ray: Int32Array;
  /** `[square * 2 + half]`: the knight's targets. */
  readonly knight: Int32Array;
  /** `[d * 64 + square]`: 1 when ray `d` runs to higher squares. */
  readonly up: Int8Array;
  /** `[d * 64 + square]`: how many squares ray `d` from `square` has. */
  readonly length: Int8Array;
  /** The ray directions of a bishop, a rook and a queen (by piece type 3, 4, 5). */
  readonly dirs: readonly Int32Array[];
}

/** Middlegame and endgame weight a square by type (knight 2 … queen 5), exported for bench/eval-refit.mjs to read and set. */
export const MOBILITY_MG = [0, 0, 4, 5, 2, 1], MOBILITY_EG = [0, 0, 4, 5, 4, 2];
/** The count a piece is centred on, by type. */
const CENTRE = [0, 0, 4, 6, 7, 13];

/**
 * The nearest square of the set `lo`, `hi` (two words, not both 0) along a ray: its lowest square
 * when the ray runs to higher squares (`up` 1), its highest when it runs to lower ones.
 */
export const nearestOnRay = (up: number, lo: number, hi: number): number =>
  up === 1 ? (lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi)) : hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);

/** The number of set bits of a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The number of squares the piece of `type` (2 knight … 5 queen) on `from` reaches: empty squares
 * and squares of the other side, given the squares of its own side (`ownLo`, `ownHi`: two 32-bit
 * words, a1..d4 and e4..h8) and of all pieces.
 */
export function reachCount(m: MobilityMasks, type: number, from: number, ownLo: number, ownHi: number, allLo: number, allHi: number): number {
  return type === 2 ? popcount((m.knight[from * 2] as number) & ~ownLo) + popcount((m.knight[from * 2 + 1] as number) & ~ownHi) : slideCount(m, type, from, ownLo, ownHi, allLo, allHi);
}

/** {@link reachCount} of a bishop, rook or queen: its own function, small enough for V8 to inline into {@link mobility}'s loop. */
function slideCount(m: MobilityMasks, type: number, from: number, ownLo: number, ownHi: number, allLo: number, allHi: number): number {
  const ray = m.ray, length = m.length;
  let n = 0;
  // The directions by their codes (codes.ts: N 0, NE 1, E 2, SE 3, S 4, SW 5, W 6, NW 7), not read
  // from `m.dirs`: a rook's are the even ones, a bishop's the odd ones, a queen's all eight. One
  // typed-array read fewer a ray; this loop is the costliest part of the evaluation.
  for (let d = type === 3 ? 1 : 0, step = type === 5 ? 1 : 2; d < 8; d += step) {
    const slot = d * 64 + from;
    const lo = (ray[slot * 2] as number) & allLo, hi = (ray[slot * 2 + 1] as number) & allHi;
    if ((lo | hi) === 0) { n += length[slot] as number; continue; }
    // The nearest piece on the ray (its lowest square on N, NE, E and NW, which run to higher
    // squares; its highest on the others), and whether it is one of the side's own.
    let to: number, own: number;
    if (d <= 2 || d === 7) {
      if (lo !== 0) { const bit = lo & (0 - lo); to = 31 - Math.clz32(bit); own = bit & ownLo; }
      else { const bit = hi & (0 - hi); to = 63 - Math.clz32(bit); own = bit & ownHi; }
    } else if (hi !== 0) { to = 63 - Math.clz32(hi); own = (ownHi >>> (to & 31)) & 1; }
    else { to = 31 - Math.clz32(lo); own = (ownLo >>> to) & 1; }
    // Its distance: the files between along a rank (E, W), else the ranks between.
    const steps = d === 2 || d === 6 ? Math.abs(to - from) : Math.abs((to >> 3) - (from >> 3));
    n += own !== 0 ? steps - 1 : steps;
  }
  return n;
}

/** `[middlegame, endgame]` of the last {@link mobility} call. */
export const mobilityScore = new Int32Array(2);

/**
 * The attack on the kings' zones found by the last {@link mobility} call: `[side * 2]` the attack
 * units of side `side`'s knights, bishops, rooks and queens on the enemy king's zone (2, 2, 3, 5 a
 * zone square reached, as in Stockfish's old KingAttackWeights), `[side * 2 + 1]` how many of its
 * pieces reach the zone.
 */
export const zoneAttack = new Int32Array(4);

/** Attack units per zone square reached, by piece type (knight 2 … queen 5). */
export const ATTACK_UNITS: readonly number[] = [0, 0, 2, 2, 3, 5];

/** No zone: {@link mobility} without kings counts no attack. */
const NO_ZONES = /* @__PURE__ */ new Int32Array(4);

/** `[((type - 3) * 64 + square) * 2 + half]`: every square a bishop's, rook's or queen's rays hold on an empty board, for the masks {@link lines} was last built from. */
let lineSets = new Int32Array(0), lineMasks: MobilityMasks | undefined;

/** The empty-board line sets of the masks `m`, made once per masks object (one a game). */
function lines(m: MobilityMasks): Int32Array {
  if (lineMasks === m) return lineSets;
  const sets = new Int32Array(3 * 64 * 2);
  for (let type = 3; type <= 5; type++) for (let from = 0; from < 64; from++) for (const d of m.dirs[type] as Int32Array) {
    const at = ((type - 3) * 64 + from) * 2, slot = (d * 64 + from) * 2;
    sets[at] = (sets[at] as number) | (m.ray[slot] as number);
    sets[at + 1] = (sets[at + 1] as number) | (m.ray[slot + 1] as number);
  }
  lineSets = sets;
  lineMasks = m;
  return sets;
}

/**
 * How many squares of the zone `zoneLo`, `zoneHi` the bishop, rook or queen on `from` reaches (up to
 * and with the nearest piece on each ray, whoever's it is): only the rays that hold a zone square are
 * walked, the squares reached on one being the ray less the same ray from its nearest piece on.
 */
function zoneReach(m: MobilityMasks, type: number, from: number, allLo: number, allHi: number, zoneLo: number, zoneHi: number): number {
  const ray = m.ray;
  let n = 0;
  for (let d = type === 3 ? 1 : 0, step = type === 5 ? 1 : 2; d < 8; d += step) {
    const slot = d * 64 + from;
    const zLo = (ray[slot * 2] as number) & zoneLo, zHi = (ray[slot * 2 + 1] as number) & zoneHi;
    if ((zLo | zHi) === 0) continue;
    const lo = (ray[slot * 2] as number) & allLo, hi = (ray[slot * 2 + 1] as number) & allHi;
    if ((lo | hi) === 0) { n += popcount(zLo) + popcount(zHi); continue; }
    const beyond = (d * 64 + nearestOnRay(m.up[slot] as number, lo, hi)) * 2;
    n += popcount(zLo & ~(ray[beyond] as number)) + popcount(zHi & ~(ray[beyond + 1] as number));
  }
  return n;
}

/**
 * White's mobility less Black's, middlegame and endgame, into {@link mobilityScore}: the board `b`
 * (piece codes: colour 8, type 1–6) and the sides' squares `occupied[at..at + 3]` (White's two
 * words, then Black's). With `zones` (`[side * 2 + half]`: the zone of the king side `side`
 * attacks, i.e. Black's king's for White) the same pass over the pieces fills {@link zoneAttack}
 * for king safety (chess-king-safety.ts): a piece whose lines miss the zone on an empty board
 * (most of them) costs one test, the others walk only the rays that hold a zone square (as cheap,
 * within 1%, as counting the zone inside the ray walk of {@link reachCount} itself).
 */
export function mobility(m: MobilityMasks, b: Int8Array, occupied: Int32Array, at: number, zones: Int32Array = NO_ZONES): void {
  let mg = 0, eg = 0;
  const allLo = (occupied[at] as number) | (occupied[at + 2] as number), allHi = (occupied[at + 1] as number) | (occupied[at + 3] as number);
  const line = lines(m);
  for (let side = 0; side < 2; side++) {
    const ownLo = occupied[at + side * 2] as number, ownHi = occupied[at + side * 2 + 1] as number;
    const zoneLo = zones[side * 2] as number, zoneHi = zones[side * 2 + 1] as number;
    let sideMg = 0, sideEg = 0, units = 0, attackers = 0;
    for (let half = 0; half < 2; half++) for (let w = half === 0 ? ownLo : ownHi; w !== 0; w &= w - 1) {
      const from = (half << 5) | (31 - Math.clz32(w & -w));
      const type = (b[from] as number) & 7;
      if (type < 2 || type > 5) continue;
      const c = reachCount(m, type, from, ownLo, ownHi, allLo, allHi) - (CENTRE[type] as number);
      sideMg += c * (MOBILITY_MG[type] as number);
      sideEg += c * (MOBILITY_EG[type] as number);
      // The enemy king's zone: a knight's squares hit it or not; a slider's empty-board lines first.
      let hits = 0;
      if (type === 2) hits = popcount((m.knight[from * 2] as number) & zoneLo) + popcount((m.knight[from * 2 + 1] as number) & zoneHi);
      else {
        const l = ((type - 3) * 64 + from) * 2;
        if ((((line[l] as number) & zoneLo) | ((line[l + 1] as number) & zoneHi)) !== 0) hits = zoneReach(m, type, from, allLo, allHi, zoneLo, zoneHi);
      }
      if (hits !== 0) { attackers++; units += hits * (ATTACK_UNITS[type] as number); }
    }
    if (side === 0) { mg += sideMg; eg += sideEg; } else { mg -= sideMg; eg -= sideEg; }
    zoneAttack[side * 2] = units;
    zoneAttack[side * 2 + 1] = attackers;
  }
  mobilityScore[0] = mg;
  mobilityScore[1] = eg;
}
