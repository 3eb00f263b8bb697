/**
 * Records round-trip: a sparse `moves` or `comments` array is refused by
 * `GameRecord.fromJSON` (its holes are no move text), and a tag name outside
 * PGN's symbol grammar (a letter or digit first, then letters, digits and
 * `_`) is refused when it is set, so no writer can produce a tag its reader
 * refuses or drops.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/index.js';
import { attempt } from '../../src/core/errors.js';
import { readGameText, writeGameText } from '../../src/core/game-text.js';
import { chess, recordFromPgn, recordToPgn, writePgn } from '../../src/variants/chess/index.js';
import { draughts, international, recordFromPdn, recordToPdn, writePdn } from '../../src/variants/draughts/index.js';
import { diamondCheckers } from '../../src/variants/diamond/index.js';

describe('GameRecord.fromJSON refuses sparse arrays', () => {
  it('a moves array with a hole is INVALID_ARGUMENT naming the hole', () => {
    const json = new GameRecord(chess).toJSON();
    const moves: string[] = [];
    moves[1] = 'e4';
    const r = attempt(() => GameRecord.fromJSON(chess, { ...json, moves }));
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!r.ok) expect(r.error.message).toContain('moves[0]');
  });

  it('a comments array with a hole is INVALID_ARGUMENT', () => {
    const json = new GameRecord(chess).toJSON();
    const comments: { ply: number; text: string }[] = [];
    comments[1] = { ply: 0, text: 'x' };
    expect(attempt(() => GameRecord.fromJSON(chess, { ...json, comments }))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('what fromJSON accepts, its own toJSON gives back', () => {
    const json = { ...new GameRecord(chess).toJSON(), moves: ['e4', 'e5'] };
    expect(GameRecord.fromJSON(chess, GameRecord.fromJSON(chess, json).toJSON()).toJSON()).toEqual(GameRecord.fromJSON(chess, json).toJSON());
  });
});

describe('tag names follow the PGN/PDN symbol grammar', () => {
  it.each([['__proto__'], ['_x'], ['a-b'], [''], ['a'.repeat(65)], ['é']])('setTag(%j) is INVALID_ARGUMENT in every record', (name) => {
    for (const variant of [chess, draughts, international, diamondCheckers] as const) {
      const record = new GameRecord(variant as never);
      expect(attempt(() => record.setTag(name, 'x'))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
      expect(Object.keys(record.tags)).not.toContain(name);
    }
  });

  it('a JSON record with a __proto__ tag is refused', () => {
    const json = JSON.parse('{"version":1,"variant":"chess","start":null,"moves":[],"tags":{"__proto__":"x"},"comments":[]}') as Record<string, unknown>;
    json.start = chess.setup();
    expect(attempt(() => GameRecord.fromJSON(chess, json as never))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('the writers refuse a tag name their reader could not read: writePgn and writePdn say INVALID_ARGUMENT', () => {
    expect(attempt(() => writePgn({ moves: ['e4'], tags: { _x: 'y' } } as never))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(attempt(() => writePdn({ moves: ['11-15'], tags: JSON.parse('{"__proto__":"x"}') as Record<string, string> }))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('the PDN reader refuses [__proto__ "x"] with INVALID_PDN instead of dropping it', () => {
    expect(attempt(() => recordFromPdn('[__proto__ "x"]\n[GameType "21"]\n\n*'))).toMatchObject({ ok: false, error: { code: 'INVALID_PDN' } });
  });

  it('the game-text reader refuses [__proto__ "x"] as malformed game text', () => {
    expect(attempt(() => readGameText(diamondCheckers, '[__proto__ "x"]\n\n13A-21'))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });

  it('every tag a record accepts survives PGN, PDN and game text', () => {
    const names = ['Event', 'X1', '1st', 'A_b', 'constructor', 'toString', 'a'.repeat(64)];
    const c = new GameRecord(chess), d = new GameRecord(draughts), g = new GameRecord(diamondCheckers);
    for (const name of names) for (const r of [c, d, g] as GameRecord<never, never>[]) r.setTag(name, 'v');
    for (const name of names) {
      expect(recordFromPgn(recordToPgn(c)).tags[name]).toBe('v');
      expect(recordFromPdn(recordToPdn(d)).tags[name]).toBe('v');
      expect(readGameText(diamondCheckers, writeGameText(g)).tags[name]).toBe('v');
    }
  });
});
