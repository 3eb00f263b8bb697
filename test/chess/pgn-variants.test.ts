/**
 * PGN of chess variants: a game's `Variant` tag (the spellings lichess, chess.com and other tools
 * write) decides the rules it is replayed with. The games are exported-looking lichess games
 * (lichess's tag layout) composed for these tests and checked move by move against each
 * variant's rules by hand; the expected positions and results below are worked out from those
 * rules, not read from the engine.
 */
import { describe, expect, it } from 'vitest';
import { chess, crazyhouse, parsePgn, recordFromPgn, recordToPgn, tryParsePgn, writePgn, type CrazyhousePosition, type ThreeCheckPosition } from '../../src/variants/chess/index.js';

/** Lichess's export tags for a rated game of `variant`, then `extra` tags. */
function lichessTags(variant: string, result: string, termination: string, extra = ''): string {
  return `[Event "Rated ${variant} game"]
[Site "https://lichess.org/q7ZvH2xk"]
[Date "2025.06.14"]
[White "north_wind"]
[Black "tarrasch_fan"]
[Result "${result}"]
[UTCDate "2025.06.14"]
[UTCTime "19:02:11"]
[WhiteElo "1712"]
[BlackElo "1698"]
[WhiteRatingDiff "+6"]
[BlackRatingDiff "-6"]
[Variant "${variant}"]
[TimeControl "180+2"]
[ECO "?"]
[Opening "?"]
[Termination "${termination}"]
${extra}`;
}

const CHESS960 = `${lichessTags('Chess960', '1/2-1/2', 'Normal', '[FEN "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1"]\n[SetUp "1"]\n')}
1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. Qe2 Qe7 5. O-O O-O 6. Nc3 Nc6 7. d3 d6 8. Bg5 Bg4 1/2-1/2
`;

const CRAZYHOUSE = `${lichessTags('Crazyhouse', '0-1', 'Normal')}
1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@e6 fxe6 5. Qh5+ P@g6 6. Qxg6+ hxg6 7. Nf3 Q@e4+ 8. Be2 0-1
`;

const ATOMIC = `${lichessTags('Atomic', '1-0', 'Normal')}
1. Nf3 d5 2. Ne5 Nc6 3. Nxf7 1-0
`;

const THREE_CHECK = `${lichessTags('Three-check', '1-0', 'Normal')}
1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ Ke7 5. Qxe5+ 1-0
`;

const KING_OF_THE_HILL = `${lichessTags('King of the Hill', '1-0', 'Normal')}
1. e4 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0
`;

const ANTICHESS = `${lichessTags('Antichess', '0-1', 'Time forfeit')}
1. e3 b5 2. Bxb5 Bb7 3. Bxd7 Qxd7 4. Qg4 Qxg4 0-1
`;

const HORDE = `${lichessTags('Horde', '0-1', 'Time forfeit', '[FEN "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"]\n[SetUp "1"]\n')}
1. e5 d6 2. exd6 cxd6 3. d5 Nf6 4. c6 bxc6 5. dxc6 Nxc6 0-1
`;

const RACING_KINGS = `${lichessTags('Racing Kings', '1/2-1/2', 'Normal', '[FEN "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"]\n[SetUp "1"]\n')}
1. Kh3 Ka3 2. Kh4 Ka4 3. Kh5 Ka5 4. Kh6 Ka6 5. Kg7 Kb7 6. Kg8 Kb8 1/2-1/2
`;

const one = (text: string) => {
  const games = parsePgn(text);
  expect(games).toHaveLength(1);
  return games[0]!;
};
const last = (game: ReturnType<typeof one>) => game.moves[game.moves.length - 1]!.position;

describe('parsePgn reads the Variant tag and replays each game in its variant', () => {
  it('Chess960 (lichess): the FEN tag is a 960 start, and O-O puts the king on g1 and the rook on f1 from d1 and h1', () => {
    const game = one(CHESS960);
    expect(game.start.variant).toBe('chess960');
    expect(game.moves).toHaveLength(16);
    const afterCastling = game.moves[9]!.position; // 5... O-O
    // a1 … h1: R N B . . R K . (king d1 → g1, rook h1 → f1); a8 … h8 likewise for Black.
    expect(afterCastling.board.slice(0, 8)).toBe('RNB..RK.');
    expect(afterCastling.board.slice(56, 64)).toBe('rnb..rk.');
    expect(game.result).toBe('1/2-1/2');
  });

  it('Crazyhouse: P@e6 drops the pawn White took on d5; the queen Black takes on g6 comes back as Q@e4+', () => {
    const game = one(CRAZYHOUSE);
    const p = last(game) as CrazyhousePosition;
    expect(p.variant).toBe('crazyhouse');
    // White took a pawn on d5 (dropped on e6) and the dropped pawn on g6; Black took pawns on d5 and
    // e6 (one dropped on g6) and the queen on g6 (dropped on e4).
    expect(p.pockets.white).toEqual({ P: 1, N: 0, B: 0, R: 0, Q: 0 });
    expect(p.pockets.black).toEqual({ P: 1, N: 0, B: 0, R: 0, Q: 0 });
    expect(p.board[28]).toBe('q'); // e4
    expect(game.moves.map((m) => m.move.notation)).toContain('Q@e4+');
  });

  it('Atomic: Nxf7 explodes f7 with the king on e8, the bishop on f8 and the knight on g8; the pawns on e7 and g7 stay', () => {
    const game = one(ATOMIC);
    const p = last(game);
    expect(p.variant).toBe('atomic');
    expect(p.board.slice(48, 64)).toBe('ppp.p.ppr.bq...r'); // a7 … h7, a8 … h8: the rook on h8 is not next to f7
    expect(p.board.includes('k')).toBe(false);
  });

  it('Three-check: Bxf7+, Qh5+ and Qxe5+ are the third check, and White has none left to give', () => {
    const game = one(THREE_CHECK);
    const p = last(game) as ThreeCheckPosition;
    expect(p.variant).toBe('three-check');
    expect(p.remainingChecks).toEqual({ white: 0, black: 3 });
  });

  it('King of the Hill: the white king reaches d4 and the game ends', () => {
    const game = one(KING_OF_THE_HILL);
    const p = last(game);
    expect(p.variant).toBe('king-of-the-hill');
    expect(p.board[27]).toBe('K'); // d4
  });

  it('Antichess: the captures are forced, and a quiet move while a capture stands is refused', () => {
    expect(last(one(ANTICHESS)).variant).toBe('antichess');
    // 2. Be2 is a legal chess move, but in antichess White must take on b5.
    const quiet = ANTICHESS.replace('2. Bxb5 Bb7 3. Bxd7 Qxd7 4. Qg4 Qxg4', '2. Be2');
    const r = tryParsePgn(quiet);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_PGN');
  });

  it('Horde: the FEN tag is the horde start and the pawns on the fourth rank move on', () => {
    const game = one(HORDE);
    expect(game.start.variant).toBe('horde');
    expect(last(game).board[42]).toBe('n'); // c6: 5... Nxc6
  });

  it('Racing Kings: White reaches the eighth rank, Black reaches it on the next move: drawn', () => {
    const game = one(RACING_KINGS);
    const p = last(game);
    expect(p.variant).toBe('racing-kings');
    expect(p.board[62]).toBe('K'); // g8
    expect(p.board[57]).toBe('k'); // b8
  });

  it('reads the other spellings: "Chess 960", "Fischerandom", "3-check", "kingOfTheHill", "King of the hill"', () => {
    const spellings: [string, string, string][] = [
      ['Chess960', 'Chess 960', 'chess960'],
      ['Chess960', 'Fischerandom', 'chess960'],
      ['Three-check', '3-check', 'three-check'],
      ['King of the Hill', 'kingOfTheHill', 'king-of-the-hill'],
      ['King of the Hill', 'King of the hill', 'king-of-the-hill'],
    ];
    const texts: Record<string, string> = { Chess960: CHESS960, 'Three-check': THREE_CHECK, 'King of the Hill': KING_OF_THE_HILL };
    for (const [lichess, other, id] of spellings) {
      const game = one(texts[lichess]!.replace(`[Variant "${lichess}"]`, `[Variant "${other}"]`));
      expect(game.start.variant, other).toBe(id);
    }
  });

  it('a Variant tag naming a game boardwright does not play is INVALID_PGN at the tag', () => {
    const r = tryParsePgn('[Event "x"]\n[Variant "Bughouse"]\n\n1. e4 *');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_PGN');
      expect(r.error.detail).toMatchObject({ line: 2, token: 'Bughouse' });
    }
  });

  it('standard spellings and no tag read chess', () => {
    for (const tag of ['', '[Variant "Standard"]\n', '[Variant "From Position"]\n']) expect(one(`${tag}\n1. e4 e5 *`).start.variant).toBe('chess');
  });

  it('parsePgn(text, { variant: chess }) types the games as chess and refuses a game of another variant', () => {
    const [g] = parsePgn('1. e4 e5 *', { variant: chess });
    expect(chess.format(g!.moves[1]!.position)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(() => parsePgn(CRAZYHOUSE, { variant: chess })).toThrow(/Crazyhouse/);
    expect(parsePgn(CRAZYHOUSE, { variant: crazyhouse })[0]!.start.pockets.white.P).toBe(0);
  });

  it('writePgn writes a variant game back as it was read', () => {
    for (const text of [CHESS960, CRAZYHOUSE, ATOMIC, THREE_CHECK, KING_OF_THE_HILL, ANTICHESS, HORDE, RACING_KINGS]) {
      const game = one(text);
      const again = one(writePgn(game)); // tags in export order: the roster first, then by name
      expect(again.start).toEqual(game.start);
      expect(again.moves).toEqual(game.moves);
      expect(writePgn(again)).toBe(writePgn(game));
    }
  });
});

describe('recordFromPgn reads the Variant tag too', () => {
  it('a crazyhouse game becomes a crazyhouse record, and recordToPgn names the variant as lichess does', () => {
    const record = recordFromPgn(CRAZYHOUSE);
    expect(record.variant.id).toBe('crazyhouse');
    expect(record.moves).toHaveLength(15);
    expect(recordToPgn(record)).toContain('[Variant "Crazyhouse"]');
    expect(recordToPgn(recordFromPgn(KING_OF_THE_HILL))).toContain('[Variant "King of the Hill"]');
  });
});

describe('recordFromPgn keeps NAGs and variations as parsePgn reads them', () => {
  const TEXT = '[White "Anderssen"]\n\n1. e4 $1 (1. d4 d5 (1... Nf6)) 1... e5 2. f4 {the King\'s Gambit} ?! exf4 (2... d5) 3. Bc4 *';

  it('each main-line move keeps its NAGs and its variations', () => {
    const record = recordFromPgn(TEXT);
    const a = record.pgnAnnotations();
    expect([...a.keys()]).toEqual([1, 3, 4]);
    expect(a.get(1)!.nags).toEqual([1]);
    expect(a.get(1)!.variations[0]!.moves.map((m) => m.move.notation)).toEqual(['d4', 'd5']);
    expect(a.get(1)!.variations[0]!.moves[1]!.variations[0]!.moves[0]!.move.notation).toBe('Nf6');
    expect(a.get(3)!.nags).toEqual([6]); // "?!" is $6
    expect(a.get(4)!.variations[0]!.moves[0]!.move.notation).toBe('d5');
    expect(record.comments).toEqual([{ ply: 3, text: "the King's Gambit" }]);
  });

  it('recordToPgn writes them back: the same movetext as writePgn of parsePgn', () => {
    const movetext = (pgn: string): string => pgn.slice(pgn.indexOf('\n\n') + 2);
    const written = recordToPgn(recordFromPgn(TEXT));
    expect(written).toContain('1. e4 $1 (1. d4 d5 (1... Nf6)) 1... e5 2. f4 $6');
    expect(movetext(written)).toBe(movetext(writePgn(parsePgn(TEXT)[0]!)));
  });

  it('a move taken back or played differently loses its annotations and those after it', () => {
    const record = recordFromPgn(TEXT);
    record.undo(); // 3. Bc4
    record.undo(); // 2... exf4, which had the variation 2... d5
    record.play('d5');
    expect([...record.pgnAnnotations().keys()]).toEqual([1, 3]);
    expect(recordToPgn(record)).not.toContain('(2... d5)');
  });

  it("{ variations: 'skip' } drops the variations unread", () => {
    expect([...recordFromPgn(TEXT, { variations: 'skip' }).pgnAnnotations().values()].every((x) => x.variations.length === 0)).toBe(true);
  });
});
