/**
 * The family engine picks its word path (32-bit square sets) from the rules
 * object: only for switches it implements. Rules that take a switch it does
 * not (orthogonal captures, a king move limit, majority capture) get the
 * square-indexed path, so their perft through
 * the search layer still counts what the immutable layer (legalMoves and play,
 * always the square-indexed generator) counts.
 */
import { describe, expect, it } from 'vitest';
import { immutableSearch, perft } from '../../src/core/index.js';
import { defineDraughts, englishRules, type DraughtsRules, type DraughtsVariant } from '../../src/variants/draughts/index.js';

const immutablePerft = (v: DraughtsVariant, fen: string, depth: number): number =>
  perft(immutableSearch({ legalMoves: (p) => v.legalMoves(p), play: (p, m) => v.play(p, m), hash: (p) => v.hash(p) }, v.parse(fen)), depth);

// Kings and men in contact: captures along rows and columns, a king stepping again and again.
const FEN = 'B:WK18,22,23,K30:BK10,9,14,15';

const switches: [string, Partial<DraughtsRules>][] = [
  ['English rules (word path)', {}],
  ['algebraic square names (word path, moves named through the board)', { notation: 'algebraic' }],
  ['Frisian orthogonal captures with short kings', { orthogonalCaptures: true }],
  ['Frisian king move limit (here one quiet move in a row) with short kings', { kingMoveLimit: 1 }],
  ['men capture backwards', { menCaptureBackward: true }],
  ['men do not capture kings', { menCaptureKings: false }],
  ['majority capture', { precedence: ['count'] }],
  ['crowning at the end of a capture', { crowning: 'at-end' }],
  ['drop duplicate routes', { duplicates: 'drop' }],
];

describe('the word path is chosen only for switches it implements', () => {
  for (const [name, change] of switches) {
    it(`${name}: perft through the search layer equals the immutable layer's`, () => {
      const v = defineDraughts({ ...englishRules, ...change, id: 'english-switched', name: name.slice(0, 64) }); // names are at most 64 characters
      expect(v.perft(v.parse(FEN), 5)).toBe(immutablePerft(v, FEN, 5));
    });
  }
});
