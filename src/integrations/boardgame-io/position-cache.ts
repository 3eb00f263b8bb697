/**
 * The game's own position objects behind boardgame.io's plain JSON `G`, so that a move costs the same
 * late in a long game as early on.
 *
 * Why: `G.position` is plain JSON, and a game handed a plain copy checks and rebuilds the copy's
 * history entry by entry (the shogi family keeps the whole game), while a position the game made
 * itself shares that history with the positions played from it (fairy repetition-history.ts). So
 * each plain position the adapter puts in `G` is remembered with the game's position it was copied
 * from, and with the last move played from it (boardgame.io's in-process `Local` master and its
 * clients play the same move from the same state: one play serves both).
 */
import type { Position } from '../../core/variant.js';
import type { BoardgamePlugin, BoardgameState } from './types.js';

/** A move played from a remembered position: its text as the game listed it and what it reached. */
interface Child<P> {
  readonly notation: string;
  readonly position: P;
  readonly plain: P;
}

interface Entry<P> {
  readonly position: P;
  next?: Child<P>;
}

/**
 * Work counters (tests read them): plain positions copied back into the game's positions because
 * none was remembered, and history entries they held.
 */
export const cacheWork = { misses: 0 };

/**
 * A plain JSON copy — what `JSON.parse(JSON.stringify(value))` gives: what boardgame.io stores and
 * sends, and what every client then holds. Copied field by field (iteratively) rather than through
 * text: a shogi history of 1,200 hashes took 0.8 ms to write out and read back, at every move. Data
 * JSON would change (no finite number, `undefined` in an array, a class instance, `toJSON`) goes
 * through JSON itself.
 */
export function plain<T>(value: T): T {
  const root: { value?: unknown } = {};
  const stack: [unknown, Record<string, unknown> | unknown[], string | number][] = [[value, root, 'value']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [from, into, key] = item;
    let copy: unknown = from;
    if (typeof from === 'number' && !Number.isFinite(from)) return JSON.parse(JSON.stringify(value)) as T;
    if (Object.is(from, -0)) copy = 0;
    if (typeof from === 'object' && from !== null) {
      if (Array.isArray(from)) {
        const list: unknown[] = (copy = new Array<unknown>(from.length));
        for (let i = 0; i < from.length; i++) {
          const element: unknown = from[i];
          if (element === undefined || typeof element === 'function' || typeof element === 'symbol') return JSON.parse(JSON.stringify(value)) as T;
          stack.push([element, list, i]);
        }
      } else {
        if (Object.getPrototypeOf(from) !== Object.prototype || 'toJSON' in from) return JSON.parse(JSON.stringify(value)) as T;
        const fields: Record<string, unknown> = (copy = {});
        for (const [name, field] of Object.entries(from)) {
          // JSON leaves these fields out.
          if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
          if (name === '__proto__') return JSON.parse(JSON.stringify(value)) as T;
          fields[name] = null; // the field's place, in JSON's order; its value is filled in below
          stack.push([field, fields, name]);
        }
      }
    } else if (typeof from === 'function' || typeof from === 'symbol' || typeof from === 'bigint' || from === undefined) {
      return JSON.parse(JSON.stringify(value)) as T;
    }
    (into as Record<string | number, unknown>)[key] = copy;
  }
  return root.value as T;
}

/** The positions of one `boardgameGame`: plain `G.position` objects to the game's own positions. */
export class PositionCache<P extends Position> {
  private readonly entries = new WeakMap<object, Entry<P>>();
  private base: BoardgameState<P> | undefined;

  /**
   * boardgame.io hands a move an immer draft of `G`, which is no object the cache has seen. This
   * plugin's wrapper runs outside boardgame.io's immer wrapper and notes the plain `G` it stored,
   * for the move it wraps (called synchronously inside).
   */
  readonly plugin: BoardgamePlugin = {
    name: 'boardwright-position',
    fnWrap: (method, methodType) => {
      if (methodType !== 'MOVE') return method;
      const wrapped = (context: { readonly G: BoardgameState<P> }, ...args: unknown[]): unknown => {
        const outer = this.base;
        this.base = context.G;
        try {
          return (method as unknown as (context: unknown, ...args: unknown[]) => unknown)(context, ...args);
        } finally {
          this.base = outer;
        }
      };
      return wrapped as unknown as typeof method;
    },
  };

  /** The plain `G` of the move being played (the draft's original), or `G` itself when called directly. */
  stateOf(G: BoardgameState<P>): BoardgameState<P> {
    return this.base ?? G;
  }

  /** The game's position for a plain `G.position`: the remembered one, else the game reads a copy. */
  position(plainPosition: P): P {
    const entry = this.entries.get(plainPosition);
    if (entry) return entry.position;
    cacheWork.misses++;
    // A copy: boardgame.io freezes what it stores, and the game's position must be its own.
    const position = plain(plainPosition);
    this.entries.set(plainPosition, { position });
    return position;
  }

  /**
   * The plain position after the move `notation` from `from` (a plain `G.position`), which reached
   * `reached`: the one made when that move was last played from there, else a new copy, remembered.
   */
  played(from: P, notation: string, reached: () => P): P {
    const entry = this.entries.get(from);
    const next = entry?.next;
    if (next !== undefined && next.notation === notation) return next.plain;
    const position = reached();
    const copy = this.remember(position);
    if (entry) entry.next = { notation, position, plain: copy };
    return copy;
  }

  /** A plain copy of the game's `position` for `G`, remembered with it. */
  remember(position: P): P {
    const copy = plain(position);
    this.entries.set(copy, { position });
    return copy;
  }
}
