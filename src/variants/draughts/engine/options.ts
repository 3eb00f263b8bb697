/** Option checking for the family variants. */
import { describe, fail } from '../../../core/index.js';
import type { Duplicates, DraughtsRules, FamilyOptions } from './types.js';

const KNOWN = /* @__PURE__ */ new Set(['duplicates']);

/** Options with the federation's defaults filled in, after checking them (`INVALID_OPTION`). */
export function resolveFamilyOptions(rules: DraughtsRules, options: FamilyOptions | undefined): { duplicates: Duplicates } {
  if (options === undefined) return { duplicates: rules.duplicates };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('INVALID_OPTION', `${rules.name} options must be an object, got ${describe(options)}`);
  for (const key of Object.keys(options)) if (!KNOWN.has(key)) fail('INVALID_OPTION', `unknown ${rules.name} option ${describe(key)}; known: duplicates`);
  const duplicates = options.duplicates ?? rules.duplicates;
  if (duplicates !== 'keep' && duplicates !== 'drop') fail('INVALID_OPTION', `option duplicates must be 'keep' or 'drop', got ${describe(duplicates)}`);
  return { duplicates };
}
