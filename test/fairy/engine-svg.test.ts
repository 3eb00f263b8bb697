/**
 * renderSvg of fairy games: xiangqi and janggi drawn on intersections (lines along files and
 * ranks, the river cutting the inner files, the palaces' diagonals), other boards as squares with
 * the start position's holes left out.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, defineFairy, fairyVariants, janggi, xiangqi } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { renderSvg } from '../../src/svg/index.js';

const lines = (svg: string): string[] => [...svg.matchAll(/<line [^>]*class="bw-line[^"]*"/g)].map((m) => m[0]);

describe('fairy boards in SVG', () => {
  it('xiangqi is 90 points joined by 80 rank lines, 74 file lines (7 cut by the river) and 8 palace diagonals', () => {
    const x = defineFairy({ ...ENGINE_DEFS.xiangqi!, boardStyle: 'intersections', river: true });
    expect(x.board.size).toBe(90);
    const svg = renderSvg(x, x.setup());
    expect(lines(svg)).toHaveLength(80 + 74 + 8);
    expect(lines(svg).filter((l) => /bw-dir-(ne|nw|se|sw)/.test(l))).toHaveLength(8);
  });
  it('janggi has no river: 80 + 81 lines and the 8 palace diagonals', () => {
    const j = defineFairy({ ...ENGINE_DEFS.janggi!, boardStyle: 'intersections' });
    expect(lines(renderSvg(j, j.setup()))).toHaveLength(80 + 81 + 8);
  });
  it('the built-in xiangqi and janggi are drawn on intersections (xiangqi with its river), as players know the boards', () => {
    expect(lines(renderSvg(xiangqi, xiangqi.setup()))).toHaveLength(80 + 74 + 8);
    expect(lines(renderSvg(janggi, janggi.setup()))).toHaveLength(80 + 81 + 8);
  });
  it('a board with holes in its start position leaves them out (a 3x3 board with two holes has 7 nodes)', () => {
    const v = defineFairy({ id: 'holes', maxFile: 3, maxRank: 3, pieces: { K: 'king' }, startFen: '*1k/3/K1* w - - 0 1', castling: false });
    expect(v.board.size).toBe(7);
    expect(v.pieceAt(v.setup(), 'c3')).toEqual({ player: 'black', kind: 'K' });
    expect(v.pieceAt(v.setup(), 'a1')).toEqual({ player: 'white', kind: 'K' });
    expect(renderSvg(v, v.setup())).not.toContain('data-node="a3"');
  });

  // Issue 19: "renderSvg draws hands beside the board for every drop game".
  const handPieces = (svg: string): string[] =>
    [...svg.matchAll(/<g [^>]*class="bw-hand-piece[^"]*"[^>]*>/g)].map((m) => `${/data-player="(\w+)"/.exec(m[0])?.[1]}:${/data-kind="([^"]+)"/.exec(m[0])?.[1]}:${/data-count="(\d+)"/.exec(m[0])?.[1]}`).sort();
  it('crazyhouse as data draws both hands beside the board: the FEN pocket [QPPn] is a queen and two pawns for White, a knight for Black', () => {
    const p = crazyhouse.parse('r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1B1KB1R[QPPn] w KQkq - 0 5');
    expect(handPieces(renderSvg(crazyhouse, p))).toEqual(['black:N:1', 'white:P:2', 'white:Q:1']);
  });
  it('every drop game draws its pieces in hand: a capture that fills a hand shows in the picture (stone games draw no supply: test/svg/stone-games)', () => {
    const stones = new Set(fairyDefinitions.filter((d) => d.pieceFaces === 'stones' || d.pieceFaces === 'marks').map((d) => d.id));
    const dropGames = fairyVariants.filter((v) => /\[/.test(v.format(v.setup())) && !stones.has(v.id));
    expect(dropGames.length).toBeGreaterThanOrEqual(15);
    let filled = 0;
    for (const v of dropGames) {
      // The first capture of the first listed capturing move along a short line of play.
      let p = v.setup();
      for (let ply = 0; ply < 40; ply++) {
        const moves = v.legalMoves(p);
        if (moves.length === 0) break;
        const capture = moves.find((m) => (m.captures?.length ?? 0) > 0);
        p = v.play(p, capture ?? (moves[ply % moves.length] as (typeof moves)[number]));
        if (capture) break;
      }
      const pocket = /\[([^\]]*)\]/.exec(v.format(p))?.[1] ?? '';
      const drawn = handPieces(renderSvg(v, p)).reduce((n, e) => n + Number(e.split(':')[2]), 0);
      expect(drawn, `${v.id} ${v.format(p)}`).toBe(pocket.replace(/[^a-z]/gi, '').length);
      if (drawn > 0) filled++;
    }
    // Most games reach a capture (placement-style games start with full hands): the check is not vacuous.
    expect(filled).toBeGreaterThanOrEqual(10);
  });
});
