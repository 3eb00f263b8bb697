/**
 * Seirawan gating as move objects and as hashed positions (S-chess, S-house; Fairy-Stockfish's
 * `seirawan`, `shouse`). A gating move names the piece that enters from the hand and the square it
 * enters on: the rules (en.wikipedia.org/wiki/Seirawan_chess) put the gated piece on the square the
 * moving piece leaves, or in castling on the king's or the rook's square. Expected values are worked
 * out by hand from those rules.
 */
import { describe, expect, it } from 'vitest';
import { seirawan, shouse, type FairyMove, type FairyPosition } from '../../src/variants/fairy/index.js';
import { moveGate } from '../../src/core/declarative/fairy/state.js';
import { seeded } from './seeded.js';

const byUci = (p: FairyPosition, uci: string): FairyMove => {
  const m = seirawan.legalMoves(p).find((o) => o.uci === uci);
  if (!m) throw new Error(`no ${uci}`);
  return m;
};

describe('Seirawan gating: the move object names the gated piece', () => {
  it('a knight leaving g1 and gating the hawk carries gate { piece: H, node: g1 }; the plain move carries no gate', () => {
    const p = seirawan.setup();
    expect(byUci(p, 'g1f3h').gate).toEqual({ piece: 'H', node: 'g1' });
    expect(byUci(p, 'g1f3e').gate).toEqual({ piece: 'E', node: 'g1' });
    expect('gate' in byUci(p, 'g1f3')).toBe(false);
  });

  it('castling gates on the king\'s square (e1g1h: node e1) or on the rook\'s square (h1e1h: node h1)', () => {
    const p = seirawan.parse('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[Hh] w KQkq - 0 1');
    expect(byUci(p, 'e1g1h')).toMatchObject({ kind: 'castle', gate: { piece: 'H', node: 'e1' } });
    expect(byUci(p, 'h1e1h')).toMatchObject({ kind: 'castle', gate: { piece: 'H', node: 'h1' } });
    expect(byUci(p, 'a1e1h').gate).toEqual({ piece: 'H', node: 'a1' });
  });

  it('in S-house a gating move names its gate too, and a drop from the hand has none', () => {
    const p = shouse.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hh] w KQBCDFGkqbcdfg - 0 1');
    const moves = shouse.legalMoves(p);
    expect(moves.find((m) => m.uci === 'b1c3h')?.gate).toEqual({ piece: 'H', node: 'b1' });
    expect('gate' in (moves.find((m) => m.uci === 'H@e4') as FairyMove)).toBe(false);
  });
});

describe('Seirawan gating: play takes a move object with a gate', () => {
  it('the listed move without a gate plus a gate field is played gated (the hawk stands on g1)', () => {
    const p = seirawan.setup();
    const plain = byUci(p, 'g1f3');
    const q = seirawan.play(p, { ...plain, gate: { piece: 'H', node: 'g1' } });
    expect(q.fen).toBe(seirawan.play(p, 'g1f3h').fen);
    expect(seirawan.pieceAt(q, 'g1')).toEqual({ player: 'white', kind: 'H' });
    // The piece letter may be given in lower case, as a promotion letter may.
    expect(seirawan.play(p, { ...plain, gate: { piece: 'e', node: 'g1' } }).fen).toBe(seirawan.play(p, 'g1f3e').fen);
  });

  it('a JSON copy of a gating move plays as the move (castling gating on the rook\'s square included)', () => {
    const p = seirawan.parse('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[Hh] w KQkq - 0 1');
    const m = byUci(p, 'h1e1h');
    const copy = JSON.parse(JSON.stringify(m)) as FairyMove;
    const q = seirawan.play(p, copy);
    expect(q.fen).toBe(seirawan.play(p, m).fen);
    expect(seirawan.pieceAt(q, 'h1')).toEqual({ player: 'white', kind: 'H' });
  });

  it('a gate the position does not allow is ILLEGAL_MOVE, and neither the position nor the move changes', () => {
    const p = seirawan.setup();
    const before = JSON.stringify(p);
    const plain = byUci(p, 'g1f3');
    const gated = byUci(p, 'g1f3h');
    const bad: unknown[] = [
      { ...plain, gate: { piece: 'Q', node: 'g1' } }, // no queen in hand
      { ...plain, gate: { piece: 'H', node: 'f3' } }, // a piece enters on the square left, not the one reached
      { ...gated, gate: { piece: 'E', node: 'g1' } }, // the notation says the hawk, the gate the elephant
      { ...plain, gate: 'H' }, // no gate object at all
    ];
    for (const move of bad) {
      const text = JSON.stringify(move);
      const r = seirawan.tryPlay(p, move as FairyMove);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ILLEGAL_MOVE');
      expect(JSON.stringify(move)).toBe(text);
    }
    expect(JSON.stringify(p)).toBe(before);
  });
  it('gate null says the move gates nothing (as a move named by its fields says it): the plain move is played', () => {
    const p = seirawan.setup();
    const plain = byUci(p, 'g1f3');
    expect(seirawan.format(seirawan.play(p, { ...plain, gate: null }))).toBe(seirawan.format(seirawan.play(p, plain)));
  });
});

describe('Seirawan gating: hashes', () => {
  it('in S-chess a side with an empty hand has no gates, so the search layer\'s hash equals the hash of its position\'s FEN read back, along seeded playouts', () => {
    let compared = 0, emptyHandWithCastling = 0;
    for (let game = 1; game <= 6; game++) {
      const rng = seeded(game * 7919);
      const s = seirawan.search(seirawan.setup());
      const buffer = new Int32Array(s.maxMoves);
      for (let ply = 0; ply < 40; ply++) {
        const n = s.generate(buffer);
        if (n === 0) break;
        // Gating moves first, half the time: hands empty while the kings may still castle.
        const all = Array.from(buffer.subarray(0, n)), gating = all.filter((m) => moveGate(m) >= 0);
        const pool = gating.length > 0 && rng() < 0.5 ? gating : all;
        s.make(pool[Math.floor(rng() * pool.length)] as number);
        const fen = seirawan.format(s.position());
        expect(s.hash(), fen).toBe(seirawan.hash(seirawan.parse(fen)));
        compared++;
        // The case that differed: a side that gated its last piece keeps K/Q castling rights in the FEN.
        const [board, , castling] = fen.split(' ') as [string, string, string];
        const hand = /\[(.*)\]/.exec(board)?.[1] ?? '';
        if ((!/[A-Z]/.test(hand) && /[KQ]/.test(castling)) || (!/[a-z]/.test(hand) && /[kq]/.test(castling))) emptyHandWithCastling++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(emptyHandWithCastling).toBeGreaterThan(10);
  });

  it('the position fairy-core found reached by play hashes, in the search layer, as its FEN read back (…/RHBEKBNR[h] b KQkqcdfg)', () => {
    // 1. d3 Na6/E 2. Nc3/H Nc5 3. Qd2/E: White gates its last piece, keeps K and Q, has no gates left.
    const s = seirawan.search(seirawan.setup());
    const buffer = new Int32Array(s.maxMoves);
    for (const uci of ['d2d3', 'b8a6e', 'b1c3h', 'a6c5', 'd1d2e']) {
      const n = s.generate(buffer);
      const m = Array.from(buffer.subarray(0, n)).find((i) => s.move(i).uci === uci);
      if (m === undefined) throw new Error(`no ${uci}`);
      s.make(m);
    }
    const fen = seirawan.format(s.position());
    expect(fen).toBe('rebqkbnr/pppppppp/8/2n5/8/2NP4/PPPQPPPP/RHBEKBNR[h] b KQkqcdfg - 4 3');
    expect(s.hash()).toBe(seirawan.hash(seirawan.parse(fen)));
  });
});
