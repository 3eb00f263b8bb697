/**
 * Which fairy games a whole-family walk visits in each tier. The walk's heavy file
 * (`*.heavy.test.ts`) walks every game; its `npm test` file walks a sample that still uses every rule: each
 * rule a built-in definition turns on — a field with its value where the value is a switch or a mode
 * (`pass=true`, `wallingRule=duck`), the field alone where it is data (regions, piece lists), each
 * Betza modifier of a piece written as Betza — is used by at least one sampled game. Which game stands
 * for a rule rotates with a seed, and one game in 16 joins by the seed. The seed is fixed
 * ({@link DEFAULT_SAMPLE_SEED}) so `npm test` walks the same games on every run and every day — it
 * once was the UTC day, and a CI run's result then depended on the date; BOARDWRIGHT_SAMPLE_SEED=N
 * walks another sample (seeds 0–15 together walk every game), and the seed is in the test's title, so
 * a failure is replayed exactly. A new definition brings its own rules with it: a rule no other game
 * uses puts that game in the sample.
 */
import { fairyDefinitions, type FairyDefinition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { BUILTIN_PIECES } from '../../src/core/declarative/fairy/builtin-pieces.js';
import { seeded } from './seeded.js';

/** The seed when BOARDWRIGHT_SAMPLE_SEED is not set: a constant, never the clock (a test's result must not depend on the day). */
export const DEFAULT_SAMPLE_SEED = 0;

/** The sample's seed in an environment: its BOARDWRIGHT_SAMPLE_SEED, else {@link DEFAULT_SAMPLE_SEED}. */
export function sampleSeed(env: Readonly<Record<string, string | undefined>>): number {
  return Number(env['BOARDWRIGHT_SAMPLE_SEED'] ?? DEFAULT_SAMPLE_SEED);
}

/** This run's seed. */
export const SAMPLE_SEED = sampleSeed(process.env);

// Naming fields, not rules: every definition has them.
const NOT_RULES: ReadonlySet<string> = new Set(['id', 'name', 'startFen', 'players', 'pieceSynonyms']);
// Data fields: a region, a piece list, a file or rank; their values are positions, not modes.
const DATA_FIELD = /Types?$|Region|File$|Rank$|Start$|Lines$/;

/** The rules definition `d` uses, as feature names (see the module comment). */
export function rulesOf(d: FairyDefinition): Set<string> {
  const rules = new Set<string>();
  for (const [field, value] of Object.entries(d)) {
    if (NOT_RULES.has(field) || value === undefined) continue;
    if (field === 'pieces') {
      for (const piece of Object.values(value as Record<string, unknown>)) {
        // A built-in kind ('rook', 'janggiCannon') is one rule; a Betza text brings its modifiers.
        if (typeof piece === 'string' && Object.hasOwn(BUILTIN_PIECES, piece)) rules.add(`piece:${piece}`);
        else for (const modifier of JSON.stringify(piece).match(/[a-z]/g) ?? []) rules.add(`betza:${modifier}`);
      }
    } else if (typeof value === 'boolean' || (typeof value === 'string' && /^[a-z]+$/.test(value) && !DATA_FIELD.test(field))) {
      rules.add(`${field}=${String(value)}`);
    } else {
      rules.add(field);
    }
  }
  return rules;
}

/** Besides the games standing for the rules, one game in ROTATION joins the seed's sample. */
export const ROTATION = 16;

/**
 * Games of `games` such that every rule any of them uses (by {@link rulesOf}) is used by at least one:
 * the rules are visited in a seeded order, and a rule not yet covered adds a seeded pick among the
 * games using it; then one game in {@link ROTATION}, from the seed on. A game without a built-in
 * definition (none today) is always taken.
 */
export function sampleGames(games: readonly FairyVariant[], seed: number = SAMPLE_SEED): FairyVariant[] {
  const byId = new Map(fairyDefinitions.map((d) => [d.id, d] as const));
  const rules = games.map((g) => {
    const d = byId.get(g.id);
    return d === undefined ? new Set([`game:${g.id}`]) : rulesOf(d);
  });
  const random = seeded(seed);
  const order = [...new Set(rules.flatMap((r) => [...r]))].sort().map((rule) => ({ rule, key: random() })).sort((a, b) => a.key - b.key);
  const covered = new Set<string>();
  const picked = new Set<number>();
  for (const { rule } of order) {
    if (covered.has(rule)) continue;
    const users = games.flatMap((_, i) => (rules[i]!.has(rule) ? [i] : []));
    const pick = users[Math.floor(random() * users.length)]!;
    picked.add(pick);
    for (const r of rules[pick]!) covered.add(r);
  }
  // And every ROTATION-th game from the seed on: the seeds 0 to ROTATION - 1 together walk every game.
  for (let i = seed % ROTATION; i < games.length; i += ROTATION) picked.add(i);
  // In the order of `games`, so a sample reads like the full list.
  return games.filter((_, i) => picked.has(i));
}

/** How a quick walk's title names its games and the seed that picked them. */
export const SAMPLED = `a sample of the games using every rule (BOARDWRIGHT_SAMPLE_SEED=${SAMPLE_SEED})`;

/**
 * How many of a ply's listed moves the quick tier's walks check: at most this many, spread evenly over
 * the list (`spreadOf`); the heavy twins check every move. A game of thousands of moves a ply (amazons,
 * duck) would otherwise cost the quick loop minutes for one game.
 */
export const QUICK_MOVES_PER_PLY = 48;

/** At most `cap` of `moves`, evenly spread over the list (all of them when there are no more). */
export function spreadOf<T>(moves: readonly T[], cap: number): readonly T[] {
  if (moves.length <= cap) return moves;
  const out: T[] = [];
  for (let i = 0; i < cap; i++) out.push(moves[Math.floor((i * moves.length) / cap)] as T);
  return out;
}
