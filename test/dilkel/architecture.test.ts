import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DILKEL_BACK_RANK, DILKEL_SEATS, dilkel } from '../../src/variants/dilkel/index.js';

const dir = new URL('../../src/variants/dilkel/', import.meta.url);
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')] as const);

describe('Dilkel is built on the core only', () => {
  it('imports nothing but the core and its own modules (never the chess variant)', () => {
    expect(sources.map(([, t]) => [...t.matchAll(/^(?! \*).* from '([^']+)';$/gm)].length).reduce((a, b) => a + b, 0)).toBeGreaterThan(40);
    for (const [file, text] of sources) {
      for (const [, from] of text.matchAll(/^(?! \*).* from '([^']+)';$/gm)) {
        expect(from, `${file} imports ${from}`).toMatch(/^(\.\/[a-z-]+\.js|\.\.\/\.\.\/core\/([a-z-]+\/)?[a-z-]+\.js)$/);
      }
    }
  });
  it('moves its pieces with the core\'s CHESS_PIECES atoms compiled per seat', () => {
    const tables = sources.find(([f]) => f === 'tables.ts')?.[1] ?? '';
    expect(tables).toContain('compileAtoms(board, CHESS_PIECES[letter], seat.forward)');
  });
});

describe('Dilkel seating is data ("a recovered diagram must be a data change")', () => {
  it('the start position is read off DILKEL_SEATS: each baseline holds R N B K Q B N R, pawns in front', () => {
    const p = dilkel.setup();
    for (const seat of DILKEL_SEATS) {
      expect(seat.baseline.map((sq) => p.pieces[sq]).join(' ')).toBe([...DILKEL_BACK_RANK].map((k) => seat.letter + k).join(' '));
      for (const sq of seat.pawns) expect(p.pieces[sq]).toBe(`${seat.letter}P`);
    }
  });
  it('seats come in the turn order red, blue, yellow, green, each with its own forward', () => {
    expect(DILKEL_SEATS.map((s) => `${s.player}:${s.forward}`)).toEqual(['red:n', 'blue:e', 'yellow:s', 'green:w']);
  });
});
