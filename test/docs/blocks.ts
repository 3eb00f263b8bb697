/**
 * The code blocks of the documentation, as the docs tests see them: every ```ts, ```tsx and ```js
 * block of the README, docs/*.md and the examples' READMEs. All of them are type-checked
 * (typecheck.ts); the ```ts blocks also run (run-example.ts) unless the line before the block says
 * why not, as an HTML comment: `<!-- not run: needs a browser page and chessground … -->`.
 * A block whose first line names a file (`// tri-hex.ts`) is that module of its page: later blocks
 * import it as `./tri-hex.js`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

export type BlockLanguage = 'ts' | 'tsx' | 'js';

export interface DocBlock {
  /** The page, from the repository root (`docs/integrations.md`). */
  readonly page: string;
  /** 1-based, among the page's blocks of these languages. */
  readonly index: number;
  readonly lang: BlockLanguage;
  readonly code: string;
  /** The module file the block is (`tri-hex.ts`), when its first line names one. */
  readonly file: string | undefined;
  /** Why the block is not run (the HTML comment before it); undefined for a block that runs. */
  readonly notRun: string | undefined;
}

const BLOCK = /(?:<!--\s*not run:\s*([\s\S]*?)\s*-->\n)?```(ts|tsx|js)\n([\s\S]*?)```/g;
const FILE_LINE = /^\/\/ ([\w.-]+\.(?:ts|tsx|js|mjs))\n/;

/** The blocks of one page (path from the repository root). */
export function docBlocks(page: string): DocBlock[] {
  const text = readFileSync(new URL(page, root), 'utf8');
  return [...text.matchAll(BLOCK)].map((m, i) => {
    const code = m[3] ?? '';
    return { page, index: i + 1, lang: m[2] as BlockLanguage, code, file: FILE_LINE.exec(code)?.[1], notRun: m[1] };
  });
}

/** Every documentation page with code: README.md, docs/*.md and examples/<name>/README.md. */
export function docPages(): string[] {
  const docs = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`);
  const examples = readdirSync(new URL('examples/', root), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `examples/${d.name}/README.md`).filter((p) => existsSync(new URL(p, root))).sort();
  return ['README.md', ...docs, ...examples];
}

/** A file-name-safe name for a page (`docs-integrations-md`). */
export const pageSlug = (page: string): string => page.replace(/\W/g, '-');
