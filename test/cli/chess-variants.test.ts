/**
 * Chess variants through the CLI: `play` with typed moves to the variant's own end of the game,
 * and `demo` of each variant to a result. Expected outcomes follow from the rules (see
 * docs/chess-variants.md), not from a recorded run.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './harness.js';
import { antichess, atomic, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from '../../src/variants/chess/index.js';

const VARIANTS = [chess960, threeCheck, kingOfTheHill, racingKings, antichess, horde, atomic, crazyhouse];

describe('boardwright play <chess variant>', () => {
  it('atomic: capturing next to the king blows it up and wins (lichess atomic)', async () => {
    // Nxf7 explodes everything but pawns around f7, the black king on e8 included.
    const r = await cli(['play', 'atomic'], { variants: VARIANTS, lines: ['Nf3', 'a6', 'Ng5', 'a5', 'Nxf7', 'quit'] });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('white played Nxf7#');
    expect(r.stdout).toContain('Game over: white wins (king exploded).');
  });

  it('three-check: the third check wins (lichess three-check)', async () => {
    const r = await cli(['play', 'three-check'], { variants: VARIANTS, lines: ['e4', 'e5', 'Bc4', 'Nc6', 'Bxf7+', 'Kxf7', 'Qh5+', 'g6', 'Qxg6+', 'quit'] });
    expect(r.stdout).toContain('Game over: white wins (three checks).');
  });

  it('antichess: a move that does not capture is refused while a capture exists (lichess antichess)', async () => {
    const r = await cli(['play', 'antichess'], { variants: VARIANTS, lines: ['e3', 'b5', 'Nf3', 'Bxb5', 'quit'] });
    expect(r.stdout).toMatch(/Not played: "Nf3" is not a legal move for white; legal: Bxb5\n/);
    expect(r.stdout).toContain('white played Bxb5');
  });

  it('Chess960: O-O from a typed position puts the king on g1 and the rook on f1 (FIDE Guidelines II.3)', async () => {
    const r = await cli(['play', 'chess960', '4k3/8/8/8/8/8/8/6KR w K - 0 1'], { variants: VARIANTS, lines: ['O-O', 'text', 'quit'] });
    expect(r.stdout).toContain('white played O-O');
    expect(r.stdout).toContain('4k3/8/8/8/8/8/8/5RK1 b - - 1 1\n');
  });

  it('king of the hill: the king on d4 wins at once (lichess king of the hill)', async () => {
    const r = await cli(['play', 'king-of-the-hill', '8/8/8/8/8/3K4/8/7k w - - 0 1'], { variants: VARIANTS, lines: ['Kd4', 'quit'] });
    expect(r.stdout).toContain('Game over: white wins (king of the hill).');
  });

  it('horde: the horde start has 8 legal moves (lichess horde; published perft depth 1)', async () => {
    const r = await cli(['play', 'horde'], { variants: VARIANTS, lines: ['quit'] });
    expect(r.stdout).toContain('white to move\nLegal moves (8):');
  });

  it('crazyhouse: a pawn dropped from the pocket mates (lichess crazyhouse: drops may give checkmate)', async () => {
    // @g7: the pawn checks h8, the knight on e6 guards g7, g8 and h7 are Black's own.
    const r = await cli(['play', 'crazyhouse', '6nk/7p/4N3/8/8/8/8/4K3[P] w - - 0 1'], { variants: VARIANTS, lines: ['P@g7', 'quit'] });
    expect(r.stdout).toContain('in hand: white P, black -');
    expect(r.stdout).toContain('white played @g7#');
    expect(r.stdout).toContain('Game over: white wins (checkmate).');
  });

  it('racing kings: a move that gives check is refused (lichess racing kings)', async () => {
    // From the start, the knight from e2 to c3 would attack the black king on a2.
    const r = await cli(['play', 'racing-kings'], { variants: VARIANTS, lines: ['Nc3', 'quit'] });
    expect(r.stdout).toMatch(/Not played: "Nc3" is not a legal move for white/);
  });
});

describe('boardwright demo <chess variant>', () => {
  for (const v of VARIANTS) {
    it(`${v.id}: a seeded random game runs to a result`, async () => {
      const r = await cli(['demo', v.id], { variants: VARIANTS });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Result: (white wins|black wins|draw) \(.+\) after \d+ plies\./);
    });
  }
});

describe('boardwright demo chess960 --options', () => {
  it('Chess960 numbering: demo with {"id":0} starts from position 0, BBQNNRKR (Scharnagl numbering)', async () => {
    const r = await cli(['demo', 'chess960', '--options', '{"id":0}'], { variants: VARIANTS });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 B B Q N N R K R');
    expect(r.stdout).toContain('8 b b q n n r k r');
  });

  it('an option the game does not know fails that demo (exit 1, the reason on stderr) and plays nothing', async () => {
    const r = await cli(['demo', 'chess960', '--options', '{"colour":1}'], { variants: VARIANTS });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('demo of chess960 failed');
    expect(r.stdout).not.toContain('Result:');
  });

  it('without --options the demo starts Chess960 from a start drawn from its seed, not from position 518 (standard chess)', async () => {
    const firstRank = async (seed: string) => /\n {2}1 ([BKNQR ]{15})\n/.exec((await cli(['demo', 'chess960', '--plies', '1', '--seed', seed], { variants: VARIANTS })).stdout)?.[1];
    const starts = await Promise.all(['1', '2', '3', '4'].map(firstRank));
    expect(new Set(starts).size).toBeGreaterThan(1);
    expect(starts).not.toContain('R N B Q K B N R');
    // Reproducible: the same seed draws the same start.
    expect(await firstRank('2')).toBe(starts[1]);
  });
});
