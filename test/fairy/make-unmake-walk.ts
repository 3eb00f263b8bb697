/**
 * A property of the search layer along a seeded game: every listed move (every `step`-th) made and
 * unmade restores the FEN and the hash, and the hash after a move is the hash of its FEN read back.
 * Not a test file itself (flip-enclosed.test.ts, walls.test.ts).
 */
import { expect } from 'vitest';
import type { FairyVariant } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';

export function makeUnmakeRestores(game: FairyVariant, seed: number, plies: number, step: number): void {
  const random = seeded(seed);
  let p = game.setup();
  for (let ply = 0; ply < plies && !game.status(p).over; ply++) {
    const search = game.search(p);
    const list = new Int32Array(search.maxMoves);
    const n = search.generate(list), hash = search.hash(), fen = search.position().fen;
    expect(n).toBe(game.perft(p, 1));
    for (let i = 0; i < n; i += step) {
      search.make(list[i] as number);
      const after = search.position();
      expect(search.hash(), `${game.id} ${after.fen}`).toBe(game.hash(game.parse(after.fen)));
      search.unmake();
      expect(search.hash()).toBe(hash);
      expect(search.position().fen).toBe(fen);
    }
    const moves = game.legalMoves(p);
    p = game.play(p, moves[Math.floor(random() * moves.length)] as (typeof moves)[number]);
  }
}
