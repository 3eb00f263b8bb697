/**
 * Modern janggi's move repetition (Fairy-Stockfish `moveRepetitionIllegal`, janggimodern;
 * position.cpp `is_optional_game_end`): the side that shuffles a piece able to reach the enemy palace
 * back and forth loses. Reference: ffish 0.7.10's claimed result (`result(true)`), ply by ply, on
 * games written out by hand and on seeded games steered into shuffling.
 */
import { describe, expect, it } from 'vitest';
import { BoardwrightError } from '../../src/core/errors.js';
import { janggimodern, type FairyMove, type FairyPosition } from '../../src/variants/fairy/index.js';
import { expectPlyAsFfish } from './ffish-ply.js';
import { loadFfish, type FfishBoard } from './ffish-oracle.js';
import { seeded } from './seeded.js';

const v = janggimodern;

/** ffish's result text as our outcome: the winning seat, 'draw', or undefined while the game goes on. */
const outcome = (result: string): string | undefined => (result === '1-0' ? v.players[0] : result === '0-1' ? v.players[1] : result === '1/2-1/2' ? 'draw' : undefined);

/** Our outcome: the winner's seat or 'draw' when the game is over or a draw may be claimed, else undefined. */
function ours(p: FairyPosition): { outcome: string | undefined; reason: string | undefined } {
  const s = v.status(p);
  if (s.over) return { outcome: s.winner ?? 'draw', reason: s.reason };
  return { outcome: s.claimableDraw !== undefined ? 'draw' : undefined, reason: s.claimableDraw };
}

/** Plays `moves` from the start beside ffish; per ply (0: the start) our outcome and reason next to ffish's claimed result. */
async function replay(moves: readonly string[], fen?: string): Promise<{ ours: { outcome: string | undefined; reason: string | undefined }[]; theirs: (string | undefined)[]; last: FairyPosition }> {
  const ff = await loadFfish();
  const board = fen === undefined ? new ff.Board('janggimodern') : new ff.Board('janggimodern', fen);
  try {
    let p = fen === undefined ? v.setup() : v.parse(fen);
    const mine = [ours(p)], theirs = [outcome(board.result(true))];
    for (const uci of moves) {
      p = v.play(p, uci);
      expect(board.push(uci), uci).toBe(true);
      mine.push(ours(p));
      theirs.push(outcome(board.result(true)));
    }
    return { ours: mine, theirs, last: p };
  } finally {
    board.delete();
  }
}

/** Plays `moves` (from `fen`, else the start) beside ffish: our outcome agrees with ffish's claim at every ply, and the first end is `winner`'s by move repetition after the last move. */
async function expectShuffleLoss(moves: readonly string[], winner: string, fen?: string): Promise<void> {
  const { ours: mine, theirs } = await replay(moves, fen);
  const ply = moves.length;
  expect(mine.map((o) => o.outcome)).toEqual(theirs);
  expect(theirs.slice(0, ply)).toEqual(Array(ply).fill(undefined));
  expect(mine[ply]).toEqual({ outcome: winner, reason: 'move-repetition' });
}

// Cho's chariot a1 shuffles to a2 and back while Han's soldiers step forward (no capture, no check).
const CHARIOT = ['a1a2', 'a7a6', 'a2a1', 'c7c6', 'a1a2', 'e7e6', 'a2a1', 'g7g6', 'a1a2'];

describe('janggimodern: a piece shuffled back and forth loses (moveRepetitionIllegal)', () => {
  it('the chariot that arrives and then moves back and forth four times loses at its fifth move (ply 9), as ffish claims', async () => {
    await expectShuffleLoss(CHARIOT, 'han');
  });
  it('the shuffle ends the game: no moves listed, and the status names the rule and the winner', async () => {
    const { last } = await replay(CHARIOT);
    expect(v.status(last)).toEqual({ over: true, winner: 'han', reason: 'move-repetition' });
    expect(v.legalMoves(last)).toEqual([]);
  });
  it('one pass may stand between the last two moves of the shuffle: the loss comes at ply 11, as ffish claims', async () => {
    const moves = ['a1a2', 'a7a6', 'a2a1', 'c7c6', 'a1a2', 'e7e6', 'a2a1', 'g7g6', 'e2e2', 'i7i6', 'a1a2'];
    await expectShuffleLoss(moves, 'han');
  });
  it('generals are kept in their palace and never lose by it: both shuffling reach fourfold repetition at ply 12, as ffish claims', async () => {
    const cycle = ['e2e1', 'e9e10', 'e1e2', 'e10e9'];
    const { ours: mine, theirs } = await replay([...cycle, ...cycle, ...cycle]);
    expect(mine.map((o) => o.outcome)).toEqual(theirs);
    expect(theirs.slice(0, 12)).toEqual(Array(12).fill(undefined));
    expect(theirs[12]).toBeDefined();
    expect(mine[12]?.reason).toBe('fourfold-repetition');
  });
  it('a side in check before one of its shuffling moves does not lose by them: the checking shuffler loses instead (ply 10), as ffish claims', async () => {
    // Han's chariot checks along rank 2 from i2 and withdraws; Cho's chariot blocks on h2 and withdraws.
    const moves = ['h2h1', 'i3i2', 'h1h2', 'i2i3', 'h2h1', 'i3i2', 'h1h2', 'i2i3', 'h2h1', 'i3i2'];
    await expectShuffleLoss(moves, 'cho', '9/4k4/9/9/9/9/9/8r/4K2R1/9 w - - 0 1');
  });
  it('a check before the arriving move also spares the shuffler: the chariot that arrived blocking a check loses one move later (ply 11), as ffish claims', async () => {
    const moves = ['h1h2', 'i2i3', 'h2h1', 'e9e10', 'h1h2', 'e10e9', 'h2h1', 'e9e10', 'h1h2', 'e10e9', 'h2h1'];
    await expectShuffleLoss(moves, 'han', '9/4k4/9/9/9/9/9/9/4K3r/7R1 w - - 0 1');
  });
  it('the move before a position read from FEN counts as a quiet arrival on a1 (Fairy-Stockfish\'s empty move): the chariot starting on a1 loses at its fourth move (ply 8), as ffish claims', async () => {
    // Han's chariot starts on a1 and shuffles a1-b1 while Cho's chariot walks up the i-file.
    const moves = ['i1i2', 'a1b1', 'i2i3', 'b1a1', 'i3i4', 'a1b1', 'i4i5', 'b1a1'];
    await expectShuffleLoss(moves, 'cho', '4k4/9/9/9/9/9/9/9/4K4/r7R w - - 0 1');
  });
  it('an arrival by capture does not count: the chariot that took on a2 loses one move later (ply 11, not 9), as ffish claims', async () => {
    // Han's general shuffles in its palace meanwhile (no loss for it).
    const moves = ['a1a2', 'e9e10', 'a2a1', 'e10e9', 'a1a2', 'e9e10', 'a2a1', 'e10e9', 'a1a2', 'e9e10', 'a2a1'];
    await expectShuffleLoss(moves, 'han', '8r/4k4/9/9/9/9/9/9/p3K4/R8 w - - 0 1');
  });
});

describe('janggimodern beside ffish on seeded games steered into shuffling', () => {
  it('legal moves, FEN and claimed result agree at every ply; shuffles lose, generals shuffling draw by fourfold repetition', async () => {
    const ff = await loadFfish();
    const random = seeded(0x6a6d);
    const reasons: Record<string, number> = {};
    for (let game = 0; game < 24; game++) {
      const board: FfishBoard = new ff.Board('janggimodern');
      try {
        let p = v.setup();
        const played: string[] = [];
        // Which side shuffles (both in odd games); in games 0 mod 4 the generals do.
        const generals = game % 4 === 0;
        for (let ply = 0; ply < 80; ply++) {
          const where = `game ${game}: ${played.join(' ')}`;
          const status = v.status(p), claimed = board.result(true);
          if (status.over) {
            expect(status.winner ?? 'draw', where).toBe(outcome(claimed));
            reasons[status.reason] = (reasons[status.reason] ?? 0) + 1;
            break;
          }
          const theirs = expectPlyAsFfish(v, p, board, where);
          expect(status.claimableDraw !== undefined ? 'draw' : undefined, where).toBe(outcome(claimed));
          if (theirs.length === 0) break;
          const moves: readonly FairyMove[] = v.legalMoves(p);
          const own = played.length >= 2 ? (played[played.length - 2] as string) : '';
          const back = /^([a-i]\d+)([a-i]\d+)$/.exec(own);
          const undo = back ? moves.find((m) => m.uci === `${back[2]}${back[1]}`) : undefined;
          const shuffles = game % 2 === 1 || p.turn === v.players[(game >> 1) % 2];
          const kingStep = moves.filter((m) => m.piece === 'K' && m.kind !== 'pass');
          const r = random();
          const move = shuffles && ply >= 2 && r < 0.85 && undo !== undefined ? undo
            : generals && shuffles && kingStep.length > 0 && r < 0.95 ? (kingStep[Math.floor(random() * kingStep.length)] as FairyMove)
              : (moves[Math.floor(random() * moves.length)] as FairyMove);
          p = v.play(p, move);
          expect(board.push(move.uci), where).toBe(true);
          played.push(move.uci);
        }
      } finally {
        board.delete();
      }
    }
    // The steering reaches the rule and the fourfold repetition (counts from this seed; either missing means the walk no longer tests them).
    expect(reasons['move-repetition'] ?? 0).toBeGreaterThan(0);
    expect(reasons['fourfold-repetition'] ?? 0).toBeGreaterThan(0);
  });
});

describe('janggimodern positions carry their moves (moveHistory)', () => {
  it('a JSON copy of a position keeps the moves: the shuffle completed from the copy still loses', async () => {
    let p = v.setup();
    for (const uci of CHARIOT.slice(0, 8)) p = v.play(p, uci);
    const copy = JSON.parse(JSON.stringify(p)) as FairyPosition;
    expect(copy.moveHistory?.length).toBe(p.history.length + 1);
    expect(v.status(v.play(copy, 'a1a2'))).toEqual({ over: true, winner: 'han', reason: 'move-repetition' });
    // Without its moves a copy knows none: no shuffle is seen (as a position read from FEN).
    const { moveHistory: _, ...bare } = copy;
    expect(v.status(v.play(bare as FairyPosition, 'a1a2')).over).toBe(false);
  });
  it('a hostile moveHistory is INVALID_POSITION and leaves the object unchanged', () => {
    let p = v.setup();
    for (const uci of CHARIOT.slice(0, 4)) p = v.play(p, uci);
    const copy = JSON.parse(JSON.stringify(p)) as FairyPosition & { moveHistory: unknown };
    const length = p.history.length + 1;
    for (const bad of ['a1a2', [1.5, ...Array(length - 1).fill(0)], Array(length - 1).fill(0), [-1, ...Array(length - 1).fill(0)], [2 ** 30, ...Array(length - 1).fill(0)], [null, ...Array(length - 1).fill(0)]]) {
      const hostile = { ...copy, moveHistory: bad } as unknown as FairyPosition;
      const before = JSON.stringify(hostile);
      for (const call of [() => v.status(hostile), () => v.legalMoves(hostile), () => v.play(hostile, 'a1a2')]) {
        let error: unknown;
        try { call(); } catch (e) { error = e; }
        expect(error, JSON.stringify(bad)).toBeInstanceOf(BoardwrightError);
        expect((error as BoardwrightError).code).toBe('INVALID_POSITION');
      }
      expect(JSON.stringify(hostile)).toBe(before);
    }
  });
});
