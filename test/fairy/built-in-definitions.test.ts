/**
 * The built-in fairy variants compile their definitions without the checks of a user's definition
 * (check-definition.ts), so that a one-game app carries neither the checks nor their messages, and
 * without asking whether the rule files they are built with cover the rules they use. That is sound
 * only while every built-in definition passes those checks with the very rule files its variant is
 * built with; `defineFairy`, `parseVariantsIni`, `shogiVariant` and `xiangqiVariant` keep both.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import type { RuleFiles } from '../../src/core/declarative/fairy/rule-files.js';

// Every built-in variant is made by lazyFairy, or lazyFairyWith under shogi's and xiangqi's text:
// the definitions and rule files it is handed are the ones the built-ins compile.
const built = vi.hoisted(() => [] as [FairyDefinition, RuleFiles | undefined, unknown][]);
vi.mock('../../src/variants/fairy/lazy-variant.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/variants/fairy/lazy-variant.js')>();
  // lazyFairy adds the common rule files (insufficient material, pockets); lazyFairyWith hands exactly its own (shogi's, xiangqi's).
  return { ...real, lazyFairy: ((definition, files, compile) => {
    built.push([definition, { ...real.COMMON_RULE_FILES, ...files }, compile]);
    return real.lazyFairy(definition, files, compile);
  }) as typeof real.lazyFairy, lazyFairyWith: ((definition, files, compile) => {
    built.push([definition, files, compile]);
    return real.lazyFairyWith(definition, files, compile);
  }) as typeof real.lazyFairyWith };
});

// Vitest runs test files without isolation (vitest.config.ts): an earlier file in this worker may have
// imported the fairy variants already, unmocked. A fresh module registry makes the imports below build them again, through the mock.
vi.resetModules();
const { compileChecked } = await import('../../src/core/declarative/fairy/check-definition.js');
const { NO_RULE_FILES } = await import('../../src/core/declarative/fairy/rule-files.js');
const { fairyDefinitions, fairyVariants } = await import('../../src/variants/fairy/index.js');
const { codeOf } = await import('../support/code-of.js');

describe('built-in fairy definitions', () => {
  it('every built-in variant is built from one of fairyDefinitions, unchecked, and every definition gives one variant', () => {
    const builtIns = built.filter(([, , compile]) => compile === undefined);
    expect(builtIns.map(([d]) => d.id).sort()).toEqual(fairyVariants.map((v) => v.id).sort());
    expect(new Set(builtIns.map(([d]) => d))).toEqual(new Set(fairyDefinitions));
  });

  it.each(built.filter(([, , compile]) => compile === undefined).map(([d, files]) => [d.id, d, files] as const))(
    '%s: its definition passes the checks of a user\'s definition, with the rule files its variant is built with',
    (_, definition, files) => {
      expect(codeOf(() => compileChecked(definition, files ?? NO_RULE_FILES))).toBe('no error');
    },
  );

  it('the checks would refuse a built-in definition with a bad field or a rule file missing (so the test above can fail)', () => {
    const d = fairyDefinitions.find((x) => x.id === 'xiangqi')!;
    expect(() => compileChecked({ ...d, stalemateValue: 'lose' as 'loss' }, NO_RULE_FILES)).toThrow('stalemateValue');
    expect(() => compileChecked(fairyDefinitions.find((x) => x.id === 'chess')!, NO_RULE_FILES)).toThrow('castling needs a rule file');
  });
});
