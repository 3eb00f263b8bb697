/**
 * The immutable Dilkel position (plain JSON-able data) and its conversion to
 * and from the mutable {@link DilkelEngine}.
 */
import { keysProblem, type RepetitionKeys } from '../../core/repetition.js';
import { attachedKeys, attachKeys, extendLine, lineOf, type KeyLine } from '../../core/key-line.js';
import type { Elimination, Position } from '../../core/variant.js';
import { checkmatedToMove } from './elimination.js';
import { DilkelEngine, type EngineRules } from './engine.js';
import { DILKEL_PLAYERS, DILKEL_SEATS, type DilkelPlayer } from './seating.js';
import { describe, fail } from '../../core/errors.js';
import { lazy } from '../../core/lazy.js';
import { dilkelTables, KING, KIND_LETTERS, ROOK } from './tables.js';

/** A piece as written in positions: colour letter and kind letter, e.g. `rK`, `bQ`, `yP`, `gN`. */
export type DilkelPiece = string;

/** Why a Dilkel game ends, or a player is eliminated (`checkmate`), as a closed union. */
export type DilkelEndReason = 'checkmate' | 'last-player-standing' | 'stalemate' | 'threefold-repetition' | 'draw-after-plies';

/** A Dilkel Checkmates position. Per-player arrays are in seat order: red, blue, yellow, green. */
export interface DilkelPosition extends Position {
  readonly variant: 'dilkel';
  readonly turn: DilkelPlayer;
  /** Pieces by square name (`{ g1: 'rK', … }`), squares in board order. */
  readonly pieces: Readonly<Record<string, DilkelPiece>>;
  /** Players eliminated so far, in the order it happened. */
  readonly eliminated: readonly Elimination<DilkelPlayer, DilkelEndReason>[];
  /** May castle toward the nearer rook (red's d1), per player. */
  readonly castleShort: readonly boolean[];
  /** May castle toward the farther rook (red's k1), per player. */
  readonly castleLong: readonly boolean[];
  /** Per player: letters of its pieces captured and not yet brought back by promotion, in the order Q, R, N, B. */
  readonly captured: readonly string[];
  /** Per player: the square its last double step passed over while the opposite player may still take it, or `''`. */
  readonly enPassant: readonly string[];
  /** Plies since the last capture or pawn move. */
  readonly plies: number;
  /** Plies played since the start (or since the position text this game was read from). */
  readonly ply: number;
  /** Hashes of earlier positions that can still repeat. */
  readonly repetition: RepetitionKeys;
  /** Draw after this many plies without capture or pawn move; 0 turns the rule off. */
  readonly drawAfterPlies: number;
  /** Whether threefold repetition draws. */
  readonly repetitionDraw: boolean;
}

/** Options of `dilkel.setup` and `dilkel.parse`. */
export interface DilkelOptions {
  /** Who moves first (the rulebook draws it by lot). Default `red`. Ignored by `parse` (the text names the player to move). */
  readonly firstPlayer?: DilkelPlayer;
  /** Draw after this many plies without capture or pawn move; default 200; 0 turns it off. */
  readonly drawAfterPlies?: number;
  /** Draw by threefold repetition; default true. */
  readonly repetition?: boolean;
}

/** Captured letters are written in this order. */
export const CAPTURED_ORDER = 'QRNB';

/**
 * The most pieces a player can have captured and not brought back: its seven
 * pieces besides the king plus one per pawn promoted (each promotion that
 * brings one back also used a pawn).
 */
export const MAX_CAPTURED = 15;

/** Piece text (`rK`) by piece code, and back. */
const pieceNames = /* @__PURE__ */ lazy(() => {
  const names: string[] = [];
  DILKEL_SEATS.forEach((seat, s) => { for (let k = 1; k < KIND_LETTERS.length; k++) names[s * 8 + k] = seat.letter + (KIND_LETTERS[k] as string); });
  return names;
});
const pieceCodes = /* @__PURE__ */ lazy(() => new Map(pieceNames().map((name, code) => [name, code] as const).filter(([n]) => n !== undefined)));

/** Seat index of a player id. */
export function seatOf(player: DilkelPlayer): number {
  return DILKEL_PLAYERS.indexOf(player);
}

function bad(message: string): never {
  return fail('INVALID_POSITION', `not a valid Dilkel position: ${message}`);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isList = (v: unknown, what: string): readonly unknown[] => {
  if (!Array.isArray(v) || v.length !== DILKEL_SEATS.length) bad(`${what} must be an array of ${DILKEL_SEATS.length} entries (red, blue, yellow, green)`);
  return v as readonly unknown[];
};

/**
 * Loads a position into a fresh engine, checking its shape on the way (a
 * position may come from JSON or from plain JavaScript): `INVALID_POSITION`
 * says which field is wrong. Also refuses a position whose player to move is
 * checkmated: "A player is therefore NOT CHECKMATED until it is his turn to
 * move. Then … he must remove all his pieces", so no game reaches it.
 */
export function toEngine(position: DilkelPosition): DilkelEngine {
  const e = loadEngine(position);
  if (checkmatedToMove(e)) bad(`${DILKEL_PLAYERS[e.turn] as string} is to move but is checkmated; such a player is eliminated when its turn comes`);
  return e;
}

/** {@link toEngine} without the checkmate test (position text reports it as a fault of its turn field). */
export function loadEngine(position: DilkelPosition): DilkelEngine {
  if (typeof position.drawAfterPlies !== 'number' || !isCount(position.drawAfterPlies)) bad('drawAfterPlies must be a non-negative integer');
  if (typeof position.repetitionDraw !== 'boolean') bad('repetitionDraw must be true or false');
  const rules: EngineRules = { drawAfterPlies: position.drawAfterPlies, repetitionDraw: position.repetitionDraw };
  const e = new DilkelEngine(rules);
  const { board } = e.t;
  const codes = pieceCodes();
  const pieces = position.pieces as unknown;
  if (typeof pieces !== 'object' || pieces === null || Array.isArray(pieces)) bad('pieces must be an object of square → piece');
  for (const square in position.pieces) {
    const s = board.nodeId(square);
    if (s < 0) bad(`pieces has a square "${square.slice(0, 20)}" that is not on the board`);
    const code = codes.get(position.pieces[square] as string);
    if (code === undefined) bad(`pieces.${square.slice(0, 20)} is ${describe(position.pieces[square])}, not a piece like rK, bQ, yP, gN`);
    if ((code & 7) === KING) {
      if ((e.king[code >> 3] as number) >= 0) bad(`${DILKEL_PLAYERS[code >> 3]} has two kings`);
      e.king[code >> 3] = s;
    }
    e.sq[s] = code;
  }
  if (!Array.isArray(position.eliminated)) bad('eliminated must be an array');
  for (const el of position.eliminated) {
    const seat = seatOf(el?.player as DilkelPlayer);
    if (seat < 0 || !isCount(el.ply)) bad('each entry of eliminated needs a player id and a ply');
    e.out |= 1 << seat;
    e.elims.push({ seat, ply: el.ply });
  }
  e.turn = seatOf(position.turn);
  if (e.turn < 0 || (e.out & (1 << e.turn)) !== 0) bad(`turn ${describe(position.turn)} is not a player still in the game`);
  DILKEL_SEATS.forEach((seat, s) => {
    if ((e.out & (1 << s)) === 0 && (e.king[s] as number) < 0) bad(`${seat.player} is in the game but has no king`);
    if ((e.out & (1 << s)) !== 0 && e.sq.some((c) => c !== 0 && c >> 3 === s)) bad(`${seat.player} is eliminated but has pieces`);
  });
  const short = isList(position.castleShort, 'castleShort'), long = isList(position.castleLong, 'castleLong');
  const eps = isList(position.enPassant, 'enPassant'), captured = isList(position.captured, 'captured');
  DILKEL_SEATS.forEach((_, s) => {
    if (short[s] === true) e.castle |= 1 << s;
    if (long[s] === true) e.castle |= 1 << (4 + s);
    const ep = eps[s];
    if (typeof ep !== 'string' || (ep !== '' && board.nodeId(ep) < 0)) bad(`enPassant[${s}] must be '' or a square`);
    e.ep[s] = ep === '' ? -1 : board.nodeId(ep);
    const lost = captured[s];
    if (typeof lost !== 'string' || lost.length > MAX_CAPTURED) bad(`captured[${s}] must be a string of at most ${MAX_CAPTURED} piece letters`);
    for (const letter of lost) {
      if (!CAPTURED_ORDER.includes(letter)) bad(`captured[${s}] has "${letter}"; only ${CAPTURED_ORDER} can be listed`);
      const i = s * 8 + KIND_LETTERS.indexOf(letter);
      e.captured[i] = (e.captured[i] as number) + 1;
    }
  });
  DILKEL_SEATS.forEach((seat, s) => {
    const sides = e.t.castle[s];
    if (!sides) return;
    sides.forEach((side, i) => {
      if ((e.castle & (1 << (i * 4 + s))) === 0) return;
      if (e.sq[side.king] !== s * 8 + KING || e.sq[side.rook] !== s * 8 + ROOK) bad(`${seat.player} may castle only with its king and rook on their starting squares`);
    });
  });
  if (!isCount(position.plies) || !isCount(position.ply)) bad('plies and ply must be non-negative integers');
  // A game stops at its move-count draw, so a longer history is forged (and would only cost time).
  if (rules.drawAfterPlies > 0 && position.plies > rules.drawAfterPlies) bad(`plies is ${position.plies}, more than the ${rules.drawAfterPlies} plies after which the game is drawn (drawAfterPlies)`);
  // Keys play made (shared, read-only) need only their length checked; any other object every key.
  const shared = attachedKeys(position);
  const keys = shared
    ? (shared.length > position.plies ? `repetition has ${shared.length} entries, more than the ${position.plies} plies since the last irreversible move` : '')
    : keysProblem(position.repetition, 'repetition', position.plies);
  if (keys !== '') bad(keys);
  e.plies = position.plies;
  e.ply = position.ply;
  // A position others have played on from: its keys are copied once, so counting stays O(1).
  if (shared) e.prefix = shared.length === shared.line.keys.length ? shared : lineOf(shared.line.keys.slice(0, shared.length));
  else for (const h of position.repetition) e.history.push(h); // not push(...): a long list would overflow the argument stack
  e.rehash();
  return e;
}

/** Reads the engine's current state back into a position. */
export function fromEngine(e: DilkelEngine): DilkelPosition {
  const { board } = dilkelTables();
  const names = pieceNames();
  const pieces: Record<string, DilkelPiece> = {};
  for (let s = 0; s < e.n; s++) {
    const c = e.sq[s] as number;
    if (c !== 0) pieces[board.names[s] as string] = names[c] as string;
  }
  const position: DilkelPosition = {
    variant: 'dilkel',
    turn: DILKEL_PLAYERS[e.turn] as DilkelPlayer,
    pieces,
    eliminated: e.elims.map((x) => ({ player: DILKEL_PLAYERS[x.seat] as DilkelPlayer, ply: x.ply, reason: 'checkmate' })),
    castleShort: DILKEL_SEATS.map((_, s) => (e.castle & (1 << s)) !== 0),
    castleLong: DILKEL_SEATS.map((_, s) => (e.castle & (1 << (4 + s))) !== 0),
    captured: DILKEL_SEATS.map((_, s) => {
      let text = '';
      for (const letter of CAPTURED_ORDER) text += letter.repeat(e.captured[s * 8 + KIND_LETTERS.indexOf(letter)] as number);
      return text;
    }),
    enPassant: DILKEL_SEATS.map((_, s) => ((e.ep[s] as number) >= 0 ? (board.names[e.ep[s] as number] as string) : '')),
    plies: e.plies,
    ply: e.ply,
    repetition: [],
    drawAfterPlies: e.rules.drawAfterPlies,
    repetitionDraw: e.rules.repetitionDraw,
  };
  // Without the repetition rule nothing reads the keys: none are kept, so a long game stays linear.
  return e.rules.repetitionDraw ? attachKeys(position, 'repetition', sharedKeys(e)) : position;
}

/** The keys of the engine's position as a shared line: the loaded line extended in place (play copies nothing). */
function sharedKeys(e: DilkelEngine): KeyLine {
  if (e.prefix === undefined || e.base > 0) return lineOf(e.history.slice(e.base));
  let keys = e.prefix;
  for (const h of e.history) keys = extendLine(keys, h, false);
  return keys;
}
