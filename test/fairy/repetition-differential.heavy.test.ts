/**
 * Repetitions against ffish on seeded games that seek them: each side mostly takes back its own
 * last move (so positions recur) and often gives check when it can (so perpetual checks arise).
 * At every ply our status must match ffish's claimed result (`result(true)`, Fairy-Stockfish's
 * is_optional_game_end): a decided repetition is our game over with the same winner, a drawn one
 * our claimable draw, and no claim while ffish has none. Xiangqi's chasing rule is not implemented,
 * so in xiangqi a claim ffish makes that we do not is counted, not failed (docs/fairy.md).
 */
import { describe, expect, it } from 'vitest';
import { fairyDefinitions } from '../../src/variants/fairy/index.js';
import { defineFairy, type FairyMove, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish } from './ffish-oracle.js';
import { seeded } from './seeded.js';

const VARIANTS = ['xiangqi', 'manchu', 'minixiangqi', 'janggi', 'shogi', 'minishogi', 'euroshogi', 'kyotoshogi', 'micro', 'torishogi', 'yarishogi', 'shoshogi', 'dobutsu'];
const GAMES = 8;
const PLIES = 60;

/** ffish's result text as our status: the winning seat (1-0 the first of `players`), 'draw', or undefined while the game goes on. */
const outcome = (result: string, players: readonly string[]): string | undefined => (result === '1-0' ? players[0] : result === '0-1' ? players[1] : result === '1/2-1/2' ? 'draw' : undefined);
const REPETITION = /repetition|perpetual-check/;

/** The reverse of a board move in Fairy-Stockfish's UCI (`a9a10` → `a10a9`); null for drops and promotions. */
function reverse(uci: string): string | null {
  const m = /^([a-l]\d+)([a-l]\d+)$/.exec(uci);
  return m ? `${m[2]}${m[1]}` : null;
}

describe('repetitions agree with ffish\'s claimed result on games that seek them', () => {
  const definitions = new Map(fairyDefinitions.map((d) => [d.id, d]));
  for (const id of VARIANTS) {
    it(`${id}: repeated positions end or may be claimed as Fairy-Stockfish claims them`, async () => {
      const ff = await loadFfish();
      const definition = definitions.get(id);
      if (!definition) throw new Error(`no built-in ${id}`);
      const v: FairyVariant = defineFairy(definition);
      const random = seeded(0x19c3 + id.length);
      let ends = 0, claims = 0, chasing = 0, perpetual = 0;
      for (let g = 0; g < GAMES; g++) {
        const board = new ff.Board(id);
        try {
          let p = v.setup();
          const played: string[] = [];
          for (let ply = 0; ply <= PLIES; ply++) {
            const where = `${id} after ${played.join(' ') || 'no moves'}`;
            const status = v.status(p);
            const plain = board.result(), claimed = board.result(true);
            if (plain !== '*') {
              expect(status.over ? status.winner ?? 'draw' : undefined, where).toBe(outcome(plain, v.players));
              break;
            }
            if (status.over) {
              expect(status.reason, where).toMatch(REPETITION);
              expect(status.winner ?? 'draw', where).toBe(outcome(claimed, v.players));
              ends++;
              if (status.reason === 'perpetual-check') perpetual++;
              break;
            }
            if (status.claimableDraw !== undefined) {
              expect(claimed, where).toBe('1/2-1/2');
              claims++;
            } else if (claimed !== '*' && id === 'xiangqi') {
              chasing++;
            } else {
              expect(claimed, where).toBe('*');
            }
            const moves: readonly FairyMove[] = v.legalMoves(p);
            if (moves.length === 0) break;
            const back = played.length >= 2 ? reverse(played[played.length - 2] as string) : null;
            const checks = moves.filter((m) => m.check);
            const r = random();
            // Odd games: one side (the first seat, then the second) checks whenever it can, taking back its last
            // move when that checks again; the other side takes back its own. Even games: after a
            // few free plies each side mostly takes back its own last move.
            const checker = g % 2 === 1 && p.turn === v.players[g % 4 === 1 ? 0 : 1];
            const undo = moves.find((m) => m.uci === back);
            const move = checker
              ? (undo?.check ? undo : undefined) ?? (r < 0.9 && checks.length > 0 ? checks[Math.floor(random() * checks.length)] : undefined) ?? (moves[Math.floor(random() * moves.length)] as FairyMove)
              : (ply >= 6 && r < 0.9 ? undo : undefined)
                ?? (g % 2 === 0 && random() < 0.5 && checks.length > 0 ? checks[Math.floor(random() * checks.length)] : undefined)
                ?? (moves[Math.floor(random() * moves.length)] as FairyMove);
            p = v.play(p, move);
            expect(board.push(move.uci), where).toBe(true);
            played.push(move.uci);
          }
        } finally {
          board.delete();
        }
      }
      // The games must reach repetitions at all, or the test checks nothing.
      expect(ends + claims + chasing, `${id}: repetitions reached (${ends} ends, ${perpetual} by perpetual check, ${claims} claims)`).toBeGreaterThan(0);
    });
  }
});
