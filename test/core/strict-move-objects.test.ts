/**
 * Strict mode and move objects (docs/errors.md, src/core/strict.ts): a server in strict mode stores
 * and relays only the game's own move. A move object may carry the fields of the listed move it names
 * (a copy of it, or a part such as `{ from, to }` where the game reads square pairs); a field no
 * listed move has (`{ from: 'e2', to: 'e4', evil: 'x' }`) is INVALID_ARGUMENT naming the field, in
 * every game, and the position is left as it was. The tolerant mode (no `strict`) is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { variants } from '../../src/variants/index.js';
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { isBoardwrightError, type AnyVariant, type Move, type Position } from '../../src/core/index.js';
import { chess, crazyhouse } from '../../src/variants/chess/index.js';
import { triHex } from '../fixtures/tri-hex.js';

const STRICT = { strict: true } as const;

// chess4 is built with defineGame, Tri-Hex with defineVariant: every way to write a game is covered.
const GAMES: readonly AnyVariant[] = [...variants, ...(fairyVariants as readonly AnyVariant[]), triHex as unknown as AnyVariant];

/** `{ code, field, message }` of a refused strict play, or 'ok'. */
function strictPlay(variant: AnyVariant, position: Position, move: object): 'ok' | { code: string; field: unknown; message: string } {
  const r = variant.tryPlay(position, move as never, STRICT);
  if (r.ok) return 'ok';
  if (!isBoardwrightError(r.error)) throw r.error;
  return { code: r.error.code, field: r.error.detail?.['field'], message: r.error.message };
}

describe('strict mode refuses move objects with a field the listed move does not have, in every game', () => {
  for (const variant of GAMES) {
    it(`${variant.id}: {...listed, evil} is INVALID_ARGUMENT naming "evil"; {...listed} plays; nothing changes`, () => {
      const start = variant.setup();
      const before = JSON.stringify(start);
      const legal = variant.legalMoves(start) as readonly Move[];
      // The first move, and a gating move where the game has them (seirawan: found by its gate field).
      const sampled = [legal[0]!, ...legal.filter((m) => (m as { gate?: unknown }).gate !== undefined).slice(0, 1)];
      for (const move of sampled) {
        const refused = strictPlay(variant, start, { ...move, evil: '<b>x</b>' });
        expect(refused, move.notation).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'evil' });
        expect(refused === 'ok' ? '' : refused.message).toContain('"evil"');
        expect(strictPlay(variant, start, { ...move }), move.notation).toBe('ok');
        // Tolerant mode reads the move and ignores what it does not know, as before.
        expect(variant.tryPlay(start, { ...move, evil: 'x' } as never).ok).toBe(true);
      }
      expect(JSON.stringify(start)).toBe(before);
    });
  }
});

describe('strict mode: square-pair move objects (chess and its variants)', () => {
  it('{ from, to } plays; { from, to, evil } is refused naming "evil" (the repro of issue 29 item 20)', () => {
    expect(chess.tryPlay(chess.setup(), { from: 'e2', to: 'e4' }, STRICT).ok).toBe(true);
    expect(strictPlay(chess as unknown as AnyVariant, chess.setup(), { from: 'e2', to: 'e4', evil: 'x' })).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'evil' });
    expect(strictPlay(crazyhouse as unknown as AnyVariant, crazyhouse.setup(), { from: 'e2', to: 'e4', note: 'x'.repeat(1500) })).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'note' });
  });

  it('a field set to undefined counts as absent: { from, to, promotion: undefined } plays', () => {
    expect(chess.tryPlay(chess.setup(), { from: 'e2', to: 'e4', promotion: undefined } as never, STRICT).ok).toBe(true);
    expect(crazyhouse.tryPlay(crazyhouse.setup(), { from: 'e2', to: 'e4', promotion: undefined } as never, STRICT).ok).toBe(true);
  });

  it('a promotion named by its piece plays: { from, to, promotion: "q" }', () => {
    const p = chess.parse('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    expect(chess.tryPlay(p, { from: 'a7', to: 'a8', promotion: 'q' }, STRICT).ok).toBe(true);
  });

  it('an unknown field is named even when it is a getter, and the getter is never run', () => {
    let ran = false;
    const move = { from: 'e2', to: 'e4', get evil() { ran = true; return 'x'; } };
    expect(strictPlay(chess as unknown as AnyVariant, chess.setup(), move)).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'evil' });
    expect(ran).toBe(false);
  });
});
