/**
 * `defineDraughts(rules)`: a whole draughts variant from one rules object, on
 * the family engine (one generator, one search layer, one notation for every
 * board size and federation).
 */
import { describe, fail } from '../../../core/index.js';
import { requireDefinitionName } from '../../../core/definition-names.js';
import type { DraughtsRules } from './types.js';
import { familyVariant, type DraughtsVariant } from './family-variant.js';
import { WORD_PATH } from './word-path.js';

export type { DraughtsVariant } from './family-variant.js';

const PRECEDENCE = /* @__PURE__ */ new Set(['count', 'with-king', 'kings', 'king-order', 'value']);

/** Fields a rules object may have (each must be its own, not inherited). */
const RULE_FIELDS = ['id', 'name', 'width', 'height', 'inverted', 'rows', 'first', 'menCaptureBackward', 'menCaptureKings', 'orthogonalCaptures', 'kingMoveLimit', 'kings', 'kingLanding', 'precedence', 'crowning', 'removal', 'duplicates', 'notation', 'draw'];

/**
 * Checks a rules object (plain JavaScript callers may pass anything):
 * `INVALID_DEFINITION` naming the field. The object must be plain data whose
 * fields are its own: a field inherited through a prototype
 * (`Object.create(rules)`) would be lost when the rules are copied.
 */
function checkRules(rules: DraughtsRules): void {
  const bad = (field: string, want: string): never => fail('INVALID_DEFINITION', `draughts rules: ${field} must be ${want}, got ${describe((rules as unknown as Record<string, unknown>)[field])}`, { field });
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) fail('INVALID_DEFINITION', `draughts rules must be an object, got ${describe(rules)}`);
  const proto: unknown = Object.getPrototypeOf(rules);
  if (proto !== Object.prototype && proto !== null) fail('INVALID_DEFINITION', 'draughts rules must be a plain object whose fields are its own (copy it with { ...rules } rather than Object.create)');
  for (const field of RULE_FIELDS) if (field in rules && !Object.hasOwn(rules, field)) bad(field, 'a field of the rules object itself, not inherited');
  if (typeof rules.id !== 'string' || !/^[a-z][a-z0-9-]{0,40}$/.test(rules.id)) bad('id', 'a lower-case id such as "international"');
  requireDefinitionName(rules.name, 'name', 'draughts rules');
  if (rules.inverted !== undefined && typeof rules.inverted !== 'boolean') bad('inverted', 'true, false or absent');
  for (const field of ['width', 'height'] as const) if (!Number.isInteger(rules[field]) || rules[field] < 4 || rules[field] > 16) bad(field, 'a whole number from 4 to 16');
  if (!Number.isInteger(rules.rows) || rules.rows < 1 || 2 * rules.rows >= rules.height) bad('rows', 'a whole number of rows leaving at least one empty row between the sides');
  if (rules.first !== 'white' && rules.first !== 'black') bad('first', "'white' or 'black'");
  if (typeof rules.menCaptureBackward !== 'boolean') bad('menCaptureBackward', 'true or false');
  if (rules.menCaptureKings !== undefined && typeof rules.menCaptureKings !== 'boolean') bad('menCaptureKings', 'true, false or absent');
  if (rules.kings !== 'flying' && rules.kings !== 'short') bad('kings', "'flying' or 'short'");
  if (rules.kingLanding !== undefined && !['any', 'behind', 'behind-king'].includes(rules.kingLanding)) bad('kingLanding', "'any', 'behind', 'behind-king' or absent");
  if (!Array.isArray(rules.precedence) || !rules.precedence.every((p) => PRECEDENCE.has(p))) bad('precedence', "an array of 'count', 'with-king', 'kings', 'king-order', 'value'");
  if (rules.orthogonalCaptures !== undefined && typeof rules.orthogonalCaptures !== 'boolean') bad('orthogonalCaptures', 'true, false or absent');
  if (rules.kingMoveLimit !== undefined && (!Number.isInteger(rules.kingMoveLimit) || rules.kingMoveLimit < 1 || rules.kingMoveLimit > 1000)) bad('kingMoveLimit', 'a whole number from 1 to 1000, or absent');
  if (!['at-end', 'passing', 'halts'].includes(rules.crowning)) bad('crowning', "'at-end', 'passing' or 'halts'");
  if (rules.removal !== undefined && rules.removal !== 'end' && rules.removal !== 'immediate') bad('removal', "'end', 'immediate' or absent");
  if (rules.duplicates !== 'keep' && rules.duplicates !== 'drop') bad('duplicates', "'keep' or 'drop'");
  if (rules.notation !== undefined && rules.notation !== 'numeric' && rules.notation !== 'algebraic') bad('notation', "'numeric', 'algebraic' or absent");
  checkDrawRules(rules.draw);
}

const whole = (v: unknown, min: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= 100_000;

/** Checks `rules.draw` (`INVALID_DEFINITION` naming the field). */
function checkDrawRules(draw: DraughtsRules['draw']): void {
  const d = draw as unknown as Record<string, unknown> | undefined;
  const bad = (field: string, want: string, got: unknown): never => fail('INVALID_DEFINITION', `draughts rules: ${field} must be ${want}, got ${describe(got)}`, { field });
  if (typeof d !== 'object' || d === null) bad('draw', 'an object { repetitions, quietPlies, endgames? }', d);
  const proto: unknown = Object.getPrototypeOf(d);
  if (proto !== Object.prototype && proto !== null) bad('draw', 'a plain object whose fields are its own', d);
  for (const field of ['repetitions', 'quietPlies', 'endgames']) if (field in (d as object) && !Object.hasOwn(d as object, field)) bad(`draw.${field}`, 'a field of the draw object itself, not inherited', (d as Record<string, unknown>)[field]);
  const { repetitions, quietPlies, endgames } = d as Record<string, unknown>;
  if (!whole(repetitions, 0) || repetitions === 1) bad('draw.repetitions', 'a whole number >= 2, or 0 for no repetition draw', repetitions);
  if (!whole(quietPlies, 0)) bad('draw.quietPlies', 'a whole number >= 0 (0: no such draw)', quietPlies);
  if (endgames === undefined) return;
  if (!Array.isArray(endgames) || endgames.length > 30) bad('draw.endgames', 'an array of at most 30 endgame limits', endgames);
  (endgames as unknown[]).forEach((e, i) => {
    const at = `draw.endgames[${i}]`;
    const r = e as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null) bad(at, 'an object', e);
    const rule = r as Record<string, unknown>;
    if (typeof rule.article !== 'string') bad(`${at}.article`, 'a string', rule.article);
    if (rule.when !== 'lone-king' && rule.when !== 'both-kings') bad(`${at}.when`, "'lone-king' or 'both-kings'", rule.when);
    const pieces = rule.pieces as unknown[] | undefined;
    if (!Array.isArray(pieces) || pieces.length !== 2 || !whole(pieces[0], 1) || !whole(pieces[1], pieces[0] as number)) bad(`${at}.pieces`, 'a pair [fewest, most] of whole numbers >= 1', pieces);
    if (!whole(rule.plies, 1)) bad(`${at}.plies`, 'a whole number >= 1', rule.plies);
    for (const flag of ['kingsOnly', 'longDiagonal', 'crowningRestarts']) if (rule[flag] !== undefined && typeof rule[flag] !== 'boolean') bad(`${at}.${flag}`, 'true, false or absent', rule[flag]);
  });
}

/**
 * Builds a draughts variant from a rules object. Positions, moves and options
 * are the same for every family variant; `setup`/`parse` take
 * `{ duplicates: 'keep' | 'drop' }` (default: the rules' convention). A
 * malformed rules object (a field of the wrong type or range, a name over 64
 * characters or with a control character, fields inherited through a
 * prototype) is `INVALID_DEFINITION` naming the field.
 *
 * @example
 * ```ts
 * import { defineDraughts, international } from 'boardwright/draughts';
 * const freeChoice = defineDraughts({ ...international.rules, id: 'my-draughts', name: 'My draughts', precedence: [] });
 * freeChoice.perft(freeChoice.setup(), 2) // 81
 * ```
 */
export function defineDraughts(rules: DraughtsRules): DraughtsVariant {
  checkRules(rules);
  return familyVariant(rules, WORD_PATH);
}
