/**
 * Castling where checks are not allowed (`checking = false`: racingchess, checkmateless of
 * Fairy-Stockfish's variants.ini). Fairy-Stockfish's `Position::legal` refuses a move that gives
 * check when checks are not permitted, castling included, and tests a royal king's castling path
 * for attacks whatever `checking` says. Oracle: ffish.
 */
import { describe, expect, it } from 'vitest';
import { iniGame, sameAsFairyStockfish } from './ini-games.js';

const GAMES = ['racingchess', 'checkmateless'];

describe('castling with checking = false', () => {
  for (const name of GAMES) {
    it(`${name}: the king may not castle onto an attacked square (the bishop on a6 covers c8)`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, 'r3k3/8/B7/8/8/8/8/4K3 b q - 0 1', [], 3);
      expect(theirs).not.toContain('e8c8');
    });

    it(`${name}: the king may not castle across an attacked square (the bishop on a5 covers d8)`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, 'r3k3/8/8/B7/8/8/8/4K3 b q - 0 1', [], 3);
      expect(theirs).not.toContain('e8c8');
    });

    it(`${name}: the king may not castle out of an attack (the bishop on a4 covers e8)`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, 'r3k3/8/8/8/B7/8/8/4K3 b q - 0 1', [], 3);
      expect(theirs).not.toContain('e8c8');
    });

    it(`${name}: castling whose rook gives check is illegal (O-O-O puts the rook on d1 under the king on d8)`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1', [], 3);
      expect(theirs).not.toContain('e1c1');
      // With the king off the d-file the same castling is legal.
      expect(await sameAsFairyStockfish({ variant: iniGame(name), name }, '6k1/8/8/8/8/8/8/R3K3 w Q - 0 1', [], 3)).toContain('e1c1');
    });
  }
});
