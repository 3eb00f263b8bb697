/**
 * Moves that turn the opponent's pieces (flipEnclosedPieces), drops limited by enclosingDrop,
 * freeDrops, adjudicateFullBoard and passOnStalemate in the stone games: Othello (`flipello`),
 * flipersi, Othello 10x10 and ataxx, against ffish 0.7.10 (Fairy-Stockfish's own rules) and
 * positions worked out by hand from the rules (en.wikipedia.org/wiki/Reversi, /wiki/Ataxx).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ataxx, defineFairy, flipello, flipello10, flipersi, parseVariantsIni, type FairyVariant } from '../../src/variants/fairy/index.js';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { ffishPerft, loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { makeUnmakeRestores } from './make-unmake-walk.js';

/** Othello on 12x10 points, a section of our own on Fairy-Stockfish's flipello10 (a board wider than a 32-square word's ranks). */
const OTHELLO_12X10 = ['[othello12x10:flipello10]', 'maxFile = 12', 'maxRank = 10',
  `startFen = 12/12/12/12/5pP5/5Pp5/12/12/12/12[${'P'.repeat(60)}${'p'.repeat(60)}] w - - 0 1`, 'enclosingDropStart = f5 g5 f6 g6', ''].join('\n');
const othello12x10 = defineFairy(parseVariantsIni(OTHELLO_12X10).get('othello12x10') as FairyDefinition);

let ff: FfishModule;
beforeAll(async () => { ff = await loadFfish(); ff.loadVariantConfig(OTHELLO_12X10); });

const HAND = `[${'P'.repeat(30)}${'p'.repeat(30)}]`;
/** White to drop on d4, ringed by black stones with a white stone behind each: eight lines enclosed. */
const RING = `8/8/1P1P1P2/2ppp3/1Pp1pP2/2ppp3/1P1P1P2/8${HAND} w - - 0 1`;



const GAMES: readonly [string, FairyVariant, number][] = [['flipello', flipello, 4], ['flipersi', flipersi, 5], ['flipello10', flipello10, 4], ['ataxx', ataxx, 3]];

describe('flipEnclosedPieces, enclosingDrop and freeDrops against ffish', () => {
  for (const [name, game, depth] of GAMES) {
    it(`${name}: perft from the start equals ffish's to depth ${depth}, and perft(1) is the number of legal moves`, () => {
      for (let d = 1; d <= depth; d++) expect(game.perft(game.setup(), d), `depth ${d}`).toBe(ffishPerft(ff, name, undefined, d));
      expect(game.perft(game.setup(), 1)).toBe(game.legalMoves(game.setup()).length);
    });

    it(`${name}: seeded games to the end have ffish's legal moves, FEN and result at every ply (flips, passes on stalemate, full board, count)`, () => {
      const ends = new Set<string>();
      for (let seed = 1; seed <= 6; seed++) {
        const random = seeded(seed * 101 + name.length);
        const board = new ff.Board(name);
        try {
          let position = game.setup();
          for (let ply = 0; ply < 300; ply++) {
            const where = `${name} seed ${seed} ply ${ply}`;
            const theirs = expectPlyAsFfish(game, position, board, where);
            const moves = game.legalMoves(position);
            expect(game.perft(position, 1), where).toBe(moves.length);
            const status = game.status(position);
            if (status.over) { ends.add(status.reason); break; }
            const uci = theirs[Math.floor(random() * theirs.length)] as string;
            position = game.play(position, moves.find((m) => m.uci === uci) ?? uci);
            board.push(uci);
          }
        } finally {
          board.delete();
        }
      }
      // The walks reach the ends the rules name (not a vacuous run).
      expect([...ends].every((r) => r === 'full-board' || r === 'stalemate' || r === 'double-pass'), [...ends].join()).toBe(true);
      expect(ends.size).toBeGreaterThan(0);
    });
  }

  // The reversi games, whose perft counts the replies to the last moves without making them (reversi-drops.ts;
  // flipello10's 100 squares and a 12x10 board of our own in four words, reversi-words.ts), and ataxx (ataxx-replies.ts).
  for (const [name, game, seeds, every] of [['flipello', flipello, 3, 7], ['flipersi', flipersi, 3, 7], ['flipello10', flipello10, 1, 30], ['othello12x10', othello12x10, 1, 40], ['ataxx', ataxx, 1, 20]] as const) {
    it(`${name}: perft(2) and perft(3) from the positions of seeded games to the end equal ffish's (the replies to the last moves counted without making them, passes and the full board included)`, () => {
      for (let seed = 1; seed <= seeds; seed++) {
        const random = seeded(seed * 7 + name.length);
        let position = game.setup(), checked = 0;
        for (let ply = 0; ply < 300 && !game.status(position).over; ply++) {
          const fen = game.format(position);
          expect(game.perft(position, 2), `${name} ${fen}`).toBe(ffishPerft(ff, name, fen, 2));
          if (ply % every === 0) expect(game.perft(position, 3), `${name} ${fen}`).toBe(ffishPerft(ff, name, fen, 3));
          const moves = game.legalMoves(position);
          position = game.play(position, moves[Math.floor(random() * moves.length)] as (typeof moves)[number]);
          checked++;
        }
        expect(checked).toBeGreaterThan(20);
      }
    });
  }

  it('ataxx on a board with walls: perft(2) and perft(3) from the positions of a seeded game to the end equal ffish\'s (the replies counted without making the moves, walls neither empty nor flipped)', () => {
    const random = seeded(5);
    let position = ataxx.parse('P5p/7/2*1*2/7/2*1*2/7/p5P w - - 0 1'), checked = 0;
    for (let ply = 0; ply < 300 && !ataxx.status(position).over; ply++) {
      const fen = ataxx.format(position);
      expect(ataxx.perft(position, 2), fen).toBe(ffishPerft(ff, 'ataxx', fen, 2));
      if (ply % 20 === 0) expect(ataxx.perft(position, 3), fen).toBe(ffishPerft(ff, 'ataxx', fen, 3));
      const moves = ataxx.legalMoves(position);
      position = ataxx.play(position, moves[Math.floor(random() * moves.length)] as (typeof moves)[number]);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('flipEnclosedPieces reversi: a drop enclosing eight lines turns all eight stones, as ffish plays it', () => {
    const p = flipello.parse(RING);
    const move = flipello.legalMoves(p).find((m) => m.to === 'd4');
    expect(move?.uci).toBe('P@d4');
    // Worked out by hand: every black stone of the ring lies between d4 and a white stone.
    expect([...(move?.flips ?? [])].sort()).toEqual(['c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5']);
    expect(move?.captures).toEqual([]);
    const after = flipello.play(p, 'P@d4');
    expect(flipello.format(after)).toBe(ffishFenAfter('flipello', RING, 'P@d4'));
    expect(flipello.format(after).split('[')[0]).toBe('8/8/1P1P1P2/2PPP3/1PPPPP2/2PPP3/1P1P1P2/8');
  });

  it('enclosingDrop reversi: only drops that enclose a line are listed; enclosingDropStart: the first stones go on the centre', () => {
    // Hand-counted: in the ring position every other empty square encloses nothing (no line of black stones ends in a white one).
    expect(flipello.legalMoves(flipello.parse(RING)).map((m) => m.uci)).toEqual(['P@d4']);
    expect(flipersi.legalMoves(flipersi.setup()).map((m) => m.to).sort()).toEqual(['d4', 'd5', 'e4', 'e5']);
  });

  it('enclosingDrop reversi: a line of walls ended by the side\'s own stone encloses for the drop test (Fairy-Stockfish leaves walls off its board there), though it turns nothing', () => {
    // a1 is next to the black stone on a2; the wall on b1 stands between a1 and the white stone on c1.
    const fen = '8/8/8/3pP3/3Pp3/8/p7/1*P5[PPPPPPPPPPpppppppppp] w - - 0 1';
    const moves = flipello.legalMoves(flipello.parse(fen));
    expect(moves.map((m) => m.uci).sort()).toEqual(ffishMoves('flipello', fen));
    expect(moves.find((m) => m.to === 'a1')?.flips).toEqual([]);
  });

  it('flipEnclosedPieces ataxx: a jump and a clone turn every enemy stone around the square reached; the clone is a drop from no hand', () => {
    const p = ataxx.parse('7/7/7/2pp3/1p5/1P5/7 w - - 0 1');
    const moves = ataxx.legalMoves(p);
    const clone = moves.find((m) => m.uci === 'P@c3');
    expect(clone).toMatchObject({ from: '@', to: 'c3', piece: 'P', kind: 'drop', captures: [] });
    // c3's neighbours: b3, c4 and d4 hold black stones.
    expect([...(clone?.flips ?? [])].sort()).toEqual(['b3', 'c4', 'd4']);
    const jump = moves.find((m) => m.uci === 'b2b4');
    expect(jump).toMatchObject({ from: 'b2', to: 'b4', piece: 'P' });
    // b4's neighbours: b3 and c4 hold black stones (d4 is two files away).
    expect([...(jump?.flips ?? [])].sort()).toEqual(['b3', 'c4']);
    expect(ataxx.format(ataxx.play(p, 'b2b4'))).toBe(ffishFenAfter('ataxx', '7/7/7/2pp3/1p5/1P5/7 w - - 0 1', 'b2b4'));
    expect(ataxx.format(ataxx.play(p, 'b2b4')).split(' ')[0]).toBe('7/7/7/1PPp3/1P5/7/7');
    // freeDrops: no hand in the FEN, and cloning leaves none to count.
    expect(ataxx.format(ataxx.play(p, 'P@c3'))).not.toContain('[');
  });
});

/** ffish's legal moves in `fen`, sorted. */
function ffishMoves(variant: string, fen: string): string[] {
  const board = new ff.Board(variant, fen);
  try { return board.legalMoves().split(' ').filter((m) => m !== '').sort(); } finally { board.delete(); }
}

/** ffish's FEN after one move from `fen`. */
function ffishFenAfter(variant: string, fen: string, uci: string): string {
  const board = new ff.Board(variant, fen);
  try { expect(board.push(uci)).toBe(true); return board.fen(); } finally { board.delete(); }
}

describe('make/unmake after flips', () => {
  it('flipEnclosedPieces reversi: the search layer\'s make then unmake of the eight-line drop restores the position and its hash', () => {
    const p = flipello.parse(RING);
    const search = flipello.search(p);
    const list = new Int32Array(search.maxMoves);
    const n = search.generate(list);
    expect(n).toBe(1);
    const hash = search.hash(), fen = search.position().fen;
    search.make(list[0] as number);
    expect(search.hash()).not.toBe(hash);
    search.unmake();
    expect(search.hash()).toBe(hash);
    expect(search.position().fen).toBe(fen);
    expect(search.hash()).toBe(flipello.hash(p));
  });

  it('flipEnclosedPieces ataxx and reversi: along seeded games, every move made and unmade restores FEN and hash, and the hash after a move is the hash of the position read from its FEN', () => {
    for (const game of [ataxx, flipello]) makeUnmakeRestores(game, 7, 40, 1);
  });
});
