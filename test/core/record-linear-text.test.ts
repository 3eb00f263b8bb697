/**
 * `GameRecord.play` costs the same at every ply whatever text names the move (issue 29, item 21).
 * The record keeps the variant's listed move; text that is not the listed notation (USI, UCI, ICCS,
 * square objects) used to be matched by replaying every legal move and comparing the positions
 * reached, and in the fairy games every replay copied the whole shared history: quadratic.
 * Checked without a clock: (1) a record never replays a move — per ply it reads the variant's
 * `play` at most twice (the move itself, and the finder of the move it played) and never `format`,
 * in every family and every text form; (2) in the fairy games the internal counter of history
 * entries copied one by one does not move along a 400-ply game, whatever the text.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { pastWork } from '../../src/core/declarative/fairy/repetition-history.js';
import { chess } from '../../src/variants/chess/index.js';
import { crazyhouse as chessCrazyhouse } from '../../src/variants/chess/rules/crazyhouse.js';
import { draughts, international } from '../../src/variants/draughts/index.js';
import { chess as fairyChess, crazyhouse as fairyCrazyhouse, seirawan, shogi, xiangqi, type FairyMove } from '../../src/variants/fairy/index.js';
import type { AnyVariant, Move, Position } from '../../src/core/variant.js';

type Text = (m: Move) => unknown;
const field = (name: string): Text => (m) => (m as unknown as Record<string, unknown>)[name];
const squares: Text = (m) => ({ from: m.from, to: m.to });

/** A shuffle of four moves (by UCI or notation) that never ends the game, and the text forms each family reads. */
const cases: { game: string; variant: AnyVariant; start?: string; cycle: string[]; forms: Record<string, Text> }[] = [
  { game: 'shogi', variant: shogi, cycle: ['h2g2', 'b8c8', 'g2h2', 'c8b8'], forms: { western: field('notation'), usi: field('usi'), uci: field('uci') } },
  { game: 'xiangqi', variant: xiangqi, cycle: ['b1c3', 'b10c8', 'c3b1', 'c8b10'], forms: { wxf: field('notation'), iccs: (m) => `${String(field('iccs')(m)).slice(0, 2)}-${String(field('iccs')(m)).slice(2)}`, uci: field('uci'), san: field('san') } },
  { game: 'fairy chess', variant: fairyChess, cycle: ['g1f3', 'g8f6', 'f3g1', 'f6g8'], forms: { san: field('notation'), uci: field('uci') } },
  { game: 'fairy crazyhouse', variant: fairyCrazyhouse, cycle: ['g1f3', 'g8f6', 'f3g1', 'f6g8'], forms: { san: field('notation'), uci: field('uci') } },
  { game: 'chess', variant: chess, cycle: ['g1f3', 'g8f6', 'f3g1', 'f6g8'], forms: { san: field('notation'), uci: field('uci'), squares } },
  { game: 'crazyhouse', variant: chessCrazyhouse, cycle: ['g1f3', 'g8f6', 'f3g1', 'f6g8'], forms: { san: field('notation'), uci: field('uci'), squares } },
];

/** The listed moves of the shuffle, found by UCI (or notation where moves have no UCI). */
function shuffle(variant: AnyVariant, start: Position, cycle: string[]): Move[] {
  const out: Move[] = [];
  let p = start;
  for (const name of cycle) {
    const m = variant.legalMoves(p).find((x) => (x as unknown as { uci?: string }).uci === name || x.notation === name);
    if (!m) throw new Error(`${variant.id}: no move ${name}`);
    out.push(m);
    p = variant.play(p, m);
  }
  return out;
}

/** The variant seen through a proxy that counts how often a record reads its `play` and `format`. */
function counted(variant: AnyVariant): { variant: AnyVariant; reads: { play: number; format: number } } {
  const reads = { play: 0, format: 0 };
  const proxy = new Proxy(variant, {
    get(target, key, receiver) {
      if (key === 'play' || key === 'format') reads[key]++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { variant: proxy, reads };
}

describe('GameRecord.play finds the listed move without replaying moves, in every text form', () => {
  for (const { game, variant, start, cycle, forms } of cases) {
    for (const [form, text] of Object.entries(forms)) {
      it(`${game} by ${form}: at most two reads of play and none of format per ply`, () => {
        const first = start === undefined ? variant.setup() : variant.parse(start);
        const inputs = shuffle(variant, first, cycle).map(text);
        const { variant: seen, reads } = counted(variant);
        const record = new GameRecord(seen as never, first as never);
        reads.play = reads.format = 0; // the constructor checks that the variant has them
        const plies = 40;
        for (let i = 0; i < plies; i++) record.play(inputs[i % 4] as never);
        expect(record.moves.map((m) => (m as Move).notation).slice(0, 4)).toEqual(shuffle(variant, first, cycle).map((m) => m.notation));
        expect(reads.format, 'the record replayed moves to compare positions').toBe(0);
        expect(reads.play).toBeLessThanOrEqual(2 * plies);
      });
    }
  }

  it('draughts by PDN text that is not the listed notation (1x17 for 1x10x17, 37x28x17 for 37x17): no replay', () => {
    for (const [variant, start, text] of [[draughts as AnyVariant, 'B:W6,14:B1', '1x17'], [international as AnyVariant, 'W:W37:B32,22', '37x28x17']] as const) {
      const { variant: seen, reads } = counted(variant);
      const record = new GameRecord(seen as never, variant.parse(start) as never);
      reads.play = reads.format = 0;
      record.play(text as never);
      expect((record.moves[0] as Move).notation).toBe(variant.legalMoves(variant.parse(start))[0]?.notation);
      expect(reads.format).toBe(0);
    }
  });
});

describe('the record keeps the move play played', () => {
  it('S-chess: a listed move without a gate plus a gate field is recorded as the gating move play made (g1f3h), not the plain move', () => {
    const p = seirawan.setup();
    const plain = seirawan.legalMoves(p).find((m) => m.uci === 'g1f3') as FairyMove;
    const record = new GameRecord(seirawan);
    record.play({ ...plain, gate: { piece: 'H', node: 'g1' } });
    expect(record.moves[0]?.uci).toBe('g1f3h');
    expect(record.position.fen).toBe(seirawan.play(p, 'g1f3h').fen);
  });
});

describe('a fairy record copies no history entry along a long game, whatever the text', () => {
  for (const { game, variant, cycle, forms } of cases.filter((c) => ['shogi', 'xiangqi', 'fairy crazyhouse'].includes(c.game))) {
    for (const [form, text] of Object.entries(forms)) {
      it(`${game} by ${form}: 400 plies, no history entry copied (the per-ply work does not grow with the game)`, () => {
        const inputs = shuffle(variant, variant.setup(), cycle).map(text);
        const record = new GameRecord(variant as never);
        const before = pastWork.entries;
        for (let i = 0; i < 400; i++) record.play(inputs[i % 4] as never);
        expect(record.moves).toHaveLength(400);
        expect(pastWork.entries - before).toBe(0);
      });
    }
  }
});
