/** PDN game files: tags, movetext and result, read and written. */
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/core/index.js';
import { draughts, parsePdn, parsePdnGames, writePdn } from '../../src/variants/draughts/index.js';
import { codeOf } from './helpers.js';

const GAME = `[Event "Club night"]
[Black "Ann"]
[White "Bob"]
[Result "*"]
[GameType "21"]

1. 11-15 23-19 {quiet} 2. 8-11 22-17 (2... 9-14 3. 17x10) 3. 9-13 17-14! 4. 10x17 21x14 *
`;

describe('PDN games', () => {
  it('reads tags, numbered moves (skipping comments and variations) and the result', () => {
    const game = parsePdn(GAME);
    expect(game.tags['Black']).toBe('Ann');
    expect(game.moves.map((m) => m.notation)).toEqual(['11-15', '23-19', '8-11', '22-17', '9-13', '17-14', '10x17', '21x14']);
    expect(game.moves[6]?.captures).toEqual(['14']);
    expect(game.result).toBe('*');
    expect(game.positions).toHaveLength(8);
    expect(game.positions[7]?.turn).toBe('black');
  });

  it('writes a game that reads back to the same moves', () => {
    const game = parsePdn(GAME);
    const text = writePdn({ tags: game.tags, moves: game.moves, result: '*' });
    expect(text).toContain('[GameType "21"]');
    expect(text).toContain('1. 11-15 23-19 2. 8-11 22-17');
    expect(parsePdn(text).moves.map((m) => m.notation)).toEqual(game.moves.map((m) => m.notation));
  });

  it('writes the FEN tag for a set-up start and numbers a game that starts with White', () => {
    const start = draughts.parse('W:W18:B1,14');
    const text = writePdn({ start, moves: ['18x9', '1-5'], result: '0-1' });
    expect(text).toContain('[FEN "W:W18:B1,14"]');
    expect(text).toContain('1... 18x9 2. 1-5 0-1');
    const back = parsePdn(text);
    expect(back.result).toBe('0-1');
    expect(draughts.format(back.positions[1] as never)).toBe('W:W9:B5');
  });

  it('a GameRecord can be written', () => {
    const record = new GameRecord(draughts);
    record.play('11-15');
    record.play('23-19');
    expect(writePdn(record)).toContain('1. 11-15 23-19 *');
  });

  it('carries huffing: the Capture tag and the huff / insist tokens', () => {
    const start = draughts.parse('B:W18,32:B1,14,15', { capture: 'huffing' });
    const text = writePdn({ start, moves: ['1-6', 'huff:14', '18x11'] });
    expect(text).toContain('[Capture "huffing"]');
    const back = parsePdn(text);
    expect(back.moves.map((m) => m.kind ?? 'move')).toEqual(['move', 'huff', 'move']);
    expect(draughts.format(back.positions[2] as never)).toBe('B:W11,32:B6');
  });

  it('reads several games with parsePdnGames, and accepts 2-0 style results', () => {
    const games = parsePdnGames('[Event "a"]\n1. 11-15 2-0\n\n[Event "b"]\n1. 9-13 1-1\n');
    expect(games.map((g) => [g.tags['Event'], g.result])).toEqual([['a', '1-0'], ['b', '1/2-1/2']]);
    expect(codeOf(() => parsePdn('[Event "a"]\n1. 11-15 *\n[Event "b"]\n1. 9-13 *'))).toBe('INVALID_PDN');
  });

  it('names the move and its place when a PDN move is illegal, and refuses other game types', () => {
    const r = (() => {
      try {
        parsePdn('1. 11-15 23-19 2. 11-16 *');
      } catch (e) {
        return e as { code: string; message: string };
      }
      return undefined;
    })();
    expect(r?.code).toBe('INVALID_PDN');
    expect(r?.message).toContain('move 3 "11-16"');
    expect(codeOf(() => parsePdn('[GameType "20"]\n1. 32-28 *'))).toBe('INVALID_PDN');
    expect(codeOf(() => parsePdn('[FEN "B:W99:B1"]\n*'))).toBe('INVALID_PDN');
    expect(codeOf(() => parsePdn('1. 11-15 {never closed'))).toBe('INVALID_PDN');
    expect(codeOf(() => parsePdn(''))).toBe('INVALID_PDN');
  });
});

describe('PDN 3.0 reading grammar', () => {
  it('reads the double-forfeit result 0-0 (lost by both)', () => {
    expect(parsePdn('[Result "0-0"]\n1. 11-15 23-19 0-0').result).toBe('0-0');
    expect(writePdn({ moves: ['11-15'], result: '0-0' })).toContain('1. 11-15 0-0');
  });

  it('skips the "..." some files write for a move left out, and move numbers with three dots', () => {
    const game = parsePdn('1. 11-15 ... 23-19 2. 8-11 2... 22-17 *');
    expect(game.moves.map((m) => m.notation)).toEqual(['11-15', '23-19', '8-11', '22-17']);
  });

  it('reads ":" as the capture separator', () => {
    expect(parsePdn('[FEN "B:W19,27:B15"]\n1. 15:24:31 *').moves[0]?.notation).toBe('15x24x31');
  });

  it('the Capture tag selects huffing even when other options are passed; an unknown Capture value is refused', () => {
    const game = parsePdn('[Capture "huffing"]\n[FEN "B:W18,32:B1,14,15"]\n1. 1-6 huff:14 *', { drawAfterPlies: 100 });
    expect(game.start.capture).toBe('huffing');
    expect(game.start.drawAfterPlies).toBe(100);
    expect(game.moves[1]?.kind).toBe('huff');
    // the caller's explicit capture option wins over the tag
    expect(codeOf(() => parsePdn('[Capture "huffing"]\n[FEN "B:W18,32:B1,14,15"]\n1. 1-6 *', { capture: 'mandatory' }))).toBe('INVALID_PDN');
    expect(codeOf(() => parsePdn('[Capture "optional"]\n1. 11-15 *'))).toBe('INVALID_PDN');
  });

  it('a huffing game with an insist, started from a pending offence (H field), round-trips through writePdn', () => {
    const start = draughts.parse('W:W18,32:B6,14,15:H1-6', { capture: 'huffing' });
    const text = writePdn({ start, moves: ['insist', '15x22', '32-27'] });
    expect(text).toContain('[FEN "W:W18,32:B6,14,15:H1-6"]');
    expect(text).toContain('[Capture "huffing"]');
    const back = parsePdn(text);
    expect(back.moves.map((m) => m.notation)).toEqual(['insist', '15x22', '32-27']);
    // insist takes 1-6 back; Black's 15 then jumps White's 18 (d4) to 22 (c3); White's 32 steps to 27
    expect(draughts.format(back.positions[2] as never)).toBe('B:W27:B1,14,22');
  });
});

describe('writePdn input checks', () => {
  it('refuses a move that is neither text nor a move object, naming its number', () => {
    const r = (() => {
      try {
        writePdn({ moves: ['11-15', 42 as never] });
      } catch (e) {
        return e as { code: string; message: string };
      }
      return undefined;
    })();
    expect(r?.code).toBe('INVALID_ARGUMENT');
    expect(r?.message).toContain('move 2');
  });

  it('names an illegal move by its place in the list (not counting move numbers)', () => {
    expect(() => writePdn({ moves: ['11-15', '23-19', '11-16'] })).toThrow(/move 3 "11-16"/);
  });

  it('refuses tag names and values that would not read back, and unknown results', () => {
    expect(codeOf(() => writePdn({ tags: { 'Bad Name]': 'x' }, moves: [] }))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => writePdn({ tags: { Event: 7 as never }, moves: [] }))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => writePdn({ moves: [], result: '3-0' as never }))).toBe('INVALID_ARGUMENT');
  });

  it('escapes quotes and backslashes in tag values so they read back', () => {
    const text = writePdn({ tags: { Event: 'The "Open" \\ 2024' }, moves: ['11-15'] });
    expect(parsePdn(text).tags['Event']).toBe('The "Open" \\ 2024');
  });
});
