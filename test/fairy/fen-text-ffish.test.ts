/**
 * "FEN as Fairy-Stockfish writes it" (issue 31): along seeded games of a few games of every family,
 * `format` writes the very text ffish's `fen()` writes — pieces in hand in Fairy-Stockfish's order
 * (`[Pppb]`, not re-sorted), a piece promoted in place `+X` in every game, `~` where Fairy-Stockfish
 * writes it — and reading that text back writes it again. The heavy tier
 * (ffish-differential.heavy.test.ts) checks every fairy game the same way.
 */
import { describe, expect, it } from 'vitest';
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { loadFfish, splitMoves } from './ffish-oracle.js';
import { seeded } from './seeded.js';

/** A few games per family: chess-like, large boards, the makruk and xiangqi families, hands, the shogi family, goals. */
const IDS = [
  'chess', 'capablanca', 'grand', 'shako', 'makruk', 'cambodian', 'sittuyin', 'xiangqi', 'manchu', 'janggi',
  'crazyhouse', 'loop', 'chessgi', 'seirawan', 'shouse', 'placement', 'koedem',
  'shogi', 'minishogi', 'kyotoshogi', 'micro', 'torishogi', 'euroshogi', 'yarishogi', 'shoshogi', 'dobutsu',
  '3check', 'atomic', 'horde',
];
const GAMES = 2;
const PLIES = 60;

describe('fairy FEN is the text Fairy-Stockfish writes, along seeded games', () => {
  for (const id of IDS) {
    const game = fairyVariants.find((v) => v.id === id);
    it(`${id}: format(position) is ffish's fen() at every ply, and reads back to itself`, async () => {
      if (game === undefined) throw new Error(`no fairy variant ${id}`);
      const ff = await loadFfish();
      const random = seeded(0xfe31);
      for (let g = 0; g < GAMES; g++) {
        const board = new ff.Board(id);
        try {
          let position = game.setup();
          for (let ply = 0; ply <= PLIES; ply++) {
            const fen = board.fen();
            expect(game.format(position), `${id} ply ${ply}`).toBe(fen);
            expect(game.format(game.parse(fen)), `${id}: ${fen} read back`).toBe(fen);
            const moves = splitMoves(board.legalMoves());
            if (moves.length === 0 || game.status(position).over) break;
            const uci = moves[Math.floor(random() * moves.length)] as string;
            position = game.play(position, uci);
            board.push(uci);
          }
        } finally {
          board.delete();
        }
      }
    });
  }

  // A promotion each, where the marks differ: crazyhouse `Q~`, loop none (dropLoop), koedem `~` (twoBoards), sho shogi `+B` (no hands).
  const PROMOTIONS: readonly (readonly [string, string, string])[] = [
    ['crazyhouse', 'k7/4P3/8/8/8/8/8/K7[] w - - 0 1', 'e7e8q'],
    ['loop', 'k7/4P3/8/8/8/8/8/K7[] w - - 0 1', 'e7e8q'],
    ['koedem', 'k7/4P3/8/8/8/8/8/K7[] w - - 0 1', 'e7e8r'],
    ['shoshogi', 'lnsgkgsnl/1r2e2b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1', 'b2g7+'],
  ];
  for (const [id, start, uci] of PROMOTIONS) {
    it(`${id}: a promoted piece is written as Fairy-Stockfish writes it (${uci} from ${start})`, async () => {
      const game = fairyVariants.find((v) => v.id === id);
      if (game === undefined) throw new Error(`no fairy variant ${id}`);
      const ff = await loadFfish();
      const board = new ff.Board(id, start);
      try {
        expect(board.push(uci)).toBe(true);
        const fen = board.fen();
        expect(game.format(game.play(game.parse(start), uci))).toBe(fen);
        expect(game.format(game.parse(fen))).toBe(fen);
      } finally {
        board.delete();
      }
    });
  }
});
