/**
 * Conformance checks of the history a position carries (its repetition keys)
 * and of a finished game, fed to every game by {@link runConformance}:
 *
 * - hostile histories: keys of the wrong type, more keys than plies since the
 *   last irreversible move, a counter beyond the game's move-count draw — all
 *   `INVALID_POSITION`, quickly, leaving the position unchanged;
 * - a draw reached by play: `legalMoves` is empty and `play` throws `GAME_OVER`
 *   (docs/errors.md), unless the game documents moves after its end;
 * - a long game is linear: playing 4n plies that keep the history growing
 *   costs at most 5x playing n.
 */
import { expect } from 'vitest';
import { isBoardwrightError } from '../core/errors.js';
import { attachedKeys } from '../core/key-line.js';
import type { AnyVariant, Move, Position } from '../core/variant.js';

/** What each game calls its repetition keys and its counter of plies since the last irreversible move. */
const HISTORY_FIELDS = ['keys', 'repetition'] as const;
const COUNTER_FIELDS = ['halfmove', 'quietPlies', 'plies', 'quiet'] as const;

/**
 * The history field and counter field of a position, by the names the games use; undefined for a
 * game whose positions carry no history (a `defineVariant` game without a repetition rule). Keys
 * without a counter fail the test: nothing could bound them.
 */
export function historyFields(position: Position): { keys: string; counter: string } | undefined {
  const p = position as unknown as Record<string, unknown>;
  const keys = HISTORY_FIELDS.find((f) => Array.isArray(p[f]));
  if (keys === undefined) return undefined;
  const counter = COUNTER_FIELDS.find((f) => typeof p[f] === 'number');
  if (counter === undefined) return expect.fail(`a position of ${String(p['variant'])} carries repetition keys (${keys}) but no ply counter (${COUNTER_FIELDS.join(', ')}) to bound them`);
  return { keys, counter };
}

/** The code a call fails with, or 'ok'; a raw error fails the test. */
function codeOf(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (error) {
    if (!isBoardwrightError(error)) return expect.fail(`threw a raw ${(error as Error)?.name ?? typeof error}: ${String((error as Error)?.message ?? error)}`);
    return error.code;
  }
}

/** Keys no position holds: not an array, or an entry that is not a position hash. */
const WRONG_KEYS: readonly [string, unknown][] = [
  ['a string', 'abc'],
  ['an array-like object', { length: 1, 0: 1 }],
  ['a text entry', ['x']],
  ['a negative entry', [-1]],
  ['a fraction', [0.5]],
  ['NaN', [Number.NaN]],
  ['null', [null]],
  ['a nested array', [[1]]],
];

/** Moves the history-growing walk plays at each ply. */
const CANDIDATES = 4;

/** Entries of a forged oversized history. */
const OVERSIZED = 1_000_000;

/**
 * "A position's history is validated against what the rules allow": each hostile history given to
 * `legalMoves`, `status` and `play` is `INVALID_POSITION` and leaves the object unchanged. With
 * `unboundedHistory` (the options turn every move-count draw off) a counter of 1,000,000 plies with as
 * many keys is a legal position; otherwise it is refused too.
 */
export function hostileHistoriesRefused(variant: AnyVariant, position: Position, unboundedHistory: boolean): void {
  const fields = historyFields(position);
  if (fields === undefined) return;
  const { keys, counter } = fields;
  const plain = position as unknown as Record<string, unknown>;
  const legal = variant.legalMoves(position) as readonly Move[];
  const move = legal[0]?.notation ?? 'zz-99';
  const calls: [string, (p: Position) => unknown][] = [
    ['legalMoves', (p) => variant.legalMoves(p)],
    ['status', (p) => variant.status(p)],
    ['play', (p) => variant.play(p, move)],
  ];
  const refused = (what: string, copy: Record<string, unknown>): void => {
    const length = Array.isArray(copy[keys]) ? (copy[keys] as unknown[]).length : -1;
    for (const [name, call] of calls) expect(codeOf(() => call(copy as unknown as Position)), `${name} on a position whose ${keys} is ${what}`).toBe('INVALID_POSITION');
    if (length >= 0) expect((copy[keys] as unknown[]).length, `a refused call changed ${keys}`).toBe(length);
  };
  for (const [what, value] of WRONG_KEYS) refused(what, { ...plain, [counter]: 1, [keys]: value });
  const counted = plain[counter] as number;
  // More keys than plies since the last irreversible move: forged, and would only cost time.
  const oversized = new Array<number>(OVERSIZED).fill(1);
  refused(`${OVERSIZED} keys with ${counter} ${counted}`, { ...plain, [keys]: oversized });
  // Three more than the counter (Diamond's R field may add the two earlier occurrences).
  refused(`three keys more than ${counter}`, { ...plain, [keys]: new Array<number>(counted + 3).fill(1) });
  const long = { ...plain, [counter]: OVERSIZED, [keys]: oversized };
  if (!unboundedHistory) refused(`${OVERSIZED} keys with ${counter} ${OVERSIZED} (beyond the move-count draw)`, long);
}

/**
 * Plays until the game ends or `plies` are played, each side taking back its own last quiet move
 * when it can (else its first quiet move, else any move): pieces shuffle, so a game with a repetition
 * draw reaches it. Returns the last position.
 */
export function shuffleToEnd(variant: AnyVariant, start: Position, plies: number): Position {
  const last = new Map<string, Move>();
  let p = start;
  for (let ply = 0; ply < plies; ply++) {
    if (variant.status(p).over) return p;
    const legal = variant.legalMoves(p) as readonly Move[];
    const quiet = legal.filter((m) => m.captures.length === 0);
    const mine = last.get(p.turn);
    const back = mine && quiet.find((m) => m.from === mine.to && m.to === mine.from);
    const move = back ?? quiet[0] ?? legal[0];
    if (move === undefined) return p;
    last.set(p.turn, move);
    p = variant.play(p, move);
  }
  return p;
}

/** Where a history-growing walk stands: it can be copied and resumed, so two runs start alike. */
interface Walk {
  position: Position;
  seen: Set<number>;
  ply: number;
  longest: number;
}

/**
 * Plays `plies` plies of a walk that keeps the history growing: each ply plays the same few moves
 * (so each ply costs alike) and keeps the first quiet one that lengthens the repetition keys and
 * reaches a position not seen since the last irreversible move (so no repetition draw comes); the
 * walk starts again from `start` when the game ends. Returns where it stands.
 */
export function growHistory(variant: AnyVariant, start: Position, plies: number, from?: Walk): Walk {
  const keys = historyFields(start)?.keys;
  const length = (p: Position): number => (keys === undefined ? 0 : ((p as unknown as Record<string, unknown[]>)[keys] as unknown[]).length);
  const walk: Walk = from ? { ...from, seen: new Set(from.seen) } : { position: start, seen: new Set(), ply: 0, longest: 0 };
  for (let i = 0; i < plies; i++, walk.ply++) {
    const p = walk.position;
    const legal = variant.status(p).over ? [] : (variant.legalMoves(p) as readonly Move[]);
    if (legal.length === 0) {
      walk.position = start;
      walk.seen = new Set();
      continue;
    }
    let chosen: Position | undefined;
    const before = length(p);
    for (let k = 0; k < CANDIDATES; k++) {
      const m = legal[(walk.ply + k) % legal.length] as Move;
      const next = variant.play(p, m);
      if (chosen === undefined && m.captures.length === 0 && length(next) === before + 1 && !walk.seen.has(variant.hash(next))) chosen = next;
    }
    if (chosen === undefined) {
      chosen = variant.play(p, legal[walk.ply % legal.length] as Move);
      walk.seen = new Set();
    }
    walk.seen.add(variant.hash(chosen));
    walk.position = chosen;
    walk.longest = Math.max(walk.longest, length(chosen));
  }
  return walk;
}

/**
 * The longest history a position of this game may carry, found from the position checks: the
 * largest counter c for which the position with counter c and c keys is accepted (binary search up
 * to 1,000,000), or Infinity when 1,000,000 is accepted (no move-count draw bounds it). Undefined
 * for a game whose positions carry no history.
 */
export function historyBound(variant: AnyVariant, position: Position): number | undefined {
  const fields = historyFields(position);
  if (fields === undefined) return undefined;
  const { keys, counter } = fields;
  const accepted = (c: number): boolean => {
    const copy = { ...(position as unknown as Record<string, unknown>), [counter]: c, [keys]: new Array<number>(c).fill(1) };
    return codeOf(() => variant.status(copy as unknown as Position)) === 'ok';
  };
  if (!accepted(0)) return 0;
  // Doubling, then halving: cheap for the usual bounds (a few hundred plies).
  let low = 0, high = 1;
  while (high < OVERSIZED && accepted(high)) (low = high), (high = Math.min(high * 2, OVERSIZED));
  if (high === OVERSIZED && accepted(OVERSIZED)) return Number.POSITIVE_INFINITY;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (accepted(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * "Playing n moves costs O(n)", measured without a clock: the history a position carries is what
 * `play` copies, so a game whose positions never carry more than a bound the rules set costs a
 * bounded amount per ply. Walks 4n plies keeping the history growing and checks every position's
 * history against {@link historyBound}; a game with no bound (no move-count draw in these options)
 * must say so with `unboundedHistory`, and there the positions play makes must share their keys
 * (core key-line.ts) rather than hold copies (docs/errors.md).
 */
export function longGamesLinear(variant: AnyVariant, start: Position, n: number, unboundedHistory: boolean): void {
  const bound = historyBound(variant, start);
  if (bound === undefined) return;
  if (bound === Number.POSITIVE_INFINITY) {
    expect(unboundedHistory, `${variant.name} accepts a history of ${OVERSIZED} keys: a game with no move-count draw must say so (unboundedHistory)`).toBe(true);
    // No bound: then play must not copy the keys. The positions it makes share them (core key-line.ts).
    const walk = growHistory(variant, start, n);
    const keys = historyFields(start)?.keys as string;
    const held = (walk.position as unknown as Record<string, readonly unknown[]>)[keys] as readonly unknown[];
    if (held.length > 0) expect(attachedKeys(walk.position), `${variant.name}: a position play made holds its own copy of ${held.length} keys`).toBeDefined();
    return;
  }
  const walk = growHistory(variant, start, 4 * n);
  expect(walk.longest, `${variant.name}: a position carried ${walk.longest} keys, more than the ${bound} its position check allows`).toBeLessThanOrEqual(bound);
}
