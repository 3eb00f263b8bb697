/**
 * PDN game records of the draughts family (PDN 3.0, pdn.fmjd.org: the GameType
 * numbers of gametype.html, FEN, movetext). The moves below are legal by the
 * rules (each one checked by the replay itself); what is tested is that the
 * right variant replays them, the numbers and tags written, the round trip,
 * and that hostile input is an INVALID_PDN error.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/record.js';
import {
  brazilian, canadian, czech, recordFromPdn, recordToPdn, draughts, frisian, international, italian, killer, pdnGameType, pool, russian, spanish, thai,
  type DraughtsVariant,
} from '../../src/variants/draughts/index.js';
import { codeOf } from './helpers.js';

describe('PDN 3.0 GameType numbers (pdn.fmjd.org/gametype.html)', () => {
  it('PDN 3.0 GameType: 20 international, 22 Italian, 23 pool, 24 Spanish, 25 Russian, 26 Brazilian, 27 Canadian, 29 Czech, 31 Thai, 40 Frisian; none for Killer', () => {
    const table: [DraughtsVariant, number | undefined][] = [
      [international, 20], [italian, 22], [pool, 23], [spanish, 24], [russian, 25], [brazilian, 26], [canadian, 27], [czech, 29], [thai, 31], [frisian, 40], [killer, undefined],
    ];
    for (const [v, n] of table) expect(pdnGameType(v), v.id).toBe(n);
  });
});

describe('family PDN records', () => {
  it('PDN 3.0: a Russian game ([GameType "25"], algebraic squares, ":" for captures) replays on russian', () => {
    const text = '[Event "club"]\n[GameType "25,W,8,8,A0,0"]\n[Result "*"]\n\n1. c3-d4 f6-g5 2. d4-e5 d6:f4 3. g3:e5 *\n';
    const record = recordFromPdn(text, { variant: russian });
    expect(record.moves.map((m) => m.notation)).toEqual(['c3-d4', 'f6-g5', 'd4-e5', 'd6:f4', 'g3:e5']);
    expect(record.tags['Event']).toBe('club');
    expect(recordToPdn(record)).toBe('[Event "club"]\n[Result "*"]\n[GameType "25"]\n\n1. c3-d4 f6-g5 2. d4-e5 d6:f4 3. g3:e5 *\n');
  });

  it('PDN 3.0: an international game ([GameType "20"], International result 2-0) and a Frisian one ([GameType "40"]) replay and round-trip', () => {
    for (const [v, type, moves] of [
      [international, 20, ['32-28', '19-23', '28x19', '14x23']],
      [frisian, 40, ['32-28', '19-23', '28x19', '14x23']],
    ] as const) {
      const text = `[GameType "${type}"]\n[Result "2-0"]\n\n1. ${moves[0]} ${moves[1]} 2. ${moves[2]} ${moves[3]} 2-0\n`;
      const record = recordFromPdn(text, { variant: v });
      expect(record.moves.map((m) => m.notation)).toEqual(moves);
      const again = recordFromPdn(recordToPdn(record), { variant: v });
      expect(again.moves).toEqual(record.moves);
      expect(again.tags).toEqual(record.tags);
      expect(recordToPdn(again)).toBe(recordToPdn(record));
    }
  });

  it('PDN 3.0 FEN tag: a record from another start writes SetUp and FEN and numbers a first move of the second player "1..."', () => {
    const start = international.parse('B:W28,K46:B19,5');
    const record = new GameRecord(international, start);
    record.play('19-23');
    record.play('28x19');
    const text = recordToPdn(record);
    expect(text).toContain('[SetUp "1"]');
    expect(text).toContain(`[FEN "${international.format(start)}"]`);
    expect(text).toMatch(/\n1\.\.\. 19-23 2\. 28x19 \*\n$/);
    const back = recordFromPdn(text, { variant: international });
    expect(back.start).toEqual(start);
    expect(back.moves).toEqual(record.moves);
  });

  it('every family variant: a seeded random game round-trips through PDN (moves, start, tags)', () => {
    for (const v of [international, brazilian, canadian, russian, pool, czech, spanish, italian, frisian, killer, thai]) {
      const record = new GameRecord(v);
      let seed = 7;
      for (let i = 0; i < 40 && !record.status().over; i++) {
        const legal = v.legalMoves(record.position);
        seed = (seed * 1103515245 + 12345) % 2147483648;
        record.play(legal[seed % legal.length] as (typeof legal)[number]);
      }
      record.setTag('Event', 'round "trip" \\ test');
      const back = recordFromPdn(recordToPdn(record), { variant: v });
      expect(back.moves, v.id).toEqual(record.moves);
      expect(back.tags['Event']).toBe('round "trip" \\ test');
    }
  });

  it('hostile input is INVALID_PDN: another game type, a bad FEN, an illegal or unreadable move, unclosed comments, two games', () => {
    const bad = [
      [russian, '[GameType "20"]\n1. c3-d4 *'],
      [international, '[GameType "25"]\n1. 32-28 *'],
      [killer, '[GameType "20"]\n1. 32-28 *'],
      [international, '[GameType "abc"]\n1. 32-28 *'],
      [international, '[FEN "W:W99:B1"]\n1. 32-28 *'],
      [international, '1. 32-27 19-24 2. 27-22 18x27 3. 50-1 *'],
      [russian, '1. c3-d4 f6-g5 2. z9-e5 *'],
      [frisian, '1. 32-28 { never closed'],
      [international, '1. 32-28 *\n\n[Event "second"]\n1. 31-27 *'],
      [international, '((((((((((1. 32-28'],
      // Tags a game record refuses: a 70-letter name, a value with a control character.
      [international, `[${'T'.repeat(70)} "x"]\n1. 32-28 *`],
      [international, '[Event "a\u0007b"]\n1. 32-28 *'],
    ] as const;
    for (const [v, text] of bad) expect(codeOf(() => recordFromPdn(text, { variant: v })), text).toBe('INVALID_PDN');
  });
});

describe('one pair of PDN record functions for every draughts game', () => {
  it('recordFromPdn without a variant reads English draughts, with { variant: draughts } too; recordToPdn writes each game with its own GameType (21 English, 25 Russian)', () => {
    const english = recordFromPdn('1. 11-15 23-19 *');
    expect(english.variant).toBe(draughts);
    expect(recordFromPdn('1. 11-15 23-19 *', { variant: draughts }).moves.map((m) => m.notation)).toEqual(['11-15', '23-19']);
    expect(recordToPdn(english)).toContain('[GameType "21"]');
    const russianGame = new GameRecord(russian);
    russianGame.play('c3-d4');
    expect(recordToPdn(russianGame)).toContain('[GameType "25"]');
  });

  it('options recordFromPdn does not know are INVALID_OPTION: a variant that is no draughts game, another option beside variant', () => {
    expect(codeOf(() => recordFromPdn('1. 32-28 *', { variant: {} as DraughtsVariant }))).toBe('INVALID_OPTION');
    expect(codeOf(() => recordFromPdn('1. 32-28 *', { variant: 'international' as unknown as DraughtsVariant }))).toBe('INVALID_OPTION');
    expect(codeOf(() => recordFromPdn('1. 32-28 *', { variant: international, capture: 'huffing' } as never))).toBe('INVALID_OPTION');
  });
});
