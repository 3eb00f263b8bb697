/**
 * A promotion where checks are not allowed (`checking = false`: racingchess, checkmateless of
 * Fairy-Stockfish's variants.ini) may not give check with the piece it promotes to
 * (Fairy-Stockfish's `Position::legal` refuses every move for which `gives_check` holds, and
 * `gives_check` looks at the promoted piece). Oracle: ffish.
 */
import { describe, expect, it } from 'vitest';
import { iniGame, sameAsFairyStockfish } from './ini-games.js';

describe('promotion with checking = false', () => {
  for (const name of ['racingchess', 'checkmateless']) {
    it(`${name}: a pawn on d7 may not promote to a queen or rook that checks the king on f8 along the eighth rank`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, '5k2/3P4/8/8/8/8/8/4K3 w - - 0 1', [], 3);
      expect(theirs.filter((m) => m.startsWith('d7d8')).sort()).toEqual(['d7d8b', 'd7d8n']);
    });

    it(`${name}: a knight promotion that checks is illegal too (d2e1n would attack the king on g2; a seeded game's position)`, async () => {
      const theirs = await sameAsFairyStockfish({ variant: iniGame(name), name }, 'N5nr/3r2k1/5p1p/3ppP2/qQN1PB2/5P1B/3p2KP/2n1R1NR b - - 5 41', [], 2);
      expect(theirs).not.toContain('d2e1n');
      expect(theirs).toContain('d2e1q');
    });
  }
});
