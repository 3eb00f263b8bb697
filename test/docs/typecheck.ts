/**
 * Typechecks documentation examples as a user's strict project would: every block is written as
 * its own module (imports pointed at the sources, see run-example.ts) and all of them go through
 * ONE TypeScript program with the repository's compiler options (`strict`,
 * `noUncheckedIndexedAccess`, `exactOptionalPropertyTypes`, …), so a page of examples costs one
 * type check, not one `tsc` run per block.
 */
import ts from 'typescript';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pointImports } from './run-example.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A documentation example: a name (unique, file-name safe) and its code as the page shows it. */
export interface Example {
  readonly name: string;
  readonly code: string;
}

/** The repository's compiler options (tsconfig.json), as the build and `npm run typecheck` use them. */
function compilerOptions(): ts.CompilerOptions {
  const read = ts.readConfigFile(`${root}tsconfig.json`, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return { ...ts.parseJsonConfigFileContent(read.config, ts.sys, root).options, noEmit: true };
}

/**
 * The type errors of each example (an empty list when it compiles), by name; each error reads
 * `line:column message`, the line counted in the example as the page shows it.
 */
export function typeErrors(examples: readonly Example[], dirName = 'typecheck'): Map<string, string[]> {
  const dir = fileURLToPath(new URL(`../../.tmp/${dirName}/`, import.meta.url));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const { name, code } of examples) {
    const file = `${dir}${name}.ts`;
    // `export {}`: each block is a module of its own (top-level names and await stay local to it).
    writeFileSync(file, `${pointImports(code)}\nexport {};\n`);
    files.set(file, name);
  }
  const program = ts.createProgram([...files.keys()], compilerOptions());
  const out = new Map<string, string[]>(examples.map((e) => [e.name, []]));
  for (const [file, name] of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript did not load ${file}`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    out.set(name, diagnostics.map((d) => {
      const { line, character } = d.start === undefined ? { line: 0, character: 0 } : source.getLineAndCharacterOfPosition(d.start);
      return `${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }));
  }
  return out;
}
