/**
 * "Shogi-family node names are USI squares" (issue 31): `9a`…`1i`, the file digit counted from the
 * first player's right, the rank letter from the far side (USI; the usual first move `7g7f` goes from
 * node `7g` to node `7f`). Expected squares come from ffish's FEN read by hand: FEN rows run from the
 * far side (rank `a`), files from the first player's left (the highest file number).
 */
import { describe, expect, it } from 'vitest';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { dobutsu as dobutsuDef, shogi as shogiDef } from '../../src/variants/fairy/definitions.js';
import { dobutsu, kyotoshogi, micro, minishogi, shogi, torishogi, yarishogi } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { attempt } from '../../src/core/errors.js';
import { loadFfish } from './ffish-oracle.js';

/** USI square → piece token of a FEN's board, read from the text alone. */
function usiTokens(fen: string, files: number): Map<string, string> {
  const out = new Map<string, string>();
  (fen.split(' ')[0] ?? '').replace(/\[.*$/, '').split('/').forEach((row, i) => {
    let x = 0;
    for (const token of row.match(/\d+|\+?[A-Za-z]~?/g) ?? []) {
      if (/^\d+$/.test(token)) { x += Number(token); continue; }
      out.set(`${files - x}${String.fromCharCode(97 + i)}`, token.replace('~', ''));
      x++;
    }
  });
  return out;
}

describe('shogi-family node names are USI squares', () => {
  it('7g7f goes from node 7g to node 7f, and 7g holds sente\'s pawn', () => {
    const p = shogi.setup();
    const m = shogi.legalMoves(p).find((x) => x.uci === 'c3c4');
    expect(m).toMatchObject({ from: '7g', to: '7f' });
    expect(shogi.pieceAt(p, '7g')).toEqual({ player: shogi.players[0], kind: 'P' });
    expect(shogi.movesFrom(p, '7g').map((x) => x.to)).toEqual(['7f']);
    expect(renderSvg(shogi, p)).toContain('data-node="7g"');
  });

  for (const game of [shogi, minishogi, kyotoshogi, micro, torishogi, yarishogi, dobutsu]) {
    it(`${game.id}: every node is named as USI names the square ffish's FEN puts there`, async () => {
      const ff = await loadFfish();
      const board = new ff.Board(game.id);
      try {
        const files = Math.max(...game.board.coords.map((c) => c.x)) + 1;
        const theirs = usiTokens(board.fen(), files);
        const ours = new Map(game.pieces(game.setup()).map((x) => [x.node, x.player === game.players[0] ? x.kind : x.kind.toLowerCase()]));
        expect(ours).toEqual(theirs);
        for (const m of game.legalMoves(game.setup())) expect(game.board.names).toContain(m.to);
      } finally {
        board.delete();
      }
    });
  }

  it('squareNames is checked as every definition field', () => {
    expect(defineFairy(dobutsuDef).id).toBe('dobutsu');
    expect(attempt(() => defineFairy({ ...dobutsuDef, squareNames: 'kif' as never }))).toMatchObject({ ok: false, error: { code: 'INVALID_DEFINITION', message: expect.stringMatching(/squareNames/) } });
    expect(attempt(() => defineFairy({ ...shogiDef, id: 'big', maxFile: 10, squareNames: 'usi', startFen: '10/10/10/10/10/10/10/10/4K5/10[] w - - 0 1' }))).toMatchObject({ ok: false, error: { code: 'INVALID_DEFINITION', message: expect.stringMatching(/squareNames/) } });
  });
});
