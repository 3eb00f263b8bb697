/**
 * The captures-only generator for a search's quiescence (src/variants/chess/captures.ts): it lists
 * exactly the legal moves that capture (en passant included) or promote, and its counts over
 * perft trees are the captures, en passant captures and promotions chessprogramming.org publishes
 * for its perft positions (https://www.chessprogramming.org/Perft_Results, leaf moves only).
 */
import { describe, expect, it } from 'vitest';
import { chess, chess960, type ChessState } from '../../src/variants/chess/index.js';
import { generateCaptures } from '../../src/variants/chess/captures.js';
import { CASTLE, EN_PASSANT, PROMOTE_N, PROMOTE_Q } from '../../src/variants/chess/codes.js';
import { readJsonl } from './reference-data.js';

interface Row { readonly id: string; readonly fen: string; readonly variant?: string }

const rows = readJsonl<Row>(new URL('../reference/data/chess-perft.jsonl', import.meta.url));
const published = rows.filter((r) => r.id.startsWith('cpw-pos'));
/** Chess960 positions with published perft (castling by the 960 rule, the king's and rooks' files vary). */
const chess960Rows = rows.filter((r) => r.variant === 'chess960').slice(0, 3);

/** Takes a piece: en passant, or onto an occupied square (castling is not a capture, though a Chess960 king may "land" on its own square or rook). */
const isCapture = (s: ChessState, m: number): boolean => m >> 12 === EN_PASSANT || (m >> 12 !== CASTLE && s.sq[(m >> 6) & 63] !== 0);
const isPromotion = (m: number): boolean => m >> 12 >= PROMOTE_N;

/** Calls `visit` at every position of the tree below the state's position, down to `depth` plies. */
function everyNode(s: ChessState, depth: number, visit: () => void): void {
  const bufs = Array.from({ length: depth + 1 }, () => new Int32Array(256));
  const walk = (d: number): void => {
    visit();
    if (d === 0) return;
    const buf = bufs[d]!, n = s.generate(buf);
    for (let i = 0; i < n; i++) {
      s.make(buf[i]!);
      walk(d - 1);
      s.unmake();
    }
  };
  walk(depth);
}

/** Captures, en passant captures and promotions among the moves of the positions `depth - 1` plies down (perft's leaf moves). */
function leafCounts(fen: string, depth: number): { captures: number; enPassant: number; promotions: number } {
  const s = chess.search(chess.parse(fen));
  s.checkMoves = false;
  const out = new Int32Array(256);
  const counts = { captures: 0, enPassant: 0, promotions: 0 };
  const bufs = Array.from({ length: depth }, () => new Int32Array(256));
  const walk = (d: number): void => {
    if (d === 1) {
      const n = generateCaptures(s, out);
      for (let i = 0; i < n; i++) {
        const m = out[i]!;
        if (isCapture(s, m)) counts.captures++;
        if (m >> 12 === EN_PASSANT) counts.enPassant++;
        if (isPromotion(m)) counts.promotions++;
      }
      return;
    }
    const buf = bufs[d - 1]!, n = s.generate(buf);
    for (let i = 0; i < n; i++) {
      s.make(buf[i]!);
      walk(d - 1);
      s.unmake();
    }
  };
  walk(depth);
  return counts;
}

describe('captures-only generator', () => {
  for (const row of [...published, ...chess960Rows]) {
    it(`lists exactly the legal captures and promotions, every node two plies deep from ${row.id}`, () => {
      const s = (row.variant === 'chess960' ? chess960.search(chess960.parse(row.fen)) : chess.search(chess.parse(row.fen))) as ChessState;
      s.checkMoves = false;
      const all = new Int32Array(256), out = new Int32Array(256);
      let nodes = 0;
      const wrong: string[] = [];
      everyNode(s, 2, () => {
        const n = s.generate(all);
        const want = [...all.subarray(0, n)].filter((m) => isCapture(s, m) || isPromotion(m)).sort((a, b) => a - b).join();
        const got = [...out.subarray(0, generateCaptures(s, out))].sort((a, b) => a - b).join();
        if (got !== want && wrong.length < 3) wrong.push(`${s.boardText()} ${s.turn === 0 ? 'w' : 'b'}: ${got} instead of ${want}`);
        nodes++;
      });
      expect(wrong).toEqual([]);
      expect(nodes).toBeGreaterThan(1);
    });
  }

  it('counts the captures of the start position chessprogramming.org publishes: 34 at depth 3, 1576 at depth 4, no en passant', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(leafCounts(start, 3)).toEqual({ captures: 34, enPassant: 0, promotions: 0 });
    expect(leafCounts(start, 4)).toEqual({ captures: 1576, enPassant: 0, promotions: 0 });
  });

  it('counts Kiwipete\'s published captures: 8, then 351 (1 en passant), then 17102 (45 en passant)', () => {
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(leafCounts(kiwipete, 1)).toEqual({ captures: 8, enPassant: 0, promotions: 0 });
    expect(leafCounts(kiwipete, 2)).toEqual({ captures: 351, enPassant: 1, promotions: 0 });
    expect(leafCounts(kiwipete, 3)).toEqual({ captures: 17102, enPassant: 45, promotions: 0 });
  });

  it('counts position 3\'s published captures: 1, 14, 209 (2 en passant), 3348 (123 en passant)', () => {
    const pos3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
    expect(leafCounts(pos3, 1)).toEqual({ captures: 1, enPassant: 0, promotions: 0 });
    expect(leafCounts(pos3, 2)).toEqual({ captures: 14, enPassant: 0, promotions: 0 });
    expect(leafCounts(pos3, 3)).toEqual({ captures: 209, enPassant: 2, promotions: 0 });
    expect(leafCounts(pos3, 4)).toEqual({ captures: 3348, enPassant: 123, promotions: 0 });
  });

  it('counts position 4\'s published captures and promotions (each promotion piece one move): 0/0, 87/48, 1021 (4 en passant)/120', () => {
    const pos4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
    expect(leafCounts(pos4, 1)).toEqual({ captures: 0, enPassant: 0, promotions: 0 });
    expect(leafCounts(pos4, 2)).toEqual({ captures: 87, enPassant: 0, promotions: 48 });
    expect(leafCounts(pos4, 3)).toEqual({ captures: 1021, enPassant: 4, promotions: 120 });
  });

  it('without underpromotions keeps one promotion of four, the queen\'s', () => {
    const s = chess.search(chess.parse('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'));
    s.checkMoves = false;
    const all = new Int32Array(256), queens = new Int32Array(256);
    let every = 0, queenOnly = 0;
    everyNode(s, 1, () => {
      const n = generateCaptures(s, all);
      const k = generateCaptures(s, queens, false);
      const kept = [...queens.subarray(0, k)];
      expect(kept.every((m) => !isPromotion(m) || m >> 12 === PROMOTE_Q)).toBe(true);
      expect(kept.sort((a, b) => a - b)).toEqual([...all.subarray(0, n)].filter((m) => !isPromotion(m) || m >> 12 === PROMOTE_Q).sort((a, b) => a - b));
      every += [...all.subarray(0, n)].filter(isPromotion).length;
      queenOnly += kept.filter(isPromotion).length;
    });
    // Position 4 at depth 2 has 48 promotions (published): 12 moves, four pieces each.
    expect(every).toBe(48);
    expect(queenOnly).toBe(12);
  });

  it('leaves the position as it found it', () => {
    const s = chess.search(chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'));
    const before = chess.format(s.position());
    const hash = s.hash();
    generateCaptures(s, new Int32Array(256));
    expect(chess.format(s.position())).toBe(before);
    expect(s.hash()).toBe(hash);
  });
});
