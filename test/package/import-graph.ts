/**
 * The import graph of src/: every static `import … from`, `export … from` and `import('…')` of a
 * relative module, type-only imports included (a type circle still ties two files' meanings
 * together). Written for the circle check; reads text, runs nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop()!;
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) stack.push(path);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
    }
  }
  return out.sort();
}

const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative modules `file` imports, resolved to .ts paths (`./x.js` → `./x.ts`, a folder → its index). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set<string>();
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec === undefined || !spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec.replace(/\.(js|mjs|cjs)$/, ''));
    for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
      if (existsSync(candidate)) { out.add(candidate); break; }
    }
  }
  return [...out];
}

/** The strongly connected components of more than one file (or a file importing itself): each is a circle. Iterative Tarjan. */
export function circles(root: string): string[][] {
  const files = sourceFiles(root);
  const edges = new Map(files.map((f) => [f, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: start, i: 0 }];
    index.set(start, next); low.set(start, next); next++; stack.push(start); onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const out = edges.get(top.node) ?? [];
      if (top.i < out.length) {
        const to = out[top.i++]!;
        if (!index.has(to)) {
          index.set(to, next); low.set(to, next); next++; stack.push(to); onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) { const parent = work[work.length - 1]!.node; low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!)); }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do { member = stack.pop()!; onStack.delete(member); component.push(member); } while (member !== top.node);
        if (component.length > 1 || out.includes(top.node)) found.push(component.map((f) => relative(root, f)).sort());
      }
    }
  }
  return found;
}

/** The longest import chain (in files) from any file: how many floors the graph has, circles counted once. */
export function depth(root: string, start: string): number {
  const seen = new Map<string, number>();
  const files = [resolve(root, start)];
  // Breadth-first levels from `start`: the number of levels reached bounds the floors below it.
  let level = 0;
  let frontier = files;
  while (frontier.length > 0) {
    const nextFrontier: string[] = [];
    for (const f of frontier) {
      if (seen.has(f)) continue;
      seen.set(f, level);
      for (const to of importsOf(f)) if (!seen.has(to)) nextFrontier.push(to);
    }
    frontier = nextFrontier;
    level++;
  }
  return level - 1;
}
