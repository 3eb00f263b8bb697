/** Every code block of the documentation compiles under strict with `moduleResolution: bundler` (see typecheck.test.ts). */
import { typecheckSuite } from './typecheck-suite.js';

typecheckSuite('bundler');
