/**
 * `play` takes shortcuts for speed: common move text is read without a move
 * list, and playing on from the last result reuses the engine's state. These
 * tests pin that the shortcuts never change what a move means or what a
 * position holds.
 */
import { describe, expect, it } from 'vitest';
import { chess, type ChessPosition } from '../../src/variants/chess/index.js';
import { ChessState } from '../../src/variants/chess/state.js';
import { quickText, resolveText } from '../../src/variants/chess/move-text.js';
import { createRng } from '../../src/core/index.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // rank-pinned en passant
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1', // promotion with capture
  'k7/8/8/8/8/1N3N2/8/4K2N w - - 0 1', // three knights reach d2/g3: disambiguation
  'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3', // en passant
];

/** Positions along seeded random games from every start. */
function positions(): ChessPosition[] {
  const rng = createRng(7);
  const out: ChessPosition[] = [];
  for (const text of STARTS) {
    let p = chess.parse(text);
    for (let ply = 0; ply < 6; ply++) {
      out.push(p);
      const moves = chess.legalMoves(p);
      if (moves.length === 0) break;
      p = chess.play(p, rng.pick(moves));
    }
  }
  return out;
}

/** Move text in many forms, legal and not, for one position. */
function texts(p: ChessPosition): string[] {
  const out = new Set<string>(['O-O', 'O-O-O', 'O-O+', 'e4', 'e2e4', 'e7e8', 'Kxe2', 'x', '', 'Z9']);
  for (const m of chess.legalMoves(p)) {
    out.add(m.notation);
    out.add(m.notation.replace(/[+#]$/, ''));
    out.add(m.uci);
    out.add(`${m.piece === 'P' ? '' : m.piece}${m.from}${m.to}`); // long algebraic
    out.add(`${m.piece === 'P' ? '' : m.piece}${m.from[0]!}${m.to}`); // file disambiguation, needed or not
    out.add(`${m.piece === 'P' ? '' : m.piece}${m.from[1]!}${m.to}`); // rank disambiguation, needed or not
  }
  for (let s = 0; s < 64; s++) {
    const sq = 'abcdefgh'[s & 7]! + String((s >> 3) + 1);
    for (const prefix of ['', 'N', 'R', 'Q', 'Kx', 'ex']) out.add(prefix + sq);
    if (s >> 3 === 0 || s >> 3 === 7) out.add(`${sq}=N+`);
  }
  return [...out];
}

/** The full reader's answer: an integer move, or the error code. */
function full(p: ChessPosition, text: string): number | string {
  try {
    return resolveText(new ChessState(p), text, new Int32Array(256), new Int32Array(256));
  } catch (e) {
    return (e as { code: string }).code;
  }
}

describe('move text read without a move list', () => {
  it('names the same move as the full reader whenever it answers', () => {
    let quick = 0;
    for (const p of positions()) {
      const state = new ChessState(p);
      for (const text of texts(p)) {
        const m = quickText(state, text);
        if (m < 0) continue; // the full reader decides, as before
        quick++;
        expect(m, `${chess.format(p)}: ${text}`).toBe(full(p, text));
      }
      // The quick reader leaves the state as it found it.
      expect(state.boardText()).toBe(p.board);
      expect(state.hash()).toBe(chess.hash(p));
    }
    expect(quick).toBeGreaterThan(500);
  });

  it('reads the SAN and the UCI of every legal move itself', () => {
    for (const p of positions()) {
      const state = new ChessState(p);
      for (const m of chess.legalMoves(p)) {
        expect(quickText(state, m.notation), `${chess.format(p)}: ${m.notation}`).toBeGreaterThanOrEqual(0);
        expect(quickText(state, m.uci), `${chess.format(p)}: ${m.uci}`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('playing on from the last result', () => {
  it('gives the same positions (board, rights, en passant, counters, repetition keys) as playing from copies', () => {
    const rng = createRng(11);
    for (const text of STARTS) {
      let p = chess.parse(text);
      for (let ply = 0; ply < 30; ply++) {
        const moves = chess.legalMoves(p);
        if (moves.length === 0) break;
        const m = rng.pick(moves);
        const fresh = chess.play(structuredClone(p), m);
        const chained = chess.play(p, rng.int(2) === 0 ? m : m.notation);
        expect(chained).toEqual(fresh);
        // The hash kept up move by move equals the hash of the position read afresh.
        expect(chess.hash(chained)).toBe(chess.hash(structuredClone(chained)));
        p = chained;
      }
    }
  });

  it('repetition keys survive a shuffle of knights played on from each result (threefold is claimable)', () => {
    let p = chess.setup();
    for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) p = chess.play(p, san);
    // Before Black's Ng8, which would bring the start position about a third time.
    expect(chess.status(p)).toMatchObject({ over: false, claimableDraw: 'threefold-repetition' });
    p = chess.play(p, 'Ng8');
    expect(p.keys).toHaveLength(8);
    expect(chess.status(p)).toMatchObject({ over: false, claimableDraw: 'threefold-repetition' });
  });

  it('notices a result changed in place by a JavaScript caller and reads it afresh', () => {
    const p = chess.play(chess.setup(), 'e4') as { -readonly [K in keyof ChessPosition]: ChessPosition[K] };
    const other = chess.parse('4k3/8/8/8/8/8/8/4K2R b K - 0 1');
    Object.assign(p, other);
    expect(chess.format(chess.play(p, 'Kd7'))).toBe('8/3k4/8/8/8/8/8/4K2R w K - 1 2');
  });

  it('a refused move leaves no trace: the next play from the same position is right', () => {
    const p = chess.play(chess.setup(), 'e4');
    expect(() => chess.play(p, 'e4')).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    const forged = { ...chess.legalMoves(p).find((m) => m.notation === 'e5')!, notation: 'e5+' };
    expect(() => chess.play(p, forged)).toThrow(expect.objectContaining({ code: 'ILLEGAL_MOVE' }));
    expect(chess.format(chess.play(p, 'e5'))).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });
});

describe('move objects checked by what a user can see', () => {
  it('a legal move object carrying another SAN (another move, needless or missing disambiguation, a capture mark) is refused', () => {
    const rng = createRng(3);
    let refused = 0;
    for (const p of positions()) {
      const legal = chess.legalMoves(p);
      for (const m of legal) {
        expect(chess.tryPlay(p, m).ok).toBe(true);
        const body = m.notation.replace(/[+#]$/, '');
        const others = new Set<string>([
          ...Array.from({ length: 6 }, () => rng.pick(legal).notation),
          `${m.piece}${m.from}${m.to}`, `${m.piece}${m.from[0]!}${m.to}`, `${m.piece}${m.from[1]!}${m.to}`, `${m.piece}${m.to}`,
          body.replace('x', ''), body.length > 2 ? `${body.slice(0, -2)}x${body.slice(-2)}` : body, `${body}=Q`, `${body}Q`, body.slice(1),
        ]);
        for (const notation of others) {
          if (notation.replace(/[+#]$/, '') === body) continue;
          const result = chess.tryPlay(p, { ...m, notation });
          expect(result.ok, `${chess.format(p)}: ${m.uci} as ${notation}`).toBe(false);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });
});


describe('play refuses a move on a finished game with the status the game has', () => {
  it('GAME_OVER carries status(p) in its detail, for checkmate (with the mated king) and stalemate, whether or not the state already held the position', () => {
    const mate = chess.play(chess.play(chess.play(chess.play(chess.setup(), 'f3'), 'e5'), 'g4'), 'Qh4#');
    const stalemate = chess.parse('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    for (const p of [mate, stalemate]) {
      for (const move of ['a3', 'Kg8', 'junk']) {
        const r = chess.tryPlay(p, move);
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe('GAME_OVER');
          expect((r.error.detail as { status?: unknown }).status).toEqual(chess.status(p));
        }
      }
    }
    expect(chess.status(mate)).toEqual({ over: true, winner: 'black', reason: 'checkmate', checks: ['e1'] });
  });
});
