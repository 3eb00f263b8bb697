/**
 * Crazyhouse, one test per rule as lichess plays it (https://lichess.org/variant/crazyhouse and
 * scalachess's Crazyhouse.scala), FEN in both pocket forms, and hostile FEN and position objects.
 * Expected counts are worked out by hand from the rule (squares counted on the diagram), never
 * read from the engine.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, type ChessVariantMove, type ChessVariantPosition } from '../../src/variants/chess/index.js';
import { DROP_FROM } from '../../src/core/index.js';
import { renderSvg } from '../../src/svg/index.js';

type P = ChessVariantPosition<'crazyhouse'>;
const parse = (fen: string): P => crazyhouse.parse(fen);
const moves = (p: P): readonly ChessVariantMove[] => crazyhouse.legalMoves(p);
const drops = (p: P): string[] => moves(p).filter((m) => m.kind === 'drop').map((m) => m.uci).sort();
const play = (p: P, ...ms: string[]): P => ms.reduce((q, m) => crazyhouse.play(q, m), p);
const code = (f: () => unknown): string => {
  try { f(); } catch (e) { return (e as { code: string }).code; }
  return 'no error';
};

describe('lichess crazyhouse rules', () => {
  it('lichess crazyhouse: a captured piece changes colour and goes to the capturer\'s pocket', () => {
    const p = play(crazyhouse.setup(), 'e4', 'd5', 'exd5', 'Nf6', 'Bb5+', 'c6', 'dxc6', 'Nxc6');
    expect(p.pockets).toEqual({ white: { P: 2, N: 0, B: 0, R: 0, Q: 0 }, black: { P: 1, N: 0, B: 0, R: 0, Q: 0 } });
    const q = play(parse('4k3/8/8/8/8/8/3n4/4K3[] w - - 0 1'), 'Kxd2');
    expect(q.pockets!.white.N).toBe(1);
    expect(crazyhouse.format(q)).toBe('4k3/8/8/8/8/8/3K4/8[N] b - - 0 1');
  });

  it('lichess crazyhouse: an en passant capture puts a pawn in the pocket', () => {
    const p = play(parse('4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1'), 'exd6');
    expect(p.pockets!.white.P).toBe(1);
  });

  it('lichess crazyhouse: a promoted piece returns to the pocket as a pawn', () => {
    // The queen on b7 came from a pawn (~): captured, it is a pawn in Black's pocket.
    const p = play(parse('4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1'), 'Bxb7');
    expect(p.pockets!.black).toEqual({ P: 1, N: 0, B: 0, R: 0, Q: 0 });
    // An unmarked queen goes back as a queen.
    expect(play(parse('4k3/1Q6/8/8/4b3/8/Kpp5/8/ b - - 0 1'), 'Bxb7').pockets!.black.Q).toBe(1);
    // A pawn that promotes is marked; the mark travels with the piece and is lost with it.
    let q = play(parse('4k3/1P6/8/8/8/8/7r/K7[] w - - 0 1'), 'b8=R');
    expect(q.promoted).toEqual(['b8']);
    expect(crazyhouse.format(q)).toBe('1R~2k3/8/8/8/8/8/7r/K7[] b - - 0 1');
    q = play(q, 'Kd7', 'Rb2');
    expect(q.promoted).toEqual(['b2']);
    q = play(q, 'Rxb2');
    expect(q.promoted).toEqual([]);
    expect(q.pockets!.black.P).toBe(1);
  });

  it('lichess crazyhouse: a piece in the pocket may be dropped on any empty square instead of a move', () => {
    // Two kings on the board: 62 empty squares, one knight drop on each, plus White's five king moves.
    const p = parse('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    expect(drops(p)).toHaveLength(62);
    expect(moves(p)).toHaveLength(67);
    expect(moves(p).filter((m) => m.kind === 'drop').every((m) => m.piece === 'N' && m.from === DROP_FROM && m.captures.length === 0)).toBe(true);
    const after = crazyhouse.play(p, 'N@c6');
    expect(after.board[42]).toBe('N');
    expect(after.pockets!.white.N).toBe(0);
    // Black's pocket is Black's: White cannot drop it.
    expect(drops(parse('4k3/8/8/8/8/8/8/4K3[n] w - - 0 1'))).toEqual([]);
  });

  it('lichess crazyhouse: pawns may not be dropped on the first or last rank', () => {
    const p = parse('4k3/8/8/8/8/8/8/4K3[P] w - - 0 1');
    // 62 empty squares, less the 7 + 7 empty ones on ranks 1 and 8.
    expect(drops(p)).toHaveLength(48);
    expect(drops(p).some((u) => u.endsWith('1') || u.endsWith('8'))).toBe(false);
    expect(code(() => crazyhouse.play(p, 'P@a8'))).toBe('ILLEGAL_MOVE');
  });

  it('lichess crazyhouse: a drop may block a check', () => {
    // The rook on e8 checks along the e-file: a knight may be dropped on e2 … e7.
    const p = parse('k3r3/8/8/8/8/8/8/4K3[N] w - - 0 1');
    expect(drops(p)).toEqual(['N@e2', 'N@e3', 'N@e4', 'N@e5', 'N@e6', 'N@e7']);
    // A knight's check or a double check cannot be blocked: no drop.
    expect(drops(parse('k7/8/8/8/8/3n4/8/4K3[Q] w - - 0 1'))).toEqual([]);
    expect(drops(parse('k3r3/8/8/8/8/3n4/8/4K3[Q] w - - 0 1'))).toEqual([]);
  });

  it('lichess crazyhouse: a player in check who can block it with a drop is not checkmated', () => {
    // Back-rank check: without a piece in hand this is mate; with a knight, five blocking drops.
    const held = parse('R5k1/5ppp/8/8/8/8/8/4K3[n] b - - 0 1');
    expect(crazyhouse.status(held).over).toBe(false);
    expect(drops(held)).toEqual(['N@b8', 'N@c8', 'N@d8', 'N@e8', 'N@f8']);
    // A pawn in hand cannot go to the last rank: mate.
    expect(crazyhouse.status(parse('R5k1/5ppp/8/8/8/8/8/4K3[p] b - - 0 1'))).toMatchObject({ over: true, winner: 'white', reason: 'checkmate' });
  });

  it('lichess crazyhouse: a drop may give checkmate, a pawn drop too', () => {
    // @g7: the pawn checks h8, the knight on e6 guards g7, g8 and h7 are Black's own.
    const p = parse('6nk/7p/4N3/8/8/8/8/4K3[P] w - - 0 1');
    const mate = moves(p).find((m) => m.uci === 'P@g7')!;
    expect(mate.notation).toBe('@g7#');
    expect(mate.checkmate).toBe(true);
    expect(crazyhouse.status(crazyhouse.play(p, mate))).toMatchObject({ over: true, winner: 'white', reason: 'checkmate' });
  });

  it('lichess crazyhouse: a dropped pawn on its second rank may advance two squares; a dropped rook gains no castling right', () => {
    let p = play(parse('4k3/8/8/8/8/8/8/4K3[PR] w - - 0 1'), 'P@d2', 'Kf8');
    expect(moves(p).map((m) => m.notation)).toContain('d4');
    p = play(parse('4k3/8/8/8/8/8/8/4K3[R] w - - 0 1'), 'R@h1', 'Kd8');
    expect(p.castling).toBe('-');
    expect(moves(p).some((m) => m.kind === 'castle')).toBe(false);
  });

  it('lichess crazyhouse: there is always sufficient mating material (no insufficient-material draw)', () => {
    expect(crazyhouse.status(parse('4k3/8/8/8/8/8/8/4K3[] w - - 0 1')).over).toBe(false);
    expect(crazyhouse.status(parse('4k3/8/8/8/8/8/8/3BK3[] w - - 0 1')).over).toBe(false);
  });

  it('lichess crazyhouse: no fifty-move rule (scalachess: fiftyMoves is false)', () => {
    const status = crazyhouse.status(parse('4k3/8/8/8/8/8/8/4K3[] w - - 160 120'));
    expect(status.over).toBe(false);
    expect(status.over === false && status.claimableDraw).toBeFalsy();
  });

  it('lichess crazyhouse: a pawn drop resets the halfmove clock, other drops do not (as chessops counts)', () => {
    expect(play(parse('4k3/8/8/8/8/8/8/4K3[PN] w - - 7 9'), 'P@e4').halfmove).toBe(0);
    expect(play(parse('4k3/8/8/8/8/8/8/4K3[PN] w - - 7 9'), 'N@e4').halfmove).toBe(8);
  });
});

describe('crazyhouse notation and move objects', () => {
  const p = parse('4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1');

  it('SAN N@f3 and @e4 (pawn), UCI N@f3 and P@e4; play reads all of them, letters in either case', () => {
    const byUci = (u: string): ChessVariantMove => moves(p).find((m) => m.uci === u)!;
    expect(byUci('N@f3').notation).toBe('N@f3');
    expect(byUci('P@e4').notation).toBe('@e4');
    for (const text of ['P@e4', '@e4', 'p@e4', 'P@e4+']) expect(crazyhouse.play(p, text).board[28], text).toBe('P');
    for (const text of ['N@f3', 'n@f3']) expect(crazyhouse.play(p, text).board[21], text).toBe('N');
    expect(code(() => crazyhouse.play(p, 'Q@e4'))).toBe('ILLEGAL_MOVE');
    expect(code(() => crazyhouse.play(p, 'K@e4'))).toBe('INVALID_MOVE_TEXT');
    expect(code(() => crazyhouse.play(p, 'N@e9'))).toBe('INVALID_MOVE_TEXT');
  });

  it('a drop is a move with kind "drop", from "@", the dropped kind as piece and no captures', () => {
    const m = moves(p).find((x) => x.uci === 'N@f3')!;
    expect(m).toEqual({ from: '@', to: 'f3', captures: [], notation: 'N@f3', uci: 'N@f3', piece: 'N', player: 'white', capturedKinds: [], check: false, checkmate: false, kind: 'drop' });
  });

  it('movesFrom("@") lists the drops, a square\'s movesFrom never does, destinations has them under "@"', () => {
    expect(crazyhouse.movesFrom(p, DROP_FROM).map((m) => m.uci)).toEqual(moves(p).filter((m) => m.kind === 'drop').map((m) => m.uci));
    expect(crazyhouse.movesFrom(p, 'e4')).toEqual([]);
    expect(crazyhouse.destinations(p).get('@')).toHaveLength(62);
    expect(crazyhouse.movesFrom(crazyhouse.setup(), DROP_FROM)).toEqual([]);
  });
});

describe('crazyhouse FEN', () => {
  it('writes the pockets in brackets (white first, PNBRQ order) and ~ after promoted pieces, as chessops does', () => {
    expect(crazyhouse.format(crazyhouse.setup())).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
      '2k5/8/8/8/8/8/8/4K3[PNBRQpnbrq] w - - 0 1',
      'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[PPNq] b KQkq - 3 7',
      '1R~6/4k1q~1/8/8/8/8/8/4K3[] w - - 0 1',
    ]) expect(crazyhouse.format(parse(fen))).toBe(fen);
  });

  it('reads the lichess ninth-rank pocket, a pocket in any letter order, and a FEN without a pocket', () => {
    expect(crazyhouse.format(parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1'))).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
    expect(crazyhouse.format(parse('2k5/8/8/8/8/8/8/4K3/qQnP w - - 0 1'))).toBe('2k5/8/8/8/8/8/8/4K3[PQnq] w - - 0 1');
    expect(crazyhouse.format(parse('2k5/8/8/8/8/8/8/4K3 w - - 0 1'))).toBe('2k5/8/8/8/8/8/8/4K3[] w - - 0 1');
    expect(parse('2k5/8/8/8/8/8/8/4K3[Nn] w - -').pockets).toEqual({ white: { P: 0, N: 1, B: 0, R: 0, Q: 0 }, black: { P: 0, N: 1, B: 0, R: 0, Q: 0 } });
  });

  it('pockets and promoted marks are part of the position (hash)', () => {
    const a = parse('2k5/8/8/8/8/8/8/4K3[N] w - - 0 1'), b = parse('2k5/8/8/8/8/8/8/4K3[B] w - - 0 1');
    expect(crazyhouse.hash(a)).not.toBe(crazyhouse.hash(b));
    expect(crazyhouse.hash(parse('1R~6/4k3/8/8/8/8/8/4K3[] w - - 0 1'))).not.toBe(crazyhouse.hash(parse('1R6/4k3/8/8/8/8/8/4K3[] w - - 0 1')));
  });

  it('refuses hostile pockets and marks with INVALID_FEN', () => {
    const full = 'rnbqkbnr/pppppppp/pppppppp/pppppppp/PPPPPPPP/PPPPPPPP/PPPPPPPP/RNBQKBNR';
    for (const fen of [
      '2k5/8/8/8/8/8/8/4K3[K] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[k] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[X] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[1] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[Q w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[Q]] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[Q][q] w - - 0 1',
      `2k5/8/8/8/8/8/8/4K3[${'Q'.repeat(65)}] w - - 0 1`,
      `2k5/8/8/8/8/8/8/4K3[${'Q'.repeat(100_000)}] w - - 0 1`,
      `${full}[P] w - - 0 1`,
      '2k5/8/8/8/8/8/8/4K3/N/n w - - 0 1',
      '2k5/8/8/8/8/8/8/4K3[\u0000] w - - 0 1',
      '2k5/1P~6/8/8/8/8/8/4K3[] w - - 0 1',
      '2k5/8/8/8/8/8/8/4K~3[] w - - 0 1',
      '~2k5/8/8/8/8/8/8/4K3[] w - - 0 1',
      '2~k5/8/8/8/8/8/8/4K3[] w - - 0 1',
      '2k5/1Q~~6/8/8/8/8/8/4K3[] w - - 0 1',
    ]) expect(code(() => crazyhouse.parse(fen)), fen.slice(0, 80)).toBe('INVALID_FEN');
    // 64 pieces in all is the most a board holds, and is accepted.
    expect(code(() => parse(`${'rnbqkbnr/pppppppp/pppppppp/pppppppp/PPPPPPPP/PPPPPPPP/PPPPPPPP/RNBQKBNR'.replace('pppppppp/PPPPPPPP', 'pppppppp/PPPPPPP1')}[P] w - - 0 1`))).toBe('no error');
  });
});

describe('crazyhouse position objects', () => {
  const good = parse('2k5/8/8/8/8/1Q6/8/4K3[Pn] w - - 0 1');
  const withPocket = (white: unknown): unknown => ({ ...good, pockets: { white, black: good.pockets!.black } });

  it('expose the pockets and promoted marks, and play them back', () => {
    expect(good.pockets).toEqual({ white: { P: 1, N: 0, B: 0, R: 0, Q: 0 }, black: { P: 0, N: 1, B: 0, R: 0, Q: 0 } });
    const made = { ...good, pockets: { ...good.pockets!, white: { P: 0, N: 0, B: 0, R: 0, Q: 2 } }, promoted: ['b3'] } as P;
    expect(crazyhouse.format(made)).toBe('2k5/8/8/8/8/1Q~6/8/4K3[QQn] w - - 0 1');
    expect(drops(made).filter((u) => u.startsWith('Q'))).toHaveLength(61);
  });

  it('refuses hostile pockets and marks with INVALID_POSITION and leaves the object unchanged', () => {
    const hostile: unknown[] = [
      { ...good, pockets: undefined },
      { ...good, pockets: null },
      { ...good, pockets: [] },
      { ...good, pockets: { white: good.pockets!.white } },
      withPocket({ P: -1, N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: 1.5, N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: '1', N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: 1e9, N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: Infinity, N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: NaN, N: 0, B: 0, R: 0, Q: 0 }),
      withPocket({ P: 0, N: 0, B: 0, R: 0 }),
      withPocket({ P: 0, N: 0, B: 0, R: 0, Q: 0, K: 1 }),
      withPocket({ P: 0, N: 0, B: 0, R: 0, Q: 0, X: 0 }),
      withPocket({ P: 31, N: 30, B: 0, R: 0, Q: 0 }),
      withPocket('PN'),
      { ...good, promoted: 'b3' },
      { ...good, promoted: undefined },
      { ...good, promoted: ['z9'] },
      { ...good, promoted: [3] },
      { ...good, promoted: ['b3', 'b3'] },
      { ...good, promoted: ['e1'] },
      { ...good, promoted: ['a1'] },
      { ...good, promoted: new Array(100_000).fill('b3') },
    ];
    for (const p of hostile) {
      const before = JSON.stringify(p);
      for (const call of [() => crazyhouse.legalMoves(p as P), () => crazyhouse.format(p as P), () => crazyhouse.hash(p as P), () => crazyhouse.status(p as P), () => crazyhouse.play(p as P, 'e2e1')]) {
        expect(code(call), before.slice(150, 400)).toBe('INVALID_POSITION');
      }
      expect(JSON.stringify(p)).toBe(before);
    }
  });
});

describe('crazyhouse in the generic tools', () => {
  const p = parse('4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1');

  it('the text rendering shows the pockets under the board', () => {
    expect(crazyhouse.render(p).split('\n').at(-1)).toBe('in hand: white P N, black -');
  });

  it('the SVG last-move highlight of a drop marks its square alone', () => {
    const drop = moves(p).find((m) => m.uci === 'N@f3')!;
    const svg = renderSvg(crazyhouse, crazyhouse.play(p, drop), { highlights: { lastMove: drop } });
    expect(svg.match(/class="bw-node [^"]*bw-last-move" data-node="[a-h][1-8]"/g)).toEqual(['class="bw-node bw-light bw-last-move" data-node="f3"']);
    expect(code(() => renderSvg(crazyhouse, p, { highlights: { lastMove: { from: 'x9', to: 'f3' } } }))).not.toBe('no error');
  });

  it('the bot plays drops and counts the pieces in hand', async () => {
    const { chooseMove } = await import('../../src/bot/index.js');
    // Mate in one by a drop (@g7#, see the rule test): the bot finds it.
    const mate = parse('6nk/7p/4N3/8/8/8/8/4K3[P] w - - 0 1');
    expect((chooseMove(crazyhouse, mate, { seed: 1, maxNodes: 5000 }) as ChessVariantMove).uci).toBe('P@g7');
    expect(crazyhouse.evaluate!(parse('4k3/8/8/8/8/8/8/4K3[Qr] w - - 0 1'), 'white')).toBe(4);
  });
});

describe('crazyhouse game records', () => {
  it('PGN: recordToPgn writes [Variant "Crazyhouse"] and drops in SAN; recordFromPgn({ variant: crazyhouse }) reads them back', async () => {
    const { GameRecord } = await import('../../src/core/index.js');
    const { recordFromPgn, recordToPgn, chess } = await import('../../src/variants/chess/index.js');
    const record = new GameRecord(crazyhouse);
    for (const m of ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'P@e6', '@d6']) record.play(m);
    const pgn = recordToPgn(record);
    expect(pgn).toContain('[Variant "Crazyhouse"]');
    expect(pgn).toContain('4. @e6 @d6 *');
    const back = recordFromPgn(pgn, { variant: crazyhouse });
    expect(back.moves.map((m) => m.notation)).toEqual(record.moves.map((m) => m.notation));
    expect(crazyhouse.format(back.position as unknown as P)).toBe(crazyhouse.format(record.position));
    // lichess writes pawn drops with the letter; both forms read.
    expect(recordFromPgn('[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@e6 *', { variant: crazyhouse }).moves[6]!.uci).toBe('P@e6');
    // Without a variant given, the Variant tag names it; given one, the tag must name that one.
    expect(recordFromPgn(pgn).variant).toBe(crazyhouse);
    expect(code(() => recordFromPgn('[Variant "Standard"]\n\n1. e4 *', { variant: crazyhouse }))).toBe('INVALID_PGN');
    expect(recordFromPgn('[Variant "Standard"]\n\n1. e4 *').variant).toBe(chess);
  });

  it('game text and JSON records replay drops', async () => {
    const { GameRecord, readGameText, writeGameText } = await import('../../src/core/index.js');
    const record = new GameRecord(crazyhouse);
    for (const m of ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'P@e6']) record.play(m);
    expect(readGameText(crazyhouse, writeGameText(record)).moves.at(-1)!.uci).toBe('P@e6');
    expect(GameRecord.fromJSON(crazyhouse, JSON.stringify(record)).moves.at(-1)!.kind).toBe('drop');
  });
});
