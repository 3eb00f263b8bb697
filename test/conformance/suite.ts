/**
 * The conformance suite every variant must pass. Seeded random playouts
 * (fast-check picks the seeds, so a failure prints a seed that reproduces it)
 * check the contract of DESIGN.md at every ply.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, isBoardwrightError, sameMove, type AnyVariant, type Move, type Position, type Rng } from '../../src/core/index.js';

/** Options of {@link runConformance}. */
export interface ConformanceConfig {
  /** Extra words for the describe title (e.g. the capture mode). */
  readonly label?: string;
  /** Passed to `setup` (and `parse`). */
  readonly options?: Record<string, unknown>;
  /** Further start positions, as position text. */
  readonly starts?: readonly string[];
  /** Number of seeded playouts with full checks (default 10). */
  readonly playouts?: number;
  /** Plies per checked playout (default 60). */
  readonly maxPlies?: number;
  /** Ply cap for the "every game ends" playouts (default 3000). */
  readonly endPlies?: number;
  /** Number of playouts run to the end (default 3). */
  readonly endPlayouts?: number;
  /** fast-check seed (default fixed, so CI is reproducible). */
  readonly seed?: number;
  /** Checked for every legal move of every visited position. */
  readonly moveInvariant?: (before: Position, move: Move, after: Position) => void;
  /** Checked for every visited position. */
  readonly positionInvariant?: (position: Position) => void;
}

type Check = (variant: AnyVariant, position: Position, legal: readonly Move[], config: ConformanceConfig, rng: Rng) => void;

const snapshot = (value: unknown): string => JSON.stringify(value);

/** "Every listed move plays", "play never mutates its input", move invariants. */
const everyMovePlays: Check = (variant, position, legal, config) => {
  const before = snapshot(position);
  for (const move of legal) {
    const after = variant.play(position, move) as Position;
    expect(after.variant).toBe(variant.id);
    config.moveInvariant?.(position, move, after);
  }
  expect(snapshot(position), 'play mutated its input position').toBe(before);
};

/** "Every move's notation parses back to the same move." */
const notationRoundTrips: Check = (variant, position, legal) => {
  for (const move of legal) {
    const viaObject = variant.format(variant.play(position, move));
    const viaText = variant.format(variant.play(position, move.notation));
    expect(viaText, `notation ${move.notation} names another move`).toBe(viaObject);
  }
  const notations = legal.map((m) => `${m.kind ?? ''}|${m.notation}`);
  expect(new Set(notations).size, 'two legal moves share one notation').toBe(notations.length);
};

/** "parse(format(p)) reproduces p" and positions survive JSON. */
const positionTextRoundTrips: Check = (variant, position, legal, config) => {
  const text = variant.format(position);
  const reparsed = variant.parse(text, config.options);
  expect(variant.format(reparsed)).toBe(text);
  expect(variant.legalMoves(reparsed).map((m: Move) => m.notation).sort()).toEqual(legal.map((m) => m.notation).sort());
  const revived = JSON.parse(JSON.stringify(position)) as Position;
  expect(variant.format(revived)).toBe(text);
  expect(variant.legalMoves(revived).length).toBe(legal.length);
};

/** Incremental hash equals the from-scratch hash; make/unmake reaches the same positions as immutable play. */
const searchAgrees: Check = (variant, position, legal) => {
  const state = variant.search(position);
  const rootHash = variant.hash(position);
  expect(state.hash(), 'search hash differs from hash computed from scratch').toBe(rootHash);
  const buffer = new Int32Array(state.maxMoves);
  const count = state.generate(buffer);
  expect(count, 'search generates a different number of moves than legalMoves').toBe(legal.length);
  const viaSearch: string[] = [];
  for (let i = 0; i < count; i++) {
    state.make(buffer[i] as number);
    const reached = state.position() as Position;
    expect(state.hash(), 'incremental hash differs from hash computed from scratch').toBe(variant.hash(reached));
    viaSearch.push(variant.format(reached));
    state.unmake();
  }
  expect(state.hash()).toBe(rootHash);
  expect(variant.format(state.position())).toBe(variant.format(position));
  const viaPlay = legal.map((m) => variant.format(variant.play(position, m)));
  expect(viaSearch.sort()).toEqual(viaPlay.sort());
  expect(variant.perft(position, 1)).toBe(legal.length);
};

/** "No unlisted move is accepted" (sampled), and bad input gets a typed error without changing anything. */
const unlistedMovesRefused: Check = (variant, position, legal, _config, rng) => {
  const before = snapshot(position);
  const names = variant.board.names as readonly string[];
  for (let i = 0; i < 6; i++) {
    const template = legal.length > 0 ? rng.pick(legal) : { from: rng.pick(names), to: rng.pick(names), captures: [], notation: '?' };
    const forged: Move = { ...template, to: rng.pick(names), notation: `${template.notation}?forged${i}` };
    if (legal.some((m) => sameMove(m, forged))) continue;
    const result = variant.tryPlay(position, forged);
    expect(result.ok, `forged move ${JSON.stringify(forged)} was accepted`).toBe(false);
    if (!result.ok) expect(isBoardwrightError(result.error)).toBe(true);
  }
  for (const junk of ['', 'zz-99', 'x'.repeat(5000), '\u0000', rng.pick(names)]) {
    const result = variant.tryPlay(position, junk);
    if (result.ok) {
      // Tolerant input may accept text that is not the canonical notation, but only if it names a legal move.
      const reached = variant.format(result.value);
      expect(legal.some((m) => variant.format(variant.play(position, m)) === reached), `"${junk}" was accepted but names no legal move`).toBe(true);
    } else expect(result.error.code).toMatch(/^[A-Z_]+$/);
  }
  for (const junk of [null, 42, {}, []]) {
    const result = variant.tryPlay(position, junk as never);
    expect(result.ok).toBe(false);
  }
  expect(snapshot(position)).toBe(before);
};

const CHECKS: readonly [string, Check][] = [
  ['every listed move plays and play never mutates its input', everyMovePlays],
  ["every move's notation parses back to the same move", notationRoundTrips],
  ['parse(format(p)) reproduces p', positionTextRoundTrips],
  ['incremental hash and make/unmake agree with immutable play', searchAgrees],
  ['no unlisted move is accepted', unlistedMovesRefused],
];

function starts(variant: AnyVariant, config: ConformanceConfig): Position[] {
  return [variant.setup(config.options), ...(config.starts ?? []).map((t) => variant.parse(t, config.options))];
}

/** Registers the conformance tests for `variant` in the current test file. */
export function runConformance(variant: AnyVariant, config: ConformanceConfig = {}): void {
  const title = `conformance: ${variant.name}${config.label ? ` (${config.label})` : ''}`;
  const playouts = config.playouts ?? 10;
  const maxPlies = config.maxPlies ?? 60;
  const seed = config.seed ?? 20261122;

  describe(title, () => {
    it('has the contract fields', () => {
      expect(typeof variant.id).toBe('string');
      expect(variant.players.length).toBeGreaterThanOrEqual(2);
      expect(variant.board.size).toBeGreaterThan(0);
      const start = variant.setup(config.options);
      expect(variant.players).toContain(start.turn);
      expect(variant.status(start).over).toBe(false);
    });

    for (const [name, check] of CHECKS) {
      it(name, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.nat(), (playoutSeed, startIndex) => {
            const rng = createRng(playoutSeed);
            const all = starts(variant, config);
            let position = all[startIndex % all.length] as Position;
            for (let ply = 0; ply < maxPlies; ply++) {
              config.positionInvariant?.(position);
              const legal = variant.legalMoves(position) as readonly Move[];
              check(variant, position, legal, config, rng);
              if (variant.status(position).over || legal.length === 0) break;
              position = variant.play(position, rng.pick(legal));
            }
          }),
          { numRuns: playouts, seed },
        );
      });
    }

    it('playouts end with a status', () => {
      const rng = createRng(seed);
      const cap = config.endPlies ?? 3000;
      for (let game = 0; game < (config.endPlayouts ?? 3); game++) {
        let position = variant.setup(config.options);
        let plies = 0;
        for (; plies < cap; plies++) {
          const status = variant.status(position);
          const legal = variant.legalMoves(position) as readonly Move[];
          if (status.over) break;
          expect(legal.length, 'a game that is not over must have a legal move').toBeGreaterThan(0);
          position = variant.play(position, rng.pick(legal));
        }
        const status = variant.status(position);
        expect(status.over, `random game still running after ${cap} plies`).toBe(true);
        if (status.over) expect(typeof status.reason).toBe('string');
      }
    });
  });
}
