/**
 * "Xiangqi SAN with Fairy-Stockfish's letters" (issue 31): every fairy game's listed SAN — a move's
 * `san` where its `notation` is another notation (WXF in xiangqi, Western in shogi), else its
 * `notation` — is the very text Fairy-Stockfish's SAN writes (apiutil.h `move_to_san`, asked of
 * ffish's `sanMove(uci)`): the xiangqi and janggi horse `H` and elephant `E` (the synonyms Fairy-
 * Stockfish's SAN writes), an origin only against another piece of the type with the same move,
 * a janggi pass as the general's letter and point (`Ke2`), a kyoto shogi piece dropped promoted
 * side up by its promoted letter, `#` for a check that ends the game. Text in the old spellings
 * (`Nc3`, `pass`, an origin named where none is needed) is still read.
 */
import { describe, expect, it } from 'vitest';
import { fairyVariants, janggi, xiangqi } from '../../src/variants/fairy/index.js';
import type { FairyMove } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';
import { QUICK_MOVES_PER_PLY, sampleGames, SAMPLED } from './game-sample.js';
import { sanWalk } from './san-fairy-stockfish-walk.js';

// The quick tier's sample; every game in san-fairy-stockfish.heavy.test.ts.
sanWalk(sampleGames(fairyVariants), SAMPLED, QUICK_MOVES_PER_PLY);

describe('the old spellings are still read', () => {
  it("xiangqi's horse and elephant by their FEN letters N and B (Nc3, Bce3) are the moves Fairy-Stockfish writes Hc3 and Ece3", () => {
    const start = xiangqi.setup();
    const hc3 = xiangqi.legalMoves(start).find((m) => m.uci === 'b1c3') as FairyMove & { san: string };
    expect(hc3.san).toBe('Hc3');
    expect(xiangqi.format(xiangqi.play(start, 'Nc3'))).toBe(xiangqi.format(xiangqi.play(start, 'b1c3')));
    expect(xiangqi.format(xiangqi.play(start, 'Bce3'))).toBe(xiangqi.format(xiangqi.play(start, 'c1e3')));
    expect(xiangqi.format(xiangqi.play(start, 'Hc3'))).toBe(xiangqi.format(xiangqi.play(start, 'b1c3')));
  });

  it('janggi: Nc3 is Hc3, and SAN without the origin two pieces need is ambiguous (Pd4: the soldiers on c4 and e4)', () => {
    const start = janggi.setup();
    expect(janggi.legalMoves(start).find((m) => m.uci === 'b1c3')?.notation).toBe('Hc3');
    expect(janggi.format(janggi.play(start, 'Nc3'))).toBe(janggi.format(janggi.play(start, 'b1c3')));
    expect(janggi.tryPlay(start, 'Pd4')).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
    expect(janggi.format(janggi.play(start, 'Pcd4'))).toBe(janggi.format(janggi.play(start, 'c4d4')));
  });

  it('xiangqi: Be3 and Ee3 (the elephants on c1 and g1 both reach e3) are ambiguous', () => {
    for (const text of ['Be3', 'Ee3']) expect(xiangqi.tryPlay(xiangqi.setup(), text), text).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_MOVE' } });
  });

  it('strict mode refuses the old letter, naming the canonical SAN', () => {
    const r = xiangqi.tryPlay(xiangqi.setup(), 'Nc3', { strict: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT', detail: { canonical: 'H8+7' } } });
    const j = janggi.tryPlay(janggi.setup(), 'Nc3', { strict: true });
    expect(j).toMatchObject({ ok: false, error: { code: 'INVALID_MOVE_TEXT', detail: { canonical: 'Hc3' } } });
    expect(janggi.tryPlay(janggi.setup(), 'Hc3', { strict: true }).ok).toBe(true);
  });

  it('a janggi pass is written as Fairy-Stockfish writes it (the general and its point, Ke2), and "pass" is still read', async () => {
    const ff = await loadFfish();
    const start = janggi.setup();
    const pass = janggi.legalMoves(start).find((m) => m.kind === 'pass') as FairyMove;
    const board = new ff.Board('janggi') as unknown as { sanMove(uci: string): string; delete(): void };
    try {
      expect(pass.uci).toBe('e2e2');
      expect(pass.notation).toBe(board.sanMove('e2e2'));
      expect(pass.notation).toBe('Ke2');
    } finally {
      board.delete();
    }
    for (const text of ['Ke2', 'pass', 'e2e2']) expect(janggi.format(janggi.play(start, text)), text).toBe(janggi.format(janggi.play(start, pass)));
    // Han's pass after it: its general stands on e9.
    expect(janggi.legalMoves(janggi.play(start, 'pass')).find((m) => m.kind === 'pass')?.notation).toBe('Ke9');
  });
});
