/**
 * The built-in family variants are built without `defineDraughts`' checks of a rules object and
 * without the word path (engine/family-variant.ts), so that a one-game app carries neither. That is
 * sound only while every built-in rules object passes those checks, and costs no speed only while
 * none of them fits the word path; `defineDraughts` itself keeps both.
 */
import { describe, expect, it } from 'vitest';
import * as family from '../../src/variants/draughts/family.js';
import { defineDraughts, englishRules, type DraughtsVariant } from '../../src/variants/draughts/index.js';
import { compileRules } from '../../src/variants/draughts/engine/context.js';
import { MAX_FAMILY_MOVES } from '../../src/variants/draughts/engine/search.js';
import { MAX_WORD_MOVES } from '../../src/variants/draughts/engine/word-search.js';
import { WORD_PATH } from '../../src/variants/draughts/engine/word-path.js';

const builtIns = Object.values(family).filter((v): v is DraughtsVariant => typeof v === 'object' && v !== null && 'rules' in v);

describe('built-in draughts rules', () => {
  it('there are the eleven family variants', () => {
    expect(builtIns.map((v) => v.id).sort()).toEqual(['brazilian', 'canadian', 'czech', 'frisian', 'international', 'italian', 'killer', 'pool', 'russian', 'spanish', 'thai']);
  });

  it.each(builtIns.map((v) => [v.id, v] as const))('%s: its rules object passes defineDraughts\' checks', (_, v) => {
    expect(() => defineDraughts({ ...v.rules })).not.toThrow();
  });

  it.each(builtIns.map((v) => [v.id, v] as const))('%s: its rules do not fit the word path, so building it without costs no speed', (_, v) => {
    expect(compileRules(v.rules, WORD_PATH).word).toBe(false);
  });

  it('defineDraughts keeps the word path for rules that fit it (English rules, 32 squares, short kings)', () => {
    expect(compileRules(englishRules, WORD_PATH).word).toBe(true);
    expect(compileRules(englishRules).word).toBe(false);
    // Which state the search is: the word path lists at most MAX_WORD_MOVES a ply, the square-indexed one MAX_FAMILY_MOVES.
    expect(MAX_WORD_MOVES).not.toBe(MAX_FAMILY_MOVES);
    const english = defineDraughts({ ...englishRules, id: 'english-family' });
    expect(english.search(english.setup()).maxMoves).toBe(MAX_WORD_MOVES);
  });
});
