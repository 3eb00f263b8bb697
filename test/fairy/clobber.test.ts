/**
 * Clobber (a stone moves only by taking an orthogonal neighbour; the side without a move loses) on
 * 5x6 and on 10x10 (Fairy-Stockfish `clobber`, `clobber10`), against ffish 0.7.10: perft from the
 * start, and seeded games to the end with ffish's legal moves, FEN and result at every ply.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clobber, clobber10, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { seeded } from './seeded.js';

let ff: FfishModule;
beforeAll(async () => { ff = await loadFfish(); });

const GAMES: readonly [string, FairyVariant, number][] = [['clobber', clobber, 3], ['clobber10', clobber10, 3]];

describe('clobber against ffish', () => {
  for (const [name, game, depth] of GAMES) {
    it(`${name}: perft from the start equals ffish's to depth ${depth}`, () => {
      for (let d = 1; d <= depth; d++) expect(game.perft(game.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, name, undefined, d));
    });

    it(`${name}: seeded games to the end (the side without a capture loses) have ffish's legal moves, FEN and result at every ply`, () => {
      let ended = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const random = seeded(seed * 13 + name.length);
        const board = new ff.Board(name);
        try {
          let position = game.setup();
          for (let ply = 0; ply < 200; ply++) {
            const theirs = expectPlyAsFfish(game, position, board, `${name} seed ${seed} ply ${ply}`);
            if (game.status(position).over) { ended++; break; }
            const uci = theirs[Math.floor(random() * theirs.length)] as string;
            position = game.play(position, uci);
            board.push(uci);
          }
        } finally {
          board.delete();
        }
      }
      expect(ended).toBe(3);
    });
  }
});
