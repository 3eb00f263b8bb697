/**
 * The pieces in hand as a position field, `pockets`: seat → kind → count, the shape crazyhouse
 * uses (kinds not held are left out). Derived from the FEN's hands, and checked against them on
 * every call, like every other field of a position object.
 *
 * A rule file (rule-files.ts) of the games with hands (drops, or captures that go to the hand):
 * the others' apps (xiangqi's) leave it out.
 */
import { describe, excerpt, fail } from '../../errors.js';
import type { SvgHand } from '../../svg/types.js';
import type { Compiled } from './compile.js';
import { handOrder } from './hand-order.js';

/** A position's hands: each seat's kinds in hand with their counts. */
export type FairyPockets = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * The pockets of a hand (`hand[side * nt + type]`), kinds in the game's letter order.
 * @example
 * ```ts
 * pocketsOf(shogiCompiled, hand) // { sente: { B: 1 }, gote: {} }
 * ```
 */
export function pocketsOf(c: Compiled, hand: Int16Array | undefined): FairyPockets {
  const out: Record<string, Record<string, number>> = {};
  c.players.forEach((seat, side) => {
    const pocket: Record<string, number> = {};
    for (let t = 0; t < c.nt; t++) {
      const count = hand?.[side * c.nt + t] ?? 0;
      if (count > 0) pocket[c.letters[t] as string] = count;
    }
    out[seat] = pocket;
  });
  return out;
}

function bad(why: string): never {
  return fail('INVALID_POSITION', `pockets ${why}`, { field: 'pockets' });
}

const own = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Checks a position object's `pockets` against the hands its FEN gives: an object with exactly the
 * two seats, each an object from the game's kinds to whole counts (0 is the same as absent) equal
 * to the FEN's. Anything else is `INVALID_POSITION`. Linear in the size of the value.
 */
export function checkPockets(c: Compiled, value: unknown, hand: Int16Array | undefined): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(`must be { ${c.players.join(', ')} }, each kind → count in hand, got ${describe(value)}`);
  const seats = Object.keys(value);
  for (const seat of seats) if (!c.players.includes(seat)) bad(`names ${excerpt(seat, 20)}, no seat of ${c.name} (${c.players.join(', ')})`);
  c.players.forEach((seat, side) => {
    const pocket: unknown = own(value, seat) ? (value as Record<string, unknown>)[seat] : undefined;
    if (typeof pocket !== 'object' || pocket === null || Array.isArray(pocket)) bad(`.${seat} must be an object of kind → count, got ${describe(pocket)}`);
    for (const kind of Object.keys(pocket)) {
      const t = c.typeOf.get(kind);
      if (t === undefined || c.letters[t] !== kind) bad(`.${seat} names ${excerpt(kind, 20)}, no piece kind of ${c.name}`);
      const n: unknown = (pocket as Record<string, unknown>)[kind];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) bad(`.${seat}.${kind} must be a whole count, got ${describe(n)}`);
      if (n !== (hand?.[side * c.nt + t] ?? 0)) bad(`.${seat}.${kind} is ${n}, but the FEN's hand holds ${hand?.[side * c.nt + t] ?? 0}`);
    }
    for (let t = 0; t < c.nt; t++) {
      const count = hand?.[side * c.nt + t] ?? 0;
      if (count > 0 && !own(pocket, c.letters[t] as string)) bad(`.${seat} leaves out ${c.letters[t] as string}, of which the FEN's hand holds ${count}`);
    }
  });
}

/** The pieces in hand of both sides (`hand[side * types + type]`), as renderSvg draws them: kinds in the game's letter order. */
function handsOf(c: Compiled, hand: Int16Array | undefined): SvgHand[] {
  return c.players.map((player, side) => ({
    player,
    pieces: c.letters.flatMap((kind, t) => {
      const count = hand?.[side * c.nt + t] ?? 0;
      return count > 0 ? [{ kind, count }] : [];
    }),
  }));
}

/** The rule file: a position's `pockets`, their check, and the hands drawn beside the board. */
/** The FEN's hands as Fairy-Stockfish writes them (`[Pp]`): White's first, in its piece type order (hand-order.ts). */
function handText(c: Compiled, hand: Int16Array): string {
  let text = '[';
  const order = handOrder(c);
  for (const side of [0, 1]) for (const t of order) {
    const letter = c.letters[t] as string;
    text += (side === 0 ? letter : letter.toLowerCase()).repeat(hand[side * c.nt + t] as number);
  }
  return `${text}]`;
}

export const pocketsRule = { pocketsOf, checkPockets, handsOf, handText };
