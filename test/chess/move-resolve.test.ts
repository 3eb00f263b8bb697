/**
 * The PGN reader resolves each SAN without listing the legal moves; these tests
 * hold it to the same move objects `chess.legalMoves` lists, over seeded random
 * playouts (every legal move of every position visited).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/random.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { chess, parsePgn, type ChessPosition } from '../../src/variants/chess/index.js';
import { playMoveText, resolveMoveText } from '../../src/variants/chess/play.js';

/** Positions of seeded random games, including checks, promotions, castling and en passant along the way. */
function randomPositions(games: number, plies: number, seed: number): ChessPosition[] {
  const rng = createRng(seed);
  const out: ChessPosition[] = [];
  // Extra starts rich in special moves, so every kind is exercised.
  const starts = [
    chess.setup(),
    chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
    chess.parse('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'),
    chess.parse('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'),
    chess.parse('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'),
  ];
  for (let g = 0; g < games; g++) {
    let p = starts[g % starts.length]!;
    for (let i = 0; i < plies; i++) {
      out.push(p);
      const legal = chess.legalMoves(p);
      if (legal.length === 0) break;
      p = chess.play(p, legal[rng.int(legal.length)]!);
    }
  }
  return out;
}

const failure = (f: () => unknown): { code: string; message: string } => {
  try {
    f();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an error');
};

describe('PGN move resolution gives the move objects legalMoves lists', () => {
  const positions = randomPositions(25, 60, 2024);

  it('every legal move, named by its SAN or its UCI, resolves to the listed object (all fields)', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const p of positions) {
      for (const m of chess.legalMoves(p)) {
        expect(resolveMoveText(p, m.notation)).toStrictEqual(m);
        expect(resolveMoveText(p, m.uci)).toStrictEqual(m);
        kinds.add(m.kind ?? (m.notation.endsWith('#') ? 'mate' : m.notation.endsWith('+') ? 'check' : 'plain'));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
    // The sample reaches every kind of move, so the equality above covers them all.
    expect([...kinds].sort()).toEqual(['castle', 'check', 'en-passant', 'mate', 'plain', 'promotion']);
  });

  it('SAN with the check mark left off or wrong resolves to the same listed move', () => {
    for (const p of positions.slice(0, 400)) {
      for (const m of chess.legalMoves(p)) {
        const bare = m.notation.replace(/[+#]$/, '');
        expect(resolveMoveText(p, bare)).toStrictEqual(m);
        expect(resolveMoveText(p, `${bare}+`)).toStrictEqual(m);
      }
    }
  });

  it('playing move text gives the listed move and the position chess.play gives', () => {
    for (const p of positions.filter((_, i) => i % 5 === 0)) {
      for (const m of chess.legalMoves(p)) {
        const { move, position } = playMoveText(p, m.notation);
        expect(move).toStrictEqual(m);
        expect(position).toStrictEqual(chess.play(p, m));
      }
    }
  });

  it('resolving does not change the position it reads', () => {
    const p = chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    const copy = structuredClone(p);
    resolveMoveText(p, 'O-O');
    playMoveText(p, 'Qxf6');
    expect(p).toStrictEqual(copy);
    expect(chess.legalMoves(p)).toHaveLength(48);
  });

  it('illegal or ambiguous text is refused with the error chess.play gives for it', () => {
    const p = chess.parse('rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3');
    for (const text of ['Ke3', 'Nd2', 'e5', 'O-O', 'Qxd5', 'zz']) {
      const expected = failure(() => chess.play(p, text));
      expect(failure(() => resolveMoveText(p, text))).toEqual(expected);
      expect(failure(() => playMoveText(p, text))).toEqual(expected);
    }
  });

  it('a PGN move error carries the move number, the SAN and the message chess.play gives', () => {
    const p = chess.play(chess.play(chess.play(chess.play(chess.setup(), 'd4'), 'd5'), 'Nf3'), 'Nf6');
    for (const san of ['Nd2', 'Ke3']) {
      const expected = failure(() => chess.play(p, san));
      const { code, message } = failure(() => parsePgn(`1. d4 d5 2. Nf3 Nf6 3. ${san} *`));
      expect(code).toBe('INVALID_PGN');
      expect(message).toContain(`game 1, move 3. ${san}: ${expected.message}`);
    }
  });
});
