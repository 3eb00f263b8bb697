/**
 * Move objects, SAN and move text of the chess variants, built from the variant's own list of
 * legal moves: disambiguation compares with the other listed moves (a variant's legality may
 * differ from chess, so the chess shortcut of testing single moves does not apply).
 */
import { excerpt, fail } from '../../../core/errors.js';
import { DROP_FROM } from '../../../core/variant.js';
import { CASTLE, DROP, EN_PASSANT, KING, PAWN, PIECE_LETTERS, PROMOTE_N, squareId, squareName } from '../codes.js';
import { promotionLetter } from '../promotion.js';
import type { ChessMove } from '../types.js';
import type { VariantBoard } from './hooks.js';

const FILES = 'abcdefgh';

/** SAN of `m` without its suffix; `ints[0..count)` are the other legal moves (for disambiguation). */
function sanBody(s: VariantBoard, m: number, ints: Int32Array, count: number): string {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12, b = s.sq;
  // A drop (crazyhouse): the piece letter, none for a pawn (as chessops and shakmaty write it), "@" and the square.
  if (m >= DROP) return `${(m & 7) === PAWN ? '' : PIECE_LETTERS[m & 7]!}@${squareName(to)}`;
  if (flag === CASTLE) return (to & 7) === 6 ? 'O-O' : 'O-O-O';
  const piece = b[from]!, type = piece & 7;
  const capture = flag === EN_PASSANT || b[to] !== 0;
  if (type === PAWN) {
    let san = (capture ? `${FILES[from & 7]}x` : '') + squareName(to);
    if (flag >= PROMOTE_N) san += `=${promotionLetter(flag).toUpperCase()}`;
    return san;
  }
  let san = PIECE_LETTERS[type]!;
  if (type !== KING) {
    let clash = false, sameFile = false, sameRank = false;
    for (let i = 0; i < count; i++) {
      const o = ints[i]!, of = o & 63;
      if (o >= DROP || of === from || ((o >> 6) & 63) !== to || o >> 12 === CASTLE || b[of] !== piece) continue;
      clash = true;
      if ((of & 7) === (from & 7)) sameFile = true;
      if (of >> 3 === from >> 3) sameRank = true;
    }
    if (clash) san += !sameFile ? FILES[from & 7]! : !sameRank ? String((from >> 3) + 1) : squareName(from);
  }
  return san + (capture ? 'x' : '') + squareName(to);
}

/** `#` when the move ends the game with the mover winning by mate, `+` for check, else nothing (the state has made it). */
function suffix(s: VariantBoard, replies: Int32Array): string {
  const check = s.inCheck();
  const result = s.variantResult();
  if (result !== undefined) return result.over && result.winner !== undefined ? '#' : '';
  if (!check) return '';
  return s.generate(replies) === 0 ? '#' : '+';
}

/** The suffix of move `m` (made and taken back here). */
function madeSuffix(s: VariantBoard, m: number, replies: Int32Array): string {
  s.make(m);
  const suffixText = suffix(s, replies);
  s.unmake();
  return suffixText;
}

/** The move object of drop `m`: `from` is {@link DROP_FROM} (it starts off the board), `kind` `drop`, `piece` the dropped kind. */
function dropObject(s: VariantBoard, m: number, notation: string, uci: string): ChessMove {
  const checkmate = notation.endsWith('#');
  return {
    from: DROP_FROM, to: squareName((m >> 6) & 63), captures: [], notation, uci, piece: PIECE_LETTERS[m & 7] as ChessMove['piece'],
    player: s.turn === 0 ? 'white' : 'black', capturedKinds: [], check: checkmate || notation.endsWith('+'), checkmate, kind: 'drop',
  };
}

/** UCI of `m`: castling as king-takes-rook in Chess960, else as the king's two-square move. */
export function variantUci(s: VariantBoard, m: number): string {
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  if (m >= DROP) return `${PIECE_LETTERS[m & 7]!}@${squareName(to)}`;
  if (flag === CASTLE && s.castles960) {
    const rook = s.castleRook[(s.turn >> 2) + ((to & 7) === 6 ? 0 : 1)]!;
    // Chess960 always names the rook; a variant that only reads X-FEN (atomic) keeps e1g1 for the standard squares.
    const standard = s.rules.id !== 'chess960' && (from & 7) === 4 && ((rook & 7) === 0 || (rook & 7) === 7);
    if (!standard) return squareName(from) + squareName(rook);
  }
  return squareName(from) + squareName(to) + (flag >= PROMOTE_N ? promotionLetter(flag).toLowerCase() : '');
}

/** Does `m` land on square `dest` (a castling move always counts: its UCI may name the rook's square; `dest` 64 keeps only those)? */
export const landsOn = (m: number, dest: number): boolean => ((m >> 6) & 63) === dest || (m < DROP && m >> 12 === CASTLE);

/**
 * The move objects of the legal moves `ints[0..count)` of the state's position; with `dest`, only
 * of the moves that {@link landsOn} it (SAN still disambiguated against all of them).
 */
export function moveObjects(s: VariantBoard, ints: Int32Array, count: number, replies: Int32Array, dest = -1): ChessMove[] {
  const out: ChessMove[] = [];
  for (let i = 0; i < count; i++) if (dest < 0 || landsOn(ints[i]!, dest)) out.push(moveObjectAt(s, ints, count, replies, i));
  return out;
}

/** The move object of `ints[i]`, one of the legal moves `ints[0..count)` of the state's position. */
export function moveObjectAt(s: VariantBoard, ints: Int32Array, count: number, replies: Int32Array, i: number): ChessMove {
  const m = ints[i]!;
  const from = m & 63, to = (m >> 6) & 63, flag = m >> 12;
  const body = sanBody(s, m, ints, count);
  const uci = variantUci(s, m);
  if (m >= DROP) return dropObject(s, m, body + madeSuffix(s, m, replies), uci);
  const piece = PIECE_LETTERS[s.sq[from]! & 7] as ChessMove['piece'];
  const captures = s.rules.captures?.(s, m) ?? (flag === EN_PASSANT ? [squareName(s.turn === 0 ? to - 8 : to + 8)] : flag !== CASTLE && s.sq[to] !== 0 ? [squareName(to)] : []);
  // What the move removes, by kind (upper case), read before it is made.
  const capturedKinds = captures.map((name) => PIECE_LETTERS[s.sq[squareId(name)]! & 7]!);
  s.make(m);
  const notation = body + suffix(s, replies);
  s.unmake();
  const f = squareName(from), t = squareName(to);
  const player = s.turn === 0 ? 'white' as const : 'black' as const;
  const checkmate = notation.endsWith('#'), check = checkmate || notation.endsWith('+');
  const common = { from: f, to: t, captures, notation, uci, piece, player, capturedKinds, check, checkmate };
  if (flag === CASTLE) {
    const short = (to & 7) === 6;
    const rook = s.castleRook[(s.turn >> 2) + (short ? 0 : 1)]!;
    return { ...common, kind: 'castle', castle: short ? 'short' : 'long', rookFrom: squareName(rook), rookTo: squareName((to & 56) | (short ? 5 : 3)) };
  }
  if (flag === EN_PASSANT) return { ...common, kind: 'en-passant' };
  if (flag >= PROMOTE_N) return { ...common, promotion: promotionLetter(flag), kind: 'promotion' };
  return common;
}

const MOVE_TEXT = /^(?:[NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](?:=?[QRBNqrbn])?|[a-h][1-8]-?[a-h][1-8][qrbnQRBN]?|[O0o]-[O0o](?:-[O0o])?|[PNBRQpnbrq]?@[a-h][1-8])$/;

/**
 * The listed move `text` names: SAN (check marks optional), UCI, `O-O` / `0-0`, and castling in
 * either UCI form (king to its square `e1g1`, or king takes rook `e1h1`) when that names no other move.
 */
export function resolveVariantText(text: string, legal: readonly ChessMove[], turn: string): ChessMove {
  let t = text.trim();
  while (t.length > 0 && '+#!?'.includes(t[t.length - 1]!)) t = t.slice(0, -1);
  const bare = (n: string): string => n.replace(/[+#]$/, '');
  let found = legal.find((m) => bare(m.notation) === t) ?? legal.find((m) => m.uci === t.toLowerCase());
  if (found === undefined && t.includes('@')) {
    // A drop: "N@f3", "P@e4" or "@e4" (a pawn), the letter in either case.
    const letter = t[0] === '@' ? 'P' : t[0]!.toUpperCase();
    found = legal.find((m) => m.kind === 'drop' && m.piece === letter && m.to === t.slice(-2));
  }
  if (found === undefined && /^[O0o]-[O0o](-[O0o])?$/.test(t)) {
    const long = t.length === 5;
    found = legal.find((m) => m.kind === 'castle' && (m.to[0] === 'c') === long);
  }
  if (found === undefined && /^[a-h][1-8][a-h][1-8]$/.test(t)) {
    // The other UCI form of castling: king to its target square, or king takes its rook.
    found = legal.find((m) => m.kind === 'castle' && m.from === t.slice(0, 2) && (m.to === t.slice(2) || m.uci.slice(2) === t.slice(2)));
  }
  if (found !== undefined) return found;
  if (!MOVE_TEXT.test(t)) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not a chess move (expected SAN such as Nf3, exd5, e8=Q, O-O, N@f3, or UCI such as e2e4)`);
  const shown = legal.slice(0, 12).map((m) => m.notation).join(', ');
  return fail('ILLEGAL_MOVE', `${excerpt(t)} is not a legal move for ${turn}; ${legal.length === 0 ? 'there are no legal moves' : `legal: ${shown}${legal.length > 12 ? `, … (${legal.length} in all)` : ''}`}`);
}
