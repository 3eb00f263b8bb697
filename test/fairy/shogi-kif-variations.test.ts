/**
 * KIF variations (変化：N手): blocks after the main line, each an alternative to move N of the line
 * read last or of a line it branched from (Kifu for Windows writes them depth first, a line's later
 * branches first, and marks a move with alternatives `+`). The games are our own, written by hand
 * from the rules; the USI of every move is worked out by hand from the KIF text.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { recordFromKif, recordToKif } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';

/** Main line 1.７六歩 2.３四歩 3.２六歩 4.８四歩; 2…８四歩 instead; 3.６六歩 4.８四歩 instead, and there 4…４二飛. */
const TREE = `手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)+
   3 ２六歩(27)+
   4 ８四歩(83)
   5 投了

変化：3手
*振り飛車含み
   3 ６六歩(67)
   4 ８四歩(83)+

変化：4手
   4 ４二飛(82)
*四間飛車
   5 中断

変化：2手
   2 ８四歩(83)
   3 ２六歩(27)
`;

const usis = (line: { moves: readonly { move: { usi: string } }[] } | undefined): string[] => (line?.moves ?? []).map((n) => n.move.usi);

describe('KIF variations', () => {
  it('a 変化：N手 block is an alternative to move N of the line read last, or of the line that one branched from', () => {
    const record = recordFromKif(TREE);
    expect(record.moves.map((m) => m.usi)).toEqual(['7g7f', '3c3d', '2g2f', '8c8d']);
    const v = record.kifVariations();
    expect([...v.keys()]).toEqual([2, 3]);
    expect(usis(v.get(2)?.[0])).toEqual(['8c8d', '2g2f']);
    const three = v.get(3)?.[0];
    expect(usis(three)).toEqual(['6g6f', '8c8d']);
    // 変化：4手 follows the block of 3: an alternative to that line's 4th move, not the main line's.
    expect(three?.moves[1]?.variations.map(usis)).toEqual([['8b4b']]);
  });

  it('comments and an ending word inside a variation are kept: before its first move, after a move, the ending', () => {
    const v = recordFromKif(TREE).kifVariations();
    const three = v.get(3)?.[0];
    expect(three?.comments).toEqual(['振り飛車含み']);
    const rookLine = three?.moves[1]?.variations[0];
    expect(rookLine?.moves[0]?.comments).toEqual(['四間飛車']);
    expect(rookLine?.ending).toBe('中断');
    expect(v.get(2)?.[0]?.ending).toBeUndefined();
  });

  it('two blocks at the same move are both alternatives to it, in the order read', () => {
    const record = recordFromKif(`手合割：平手
   1 ７六歩(77)
   2 ３四歩(33)+

変化：2手
   2 ８四歩(83)

変化：2手
   2 ４四歩(43)
   3 ２六歩(27)
`);
    expect(record.kifVariations().get(2)?.map(usis)).toEqual([['8c8d'], ['4c4d', '2g2f']]);
  });

  it('recordToKif writes them back: + on a move with alternatives, then the blocks depth first, a line\'s later branches first', () => {
    const text = recordToKif(recordFromKif(TREE));
    expect(text).toBe(`手合割：平手
先手：
後手：
手数----指手---------消費時間--
   1 ７六歩(77)
   2 ３四歩(33)+
   3 ２六歩(27)+
   4 ８四歩(83)
   5 投了

変化：3手
*振り飛車含み
   3 ６六歩(67)
   4 ８四歩(83)+

変化：4手
   4 ４二飛(82)
*四間飛車
   5 中断

変化：2手
   2 ８四歩(83)
   3 ２六歩(27)
`);
    // And it reads back to the same tree.
    const again = recordFromKif(text).kifVariations();
    expect(again.get(3)?.[0]?.moves[1]?.variations.map(usis)).toEqual([['8b4b']]);
    expect(usis(again.get(2)?.[0])).toEqual(['8c8d', '2g2f']);
  });

  it('the variations belong to the moves as read: taking a move back drops its variations and those of later moves', () => {
    const record = recordFromKif(TREE);
    record.undo();
    record.undo();
    expect([...record.kifVariations().keys()]).toEqual([2]);
    record.undo();
    record.play('3c3d');
    expect([...record.kifVariations().keys()]).toEqual([2]);
    record.undo();
    record.play('8c8d');
    expect([...record.kifVariations().keys()]).toEqual([]);
  });

  it('malformed variation text is INVALID_KIF: a bad header, a move number out of order, a move the line does not have, an illegal move, an empty block, a header line inside', () => {
    const main = '手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n';
    const bad = [
      `${main}変化：二手\n   2 ８四歩(83)\n`, // the move number in kanji
      `${main}変化：0手\n   1 ２六歩(27)\n`,
      `${main}変化：2手\n   3 ８四歩(83)\n`, // numbered from 3, not 2
      `${main}変化：5手\n   5 ２六歩(27)\n`, // the main line has no 5th move
      `${main}変化：2手\n   2 ８五歩(83)\n`, // a pawn does not move two squares
      `${main}変化：2手\n`, // no moves
      `${main}変化：2手\n先手：Hodges\n   2 ８四歩(83)\n`,
      `${main}変化：2手\n   2 投了\n   3 ２六歩(27)\n`, // a move after the ending
    ];
    for (const text of bad) expect(codeOf(() => recordFromKif(text)), text).toBe('INVALID_KIF');
    const r = attempt(() => recordFromKif(`${main}変化：5手\n   5 ２六歩(27)\n`));
    if (!r.ok) expect(r.error.message).toContain('line 4');
  });
});
