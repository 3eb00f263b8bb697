/** Option checking for English draughts. */
import { describe, fail } from '../../core/index.js';
import type { CaptureRule, DraughtsOptions } from './types.js';

/** Options with defaults filled in, after checking them. */
export function resolveOptions(options: DraughtsOptions | undefined): { capture: CaptureRule; drawAfterPlies: number } {
  if (options !== undefined && (typeof options !== 'object' || options === null)) fail('INVALID_OPTION', `draughts options must be an object, got ${describe(options)}`);
  const capture = options?.capture ?? 'mandatory';
  if (capture !== 'mandatory' && capture !== 'huffing') fail('INVALID_OPTION', `option capture must be 'mandatory' or 'huffing', got ${describe(capture)}`);
  const drawAfterPlies = options?.drawAfterPlies ?? 80;
  if (!Number.isInteger(drawAfterPlies) || drawAfterPlies < 0) fail('INVALID_OPTION', `option drawAfterPlies must be a whole number >= 0 (0 turns the rule off), got ${describe(drawAfterPlies)}`);
  return { capture, drawAfterPlies };
}
