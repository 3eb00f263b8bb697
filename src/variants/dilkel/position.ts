/**
 * The immutable Dilkel position (plain JSON-able data) and its conversion to
 * and from the mutable {@link DilkelEngine}.
 */
import type { RepetitionKeys } from '../../core/repetition.js';
import type { Elimination, Position } from '../../core/variant.js';
import { DilkelEngine, type EngineRules } from './engine.js';
import { DILKEL_PLAYERS, DILKEL_SEATS, type DilkelPlayer } from './seating.js';
import { lazy } from '../../core/lazy.js';
import { dilkelTables, KING, KIND_LETTERS } from './tables.js';

/** A piece as written in positions: colour letter and kind letter, e.g. `rK`, `bQ`, `yP`, `gN`. */
export type DilkelPiece = string;

/** A Dilkel Checkmates position. Per-player arrays are in seat order: red, blue, yellow, green. */
export interface DilkelPosition extends Position {
  readonly variant: 'dilkel';
  readonly turn: DilkelPlayer;
  /** Pieces by square name (`{ g1: 'rK', … }`), squares in board order. */
  readonly pieces: Readonly<Record<string, DilkelPiece>>;
  /** Players eliminated so far, in the order it happened. */
  readonly eliminated: readonly Elimination[];
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

/** Piece text (`rK`) by piece code, and back. */
const pieceNames = lazy(() => {
  const names: string[] = [];
  DILKEL_SEATS.forEach((seat, s) => { for (let k = 1; k < KIND_LETTERS.length; k++) names[s * 8 + k] = seat.letter + (KIND_LETTERS[k] as string); });
  return names;
});
const pieceCodes = lazy(() => new Map(pieceNames().map((name, code) => [name, code] as const).filter(([n]) => n !== undefined)));

/** Seat index of a player id. */
export function seatOf(player: DilkelPlayer): number {
  return DILKEL_PLAYERS.indexOf(player);
}

/** Loads a position into a fresh engine. */
export function toEngine(position: DilkelPosition): DilkelEngine {
  const rules: EngineRules = { drawAfterPlies: position.drawAfterPlies, repetitionDraw: position.repetitionDraw };
  const e = new DilkelEngine(rules);
  const { board } = e.t;
  const codes = pieceCodes();
  for (const square in position.pieces) {
    const s = board.nodeId(square);
    const code = codes.get(position.pieces[square] as string) as number;
    e.sq[s] = code;
    if ((code & 7) === KING) e.king[code >> 3] = s;
  }
  for (const el of position.eliminated) {
    const seat = seatOf(el.player as DilkelPlayer);
    e.out |= 1 << seat;
    e.elims.push({ seat, ply: el.ply });
  }
  e.turn = seatOf(position.turn);
  DILKEL_SEATS.forEach((_, s) => {
    if (position.castleShort[s]) e.castle |= 1 << s;
    if (position.castleLong[s]) e.castle |= 1 << (4 + s);
    const ep = position.enPassant[s] ?? '';
    e.ep[s] = ep === '' ? -1 : board.nodeId(ep);
    for (const letter of position.captured[s] ?? '') {
      const i = s * 8 + KIND_LETTERS.indexOf(letter);
      e.captured[i] = (e.captured[i] as number) + 1;
    }
  });
  e.plies = position.plies;
  e.ply = position.ply;
  e.history.push(...position.repetition);
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
  return {
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
    repetition: e.history.slice(e.base),
    drawAfterPlies: e.rules.drawAfterPlies,
    repetitionDraw: e.rules.repetitionDraw,
  };
}
