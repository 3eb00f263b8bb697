/**
 * Mobility in the chess bot's evaluation (src/bot/chess-mobility.ts): the squares a knight,
 * bishop, rook or queen reaches, empty or the enemy's, and Fruit 2.1's weights on them (per square
 * knight 4, bishop 5, rook 2 / 4, queen 1 / 2, centred on 4, 6, 7 and 13 squares). Positions built
 * by hand, the squares counted in the comments.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mobility, mobilityScore, reachCount } from '../../src/bot/chess-mobility.js';
import { reachMasks } from '../../src/bot/chess-adapter.js';
import { chess } from '../../src/variants/chess/index.js';
import type { ChessState } from '../../src/variants/chess/state.js';
import { squareSets } from './chess-square-sets.js';

const sq = (name: string): number => (name.charCodeAt(0) - 97) + 8 * (Number(name[1]) - 1);

/** The board of `fen`, the two sides' squares as the adapter keeps them (White's two words, then Black's), and the masks. */
function board(fen: string) {
  const state = chess.search(chess.parse(fen)) as unknown as ChessState;
  return { b: state.sq, occupied: squareSets(state), masks: reachMasks(state.tables) };
}

function reach(fen: string, square: string): number {
  const { b, occupied, masks } = board(fen);
  const side = (b[sq(square)] as number) & 8 ? 2 : 0;
  return reachCount(masks, (b[sq(square)] as number) & 7, sq(square), occupied[side] as number, occupied[side + 1] as number, (occupied[0] as number) | (occupied[2] as number), (occupied[1] as number) | (occupied[3] as number));
}

describe('mobility', () => {
  it('counts the squares up to the first piece on each ray, the enemy\'s included and its own not', () => {
    // Ra1: a2, a3, a4 and the black pawn on a5 up the file; b1, c1, d1 and then its own king on e1: 7.
    expect(reach('4k3/8/8/p7/8/8/8/R3K3 w - - 0 1', 'a1')).toBe(7);
    // Be4 on an open board: f5 g6 h7, d5 c6 b7 a8, f3 g2 h1, d3 c2 b1: 13.
    expect(reach('4k3/8/8/8/4B3/8/8/4K3 w - - 0 1', 'e4')).toBe(13);
    // Na1 reaches b3 and c2, and c2 holds its own pawn: 1.
    expect(reach('4k3/8/8/8/8/8/2P5/N3K3 w - - 0 1', 'a1')).toBe(1);
    // Black's Qd8 next to its king on e8: d7…d1 down the file (7), c8 b8 a8 (3), c7 b6 a5 (3), e7 f6 g5 h4 (4): 17.
    expect(reach('3qk3/8/8/8/8/8/8/4K3 b - - 0 1', 'd8')).toBe(17);
  });

  it('scores a bishop shut in by its own pawns below one on an open diagonal (Fruit: 5 a square, centred on 6)', () => {
    const boxed = board('4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1');
    mobility(boxed.masks, boxed.b, boxed.occupied, 0);
    // Bc1 behind b2 and d2 reaches nothing: (0 − 6) × 5 in the middlegame and the endgame.
    expect(Array.from(mobilityScore)).toEqual([-30, -30]);
    const open = board('4k3/8/8/8/4B3/8/8/4K3 w - - 0 1');
    mobility(open.masks, open.b, open.occupied, 0);
    expect(Array.from(mobilityScore)).toEqual([35, 35]); // (13 − 6) × 5
    // Black's pieces count against White: the same bishop, black, on e5.
    const black = board('4k3/8/8/4b3/8/8/8/4K3 w - - 0 1');
    mobility(black.masks, black.b, black.occupied, 0);
    expect(Array.from(mobilityScore)).toEqual([-35, -35]);
  });

  it('counts what a walk square by square along each line counts, on 340 and more reference positions (every knight, bishop, rook and queen)', () => {
    // The reference FENs (chessprogramming.org and perft suites), every 20th; the walk steps file
    // and rank by hand, apart from the square sets and direction codes the count reads.
    const fens = readFileSync(new URL('../reference/data/chess-perft.jsonl', import.meta.url), 'utf8').trim().split('\n')
      .filter((_, i) => i % 20 === 0).map((line) => (JSON.parse(line) as { fen: string }).fen)
      .filter((fen) => /^[KQkq-]+$/.test(fen.split(' ')[2] as string)); // standard chess's castling text (not Chess960's files)
    expect(fens.length).toBeGreaterThanOrEqual(340);
    const lines: Record<number, Array<[number, number]>> = {
      3: [[1, 1], [1, -1], [-1, 1], [-1, -1]], 4: [[1, 0], [-1, 0], [0, 1], [0, -1]],
      5: [[1, 1], [1, -1], [-1, 1], [-1, -1], [1, 0], [-1, 0], [0, 1], [0, -1]],
    };
    let pieces = 0;
    for (const fen of fens) {
      const { b, occupied, masks } = board(fen);
      for (let from = 0; from < 64; from++) {
        const p = b[from] as number, type = p & 7;
        if (type < 2 || type > 5) continue;
        const mine = (q: number): boolean => q !== 0 && (q & 8) === (p & 8);
        let walked = 0;
        if (type === 2) {
          for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] as const) {
            const f = (from & 7) + df, r = (from >> 3) + dr;
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && !mine(b[r * 8 + f] as number)) walked++;
          }
        } else {
          for (const [df, dr] of lines[type]!) {
            for (let f = (from & 7) + df, r = (from >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
              const q = b[r * 8 + f] as number;
              if (!mine(q)) walked++;
              if (q !== 0) break;
            }
          }
        }
        const side = p & 8 ? 2 : 0;
        const counted = reachCount(masks, type, from, occupied[side] as number, occupied[side + 1] as number, (occupied[0] as number) | (occupied[2] as number), (occupied[1] as number) | (occupied[3] as number));
        if (counted !== walked) expect({ fen, square: from, counted }).toEqual({ fen, square: from, counted: walked });
        pieces++;
      }
    }
    expect(pieces).toBeGreaterThan(2000);
  });
});
