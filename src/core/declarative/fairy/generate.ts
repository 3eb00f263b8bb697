/**
 * Move generation: pseudo-legal moves read off the compiled tables (leaps, lame leaps, rays,
 * hoppers, pawn double steps, en passant, promotions, castling, passes), and the legality of one
 * of them: a move may not leave the mover's royal piece attacked (where the game has checks), nor
 * let the generals face each other (flying general). The legal list, which also asks whether the
 * game has ended and whether a pawn drop mates, is legal-moves.ts's: the end of the game asks
 * this file in turn (end.ts), so neither imports the other's caller.
 */
import { attacked, attackers, generalsFace, kingsTouch } from './attacks.js';
import { CAPTURE, QUIET } from './compile.js';
import { DOUBLE_STEP, FREE, LAME, leapLists, PLAIN } from './leap-lists.js';
import { SWAP } from './swap-with-allies.js';
import { ALT, CASTLING, DROP, EN_PASSANT, encodeMove, moveFrom, moveKind, movePromotion, moveTo, NORMAL, PASS, PIECE_PROMOTION, PROMOTION, type FairyState } from './state.js';

/** Room for the legal moves of any position: a walling game lists each move once per wall square (amazons: 2,176 from the start; duck chess up to moves x empty squares). */
export const MAX_MOVES = 16384;

/** Does the move take a piece? */
export function isCapture(s: FairyState, m: number): boolean {
  const kind = moveKind(m);
  if (kind === EN_PASSANT) return true;
  if (kind === CASTLING || kind === PASS) return false;
  return (s.cells[moveTo(m)] as number) >= 2;
}

/**
 * Writes a move of a piece of type `type` that may promote: piece promotion (promotedPieceType) into
 * (or, for pieces other than pawns, within) the promotion region; pawn promotion to each choice
 * still under its limit; the plain move unless promotion is compulsory. Returns the new end.
 */
function addMove(s: FairyState, out: Int32Array, k: number, from: number, to: number, type: number): number {
  const rules = s.c.rules, us = s.side as 0 | 1, zone = rules.promotionRegion[us];
  // Neither into nor out of the promotion region: the plain move only.
  if (zone[to] !== 1 && zone[from] !== 1) { out[k] = from | (to << 7); return k + 1; }
  const promoPawn = rules.promotionPawn[us];
  const promoted = rules.promotedPieceType[type] as number;
  // Into, out of or within the zone (pawns: into it), and with piecePromotionOnCapture only taking.
  const inZone = (zone[to] === 1 || (rules.isPawn[type] !== 1 && zone[from] === 1)) && (!rules.piecePromotionOnCapture || s.cells[to] !== 0);
  let forced = false;
  if (promoted >= 0 && inZone) {
    const limit = rules.promotionLimit[promoted] as number;
    if (limit === 0 || (s.count[2 + 2 * promoted + us] as number) < limit) {
      out[k++] = encodeMove(from, to, PIECE_PROMOTION, promoted);
      if (rules.mandatoryPiecePromotion && promoPawn[type] !== 1) forced = true;
    }
  }
  // pieceDemotion (kyoto shogi): a promoted piece may turn back into the piece it was, as it may promote.
  const was = (s.promoted[from] as number) - 1;
  if (rules.pieceDemotion && was >= 0 && inZone) {
    out[k++] = encodeMove(from, to, PIECE_PROMOTION, was) | ALT;
    if (rules.mandatoryPiecePromotion) forced = true;
  }
  if (forced) return k;
  if (promoPawn[type] === 1 && zone[to] === 1 && !rules.sittuyinPromotion) {
    const choices = rules.promotionTypes[us];
    for (let i = 0; i < choices.length; i++) {
      const pt = choices[i] as number, limit = rules.promotionLimit[pt] as number;
      if (limit === 0 || (s.count[2 + 2 * pt + us] as number) < limit) out[k++] = encodeMove(from, to, PROMOTION, pt);
    }
    if (rules.mandatoryPawnPromotion) return k;
  }
  out[k++] = from | (to << 7);
  return k;
}

/**
 * Pseudo-legal moves of the side to move, written from index `at`; returns the new end. With
 * `ranges`, the moves of the side's i-th listed piece are out[ranges[2i], ranges[2i + 2]) and
 * ranges[2i + 1] is its square (ranges[2 * pieces] ends the last; the other moves follow).
 */
export function generatePseudo(s: FairyState, out: Int32Array, at: number, ranges?: Int32Array): number {
  const c = s.c, rules = c.rules, cells = s.cells, us = s.side as 0 | 1;
  const n = c.n, nt = c.nt;
  const leaps = leapLists(c), ld = leaps.data, ls = leaps.start, flags = leaps.flags, zone = rules.promotionRegion[us], rd = c.rayData, rs = c.rayStart, hd = c.hopData, hs = c.hopStart;
  const region = c.regionOk, jc = c.shunsOwnKind;
  const promoPawn = rules.promotionPawn[us], epTypes = rules.epTypes[us];
  const ep0 = s.ep0, ep1 = s.ep1;
  let k = at;
  const plist = s.plist, base = us * n;
  // Games written as a GameDefinition: jumps over allies and swaps (ally-moves.ts) are found in the
  // same pass over each piece's tables and kept in a buffer of their own, which follows the other
  // moves; a piece whose moves never overlap lists its jumps first, then its swaps.
  // They are a rule file (allies.ts): `ally` is it where the rules have allies.
  // Its functions are read once per listing, not per call.
  const ally = rules.swapWithAllies || rules.jumpsOverAllies !== null ? s.files.allies! : null, allies = ally !== null;
  const forbidden = allies ? ally.forbiddenPair(s, us) : -1;
  const jumpsFrom = ally?.jumpsFrom, addSwap = ally?.addSwap;
  let a = 0;
  // Stones that never move (placement games): no piece to visit, unless a caller asks for the ranges or allies may jump.
  const pieces = leaps.still && !allies && ranges === undefined ? 0 : s.count[us] as number;
  for (let pi = 0; pi < pieces; pi++) {
    const sq = plist[base + pi] as number;
    const cell = cells[sq] as number;
    if (ranges !== undefined) { ranges[2 * pi] = k; ranges[2 * pi + 1] = sq; }
    const t = (cell - 2) >> 1;
    const key = (us * nt + t) * n + sq;
    // Pieces that can never promote write their moves directly (the common case).
    const f = flags[cell] as number;
    const plain = (f & PLAIN) !== 0 && !(rules.pieceDemotion && (s.promoted[sq] as number) > 0);
    const free = (f & FREE) !== 0;
    // Pieces whose moves overlap (QNAD, BK) list each destination once, as Fairy-Stockfish's bitboards do.
    const dedupe = c.overlap[key] === 1;
    const stamp = dedupe ? ++s.seenStamp : 0, seen = s.seen;
    const inline = allies && !dedupe;
    if (inline) a = jumpsFrom!(s, allyMoves, a, a, sq, t, key, forbidden);
    for (let i = ls[key] as number, end = ls[key + 1] as number; i < end; i++) {
      const e = ld[i] as number;
      if (e & LAME) {
        const p1 = ld[i + 1] as number, p2 = ld[i + 2] as number;
        i += 2;
        if (cells[p1] !== 0 || (p2 >= 0 && cells[p2] !== 0)) continue;
      }
      const to = e & 255, mode = (e >> 8) & 15, target = cells[to] as number;
      const enemy = target >= 2 && ((target - 2) & 1) !== us;
      // A quiet move and a capture share one writing of the move, and one test of the mode (the
      // bit it needs, none for an ally): the JIT's first compilation, made before any capture
      // (janggi's and xiangqi's first come at the third ply), then already knows the capture path.
      if ((mode & (target === 0 ? QUIET : enemy ? CAPTURE : 0)) !== 0) {
        if (!dedupe || seen[to] !== stamp) { if (dedupe) seen[to] = stamp; if (plain || (zone[to] !== 1 && zone[sq] !== 1)) out[k++] = sq | (to << 7); else k = addMove(s, out, k, sq, to, t); }
      } else if (target === 0) { if ((to === ep0 || to === ep1) && epTypes[t] === 1) out[k++] = encodeMove(sq, to, EN_PASSANT); }
      else if (!enemy && inline && mode & SWAP) a = addSwap!(s, allyMoves, a, a, sq, to, forbidden);
    }
    for (let i = rs[key] as number, end = rs[key + 1] as number; i < end;) {
      const mode = rd[i] as number, len = rd[i + 1] as number;
      i += 2;
      for (let j = 0; j < len; j++) {
        const to = rd[i + j] as number, target = cells[to] as number, empty = target === 0;
        // As for leaps: one writing of the move for quiet moves and captures.
        if ((mode & (empty ? QUIET : target >= 2 && ((target - 2) & 1) !== us ? CAPTURE : 0)) !== 0 && (free || region[cell * n + to] === 1)) {
          if (!dedupe || seen[to] !== stamp) { if (dedupe) seen[to] = stamp; if (plain || (zone[to] !== 1 && zone[sq] !== 1)) out[k++] = sq | (to << 7); else k = addMove(s, out, k, sq, to, t); }
        } else if (!empty && inline && mode & SWAP && target >= 2) a = addSwap!(s, allyMoves, a, a, sq, to, forbidden);
        if (!empty) break;
      }
      i += len;
    }
    for (let i = hs[key] as number, end = hs[key + 1] as number; i < end;) {
      const mode = hd[i] as number, limit = hd[i + 1] as number, len = hd[i + 2] as number;
      i += 3;
      let j = 0;
      while (j < len && cells[hd[i + j] as number] === 0) j++;
      if (j < len && !(jc[cell] === 1 && jc[cells[hd[i + j] as number] as number] === 1)) {
        for (let h = j + 1, steps = 1; h < len && (limit === 0 || steps <= limit); h++, steps++) {
          const to = hd[i + h] as number, target = cells[to] as number;
          // As for leaps: one writing of the move for quiet moves and captures (a piece that shuns
          // its own kind takes none of them).
          const want = target === 0 ? QUIET : target >= 2 && ((target - 2) & 1) !== us && !(jc[cell] === 1 && jc[target] === 1) ? CAPTURE : 0;
          if ((mode & want) !== 0 && (free || region[cell * n + to] === 1) && (!dedupe || seen[to] !== stamp)) { if (dedupe) seen[to] = stamp; k = addMove(s, out, k, sq, to, t); }
          if (target !== 0) break;
        }
      }
      i += len;
    }
    // A piece whose moves overlap: its jumps and swaps after its other moves, each square once (ally-moves.ts).
    if (allies && dedupe) a = ally.overlappingAllyMoves(s, allyMoves, a, sq, t, key, forbidden, stamp);
    // A pawn's double (triple) step from its double-step (triple-step) region, over empty squares.
    if ((f & DOUBLE_STEP) !== 0) {
      const steps = rules.tripleStepRegion[us][sq] === 1 ? 3 : rules.doubleStepRegion[us][sq] === 1 ? 2 : 1;
      for (let i = 1, to = sq; i <= steps; i++) {
        to += us === 0 ? c.files : -c.files;
        if (to < 0 || to >= n || cells[to] !== 0) break;
        if (i >= 2 && (free || region[cell * n + to] === 1)) k = addMove(s, out, k, sq, to, t);
      }
    }
  }
  if (ranges !== undefined) ranges[2 * (s.count[us] as number)] = k;
  if (rules.castling && s.castle & (us === 0 ? 3 : 12)) k = s.files.castling!.moves(s, out, k);
  if (rules.gating) k = s.files.gating!.add(s, out, at, k);
  if (rules.pieceDrops) k = rules.enclosingDrop !== 0 || rules.freeDrops ? s.files.enclosingDrops!.drops(s, out, k) : generateDrops(s, out, k);
  if (rules.sittuyinPromotion) k = s.files.sittuyin!.promotions(s, out, k);
  if (rules.cambodianMoves) k = s.files.cambodian!.moves(s, out, k);
  if (allies) for (let i = 0; i < a; i++) out[k++] = allyMoves[i] as number;
  // Passing only when stuck (pass-on-stalemate.ts) with every listed move legal: a listed move drops the pass, so it is not sought.
  if (rules.pass[us] && !(k > at && c.legalByMovement && rules.passOnStalemate[us] && !rules.mustDrop)) {
    // A pass is a non-move of the king (without a king, of the side's first piece).
    let ks = s.kingSq[us] as number;
    for (let sq = 0; ks < 0 && sq < n; sq++) if ((cells[sq] as number) >= 2 && ((cells[sq] as number) - 2 & 1) === us) ks = sq;
    if (ks >= 0) out[k++] = encodeMove(ks, ks, PASS);
  }
  return k;
}

/** Scratch: the jumps over allies and swaps of one listing (filled and read within one call). */
const allyMoves = /* @__PURE__ */ new Int32Array(MAX_MOVES);

/** Scratch: pieces of the no-doubled type per file (filled and read within one call). */
const fileCounts = /* @__PURE__ */ new Int16Array(16);

/** Drops of the pieces in hand of the side to move on the empty squares their drop regions allow. */
function generateDrops(s: FairyState, out: Int32Array, at: number): number {
  const c = s.c, n = c.n, nt = c.nt, us = s.side, cells = s.cells, ok = c.rules.dropOk, hand = s.hand, files = c.files;
  const noDoubled = c.rules.dropNoDoubled;
  let k = at;
  for (let t = 0; t < nt; t++) {
    if ((hand[us * nt + t] as number) <= 0) continue;
    const base = (us * nt + t) * n, code = DROP << 14 | t << 17;
    if (t === noDoubled) {
      // Files that already hold dropNoDoubledCount of the side's own (unpromoted) pieces of this type.
      const perFile = fileCounts.fill(0, 0, files), limit = c.rules.dropNoDoubledCount;
      const own = 2 + 2 * t + us;
      for (let pi = 0, pn = s.count[us] as number; pi < pn; pi++) {
        const sq = s.plist[us * n + pi] as number;
        if (cells[sq] === own) perFile[sq % files] = (perFile[sq % files] as number) + 1;
      }
      for (let sq = 0; sq < n; sq++) if (cells[sq] === 0 && ok[base + sq] === 1 && (perFile[sq % files] as number) < limit) out[k++] = sq | (sq << 7) | code;
      continue;
    }
    for (let sq = 0; sq < n; sq++) if (cells[sq] === 0 && ok[base + sq] === 1) out[k++] = sq | (sq << 7) | code;
    // dropPromoted (kyoto shogi): the piece may also be dropped as its promoted type, where it may be dropped.
    if (c.rules.dropPromoted && (c.rules.promotedPieceType[t] as number) >= 0) {
      for (let sq = 0; sq < n; sq++) if (cells[sq] === 0 && ok[base + sq] === 1) out[k++] = sq | (sq << 7) | code | ALT;
    }
  }
  return k;
}

/** Is a pseudo-legal move legal? */
export function isLegal(s: FairyState, m: number): boolean {
  const c = s.c, rules = c.rules;
  const kind = moveKind(m);
  const cells = s.cells, us = s.side, them = us ^ 1;
  const from = moveFrom(m), to = moveTo(m);
  if (kind === DROP) return dropLegal(s, m);
  const mover = cells[from] as number;
  if (rules.immobilityIllegal && kind === NORMAL && c.immobile[mover * c.n + to] === 1) return false;
  // Mutually immune types (atomar): a piece may not take a piece of its own type.
  if (cells[to] !== 0 && rules.mutuallyImmune[(mover - 2) >> 1] === 1 && (((cells[to] as number) - 2) >> 1) === (mover - 2) >> 1) return false;
  if (rules.extinctionPseudoRoyal && !s.files.pseudoRoyal!.legal(s, m)) return false;
  if (kind === CASTLING) return s.files.castling!.legal(s, m);
  if (c.king < 0 && rules.checking && !rules.flyingGeneral) return true;
  const bikjang = s.bikjang[s.ply] === 1;
  if (kind === PASS) {
    // Janggi: while the kings face each other (bikjang) passing is always allowed, even in check.
    const ks = s.kingSq[us] as number;
    return bikjang || !rules.checking || ks < 0 || !attacked(c, cells, ks, them);
  }
  if (rules.blastOnCapture && isCapture(s, m)) return legalByMaking(s, m);
  // Makpong: a king in check may move only to take the piece giving check.
  if (rules.makpongRule && (mover - 2) >> 1 === c.king && !makpongAllowed(s, to)) return false;
  const capSq = kind === EN_PASSANT ? s.epVictim(to) : to;
  const captured = cells[capSq] as number;
  cells[capSq] = 0;
  // A piece gated in on the square left does not shield the king: Fairy-Stockfish judges legality
  // with that square empty (Position::legal), so a pinned piece may not leave its gate even by gating.
  cells[from] = 0;
  cells[to] = mover;
  const ks = (mover - 2) >> 1 === c.king ? to : (s.kingSq[us] as number);
  let legal = true;
  if (ks >= 0 && attacked(c, cells, ks, them)) legal = false;
  // Without checks (racing kings) a move may not attack the other king; a promotion checks with the piece it promotes to.
  if (legal && !rules.checking && (s.kingSq[them] as number) >= 0) {
    if (kind === PROMOTION || kind === PIECE_PROMOTION) cells[to] = 2 + 2 * movePromotion(m) + us;
    if (attacked(c, cells, s.kingSq[them] as number, us)) legal = false;
    cells[to] = mover;
  }
  // Flying general (and janggi's bikjang): a move may not leave the kings facing each other.
  if (legal && (rules.flyingGeneral || bikjang) && ks >= 0 && generalsFace(c, cells, ks, s.kingSq[them] as number)) legal = false;
  // Sittuyin: a promotion may not give check, directly or by the line the pawn opens.
  if (legal && kind === PROMOTION && rules.sittuyinPromotion && (s.kingSq[them] as number) >= 0) {
    cells[to] = 2 + 2 * movePromotion(m) + us;
    if (attacked(c, cells, s.kingSq[them] as number, us)) legal = false;
  }
  cells[to] = 0;
  cells[capSq] = captured;
  cells[from] = mover;
  return legal;
}

/**
 * A drop meets the tests a board move meets (Position::legal): it may not leave the side's royal
 * piece attacked (it may block a check) and a dropped king may not land on an attacked square; it
 * may not expose a pseudo-royal piece (pseudo-royal.ts); with the flying general or during bikjang
 * it may not leave the kings facing; where checks are not allowed it may not give one. (Where a
 * piece may be dropped at all, mobility regions included, is in the drop tables: compile.ts. A pawn
 * drop that mates is refused where the legal list is made, pawn-drop-mate.ts: it needs that list.)
 */
function dropLegal(s: FairyState, m: number): boolean {
  const c = s.c, rules = c.rules, cells = s.cells, us = s.side, them = us ^ 1, to = moveTo(m);
  if (rules.bishopType >= 0 && !s.files.bishopDrops!.allowed(s, movePromotion(m), to)) return false;
  if (rules.extinctionPseudoRoyal && !s.files.pseudoRoyal!.legal(s, m)) return false;
  const type = m & ALT ? (rules.promotedPieceType[movePromotion(m)] as number) : movePromotion(m);
  cells[to] = 2 + 2 * type + us;
  // The royal piece after the drop: the dropped piece if it is the king.
  const ks = type === c.king ? to : (s.kingSq[us] as number), theirs = s.kingSq[them] as number;
  let legal = !(ks >= 0 && attacked(c, cells, ks, them));
  // Where checks are not allowed, or drops may not give one (dropChecks), a drop may not attack the other king.
  if (legal && !(rules.checking && rules.dropChecks) && theirs >= 0 && attacked(c, cells, theirs, us)) legal = false;
  if (legal && (rules.flyingGeneral || s.bikjang[s.ply] === 1) && ks >= 0 && generalsFace(c, cells, ks, theirs)) legal = false;
  cells[to] = 0;
  return legal;
}

/** Legality by playing the move (blasts): the mover's royal piece must survive and not be attacked. */
function legalByMaking(s: FairyState, m: number): boolean {
  const c = s.c, us = s.side;
  s.make(m);
  const ks = s.kingSq[us] as number, theirs = s.kingSq[us ^ 1] as number;
  let legal = true;
  if (c.king >= 0 && ks < 0) legal = false;
  else if (ks >= 0 && !(theirs >= 0 && kingsTouch(c, ks, theirs)) && attacked(c, s.cells, ks, us ^ 1)) legal = false;
  s.unmake();
  return legal;
}



/** Makpong: with the king in check, a king move must capture the only checker. */
function makpongAllowed(s: FairyState, to: number): boolean {
  const list: number[] = [];
  attackers(s.c, s.cells, s.kingSq[s.side] as number, s.side ^ 1, list);
  return list.every((sq) => sq === to);
}
