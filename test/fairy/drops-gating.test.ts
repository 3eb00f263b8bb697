/**
 * Seirawan gating (S-chess, S-house) on the generic engine: a piece in hand enters on the square a
 * piece leaves on its first move. Expected moves are counted by hand from the rules
 * (en.wikipedia.org/wiki/Seirawan_chess; Fairy-Stockfish's `seirawan`): Fairy-Stockfish's UCI writes
 * the gated piece's letter after the move (`g1f3h`), and for a piece gated in on the rook's square of
 * a castling move the rook's square first (`h1e1h`).
 */
import { describe, expect, it } from 'vitest';
import { seirawan, shouse } from '../../src/variants/fairy/index.js';

const ucis = (fen: string, from?: string): string[] =>
  seirawan.legalMoves(seirawan.parse(fen)).filter((m) => from === undefined || m.from === from).map((m) => m.uci).sort();

describe('Seirawan gating', () => {
  it('from the start each knight move may also gate in the hawk or the elephant: 20 chess moves + 8 gating moves', () => {
    const moves = seirawan.legalMoves(seirawan.setup()).map((m) => m.uci);
    expect(moves).toHaveLength(28);
    expect(moves.filter((u) => u.startsWith('g1')).sort()).toEqual(['g1f3', 'g1f3e', 'g1f3h', 'g1h3', 'g1h3e', 'g1h3h']);
  });

  it('the gated piece stands on the square left and leaves the hand; that square is no gate any more', () => {
    let p = seirawan.setup();
    p = seirawan.play(p, 'g1f3h');
    expect(p.fen).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1');
    p = seirawan.play(p, 'e7e5');
    // The hawk on g1 has not moved, but its square was a gate already used: its moves gate nothing.
    const hawk = seirawan.legalMoves(p).filter((m) => m.from === 'g1').map((m) => m.uci);
    // Its knight leaps: e2 and f3 hold its own pieces, h3 is free; its diagonals are blocked by the f2 and h2 pawns.
    expect(hawk).toEqual(['g1h3']);
  });

  it('a piece that has moved opens no gate when it moves again', () => {
    // The knight on f3 came from g1 (no gate letter G): none of its moves gates.
    expect(ucis('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[EHeh] w KQBCDFkqbcdfg - 0 1', 'f3').every((u) => u.length === 4)).toBe(true);
  });

  it('castling may gate in on the king\'s square (e1g1h) or on the rook\'s square (h1e1h)', () => {
    const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[Hh] w KQkq - 0 1';
    const king = ucis(fen, 'e1');
    expect(king).toContain('e1g1');
    expect(king).toContain('e1g1h');
    expect(king).toContain('e1c1h');
    const all = ucis(fen);
    expect(all).toContain('h1e1h');
    expect(all).toContain('a1e1h');
  });

  it('as Fairy-Stockfish judges legality, a piece gated in does not shield its king: a pinned knight may not leave its gate even by gating', () => {
    // White king a1, knight d1 (gate D), black rook h1: the knight is pinned along the first rank.
    // (Position::legal tests the king with the gate square empty; ffish agrees along the seeded games.)
    expect(ucis('4k3/8/8/8/8/8/8/K2N3r[H] w D - 0 1', 'd1')).toEqual([]);
    // The same for a knight pinned on e1 (gate E) between the king on a1 and the rook on h1.
    expect(ucis('3k4/8/8/8/8/8/8/K3N2r[H] w E - 0 1', 'e1')).toEqual([]);
  });

  it('with an empty hand the gates are gone from the FEN (S-chess), kept in S-house where captures refill the hand', () => {
    expect(seirawan.format(seirawan.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[eh] w KQBCDFGkqbcdfg - 0 1')).split(' ')[2]).toBe('KQkqbcdfg');
    expect(shouse.format(shouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[eh] w KQBCDFGkqbcdfg - 0 1')).split(' ')[2]).toBe('KQBCDFGkqbcdfg');
  });

  it('in S-house a piece in hand may also be dropped on any empty square', () => {
    const moves = shouse.legalMoves(shouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hh] w KQBCDFGkqbcdfg - 0 1')).map((m) => m.uci);
    // 20 chess moves, 4 knight moves gating the hawk, 32 hawk drops on ranks 3 to 6.
    expect(moves).toHaveLength(20 + 4 + 32);
    expect(moves).toContain('H@e4');
  });
});
