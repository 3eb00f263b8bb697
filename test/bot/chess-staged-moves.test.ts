/**
 * The chess bot's shortcuts past the full move list: its capture list (searched first at every
 * node, and alone in the quiescence search) holds exactly the legal captures and queen promotions
 * of the full list, en passant and under-promotions aside (those come with the full list); its test
 * of a killer move (tried before the full list) accepts exactly the legal quiet moves, among this
 * node's moves and the last two nodes' (castling aside); and its check test, read from the move that led to the node, agrees with the full attack test. Checked at
 * every node of capture-biased random games from the chessprogramming.org perft positions (pins,
 * checks, en passant, promotions, castling) and Chess960 starts, and from the starts of the variants
 * with chess's legality (king of the hill, three-check, crazyhouse with its drops, horde, whose White
 * has no king).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import type { AnyVariant } from '../../src/core/variant.js';
import { chessAdapter } from '../../src/bot/chess-adapter.js';
import { analyse } from '../../src/bot/choose.js';
import { antichess, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';

const POSITIONS = [
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // position 3: pins along the rank, en passant
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // position 4: in check, promotions
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', // position 5
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', // position 6
];

const EN_PASSANT = 2, CASTLE = 3, PROMOTE_Q = 7;

/**
 * The moves of the full list the capture list must hold: captures (not en passant) promoting to a
 * queen or not at all, and queen promotions (in antichess only capturing ones: a quiet promotion is
 * legal only when no capture is).
 */
function expectedCaptures(board: Int8Array, moves: Int32Array, n: number, quietPromotions = true): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number, flag = (m >> 12) & 15, to = (m >> 6) & 63;
    if (flag === EN_PASSANT || flag === CASTLE) continue;
    if ((flag === PROMOTE_Q && (quietPromotions || board[to] !== 0)) || (flag < 4 && board[to] !== 0)) out.push(m);
  }
  return out.sort((a, b) => a - b);
}

/** Walks a random game (captures preferred), comparing at every node; returns the nodes compared and how many had captures or checks. */
function walk(variant: AnyVariant, fen: string, seed: number): { nodes: number; withCaptures: number; checks: number; quiet: number } {
  const state = variant.search(variant.parse(fen));
  const adapter = chessAdapter(variant, state);
  const chessState = state as unknown as { sq: Int8Array; inCheck(): boolean };
  const board = chessState.sq;
  const rng = createRng(seed);
  const all = new Int32Array(state.maxMoves), caps = new Int32Array(state.maxMoves);
  let nodes = 0, withCaptures = 0, checks = 0, quiet = 0;
  // Moves of the last two nodes: candidates for the killer test (mostly not legal here).
  let older: number[] = [], old: number[] = [];
  for (let ply = 0; ply < 80; ply++) {
    const n = state.generate(all);
    if (n === 0) break;
    const listed = Array.from(all.subarray(0, n));
    const inCheck = chessState.inCheck();
    const where = variant.format(state.position());
    if (variant === antichess) {
      // Antichess scores each piece against its owner (100 a piece), read from the kept square sets.
      let white = 0, black = 0;
      for (let i = 0; i < 64; i++) if (board[i] !== 0) { if (((board[i] as number) & 8) === 0) white++; else black++; }
      const mover = where.split(' ')[1] === 'w' ? 1 : -1;
      expect(adapter.evaluate(ply, 0), where).toBe(mover * 100 * (black - white));
    }
    expect(adapter.inCheck(ply), where).toBe(inCheck);
    if (inCheck) checks++;
    else {
      const c = (adapter.captures as (out: Int32Array, ply: number) => number)(caps, ply);
      const got = Array.from(caps.subarray(0, c)).sort((a, b) => a - b);
      expect(got, where).toEqual(expectedCaptures(board, all, n, variant !== antichess));
      if (c > 0) withCaptures++;
      if (adapter.quietMove !== undefined) {
        for (const m of new Set([...listed, ...old, ...older])) {
          const flag = (m >> 12) & 15, from = m & 63, to = (m >> 6) & 63;
          // Legal, captures nothing, no castling, en passant or promotion; not horde's first-rank double step (flag 0).
          const pawnTwo = ((board[from] as number) & 7) === 1 && Math.abs(to - from) === 16;
          const quiet = listed.includes(m) && m < 1 << 16 && board[to] === 0 && (flag === 1 || (flag === 0 && !pawnTwo));
          expect(adapter.quietMove(m), `${where} ${m}`).toBe(quiet);
        }
        quiet++;
      }
    }
    older = old; old = listed;
    nodes++;
    const list = expectedCaptures(board, all, n);
    const m = list.length > 0 && rng.int(3) > 0 ? (list[rng.int(list.length)] as number) : (all[rng.int(n)] as number);
    adapter.beforeMake?.(m, ply);
    state.make(m);
  }
  return { nodes, withCaptures, checks, quiet };
}

/** Every move of `fen`: after it, the check test read from the move agrees with the full one; returns how many moves gave check. */
function checksAfterEveryMove(fen: string): number {
  const state = chess.search(chess.parse(fen));
  const adapter = chessAdapter(chess, state);
  const all = new Int32Array(state.maxMoves);
  const n = state.generate(all);
  let checks = 0;
  for (let i = 0; i < n; i++) {
    adapter.beforeMake?.(all[i] as number, 0);
    state.make(all[i] as number);
    expect(adapter.inCheck(1), chess.format(state.position())).toBe(state.inCheck());
    if (state.inCheck()) checks++;
    state.unmake();
  }
  return checks;
}

describe('the chess bot\'s staged moves', () => {
  it('a move that uncovers a rook, bishop or queen gives check; one along the line does not', () => {
    // Every knight move uncovers the e-file rook (8 moves); the knight on d4 uncovers the b2 bishop (8);
    // c3-c4 uncovers the a1 bishop; every move of the e3 bishop uncovers the e2 queen (10), the queen checks from b5 and h5 and not from e1, behind the bishop on the file.
    expect(checksAfterEveryMove('4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1')).toBe(8);
    expect(checksAfterEveryMove('7k/8/8/8/3N4/8/1B6/6K1 w - - 0 1')).toBe(8);
    expect(checksAfterEveryMove('7k/8/8/8/8/2P5/8/B5K1 w - - 0 1')).toBe(1);
    expect(checksAfterEveryMove('4k3/8/8/8/8/4B3/4Q3/6K1 w - - 0 1')).toBe(10 + 2);
  });

  it('its capture list is the legal captures and queen promotions of the full list, its killer test the legal quiet moves, and its check test the full one, at every node of random games', () => {
    let nodes = 0, withCaptures = 0, checks = 0, quiet = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const fen of POSITIONS) {
        const r = walk(chess, fen, seed);
        nodes += r.nodes; withCaptures += r.withCaptures; checks += r.checks; quiet += r.quiet;
      }
      const r = walk(chess960, chess960.format(chess960.setup({ id: seed * 97 })), seed);
      nodes += r.nodes; withCaptures += r.withCaptures; checks += r.checks; quiet += r.quiet;
    }
    expect(quiet).toBeGreaterThan(300);
    // The walks must reach the cases under test, not end at once.
    expect(nodes).toBeGreaterThan(500);
    expect(withCaptures).toBeGreaterThan(100);
    expect(checks).toBeGreaterThan(10);
  });

  it('the same holds in king of the hill, three-check, crazyhouse (drops), horde (a kingless White), antichess (kings not royal, captures compulsory) and racing kings (no move may give check)', () => {
    let nodes = 0, withCaptures = 0, checks = 0;
    for (let seed = 1; seed <= 5; seed++) {
      for (const variant of [kingOfTheHill, threeCheck, crazyhouse, horde, antichess, racingKings] as AnyVariant[]) {
        const r = walk(variant, variant.format(variant.setup()), seed);
        nodes += r.nodes; withCaptures += r.withCaptures; checks += r.checks;
      }
      // Antichess: quiet promotions only without a capture; a king takes a defended piece.
      for (const fen of ['8/4P3/8/8/8/8/8/k7 w - - 0 1', '3n4/4P3/8/8/8/8/8/k7 w - - 0 1', 'k7/8/8/8/p7/1p6/2K5/8 w - - 0 1']) {
        nodes += walk(antichess, fen, seed).nodes;
      }
    }
    expect(nodes).toBeGreaterThan(500);
    expect(withCaptures).toBeGreaterThan(100);
    expect(checks).toBeGreaterThan(10);
  });

  it('king of the hill: a king on the hill wins at once, ahead of winning a queen (the quiescence search scores the finished game)', () => {
    // Ke3-d4 or Ke3-e4 wins; Rxa1 only wins the queen. One ply: the king's move is scored at the horizon.
    const won = analyse(kingOfTheHill, kingOfTheHill.parse('k7/8/8/8/8/4K3/8/q6R w - - 0 1'), { seed: 1, maxDepth: 1 });
    expect(won.move.notation).toMatch(/^K[de]4/);
    expect(won.score).toBeGreaterThan(900_000);
  });

  it('racing kings: a king on the eighth rank that the other cannot match wins, ahead of winning a queen (scored at the horizon)', () => {
    // Kg7 to f8, g8 or h8 wins (Black's king on a3 cannot reach the eighth rank next move); Rxh2 only wins the queen.
    const won = analyse(racingKings, racingKings.parse('8/6K1/8/8/8/k7/7q/7R w - - 0 1'), { seed: 1, maxDepth: 1 });
    expect(won.move.notation).toMatch(/^K[fgh]8/);
    expect(won.score).toBeGreaterThan(900_000);
  });

  it('racing kings: a move that uncovers a check is not tried early, the king\'s step off the line included', () => {
    // The white king on d4 (then a knight) shields the black king on h4 from the a4 rook: stepping off rank 4 gives check.
    const at = (fen: string) => chessAdapter(racingKings, racingKings.search(racingKings.parse(fen)));
    const king = at('8/8/8/8/R2K3k/8/8/8 w - - 0 1');
    expect(king.quietMove?.(27 | (34 << 6))).toBe(false); // Kd4-c5
    expect(king.quietMove?.(27 | (26 << 6))).toBe(true); // Kd4-c4, still on the line
    const knight = at('8/8/4r3/8/R2N3k/8/8/K7 w - - 0 1');
    expect(knight.quietMove?.(27 | (42 << 6))).toBe(false); // Nd4-c6
    const caps = new Int32Array(256);
    expect(knight.captures?.(caps, 0)).toBe(0); // Nd4xe6 uncovers the rook too
  });
});
