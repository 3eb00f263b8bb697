/**
 * Shape check of a position object. Positions may come from JSON or plain
 * JavaScript rather than from `setup`/`parse`/`play`; a wrong field must give an
 * `INVALID_POSITION` naming it, not a TypeError deep in the engine. Called once
 * per public entry point (never inside perft or the search layer), and cheap: a
 * 32-character scan plus the repetition keys.
 */
import { describe, fail, keysProblem } from '../../core/index.js';
import { attachedKeys } from '../../core/key-line.js';
import { isCrowningSquare, isStep } from './english-engine.js';
import { EMPTY, isKing, opponent, ownerOf } from './pieces.js';
import type { DraughtsPosition } from './types.js';

const bad = (message: string): never => fail('INVALID_POSITION', `not a valid draughts position: ${message}`);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const SQUARES = /^[bBwW.]{32}$/;
// Character codes of the board letters (b, B, w, W and the empty square).
const B_MAN = 98, B_KING = 66, W_MAN = 119, W_KING = 87, DOT = 46;

/** Whether `s` is a well-formed board (the common case, one pass): 32 piece letters, no white man on 1–4, no black man on 29–32. */
function soundSquares(s: string): boolean {
  if (s.length !== 32) return false;
  for (let i = 0; i < 32; i++) {
    const c = s.charCodeAt(i);
    if (c === DOT || c === B_KING || c === W_KING) continue;
    if (c === B_MAN ? i >= 28 : c !== W_MAN || i < 4) return false;
  }
  return true;
}
const SQUARE_NAME = /^(?:[1-9]|[12]\d|3[0-2])$/;

/** Checks repetition keys (hashes, at most one per quiet ply `since`); `field` names them in the message. */
function checkKeys(keys: unknown, field: string, since: number): void {
  const problem = keysProblem(keys, field, since);
  if (problem !== '') bad(problem);
}

/** Checks a square name field ('1'..'32') and returns its 0-based id. */
function squareId(value: unknown, field: string): number {
  if (typeof value !== 'string' || !SQUARE_NAME.test(value)) bad(`${field} must be a square name "1"…"32", got ${describe(value)}`);
  return Number(value) - 1;
}

/**
 * Throws `INVALID_POSITION` naming the first field of `p` that is not what a
 * draughts position holds (the `variant` field is checked by the core).
 *
 * @example
 * ```ts
 * checkPosition({ variant: 'draughts', turn: 'black' } as DraughtsPosition)
 * // BoardwrightError INVALID_POSITION: not a valid draughts position: squares must be …
 * ```
 */
export function checkPosition(p: DraughtsPosition): void {
  if (p.turn !== 'black' && p.turn !== 'white') bad(`turn must be 'black' or 'white', got ${describe(p.turn)}`);
  const squares = p.squares as unknown;
  if (typeof squares !== 'string' || !soundSquares(squares)) checkSquares(squares);
  if (p.capture !== 'mandatory' && p.capture !== 'huffing') bad(`capture must be 'mandatory' or 'huffing', got ${describe(p.capture)}`);
  if (!isCount(p.drawAfterPlies)) bad(`drawAfterPlies must be a whole number >= 0 (0: no such draw), got ${describe(p.drawAfterPlies)}`);
  if (!isCount(p.quietPlies)) bad(`quietPlies must be a whole number >= 0, got ${describe(p.quietPlies)}`);
  // The game is drawn at drawAfterPlies, so a longer history is forged (and would only cost time).
  if (p.drawAfterPlies > 0 && p.quietPlies > p.drawAfterPlies) bad(`quietPlies is ${p.quietPlies}, more than the ${p.drawAfterPlies} plies after which the game is drawn (drawAfterPlies)`);
  // Keys play made (shared, read-only) need only their length checked; any other object every key.
  const shared = attachedKeys(p);
  if (shared === undefined) checkKeys(p.repetition, 'repetition', p.quietPlies);
  else if (shared.length > p.quietPlies) bad(`repetition has ${shared.length} entries, more than the ${p.quietPlies} plies since the last irreversible move`);
  const must = p.mustCapture as unknown;
  if (must !== undefined && typeof must !== 'boolean') bad(`mustCapture must be true, false or absent, got ${describe(must)}`);
  if (must === true && p.capture !== 'huffing') bad("mustCapture is only set under capture: 'huffing' (after an insist)");
  if (p.offence !== undefined) checkOffence(p);
}

/** Names what is wrong with a `squares` field that failed the one-regex test. */
function checkSquares(squares: unknown): void {
  if (typeof squares !== 'string' || !SQUARES.test(squares)) {
    bad(`squares must be 32 characters, square 1 first, each b, B, w, W or "." (empty), got ${describe(squares)}`);
  }
  const s = squares as string;
  // "On reaching the far side of the board" a man is crowned, so no man stands there.
  for (let id = 0; id < 4; id++) if (s[id] === 'w') bad(`a white man stands on square ${id + 1}; it would have been crowned`);
  for (let id = 28; id < 32; id++) if (s[id] === 'b') bad(`a black man stands on square ${id + 1}; it would have been crowned`);
}

/** The pending offence must describe a step just made by the opponent of the side to move, as the board shows it. */
function checkOffence(p: DraughtsPosition): void {
  const o = p.offence as unknown;
  if (typeof o !== 'object' || o === null || Array.isArray(o)) bad(`offence must be an object or absent, got ${describe(o)}`);
  if (p.capture !== 'huffing') bad("offence is only set under capture: 'huffing'");
  if (p.mustCapture === true) bad('a position cannot have both a pending offence and mustCapture');
  const f = o as Record<string, unknown>;
  const offender = opponent(p.turn);
  const from = squareId(f.from, 'offence.from');
  const to = squareId(f.to, 'offence.to');
  if (typeof f.wasKing !== 'boolean') bad(`offence.wasKing must be true or false, got ${describe(f.wasKing)}`);
  const letter = p.squares[to] as string;
  if (ownerOf(letter) !== offender) bad(`offence.to is ${to + 1}, but no ${offender} piece stands there`);
  if (p.squares[from] !== EMPTY) bad(`offence.from is ${from + 1}, but that square is occupied`);
  if (f.wasKing && !isKing(letter)) bad(`offence.wasKing says a king moved to ${to + 1}, but a man is there`);
  if (!f.wasKing && isKing(letter) !== isCrowningSquare(offender, to)) bad(`the piece on ${to + 1} should ${isKing(letter) ? 'not ' : ''}be a king after the offending move`);
  if (!isStep(offender, f.wasKing === true, from, to)) bad(`offence ${from + 1}-${to + 1} is not a step for that piece`);
  const offenders = f.offenders;
  if (!Array.isArray(offenders) || offenders.length === 0) bad(`offence.offenders must be a non-empty array of square names, got ${describe(offenders)}`);
  (offenders as readonly unknown[]).forEach((sq, i) => {
    const id = squareId(sq, `offence.offenders[${i}]`);
    if (ownerOf(p.squares[id] as string) !== offender) bad(`offence.offenders[${i}] is ${id + 1}, but no ${offender} piece stands there`);
  });
  if (!isCount(f.quietPlies)) bad(`offence.quietPlies must be a whole number >= 0, got ${describe(f.quietPlies)}`);
  checkKeys(f.repetition, 'offence.repetition', f.quietPlies as number);
}
