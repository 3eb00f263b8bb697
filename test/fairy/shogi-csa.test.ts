/**
 * CSA shogi records (the Computer Shogi Association's format, CSA standard V2.2) read into a
 * GameRecord and written back. The game is the KIF test's own short game (shogi-kif.test.ts),
 * written by hand in CSA from the format's rules: the nine ranks P1…P9 (file 9 first), moves as
 * origin, destination and the piece after the move (UM: a bishop promoting), 00 for a drop.
 */
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/core/errors.js';
import { recordFromCsa, recordFromKif, recordToCsa, recordToKif, shogi } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';

const GAME = `'CSA encoding=UTF-8
' ---- a CSA file, written by hand ----
V2.2
N+Hodges
N-Kimura
$EVENT:練習対局
$START_TIME:2026/11/26 03:00:00
$SOMETHING_ELSE:skipped
P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
P2 * -HI *  *  *  *  * -KA * 
P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
P4 *  *  *  *  *  *  *  *  * 
P5 *  *  *  *  *  *  *  *  *
P6
P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
P8 * +KA *  *  *  *  * +HI * 
P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
+
+7776FU
T1
-3334FU,T2
+8822UM
'*角交換
-3122GI
+0045KA
-0033KA
+4534KA
-3377UM
+8977KE
-2233GI
+3423KA
%TORYO
`;

const USI = ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', 'B*3c', '4e3d', '3c7g+', '8i7g', '2b3c', '3d2c'];


describe('CSA records', () => {
  it("a CSA game reads: names, headers, the nine ranks, moves (UM promotes, 00 drops), comments ('* and ') on the ply they follow, %TORYO as 投了; V3.0's encoding line is no comment", () => {
    const record = recordFromCsa(GAME);
    expect(record.moves.map((m) => m.usi)).toEqual(USI);
    expect(record.tags).toEqual({ Sente: 'Hodges', Gote: 'Kimura', Event: '練習対局', StartTime: '2026/11/26 03:00:00', Termination: '投了' });
    expect(record.comments).toEqual([{ ply: 0, text: ' ---- a CSA file, written by hand ----' }, { ply: 3, text: '角交換' }]);
    // The final position the KIF test worked out by hand for the same game.
    expect(shogi.toSfen(record.position)).toBe('lnsgkg1nl/1r7/ppppppsBp/9/9/2P6/PPNPPPPPP/7R1/L1SGKGSNL w B2P 12');
  });

  it('PI is the even start, PI82HI22KA takes gote\'s rook and bishop off (the two-piece handicap), and - gives gote the move', () => {
    expect(shogi.toSfen(recordFromCsa('PI\n+\n').start)).toBe('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1');
    const handicap = recordFromCsa('PI82HI22KA\n-\n-3334FU\n');
    expect(shogi.toSfen(handicap.start).split(' ').slice(0, 3).join(' ')).toBe('lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -');
    expect(handicap.moves.map((m) => m.usi)).toEqual(['3c3d']);
  });

  it('P+ and P- put pieces on squares and in hand (00), and 00AL gives one side every piece left', () => {
    const record = recordFromCsa('P-51OU\nP+53KI\nP+59OU\nP+00KI\nP-00AL\n+\n+0052KI\n');
    // Gote holds the rest of the set: 2 rooks, 2 bishops, 4-2 golds, 4 silvers, 4 knights, 4 lances, 18 pawns.
    expect(shogi.toSfen(record.start)).toBe(shogi.toSfen(shogi.parseSfen('4k4/9/4G4/9/9/9/9/9/4K4 b G2r2b2g4s4n4l18p 1')));
    expect(record.moves.map((m) => m.usi)).toEqual(['G*5b']);
  });

  it('recordToCsa writes the record: names, headers, PI for the even start, moves, comments, the end', () => {
    expect(recordToCsa(recordFromCsa(GAME))).toBe(`V2.2
N+Hodges
N-Kimura
$EVENT:練習対局
$START_TIME:2026/11/26 03:00:00
PI
+
'* ---- a CSA file, written by hand ----
+7776FU
-3334FU
+8822UM
'*角交換
-3122GI
+0045KA
-0033KA
+4534KA
-3377UM
+8977KE
-2233GI
+3423KA
%TORYO
`);
  });

  it('another start is written as the nine ranks and the hands, and reads back the same', () => {
    const record = recordFromCsa('P-51OU\nP+53KI\nP+59OU\nP+00KI\nP-00FU00FU\n+\n');
    const text = recordToCsa(record);
    expect(text.split('\n').slice(3, 15)).toEqual([
      'P1 *  *  *  * -OU *  *  *  * ',
      'P2 *  *  *  *  *  *  *  *  * ',
      'P3 *  *  *  * +KI *  *  *  * ',
      'P4 *  *  *  *  *  *  *  *  * ',
      'P5 *  *  *  *  *  *  *  *  * ',
      'P6 *  *  *  *  *  *  *  *  * ',
      'P7 *  *  *  *  *  *  *  *  * ',
      'P8 *  *  *  *  *  *  *  *  * ',
      'P9 *  *  *  * +OU *  *  *  * ',
      'P+00KI',
      'P-00FU00FU',
      '+',
    ]);
    expect(shogi.toSfen(recordFromCsa(text).start)).toBe(shogi.toSfen(record.start));
  });

  it('KIF and CSA agree: a KIF record written as CSA reads back with the same moves, tags and end, and the other way round', () => {
    const kif = recordFromKif(`開始日時：2026/11/26 03:00:00
手合割：平手
先手：Hodges
後手：Kimura
   1 ７六歩(77)
   2 ３四歩(33)
   3 ２二角成(88)
   4 同　銀(31)
   5 投了
`);
    const csa = recordFromCsa(recordToCsa(kif));
    expect(csa.moves.map((m) => m.usi)).toEqual(['7g7f', '3c3d', '8h2b+', '3a2b']);
    expect(csa.tags).toEqual(kif.tags);
    const back = recordFromKif(recordToKif(recordFromCsa(GAME)));
    expect(back.moves.map((m) => m.usi)).toEqual(USI);
    expect(back.tags.Termination).toBe('投了');
  });

  it('malformed CSA is INVALID_CSA: an illegal move, a move of the wrong side, the wrong piece, bad position lines, a second game, an unknown statement', () => {
    const bad = [
      'PI\n+\n+7775FU\n', // a pawn moves one square
      'PI\n+\n-3334FU\n', // gote moves first
      'PI\n+\n+7776KI\n', // a pawn stands on 77
      'PI\n+\n+8822KA\n', // the bishop takes on 22 without promoting? legal, but see below
      'PI99HI\n+\n', // no rook on 99
      'P1-KY-KE-XX\n+\n',
      'P+55FU55FU\n+\n', // 55 twice
      'P+00OU\n+\n', // a king in hand
      'PI\n+\n+\n',
      'PI\n+\n+7776FU\n/\nPI\n+\n',
      'PI\n+\n%WHATEVER\n',
      'PI\n+\n%TORYO\n+7776FU\n',
      'PI\n+\n+7776FU\nPI\n',
      'PI\n+\nhello\n',
      '$event:x\n',
    ];
    for (const text of bad.filter((t) => !t.includes('+8822KA'))) expect(codeOf(() => recordFromCsa(text)), text).toBe('INVALID_CSA');
    // Taking on 22 without promoting is legal (promotion is optional there): +8822KA reads.
    expect(recordFromCsa('PI\n+\n+7776FU\n-3334FU\n+8822KA\n').moves.map((m) => m.usi)).toEqual(['7g7f', '3c3d', '8h2b']);
    const r = attempt(() => recordFromCsa('PI\n+\n+7776FU\n-3334FU\n+2726FU\n-4132KI\n+7775FU\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('line 7');
  });

  it('reading is linear in the text\'s length: long runs of blanks and commas are read or refused at once', () => {
    expect(codeOf(() => recordFromCsa(`P1${' '.repeat(300_000)}-FU\n`))).toBe('INVALID_CSA');
    expect(recordFromCsa(`PI,${','.repeat(300_000)}+,+7776FU\n`).moves.map((m) => m.usi)).toEqual(['7g7f']);
    expect(codeOf(() => recordFromCsa(`'${"'".repeat(300_000)}\nPI\n+\n+7775FU`))).toBe('INVALID_CSA');
  });
});
