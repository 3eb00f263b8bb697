/**
 * PGN read and write for chess (shared/rules/chess.md: "PGN: read and write games with the
 * seven-tag roster and other tags, comments, NAGs and variations …, result tokens; reading a
 * multi-game file"). Expectations come from the PGN standard (1994-03-12) and, for positions,
 * from an independent implementation (chessops).
 */
import { describe, expect, it } from 'vitest';
import { parsePgn as chessopsParsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { GameRecord } from '../../src/core/record.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { chess } from '../../src/variants/chess/variant.js';
import { parsePgn, pgnFromMoves, pgnFromRecord, pgnTag, tryParsePgn, writePgn, type PgnGame } from '../../src/variants/chess/pgn.js';

/** The example game of the PGN standard, section 2.3, as printed there. */
const FISCHER_SPASSKY = `[Event "F/S Return Match"]
[Site "Belgrade, Serbia JUG"]
[Date "1992.11.04"]
[Round "29"]
[White "Fischer, Robert J."]
[Black "Spassky, Boris V."]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {This opening is called the Ruy Lopez.}
4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7
11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5
Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6
23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5
hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5
35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6
Nf2 42. g4 Bd3 43. Re6 1/2-1/2
`;

/** The final position of a PGN game according to chessops. */
const chessopsFinalFen = (text: string): string => {
  const [game] = chessopsParsePgn(text);
  const pos = startingPosition(game!.headers).unwrap();
  for (const node of game!.moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (!move) throw new Error(`chessops rejects ${node.san}`);
    pos.play(move);
  }
  return makeFen(pos.toSetup());
};

/** FEN without the en passant field (libraries differ on writing an uncapturable one). */
const withoutEp = (fen: string): string => fen.split(' ').filter((_, k) => k !== 3).join(' ');

const failure = (fn: () => unknown): { code: string; message: string; detail: Record<string, unknown> } => {
  try {
    fn();
  } catch (e) {
    if (isBoardwrightError(e)) return { code: e.code, message: e.message, detail: { ...e.detail } };
    throw e;
  }
  throw new Error('expected a BoardwrightError');
};

describe('PGN reading: the seven-tag roster and moves', () => {
  const [game] = parsePgn(FISCHER_SPASSKY, { variant: chess });

  it('reads the seven-tag roster of the standard example game in order', () => {
    expect(game!.tags).toEqual([
      { name: 'Event', value: 'F/S Return Match' },
      { name: 'Site', value: 'Belgrade, Serbia JUG' },
      { name: 'Date', value: '1992.11.04' },
      { name: 'Round', value: '29' },
      { name: 'White', value: 'Fischer, Robert J.' },
      { name: 'Black', value: 'Spassky, Boris V.' },
      { name: 'Result', value: '1/2-1/2' },
    ]);
    expect(pgnTag(game!, 'Black')).toBe('Spassky, Boris V.');
    expect(pgnTag(game!, 'ECO')).toBeUndefined();
  });

  it('reads all 85 half-moves (43. Re6 last), the comment on 3...a6 and the result 1/2-1/2', () => {
    expect(game!.moves).toHaveLength(85);
    expect(game!.moves[84]!.move.notation).toBe('Re6');
    expect(game!.moves[5]!.move.notation).toBe('a6');
    expect(game!.moves[5]!.comments).toEqual(['This opening is called the Ruy Lopez.']);
    expect(game!.result).toBe('1/2-1/2');
  });

  it('every move is the legal move object and carries the position after it', () => {
    let position = chess.setup();
    for (const node of game!.moves) {
      expect(chess.legalMoves(position)).toContainEqual(node.move);
      position = chess.play(position, node.move);
      expect(node.position).toEqual(position);
    }
  });

  it('the final position is the one chessops reaches', () => {
    expect(withoutEp(chess.format(game!.moves[84]!.position))).toBe(withoutEp(chessopsFinalFen(FISCHER_SPASSKY)));
  });

  it('castling O-O, captures, checks and promotion with =Q are read', () => {
    const [g] = parsePgn('1. e4 f5 2. exf5 g6 3. fxg6 Bg7 4. gxh7 Kf8 5. hxg8=Q+ Rxg8 6. Nf3 d6 7. Be2 Be6 8. O-O Qd7 *');
    expect(g!.moves.map((m) => m.move.notation)).toEqual(['e4', 'f5', 'exf5', 'g6', 'fxg6', 'Bg7', 'gxh7', 'Kf8', 'hxg8=Q+', 'Rxg8', 'Nf3', 'd6', 'Be2', 'Be6', 'O-O', 'Qd7']);
    expect(g!.moves[8]!.move).toMatchObject({ promotion: 'Q', captures: ['g8'] });
    expect(g!.moves[14]!.move.kind).toBe('castle');
  });

  it('sloppy move text naming one legal move is read and stored as canonical SAN', () => {
    const [g] = parsePgn('1. e2e4 e5 2. Ng1f3 Nc6+ 3. Bc4 Bc5 4. 0-0 *');
    expect(g!.moves.map((m) => m.move.notation)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O']);
  });
});

describe('PGN reading: comments, NAGs and variations', () => {
  it('brace and semicolon comments, NAGs and suffix annotations attach to their move', () => {
    const [g] = parsePgn('{Game comment} 1. e4 $1 {brace} e5?! ; rest of line\n2. Nf3 *');
    expect(g!.comments).toEqual(['Game comment']);
    expect(g!.moves[0]).toMatchObject({ nags: [1], comments: ['brace'] });
    expect(g!.moves[1]).toMatchObject({ nags: [6], comments: ['rest of line'] });
  });

  it('a variation is replayed from the position before the move it replaces', () => {
    const [g] = parsePgn('1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 *', { variant: chess });
    const sicilian = g!.moves[1]!.variations[0]!;
    expect(sicilian.moves.map((m) => m.move.notation)).toEqual(['c5', 'Nf3', 'd6']);
    expect(sicilian.moves[0]!.position).toEqual(chess.play(chess.play(chess.setup(), 'e4'), 'c5'));
    const nested = sicilian.moves[1]!.variations[0]!;
    expect(nested.moves.map((m) => m.move.notation)).toEqual(['Nc3', 'Nc6']);
    expect(nested.moves[1]!.position).toEqual(chess.play(sicilian.moves[1]!.position, 'Nc6') && chess.play(chess.play(sicilian.moves[0]!.position, 'Nc3'), 'Nc6'));
  });

  it('an illegal move inside a variation is an error naming it', () => {
    const { code, detail } = failure(() => parsePgn('1. e4 e5 (1... d6 2. Ke2 Kd7 3. Kf7) 2. Nf3 *'));
    expect(code).toBe('INVALID_PGN');
    expect(detail).toMatchObject({ line: 1, column: 33, token: 'Kf7', moveNumber: 3 });
  });

  it('with variations: "skip" variations are dropped unread and only the main line is checked', () => {
    const [g] = parsePgn('1. e4 e5 (1... Kxe4 {nonsense}) 2. Nf3 *', { variations: 'skip' });
    expect(g!.moves.map((m) => [m.move.notation, m.variations.length])).toEqual([['e4', 0], ['e5', 0], ['Nf3', 0]]);
  });
});

describe('PGN reading: results, FEN starts and multi-game files', () => {
  it('each result token ends its game: 1-0, 0-1, 1/2-1/2 and *', () => {
    const games = parsePgn('1. e4 1-0\n\n1. d4 0-1\n\n1. c4 1/2-1/2\n\n1. Nf3 *');
    expect(games.map((g) => [g.moves[0]!.move.notation, g.result])).toEqual([['e4', '1-0'], ['d4', '0-1'], ['c4', '1/2-1/2'], ['Nf3', '*']]);
  });

  it('a multi-game file gives each game its own tags, start and moves', () => {
    const text = `${FISCHER_SPASSKY}\n[Event "Second"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 *\n`;
    const games = parsePgn(text, { variant: chess });
    expect(games).toHaveLength(2);
    expect(games[1]!.tags[0]).toEqual({ name: 'Event', value: 'Second' });
    expect(chess.format(games[1]!.start)).toBe('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    expect(games[1]!.moves.map((m) => m.move.notation)).toEqual(['e4', 'Kd7']);
  });

  it('SetUp "1" with a FEN tag starts from that position, Black to move at move 40', () => {
    const [g] = parsePgn('[SetUp "1"]\n[FEN "k7/8/1K6/8/8/8/8/7R b - - 0 40"]\n\n40... Kb8 41. Rh8# 1-0', { variant: chess });
    expect(g!.start.turn).toBe('black');
    expect(g!.moves.map((m) => m.move.notation)).toEqual(['Kb8', 'Rh8#']);
    expect(chess.status(g!.moves[1]!.position)).toMatchObject({ over: true, winner: 'white', reason: 'checkmate' });
  });

  it('a FEN tag that is not a valid position is an INVALID_PGN error at that tag', () => {
    const { code, message, detail } = failure(() => parsePgn('[Event "x"]\n[SetUp "1"]\n[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*'));
    expect(code).toBe('INVALID_PGN');
    expect(message).toContain('FEN');
    expect(detail).toMatchObject({ line: 3, column: 1, reason: 'INVALID_FEN' });
  });
});

describe('PGN reading: errors name the place and the move', () => {
  it('an illegal SAN is INVALID_PGN with its line, column, move number and the SAN', () => {
    const { code, message, detail } = failure(() => parsePgn('[Event "x"]\n\n1. e4 e5\n2. Ke3 *'));
    expect(code).toBe('INVALID_PGN');
    expect(message).toContain('line 4, column 4');
    expect(message).toContain('2. Ke3');
    expect(detail).toMatchObject({ line: 4, column: 4, token: 'Ke3', game: 1, moveNumber: 2, turn: 'white', reason: 'ILLEGAL_MOVE' });
  });

  it('an ambiguous SAN (Nd2 with knights on b1 and f3) is an error naming it', () => {
    const { detail } = failure(() => parsePgn('1. d4 d5 2. Nf3 Nf6 3. Nd2 *'));
    expect(detail).toMatchObject({ token: 'Nd2', moveNumber: 3, reason: 'AMBIGUOUS_MOVE' });
  });

  it('a move after checkmate is an error: the game is over', () => {
    const { message, detail } = failure(() => parsePgn('1. f3 e5 2. g4 Qh4# 3. a3 0-1'));
    expect(message).toContain('over');
    expect(detail).toMatchObject({ token: 'a3', moveNumber: 3 });
  });

  it('the error names the game it is in, in a multi-game file', () => {
    expect(failure(() => parsePgn('1. e4 *\n\n1. e5 *')).detail).toMatchObject({ game: 2, line: 3, column: 4 });
  });

  it('tryParsePgn returns the error instead of throwing, and the games when all is well', () => {
    const bad = tryParsePgn('1. e4 e4 *');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.detail).toMatchObject({ line: 1, column: 7, token: 'e4' });
    const good = tryParsePgn('1. e4 *');
    expect(good.ok && good.value[0]!.moves.length).toBe(1);
  });

  it('Windows line endings and tabs read the same as LF and spaces', () => {
    const lf = '[Event "x"]\n\n1. e4 ; note\n% escaped\ne5\t2. Nf3 *\n';
    expect(parsePgn(lf.replace(/\n/g, '\r\n'))).toEqual(parsePgn(lf));
    expect(parsePgn(lf)[0]!.moves[0]!.comments).toEqual(['note']);
  });

  it('writePgn refuses something that is not a game with INVALID_ARGUMENT', () => {
    expect(failure(() => writePgn(42 as unknown as PgnGame)).code).toBe('INVALID_ARGUMENT');
  });

  it('an unknown variations option is refused with INVALID_OPTION', () => {
    expect(failure(() => parsePgn('1. e4 *', { variations: 'drop' as 'skip' })).code).toBe('INVALID_OPTION');
  });

  it('a non-string is refused with INVALID_ARGUMENT', () => {
    expect(failure(() => parsePgn(42 as unknown as string)).code).toBe('INVALID_ARGUMENT');
  });
});

describe('PGN writing (export format)', () => {
  it('the standard example game is written in export format and reads back equal', () => {
    const [game] = parsePgn(FISCHER_SPASSKY);
    const text = writePgn(game!);
    expect(text.startsWith('[Event "F/S Return Match"]\n[Site "Belgrade, Serbia JUG"]\n[Date "1992.11.04"]\n[Round "29"]\n[White "Fischer, Robert J."]\n[Black "Spassky, Boris V."]\n[Result "1/2-1/2"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {This opening is called the Ruy Lopez.} 4. Ba4')).toBe(true);
    expect(text.endsWith(' 43. Re6 1/2-1/2\n')).toBe(true);
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(80);
    expect(parsePgn(text)).toEqual([game]);
  });

  it('a game from a FEN start writes SetUp "1" and FEN, and "N..." before a first Black move', () => {
    const start = chess.parse('k7/8/1K6/8/8/8/8/7R b - - 0 40');
    const text = writePgn(pgnFromMoves(['Kb8', 'Rh8#'], { start }));
    expect(text).toContain('[FEN "k7/8/1K6/8/8/8/8/7R b - - 0 40"]\n[SetUp "1"]\n');
    expect(text).toContain('\n\n40... Kb8 41. Rh8# 1-0\n');
    expect(withoutEp(chessopsFinalFen(text))).toBe('1k5R/8/1K6/8/8/8/8/8 b - 2 41');
  });

  it('several games are separated by an empty line and read back in order', () => {
    const games = [pgnFromMoves(['e4']), pgnFromMoves(['d4'], { tags: { Event: 'B' } })];
    const text = writePgn(games);
    expect(text).toContain('1. e4 *\n\n[Event "B"]');
    expect(parsePgn(text)).toEqual(games);
  });
});

describe('Building games', () => {
  it("pgnFromMoves takes the result from the final position: Fool's mate is 0-1", () => {
    const game = pgnFromMoves(['f3', 'e5', 'g4', 'Qh4#'], { tags: { White: 'Fool' } });
    expect(game.result).toBe('0-1');
    expect(pgnTag(game, 'Result')).toBe('0-1');
    expect(pgnTag(game, 'White')).toBe('Fool');
  });

  it('pgnFromMoves gives 1/2-1/2 for stalemate and * for a game in progress', () => {
    // Stalemate after 1... Kb8?? is impossible; 1. Qc7 stalemates the lone king on a8.
    const start = chess.parse('k7/8/1K6/8/8/8/8/2Q5 w - - 0 1');
    expect(pgnFromMoves(['Qc7'], { start }).result).toBe('1/2-1/2');
    expect(pgnFromMoves(['e4']).result).toBe('*');
  });

  it('pgnFromMoves refuses an illegal move, naming its index', () => {
    const { code, message } = failure(() => pgnFromMoves(['e4', 'e4']));
    expect(code).toBe('ILLEGAL_MOVE');
    expect(message).toContain('move 2');
  });

  it('pgnFromRecord writes a core GameRecord', () => {
    const record = new GameRecord(chess);
    record.play('d4');
    record.play('d5');
    const text = writePgn(pgnFromRecord(record, { Event: 'Club night' }));
    expect(text).toContain('[Event "Club night"]');
    expect(text).toContain('\n\n1. d4 d5 *\n');
  });
});

describe('PGN against hostile input', () => {
  it('deeply nested variations are refused without a stack overflow', () => {
    const nested = (n: number): string => `${'1. e4 ('.repeat(n)}1. d4${')'.repeat(n)} *`;
    expect(failure(() => parsePgn(nested(100_000))).code).toBe('INVALID_PGN');
  });

  it('a file of many games is read whole', () => {
    const one = `[Event "Blitz"]\n[Result "1/2-1/2"]\n\n1. e4 {x} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2\n\n`;
    expect(parsePgn(one.repeat(200))).toHaveLength(200);
  });

  it('text over the size limit fails at once with INPUT_TOO_LARGE', () => {
    expect(failure(() => parsePgn('1. e4 *'.padEnd(2000, ' '), { maxLength: 1000 })).code).toBe('INPUT_TOO_LARGE');
  });
});

describe('docs/pgn.md examples hold', () => {
  const DOC_GAME = `[Event "Casual game"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 $1 {The King's Gambit} exf4 (2... d5 {is the Falkbeer}) 3. Bc4 1-0`;

  it('the reading example', () => {
    const [game] = parsePgn(DOC_GAME);
    expect(pgnTag(game!, 'White')).toBe('Anderssen');
    expect(game!.moves.map((m) => m.move.notation)).toEqual(['e4', 'e5', 'f4', 'exf4', 'Bc4']);
    expect(game!.moves[2]!.nags).toEqual([1]);
    expect(game!.moves[2]!.comments).toEqual(["The King's Gambit"]);
    expect(game!.moves[3]!.variations[0]!.moves[0]!.move).toMatchObject({ from: 'd7', to: 'd5', notation: 'd5' });
    expect(game!.result).toBe('1-0');
  });

  it('the export text shown for it', () => {
    const [game] = parsePgn(DOC_GAME);
    expect(writePgn(game!)).toBe(`[Event "Casual game"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 $1 {The King's Gambit} 2... exf4 (2... d5 {is the Falkbeer})
3. Bc4 1-0
`);
  });
});
