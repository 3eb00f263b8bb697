/**
 * The options of `chooseMove`, checked: a bot on a server gets them from
 * requests, so anything malformed is `INVALID_OPTION`, never a hang.
 */
import { describe, fail } from '../core/errors.js';
import { isBotMemory, type BotMemory } from './memory.js';

/** What {@link chooseMove} takes. */
export interface ChooseMoveOptions {
  /** Seed of the random tie-break (a 32-bit integer): the same seed, position and node budget give the same move. */
  readonly seed: number;
  /** Stop after this many positions searched (made moves): a whole number from 1 to 100 000 000. Default 20 000 when no `timeMs` is given. */
  readonly maxNodes?: number;
  /** Stop after about this many milliseconds (wall clock: the move then depends on the machine's speed): more than 0, at most 60 000 (one minute). */
  readonly timeMs?: number;
  /** Deepest iteration, in plies: a whole number from 1 to 64 (the default). */
  readonly maxDepth?: number;
  /**
   * The player's memory for this game ({@link createBotMemory}): the search keeps its
   * transposition table there instead of starting empty, as engines do between moves. The move
   * then also depends on the searches made with that memory before (the same sequence of calls
   * still gives the same moves).
   */
  readonly memory?: BotMemory;
}

/** The checked budget. */
export interface Budget {
  readonly seed: number;
  readonly maxNodes: number;
  /** `Infinity` without a time limit. */
  readonly timeMs: number;
  readonly maxDepth: number;
  readonly memory: BotMemory | undefined;
}

/** Nodes searched when neither `maxNodes` nor `timeMs` is given: a fraction of a second in every game. */
export const DEFAULT_MAX_NODES = 20_000;
/** Deepest iteration allowed, in plies (and the default). */
export const MAX_DEPTH = 64;
/**
 * Largest `maxNodes`: a bound on the work one call may do (seconds, not
 * hours, in every game), so a request cannot make a server search for ever.
 */
export const MAX_NODES = 100_000_000;
/** Largest `timeMs`: one minute. */
export const MAX_TIME_MS = 60_000;
const KNOWN: ReadonlySet<string> = /* @__PURE__ */ new Set(['seed', 'maxNodes', 'timeMs', 'maxDepth', 'memory']);

/**
 * Checks the options of `chooseMove` (plain JavaScript callers may pass anything).
 * @example
 * ```ts
 * readBudget({ seed: 1 }) // { seed: 1, maxNodes: 20000, timeMs: Infinity, maxDepth: 64, memory: undefined }
 * ```
 */
export function readBudget(options: unknown): Budget {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `chooseMove needs options like { seed: 1 }, got ${describe(options)}`);
  for (const name of Object.keys(options)) if (!KNOWN.has(name)) fail('INVALID_OPTION', `unknown chooseMove option ${JSON.stringify(name.slice(0, 40))}; known: seed, maxNodes, timeMs, maxDepth, memory`);
  const o = options as Record<string, unknown>;
  const seed = o['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) fail('INVALID_OPTION', `chooseMove option "seed" must be an integer, got ${describe(seed)}`);
  const count = (name: string, max: number): number | undefined => {
    const v = o[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > max) fail('INVALID_OPTION', `chooseMove option "${name}" must be a whole number from 1 to ${max}, got ${typeof v === 'number' ? String(v) : describe(v)}`);
    return v;
  };
  const maxNodes = count('maxNodes', MAX_NODES);
  const maxDepth = count('maxDepth', MAX_DEPTH);
  const timeMs = o['timeMs'];
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !Number.isFinite(timeMs) || timeMs <= 0 || timeMs > MAX_TIME_MS)) fail('INVALID_OPTION', `chooseMove option "timeMs" must be a number of milliseconds above 0 and at most ${MAX_TIME_MS}, got ${typeof timeMs === 'number' ? String(timeMs) : describe(timeMs)}`);
  const memory = o['memory'];
  if (memory !== undefined && !isBotMemory(memory)) fail('INVALID_OPTION', `chooseMove option "memory" must be made by createBotMemory(), got ${describe(memory)}`);
  return {
    seed,
    // With only a time limit the node count is still bounded: the search stops at whichever comes first.
    maxNodes: maxNodes ?? (timeMs === undefined ? DEFAULT_MAX_NODES : MAX_NODES),
    timeMs: (timeMs as number | undefined) ?? Infinity,
    maxDepth: maxDepth ?? MAX_DEPTH,
    memory,
  };
}
