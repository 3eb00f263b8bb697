/**
 * The castling field of Fairy-Stockfish's FEN (fen.ts reads the rest): castling rights as `KQkq`
 * or file letters (`HAha`, X-FEN / Shredder), and the gates written there — cambodian first moves,
 * Seirawan gating. Its own file, reached through the rule files of the games that have castling,
 * gating or cambodian moves (castling.ts, gating.ts, cambodian.ts): the other games read the field
 * only to check its letters, and write `-`.
 */
import { fail } from '../../errors.js';
import type { Compiled } from './compile.js';

/** What the castling field says (fen.ts's FairySetup holds it). */
export interface CastlingFields {
  readonly cells: Uint8Array;
  /** Castling rights: bit 0 White kingside, 1 White queenside, 2 Black kingside, 3 Black queenside. */
  readonly castle: number;
  /** Square of each side's castling king (-1 none). */
  readonly castleKing: readonly [number, number];
  /** Rook square of each right (-1 none). */
  readonly castleRook: readonly [number, number, number, number];
  /** Squares whose piece keeps its first-move right or gate. */
  readonly gates: readonly number[];
  readonly hand?: Int16Array;
}

/**
 * Reads the castling field `castleText` of FEN `text` whose board is `cells` and hands
 * `hand`; throws `INVALID_FEN` (as the rest of the FEN reader) for a letter it cannot take.
 */
function readCastlingField(c: Compiled, text: string, castleText: string, cells: Uint8Array, hand: Int16Array | undefined): Omit<CastlingFields, 'cells' | 'hand'> {
  const bad = (why: string): never => fail('INVALID_FEN', `${JSON.stringify(text.slice(0, 80))}: ${why}`);
  const rules = c.rules;
  const castleKing: [number, number] = [-1, -1];
  const castleRook: [number, number, number, number] = [-1, -1, -1, -1];
  let castle = 0;
  const gates: number[] = [];
  // Seirawan gating: gates matter while the side has pieces in hand, or captures may refill it.
  const gatesHeld = (side: 0 | 1): boolean => {
    if (rules.capturesToHand) return true;
    for (let t = 0; t < c.nt; t++) if ((hand?.[side * c.nt + t] ?? 0) > 0) return true;
    return false;
  };
  if (castleText !== '-') {
    for (const ch of castleText) {
      if (!/[a-lkq]/i.test(ch)) bad(`${JSON.stringify(ch)} is not a castling right`);
      if (rules.cambodianMoves && !/[kq]/i.test(ch)) {
        // Cambodian gates: a file letter on the side's first rank, kept when the side's piece stands there.
        const gs = ch === ch.toUpperCase() ? 0 : 1;
        const f = ch.toUpperCase().charCodeAt(0) - 65;
        const rank = gs === 0 ? rules.castlingRank : c.ranks - 1 - rules.castlingRank;
        const sq = rank * c.files + f;
        const cell = cells[sq] as number;
        if (f < c.files && cell >= 2 && ((cell - 2) & 1) === gs && !gates.includes(sq)) gates.push(sq);
        continue;
      }
      if (!rules.castling && !rules.gating) continue;
      const s: 0 | 1 = ch === ch.toUpperCase() ? 0 : 1;
      const rank = s === 0 ? rules.castlingRank : c.ranks - 1 - rules.castlingRank;
      const base = rank * c.files;
      const own = (sq: number, set: Uint8Array): boolean => {
        const cell = cells[sq] as number;
        return cell >= 2 && ((cell - 2) & 1) === s && set[(cell - 2) >> 1] === 1;
      };
      const rookSet = rules.castlingRookPieces[s];
      let rsq = -1;
      const up = ch.toUpperCase();
      if (up === 'K') {
        for (let f = rules.castlingRookKingsideFile; f >= 0; f--) if (own(base + f, rookSet)) { rsq = base + f; break; }
      } else if (up === 'Q') {
        for (let f = rules.castlingRookQueensideFile; f < c.files; f++) if (own(base + f, rookSet)) { rsq = base + f; break; }
      } else {
        const f = up.charCodeAt(0) - 65;
        if (f >= c.files) bad(`castling file ${ch} is off the board`);
        rsq = base + f;
      }
      // Gating (Fairy-Stockfish): K and Q scan to the board's edge.
      if (rsq < 0 && rules.gating) rsq = base + (up === 'K' ? 0 : c.files - 1);
      if (rsq < 0) continue;
      // The castling king: the side's castling piece on the castling rank.
      if (castleKing[s] === -1) {
        const kp = rules.castlingKingPiece[s];
        const kings: number[] = [];
        for (let f = 0; f < c.files; f++) if (cells[base + f] === 2 + 2 * kp + s) kings.push(base + f);
        const k = kings.length === 1 || (kings.length > 0 && rules.chess960) ? (kings[0] as number) : base + rules.castlingKingFile;
        castleKing[s] = kings.includes(k) ? k : -1;
      }
      const ksq = castleKing[s];
      if (rules.gating) {
        // Gates: the side's piece on the named square, and the king for K and Q; a file letter is a
        // castling right only when the side has no pieces in hand to gate (a Chess960 right).
        // A side with an empty hand that captures cannot refill (S-chess) has no gates: the moves
        // drop them when the hand empties, so the text read back hashes as the state that wrote it.
        const cell = cells[rsq] as number, held = gatesHeld(s);
        if (held && cell >= 2 && ((cell - 2) & 1) === s && !gates.includes(rsq)) gates.push(rsq);
        if (up === 'K' || up === 'Q') { if (held && ksq >= 0 && !gates.includes(ksq)) gates.push(ksq); }
        else if (held) continue;
        if (!rules.castling) continue;
      }
      if (ksq < 0 || !own(rsq, rookSet)) continue;
      const right = s * 2 + (ksq < rsq ? 0 : 1);
      castle |= 1 << right;
      castleRook[right] = rsq;
    }
  }
  // Chess960 gating: a side whose castling king stands on a gate and that has no castling right
  // castles with every castling rook on a gate.
  if (rules.gating && rules.castling) {
    for (const s of [0, 1] as const) {
      const ksq = castleKing[s];
      if (ksq < 0 || !gates.includes(ksq) || (castle & (s === 0 ? 3 : 12)) !== 0 || !gatesHeld(s)) continue;
      for (const g of [...gates].sort((a, b) => a - b)) {
        const cell = cells[g] as number;
        if (g === ksq || cell < 2 || ((cell - 2) & 1) !== s || rules.castlingRookPieces[s][(cell - 2) >> 1] !== 1) continue;
        const right = s * 2 + (ksq < g ? 0 : 1);
        castle |= 1 << right;
        castleRook[right] = g;
      }
    }
  }
  gates.sort((a, b) => a - b);
  return { castle, castleKing, castleRook, gates };
}

/** Writes the castling field of a position (`-` when it has no rights and no gates). */
function writeCastlingField(c: Compiled, s: CastlingFields): string {
  let castle = '';
  for (let right = 0; right < 4; right++) {
    if (right === 2) castle += gateLetters(c, s, 0);
    if (!(s.castle & (1 << right))) continue;
    const side = right >> 1, rsq = s.castleRook[right] as number;
    const kingside = (right & 1) === 0;
    // The rook's file in Chess960, else K/Q (Fairy-Stockfish's Position::fen, even where another
    // castling rook stands further out: K/Q read back find the rook from the castling rook file inward).
    const letter = c.rules.chess960 ? String.fromCharCode(65 + (rsq % c.files)) : kingside ? 'K' : 'Q';
    castle += side === 0 ? letter : letter.toLowerCase();
  }
  castle += gateLetters(c, s, 1);
  return castle || '-';
}

/**
 * The gates of one side as file letters after its castling rights (cambodian first moves; Seirawan
 * gating, as Fairy-Stockfish writes them: only while the side has pieces in hand or captures may
 * refill it, and not the king's or a castling rook's file that K/Q already name).
 */
function gateLetters(c: Compiled, s: CastlingFields, side: 0 | 1): string {
  const rules = c.rules;
  if (rules.gating && !rules.capturesToHand) {
    let held = 0;
    for (let t = 0; t < c.nt; t++) held += s.hand?.[side * c.nt + t] ?? 0;
    if (held === 0) return '';
  }
  const canCastle = (s.castle & (side === 0 ? 3 : 12)) !== 0;
  let out = '';
  for (const sq of [...s.gates].sort((a, b) => (a % c.files) - (b % c.files))) {
    const cell = s.cells[sq] as number;
    if (cell < 2 || ((cell - 2) & 1) !== side) continue;
    if (rules.gating) {
      if (!rules.chess960 && canCastle && sq === s.castleKing[side]) continue;
      if ((s.castle & (1 << (2 * side))) !== 0 && sq === s.castleRook[2 * side]) continue;
      if ((s.castle & (1 << (2 * side + 1))) !== 0 && sq === s.castleRook[2 * side + 1]) continue;
    }
    out += String.fromCharCode((side === 0 ? 65 : 97) + (sq % c.files));
  }
  return out;
}


/** The castling field, read and written: the castling, gating and cambodian rule files hand it to fen.ts. */
export const castlingField = { read: readCastlingField, write: writeCastlingField };
