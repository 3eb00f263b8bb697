/**
 * The start position and the options that shape it.
 */
import { describe, fail } from '../../core/errors.js';
import type { DilkelOptions, DilkelPosition } from './position.js';
import { DILKEL_BACK_RANK, DILKEL_DEFAULT_FIRST, DILKEL_PLAYERS, DILKEL_SEATS } from './seating.js';

/** Default of `drawAfterPlies`. */
export const DEFAULT_DRAW_AFTER_PLIES = 200;

/** Checked options with defaults filled in. */
export interface ResolvedOptions {
  readonly firstPlayer: (typeof DILKEL_PLAYERS)[number];
  readonly drawAfterPlies: number;
  readonly repetition: boolean;
}

/** Validates options (plain JavaScript callers get a clear `INVALID_OPTION`). */
export function resolveOptions(options: DilkelOptions | undefined): ResolvedOptions {
  if (options === undefined) return { firstPlayer: DILKEL_DEFAULT_FIRST, drawAfterPlies: DEFAULT_DRAW_AFTER_PLIES, repetition: true };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `dilkel options must be an object, got ${describe(options)}`);
  const { firstPlayer = DILKEL_DEFAULT_FIRST, drawAfterPlies = DEFAULT_DRAW_AFTER_PLIES, repetition = true } = options;
  if (!(DILKEL_PLAYERS as readonly unknown[]).includes(firstPlayer)) fail('INVALID_OPTION', `option firstPlayer must be one of ${DILKEL_PLAYERS.join(', ')}, got ${describe(firstPlayer)}`);
  if (typeof drawAfterPlies !== 'number' || !Number.isInteger(drawAfterPlies) || drawAfterPlies < 0) fail('INVALID_OPTION', `option drawAfterPlies must be a non-negative integer (0 turns the rule off), got ${describe(drawAfterPlies)}`);
  if (typeof repetition !== 'boolean') fail('INVALID_OPTION', `option repetition must be true or false, got ${describe(repetition)}`);
  return { firstPlayer, drawAfterPlies, repetition };
}

/**
 * "The pieces are to be set out … with the King of each color taking the
 * position indicated on the board. The Queen must always be positioned on the
 * right hand side of the King." Seating and baselines come from the seating data.
 */
export function setupPosition(options?: DilkelOptions): DilkelPosition {
  const o = resolveOptions(options);
  const pieces: Record<string, string> = {};
  for (const seat of DILKEL_SEATS) {
    seat.baseline.forEach((square, i) => { pieces[square] = seat.letter + (DILKEL_BACK_RANK[i] as string); });
    for (const square of seat.pawns) pieces[square] = `${seat.letter}P`;
  }
  const four = DILKEL_SEATS.map(() => true);
  return {
    variant: 'dilkel',
    turn: o.firstPlayer,
    pieces: sortPieces(pieces),
    eliminated: [],
    castleShort: four,
    castleLong: four,
    captured: DILKEL_SEATS.map(() => ''),
    enPassant: DILKEL_SEATS.map(() => ''),
    plies: 0,
    ply: 0,
    repetition: [],
    drawAfterPlies: o.drawAfterPlies,
    repetitionDraw: o.repetition,
  };
}

/** Pieces keyed in board order (a1, b1, …, then a2 …), so equal positions are equal as JSON. */
export function sortPieces(pieces: Record<string, string>): Record<string, string> {
  const key = (sq: string): number => Number(sq.slice(1)) * 32 + sq.charCodeAt(0);
  const out: Record<string, string> = {};
  for (const k of Object.keys(pieces).sort((a, b) => key(a) - key(b))) out[k] = pieces[k] as string;
  return out;
}
