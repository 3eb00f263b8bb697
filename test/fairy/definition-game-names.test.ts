/**
 * A user's fairy definition names its game as every game's definition must (docs/errors.md,
 * INVALID_DEFINITION; core definition-names.ts): a name of 1 to 64 characters without a control
 * character. defineFairy, shogiVariant and xiangqiVariant refuse another name with the message
 * defineVariant gives, and the two text variants refuse a bad id, name or seats when they are
 * made, before anything is compiled.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { defineFairy, fairyDefinitions, shogiVariant, xiangqiVariant, type FairyDefinition } from '../../src/variants/fairy/index.js';

const definition = (id: string): FairyDefinition => fairyDefinitions.find((d) => d.id === id)!;

function refusal(make: () => unknown): { code: string; message: string } {
  try {
    make();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

const badNames: [string, string, RegExp][] = [
  ['an empty name', '', /^defineVariant: name must be a string of 1 to 64 characters, got ""/],
  ['a name of 65 characters', 'n'.repeat(65), /^defineVariant: name must be a string of 1 to 64 characters/],
  ['a name with a control character', 'bell\u0007', /^defineVariant: name holds a control character/],
];

describe('a fairy game name is 1 to 64 characters of printable text', () => {
  it.each(badNames)('defineFairy refuses %s (INVALID_DEFINITION)', (_, name, message) => {
    const r = refusal(() => defineFairy({ ...definition('chess'), id: 'mine', name }));
    expect(r.code).toBe('INVALID_DEFINITION');
    expect(r.message).toMatch(message);
  });

  it.each(badNames)('xiangqiVariant and shogiVariant refuse %s when made, before any use', (_, name, message) => {
    for (const make of [() => xiangqiVariant({ ...definition('xiangqi'), id: 'mine', name }), () => shogiVariant({ ...definition('shogi'), id: 'mine', name }, 'RBGSNLP')]) {
      const r = refusal(make);
      expect(r.code).toBe('INVALID_DEFINITION');
      expect(r.message).toMatch(message);
    }
  });

  it('xiangqiVariant refuses seats that are not an array of names when made', () => {
    const r = refusal(() => xiangqiVariant({ ...definition('xiangqi'), id: 'mine', players: 'red' as unknown as readonly [string, string] }));
    expect(r).toEqual({ code: 'INVALID_DEFINITION', message: expect.stringMatching(/^defineVariant: players must be an array of 1 to 16 names/) });
  });

  it('a name of 64 printable characters is a game name', () => {
    const name = 'ü'.repeat(64);
    expect(defineFairy({ ...definition('chess'), id: 'mine', name }).name).toBe(name);
    expect(xiangqiVariant({ ...definition('xiangqi'), id: 'mine', name }).name).toBe(name);
  });
});
