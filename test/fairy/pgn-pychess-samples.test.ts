/**
 * PGN as pychess-variants exports it (server/game.py `pgn`: the Seven Tag Roster, TimeControl and
 * Elo tags, `[Variant "Xiangqi"]` — Fairy-Stockfish's name capitalized —, `[FEN]` then `[SetUp "1"]`,
 * moves in Fairy-Stockfish's SAN on one line). The samples in pgn-samples/ were written in that
 * format from games Debian's fairy-stockfish 11.1 played against itself; their final positions in
 * final-positions.json are ffish's, from replaying the moves — never our engine's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fairyVariants, parseFairyPgn, writeFairyPgn } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';

const dir = new URL('./pgn-samples/', import.meta.url);
const finals = JSON.parse(readFileSync(new URL('final-positions.json', dir), 'utf8')) as Record<string, { variant: string; plies: number; fen: string }[]>;
const sample = (file: string): string => readFileSync(new URL(`${file}.pgn`, dir), 'utf8');

/** The SAN tokens of a one-line pychess movetext (move numbers and the result dropped). */
function sanOf(movetext: string): string[] {
  return movetext.trim().split(/\s+/).filter((t) => !/^\d+\.$/.test(t) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

describe('pychess-variants PGN exports load and replay to the final position ffish reaches', () => {
  it('the fixtures are ffish facts: ffish replays each sample to its stored final FEN', async () => {
    const ffish = (await loadFfish()) as unknown as { Board: new (v: string, fen: string) => { pushSan(s: string, n?: number): boolean; fen(): string; delete(): void }; Notation: { SAN: number } };
    for (const [file, games] of Object.entries(finals)) {
      const texts = sample(file).split(/\n(?=\[Event )/);
      expect(texts).toHaveLength(games.length);
      games.forEach((g, i) => {
        const text = texts[i] as string;
        const fen = (/\[FEN "([^"]*)"\]/.exec(text) as RegExpExecArray)[1] as string;
        const moves = sanOf(text.split('\n\n')[1] as string);
        expect(moves).toHaveLength(g.plies);
        const board = new ffish.Board(g.variant, fen);
        try {
          for (const san of moves) expect(board.pushSan(san, ffish.Notation.SAN), `${g.variant} ${san}`).toBe(true);
          expect(board.fen()).toBe(g.fen);
        } finally {
          board.delete();
        }
      });
    }
  });

  for (const [file, games] of Object.entries(finals)) {
    it(`${file}.pgn: each game is read as its Variant tag's game and reaches ffish's final position`, () => {
      const read = parseFairyPgn(sample(file));
      expect(read.map((g) => g.start.variant)).toEqual(games.map((g) => g.variant));
      read.forEach((game, i) => {
        const expected = games[i]!;
        const variant = fairyVariants.find((v) => v.id === expected.variant)!;
        expect(game.moves).toHaveLength(expected.plies);
        const final = game.moves[game.moves.length - 1]!.position;
        // Compared through our reader of ffish's FEN, so that the test asks whether the positions are
        // the same, not whether both write FEN alike (exact FEN text is the ffish differential's job).
        expect(variant.format(final)).toBe(variant.format(variant.parse(expected.fen)));
        expect(game.tags.find((t) => t.name === 'Site')?.value).toMatch(/^https:\/\/www\.pychess\.org\//);
      });
    });
  }
});

describe('what writeFairyPgn writes, ffish reads', () => {
  it('each sample game written back is replayed by ffish, move by move in its SAN, to the same final position', async () => {
    const ffish = (await loadFfish()) as unknown as { Board: new (v: string, fen: string) => { pushSan(s: string, n?: number): boolean; fen(): string; delete(): void }; Notation: { SAN: number } };
    for (const [file, games] of Object.entries(finals)) {
      parseFairyPgn(sample(file)).forEach((game, i) => {
        const expected = games[i]!;
        const variant = fairyVariants.find((v) => v.id === expected.variant)!;
        const text = writeFairyPgn(game);
        expect(text).toContain(`[Variant "${expected.variant.charAt(0).toUpperCase()}${expected.variant.slice(1)}"]`);
        const moves = sanOf(text.split('\n\n')[1]!.replace(/\{[^}]*\}/g, ''));
        const board = new ffish.Board(expected.variant, variant.format(game.start));
        try {
          for (const san of moves) expect(board.pushSan(san, ffish.Notation.SAN), `${expected.variant} ${san}`).toBe(true);
          expect(board.fen()).toBe(expected.fen);
        } finally {
          board.delete();
        }
      });
    }
  });
});
