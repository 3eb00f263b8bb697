/**
 * The repetition rules of xiangqi, janggi and the shogi family, as Fairy-Stockfish applies them
 * (position.cpp is_optional_game_end): `nFoldRule` occurrences of a position end the game with
 * `nFoldValue` (for White with `nFoldValueAbsolute`), and with `perpetualCheckIllegal` a side that
 * gave check with every one of its moves since the earliest counted occurrence loses. Expected
 * results are worked out by hand from these rules, and each game is replayed in ffish, whose
 * `result(true)` (a claimed end) must agree and whose `result()` must still be `*`.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy, dobutsu, janggi, makruk, minishogi, parseVariantsIni, shogi, torishogi, xiangqi, type FairyPosition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { xiangqi as xiangqiDefinition } from '../../src/variants/fairy/xiangqi.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { chooseMove } from '../../src/bot/index.js';
import { loadFfish } from './ffish-oracle.js';

interface Game {
  readonly play: (p: FairyPosition, move: string) => FairyPosition;
  readonly status: FairyVariant['status'];
}

/** The statuses after each move of `moves` (UCI or the game's move text) from `fen`. */
function statuses(game: Game, start: FairyPosition, moves: readonly string[]): ReturnType<FairyVariant['status']>[] {
  let p = start;
  return moves.map((m) => ((p = game.play(p, m)), game.status(p)));
}

/** ffish's results after each move: `result()` then `result(true)` (the end a player may claim). */
async function ffishResults(variant: string, fen: string, uci: readonly string[]): Promise<[string, string][]> {
  const ff = await loadFfish();
  const board = new ff.Board(variant, fen);
  try {
    return uci.map((m) => {
      expect(board.push(m)).toBe(true);
      return [board.result(), board.result(true)];
    });
  } finally {
    board.delete();
  }
}

/** A four-ply loop `times` times over. */
const loop = (moves: string, times: number): string[] => Array.from({ length: times }, () => moves.split(' ')).flat();

describe('xiangqi: in a threefold repetition the side that gave check with every move loses', () => {
  // Red's chariot checks from a9/a10 while Black's general steps between e10 and e9.
  const FEN = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
  const MOVES = loop('a9a10 e10e9 a10a9 e9e10', 2);

  it('the perpetual checker (Red) loses at the third occurrence of the start, as ffish claims', async () => {
    const s = statuses(xiangqi, xiangqi.parse(FEN), MOVES);
    // Plies 1-7: the start occurs twice at most, no end yet (the checks are reported).
    expect(s.slice(0, 7).every((x) => !x.over && x.claimableDraw === undefined)).toBe(true);
    expect(s[6]).toMatchObject({ over: false, check: true });
    expect(s[7]).toEqual({ over: true, winner: xiangqi.players[1], reason: 'perpetual-check' });
    const ff = await ffishResults('xiangqi', FEN, MOVES);
    expect(ff.map(([plain]) => plain)).toEqual(Array(8).fill('*'));
    expect(ff.map(([, claimed]) => claimed)).toEqual([...Array(7).fill('*'), '0-1']);
  });
  it('a repeated position with the checked side to move is also lost by the checker', async () => {
    // The same loop entered one ply later: the position after a9a10 (Black in check) recurs.
    const fen = xiangqi.play(xiangqi.parse(FEN), 'a9a10').fen;
    const moves = loop('e10e9 a10a9 e9e10 a9a10', 2);
    const s = statuses(xiangqi, xiangqi.parse(fen), moves);
    expect(s[6]).toMatchObject({ over: false, turn: xiangqi.players[0] });
    expect(s[7]).toEqual({ over: true, winner: xiangqi.players[1], reason: 'perpetual-check' });
    expect((await ffishResults('xiangqi', fen, moves))[7]).toEqual(['*', '0-1']);
  });
  it('a repetition without checks is a draw the player may claim', async () => {
    // The chariot shuttles a8-b8 (no check), the general e10-e9.
    const moves = loop('a8b8 e10e9 b8a8 e9e10', 2);
    const fen = '4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1';
    const s = statuses(xiangqi, xiangqi.parse(fen), moves);
    expect(s[6]).toEqual({ over: false, turn: xiangqi.players[1] });
    expect(s[7]).toEqual({ over: false, turn: xiangqi.players[0], claimableDraw: 'threefold-repetition' });
    expect((await ffishResults('xiangqi', fen, moves))[7]).toEqual(['*', '1/2-1/2']);
  });
  it('without perpetualCheckIllegal the same checking loop is only a claimable draw', () => {
    const plain = defineFairy({ ...xiangqiDefinition, id: 'xiangqi-no-perpetual', perpetualCheckIllegal: false });
    expect(statuses(plain, plain.parse(FEN), MOVES)[7]).toEqual({ over: false, turn: plain.players[0], claimableDraw: 'threefold-repetition' });
  });
  it('nFoldRule 0 turns repetitions off; a count other than 3, 4 or 5 is named \'repetition\'', () => {
    const off = defineFairy({ ...xiangqiDefinition, id: 'xiangqi-no-repetition', nFoldRule: 0 });
    expect(statuses(off, off.parse(FEN), loop('a9a10 e10e9 a10a9 e9e10', 4)).every((x) => !x.over && x.claimableDraw === undefined)).toBe(true);
    const quiet = loop('a8b8 e10e9 b8a8 e9e10', 1);
    const twice = defineFairy({ ...xiangqiDefinition, id: 'xiangqi-twofold', nFoldRule: 2 });
    // The second occurrence of the start, no checks: a draw the player may claim, under the generic name.
    expect(statuses(twice, twice.parse('4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1'), quiet)[3]).toEqual({ over: false, turn: twice.players[0], claimableDraw: 'repetition' });
  });
  it('the search layer\'s positions carry the checks too: the same loop made and read through search() ends the same way', () => {
    const state = xiangqi.search(xiangqi.parse(FEN));
    const moves = new Int32Array(state.maxMoves);
    for (const uci of MOVES) {
      const n = state.generate(moves);
      const m = Array.from(moves.subarray(0, n)).find((x) => state.move(x).uci === uci) as number;
      state.make(m);
    }
    expect(xiangqi.status(state.position())).toEqual({ over: true, winner: xiangqi.players[1], reason: 'perpetual-check' });
  });
});

describe('a game decided by a repetition is a finished game', () => {
  it('it lists no moves and play refuses every move with GAME_OVER; perft still counts through it, as Fairy-Stockfish\'s perft', () => {
    let p = xiangqi.parse('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    for (const m of loop('a9a10 e10e9 a10a9 e9e10', 2)) p = xiangqi.play(p, m);
    expect(xiangqi.legalMoves(p)).toEqual([]);
    let code = '';
    try {
      xiangqi.play(p, 'a9a10');
    } catch (error) {
      code = isBoardwrightError(error) ? error.code : String(error);
    }
    expect(code).toBe('GAME_OVER');
    // By hand: the chariot on a9 has 8 moves along rank 9 and 9 along the a-file; the general on d1
    // steps to d2 only (e1 would face the general on e10 along the open file; c1 is off the palace).
    expect(xiangqi.perft(p, 1)).toBe(18);
  });
  it('a drawn repetition (a claim) still lists the moves', () => {
    let p = shogi.setup();
    for (const m of loop('2h3h 8b7b 3h2h 7b8b', 3)) p = shogi.play(p, m);
    expect(shogi.status(p)).toEqual({ over: false, turn: shogi.players[0], claimableDraw: 'fourfold-repetition' });
    expect(shogi.legalMoves(p)).toHaveLength(30);
  });
});

describe('the reference bot reads these ends through status', () => {
  it('chooseMove refuses a xiangqi position lost by perpetual check (GAME_OVER naming the reason)', () => {
    let p = xiangqi.parse('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    for (const m of loop('a9a10 e10e9 a10a9 e9e10', 2)) p = xiangqi.play(p, m);
    let code = '';
    try {
      chooseMove(xiangqi, p, { seed: 1, maxNodes: 1000 });
    } catch (error) {
      code = isBoardwrightError(error) ? `${error.code} ${error.message}` : String(error);
    }
    expect(code).toMatch(/^GAME_OVER .*perpetual-check.*black won/);
  });
});

describe('shogi: sennichite — the fourth occurrence of a position is a draw', () => {
  const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1';
  // Both rooks shuttle one file and back (USI 2h3h 8b7b 3h2h 7b8b; Fairy-Stockfish h2g2 b8c8 g2h2 c8b8).
  const USI = loop('2h3h 8b7b 3h2h 7b8b', 3);
  const UCI = loop('h2g2 b8c8 g2h2 c8b8', 3);

  it('fourfold repetition without checks: a draw the player may claim at the fourth occurrence, not the third, as ffish claims', async () => {
    const s = statuses(shogi, shogi.setup(), USI);
    expect(s[7]).toEqual({ over: false, turn: shogi.players[0] });
    expect(s[11]).toEqual({ over: false, turn: shogi.players[0], claimableDraw: 'fourfold-repetition' });
    const ff = await ffishResults('shogi', START, UCI);
    expect(ff[7]).toEqual(['*', '*']);
    expect(ff[11]).toEqual(['*', '1/2-1/2']);
  });
  it('a shogi perpetual-check sennichite: the side that checked with every move loses', async () => {
    // Sente's rook checks from 9a/9b (Fairy-Stockfish a9/a8) while gote's king steps 5a-5b.
    const fen = '4k4/R8/9/9/9/9/9/9/4K4[-] w 0 1';
    const usi = loop('9b9a 5a5b 9a9b 5b5a', 3);
    const uci = loop('a8a9 e9e8 a9a8 e8e9', 3);
    const s = statuses(shogi, shogi.parse(fen), usi);
    expect(s.slice(0, 11).every((x) => !x.over && x.claimableDraw === undefined)).toBe(true);
    expect(s[11]).toEqual({ over: true, winner: shogi.players[1], reason: 'perpetual-check' });
    const ff = await ffishResults('shogi', fen, uci);
    expect(ff[10]).toEqual(['*', '*']);
    expect(ff[11]).toEqual(['*', '0-1']);
  });
  it('captures do not restart the count where captured pieces go to the hand (the whole game is remembered)', () => {
    let p = shogi.setup();
    for (const m of ['7g7f', '3c3d', '8h2b+', '3a2b', '2h3h', '8b7b']) p = shogi.play(p, m);
    // Six plies since the start, two of them captures: all six earlier positions are kept.
    expect(p.history).toHaveLength(6);
    expect(p.checkHistory).toEqual([false, false, false, false, false, false]);
  });
  it('minishogi: the fourth occurrence loses for the first player whoever moves (nFoldValueAbsolute), as ffish claims', async () => {
    // Both rooks step one square and back: sente's e1-e2 (USI 1e1d), gote's a5-a4 (5a5b).
    const fen = 'rbsgk/4p/5/P4/KGSBR[-] w 0 1';
    const uci = loop('e1e2 a5a4 e2e1 a4a5', 3);
    const s = statuses(minishogi, minishogi.parse(fen), uci);
    expect(s[10]).toEqual({ over: false, turn: minishogi.players[1] });
    expect(s[11]).toEqual({ over: true, winner: minishogi.players[1], reason: 'fourfold-repetition' });
    expect((await ffishResults('minishogi', fen, uci))[11]).toEqual(['*', '0-1']);
    // The loop entered one ply later, gote to move at the fourth occurrence: sente still loses.
    const later = minishogi.play(minishogi.parse(fen), 'e1e2').fen;
    const shifted = loop('a5a4 e2e1 a4a5 e1e2', 3);
    expect(statuses(minishogi, minishogi.parse(later), shifted)[11]).toEqual({ over: true, winner: minishogi.players[1], reason: 'fourfold-repetition' });
    expect((await ffishResults('minishogi', later, shifted))[11]).toEqual(['*', '0-1']);
  });
  it('tori shogi: the side that completes the fourth occurrence loses (nFoldValue win for the side to move), as ffish claims', async () => {
    // The falcons step back and forth (d2-d1 is not a falcon move: FsfW steps forward or sideways, so d2-c2 and back).
    const fen = torishogi.format(torishogi.setup());
    const uci = loop('d2c2 d6c6 c2d2 c6d6', 3);
    const s = statuses(torishogi, torishogi.setup(), uci);
    expect(s[11]).toEqual({ over: true, winner: torishogi.players[0], reason: 'fourfold-repetition' });
    expect((await ffishResults('torishogi', fen, uci))[11]).toEqual(['*', '1-0']);
  });
});

describe('janggi: repetitions as Fairy-Stockfish plays them', () => {
  it('the side that gave check with every move loses at the third occurrence, as ffish claims', async () => {
    // Cho's chariot checks from a9/a10; Han's general steps e10-e9; Cho's general on d1 keeps off the e-file (no bikjang).
    const fen = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
    const moves = loop('a9a10 e10e9 a10a9 e9e10', 2);
    const s = statuses(janggi, janggi.parse(fen), moves);
    expect(s[6]).toMatchObject({ over: false });
    expect(s[7]).toEqual({ over: true, winner: janggi.players[1], reason: 'perpetual-check' });
    expect((await ffishResults('janggi', fen, moves))[7]).toEqual(['*', '0-1']);
  });
  it('a repetition without checks is scored by the points: a chariot (13) against nothing wins for Cho, as ffish claims', async () => {
    const fen = '4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1';
    const moves = loop('a8b8 e10e9 b8a8 e9e10', 2);
    const s = statuses(janggi, janggi.parse(fen), moves);
    expect(s[6]).toEqual({ over: false, turn: janggi.players[1] });
    expect(s[7]).toEqual({ over: true, winner: janggi.players[0], reason: 'threefold-repetition' });
    expect((await ffishResults('janggi', fen, moves))[7]).toEqual(['*', '1-0']);
  });
});

describe('the repetition fields are definition fields, checked by name', () => {
  const refused = (f: () => unknown): string => {
    try {
      f();
    } catch (error) {
      return isBoardwrightError(error) ? `${error.code}: ${error.message}` : `not a BoardwrightError: ${String(error)}`;
    }
    return 'no error';
  };
  it('nFoldValue must be win, loss or draw; perpetualCheckIllegal and nFoldValueAbsolute must be booleans', () => {
    expect(refused(() => defineFairy({ ...xiangqiDefinition, id: 'x1', nFoldValue: 'none' }))).toMatch(/^INVALID_DEFINITION: .*nFoldValue/);
    expect(refused(() => defineFairy({ ...xiangqiDefinition, id: 'x2', perpetualCheckIllegal: 'yes' as unknown as boolean }))).toMatch(/^INVALID_DEFINITION: .*perpetualCheckIllegal/);
    expect(refused(() => defineFairy({ ...xiangqiDefinition, id: 'x3', nFoldValueAbsolute: 1 as unknown as boolean }))).toMatch(/^INVALID_DEFINITION: .*nFoldValueAbsolute/);
  });
  it('an ini section reads them (perpetualCheckIllegal, nFoldRule, nFoldValue, nFoldValueAbsolute); chasingRule stays refused by name', () => {
    const def = parseVariantsIni('[rep:xiangqi]\nperpetualCheckIllegal = false\nnFoldRule = 4\nnFoldValue = loss\nnFoldValueAbsolute = true\n').get('rep');
    expect(def).toMatchObject({ perpetualCheckIllegal: false, nFoldRule: 4, nFoldValue: 'loss', nFoldValueAbsolute: true });
    // Played: the checking loop's fourth occurrence loses for Red (absolute), no perpetual rule.
    const game = defineFairy(def as NonNullable<typeof def>);
    const s = statuses(game, game.parse('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1'), loop('a9a10 e10e9 a10a9 e9e10', 3));
    expect(s[7]).toEqual({ over: false, turn: game.players[0] });
    expect(s[11]).toEqual({ over: true, winner: game.players[1], reason: 'fourfold-repetition' });
    expect(refused(() => parseVariantsIni('[rep:xiangqi]\nchasingRule = axf\n'))).toMatch(/^INVALID_DEFINITION: .*line 2: chasingRule/);
  });
  it('a checkHistory that is not one boolean per history entry is INVALID_POSITION, the position unchanged', () => {
    let p = xiangqi.parse('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    p = xiangqi.play(xiangqi.play(p, 'a9a10'), 'e10e9');
    const bad = { ...p, checkHistory: [true] };
    const before = JSON.stringify(bad);
    expect(refused(() => xiangqi.status(bad))).toMatch(/^INVALID_POSITION: checkHistory/);
    expect(JSON.stringify(bad)).toBe(before);
  });
  it('games without the perpetual rule carry no checkHistory', () => {
    expect(makruk.play(makruk.setup(), 'a3a4').checkHistory).toBeUndefined();
    expect(dobutsu.play(dobutsu.setup(), 'b2b3').checkHistory).toBeUndefined();
    expect(torishogi.play(torishogi.setup(), 'd2c2').checkHistory).toEqual([false]);
  });
});
