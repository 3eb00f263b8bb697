/**
 * Xiangqi's WXF game record (FORMAT WXF, header lines, the moves between START{ and }END). The
 * sample pgn-samples/xiangqi.wxf holds the game of xiangqi.pgn with its moves as ffish writes WXF
 * (Notation.XIANGQI_WXF, `=` for sideways) and CRLF line ends; its final position is ffish's
 * (final-positions.json). Errors are INVALID_WXF (docs/errors.md: one code per record format).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/record.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { recordFromWxf, recordToWxf, xiangqi } from '../../src/variants/fairy/index.js';

const dir = new URL('./pgn-samples/', import.meta.url);
const finals = JSON.parse(readFileSync(new URL('final-positions.json', dir), 'utf8')) as Record<string, { plies: number; fen: string }[]>;

function failure(run: () => unknown): { code: string; detail: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, detail: (error.detail ?? {}) as Record<string, unknown> };
    throw error;
  }
  throw new Error('expected a BoardwrightError');
}

describe('xiangqi WXF game records', () => {
  it('a WXF record written with ffish\'s WXF moves reads to ffish\'s final position, with its headers as tags', () => {
    const record = recordFromWxf(xiangqi, readFileSync(new URL('xiangqi.wxf', dir), 'utf8'));
    const expected = finals['xiangqi']![0]!;
    expect(record.moves).toHaveLength(expected.plies);
    expect(xiangqi.format(record.position)).toBe(xiangqi.format(xiangqi.parse(expected.fen)));
    expect(record.tags).toMatchObject({ Red: 'redcannon88', Black: 'HorseOnTheRiver', Result: '0-1', Event: 'Club ladder, round 4', Game: 'Chinese Chess' });
  });

  it('random games (seeded), from the start or from a FEN with Black to move, survive write → read', () => {
    const black = xiangqi.parse('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1');
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 40 }), fc.boolean(), (picks, fromFen) => {
        const record = new GameRecord(xiangqi, fromFen ? black : undefined);
        record.setTag('Red', 'Lü Qin');
        record.setTag('Date', '2003.05.17');
        for (const pick of picks) {
          const legal = xiangqi.legalMoves(record.position);
          if (legal.length === 0) break;
          record.play(legal[pick % legal.length]!);
        }
        const text = recordToWxf(record);
        expect(text.startsWith('FORMAT      WXF\n')).toBe(true);
        const read = recordFromWxf(xiangqi, text);
        expect(read.moves.map((m) => m.uci)).toEqual(record.moves.map((m) => m.uci));
        expect(read.tags['Red']).toBe('Lü Qin');
        expect(xiangqi.format(read.start)).toBe(xiangqi.format(record.start));
      }),
      { numRuns: 25, seed: 31 },
    );
  });

  it('malformed WXF is INVALID_WXF naming the line; an illegal move also its ply and the game\'s reason', () => {
    expect(failure(() => recordFromWxf(xiangqi, 'RED Hu\nSTART{\n}END\n'))).toMatchObject({ code: 'INVALID_WXF', detail: { line: 1 } });
    expect(failure(() => recordFromWxf(xiangqi, 'FORMAT WXF\nSTART{\n 1. C2.5 H8+7\n')).code).toBe('INVALID_WXF');
    expect(failure(() => recordFromWxf(xiangqi, 'FORMAT WXF\nRED Hu\n'))).toMatchObject({ code: 'INVALID_WXF' });
    expect(failure(() => recordFromWxf(xiangqi, 'FORMAT WXF\nSTART{\n}END\ntrailing'))).toMatchObject({ code: 'INVALID_WXF', detail: { line: 4 } });
    expect(failure(() => recordFromWxf(xiangqi, 'FORMAT WXF\nFEN 9/9 w\nSTART{\n}END\n'))).toMatchObject({ code: 'INVALID_WXF', detail: { reason: 'INVALID_FEN' } });
    // 2. R1+4: the chariot on i1 cannot pass Red's soldier on i4.
    expect(failure(() => recordFromWxf(xiangqi, 'FORMAT WXF\nSTART{\n 1. C2.5 H8+7\n 2. R1+4 H2+3\n}END\n'))).toMatchObject({
      code: 'INVALID_WXF',
      detail: { line: 4, ply: 3, move: 'R1+4', reason: 'ILLEGAL_MOVE' },
    });
    expect(failure(() => recordFromWxf(xiangqi, 'x'.repeat(1_000_001))).code).toBe('INPUT_TOO_LARGE');
  });
});
