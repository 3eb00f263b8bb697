/**
 * The text shogi players use, on the shogi family of boardwright/fairy: SFEN read and written, USI
 * and Western move text, published perft from SFEN. Expected texts and counts are worked out by hand
 * from the rules (each test says how) or published (shogi perft: 30, 900, 25470 from the start).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minishogi, shogi } from '../../src/variants/fairy/index.js';
import type { FairyPosition, ShogiMove } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { codeOf } from '../support/code-of.js';

const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const play = (moves: readonly string[], from: FairyPosition = shogi.setup()): FairyPosition => moves.reduce((p, m) => shogi.play(p, m), from);
const notations = (p: FairyPosition, filter: (m: ShogiMove) => boolean = () => true): string[] => shogi.legalMoves(p).filter(filter).map((m) => m.notation).sort();

describe('SFEN', () => {
  it('the start position is the published SFEN of shogi, both ways', () => {
    expect(shogi.toSfen(shogi.setup())).toBe(START);
    expect(shogi.parse(START).fen).toBe(shogi.setup().fen);
    expect(shogi.parseSfen(`sfen ${START}`).fen).toBe(shogi.setup().fen);
  });

  it('the move number counts plies: after 7g7f the second player is to move at move 2', () => {
    expect(shogi.toSfen(play(['7g7f']))).toBe('lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2');
  });

  it('a bishop taken on 2b goes to the first player\'s hand; a promoted bishop is +B', () => {
    // 7g7f 3c3d 8h2b+ (bishop takes bishop, promoting): B in sente's hand, a horse on 2b, gote to move at ply 4.
    expect(shogi.toSfen(play(['7g7f', '3c3d', '8h2b+']))).toBe('lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4');
  });

  it('the USI protocol\'s example position reads and writes back the same', () => {
    const text = '8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124';
    const p = shogi.parse(text);
    expect(shogi.toSfen(p)).toBe(text);
    expect(p.turn).toBe(shogi.players[1]);
  });

  it('hands are written in SFEN order (rook, bishop, gold, silver, knight, lance, pawn; the first player first) with counts', () => {
    const p = shogi.parse('4k4/9/9/9/9/9/9/9/4K4 b p2PlSbR2P 1');
    expect(shogi.toSfen(p)).toBe('4k4/9/9/9/9/9/9/9/4K4 b RS4Pblp 1');
  });

  it('SFEN and the engine\'s Fairy-Stockfish FEN give the same position', () => {
    const fsf = shogi.parse('lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 2');
    expect(shogi.toSfen(fsf)).toBe('lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4');
    expect(shogi.parse(shogi.toSfen(fsf)).fen).toBe(fsf.fen);
  });

  it('minishogi reads and writes its SFEN', () => {
    expect(minishogi.toSfen(minishogi.setup())).toBe('rbsgk/4p/5/P4/KGSBR b - 1');
    expect(minishogi.parse('rbsgk/4p/5/P4/KGSBR b - 1').fen).toBe(minishogi.setup().fen);
  });

  it('SFEN -> position -> SFEN gives the text back, for any hands and move number (property)', () => {
    const counts = fc.tuple(...'RBGSNLPrbgsnlp'.split('').map(() => fc.integer({ min: 0, max: 3 })));
    fc.assert(fc.property(counts, fc.integer({ min: 1, max: 500 }), (n, ply) => {
      let hands = '';
      'RBGSNLPrbgsnlp'.split('').forEach((letter, i) => { const k = n[i] as number; if (k > 0) hands += (k > 1 ? String(k) : '') + letter; });
      // The side to move follows the ply: odd plies are the first player's.
      const text = `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL ${ply % 2 ? 'b' : 'w'} ${hands || '-'} ${ply}`;
      expect(shogi.toSfen(shogi.parse(text))).toBe(text);
    }), { numRuns: 25, seed: 19 });
  });

  it('positions reached by play come back from their SFEN with the same board, hands and side (property)', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), (picks) => {
      let p = shogi.setup();
      for (const pick of picks) {
        const moves = shogi.legalMoves(p);
        if (moves.length === 0) break;
        p = shogi.play(p, moves[pick % moves.length] as ShogiMove);
      }
      const sfen = shogi.toSfen(p);
      const back = shogi.parse(sfen);
      expect(shogi.toSfen(back)).toBe(sfen);
      // The engine's FEN differs at most in the halfmove clock, which SFEN does not have.
      expect(back.fen.replace(/ [0-9]+ ([0-9]+)$/, ' $1')).toBe(p.fen.replace(/ [0-9]+ ([0-9]+)$/, ' $1'));
    }), { numRuns: 8, seed: 19 });
  });
});

describe('bad SFEN', () => {
  const bad: [string, string][] = [
    ['a letter that is no shogi piece', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1'],
    ['a king written promoted', 'lnsg+kgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['a gold written promoted', 'lnsgk+gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['a "+" before a digit', 'lnsgkgsnl/1r5b1/ppppppppp/+9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['a king in hand', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1'],
    ['a count of 0 in hand', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 0P 1'],
    ['a count of 100 in hand', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 100P 1'],
    ['ten ranks', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['a rank of ten files', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/91/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
    ['a move number that is no number', 'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x'],
    ['a side that is neither b nor w', 'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1'],
    ['hands that are not counts and letters', 'sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1'],
  ];
  for (const [what, text] of bad) {
    it(`SFEN with ${what} is INVALID_FEN`, () => {
      expect(codeOf(() => shogi.parse(text))).toBe('INVALID_FEN');
      expect(codeOf(() => shogi.parseSfen(text))).toBe('INVALID_FEN');
    });
  }

  it('parseSfen refuses Fairy-Stockfish\'s FEN (INVALID_FEN), parse reads it', () => {
    const fen = shogi.setup().fen;
    expect(codeOf(() => shogi.parseSfen(fen))).toBe('INVALID_FEN');
    expect(shogi.parse(fen).fen).toBe(fen);
  });

  it('SFEN text over 4000 characters is INVALID_FEN, over 1,000,000 INPUT_TOO_LARGE, a number INVALID_ARGUMENT', () => {
    expect(codeOf(() => shogi.parseSfen(`${START} `.repeat(200)))).toBe('INVALID_FEN');
    expect(codeOf(() => shogi.parseSfen('9/'.repeat(600_000)))).toBe('INPUT_TOO_LARGE');
    expect(codeOf(() => shogi.parseSfen(42 as never))).toBe('INVALID_ARGUMENT');
  });

  it('a long hand of repeated digits is read in one pass and refused', () => {
    // 3,000 digits before a letter: a count over 99 (INVALID_FEN), not a huge hand.
    expect(codeOf(() => shogi.parseSfen(`4k4/9/9/9/9/9/9/9/4K4 b ${'9'.repeat(3000)}P 1`))).toBe('INVALID_FEN');
  });
});

describe('USI move text', () => {
  it('7g7f is the pawn in front of the bishop; the listed move carries its USI text', () => {
    const p = shogi.setup();
    const m = shogi.legalMoves(p).find((x) => x.usi === '7g7f') as ShogiMove;
    expect(m).toMatchObject({ from: '7g', to: '7f', notation: 'P-7f', uci: 'c3c4' });
    expect(shogi.play(p, '7g7f')).toEqual(shogi.play(p, m));
  });

  it('every start move has distinct USI text; the 30 are the published count', () => {
    const usi = shogi.legalMoves(shogi.setup()).map((m) => m.usi);
    expect(new Set(usi).size).toBe(30);
    expect(usi).toContain('5i4h');
    expect(usi).toContain('2h7h');
  });

  it('8h2b+ takes the bishop and promotes; 8h2b takes it unpromoted; P*5e-style drops read and write', () => {
    const p = play(['7g7f', '3c3d']);
    expect(shogi.legalMoves(p).filter((m) => m.usi.startsWith('8h2b')).map((m) => `${m.usi} ${m.notation}`).sort()).toEqual(['8h2b Bx2b=', '8h2b+ Bx2b+']);
    const q = play(['8h2b+', '3a2b'], p);
    expect(shogi.usi(q, 'B*4e')).toBe('B*4e');
    expect(shogi.play(q, 'B*4e').fen).toBe(shogi.play(q, 'B@f5').fen);
  });

  it('usi() names a move given in Western text or as an object', () => {
    const p = shogi.setup();
    expect(shogi.usi(p, 'P-7f')).toBe('7g7f');
    expect(shogi.usi(p, 'G4i-5h')).toBe('4i5h');
    expect(shogi.usi(p, shogi.legalMoves(p)[0] as ShogiMove)).toBe(shogi.legalMoves(p)[0]?.usi);
  });

  it('USI text that is not legal is ILLEGAL_MOVE, text that is no move text INVALID_MOVE_TEXT, and the position is unchanged', () => {
    const p = shogi.setup();
    const copy = structuredClone(p);
    expect(codeOf(() => shogi.play(p, '5e5d'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => shogi.play(p, 'P*5e'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => shogi.play(p, '7g7f+'))).toBe('ILLEGAL_MOVE');
    expect(codeOf(() => shogi.play(p, 'zzz'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => shogi.play(p, ''))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => shogi.play(p, '7g7f\u0000'))).toBe('INVALID_MOVE_TEXT');
    expect(codeOf(() => shogi.play(p, 'x'.repeat(20_000)))).toBe('INPUT_TOO_LARGE');
    expect(p).toEqual(copy);
  });
  it('a position object changed in place lists the moves of what it now holds, not of what it held', () => {
    const p = structuredClone(shogi.setup()) as { -readonly [K in keyof FairyPosition]: FairyPosition[K] };
    expect(shogi.legalMoves(p).length).toBe(30);
    const after = shogi.play(shogi.setup(), '7g7f');
    p.fen = after.fen;
    p.turn = after.turn;
    expect(shogi.legalMoves(p).map((m) => m.usi)).toEqual(shogi.legalMoves(after).map((m) => m.usi));
    expect(shogi.legalMoves(p).some((m) => m.usi === '3c3d')).toBe(true);
  });
});

describe('Western notation', () => {
  it('two golds that reach 5h are told apart by their squares; other moves need none', () => {
    // From the start both golds (6i, 4i) reach 5h; 6h is reached by one gold and one silver (different pieces).
    expect(notations(shogi.setup(), (m) => m.piece === 'G')).toEqual(['G-3h', 'G-4h', 'G-6h', 'G-7h', 'G4i-5h', 'G6i-5h']);
  });

  it('a silver entering the zone may promote (+) or not (=); moving back outside it, nothing is said', () => {
    // Sente silver on 3d, kings on 5a and 5i: it reaches 4c, 3c, 2c (zone: promote or not) and 4e, 2e.
    const p = shogi.parse('4k4/9/9/6S2/9/9/9/9/4K4 b P 1');
    expect(notations(p, (m) => m.piece === 'S')).toEqual(['S-2c+', 'S-2c=', 'S-2e', 'S-3c+', 'S-3c=', 'S-4c+', 'S-4c=', 'S-4e']);
    // 8 silver moves, 5 king moves, 70 pawn drops (78 empty squares less the 8 empty ones on the last rank).
    expect(shogi.legalMoves(p).length).toBe(83);
    expect(codeOf(() => shogi.play(p, 'S-3c'))).toBe('AMBIGUOUS_MOVE');
    expect(shogi.play(p, 'S-3c=').fen).not.toBe(shogi.play(p, 'S-3c+').fen);
  });

  it('a pawn reaching the last rank and a knight the last two must promote: only + is listed', () => {
    const p = shogi.parse('4k4/8P/9/7N1/9/9/9/9/4K4 b - 1');
    expect(notations(p, (m) => m.piece !== 'K')).toEqual(['N-3b+', 'P-1a+']);
    // Said without the +, the one move there is still found.
    expect(shogi.play(p, 'P-1a').fen).toBe(shogi.play(p, 'P-1a+').fen);
  });

  it('captures are x, drops *, promoted pieces +P/+B; every listed notation plays its own move', () => {
    const p = play(['7g7f', '3c3d', 'Bx2b+', 'Sx2b', 'B*4e']);
    expect(shogi.legalMoves(play(['7g7f', '3c3d', 'Bx2b+'])).some((m) => m.notation === 'Sx2b')).toBe(true);
    for (const m of shogi.legalMoves(p)) expect(shogi.play(p, m.notation).fen).toBe(shogi.play(p, m).fen);
  });

  it('a promoted pawn is written +P, not as the gold it moves like', () => {
    // Sente tokin on 5c next to a gote king on 5a... a tokin on 3c with kings apart.
    const p = shogi.parse('4k4/9/6+P2/9/9/9/9/9/4K4 b - 1');
    expect(notations(p, (m) => m.from === '3c')).toEqual(['+P-2b', '+P-2c', '+P-3b', '+P-3d', '+P-4b', '+P-4c']);
  });
});

describe('perft from SFEN', () => {
  it('shogi from the start: 30, 900, 25470 (published)', () => {
    const p = shogi.parse(START);
    expect([1, 2, 3].map((d) => shogi.perft(p, d))).toEqual([30, 900, 25470]);
  });
});

describe('shogi pictures', () => {
  const count = (svg: string, needle: string): number => svg.split(needle).length - 1;

  it('the start position has 40 five-sided pieces; the 20 of the far player are turned round', () => {
    const svg = renderSvg(shogi, shogi.setup());
    expect(count(svg, 'class="bw-shogi-piece"')).toBe(40);
    expect(count(svg, 'rotate(180)')).toBe(20);
    expect(count(svg, `class="bw-piece bw-player-${shogi.players[1]}`)).toBe(20);
    // Each board piece names its kind as pieceAt gives it (the playground finds pieces by it).
    expect(count(svg, 'data-kind="P"')).toBe(18);
    expect(svg).toContain(`data-node="5i" data-player="${shogi.players[0]}" data-kind="K" data-shogi="K"`);
    // Seen from the second player, the first player's 20 pieces are the turned ones.
    const turned = renderSvg(shogi, shogi.setup(), { orientation: shogi.players[1] as string });
    expect(count(turned, 'rotate(180)')).toBe(20);
    expect(turned).toContain(`data-orientation="${shogi.players[1]}"`);
  });

  it('pieces in hand are drawn beside the board with their counts', () => {
    // Sente holds a bishop and two pawns, gote a gold: three hand pieces; turned round: gote's king and gote's gold.
    const svg = renderSvg(shogi, shogi.parse('4k4/9/9/9/9/9/9/9/4K4 b B2Pg 1'));
    expect(count(svg, 'class="bw-hand-piece')).toBe(3);
    expect(svg).toContain('data-kind="P" data-count="2"');
    expect(svg).toContain('data-kind="G" data-count="1"');
    expect(count(svg, 'rotate(180)')).toBe(2);
  });

  it('kanji by default, drawn as outlines (と for a tokin, 歩兵 in hand, 玉將 and the second player\'s 王將); letters with pieces: \'international\' (+P in red)', () => {
    const p = shogi.parse('4k4/9/9/9/4+P4/9/9/9/4K4 b P 1');
    const kanji = renderSvg(shogi, p);
    for (const k of ['data-char="と"', 'data-char="歩"', 'data-char="玉"', 'data-char="王"']) expect(kanji).toContain(k);
    expect(kanji).not.toContain('<text class="bw-glyph"');
    const letters = renderSvg(shogi, p, { pieces: 'international' });
    expect(letters).toContain('>+P</text>');
    expect(letters).toContain('#c0161b');
  });

  it('a kanji option that is not true or false, or an unknown option, is INVALID_OPTION', () => {
    expect(codeOf(() => renderSvg(shogi, shogi.setup(), { kanji: 'yes' as never }))).toBe('INVALID_OPTION');
    expect(codeOf(() => renderSvg(shogi, shogi.setup(), { kanjiStyle: 1 } as never))).toBe('INVALID_OPTION');
    expect(codeOf(() => renderSvg(shogi, shogi.setup(), { highlights: { selected: 'z9' } }))).toBe('UNKNOWN_NODE');
  });

  it('minishogi is drawn the same way (its 12 pieces)', () => {
    expect(count(renderSvg(minishogi, minishogi.setup()), 'class="bw-shogi-piece"')).toBe(12);
  });
});
