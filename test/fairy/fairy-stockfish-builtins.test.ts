/**
 * Fairy-Stockfish's built-in games added as data for issue 32 (src/variant.cpp: armageddon,
 * bughouse, dragon, paradigm, mini, gorogoro, judkins, checkshogi, okisakishogi, capahouse, gothic,
 * supply, janggitraditional, janggicasual, janggimodern): perft from the start equals ffish's (its legal moves
 * counted live, depth 3), and each game's own rule gives ffish's legal moves, FEN and result in a
 * position where it matters. Seeded random games of every one against ffish run in the heavy tier
 * (ffish-differential.heavy.test.ts, definitions-vs-fairy-stockfish.heavy.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as fairy from '../../src/variants/fairy/index.js';
import type { FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, oraclePerft, splitMoves, withBoard } from './ffish-oracle.js';

const GAMES: readonly [string, FairyVariant][] = [
  ['armageddon', fairy.armageddon], ['bughouse', fairy.bughouse], ['dragon', fairy.dragon], ['paradigm', fairy.paradigm],
  ['mini', fairy.mini], ['gorogoro', fairy.gorogoro], ['judkins', fairy.judkins], ['checkshogi', fairy.checkshogi],
  ['okisakishogi', fairy.okisakishogi], ['capahouse', fairy.capahouse], ['gothic', fairy.gothic], ['supply', fairy.supply],
  ['janggitraditional', fairy.janggitraditional], ['janggicasual', fairy.janggicasual], ['janggimodern', fairy.janggimodern],
];

/** ffish's result text as our outcome: the winning seat, 'draw', or undefined while the game goes on. */
function outcome(result: string, players: readonly string[]): string | undefined {
  return result === '1-0' ? players[0] : result === '0-1' ? players[1] : result === '1/2-1/2' ? 'draw' : undefined;
}

/** Our legal moves (UCI), FEN and outcome after `moves` from `fen`, next to ffish's. */
async function bothSides(variant: FairyVariant, fen: string, moves: readonly string[] = []): Promise<{ ours: unknown; theirs: unknown }> {
  const ff = await loadFfish();
  let position = variant.parse(fen);
  for (const uci of moves) {
    const move = variant.legalMoves(position).find((m) => m.uci === uci);
    if (!move) throw new Error(`${variant.id}: no move ${uci} in ${variant.format(position)}`);
    position = variant.play(position, move);
  }
  const status = variant.status(position);
  const ours = {
    moves: status.over ? [] : variant.legalMoves(position).map((m) => m.uci).sort(),
    fen: variant.format(position),
    outcome: status.over ? status.winner ?? 'draw' : undefined,
  };
  const theirs = withBoard(ff, { variant: variant.id, fen, moves }, (board) => {
    const result = board.result();
    return { moves: result === '*' ? splitMoves(board.legalMoves()) : [], fen: board.fen(), outcome: outcome(result, variant.players) };
  });
  return { ours, theirs };
}

describe('Fairy-Stockfish built-ins as data: perft from the start is ffish\'s', () => {
  for (const [id, variant] of GAMES) {
    it(`${id}: exported under Fairy-Stockfish's name, in fairyVariants; perft(3) from the start equals ffish's`, async () => {
      expect(variant.id).toBe(id);
      expect(fairy.fairyVariants).toContain(variant);
      const ff = await loadFfish();
      expect(variant.perft(variant.setup(), 3)).toBe(oraclePerft(ff, { variant: id }, 3));
    });
  }
});

describe('each game\'s own rule, position by position, as ffish plays it', () => {
  it('armageddon: a stalemate, a drawn end for chess, wins for Black whoever is stalemated (blackdrawodds)', async () => {
    for (const fen of ['7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', '8/8/8/8/8/6k1/5q2/7K w - - 0 1']) {
      const { ours, theirs } = await bothSides(fairy.armageddon, fen);
      expect(ours).toEqual(theirs);
      expect(ours).toMatchObject({ outcome: 'black' });
    }
    // The same stalemate is a draw in chess.
    const chess = fairy.chess.status(fairy.chess.parse('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'));
    expect([chess.over, chess.over ? chess.winner : 'going on']).toEqual([true, undefined]);
  });
  it('bughouse: pieces handed over by the partner (in the FEN) are dropped; the side\'s own captures do not enter its hand', async () => {
    const fen = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[Nq] w KQkq - 0 2';
    const before = await bothSides(fairy.bughouse, fen);
    expect(before.ours).toEqual(before.theirs);
    expect((before.ours as { moves: string[] }).moves).toContain('N@e3');
    const after = await bothSides(fairy.bughouse, fen, ['e4d5', 'Q@b4']);
    expect(after.ours).toEqual(after.theirs);
    // exd5 took a pawn, yet White's hand still holds only the knight; Black's queen left its hand.
    expect((after.ours as { fen: string }).fen).toMatch(/\[N\] w/);
  });
  it('bughouse: stalemate loses', async () => {
    const { ours, theirs } = await bothSides(fairy.bughouse, '7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1');
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ outcome: 'white' });
  });
  it('dragon: the dragon in hand is dropped only on the side\'s first rank; pawns may promote to it', async () => {
    const drops = await bothSides(fairy.dragon, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1', ['e2e4', 'e7e5', 'g1f3', 'g8f6']);
    expect(drops.ours).toEqual(drops.theirs);
    expect((drops.ours as { moves: string[] }).moves.filter((m) => m.startsWith('D@'))).toEqual(['D@g1']);
    const promotion = await bothSides(fairy.dragon, '4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1');
    expect(promotion.ours).toEqual(promotion.theirs);
    expect((promotion.ours as { moves: string[] }).moves).toContain('b7b8d');
  });
  it('paradigm: the bishop also leaps as a knight, blocked by a piece on the orthogonal step (BnN)', async () => {
    const { ours, theirs } = await bothSides(fairy.paradigm, '4k3/8/8/8/2P5/8/2PB4/4K3 w - - 0 1');
    expect(ours).toEqual(theirs);
    const moves = (ours as { moves: string[] }).moves;
    expect(moves).toContain('d2e4'); // the leap past the empty d3
    expect(moves).toContain('d2f1'); // past the empty e2
    expect(moves).not.toContain('d2b3'); // c2 is taken: the leap is blocked
    expect(moves).not.toContain('d2c4'); // own pawn there
  });
  it('checkshogi: the first check wins', async () => {
    const { ours, theirs } = await bothSides(fairy.checkshogi, '4k4/9/9/9/9/9/9/9/4K4[R] w - - 1+1 0 1', ['R@e5']);
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ outcome: 'sente' });
  });
  it('supply: drops on the own half only where the piece may stand, never giving check', async () => {
    for (const fen of ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[ABPRabpr] w - - 0 1', '4k4/9/9/9/9/9/9/9/9/3K5[RAP] w - - 0 1']) {
      const { ours, theirs } = await bothSides(fairy.supply, fen);
      expect(ours).toEqual(theirs);
    }
    const { ours } = await bothSides(fairy.supply, '4k4/9/9/9/9/9/9/9/9/3K5[RAP] w - - 0 1');
    const moves = (ours as { moves: string[] }).moves;
    expect(moves).toContain('R@a1');
    expect(moves).not.toContain('R@e1'); // would check the general on the open e-file
    expect(moves).not.toContain('R@a6'); // the other side's half
    expect(moves).toContain('A@e2');
    expect(moves).not.toContain('A@e1'); // not an advisor's point
    expect(moves).toContain('P@a4');
    expect(moves).not.toContain('P@b4'); // not a soldier's point
  });
  it('janggi\'s rule sets: two bikjang positions in a row score the points in janggi, draw in janggitraditional, and are no end in janggicasual and janggimodern', async () => {
    const fen = 'r3k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1';
    const ends: Record<string, unknown> = {};
    for (const variant of [fairy.janggi, fairy.janggitraditional, fairy.janggicasual, fairy.janggimodern]) {
      const { ours, theirs } = await bothSides(variant, fen, ['d1e1', 'e10e10']);
      expect(ours).toEqual(theirs);
      ends[variant.id] = (ours as { outcome?: string }).outcome;
    }
    expect(ends).toEqual({ janggi: 'han', janggitraditional: 'draw', janggicasual: undefined, janggimodern: undefined });
  });
});
