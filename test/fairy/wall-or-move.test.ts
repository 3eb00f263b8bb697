/**
 * wallingRule `edge` with wallOrMove (Fairy-Stockfish's `[atlantis:chess]`: a turn moves a piece, or
 * instead places a wall on the board's edge or beside a wall) against ffish 0.7.10 loading the same
 * section of Fairy-Stockfish's variants.ini: perft from the start, legal moves, FEN and result at
 * every ply of seeded games, and positions for the rule's parts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, splitMoves, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish, walkPreferring } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { fixture } from './ini-section-oracle.js';
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

let ff: FfishModule;
let atlantis: FairyVariant;
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  atlantis = defineFairy(fixture('atlantis'));
});

/** A wall alone: Fairy-Stockfish writes it as a pass of the mover's first piece (`a1a1,a1a3`). */
const wallAlone = (uci: string): boolean => /^([a-h][1-8])\1,/.test(uci);

describe('[atlantis]: wallingRule edge with wallOrMove, against ffish', () => {
  it('perft from the start equals ffish\'s to depth 3', () => {
    for (let d = 1; d <= 3; d++) expect(atlantis.perft(atlantis.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, 'atlantis', undefined, d));
  });

  it('4 seeded games of 30 plies, walls alone preferred, have ffish\'s legal moves, FEN and result at every ply', () => {
    let walls = 0;
    for (let seed = 1; seed <= 4; seed++) walls += walkPreferring(atlantis, () => new ff.Board('atlantis'), seeded(seed * 31), 30, wallAlone, `atlantis seed ${seed}`);
    expect(walls).toBeGreaterThan(20);
  });

  // [rule, FEN, a move ffish lists (or undefined), a move it does not (or undefined)]
  const cases: readonly [string, string, string | undefined, string | undefined][] = [
    ['a wall alone stands on the edge (a3), not inside the board (c3)', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'a1a1,a1a3', 'a1a1,a1c3'],
    ['a wall alone may stand beside a wall across a side (b3 beside a3), not across a corner (b4)', 'rnbqkbnr/pppppppp/8/8/8/*7/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'a1a1,a1b3', 'a1a1,a1b4'],
    ['a wall alone is written from the first piece, lowest rank then file (black: a7)', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1', 'a7a7,a7a4', 'e8e8,e8a4'],
    ['in check no wall alone is listed, not even one that would block (b1)', '4k3/8/8/8/8/8/8/r3K3 w - - 0 1', 'e1e2,e2a1', 'e1e1,e1b1'],
    ['a move places no wall: it is written with a1 for its wall, as Fairy-Stockfish writes it', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4,e4a1', 'e2e4,e4e5'],
  ];
  for (const [rule, fen, listed, absent] of cases) {
    it(rule, () => {
      const board = new ff.Board('atlantis', fen);
      try {
        const theirs = splitMoves(board.legalMoves());
        if (listed !== undefined) expect(theirs).toContain(listed);
        if (absent !== undefined) expect(theirs).not.toContain(absent);
        expectPlyAsFfish(atlantis, atlantis.parse(fen), board, fen);
      } finally {
        board.delete();
      }
    });
  }

  it('a wall alone whose first piece is a pawn resets the 50-move counter, as Fairy-Stockfish counts; two walls alone in a row do not end the game', () => {
    const fen = '4k3/p7/8/8/8/8/8/R3K3 b - - 7 20';
    const board = new ff.Board('atlantis', fen);
    try {
      let position = atlantis.parse(fen);
      for (const uci of ['a7a7,a7h4', 'a1a1,a1h3', 'a7a7,a7h5']) {
        expectPlyAsFfish(atlantis, position, board, uci);
        position = atlantis.play(position, uci);
        board.push(uci);
      }
      expectPlyAsFfish(atlantis, position, board, 'after three walls');
      expect(atlantis.format(position).split(' ').slice(4).join(' ')).toBe('0 22');
      expect(atlantis.status(position).over).toBe(false);
    } finally {
      board.delete();
    }
  });

  it("a wall alone is a move object with the wall's node, read back from its own fields", () => {
    const position = atlantis.setup();
    const move = atlantis.legalMoves(position).find((m) => m.uci === 'a1a1,a1a3');
    expect(move).toMatchObject({ from: 'a1', to: 'a1', wall: 'a3', kind: 'pass', notation: 'Ra1,a3' });
    expect(atlantis.format(atlantis.play(position, { from: 'a1', to: 'a1', wall: 'a3' }))).toBe('rnbqkbnr/pppppppp/8/8/8/*7/PPPPPPPP/RNBQKBNR b KQkq - 1 1');
  });
});
