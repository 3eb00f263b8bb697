/**
 * parseVariantsIni reads Fairy-Stockfish's variants.ini format (the format's facts from the header
 * of Fairy-Stockfish's src/variants.ini: sections, `[name:template]` inheritance, piece keys,
 * `customPieceN = x:betza`, option types), and refuses what it cannot read by key and line.
 */
import { describe, expect, it } from 'vitest';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { capablanca, chess, xiangqi } from '../../src/variants/fairy/definitions.js';
import { isBoardwrightError } from '../../src/core/errors.js';

function errorOf(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (isBoardwrightError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected an error');
}

describe('parseVariantsIni: sections and keys', () => {
  it('a section inherits its template and changes only the keys it lists ([gothic:capablanca])', () => {
    const defs = parseVariantsIni([
      '# Gothic chess: Capablanca with another setup',
      '[gothic:capablanca]',
      'startFen = rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1',
    ].join('\n'));
    const gothic = defs.get('gothic');
    expect(gothic?.id).toBe('gothic');
    expect(gothic?.startFen).toBe('rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1');
    expect(gothic?.pieces).toEqual(capablanca.pieces);
    expect(gothic?.castlingKingsideFile).toBe('i');
    expect(gothic?.maxFile).toBe(10);
    expect(gothic?.name).toBeUndefined();
  });

  it('a section without a template starts from chess rules with no pieces and no promotion choices (Fairy-Stockfish reset_pieces)', () => {
    const defs = parseVariantsIni([
      '[mini]',
      'maxRank = 6', 'maxFile = f',
      'pawn = p', 'king = k', 'rook = r',
      'startFen = r1k2r/pppppp/6/6/PPPPPP/R1K2R w - - 0 1',
      'castling = false',
    ].join('\n'));
    expect(defs.get('mini')).toEqual({
      id: 'mini', maxRank: 6, maxFile: 'f', startFen: 'r1k2r/pppppp/6/6/PPPPPP/R1K2R w - - 0 1', castling: false,
      pieces: { P: 'pawn', K: 'king', R: 'rook' }, promotionPieceTypes: '-',
    });
  });

  it('customPieceN = x:betza adds a piece, king = k:betza makes the king move so, piece = - removes a piece', () => {
    const defs = parseVariantsIni([
      '[x:chess]',
      'customPiece1 = a:mRcpR',
      'king = k:KN',
      'queen = -',
      'promotionPieceTypes = arbn',
      'startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1',
    ].join('\r\n'));
    const x = defs.get('x');
    expect(x?.pieces).toEqual({ P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', K: 'king', A: 'mRcpR' });
    expect(x?.kingType).toBe('KN');
    expect(x?.promotionPieceTypes).toBe('arbn');
  });

  it('a piece key gives the type a new letter, dropping its old one', () => {
    const x = parseVariantsIni('[x:chess]\nknight = h\nstartFen = rhbqkbhr/pppppppp/8/8/8/8/PPPPPPPP/RHBQKBHR w KQkq - 0 1\n').get('x');
    expect(x?.pieces['H']).toBe('knight');
    expect(x?.pieces['N']).toBeUndefined();
  });

  it('removing a piece, or giving its letter to another piece, drops it from the promotion choices (as Fairy-Stockfish does)', () => {
    const defs = parseVariantsIni([
      '[a:chess]', 'bishop = -', 'startFen = rn1qk1nr/pppppppp/8/8/8/8/PPPPPPPP/RN1QK1NR w KQkq - 0 1',
      '[b:capablanca]', 'archbishop = -', 'startFen = rn1bqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RN1BQKBCNR w KQkq - 0 1',
      '[c:chess]', 'customPiece1 = n:NN', 'promotionPieceTypes = qn',
    ].join('\n'));
    expect(defs.get('a')?.promotionPieceTypes).toBe('qrn');
    expect(defs.get('b')?.promotionPieceTypes).toBe('cqrbn');
    expect(defs.get('c')?.promotionPieceTypes).toBe('qn');
  });

  it('mobility regions are named by piece type (mobilityRegionWhiteKing)', () => {
    const x = parseVariantsIni('[x:chess]\nmobilityRegionWhiteKing = d1 e1 f1\nmobilityRegionBlackKing = *8\n').get('x');
    expect(x?.mobilityRegionWhite).toEqual({ K: 'd1 e1 f1' });
    expect(x?.mobilityRegionBlack).toEqual({ K: '*8' });
  });

  it('a template may come later in the file, and a chain of templates applies oldest first', () => {
    const defs = parseVariantsIni('[c:b]\nnMoveRule = 30\n[b:a]\ncastling = false\n[a:chess]\nnMoveRule = 70\ncastling = true\n');
    expect(defs.get('c')?.nMoveRule).toBe(30);
    expect(defs.get('c')?.castling).toBe(false);
    expect(defs.get('a')?.nMoveRule).toBe(70);
    expect([...defs.keys()]).toEqual(['c', 'b', 'a']);
  });

  it('values keep their ini types: bool, int, file, region, piece set, game value', () => {
    const x = parseVariantsIni([
      '[x:xiangqi]',
      '; a comment',
      'flyingGeneral = false',
      'nMoveRule = 60',
      'castlingKingsideFile = 7',
      'flagRegionWhite = *9 *10',
      'extinctionPieceTypes = k r',
      'stalemateValue = draw',
      'promotionLimit = r:1 n:2',
    ].join('\n')).get('x');
    expect(x).toMatchObject({
      flyingGeneral: false, nMoveRule: 60, castlingKingsideFile: 7, flagRegionWhite: '*9 *10',
      extinctionPieceTypes: 'kr', stalemateValue: 'draw', promotionLimit: { R: 1, N: 2 },
    });
    expect(x?.mobilityRegionWhite).toEqual(xiangqi.mobilityRegionWhite);
    expect(x?.kingType).toBe('wazir');
  });

  it('pawnTypes sets the promoting, en passant and n-move-rule types, and a key of its own wins', () => {
    const x = parseVariantsIni('[x:chess]\nenPassantTypes = -\npawnTypes = p\n').get('x');
    expect(x).toMatchObject({ promotionPawnTypes: 'p', nMoveRuleTypes: 'p', enPassantTypes: '-' });
  });

  it('gating = true is read with cambodianMoves (Cambodian first moves, as Fairy-Stockfish encodes them)', () => {
    const x = parseVariantsIni('[x:makruk]\ngating = true\ncambodianMoves = true\nstartFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1\n').get('x');
    expect(x?.cambodianMoves).toBe(true);
  });

  it('engine-only keys (piece values, the piece-to-char table) are read and not used', () => {
    const x = parseVariantsIni('[x:chess]\npieceValueMg = p:150 n:800\npieceToCharTable = PNBRQ.K\n').get('x');
    expect(x).toEqual({ ...chess, id: 'x', name: undefined, pieces: chess.pieces } as unknown);
  });
});

describe('parseVariantsIni: what it refuses, by key and line', () => {
  const cases: readonly [string, string, RegExp][] = [
    ['an unknown key', '[x:chess]\n\nfoo = 1', /line 3: unknown key foo/],
    ['a key this library does not implement', '[x:chess]\npetrifyBlastPieces = true', /line 2: petrifyBlastPieces is a Fairy-Stockfish rule/],
    ['a bool that is not true/false', '[x:chess]\ncastling = yes', /line 2: castling must be true or false/],
    ['a malformed region', '[x:chess]\nflagRegion = d4 z9', /line 2: flagRegion must be squares/],
    ['a rank off the scale', '[x:chess]\nmaxRank = 11', /line 2: maxRank must be a rank number 1-10/],
    ['a custom piece without Betza', '[x:chess]\ncustomPiece1 = a', /line 2: customPiece1 needs its Betza moves/],
    ['Betza on a built-in piece', '[x:chess]\nknight = n:NN', /line 2: knight is a built-in piece/],
    ['a mobility region of a missing piece', '[x:chess]\nmobilityRegionWhiteCannon = *1', /line 2: mobilityRegionWhiteCannon: the variant has no cannon/],
    ['a missing template', '[x:nosuchgame]', /line 1: template "nosuchgame" is neither/],
    ['a two-section template cycle', '[a:b]\n[b:a]', /line 1: \[a\]: its templates form a cycle/],
    ['a section that is its own template', '# c\n[a:a]', /line 2: \[a\]: its templates form a cycle/],
    ['a key before any section', 'castling = false', /line 1: key castling comes before any \[section\]/],
    ['a line without "="', '[x:chess]\ncastling', /line 2: expected "key = value"/],
    ['a malformed header', '[x:chess', /line 1: malformed section header/],
    ['a section defined twice', '[x:chess]\n[x:chess]', /line 2: variant "x" is defined twice/],
    ['gating without cambodianMoves (Seirawan gating: the next issue)', '[x:chess]\ngating = true', /line 2: gating is a Fairy-Stockfish rule this library reads only with cambodianMoves/],
    ['binary bytes', '[x:chess]\ncast\u0000ling = true', /line 2: holds a control character/],
    ['a piece letter the start position uses but no piece defines', '[x:chess]\nstartFen = rnbqkbnr/ppppzppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', /line 2: \[x\]: startFen: .*"z" is not a piece/],
    ['malformed Betza', '[x:chess]\ncustomPiece1 = z:xyz', /line 2: \[x\]: pieces\.Z: .*not Betza/],
    ['a promotion to a missing piece, set in the template', '[a:chess]\npromotionPieceTypes = qz\n[b:a]\nnMoveRule = 9', /line 2: \[a\]: promotionPieceTypes/],
  ];
  for (const [what, text, message] of cases) {
    it(`${what} is INVALID_DEFINITION naming the line`, () => {
      const error = errorOf(() => parseVariantsIni(text));
      expect(error.code).toBe('INVALID_DEFINITION');
      expect(error.message).toMatch(message);
    });
  }

  it("squares of Fairy-Stockfish's 12x10 grid off the section's board are left out, as its parser.cpp sets them in a bitboard no piece reaches", () => {
    const x = parseVariantsIni('[x:chess]\nflagRegion = k9 d5 *10\nmobilityRegionWhiteKing = i1\npromotionRegionWhite = *8 *9').get('x');
    expect(x?.flagRegion).toBe('d5');
    expect(x?.mobilityRegionWhite).toEqual({ K: '-' });
    expect(x?.promotionRegionWhite).toBe('*8');
    // Beyond the grid (file m, rank 11) stays refused, as there.
    expect(errorOf(() => parseVariantsIni('[x:chess]\nflagRegion = a11')).code).toBe('INVALID_DEFINITION');
  });

  it('text over a megabyte is INPUT_TOO_LARGE before any parsing', () => {
    expect(errorOf(() => parseVariantsIni(`[x:chess]\n${'#'.repeat(1_000_001)}`)).code).toBe('INPUT_TOO_LARGE');
  });

  it('a non-string is INVALID_ARGUMENT, not a TypeError', () => {
    expect(errorOf(() => parseVariantsIni(undefined as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => parseVariantsIni({ length: 3 } as unknown as string)).code).toBe('INVALID_ARGUMENT');
  });

  it('a template chain 500 sections deep resolves without recursion', () => {
    const chain = (n: number): string => {
      const lines = ['[v0:chess]', 'nMoveRule = 1'];
      for (let i = 1; i < n; i++) lines.push(`[v${i}:v${i - 1}]`);
      return lines.join('\n');
    };
    expect(parseVariantsIni(chain(500)).get('v499')?.nMoveRule).toBe(1);
  });

  it('more than 500 sections is INVALID_DEFINITION at the 501st header, before any is resolved', () => {
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) lines.push(`[v${i}:v${(i + 1) % 20_000}]`);
    expect(errorOf(() => parseVariantsIni(lines.join('\n'))).message).toMatch(/line 501: more than 500 sections/);
  });

  it('a 500-section cycle is found without recursion', () => {
    const lines: string[] = [];
    for (let i = 0; i < 500; i++) lines.push(`[v${i}:v${(i + 1) % 500}]`);
    expect(errorOf(() => parseVariantsIni(lines.join('\n'))).message).toMatch(/cycle/);
  });

  it('random bytes never throw anything but a BoardwrightError', () => {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 300; n++) {
      let s = '';
      const alphabet = '[]:=#;\n abcKNQ01*-\u0000\u00ff';
      for (let i = 0; i < 80; i++) s += alphabet[next() % alphabet.length];
      try {
        parseVariantsIni(s);
      } catch (error) {
        expect(isBoardwrightError(error)).toBe(true);
      }
    }
  });
});
