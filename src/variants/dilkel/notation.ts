/**
 * Long algebraic move text: `h2-h4`, `Nj1-i3`, `Qh1xm6`, `e13xd12`,
 * `d13-d14=Q`, `O-O` (toward the nearer rook) and `O-O-O`.
 */
import { fail } from '../../core/errors.js';
import { legalPreview } from '../../core/move-list.js';
import type { CheckingMove } from '../../core/variant.js';
import type { DilkelEngine } from './engine.js';
import { CASTLE_LONG, CASTLE_SHORT, EN_PASSANT, moveFlag, moveFrom, movePromo, moveTo } from './move-code.js';
import { KIND_LETTERS, PAWN } from './tables.js';
import { castlingSide } from './castling.js';
import { DILKEL_PLAYERS, type DilkelPlayer } from './seating.js';

/**
 * A Dilkel move. Piece kinds are upper case (`Q`), the player a player id (`red`).
 * `check`: after the move some other player's king is attacked, or a player is
 * checkmated by it; `checkmate`: a player in check with no legal move when its
 * turn comes right after is eliminated by it. `castle: 'short'` is toward the nearer rook.
 */
export interface DilkelMove extends CheckingMove<DilkelPlayer> {
  /** `castle`, `en-passant` or `promotion`; absent for other moves. */
  readonly kind?: 'castle' | 'en-passant' | 'promotion';
  /** The piece letter a pawn becomes (`Q`, `R`, `N`, `B`), on promotions only. */
  readonly promotion?: string;
}

/** Builds the move object (with notation) of an engine move in the engine's current position. */
export function describeMove(e: DilkelEngine, m: number): DilkelMove {
  const names = e.t.board.names;
  const from = moveFrom(m), to = moveTo(m), flag = moveFlag(m), promo = movePromo(m);
  const fromName = names[from] as string, toName = names[to] as string;
  const seat = e.turn;
  const player = DILKEL_PLAYERS[seat] as DilkelPlayer;
  const { check, checkmate } = checksAfter(e, m, seat);
  if (flag === CASTLE_SHORT || flag === CASTLE_LONG) {
    const side = castlingSide(e.t, seat, flag);
    return {
      from: fromName, to: toName, captures: [], notation: flag === CASTLE_SHORT ? 'O-O' : 'O-O-O', kind: 'castle',
      player, piece: 'K', capturedKinds: [], check, checkmate,
      castle: flag === CASTLE_SHORT ? 'short' : 'long', rookFrom: names[side.rook] as string, rookTo: names[side.rookTo] as string,
    };
  }
  const piece = (e.sq[from] as number) & 7;
  let captured = -1;
  if (flag === EN_PASSANT) {
    const opp = e.t.oppositeSeat[e.turn] as number;
    captured = e.t.board.next[(e.t.forward[opp] as number) * e.n + to] as number;
  } else if (e.sq[to] !== 0) captured = to;
  const letter = piece === PAWN ? '' : (KIND_LETTERS[piece] as string);
  const notation = `${letter}${fromName}${captured >= 0 ? 'x' : '-'}${toName}${promo ? `=${KIND_LETTERS[promo] as string}` : ''}`;
  const captures = captured >= 0 ? [names[captured] as string] : [];
  const capturedKinds = captured >= 0 ? [KIND_LETTERS[(e.sq[captured] as number) & 7] as string] : [];
  const shown = { player, piece: KIND_LETTERS[piece] as string, capturedKinds, check, checkmate };
  if (flag === EN_PASSANT) return { from: fromName, to: toName, captures, notation, kind: 'en-passant', ...shown };
  if (promo) return { from: fromName, to: toName, captures, notation, kind: 'promotion', promotion: KIND_LETTERS[promo] as string, ...shown };
  return { from: fromName, to: toName, captures, notation, ...shown };
}

/** Plays `m` on the engine and takes it back, to see whether it attacks another king or eliminates a player. */
function checksAfter(e: DilkelEngine, m: number, seat: number): { check: boolean; checkmate: boolean } {
  const before = e.elims.length;
  e.make(m);
  const checkmate = e.elims.length > before;
  let check = checkmate;
  for (let s = 0; s < e.t.seats && !check; s++) if (s !== seat && e.inCheck(s)) check = true;
  e.unmake();
  return { check, checkmate };
}

const SQUARE = '[a-n](?:1[0-4]|[1-9])';
const LONG = /* @__PURE__ */ new RegExp(`^([KQRBN])?(${SQUARE})([-x:]?)(${SQUARE})(?:=?([QRBNqrbn]))?$`);

/**
 * Resolves move text to one of `legal`: the exact notation, or the same move
 * written loosely (`Nj1i3`, `j1-i3`, `d13d14q`, `0-0`, castling as the king's
 * move `g1-e1`).
 */
export function resolveMoveText(text: string, legal: readonly DilkelMove[], turn: string): DilkelMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  const castle = text.replace(/0/g, 'O');
  if (castle === 'O-O' || castle === 'O-O-O') {
    const found = legal.find((m) => m.notation === castle);
    if (!found) fail('ILLEGAL_MOVE', `${turn} cannot castle ${castle === 'O-O' ? 'short' : 'long'} (${castle}) here`);
    return found;
  }
  const match = LONG.exec(text);
  if (!match) fail('INVALID_MOVE_TEXT', `"${text}" is not Dilkel move text; write long algebraic like "h2-h4", "Nj1-i3", "Qh1xm6", "d13-d14=Q", "O-O" or "O-O-O"`);
  const [, letter = '', from, , to, promo] = match;
  // A castling move may also be written as its king's move (`g1-e1`, `Kg1-i1`).
  const candidates = legal.filter((m) => m.from === from && m.to === to);
  if (candidates.length > 0 && !candidates.some((m) => letter === '' || (m.kind === 'castle' ? 'K' : m.notation[0]) === letter)) fail('ILLEGAL_MOVE', `"${text}": the piece on ${from ?? ''} is not a ${letter}`);
  if (candidates.length === 0) fail('ILLEGAL_MOVE', `"${text}" is not a legal move for ${turn}; legal: ${legalPreview(legal)}`);
  if (promo) {
    if (!candidates.some((m) => m.promotion !== undefined)) fail('ILLEGAL_MOVE', `"${text}": ${from ?? ''}-${to ?? ''} is not a promotion (a pawn promotes only on an opponent's baseline)`);
    const found = candidates.find((m) => m.promotion === promo.toUpperCase());
    if (!found) fail('ILLEGAL_MOVE', `"${text}": a pawn of ${turn} may promote here only to ${candidates.map((m) => m.promotion).join(', ')}`);
    return found;
  }
  if (candidates.length > 1) fail('AMBIGUOUS_MOVE', `"${text}" is a promotion; add the piece: ${candidates.map((m) => m.notation).join(', ')}`);
  return candidates[0] as DilkelMove;
}
