/**
 * Move text: UCI as Fairy-Stockfish writes it (squares with 1-based ranks, `a10a9`; a promotion
 * adds the piece letter in lower case, `a7a8q`; castling is the king's move to its target square,
 * or king-takes-rook in Chess960 and when the king's target move would read as an ordinary king
 * move; a pass is the king's square twice, `e2e2`) and SAN as Fairy-Stockfish writes it (`Nf3`,
 * `exd5`, `a8=Q`, `O-O`, `Hc3`, `Ke2` for a pass, `+`/`#`).
 */
import { squareName } from './fen.js';
import { ALT, CASTLING, DROP, EN_PASSANT, GATE_ON_TO, gateSquare, moveFrom, moveGate, moveKind, movePromotion, moveTo, moveWall, PASS, PIECE_PROMOTION, PROMOTION, type FairyState } from './state.js';

/**
 * Walling games (Fairy-Stockfish's UCI): the move's own text, a comma, then the square its text ends
 * on and the wall's (`e2e4,e4e5`). A move without a wall in a wallOrMove game is written as
 * Fairy-Stockfish writes it, with its empty wall square, a1 (`e2e4,e4a1`), the text it reads back.
 */
function withWall(s: FairyState, text: string, m: number, landed: number): string {
  const c = s.c, w = moveWall(m);
  if (c.rules.walling === 0 || (w < 0 && !c.rules.wallOrMove)) return text;
  return `${text},${squareName(c, landed)}${squareName(c, w < 0 ? 0 : w)}`;
}

/** UCI text of a move of `s` (legal in `s`); `list` the legal moves, to see whether a castling target reads as a king move. */
export function uciOf(s: FairyState, m: number, list: Int32Array, count: number): string {
  const c = s.c, from = moveFrom(m), kind = moveKind(m);
  let to = moveTo(m);
  // A drop: the piece's letter, '@', the square (Fairy-Stockfish's UCI).
  if (kind === DROP) return withWall(s, `${m & ALT ? '+' : ''}${c.letters[movePromotion(m)] as string}@${squareName(c, to)}`, m, to);
  const gt = c.rules.gating ? moveGate(m) : -1;
  // A piece gated in on the rook's square of a castling move: rook square, king square, letter (Fairy-Stockfish).
  if (gt >= 0 && m & GATE_ON_TO) return squareName(c, to) + squareName(c, from) + (c.letters[gt] as string).toLowerCase();
  if (kind === CASTLING && !c.rules.chess960) {
    const [kto] = s.castleTargets(m);
    let ambiguous = false;
    for (let i = 0; i < count; i++) {
      const o = list[i] as number;
      if (moveKind(o) !== CASTLING && moveFrom(o) === from && moveTo(o) === kto) ambiguous = true;
    }
    if (!ambiguous) to = kto;
  }
  let text = squareName(c, from) + squareName(c, to);
  if (kind === PROMOTION) text += (c.letters[movePromotion(m)] as string).toLowerCase();
  else if (kind === PIECE_PROMOTION) text += m & ALT ? '-' : '+';
  if (gt >= 0) text += (c.letters[gt] as string).toLowerCase();
  return kind === PASS && moveWall(m) < 0 ? text : withWall(s, text, m, to);
}

/**
 * SAN text of a move as Fairy-Stockfish's SAN writes it (apiutil.h `move_to_san`, without check
 * marks; the caller adds `+` / `#`): a piece by its SAN letter (the synonym where it has one: the
 * xiangqi and janggi horse `H`, elephant `E`), a piece dropped promoted side up by the promoted
 * piece's letter, a pass as the king's letter and square (`Ke2`), and an origin named only against
 * another piece of the same type that can make the same move (same kind, promotion and gate) to
 * the same square: its file when that tells them apart, else its rank, else both.
 */
export function sanOf(s: FairyState, m: number, peers: SameMoves): string {
  const c = s.c, from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  if (kind === DROP) {
    const type = movePromotion(m);
    return `${c.sanLetters[m & ALT ? (c.rules.promotedPieceType[type] as number) : type] as string}@${squareName(c, to)}`;
  }
  // Walling games: the wall's square after a comma (Fairy-Stockfish `e4,e5`); the gate bits hold it there.
  const gt = c.rules.gating ? moveGate(m) : -1, gated = gt >= 0 ? `/${c.letters[gt] as string}` : '';
  const wall = c.rules.walling !== 0 && moveWall(m) >= 0 ? `,${squareName(c, moveWall(m))}` : '';
  if (kind === CASTLING) return (to > from ? 'O-O' : 'O-O-O') + (gt >= 0 ? gated + squareName(c, gateSquare(m)) : '') + wall;
  const cell = s.cells[from] as number, type = (cell - 2) >> 1;
  const capture = kind === EN_PASSANT || (from !== to && (s.cells[to] as number) >= 2);
  const pawn = c.rules.isPawn[type] === 1;
  let text = pawn ? '' : (c.sanLetters[type] as string);
  const name = squareName(c, from);
  if (pawn && capture) text += name[0] as string;
  else if (pawn && kind === PROMOTION && from !== to && c.rules.sittuyinPromotion) text += name;
  else if (gt < 0) text += origin(s, m, peers, name);
  if (capture) text += 'x';
  text += squareName(c, to);
  if (kind === PROMOTION || kind === PIECE_PROMOTION) text += `=${c.letters[movePromotion(m)] as string}`;
  return text + gated + wall;
}

/**
 * The origin SAN names (Fairy-Stockfish's `disambiguation_level`): none, unless another piece of
 * the mover's type has the very same move (all but its origin: kind, promotion, gate, wall) to the same
 * square — then the file, else the rank, else the square. A gating move names none: its gate is on
 * its own origin, so no other piece has the same move.
 */
function origin(s: FairyState, m: number, peers: SameMoves, name: string): string {
  const c = s.c, from = moveFrom(m), cell = s.cells[from];
  let sameFile = false, sameRank = false, other = false;
  for (const of of peers.get(m & ~127) ?? []) {
    if (of === from || s.cells[of] !== cell) continue;
    other = true;
    if (of % c.files === from % c.files) sameFile = true;
    if (Math.floor(of / c.files) === Math.floor(from / c.files)) sameRank = true;
  }
  return !other ? '' : !sameFile ? (name[0] as string) : !sameRank ? name.slice(1) : name;
}

/**
 * The origins of the listed moves grouped by all but their origin (kind, target, promotion, gate,
 * wall): what SAN's disambiguation compares. Built once per list, so writing the SAN of every move
 * stays linear in the list (a duck chess position lists ~800 moves).
 */
export type SameMoves = ReadonlyMap<number, readonly number[]>;

/** Groups `count` moves of `list` by all but their origin (see {@link SameMoves}). */
export function sameMoves(list: Int32Array, count: number): SameMoves {
  const out = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const o = list[i] as number, rest = o & ~127, at = out.get(rest);
    if (at === undefined) out.set(rest, [moveFrom(o)]);
    else at.push(moveFrom(o));
  }
  return out;
}
