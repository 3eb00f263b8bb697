/**
 * Moves with a second part (wallingRule): duck chess (`duck`), amazons (`arrow`), isolation
 * (`static`), snailtrail and joust (`past`), against ffish 0.7.10 (Fairy-Stockfish's own rules): perft,
 * legal move sets, FEN, SAN and result along seeded games, positions with castling, en passant and
 * promotion under the duck; make/unmake restores position and hash; the move object's `wall`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { amazons, duck, isolation, isolation7x7, joust, snailtrail, type FairyVariant } from '../../src/variants/fairy/index.js';
import { ffishPerft, loadFfish, splitMoves, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { makeUnmakeRestores } from './make-unmake-walk.js';

let ff: FfishModule;
beforeAll(async () => { ff = await loadFfish(); });



// [rule, game, variant, perft depth against ffish, seeded games, plies per game (duck chess lists ~1,000 moves a ply: a short game)].
const GAMES: readonly [string, string, FairyVariant, number, number, number?][] = [
  ['duck', 'duck', duck, 1, 1, 24], ['arrow', 'amazons', amazons, 1, 3], ['static', 'isolation', isolation, 2, 4],
  ['static', 'isolation7x7', isolation7x7, 2, 4], ['past', 'snailtrail', snailtrail, 3, 4], ['past', 'joust', joust, 4, 4],
];

describe('wallingRule against ffish', () => {
  for (const [rule, name, game, depth, seeds, plies = 300] of GAMES) {
    it(`wallingRule ${rule} (${name}): perft from the start equals ffish's to depth ${depth}, and perft(1) is the number of legal moves`, () => {
      for (let d = 1; d <= depth; d++) expect(game.perft(game.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, name, undefined, d));
      expect(game.perft(game.setup(), 1)).toBe(game.legalMoves(game.setup()).length);
    });

    it(`wallingRule ${rule} (${name}): seeded games to the end have ffish's legal moves (from-to,to-wall UCI), FEN, SAN and result at every ply`, () => {
      let ended = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const random = seeded(seed * 31 + name.length);
        const board = new ff.Board(name);
        try {
          let position = game.setup();
          for (let ply = 0; ply < plies; ply++) {
            const where = `${name} seed ${seed} ply ${ply}`;
            const theirs = expectPlyAsFfish(game, position, board, where);
            const moves = game.legalMoves(position);
            if (game.status(position).over) { ended++; break; }
            const uci = theirs[Math.floor(random() * theirs.length)] as string;
            const move = moves.find((m) => m.uci === uci);
            expect(move?.notation, where).toBe(board.sanMove(uci));
            position = game.play(position, move ?? uci);
            board.push(uci);
          }
        } finally {
          board.delete();
        }
      }
      // Played to the end (duck chess: a short game only).
      if (plies === 300) expect(ended).toBeGreaterThan(0);
    });
  }

  it('wallingRule duck: castling, en passant and promotion with the duck on the board list ffish\'s moves and reach its FEN', () => {
    const fens = [
      'r3k2r/8/8/8/8/8/8/R3K*1R w KQkq - 0 1',
      'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1',
      'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
      '8/P6k/8/8/8/8/8/K6* w - - 0 1',
    ];
    for (const fen of fens) {
      const board = new ff.Board('duck', fen);
      try {
        const p = duck.parse(fen);
        const theirs = splitMoves(board.legalMoves());
        expect(duck.legalMoves(p).map((m) => m.uci).sort(), fen).toEqual(theirs);
        for (const uci of theirs.filter((u, i) => i % 97 === 0)) {
          board.push(uci);
          expect(duck.format(duck.play(p, uci)), `${fen} ${uci}`).toBe(board.fen());
          board.pop();
        }
      } finally {
        board.delete();
      }
    }
  });
});

describe('the walling move as an object and as text', () => {
  it('wallingRule duck: e2e4 with the duck to e5 is { from: e2, to: e4, wall: e5 }, UCI e2e4,e4e5, SAN e4,e5; the duck then moves on', () => {
    const start = duck.setup();
    const move = duck.legalMoves(start).find((m) => m.uci === 'e2e4,e4e5');
    expect(move).toMatchObject({ from: 'e2', to: 'e4', wall: 'e5', piece: 'P', notation: 'e4,e5' });
    const after = duck.play(start, move!);
    // Fairy-Stockfish writes the duck as a wall, `*`.
    expect(after.fen).toBe('rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(duck.format(duck.play(start, 'e4,e5'))).toBe(after.fen);
    // The duck must move: no listed move leaves it on e5, and the square it left is free again.
    const replies = duck.legalMoves(after);
    expect(replies.some((m) => m.wall === 'e5')).toBe(false);
    const next = duck.play(after, replies.find((m) => m.uci === 'e7e6,e6d4')!);
    expect(next.fen).toBe('rnbqkbnr/pppp1ppp/4p3/8/3*P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(duck.hash(duck.parse(next.fen))).toBe(duck.hash(next));
  });

  it('wallingRule arrow: an amazon\'s arrow goes where it could move from its new square, through the square it left', () => {
    const p = amazons.setup();
    const fromD1 = amazons.legalMoves(p).filter((m) => m.from === 'd1' && m.to === 'd2');
    // From d2 a queen reaches back through d1 (now empty) and along the lines from d2, walls excluded.
    expect(fromD1.some((m) => m.wall === 'd1')).toBe(true);
    expect(fromD1.every((m) => m.wall !== 'd2')).toBe(true);
    expect(amazons.play(p, 'd1d2,d2d1').fen.split(' ')[0]).toBe('3q2q3/10/10/q8q/10/10/Q8Q/10/3Q6/3*2Q3');
  });

  it('a walling move text that is not legal is ILLEGAL_MOVE and leaves the position as it was', () => {
    const start = duck.setup();
    const before = JSON.stringify(start);
    expect(() => duck.play(start, 'e2e4,e4e4')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('make/unmake after two-part moves', () => {
  it('wallingRule duck and arrow: along seeded games every move made and unmade restores FEN and hash, and the hash after a move is the hash of its FEN read back', () => {
    for (const game of [duck, amazons]) makeUnmakeRestores(game, 11, 12, 7);
  });
});
