/**
 * `boardwright/engine` is the one Node-only subpath (it starts engines with child_process): every
 * other entry must load in a browser, so none of them may reach `child_process`, in the sources
 * or in the built files with the chunks they import.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { subpaths } from '../../tsup.config.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const NODE_ONLY = new Set(['engine']);
const CHILD = /['"](?:node:)?child_process['"]/;

/** Every file under `dir`. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The built file and every file it imports by a relative path, transitively. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  const todo = [file];
  while (todo.length) {
    const f = todo.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:from|import|require\()\s*['"](\.\.?\/[^'"]+)['"]/g)) todo.push(join(dirname(f), m[1] as string));
  }
  return seen;
}

describe('only boardwright/engine reaches child_process', () => {
  it('no source outside src/engine (and the command, src/cli) names child_process', () => {
    const offenders = files(join(root, 'src')).filter((f) => !f.includes('/src/engine/') && !f.includes('/src/cli/') && CHILD.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it.skipIf(!existsSync(join(dist, 'index.js')))('no built entry but engine, ESM or CommonJS, imports child_process, itself or through a chunk', () => {
    const offenders: string[] = [];
    for (const entry of Object.keys(subpaths)) {
      if (NODE_ONLY.has(entry)) continue;
      for (const ext of ['js', 'cjs']) {
        const file = join(dist, `${entry}.${ext}`);
        if (!existsSync(file)) continue;
        for (const f of reached(file)) if (CHILD.test(readFileSync(f, 'utf8'))) offenders.push(`${entry}.${ext} via ${f.slice(dist.length + 1)}`);
      }
    }
    expect(offenders).toEqual([]);
    // The check can see it: the engine entry does import it.
    expect([...reached(join(dist, 'engine.js'))].some((f) => CHILD.test(readFileSync(f, 'utf8')))).toBe(true);
  });
});
