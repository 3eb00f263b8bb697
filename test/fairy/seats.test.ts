/**
 * Seats named as each game's players name them (issue 31): the shogi family plays sente (先手, who
 * moves first) against gote (後手) — lishogi's shogiops and every shogi record say so; xiangqi's
 * players are Red (moves first) and Black (WXF rules); janggi's Cho (초, moves first) and Han (한)
 * (en.wikipedia.org/wiki/Janggi; pychess-variants). Chess-like games keep white/black. A
 * definition names its seats in `players`, validated like every field; the ini reader takes the
 * key `players = a b`.
 */
import { describe, expect, it } from 'vitest';
import * as fairy from '../../src/variants/fairy/index.js';
import { defineFairy, dobutsu, fairyDefinitions, janggi, parseVariantsIni, shogi, xiangqi, type FairyDefinition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { shogi as shogiDefinition } from '../../src/variants/fairy/drops.js';
import { xiangqi as xiangqiDefinition } from '../../src/variants/fairy/xiangqi.js';
import { janggi as janggiDefinition } from '../../src/variants/fairy/janggi.js';
import { chess as chessDefinition } from '../../src/variants/fairy/chess-like.js';
import { renderSvg } from '../../src/svg/index.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { ask, loadFfish } from './ffish-oracle.js';

/** Fairy-Stockfish's built-in games by family (src/variant.cpp), whether or not this library has them yet. */
const SHOGI_FAMILY = ['shogi', 'minishogi', 'mini', 'kyotoshogi', 'micro', 'dobutsu', 'gorogoro', 'gorogoroplus', 'judkins', 'torishogi', 'euroshogi', 'checkshogi', 'shoshogi', 'yarishogi', 'okisakishogi'];
const XIANGQI_FAMILY = ['xiangqi', 'manchu', 'minixiangqi', 'supply'];
const JANGGI_FAMILY = ['janggi', 'janggitraditional', 'janggimodern', 'janggicasual'];

/** The line games' seats, as their players name them (lines.ts), and Othello's: Black moves first (flipping.ts). */
const LINE_GAMES: Readonly<Record<string, readonly string[]>> = {
  tictactoe: ['x', 'o'], connectfour: ['red', 'yellow'], gomoku: ['black', 'white'],
  flipello: ['black', 'white'], flipello10: ['black', 'white'], flipersi: ['black', 'white'],
};

function seatsOf(id: string): readonly string[] {
  if (SHOGI_FAMILY.includes(id)) return ['sente', 'gote'];
  if (XIANGQI_FAMILY.includes(id)) return ['red', 'black'];
  if (JANGGI_FAMILY.includes(id)) return ['cho', 'han'];
  return LINE_GAMES[id] ?? ['white', 'black'];
}

/** The code and message of what `f` throws. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (error) {
    return isBoardwrightError(error) ? `${error.code}: ${error.message}` : `not a BoardwrightError: ${String(error)}`;
  }
  return 'no error';
}

/** The built-in variant objects of `boardwright/fairy`, by id. */
const builtIns = new Map<string, FairyVariant>(
  Object.values(fairy).flatMap((v) => (typeof v === 'object' && v !== null && 'players' in v && 'setup' in v && 'id' in v ? [[(v as FairyVariant).id, v as FairyVariant] as const] : [])),
);

describe('every fairy game seats its players as they name themselves', () => {
  it('each family has its seats (shogi sente/gote, xiangqi red/black, janggi cho/han, Othello black/white), every other game white/black', () => {
    expect(fairyDefinitions.length).toBeGreaterThan(80);
    // Compiled (the families and chess: compiling all ninety takes seconds); the lazy exports of all below.
    for (const def of fairyDefinitions.filter((d) => seatsOf(d.id)[0] !== 'white' || d.id === 'chess')) expect([def.id, defineFairy(def).players]).toEqual([def.id, seatsOf(def.id)]);
    // The families are really there (the list above is no list of absent names).
    expect(fairyDefinitions.filter((d) => SHOGI_FAMILY.includes(d.id)).length).toBeGreaterThanOrEqual(9);
    expect(fairyDefinitions.filter((d) => XIANGQI_FAMILY.includes(d.id)).length).toBeGreaterThanOrEqual(3);
  });
  it('the exported variants say the same without compiling (listing the games compiles none)', () => {
    expect(builtIns.size).toBeGreaterThan(80);
    for (const def of fairyDefinitions) {
      const v = builtIns.get(def.id);
      if (v !== undefined) expect([def.id, v.players]).toEqual([def.id, seatsOf(def.id)]);
    }
    expect(shogi.players).toEqual(['sente', 'gote']);
    expect(xiangqi.players).toEqual(['red', 'black']);
    expect(janggi.players).toEqual(['cho', 'han']);
  });
  it('the first seat moves first: turn, a move\'s player, the next turn', () => {
    const games: [FairyVariant, string, string][] = [[shogi as unknown as FairyVariant, 'sente', 'gote'], [xiangqi as unknown as FairyVariant, 'red', 'black'], [janggi, 'cho', 'han']];
    for (const [v, first, second] of games) {
      const start = v.setup();
      expect(start.turn).toBe(first);
      expect(v.status(start)).toMatchObject({ over: false, turn: first });
      const move = v.legalMoves(start)[0];
      expect(move?.player).toBe(first);
      const next = v.play(start, move as NonNullable<typeof move>);
      expect(next.turn).toBe(second);
      expect(v.legalMoves(next).every((m) => m.player === second)).toBe(true);
    }
  });
  it('the pieces belong to the seats: upper case in the FEN is the first seat', () => {
    // Shogi's start: sente's king on the engine's e1, gote's on e9 (FEN `…/LNSGKGSNL`, first rank last).
    const kings = shogi.pieces(shogi.setup()).filter((p) => p.kind === 'K').map((p) => p.player).sort();
    expect(kings).toEqual(['gote', 'sente']);
    const players = new Set(xiangqi.pieces(xiangqi.setup()).map((p) => p.player));
    expect([...players].sort()).toEqual(['black', 'red']);
    const board = janggi.search(janggi.setup()).board;
    expect(board?.mover()).toBe('cho');
  });
  it('a winner is named by seat: dōbutsu\'s try wins for sente, janggi\'s chariot on points for cho', () => {
    // Sente's lion on a4 (the far rank), gote's on c2, which cannot reach it: gote to move has lost.
    expect(dobutsu.status(dobutsu.parse('L2/3/2l/3[] b - - 0 1'))).toMatchObject({ over: true, winner: 'sente' });
    // Two passes in a row end janggi; a chariot (13 points) against nothing wins for Cho.
    const p = janggi.play(janggi.play(janggi.parse('3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1'), 'e2e2'), 'd10d10');
    expect(janggi.status(p)).toEqual({ over: true, winner: 'cho', reason: 'double-pass' });
  });
  it('messages name the seat to move', () => {
    const engineShogi = defineFairy(shogiDefinition);
    expect(refusal(() => engineShogi.play(engineShogi.setup(), 'a1a5'))).toMatch(/^ILLEGAL_MOVE: .*not a legal move for sente$/);
    // Red's cannon on file 2 cannot cross to file 9: the other cannon stands on file 8.
    expect(refusal(() => xiangqi.play(xiangqi.setup(), 'C2.9'))).toMatch(/^ILLEGAL_MOVE: .*not a legal move for red/);
    const engineJanggi = defineFairy(janggiDefinition);
    expect(refusal(() => engineJanggi.play(engineJanggi.setup(), 'a1a9'))).toMatch(/^ILLEGAL_MOVE: .*not a legal move for cho$/);
  });
  it('a position object whose turn is not the FEN\'s seat is INVALID_POSITION (white is no seat of shogi)', () => {
    const start = shogi.setup();
    const copy = { ...start, turn: 'white' };
    expect(refusal(() => shogi.legalMoves(copy))).toMatch(/^INVALID_POSITION: .*turn/);
    expect(start.turn).toBe('sente');
  });
  it('renderSvg draws the hands and pieces by seat', () => {
    const svg = renderSvg(shogi, shogi.parse('4k4/9/9/9/9/9/9/9/4K4 b B2Pg 1'));
    expect(svg).toContain('class="bw-hand bw-player-sente"');
    expect(svg).toContain('class="bw-hand bw-player-gote"');
    expect(svg).toContain('data-orientation="sente"');
  });
});

describe('a definition names its seats in players', () => {
  const base = { ...chessDefinition, id: 'seated' };
  it('default white/black; any two distinct lower-case ids, played through the whole contract', () => {
    expect(defineFairy(base).players).toEqual(['white', 'black']);
    const v = defineFairy({ ...base, players: ['north', 'south'] });
    expect(v.players).toEqual(['north', 'south']);
    const start = v.setup();
    expect(start.turn).toBe('north');
    const e4 = v.play(start, 'e2e4');
    expect(v.legalMoves(start).every((m) => m.player === 'north')).toBe(true);
    expect(v.status(e4)).toEqual({ over: false, turn: 'south' });
    expect(v.pieceAt(e4, 'e4')).toEqual({ player: 'north', kind: 'P' });
    // Fool's mate: the second seat wins.
    let p = start;
    for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) p = v.play(p, m);
    expect(v.status(p)).toMatchObject({ over: true, winner: 'south', reason: 'checkmate' });
    // The FEN keeps Fairy-Stockfish's w/b.
    expect(v.format(e4).split(' ')[1]).toBe('b');
  });
  it('anything but two distinct lower-case ids is INVALID_DEFINITION naming players', () => {
    const bad: unknown[] = ['white', ['white'], ['a', 'b', 'c'], ['red', 'red'], ['Red', 'black'], ['red', 'Black'], [1, 2], ['', 'x'], ['white', null], [' a', 'b'], ['a\u0007', 'b'], ['a'.repeat(33), 'b'], {}, null];
    for (const players of bad) {
      expect([players, refusal(() => defineFairy({ ...base, players } as unknown as FairyDefinition))]).toEqual([players, expect.stringMatching(/^INVALID_DEFINITION: .*players/)]);
    }
    // A sparse array of length 2.
    expect(refusal(() => defineFairy({ ...base, players: [, 'b'] } as unknown as FairyDefinition))).toMatch(/^INVALID_DEFINITION: .*players/);
  });
  it('the built-ins\' definitions carry their seats, so a game made from one keeps them', () => {
    expect(defineFairy({ ...xiangqiDefinition, id: 'my-xiangqi' }).setup().turn).toBe('red');
  });
});

describe('the ini key players (this library\'s own: Fairy-Stockfish loads a section with it and ignores it)', () => {
  it('players = north south names the seats; a section inherits its template\'s seats', () => {
    const defs = parseVariantsIni('[mine:chess]\nplayers = north south\n[myshogi:shogi]\nnMoveRule = 0\n[mychess:mine]\nmaxRank = 8\n');
    expect(defs.get('mine')?.players).toEqual(['north', 'south']);
    expect(defs.get('myshogi')?.players).toEqual(['sente', 'gote']);
    expect(defs.get('mychess')?.players).toEqual(['north', 'south']);
    const v = defineFairy(defs.get('mine') as FairyDefinition);
    expect(v.setup().turn).toBe('north');
  });
  it('Fairy-Stockfish (ffish) loads a section with the key and plays it as without', async () => {
    const ff = await loadFfish();
    ff.loadVariantConfig('[seatedshogi:shogi]\nplayers = sente gote\n');
    const fen = shogi.format(shogi.setup());
    const theirs = ask(ff, { variant: 'seatedshogi', fen }).moves;
    const plain = ask(ff, { variant: 'shogi', fen }).moves;
    expect(theirs.length).toBe(30);
    expect(theirs).toEqual(plain);
  });
  it('a value that is not two distinct lower-case ids is INVALID_DEFINITION naming the key and its line', () => {
    for (const value of ['north', 'north south east', 'North south', 'north north', 'north, south']) {
      expect([value, refusal(() => parseVariantsIni(`[mine:chess]\nplayers = ${value}\n`))]).toEqual([value, expect.stringMatching(/^INVALID_DEFINITION: .*line 2: players/)]);
    }
  });
});
