/**
 * boardwright/engine against Debian's Stockfish 15.1 and Fairy-Stockfish 11.1 (/usr/games; .ci/run
 * installs them): each engine's answers come back as legal move objects of our games, in UCI and
 * in USI, in every game Fairy-Stockfish lists that we play. Short searches only (this is the quick
 * tier); the long games live in the heavy tier.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chess, chess960, crazyhouse } from '../../src/variants/chess/index.js';
import { minishogi, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { installedGames } from '../../src/cli/installed.js';
import { engineGame } from '../../src/engine/engine-games.js';
import { openEngine, type Engine } from '../../src/engine/index.js';
import type { Move, Position, Variant } from '../../src/core/index.js';

const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const code = (c: string) => expect.objectContaining({ code: c });

/** Plays the line's moves from `start`, failing if one is not legal: a pv is legal move after move. */
function replay<P extends Position, M extends Move>(variant: Variant<P, M, never>, start: P, pv: readonly M[]): void {
  let p = start;
  for (const m of pv) {
    expect(variant.legalMoves(p)).toContainEqual(m);
    p = variant.play(p, m);
  }
}

describe.skipIf(!existsSync(STOCKFISH))('Stockfish (UCI)', () => {
  let sf: Engine;
  beforeAll(async () => {
    sf = await openEngine(STOCKFISH, { options: { Threads: 1, Hash: 16 } });
  });
  afterAll(() => sf?.quit());

  it('announces itself and its options in the handshake', () => {
    expect(sf.name).toMatch(/^Stockfish/);
    expect(sf.options.get('multipv')).toMatchObject({ type: 'spin', min: 1 });
  });

  it('plays a legal move of chess from the start, by movetime and by clock with increment', async () => {
    const start = chess.setup();
    expect(chess.legalMoves(start)).toContainEqual(await sf.play(chess, start, { movetime: 50 }));
    const t0 = Date.now();
    expect(chess.legalMoves(start)).toContainEqual(await sf.play(chess, start, { time: { white: 2000, black: 2000 }, increment: { white: 100, black: 100 } }));
    expect(Date.now() - t0).toBeLessThan(2100 + 5000);
  });

  it('finds the back-rank mate in one and scores it mate 1 (Ra8#)', async () => {
    const p = chess.parse('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
    const { bestMove, lines } = await sf.analyse(chess, p, { depth: 5 });
    expect(bestMove.notation).toBe('Ra8#');
    expect(lines[0]!.score).toEqual({ type: 'mate', value: 1 });
    expect(lines[0]!.pv.map((m) => m.notation)).toEqual(['Ra8#']);
  });

  it("scores from the side to move's view: black to move mates in one (Ra1#) is mate +1 for black", async () => {
    const p = chess.parse('r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1');
    const { bestMove, lines } = await sf.analyse(chess, p, { depth: 5 });
    expect(bestMove.notation).toBe('Ra1#');
    expect(lines[0]!.score).toEqual({ type: 'mate', value: 1 });
  });

  it('and a side about to be mated gets a negative mate score: black Ka8 has only Kb8, then Rh8# (mate -1)', async () => {
    const p = chess.parse('k7/8/1K6/8/8/8/8/7R b - - 0 1');
    expect(chess.legalMoves(p).map((m) => m.notation)).toEqual(['Kb8']);
    const { lines } = await sf.analyse(chess, p, { depth: 6 });
    expect(lines[0]!.score).toEqual({ type: 'mate', value: -1 });
    expect(lines[0]!.pv.map((m) => m.notation)).toEqual(['Kb8', 'Rh8#']);
  });

  it('analyse with multipv 3 gives three lines with different first moves, each a legal line of move objects', async () => {
    const start = chess.setup();
    const { lines } = await sf.analyse(chess, start, { depth: 8 }, { multipv: 3 });
    expect(lines.map((l) => l.multipv)).toEqual([1, 2, 3]);
    expect(new Set(lines.map((l) => l.pv[0]!.notation)).size).toBe(3);
    for (const line of lines) {
      expect(line.score.type).toBe('cp');
      expect(line.depth).toBeGreaterThanOrEqual(8);
      expect(line.pv.length).toBeGreaterThan(1);
      replay(chess, start, line.pv);
    }
    // Back to one line for play.
    expect(chess.legalMoves(start)).toContainEqual(await sf.play(chess, start, { depth: 2 }));
  });

  it('Chess960 castling as UCI_Chess960 engines write it (king takes rook: f1h1 is O-O with the king on f1)', async () => {
    // Every legal move as its own line: castling is among them, read from the engine's king-takes-rook text.
    const p = chess960.parse('4k3/8/8/8/8/8/5PPP/5K1R w K - 0 1');
    const moves = chess960.legalMoves(p);
    const { lines } = await sf.analyse(chess960, p, { depth: 4 }, { multipv: moves.length });
    const firsts = lines.map((l) => l.pv[0]!);
    expect(firsts).toHaveLength(moves.length);
    expect(firsts.filter((m) => m.kind === 'castle').map((m) => m.notation)).toEqual(['O-O']);
    // The ordinary king move to g1 is there too: the two are told apart by the engine's text.
    expect(firsts.some((m) => m.kind === undefined && m.to === 'g1' && m.piece === 'K')).toBe(true);
  });

  it('a game Stockfish does not play (xiangqi) is ENGINE_FAILED before anything is sent; chess still works after', async () => {
    await expect(sf.play(xiangqi, xiangqi.setup(), { depth: 1 })).rejects.toEqual(code('ENGINE_FAILED'));
    expect(chess.legalMoves(chess.setup())).toContainEqual(await sf.play(chess, chess.setup(), { depth: 1 }));
  });

  it('stop() ends a long search at once and play answers the best move so far', async () => {
    const start = chess.setup();
    const t0 = Date.now();
    const playing = sf.play(chess, start, { movetime: 60_000 });
    await new Promise((r) => setTimeout(r, 200));
    await sf.stop();
    const move = await playing;
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(chess.legalMoves(start)).toContainEqual(move);
  });

  it('three Stockfish at once each play their own game', async () => {
    const engines = await Promise.all([0, 1, 2].map(() => openEngine(STOCKFISH, { options: { Threads: 1 } })));
    try {
      const positions = [chess.setup(), chess.play(chess.setup(), 'e4'), chess.play(chess.setup(), 'd4')];
      const moves = await Promise.all(engines.map((e, i) => e.play(chess, positions[i]!, { depth: 6 })));
      moves.forEach((m, i) => expect(chess.legalMoves(positions[i]!)).toContainEqual(m));
    } finally {
      await Promise.all(engines.map((e) => e.quit()));
    }
  });
});

describe.skipIf(!existsSync(FAIRY))('Fairy-Stockfish (UCI with UCI_Variant, and USI)', () => {
  let fsf: Engine;
  beforeAll(async () => {
    fsf = await openEngine(FAIRY, { options: { Threads: 1 } });
  });
  afterAll(() => fsf?.quit());

  it('plays every game of ours that it lists in UCI_Variant: two moves from the start, each legal in our rules', async () => {
    const known = new Set(fsf.options.get('uci_variant')!.vars);
    const games = installedGames.filter((v) => known.has(engineGame(v).name));
    // Debian's 11.1 lists 72 of our games (chess and its lichess variants but atomic, and the fairy games).
    expect(games.length).toBeGreaterThanOrEqual(60);
    for (const v of games as Variant<Position, Move, never>[]) {
      let p = v.setup();
      for (let i = 0; i < 2 && !v.status(p).over; i++) {
        const move = await fsf.play(v, p, { nodes: 300 });
        expect(v.legalMoves(p), v.id).toContainEqual(move);
        p = v.play(p, move);
      }
    }
  });

  it('xiangqi: analyse with two lines, each a legal line of xiangqi move objects', async () => {
    const start = xiangqi.setup();
    const { lines, bestMove } = await fsf.analyse(xiangqi, start, { depth: 6 }, { multipv: 2 });
    expect(lines).toHaveLength(2);
    expect(xiangqi.legalMoves(start)).toContainEqual(bestMove);
    for (const line of lines) replay(xiangqi, start, line.pv);
  });

  it('crazyhouse drops come back as drop moves (P@… text) in a position where only a drop saves the king', async () => {
    // White is in check from the rook on a1 along the first rank, its king walled in by its own pawns
    // (f1 and d1 are on the rook's line): only a knight dropped on b1, c1 or d1 saves it.
    const p = crazyhouse.parse('k7/8/8/8/8/8/3PPP2/r3K3[N] w - - 0 1');
    const legal = crazyhouse.legalMoves(p);
    expect(legal.map((m) => m.notation).sort()).toEqual(['N@b1', 'N@c1', 'N@d1']);
    const move = await fsf.play(crazyhouse, p, { depth: 4 });
    expect(legal).toContainEqual(move);
  });

  it('shogi over USI: usinewgame, position sfen, go byoyomi; answers and pv as shogi move objects with USI text', async () => {
    const usi = await openEngine(FAIRY, { protocol: 'usi' });
    try {
      expect(usi.protocol).toBe('usi');
      for (const v of [shogi, minishogi]) {
        const start = v.setup();
        const played = await usi.play(v, start, { byoyomi: 100, time: { sente: 0, gote: 0 } });
        expect(v.legalMoves(start)).toContainEqual(played);
        expect(played.usi).toMatch(/^[1-9][a-i][1-9][a-i]\+?$/);
        const { bestMove, lines } = await usi.analyse(v, start, { depth: 5 });
        expect(v.legalMoves(start)).toContainEqual(bestMove);
        expect(lines[0]!.pv.length).toBeGreaterThan(1);
        replay(v, start, lines[0]!.pv);
      }
      // A game with no SFEN cannot be sent over USI.
      await expect(usi.play(chess, chess.setup(), { depth: 1 })).rejects.toEqual(code('INVALID_ARGUMENT'));
    } finally {
      await usi.quit();
    }
  });
});
