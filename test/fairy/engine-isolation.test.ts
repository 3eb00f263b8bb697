/**
 * The fairy engine and the dedicated chess engine stay apart: importing boardwright/chess does not
 * pull in the fairy engine, and the fairy engine does not import the chess engine (issue 18).
 * Checked on the source import graph (relative imports, followed from each entry).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file reachable from `entry` through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      queue.push(resolve(dirname(file), (m[1] as string).replace(/\.js$/, '.ts')));
    }
  }
  return seen;
}

describe('the fairy engine and the chess engine are separate', () => {
  it('boardwright/chess reaches no file of the fairy engine', () => {
    const files = [...reachable('src/variants/chess/index.ts')];
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => f.includes('/declarative/fairy/') || f.includes('/variants/fairy/'))).toEqual([]);
  });
  it('boardwright/fairy reaches no file of the chess engine', () => {
    const files = [...reachable('src/variants/fairy/index.ts')];
    expect(files.some((f) => f.includes('/declarative/fairy/'))).toBe(true);
    expect(files.filter((f) => f.includes('/variants/chess/'))).toEqual([]);
  });
});
