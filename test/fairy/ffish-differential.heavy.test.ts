/**
 * Our engine against Fairy-Stockfish (ffish 0.7.10, WebAssembly) on seeded random games of every
 * built-in fairy variant: at every ply the FEN text (exactly: ffish's `fen()`), the legal moves (as
 * Fairy-Stockfish's UCI text) and whether and how the game has ended agree. Games start from the variant's start and from the positions of
 * Fairy-Stockfish's perft suite for that variant.
 *
 * Notation facts used (ffish's `legalMoves()`): squares with 1-based ranks (`a10`), promotion as a
 * lower-case letter, castling as the king's move to its target square (king takes rook in
 * Chess960), janggi's pass as the king's square twice — our `FairyMove.uci` writes the same.
 */
import { describe, expect, it } from 'vitest';
import { isBoardwrightError } from '../../src/core/errors.js';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { defineFairy, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, splitMoves } from './ffish-oracle.js';
import { perftRows } from './scope.js';
import { seeded } from './seeded.js';
import { ffishNameOf, NOT_IN_FFISH } from './ffish-counterpart.js';

const GAMES_FROM_START = 3;
const GAMES_PER_ROW = 1;
const PLIES = 30;

/** Variants whose games are known to disagree with ffish, with the reason (each a bug to fix). */
const KNOWN_DIFFERENT: Readonly<Record<string, string>> = {
  minishogi: "pawn-drop mate: in rp2g/bs3/k1B1R/2S2/1K3[Pg] w (reached by a seeded game) P@a2 mates the king on a3 (a2 defended by the king on b1, b2 and b3 covered, a4 and b4 its own pieces, nothing else takes a2); ffish 0.7.10 and Fairy-Stockfish's current source list P@a2 (position.h Position::checkmate_value scores the mate as the dropper's loss); this engine forbids it, as shogi's rule does. The perft row agrees (533203)",
};

/** ffish's result text as our status: the winning seat (1-0 the first of `players`), 'draw', or undefined while the game goes on. */
function outcomeOfResult(result: string, players: readonly string[]): string | undefined {
  if (result === '1-0') return players[0];
  if (result === '0-1') return players[1];
  if (result === '1/2-1/2') return 'draw';
  return undefined;
}

describe('fairy engine against ffish on seeded random games (FEN text, legal moves and game end at every ply)', () => {
  for (const def of fairyDefinitions) {
    let variant: FairyVariant | string;
    try {
      variant = defineFairy(def);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      variant = error.message;
    }
    if (typeof variant === 'string') {
      it.todo(`${def.id}: the engine refuses the definition: ${variant}`);
      continue;
    }
    const absent = NOT_IN_FFISH[def.id];
    if (absent !== undefined) {
      it.skip(`${def.id}: ${absent}`, () => {});
      continue;
    }
    const known = KNOWN_DIFFERENT[def.id];
    if (known !== undefined) {
      it.todo(`${def.id}: ${known}`);
      continue;
    }
    const v = variant;
    const v960 = perftRows.some((r) => r.variant === def.id && r.chess960 === true) ? defineFairy({ ...def, chess960: true }) : undefined;
    it(`${def.id}: our FEN text, legal moves and results are Fairy-Stockfish's`, async () => {
      const ff = await loadFfish();
      const name = ffishNameOf(ff, def.id);
      const random = seeded(0x18f2);
      const starts: { fen: string | undefined; chess960: boolean; games: number }[] = [
        { fen: undefined, chess960: false, games: GAMES_FROM_START },
        ...perftRows.filter((r) => r.variant === def.id && !r.start)
          .map((r) => ({ fen: r.fen, chess960: r.chess960 === true, games: GAMES_PER_ROW })),
      ];
      let plies = 0;
      for (const start of starts) {
        for (let game = 0; game < start.games; game++) {
          // One ffish board alive at a time (its custom piece tables are global).
          const board = start.fen === undefined ? new ff.Board(name) : new ff.Board(name, start.fen, start.chess960);
          // Chess960 rows (king-takes-rook castling text) on the definition with chess960 on.
          const game = start.chess960 ? v960 : v;
          if (!game) throw new Error(`${def.id}: no Chess960 variant`);
          try {
            let position = start.fen === undefined ? game.setup() : game.parse(start.fen);
            const played: string[] = [];
            for (let ply = 0; ply <= PLIES; ply++) {
              const where = `${def.id} from ${start.fen ?? 'the start'} after ${played.join(' ') || 'no moves'}`;
              // FEN text exactly as Fairy-Stockfish writes it (hands in its order, `+X`, `~`), and read back to itself.
              const fen = board.fen();
              expect(game.format(position), `fen: ${where}`).toBe(fen);
              expect(game.format(game.parse(fen)), `fen read back: ${where}`).toBe(fen);
              const status = game.status(position);
              // A decided repetition ends our game (no moves listed); ffish reports it only as a claim (result(true)) and lists the moves.
              const decided = status.over && /repetition|perpetual-check/.test(status.reason);
              // Insufficient material is a finished game here (no moves listed); ffish's movegen still lists them (its result() says draw).
              const theirs = decided || (status.over && status.reason === 'insufficient-material') ? [] : splitMoves(board.legalMoves());
              const moves = game.legalMoves(position);
              expect(moves.map((m) => m.uci).sort(), where).toEqual(theirs);
              const expected = outcomeOfResult(board.result(decided), game.players);
              const ours = status.over ? status.winner ?? 'draw' : undefined;
              expect(ours, `result: ${where}`).toBe(expected);
              if (theirs.length === 0 || status.over || ply === PLIES) break;
              const uci = theirs[Math.floor(random() * theirs.length)] ?? '';
              const move = moves.find((m) => m.uci === uci);
              if (!move) throw new Error(`no move ${uci}: ${where}`);
              position = game.play(position, move);
              board.push(uci);
              played.push(uci);
              plies++;
            }
          } finally {
            board.delete();
          }
        }
      }
      expect(plies).toBeGreaterThan(0);
    });
  }
});
