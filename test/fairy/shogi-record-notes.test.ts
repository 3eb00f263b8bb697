/**
 * A KIF or CSA header or comment that a game record refuses (here: a control character, which
 * record tags and comments never hold) is the format's record error, naming the header or the
 * move — never another format's code.
 */
import { describe, expect, it } from 'vitest';
import { recordFromCsa, recordFromKif } from '../../src/variants/fairy/index.js';

const codeOf = (f: () => unknown): string => { try { f(); return 'none'; } catch (e) { return (e as { code: string }).code + ': ' + (e as Error).message; } };

describe('a record header or comment the game record refuses', () => {
  it('CSA: a player name with a control character is INVALID_CSA naming the header', () => {
    expect(codeOf(() => recordFromCsa('V2.2\nN+Ho\u0007dges\nPI\n+\n+7776FU\n'))).toMatch(/^INVALID_CSA: CSA header/);
  });

  it('KIF: a header with a control character is INVALID_KIF naming the header', () => {
    expect(codeOf(() => recordFromKif('先手：Ho\u0007dges\n手数----指手---------消費時間--\n   1 ７六歩(77)\n'))).toMatch(/^INVALID_KIF: KIF header/);
  });
});
