/**
 * Crazyhouse pockets and promoted-piece marks in the engine state: loading them from a position,
 * writing them back, their hash keys, and the checks a hand-made position object gets.
 *
 * Counts live in `VariantBoard.pockets` by piece code (colour | type), marks in
 * `VariantBoard.promoted` (one byte per square).
 */
import type { SvgHand } from '../../../core/svg/types.js';
import { describe, fail } from '../../../core/errors.js';
import { lazy } from '../../../core/lazy.js';
import { zobristTable } from '../../../core/zobrist.js';
import { BLACK, squareId, squareName, WHITE } from '../codes.js';
import { evaluateMaterial } from '../evaluate.js';
import type { ChessPosition } from '../types.js';
import type { VariantBoard } from './hooks.js';
import type { ChessVariantPosition, CrazyhousePocket } from './types.js';

/** Pocket kinds in FEN order (lichess and chessops write pawns first); the type code of `POCKET_KINDS[i]` is `i + 1`. */
export const POCKET_KINDS = ['P', 'N', 'B', 'R', 'Q'] as const;

/**
 * No more pieces than squares, on the board and in hand together: what lichess, chessops and
 * shakmaty accept (a crazyhouse game from the start never has more than 32).
 */
export const MAX_PIECES = 64;

/** Hash keys: piece code `c` holding `n` pieces at `c * 65 + n`; a promoted mark on square `x` at 1040 + x. */
const keys = /* @__PURE__ */ lazy(() => zobristTable(16 * 65 + 64, 0x2c4f7));
const MARK_KEY = 16 * 65;

/** Sets the count of piece code `code` in hand to `count`, keeping the hash. */
export function setPocket(s: VariantBoard, code: number, count: number): void {
  const z = keys(), old = s.pockets[code]!;
  s.toggleHash(z.hi[code * 65 + old]! ^ z.hi[code * 65 + count]!, z.lo[code * 65 + old]! ^ z.lo[code * 65 + count]!);
  s.pockets[code] = count;
}

/** Flips the promoted mark on square `x`, keeping the hash. */
export function toggleMark(s: VariantBoard, x: number): void {
  const z = keys();
  s.toggleHash(z.hi[MARK_KEY + x]!, z.lo[MARK_KEY + x]!);
  s.promoted[x] = s.promoted[x]! ^ 1;
}

/** Loads the pockets and marks of `p` (already checked) into the state, hashing them. */
export function loadPockets(s: VariantBoard, p: ChessVariantPosition): void {
  const z = keys();
  s.pockets.fill(0);
  s.promoted.fill(0);
  for (const [colour, side] of [[WHITE, p.pockets?.white], [BLACK, p.pockets?.black]] as const) {
    for (let i = 0; i < 5; i++) {
      const code = colour | (i + 1), n = side?.[POCKET_KINDS[i]!] ?? 0;
      s.pockets[code] = n;
      s.toggleHash(z.hi[code * 65 + n]!, z.lo[code * 65 + n]!);
    }
  }
  for (const name of p.promoted ?? []) toggleMark(s, squareId(name));
}

/** The pockets and marks of the state's position, as position fields. */
export function pocketFields(s: VariantBoard): Pick<ChessVariantPosition, 'pockets' | 'promoted'> {
  const side = (colour: number): CrazyhousePocket => {
    const c = s.pockets;
    return { P: c[colour | 1]!, N: c[colour | 2]!, B: c[colour | 3]!, R: c[colour | 4]!, Q: c[colour | 5]! };
  };
  const promoted: string[] = [];
  for (let x = 0; x < 64; x++) if (s.promoted[x] === 1) promoted.push(squareName(x));
  return { pockets: { white: side(WHITE), black: side(BLACK) }, promoted };
}

function bad(message: string, field: string): never {
  return fail('INVALID_POSITION', `a crazyhouse position needs ${message}`, { field });
}

/**
 * The checks of a hand-made crazyhouse position object (after chess's): pockets of whole counts,
 * no more pieces than {@link MAX_PIECES} on the board and in hand, promoted marks only on knights,
 * bishops, rooks and queens, each square once. Linear in the input; reads no more than it needs.
 */
export function checkPocketShape(p: Record<string, unknown>): void {
  const board = p.board as string;
  let total = 0;
  for (let i = 0; i < 64; i++) if (board.charCodeAt(i) !== 46) total++;
  const h = p.pockets as Record<string, unknown> | null | undefined;
  if (typeof h !== 'object' || h === null || Array.isArray(h)) bad(`"pockets": { white, black } with the counts of P, N, B, R, Q in hand, got ${describe(h)}`, 'pockets');
  for (const side of ['white', 'black'] as const) {
    const pocket = h[side] as Record<string, unknown> | null | undefined;
    if (typeof pocket !== 'object' || pocket === null || Array.isArray(pocket)) bad(`"pockets.${side}": { P, N, B, R, Q } (whole counts), got ${describe(pocket)}`, 'pockets');
    for (const kind of POCKET_KINDS) {
      const n = pocket[kind];
      if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > MAX_PIECES) bad(`"pockets.${side}.${kind}": a whole number from 0 to ${MAX_PIECES}, got ${describe(n)}`, 'pockets');
      total += n as number;
    }
    for (const key in pocket) {
      if (!(POCKET_KINDS as readonly string[]).includes(key)) bad(`"pockets.${side}" to hold only P, N, B, R, Q${key === 'K' || key === 'k' ? ' (a king is never captured)' : ''}, got ${describe(key)}`, 'pockets');
    }
  }
  if (total > MAX_PIECES) bad(`at most ${MAX_PIECES} pieces on the board and in the pockets together, got ${total}`, 'pockets');
  const marks = p.promoted;
  if (!Array.isArray(marks) || marks.length > 64) bad(`"promoted": an array of the square names of promoted pieces, got ${describe(marks)}`, 'promoted');
  const seen = new Uint8Array(64);
  for (let i = 0; i < marks.length; i++) {
    const name: unknown = marks[i];
    const x = typeof name === 'string' ? squareId(name) : -1;
    if (x < 0) bad(`"promoted": square names, got ${describe(name)} at index ${i}`, 'promoted');
    if (seen[x] === 1) bad(`"promoted": each square once, got ${name as string} twice`, 'promoted');
    seen[x] = 1;
    if (!'NBRQnbrq'.includes(board[x]!)) bad(`"promoted" to name squares of knights, bishops, rooks or queens (a promoted piece), got ${name as string} with "${board[x]!}"`, 'promoted');
  }
}

/** The pockets under a rendered board: `in hand: white P P N, black q` (`-` for none). */
export function pocketCaption(p: ChessVariantPosition): string {
  const list = (side: CrazyhousePocket | undefined, upper: boolean): string => {
    const out: string[] = [];
    for (const kind of POCKET_KINDS) for (let i = 0; i < (side?.[kind] ?? 0); i++) out.push(upper ? kind : kind.toLowerCase());
    return out.length === 0 ? '-' : out.join(' ');
  };
  return `in hand: white ${list(p.pockets?.white, true)}, black ${list(p.pockets?.black, false)}`;
}

/** The pockets for `renderSvg`: each side's kinds in PNBRQ order with their counts (kinds upper case, as `pieces` gives them). */
export function pocketHands(p: ChessVariantPosition): readonly SvgHand[] {
  const hand = (player: 'white' | 'black', side: CrazyhousePocket | undefined): SvgHand =>
    ({ player, pieces: POCKET_KINDS.map((kind) => ({ kind, count: side?.[kind] ?? 0 })) });
  return [hand('white', p.pockets?.white), hand('black', p.pockets?.black)];
}

/** Textbook values of the pieces in hand, as on the board. */
const HAND_VALUES = { P: 1, N: 3, B: 3, R: 5, Q: 9 } as const;

/** Material for the bot: the board (`evaluateMaterial`) plus the pieces in hand, from `player`'s side. */
export function pocketMaterial(p: ChessVariantPosition, player: string): number {
  let white = evaluateMaterial(p as unknown as ChessPosition, 'white');
  for (const kind of POCKET_KINDS) white += HAND_VALUES[kind] * ((p.pockets?.white[kind] ?? 0) - (p.pockets?.black[kind] ?? 0));
  return player === 'white' ? white : -white;
}
