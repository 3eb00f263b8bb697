/**
 * Hostile definitions: every malformed field is INVALID_DEFINITION naming the field — never a
 * hang, a TypeError or a silently ignored key.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { defineFairy, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

const chess = ENGINE_DEFS.chess!;

function refusal(def: unknown): { code: string; message: string } {
  try {
    defineFairy(def as FairyDefinition);
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('a malformed definition is INVALID_DEFINITION naming the field', () => {
  it.each([
    ['malformed Betza (an unknown letter)', { ...chess, pieces: { ...chess.pieces, A: 'Rx' } }, 'pieces.A'],
    ['Betza modifiers with no atom', { ...chess, pieces: { ...chess.pieces, A: 'fmR' + 'c' } }, 'pieces.A'],
    ['Betza range 0', { ...chess, pieces: { ...chess.pieces, A: 'R0' } }, 'pieces.A'],
    ['a FEN letter no piece defines', { ...chess, startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w - - 0 1' }, 'startFen'],
    ['a board wider than 12 files', { ...chess, maxFile: 13 }, 'maxFile'],
    ['a board taller than 10 ranks', { ...chess, maxRank: 11 }, 'maxRank'],
    ['a region off the board', { ...chess, promotionRegionWhite: 'i8' }, 'promotionRegionWhite'],
    ['a rank off the board', { ...chess, doubleStepRegionWhite: '*9' }, 'doubleStepRegionWhite'],
    ['a mobility region off the board', { ...chess, mobilityRegionWhite: { K: 'a0' } }, 'mobilityRegionWhite.K'],
    ['a promotion piece no piece defines', { ...chess, promotionPieceTypes: 'qz' }, 'promotionPieceTypes'],
    ['an unknown key', { ...chess, pieceDropz: true }, 'pieceDropz'],
    ['pieces that is no object', { ...chess, pieces: 'PNBRQK' }, 'pieces'],
    ['a piece key of two letters', { ...chess, pieces: { ...chess.pieces, AB: 'R' } }, 'pieces'],
    ['a letter defined twice', { ...chess, pieces: { ...chess.pieces, p: 'W' } }, 'pieces'],
    ['two kings', { ...chess, pieces: { ...chess.pieces, G: 'king' } }, 'pieces'],
    ['a game value that is not one', { ...chess, stalemateValue: 'maybe' }, 'stalemateValue'],
    ['a castling file off the board', { ...chess, castlingKingsideFile: 'k' }, 'castlingKingsideFile'],
    ['a huge Betza string', { ...chess, pieces: { ...chess.pieces, A: 'W'.repeat(100_000) } }, 'pieces.A'],
    ['no definition at all', null, 'definition'],
  ])('%s', (_title, def, field) => {
    const r = refusal(def);
    expect(r.code).toBe('INVALID_DEFINITION');
    expect(r.message).toContain(field);
  });
});

describe('overlapping Betza atoms list each destination once (Fairy-Stockfish unites them as bitboards)', () => {
  it('a bishop-king BK on d4 has 13 + 4 destinations, each once', () => {
    const v = defineFairy({ id: 'bk', pieces: { K: 'king', B: 'BK' }, startFen: '4k3/8/8/8/3B4/8/8/4K3 w - - 0 1', castling: false });
    const fromD4 = v.movesFrom(v.setup(), 'd4').map((m) => m.uci);
    expect(fromD4).toHaveLength(17);
    expect(new Set(fromD4).size).toBe(17);
  });
});
