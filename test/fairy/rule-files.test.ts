/**
 * The rules few games use reach the engine through the definition's rule files (core
 * rule-files.ts), so a one-game app bundles only its own rules. A definition that turns on such a
 * rule but was built without its file must be refused at once, not fail in the middle of a game
 * (a user's definition: check-definition.ts `compileChecked`; the built-ins: built-in-definitions.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { defineFairyWith } from '../../src/core/declarative/fairy/variant.js';
import { compileChecked } from '../../src/core/declarative/fairy/check-definition.js';
import { NO_RULE_FILES } from '../../src/core/declarative/fairy/rule-files.js';
import { ALL_RULE_FILES } from '../../src/core/declarative/fairy/all-rule-files.js';
import { COMMON_RULE_FILES } from '../../src/variants/fairy/lazy-variant.js';
import * as d from '../../src/variants/fairy/definitions.js';
import { fairyVariants, type FairyDefinition } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';
import { fixture } from './ini-section-oracle.js';

/** Tic-tac-toe as Fairy-Stockfish's variants.ini writes it (`connectN = 3`). */
const tictactoe: FairyDefinition = fixture('tictactoe');

describe('a definition built without the file of a rule it uses is refused', () => {
  it.each([
    ['flipello', 'flipEnclosedPieces', d.flipello],
    ['tictactoe', 'connectN', tictactoe],
    ['janggimodern', 'moveRepetitionIllegal', d.janggimodern],
  ] as const)('%s without its rule file: INVALID_DEFINITION naming %s', (_, field, def) => {
    expect(codeOf(() => defineFairyWith(def, NO_RULE_FILES, compileChecked))).toBe('INVALID_DEFINITION');
    expect(() => defineFairyWith(def, NO_RULE_FILES, compileChecked)).toThrow(field);
  });

  // The rules of the move list, the state and the end that the xiangqi and shogi apps leave out.
  it.each([
    ['sittuyin', 'sittuyinPromotion', d.sittuyin],
    ['cambodian', 'cambodianMoves', d.cambodian],
    ['makruk', 'countingRule', d.makruk],
    ['seirawan', 'seirawanGating', d.seirawan],
    ['placement', 'dropOppositeColoredBishop', d.placement],
    ['atomic', 'extinctionPseudoRoyal', d.atomic],
    ['castle', 'castlingWins', { ...fixture('castle'), castling: false }],
    ['chess', 'castling', d.chess],
    // Xiangqi can run short of material (its captures leave the game); shogi keeps hands.
    ['xiangqi', 'insufficient material', d.xiangqi],
    ['shogi', 'capturesToHand', d.shogi],
    // Atomar's captures explode (its king is no pseudo-royal piece: the blast is the only rule file it misses but castling's).
    ['atomar', 'blastOnCapture', { ...d.atomar, castling: false }],
    ['duck', 'wallingRule', { ...d.duck, castling: false }],
  ] as const)('%s without its rule files: INVALID_DEFINITION naming %s', (_, field, def) => {
    expect(codeOf(() => defineFairyWith(def, NO_RULE_FILES, compileChecked))).toBe('INVALID_DEFINITION');
    expect(() => defineFairyWith(def, NO_RULE_FILES, compileChecked)).toThrow(field);
  });

  // Rules of the end that the xiangqi and shogi apps leave out (lazy-variant.ts hands the flags and material counting to
  // every other built-in): each game built with every rule file but its own is refused, naming the field.
  it.each([
    ['shatar', 'shatarMateRule', d.shatar, 'shatarMate'],
    ['kingofthehill', 'flagRegion', d.kingofthehill, 'flags'],
    ['janggi', 'materialCounting', d.janggi, 'materialCounting'],
  ] as const)('%s with every rule file but its own: INVALID_DEFINITION naming %s', (_, field, def, file) => {
    const files = { ...ALL_RULE_FILES, [file]: undefined };
    expect(codeOf(() => defineFairyWith(def, files, compileChecked))).toBe('INVALID_DEFINITION');
    expect(() => defineFairyWith(def, files, compileChecked)).toThrow(`${field} needs a rule file`);
  });

  // The two ways of showing a game that only some games use (view-files.ts): the board of points and shogi's text diagram.
  it.each([
    ['xiangqi', 'boardStyle', d.xiangqi],
    ['gomoku', 'boardStyle', d.gomoku],
    ['shogi', 'squareNames', d.shogi],
  ] as const)('%s without its view file: INVALID_DEFINITION naming %s', (_, field, def) => {
    // The common rule files given (lazy-variant.ts), so that the view file is the one missing.
    const files = { ...COMMON_RULE_FILES, ...(def === d.gomoku ? { connect: ALL_RULE_FILES.connect! } : {}) };
    expect(codeOf(() => defineFairyWith(def, files, compileChecked))).toBe('INVALID_DEFINITION');
    expect(() => defineFairyWith(def, files, compileChecked)).toThrow(`${field} needs a rule file`);
  });

  it('shatranj, a grid game, without the text board of a grid: INVALID_DEFINITION naming squareNames', () => {
    const { gridRender: _, ...files } = COMMON_RULE_FILES;
    expect(codeOf(() => defineFairyWith(d.shatranj, files, compileChecked))).toBe('INVALID_DEFINITION');
    expect(() => defineFairyWith(d.shatranj, files, compileChecked)).toThrow('squareNames needs a rule file');
  });

  it('every built-in fairy variant is built with the view file its definition names: each builds its board and renders its start', () => {
    for (const v of fairyVariants) expect(codeOf(() => v.board.size + v.render(v.setup()).length), v.id).toBe('no error');
  });

  it('a game with two such rules needs both files: petrified with pseudo-royal pieces only names petrifyOnCaptureTypes, placement with bishop drops only castlingDroppedPiece', () => {
    expect(() => defineFairyWith(d.petrified, { pseudoRoyal: ALL_RULE_FILES.pseudoRoyal! }, compileChecked)).toThrow('petrifyOnCaptureTypes');
    expect(() => defineFairyWith(d.placement, { bishopDrops: ALL_RULE_FILES.bishopDrops! }, compileChecked)).toThrow('castlingDroppedPiece');
  });

  it('ataxx with flips but without the enclosing drops: INVALID_DEFINITION naming freeDrops', () => {
    expect(() => defineFairyWith(d.ataxx, { flips: ALL_RULE_FILES.flips! }, compileChecked)).toThrow('freeDrops');
  });

  it('every built-in fairy variant is built with the rule files its definition uses: each sets up and lists its moves', () => {
    for (const v of fairyVariants) expect(codeOf(() => v.legalMoves(v.setup())), v.id).toBe('no error');
  });

  it('a game using none of the rules needs no rule file: xiangqi plays from the start', () => {
    const v = defineFairyWith(d.xiangqi, NO_RULE_FILES);
    // Xiangqi's opening position has 44 legal moves (Fairy-Stockfish perft 1 of `xiangqi`).
    expect(v.legalMoves(v.setup())).toHaveLength(44);
  });

  it('tic-tac-toe with its line rule ends when a side has three in a row', () => {
    const v = defineFairyWith(tictactoe, ALL_RULE_FILES);
    const p = v.parse('PP1/pp1/3[PPPpp] w - - 0 1');
    const won = v.play(p, v.legalMoves(p).find((m) => m.to === 'c3')!);
    // The first seat (upper case) made the line.
    expect(v.status(won)).toMatchObject({ over: true, winner: v.players[0] });
  });
});
