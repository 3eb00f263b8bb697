/**
 * Type-checks documentation examples as a user's strict project would: every block is written as a
 * module of its own, with the imports as the page shows them (`from 'boardwright/chess'`), and all of
 * them go through ONE TypeScript program with the repository's compiler options (`strict`,
 * `noUncheckedIndexedAccess`, `exactOptionalPropertyTypes`, …) under the module resolution a user
 * picks: `nodenext` (Node) or `bundler` (Vite, esbuild, webpack). `boardwright` and its subpaths
 * resolve to the sources through `paths` built from the package's entries (tsup.config.ts), so a
 * subpath the package does not export fails as it would for a user. Browser and framework examples
 * get the DOM library and the declared stubs in stubs/ (chessground, React, react-chessboard,
 * Colyseus); ```js blocks are checked as JavaScript (`checkJs`).
 */
import ts from 'typescript';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { subpaths } from '../../tsup.config.js';
import { pageSlug, type DocBlock } from './blocks.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stubs = fileURLToPath(new URL('stubs/', import.meta.url));

export type Resolution = 'nodenext' | 'bundler';

/** `boardwright` and `boardwright/<entry>` → the entry's source file (tsup.config.ts `subpaths`). */
function packagePaths(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(subpaths).map(([entry, source]) => [entry === 'index' ? 'boardwright' : `boardwright/${entry}`, [source]]));
}

/** The repository's compiler options (tsconfig.json), under `resolution`, for documentation blocks. */
function compilerOptions(resolution: Resolution): ts.CompilerOptions {
  const read = ts.readConfigFile(`${root}tsconfig.json`, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const base = ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
  const mode = resolution === 'nodenext'
    ? { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }
    : { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  return {
    ...base,
    ...mode,
    noEmit: true,
    baseUrl: root,
    paths: packagePaths(),
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
  };
}

const EXTENSION = { ts: 'ts', tsx: 'tsx', js: 'js' } as const;

/** Where a block is written: its named file, or `example-<n>` in its page's folder. */
function blockFile(dir: string, block: DocBlock): string {
  return `${dir}${pageSlug(block.page)}/${block.file ?? `example-${block.index}.${EXTENSION[block.lang]}`}`;
}

/** A block's key in the answer of {@link typeErrors}. */
export const blockKey = (block: DocBlock): string => `${block.page}#${block.index}`;

/**
 * The type errors of each block (an empty list when it compiles), by {@link blockKey}; each error
 * reads `line:column message`, the line counted in the block as the page shows it.
 */
export function typeErrors(blocks: readonly DocBlock[], resolution: Resolution, dirName = `typecheck-${resolution}`): Map<string, string[]> {
  // A folder of its own per caller: test files run in parallel and each clears its folder first.
  const dir = fileURLToPath(new URL(`../../.tmp/${dirName}/`, import.meta.url));
  rmSync(dir, { recursive: true, force: true });
  const files = new Map<string, DocBlock>();
  for (const block of blocks) {
    const file = blockFile(dir, block);
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    // `export {}`: each block is a module of its own (top-level names and await stay local to it).
    writeFileSync(file, `${block.code}\nexport {};\n`);
    files.set(file, block);
  }
  const roots = [...files.keys(), ...readdirSync(stubs).map((f) => `${stubs}${f}`)];
  const program = ts.createProgram(roots, compilerOptions(resolution));
  const out = new Map<string, string[]>(blocks.map((b) => [blockKey(b), []]));
  for (const [file, block] of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript did not load ${file}`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out.set(blockKey(block), diagnostics.map((d) => {
      const { line, character } = d.start === undefined ? { line: 0, character: 0 } : source.getLineAndCharacterOfPosition(d.start);
      return `${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }));
  }
  return out;
}
