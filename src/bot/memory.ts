/**
 * What the bot keeps between the moves of one game: its transposition table. Engines keep theirs
 * for the whole game (the next move's search starts from what the last one learnt about the
 * positions two plies on); `chooseMove` clears its own table on every call so that the same
 * position, seed and budget always give the same move. A {@link BotMemory} is the opt-in.
 */
import { describe, fail } from '../core/errors.js';
import { TranspositionTable } from './tt.js';

/**
 * A transposition table that outlives one `chooseMove` call: pass it as the `memory` option to
 * every move choice of one player in one game (a search of another game with it starts afresh).
 * Make one with {@link createBotMemory}.
 */
export interface BotMemory {
  /** The table's size in megabytes. */
  readonly megabytes: number;
  /** Forgets everything (a new game, as an engine's `ucinewgame`). */
  clear(): void;
}

/** Table sizes allowed, in megabytes (16 bytes an entry). */
const MIN_MB = 1, MAX_MB = 1024, DEFAULT_MB = 16;

/** Each memory's table and the game whose positions it holds; only memories made here are accepted. */
const kept = new WeakMap<BotMemory, { readonly table: TranspositionTable; game: unknown }>();

/**
 * A new, empty {@link BotMemory} of `megabytes` (the largest power of two not above it; default 16,
 * from 1 to 1024). `INVALID_OPTION` for any other size.
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { analyse, createBotMemory } from 'boardwright/bot';
 * const memory = createBotMemory();
 * const first = analyse(chess, chess.setup(), { seed: 1, maxNodes: 20000, memory });
 * const again = analyse(chess, chess.setup(), { seed: 1, maxNodes: 20000, memory });
 * again.depth > first.depth // true: the second search starts from the first one's table
 * ```
 */
export function createBotMemory(megabytes: number = DEFAULT_MB): BotMemory {
  if (typeof megabytes !== 'number' || !Number.isInteger(megabytes) || megabytes < MIN_MB || megabytes > MAX_MB) fail('INVALID_OPTION', `createBotMemory takes a whole number of megabytes from ${MIN_MB} to ${MAX_MB}, got ${typeof megabytes === 'number' ? String(megabytes) : describe(megabytes)}`);
  const bits = Math.floor(Math.log2(megabytes));
  // 2^20 bytes a megabyte / 16 bytes an entry = 2^16 entries a megabyte.
  const entry = { table: new TranspositionTable(16 + bits), game: undefined as unknown };
  const memory: BotMemory = Object.freeze({
    megabytes: 2 ** bits,
    clear: (): void => {
      entry.table.clear();
      entry.game = undefined;
    },
  });
  kept.set(memory, entry);
  return memory;
}

/** Was `value` made by {@link createBotMemory}? */
export const isBotMemory = (value: unknown): value is BotMemory => typeof value === 'object' && value !== null && kept.has(value as BotMemory);

/**
 * The table a search in `game` uses from `memory`: kept as it is, or cleared first when it last
 * served another game (another game's hashes would only collide).
 */
export function memoryTable(memory: BotMemory, game: unknown): TranspositionTable {
  const entry = kept.get(memory) as { readonly table: TranspositionTable; game: unknown };
  if (entry.game !== game) {
    if (entry.game !== undefined) entry.table.clear();
    entry.game = game;
  }
  return entry.table;
}
