/**
 * `play` given a copy of a move object (not the object `legalMoves` listed)
 * resolves and checks it fully, with shortcuts: disambiguation looks only at
 * pieces that reach the target, a position known not in check (the previous
 * `play` learnt it) skips the king-safety scan for pieces off the king's
 * lines, and the check mark is read from the move itself (direct or
 * discovered check). These tests pin that the shortcuts decide exactly as a
 * fresh, fully scanned position does.
 */
import { describe, expect, it } from 'vitest';
import { chess, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';
import { createRng } from '../../src/core/index.js';

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', // rank-pinned en passant
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', // promotions
  '4k3/4r3/8/1b6/8/3N4/4B3/R3K2R w KQ - 0 1', // a bishop pinned on the file, a knight not pinned
  '3qk3/8/8/8/8/8/3RB3/3K4 w - - 0 1', // discovered checks by the rook behind the bishop... and pins
  'k7/8/8/8/8/1N3N2/8/4K2N w - - 0 1', // three knights reach d2/g3: disambiguation
  'r1b1k2r/ppp2ppp/2n5/3qp3/1b1P4/2N2N2/PPPQ1PPP/R3KB1R w KQkq - 0 1',
];

const SQUARES = Array.from({ length: 64 }, (_, s) => 'abcdefgh'[s & 7]! + String((s >> 3) + 1));

/** The answer of `play`: the position, or the error code. */
function attempt(p: ChessPosition, move: ChessMove | object): ChessPosition | string {
  try {
    return chess.play(p, move as ChessMove);
  } catch (e) {
    return (e as { code: string }).code;
  }
}

/** Seeded games played with copies of the listed objects, each position with the one before it. */
function chain(seed: number, plies: number): [ChessPosition, ChessPosition, ChessMove][] {
  const rng = createRng(seed);
  const out: [ChessPosition, ChessPosition, ChessMove][] = [];
  for (const text of STARTS) {
    let p = chess.parse(text);
    for (let ply = 0; ply < plies; ply++) {
      const moves = chess.legalMoves(p);
      if (moves.length === 0) break;
      const m = { ...rng.pick(moves) };
      const q = chess.play(p, m);
      out.push([p, q, m]);
      p = q;
    }
  }
  return out;
}

describe('play with copied move objects', () => {
  it('any from/to on a position played on from the last result is decided as on a fresh copy (pins, checks)', () => {
    let tried = 0;
    for (const [before, p, m] of chain(5, 8)) {
      const fresh = structuredClone(p);
      const turnUpper = p.turn === 'white';
      for (let from = 0; from < 64; from++) {
        const c = p.board[from]!;
        if (c === '.' || (c === c.toUpperCase()) !== turnUpper) continue;
        for (let to = 0; to < 64; to++) {
          const lastRank = to >> 3 === (turnUpper ? 7 : 0);
          const move = (c === 'P' || c === 'p') && lastRank ? { from: SQUARES[from], to: SQUARES[to], promotion: 'q' } : { from: SQUARES[from], to: SQUARES[to] };
          const expected = attempt(fresh, move);
          // The very result of a play from a copy (its in-check state known to the engine), then try.
          const held = chess.play(before, { ...m });
          expect(held).toEqual(p);
          expect(attempt(held, move), `${chess.format(p)}: ${SQUARES[from]}${SQUARES[to]}`).toEqual(expected);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(10_000);
  });

  it('every legal move as a copy is accepted with its check mark and refused with another', () => {
    for (const [before, p, m] of chain(9, 10)) {
      for (const legal of chess.legalMoves(p)) {
        const body = legal.notation.replace(/[+#]$/, '');
        expect(attempt(chess.play(before, { ...m }), { ...legal }), `${chess.format(p)}: ${legal.notation}`).toEqual(chess.play(structuredClone(p), legal));
        for (const mark of ['', '+', '#']) {
          if (body + mark === legal.notation) continue;
          expect(attempt(chess.play(before, { ...m }), { ...legal, notation: body + mark }), `${chess.format(p)}: ${body + mark}`).toBe('ILLEGAL_MOVE');
        }
      }
    }
  });

  it('a game played from copies equals the game played from the listed objects', () => {
    for (const [before, p, m] of chain(13, 40)) expect(chess.play(structuredClone(before), chess.legalMoves(before).find((x) => x.uci === m.uci)!)).toEqual(p);
  });

  it('check marks on copies: # for mate (Fool\'s mate 2...Qh4#), + when the king cannot step but a piece can block', () => {
    const cases: [string, string, string][] = [
      ['rnbqkbnr/pppp1ppp/8/4p3/5PP1/8/PPPPP2P/RNBQKBNR b KQkq - 0 2', 'd8h4', 'Qh4#'],
      ['6k1/5ppp/2r5/8/8/8/5PPP/R5K1 w - - 0 1', 'a1a8', 'Ra8+'], // 1...Rc8 blocks
      ['6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', 'a1a8', 'Ra8#'], // the back-rank mate
    ];
    for (const [fen, uci, san] of cases) {
      const p = chess.parse(fen);
      const m = chess.legalMoves(p).find((x) => x.uci === uci)!;
      expect(m.notation).toBe(san);
      expect(attempt(p, { ...m })).toEqual(chess.play(chess.parse(fen), m));
      for (const mark of ['', '+', '#']) {
        if (san.endsWith(mark) && mark !== '') continue;
        expect(attempt(p, { ...m, notation: san.slice(0, -1) + mark }), san.slice(0, -1) + mark).toBe('ILLEGAL_MOVE');
      }
    }
  });
});
