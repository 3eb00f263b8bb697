/**
 * The check shared by the immutable-layer tests: along a seeded game, a position the layer made
 * answers exactly as a copy of its fields (an object the layer has never seen, so its FEN is read
 * afresh): legal moves with notation, hash, status, format and the position after a move.
 */
import { expect } from 'vitest';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { defineFairy, type FairyPosition } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';

export function sameAsRead(definitions: readonly FairyDefinition[], plies: number, seed: number): void {
  const random = seeded(seed);
  for (const def of definitions) {
    const v = defineFairy(def);
    let p = v.setup();
    for (let ply = 0; ply < plies; ply++) {
      const copy: FairyPosition = { ...p };
      const where = `${def.id} ${p.fen}`;
      const moves = v.legalMoves(p);
      expect(moves.map((m) => `${m.uci} ${m.notation}`), where).toEqual(v.legalMoves(copy).map((m) => `${m.uci} ${m.notation}`));
      expect(v.hash(p), where).toBe(v.hash(copy));
      expect(v.status(p), where).toEqual(v.status(copy));
      expect(v.format(p), where).toBe(v.format(copy));
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      const next = v.play(p, move);
      expect(next, where).toEqual(v.play(copy, move.uci));
      p = next;
    }
  }
}
