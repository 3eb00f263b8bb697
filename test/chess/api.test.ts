import { describe, expect, it } from 'vitest';
import { chess, ChessState } from '../../src/variants/chess/index.js';
import { CHESS_PIECES } from '../../src/core/pieces.js';
import { readJsonl } from './reference-data.js';
import { after } from './helpers.js';

describe('the chess variant object', () => {
  it('has id chess, players white and black, and the 8x8 board with a1 = 0 … h8 = 63', () => {
    expect(chess.id).toBe('chess');
    expect(chess.players).toEqual(['white', 'black']);
    expect(chess.board.size).toBe(64);
    expect(chess.board.names[0]).toBe('a1');
    expect(chess.board.names[63]).toBe('h8');
    expect(chess.board.directions).toEqual(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
  });
  it('takes piece movement from the core CHESS_PIECES atoms (shared with other chess-family games)', () => {
    expect(CHESS_PIECES.N[0]?.kind).toBe('leap');
    expect(chess.legalMoves(chess.parse('4k3/8/8/8/3N4/8/8/4K3 w - - 0 1')).filter((m) => m.piece === 'N')).toHaveLength(8);
  });
  it('positions are plain JSON data and play never changes its input', () => {
    const p = chess.setup();
    const text = JSON.stringify(p);
    chess.play(p, 'e4');
    expect(JSON.stringify(p)).toBe(text);
    expect(JSON.parse(text)).toEqual(p);
  });
  it('hash(position) from scratch equals the incremental hash of the search state', () => {
    const s = chess.search(chess.setup());
    const buf = new Int32Array(s.maxMoves);
    const n = s.generate(buf);
    for (let i = 0; i < n; i++) {
      s.make(buf[i] as number);
      expect(s.hash()).toBe(chess.hash(s.position()));
      s.unmake();
    }
    expect(s.hash()).toBe(chess.hash(chess.setup()));
  });
  it('the same position reached by different move orders has the same hash', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const a = chess.parse(after(start, 'Nf3', 'Nf6', 'Nc3'));
    const b = chess.parse(after(start, 'Nc3', 'Nf6', 'Nf3'));
    expect(chess.hash(a)).toBe(chess.hash(b));
  });
  it('search is a ChessState with make/unmake and position snapshots that keep repetition keys', () => {
    const s = chess.search(chess.setup());
    expect(s).toBeInstanceOf(ChessState);
    const buf = new Int32Array(s.maxMoves);
    expect(s.generate(buf)).toBe(20);
    expect(() => s.unmake()).toThrow();
  });
  it('make/unmake keep the hash through long games (the undo stack grows past its first size)', () => {
    const s = chess.search(chess.setup());
    const start = s.hash();
    const buf = new Int32Array(s.maxMoves);
    let made = 0;
    for (let ply = 0; ply < 400; ply++) {
      const n = s.generate(buf);
      if (n === 0) break;
      s.make(buf[(ply * 7919) % n] as number);
      made++;
      if (ply % 50 === 0) expect(s.hash()).toBe(chess.hash(s.position()));
    }
    for (let i = 0; i < made; i++) s.unmake();
    expect(s.hash()).toBe(start);
    expect(chess.format(s.position())).toBe(chess.format(chess.setup()));
  });
  it('renders the board with rank and file labels', () => {
    expect(chess.render(chess.setup())).toBe(
      ['8 r n b q k b n r', '7 p p p p p p p p', '6 . . . . . . . .', '5 . . . . . . . .', '4 . . . . . . . .', '3 . . . . . . . .', '2 P P P P P P P P', '1 R N B Q K B N R', '  a b c d e f g h'].join('\n'),
    );
  });
});

// chess.md "Reference counts": the chessprogramming positions at the depths it names.
describe('reference perft counts named in chess.md', () => {
  const rows = readJsonl<{ id: string; fen: string; perft: Record<string, number> }>(new URL('../reference/data/chess-perft.jsonl', import.meta.url));
  const named: [string, number][] = [['cpw-pos1-initial', 5], ['cpw-pos2-kiwipete', 4], ['cpw-pos3', 5], ['cpw-pos4', 4], ['cpw-pos5', 4], ['cpw-pos6', 4]];
  it.each(named)('%s depth %i', (id, depth) => {
    const row = rows.find((r) => r.id === id);
    expect(row, `${id} in chess-perft.jsonl`).toBeDefined();
    if (row) expect(chess.perft(chess.parse(row.fen), depth)).toBe(row.perft[String(depth)]);
  });
});
