/**
 * A subpath is declared in five places (tsup.config.ts, package.json `exports` and `typesVersions`,
 * typedoc.json, the packaging test's list); these tests fail until all five agree, so adding one
 * (see the comment in tsup.config.ts) cannot half-ship it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { subpaths as tsupEntries } from '../../tsup.config.js';
import { SUBPATHS } from './subpaths.mjs';

const root = new URL('../../', import.meta.url);
const read = (file: string): string => readFileSync(new URL(file, root), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  name: string;
  exports: Record<string, unknown>;
  typesVersions: Record<string, Record<string, string[]>>;
};
const typedoc = JSON.parse(read('typedoc.json')) as { entryPoints: string[] };

/** tsup entry name → import path: `index` → `boardwright`, `chess` → `boardwright/chess`. */
const importPath = (entry: string): string => (entry === 'index' ? pkg.name : `${pkg.name}/${entry}`);
const entries = Object.entries(tsupEntries).map(([entry, source]) => ({ entry, source, path: importPath(entry) }));
const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

describe('every public subpath is declared everywhere it must be', () => {
  it('package.json exports lists exactly the tsup entries, each with ESM and CommonJS code and types from dist (boardwright/testing: ESM only)', () => {
    const keys = Object.keys(pkg.exports).filter((k) => k !== './package.json');
    expect(sorted(keys)).toEqual(sorted(entries.map(({ entry }) => (entry === 'index' ? '.' : `./${entry}`))));
    for (const { entry } of entries) {
      // boardwright/testing is ESM only: vitest cannot be required, so there is no CommonJS build to
      // point at; `require` reaches the ESM file (Node 20.19+ loads it with require(esm)).
      expect(pkg.exports[entry === 'index' ? '.' : `./${entry}`]).toEqual(entry === 'testing'
        ? { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` }
        : {
            import: { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` },
            require: { types: `./dist/${entry}.d.cts`, default: `./dist/${entry}.cjs` },
          });
    }
  });

  it('typesVersions maps every subpath for moduleResolution "node" (node10), which cannot read exports', () => {
    const expected = Object.fromEntries(entries.filter(({ entry }) => entry !== 'index').map(({ entry }) => [entry, [`./dist/${entry}.d.ts`]]));
    expect(pkg.typesVersions).toEqual({ '*': expected });
  });

  it('typedoc documents every entry, and each names its module by its import path (@module)', () => {
    expect(sorted(typedoc.entryPoints)).toEqual(sorted(entries.map(({ source }) => source)));
    for (const { source, path } of entries) expect(read(source), `${source} lacks "@module ${path}"`).toMatch(new RegExp(`^ \\* @module ${path}$`, 'm'));
  });

  it("the packaging test's list holds every subpath", () => {
    expect(sorted(Object.keys(SUBPATHS))).toEqual(sorted(entries.map(({ path }) => path)));
  });
});
