/**
 * KIF shogi records read into a GameRecord and written back. The game is our own short game, written
 * by hand in KIF from the rules (a bishop exchange, drops, 同, 成 and 不成, then resignation); its
 * USI moves and final SFEN are worked out by hand from the KIF text.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { GameRecord } from '../../src/core/record.js';
import { recordFromKif, recordToKif, shogi } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';

const GAME = `# ---- 棋譜ファイル ----
開始日時：2026/11/26 03:00:00
表題：角交換の小さな一局
手合割：平手　　
先手：Hodges
後手：Kimura
手数----指手---------消費時間--
*角交換から
   1 ７六歩(77)   ( 0:01/00:00:01)
   2 ３四歩(33)   ( 0:02/00:00:02)
   3 ２二角成(88)   ( 0:03/00:00:04)
*角交換
   4 同　銀(31)   ( 0:01/00:00:03)
   5 ４五角打   ( 0:05/00:00:09)
   6 ３三角打   ( 0:04/00:00:07)
   7 ３四角(45)   ( 0:01/00:00:10)
   8 ７七角成(33)   ( 0:03/00:00:10)
   9 同　桂(89)   ( 0:01/00:00:11)
  10 ３三銀(22)   ( 0:02/00:00:12)
  11 ２三角不成(34)   ( 0:02/00:00:13)
  12 投了   ( 0:01/00:00:13)
まで11手で先手の勝ち
`;

/** The same game as recordToKif writes it: no times, no summary line, the headers in its order. */
const WRITTEN = `開始日時：2026/11/26 03:00:00
表題：角交換の小さな一局
手合割：平手
先手：Hodges
後手：Kimura
手数----指手---------消費時間--
*角交換から
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２二角成(88)
*角交換
   4 同　銀(31)
   5 ４五角打
   6 ３三角打
   7 ３四角(45)
   8 ７七角成(33)
   9 同　桂(89)
  10 ３三銀(22)
  11 ２三角不成(34)
  12 投了
`;


describe('KIF records', () => {
  it('a KIF game is read move by move: destination or 同, piece, 成/不成/打, origin', () => {
    const record = recordFromKif(GAME);
    // By hand: ７六歩(77) is 7g7f, 同　銀(31) takes on 2b from 3a, ４五角打 drops on 4e, ２三角不成(34) takes 2c unpromoted.
    expect(record.moves.map((m) => m.usi)).toEqual(['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', 'B*3c', '4e3d', '3c7g+', '8i7g', '2b3c', '3d2c']);
    expect(record.moves.map((m) => m.notation)).toEqual(['P-7f', 'P-3d', 'Bx2b+', 'Sx2b', 'B*4e', 'B*3c', 'Bx3d', 'B-7g+', 'Nx7g', 'S-3c', 'Bx2c=']);
    // Sente took two bishops (2b, the horse on 7g) and two pawns (3d, 2c) and dropped one bishop: B2P in hand; gote nothing.
    expect(shogi.toSfen(record.position)).toBe('lnsgkg1nl/1r7/ppppppsBp/9/9/2P6/PPNPPPPPP/7R1/L1SGKGSNL w B2P 12');
  });

  it('headers become tags (先手 Sente, 後手 Gote, 開始日時 StartTime), the ending word the Termination tag, * lines comments on the ply they follow', () => {
    const record = recordFromKif(GAME);
    expect(record.tags).toEqual({ StartTime: '2026/11/26 03:00:00', Sente: 'Hodges', Gote: 'Kimura', Termination: '投了' });
    expect(record.kifHeaders).toEqual([['表題', '角交換の小さな一局']]);
    expect(record.comments).toEqual([{ ply: 0, text: '角交換から' }, { ply: 3, text: '角交換' }]);
  });

  it('the record is written back as KIF, and that KIF reads to the same record', () => {
    const record = recordFromKif(GAME);
    const text = recordToKif(record);
    expect(text).toBe(WRITTEN);
    const again = recordFromKif(text);
    expect(again.moves).toEqual(record.moves);
    expect(again.tags).toEqual(record.tags);
    expect(again.comments).toEqual(record.comments);
  });

  it('a record played with USI and Western text writes the same KIF moves, and survives JSON', () => {
    const record = new GameRecord(shogi);
    for (const m of ['7g7f', '3c3d', 'Bx2b+', '3a2b']) record.play(m);
    expect(recordToKif(record)).toBe('手合割：平手\n先手：\n後手：\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n');
    expect(GameRecord.fromJSON(shogi, JSON.stringify(record)).moves).toEqual(record.moves);
  });

  it('a handicap game starts from its handicap: with 香落ち the second player (上手) moves first without the 1a lance', () => {
    const record = recordFromKif('手合割：香落ち\n下手：A\n上手：B\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n');
    // SFEN counts plies and the engine moves: the second player to move at the start writes as ply 2.
    expect(shogi.toSfen(record.start)).toBe('lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2');
    expect(record.moves.map((m) => m.usi)).toEqual(['3c3d', '7g7f']);
    expect(recordToKif(record)).toBe('手合割：香落ち\n下手：A\n上手：B\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n');
  });
});

describe('KIF board diagrams (BOD)', () => {
  // A position of our own: gote king 5a with a gold 4a; sente gold 5c, king 5i; sente holds a gold and two pawns, gote a pawn.
  const BOD = `後手の持駒：歩
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・v玉v金 ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ 金 ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金　歩二
手数----指手---------消費時間--
   1 ５二金打
`;

  it('a KIF that starts from a board diagram starts there (hands with kanji counts) and plays on', () => {
    const record = recordFromKif(BOD);
    expect(shogi.toSfen(record.start)).toBe('4kg3/9/4G4/9/9/9/9/9/4K4 b G2Pp 1');
    // ５二金打 drops the gold on 5b, in front of gote's king, protected by the gold on 5c.
    expect(record.moves.map((m) => m.usi)).toEqual(['G*5b']);
  });

  it('a record from another start is written with its board diagram and reads back the same', () => {
    const record = recordFromKif(BOD);
    const text = recordToKif(record);
    expect(text.startsWith('後手の持駒：歩　\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n')).toBe(true);
    expect(text).toContain('先手の持駒：金　歩二　\n');
    const again = recordFromKif(text);
    expect(shogi.toSfen(again.start)).toBe(shogi.toSfen(record.start));
    expect(again.moves).toEqual(record.moves);
  });
});

describe('bad KIF', () => {
  const bad: [string, string][] = [
    ['a pawn that does not move (７七歩 from 77)', '   1 ７七歩(77)'],
    ['a piece name that is not the piece on the origin (金 on 77)', '   1 ７六金(77)'],
    ['a move number out of order', '   2 ７六歩(77)'],
    ['同 on the first move', '   1 同　歩(77)'],
    ['a drop of a piece not in hand', '   1 ５五角打'],
    ['a promoted piece dropped', '   1 ５五馬打'],
    ['a handicap the reader does not know', '手合割：九枚落ち\n   1 ３四歩(33)'],
    ['a board diagram of one rank', '後手の持駒：なし\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n先手の持駒：なし\n   1 ７六歩(77)'],
    ['a board diagram square that is no piece', `後手の持駒：なし\n${'| ・ ・ ・ ・ ・ ・ ・ ・ ・|一\n'.repeat(8)}| ・ ・ ・ ・ ・ ・ ・ ・x玉|九\n先手の持駒：なし`],
    ['a piece in hand with a bad count', '後手の持駒：歩零\n   1 ７六歩(77)'],
    ['a line that is no KIF at all', '７六歩'],
    ['a move after 投了', '   1 投了\n   2 ７六歩(77)'],
    ['junk after the move', '   1 ７六歩(77) hello'],
  ];
  for (const [what, text] of bad) {
    it(`KIF with ${what} is INVALID_KIF`, () => {
      expect(codeOf(() => recordFromKif(text))).toBe('INVALID_KIF');
    });
  }

  it('the error names the line', () => {
    const r = attempt(() => recordFromKif('手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(34)\n'));
    expect(r.ok ? null : r.error.detail).toMatchObject({ line: 3 });
  });

  it('KIF text that is no string is INVALID_ARGUMENT, over 1,000,000 characters INPUT_TOO_LARGE', () => {
    expect(codeOf(() => recordFromKif(42 as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => recordFromKif('*'.repeat(1_000_001)))).toBe('INPUT_TOO_LARGE');
  });

  it('many comment lines and one long line are read in one pass', () => {
    expect(recordFromKif('*c\n'.repeat(20_000)).comments.length).toBe(20_000);
    expect(codeOf(() => recordFromKif(`   1 ７六歩(77)${' '.repeat(200_000)}x`))).toBe('INVALID_KIF');
  });

  it('recordToKif refuses anything but a GameRecord of shogi', () => {
    expect(codeOf(() => recordToKif({} as never))).toBe('INVALID_ARGUMENT');
  });
});
