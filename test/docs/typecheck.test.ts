/**
 * Every code block of the documentation (README, docs/*.md, the examples' READMEs; ```ts, ```tsx and
 * ```js) compiles under the repository's strict compiler options with `moduleResolution: nodenext`,
 * as in a user's strict Node project (typecheck-bundler.test.ts: the same under `bundler`). The
 * other docs tests run the blocks; this one types them. One TypeScript program checks all blocks.
 */
import { typecheckSuite } from './typecheck-suite.js';

typecheckSuite('nodenext');
