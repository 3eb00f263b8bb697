/**
 * GameRecord tags, comments and JSON (`toJSON` / `GameRecord.fromJSON`): a server stores records as
 * JSON and reads them back from untrusted storage, so every corruption gets a coded error and
 * changes nothing. Chess moves and positions from the FIDE Laws.
 */
import { describe, expect, it } from 'vitest';
import { GameRecord, attempt, readGameText, writeGameText } from '../../src/core/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { diamondCheckers } from '../../src/variants/diamond/index.js';

function sample(): GameRecord<ReturnType<typeof chess.setup>, ReturnType<typeof chess.legalMoves>[number]> {
  const game = new GameRecord(chess);
  game.setTag('White', 'Tal');
  game.comment('a quiet start');
  game.play('e4');
  game.comment('best by test');
  game.play('e5');
  return game;
}

describe('GameRecord tags and comments', () => {
  it('tags are set, replaced and removed; bad names or values are INVALID_ARGUMENT and change nothing', () => {
    const game = sample();
    game.setTag('White', 'Botvinnik');
    game.setTag('Black', 'Smyslov');
    expect(game.tags).toEqual({ White: 'Botvinnik', Black: 'Smyslov' });
    game.setTag('Black', undefined);
    expect(game.tags).toEqual({ White: 'Botvinnik' });
    for (const [name, value] of [['', 'x'], ['Bad Name', 'x'], ['White', 42], ['White', 'a\u0000b']] as const) {
      expect(attempt(() => game.setTag(name, value as never))).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
    expect(game.tags).toEqual({ White: 'Botvinnik' });
  });

  it('comments belong to the position after a ply; undo drops the comments on the position it takes back', () => {
    const game = sample();
    expect(game.comments).toEqual([{ ply: 0, text: 'a quiet start' }, { ply: 1, text: 'best by test' }]);
    game.undo();
    expect(game.comments).toHaveLength(2); // the comment on ply 1 stays: ply 1 is still played
    game.undo();
    expect(game.comments).toEqual([{ ply: 0, text: 'a quiet start' }]);
  });
});

describe('GameRecord JSON', () => {
  it('toJSON holds the version, the game id, the start position, canonical moves, tags and comments — no variant object', () => {
    const json = sample().toJSON();
    expect(json).toEqual({
      version: 1,
      variant: 'chess',
      start: chess.setup(),
      moves: ['e4', 'e5'],
      tags: { White: 'Tal' },
      comments: [{ ply: 0, text: 'a quiet start' }, { ply: 1, text: 'best by test' }],
    });
  });

  it('fromJSON rebuilds the record from the object or from its JSON text', () => {
    const game = sample();
    for (const json of [JSON.stringify(game), JSON.parse(JSON.stringify(game)) as unknown]) {
      const copy = GameRecord.fromJSON(chess, json);
      expect(copy.moves.map((m) => m.notation)).toEqual(['e4', 'e5']);
      expect(chess.format(copy.position)).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
      expect(copy.tags).toEqual({ White: 'Tal' });
      expect(copy.comments).toEqual(game.comments);
    }
  });

  it('corrupted or hostile JSON gets a coded error naming the problem, and the input is not changed', () => {
    const good = JSON.parse(JSON.stringify(sample())) as Record<string, unknown>;
    const cases: [string, unknown, string][] = [
      ['not JSON', '{"version":', 'INVALID_ARGUMENT'],
      ['an array', [], 'INVALID_ARGUMENT'],
      ['version 2', { ...good, version: 2 }, 'INVALID_ARGUMENT'],
      ['no version', { ...good, version: undefined }, 'INVALID_ARGUMENT'],
      ['another game', { ...good, variant: 'draughts' }, 'INVALID_ARGUMENT'],
      ['start not an object', { ...good, start: 'rnbqkbnr' }, 'INVALID_ARGUMENT'],
      ['start of another game', { ...good, start: diamondCheckers.setup() }, 'INVALID_ARGUMENT'],
      ['start with a broken board', { ...good, start: { ...chess.setup(), board: 'x' } }, 'INVALID_POSITION'],
      ['moves not an array', { ...good, moves: 'e4 e5' }, 'INVALID_ARGUMENT'],
      ['a move not text', { ...good, moves: ['e4', 5] }, 'INVALID_ARGUMENT'],
      ['an illegal move', { ...good, moves: ['e4', 'e4'] }, 'ILLEGAL_MOVE'],
      ['a non-canonical move', { ...good, moves: ['e4', 'e7-e5'] }, 'INVALID_MOVE_TEXT'],
      ['too many moves', { ...good, moves: Array(100_001).fill('e4') }, 'INPUT_TOO_LARGE'],
      ['a bad tag name', { ...good, tags: { 'W h': 'x' } }, 'INVALID_ARGUMENT'],
      ['a tag value not text', { ...good, tags: { White: {} } }, 'INVALID_ARGUMENT'],
      ['a comment on a ply not played', { ...good, comments: [{ ply: 3, text: 'x' }] }, 'INVALID_ARGUMENT'],
      ['a comment without text', { ...good, comments: [{ ply: 0 }] }, 'INVALID_ARGUMENT'],
      ['deeply nested JSON', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'INVALID_ARGUMENT'],
    ];
    for (const [what, json, code] of cases) {
      const before = JSON.stringify(json);
      const r = attempt(() => GameRecord.fromJSON(chess, json));
      expect(r, what).toMatchObject({ ok: false, error: { code } });
      expect(JSON.stringify(json), `${what}: the input was changed`).toBe(before);
    }
  });

  it('an illegal move names its ply', () => {
    const r = attempt(() => GameRecord.fromJSON(chess, { ...sample().toJSON(), moves: ['e4', 'e5', 'Ke3'] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.detail).toMatchObject({ ply: 3, move: 'Ke3' });
  });
});

describe('game text (the record format of the Diamond games, Dilkel and Chess4)', () => {
  it('writes tags, moves in the game\'s notation and comments in braces, escaping } and \\', () => {
    const game = new GameRecord(diamondCheckers);
    game.setTag('Event', 'club "open"');
    const move = diamondCheckers.legalMoves(game.position)[0]!;
    game.play(move);
    game.comment('a {brace} and a \\ backslash');
    const text = writeGameText(game);
    expect(text).toBe(`[Event "club \\"open\\""]\n\n${move.notation} {a {brace\\} and a \\\\ backslash}\n`);
    const back = readGameText(diamondCheckers, text);
    expect(back.tags).toEqual(game.tags);
    expect(back.comments).toEqual(game.comments);
    expect(back.moves.map((m) => m.notation)).toEqual([move.notation]);
  });

  it('a start that is not the game\'s start is kept in a Position tag', () => {
    const start = diamondCheckers.play(diamondCheckers.setup(), diamondCheckers.legalMoves(diamondCheckers.setup())[0]!);
    const game = new GameRecord(diamondCheckers, start);
    const text = writeGameText(game);
    expect(text).toContain(`[Position "${diamondCheckers.format(start)}"]`);
    expect(diamondCheckers.format(readGameText(diamondCheckers, text).position)).toBe(diamondCheckers.format(start));
  });

  it('malformed text is INVALID_ARGUMENT with the offset; an illegal move is the game\'s error with the ply', () => {
    for (const [text, code] of [['[Event club]', 'INVALID_ARGUMENT'], ['{never closed', 'INVALID_ARGUMENT'], ['[Event "x"', 'INVALID_ARGUMENT'], ['zz-99', 'INVALID_MOVE_TEXT'], [42, 'INVALID_ARGUMENT']] as const) {
      expect(attempt(() => readGameText(diamondCheckers, text as string)), String(text)).toMatchObject({ ok: false, error: { code } });
    }
  });
});
