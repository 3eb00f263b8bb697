/**
 * Every export of the root `boardwright` is a semver promise: the list below is the root's
 * contract, so adding (or losing) a name is a deliberate change with a changeset. Building blocks
 * for variant authors live in `boardwright/kit`, the conformance suite in `boardwright/testing`,
 * which nothing else imports (vitest is only an optional peer).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as rootEntry from '../../src/index.js';
import * as kit from '../../src/kit.js';
import * as testing from '../../src/testing/index.js';
import * as core from '../../src/core/index.js';

/** The root's runtime exports (types are checked by the docs' examples and typedoc). */
const ROOT = [
  'BoardwrightError', 'isBoardwrightError',
  'GameRecord', 'divide', 'RECORD_JSON_VERSION', 'readGameText', 'writeGameText',
  'boardNodes', 'byDestination', 'DROP_FROM',
  'createBoard', 'rect', 'diamond', 'lattice', 'COMPASS', 'ORTHOGONAL', 'DIAGONAL',
  'defineVariant', 'defineGame', 'KNIGHT_OFFSETS',
  'variants',
];

/** Names issue 10 found on the root that are internals or building blocks, not for every user. */
const NOT_ON_ROOT = ['fail', 'lazy', 'excerpt', 'requireText', 'describe', 'attempt', 'NONE', 'CHAIN_EMPTY', 'CHAIN_OWN', 'CHAIN_ENEMY', 'CHAIN_DEAD', 'jumpChains', 'ChainWalker', 'compileAtoms', 'perft', 'runConformance'];

describe('the root export list', () => {
  it('is exactly the documented user list', () => {
    expect(Object.keys(rootEntry).sort()).toEqual([...ROOT].sort());
  });

  it('holds none of the internals and building blocks', () => {
    for (const name of NOT_ON_ROOT) expect(Object.keys(rootEntry), name).not.toContain(name);
  });

  it('boardwright/kit holds the building blocks, and repeats nothing of the root', () => {
    for (const name of NOT_ON_ROOT.filter((n) => n !== 'runConformance')) expect(Object.keys(kit), name).toContain(name);
    expect(Object.keys(kit).filter((name) => name in rootEntry)).toEqual([]);
  });

  it('every runtime export of the core is on the root, in the kit, or named an internal here (a new core export needs that decision)', () => {
    // uncheckedSearch: the reference bot's way past checkedSearch (it makes only moves it generated).
    const INTERNAL: string[] = ['uncheckedSearch', 'saysOtherwise', 'compileBoard', 'algebraicGrid'];
    const undecided = Object.keys(core).filter((name) => !(name in rootEntry) && !(name in kit) && !INTERNAL.includes(name));
    expect(undecided, 'add each to src/index.ts (users), src/kit.ts (variant authors) or INTERNAL').toEqual([]);
  });

  it('boardwright/testing exports the conformance suite', () => {
    expect(Object.keys(testing).sort()).toEqual(['errorTableRespected', 'gameOverRefused', 'recordsRoundTrip', 'runConformance']);
  });
});

describe('nothing but boardwright/testing reaches vitest', () => {
  /** Source files reachable from `entry` by static relative imports (iterative, no recursion). */
  function reachable(entry: URL): { files: Set<string>; packages: Set<string> } {
    const files = new Set<string>();
    const packages = new Set<string>();
    const todo = [entry.href];
    while (todo.length > 0) {
      const href = todo.pop() as string;
      if (files.has(href)) continue;
      files.add(href);
      // Without comments: TSDoc examples import from 'boardwright/…' too.
      const source = readFileSync(new URL(href), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const [, spec] of source.matchAll(/(?:import|export)[^'"`;]*?from\s+'([^']+)'/g)) {
        if (spec === undefined) continue;
        if (spec.startsWith('.')) todo.push(new URL(spec.replace(/\.js$/, '.ts'), href).href);
        else packages.add(spec);
      }
    }
    return { files, packages };
  }

  for (const entry of ['index.ts', 'kit.ts', 'variants/chess/index.ts', 'variants/draughts/index.ts', 'variants/diamond/index.ts', 'variants/dilkel/index.ts', 'variants/chess4/index.ts', 'integrations/boardgame-io/index.ts']) {
    it(`src/${entry} imports no package and nothing of src/testing`, () => {
      const { files, packages } = reachable(new URL(`../../src/${entry}`, import.meta.url));
      expect([...packages]).toEqual([]);
      expect([...files].filter((f) => f.includes('/src/testing/'))).toEqual([]);
    });
  }

  it('src/testing imports vitest (so the walk above can see an import)', () => {
    expect([...reachable(new URL('../../src/testing/index.ts', import.meta.url)).packages]).toEqual(['vitest']);
  });
});
