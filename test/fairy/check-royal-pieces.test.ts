/**
 * A pseudo-royal piece in check is a check (Fairy-Stockfish apiutil.h `checked()`: the king when
 * attacked, plus position.cpp `Position::checked_pseudo_royals`). The expected values are ffish
 * 0.7.10's `isCheck()` and `checkedPieces()` on the same positions; the seeded property over every
 * fairy game is check-royal-pieces.heavy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { atomic, coregal, misere } from '../../src/variants/fairy/index.js';
import type { FairyVariant } from '../../src/variants/fairy/index.js';

function after(game: FairyVariant, ucis: readonly string[], fen?: string) {
  let p = fen === undefined ? game.setup() : game.parse(fen);
  let last;
  for (const uci of ucis) {
    last = game.legalMoves(p).find((m) => m.uci === uci);
    if (!last) throw new Error(`${uci} not listed`);
    p = game.play(p, last);
  }
  return { status: game.status(p), last };
}

describe('a pseudo-royal piece in check is a check', () => {
  it('atomic: 1. e4 d5 2. Bb5 checks the king on e8 (ffish: isCheck true, checkedPieces e8)', () => {
    const { status, last } = after(atomic, ['e2e4', 'd7d5', 'f1b5']);
    expect(status).toEqual({ over: false, turn: 'black', check: true, checks: ['e8'] });
    expect(last?.check).toBe(true);
    // Fairy-Stockfish's SAN marks only checks to a king of the royal type: ffish's sanMove gives Bb5.
    expect(last?.notation).toBe('Bb5');
  });
  it("coregal: the royal queen on b6 attacked by c5's pawn (ffish: checkedPieces b6)", () => {
    const { status } = after(coregal, [], 'r1bk3r/pp4b1/1qppp2n/2PP1pp1/7P/P4P1N/RP1PQ2P/1NBK3R b - - 0 17');
    expect(status).toMatchObject({ over: false, check: true, checks: ['b6'] });
  });
  it("atomic: fool's mate keeps checks on the mated king (ffish: result 0-1, checkedPieces e1, sanMove Qh4)", () => {
    const { status, last } = after(atomic, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(status).toEqual({ over: true, winner: 'black', reason: 'checkmate', checks: ['e1'] });
    expect([last?.check, last?.checkmate]).toEqual([true, true]);
  });
  it("misère: a checkmate that wins for the mated side keeps checks (ffish: result 1-0, checkedPieces e1)", () => {
    const { status } = after(misere, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(status).toEqual({ over: true, winner: 'white', reason: 'checkmate', checks: ['e1'] });
  });
});
