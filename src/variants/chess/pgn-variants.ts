/**
 * The PGN `Variant` tag: which chess variant a game is played in, read in the spellings lichess
 * and chess.com export and the common aliases other tools write (python-chess's list), and written
 * as lichess writes it. Compared loosely: letter case, spaces, hyphens and underscores aside
 * ("King of the Hill", "kingOfTheHill", "3-check" and "Three check" are all read).
 *
 * Left out on purpose: "Suicide" and "Giveaway" name antichess relatives with other rules (FICS
 * suicide scores a stalemate by material; giveaway keeps castling), so they are refused rather than
 * replayed as lichess antichess.
 */
import { chess } from './variant.js';
import { antichess } from './rules/antichess.js';
import { atomic } from './rules/atomic.js';
import { chess960 } from './rules/chess960.js';
import { crazyhouse } from './rules/crazyhouse.js';
import { horde } from './rules/horde.js';
import { kingOfTheHill } from './rules/king-of-the-hill.js';
import { racingKings } from './rules/racing-kings.js';
import { threeCheck } from './rules/three-check.js';
import type { Variant } from '../../core/variant.js';
import type { ChessVariantPosition } from './rules/types.js';
import type { ChessMove, ChessPosition } from './types.js';

/** A position of chess or of any chess variant: what a PGN game of any variant holds. */
export type AnyChessPosition = ChessPosition | ChessVariantPosition;

/** Chess or a chess variant, as the PGN reader and writer use it. */
export type PgnVariant = Variant<AnyChessPosition, ChessMove>;

/** A `Variant` tag value compared loosely. */
export const variantKey = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '');

/** Every spelling read, by game (loose keys). Lichess's own name first: it is what the writer writes. */
const SPELLINGS: readonly (readonly [() => PgnVariant, string, readonly string[]])[] = [
  [() => chess as unknown as PgnVariant, 'Standard', ['standard', 'chess', 'fromposition', 'classical', 'normal', 'standardchess']],
  [() => chess960 as unknown as PgnVariant, 'Chess960', ['chess960', '960', 'fischerandom', 'fischerrandom', 'fischerrandomchess', 'frc']],
  [() => crazyhouse as unknown as PgnVariant, 'Crazyhouse', ['crazyhouse', 'crazyhousechess']],
  [() => atomic as unknown as PgnVariant, 'Atomic', ['atomic', 'atom', 'atomicchess']],
  [() => threeCheck as unknown as PgnVariant, 'Three-check', ['threecheck', 'threecheckchess', '3check']],
  [() => kingOfTheHill as unknown as PgnVariant, 'King of the Hill', ['kingofthehill', 'koth']],
  [() => antichess as unknown as PgnVariant, 'Antichess', ['antichess', 'anti']],
  [() => horde as unknown as PgnVariant, 'Horde', ['horde', 'hordechess']],
  [() => racingKings as unknown as PgnVariant, 'Racing Kings', ['racingkings', 'racing', 'race', 'racingchess']],
];

/** Every spelling the reader knows, for error messages. */
export const PGN_VARIANT_NAMES: readonly string[] = /* @__PURE__ */ SPELLINGS.map(([, name]) => name);

/**
 * The game a `Variant` tag value names (chess for the standard spellings and for no tag), or
 * `undefined` for a value that names no game boardwright plays.
 * @example
 * ```ts
 * variantOfTag('Fischerandom')?.id // 'chess960'
 * variantOfTag(undefined)?.id      // 'chess'
 * ```
 */
export function variantOfTag(value: string | undefined): PgnVariant | undefined {
  const key = variantKey(value ?? 'standard');
  if (key === '') return chess as unknown as PgnVariant;
  for (const [game, , keys] of SPELLINGS) if (keys.includes(key)) return game();
  return undefined;
}

/** The `Variant` tag value lichess writes for a game (its id), or `undefined` for standard chess. */
export function variantTagOf(id: string): string | undefined {
  if (id === 'chess') return undefined;
  for (const [game, name] of SPELLINGS) if (game().id === id) return name;
  return undefined;
}

/** The game a position belongs to (by its `variant` field): chess when it is no chess variant's. */
export function variantOfPosition(position: unknown): PgnVariant {
  const id = typeof position === 'object' && position !== null ? (position as { variant?: unknown }).variant : undefined;
  for (const [game] of SPELLINGS) if (game().id === id) return game();
  return chess as unknown as PgnVariant;
}
