/**
 * Differential test against chessops (an independent implementation of the same lichess rules):
 * on seeded random playouts of every variant, the legal moves (as from-to pairs, castling as king
 * to rook as chessops lists it) and the end of the game by the variant's own rule, mate or
 * stalemate agree at every ply.
 */
import { describe, expect, it } from 'vitest';
import { parseFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import { makeSquare } from 'chessops/util';
import type { Rules } from 'chessops/types';
import { antichess, atomic, chess960, horde, kingOfTheHill, racingKings, threeCheck, type ChessVariantMove } from '../../src/variants/chess/index.js';
import { createRng, type AnyVariant, type Position } from '../../src/core/index.js';

const CASES: readonly [AnyVariant, Rules, readonly string[]][] = [
  [chess960, 'chess', ['', 'id:0', 'id:959', 'seed:5', '1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9']],
  [threeCheck, '3check', ['', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1']],
  [kingOfTheHill, 'kingofthehill', ['']],
  [atomic, 'atomic', ['', 'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1', '8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1', 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1']],
  [antichess, 'antichess', ['', '8/2p5/8/8/8/8/P7/8 w - - 0 1']],
  [horde, 'horde', ['', 'k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1', '4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1']],
  [racingKings, 'racingkings', ['', '4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1']],
];

/** Our moves as chessops lists them: from-to, castling as the king moving onto its rook, promotions once. */
function ourDests(variant: AnyVariant, p: Position): string[] {
  const moves = variant.legalMoves(p) as readonly ChessVariantMove[];
  const out = new Set<string>();
  for (const m of moves) {
    if (m.kind === 'castle') {
      // chessops lists castling as the king moving onto its rook; our UCI names the rook's square,
      // or (three-check, atomic on the standard squares) the king's two-square move.
      const dest = m.uci.slice(2, 4);
      const board = (p as unknown as { board: string }).board;
      const ownRook = board[(dest.charCodeAt(0) - 97) + 8 * (Number(dest[1]) - 1)] === ((p as { turn: string }).turn === 'white' ? 'R' : 'r');
      out.add(`${m.from}${ownRook ? dest : (m.to[0] === 'g' ? 'h' : 'a') + m.to[1]}`);
    } else out.add(`${m.from}${m.to}`);
  }
  return [...out].sort();
}

function theirDests(fen: string, rules: Rules): { dests: string[]; variantEnd: boolean; winner: string | undefined } {
  const pos = setupPosition(rules, parseFen(fen).unwrap()).unwrap();
  const dests: string[] = [];
  for (const [from, to] of pos.allDests()) for (const t of to) dests.push(makeSquare(from) + makeSquare(t));
  return { dests: dests.sort(), variantEnd: pos.isVariantEnd(), winner: pos.outcome()?.winner };
}

describe('chess variants agree with chessops on random playouts', () => {
  for (const [variant, rules, starts] of CASES) {
    it(`${variant.id}: legal moves and the end of the game`, () => {
      for (let game = 0; game < 8; game++) {
        const rng = createRng(7000 + game);
        const start = starts[game % starts.length]!;
        let p = start === '' ? variant.setup() : start.startsWith('id:') ? variant.setup({ id: Number(start.slice(3)) }) : start.startsWith('seed:') ? variant.setup({ seed: Number(start.slice(5)) }) : variant.parse(start);
        for (let ply = 0; ply < 120; ply++) {
          const fen = variant.format(p);
          const theirs = theirDests(fen, rules);
          expect(ourDests(variant, p), fen).toEqual(theirs.dests);
          const status = variant.status(p);
          const ended = status.over && status.reason !== 'insufficient-material' && !/repetition|move-rule/.test(status.reason);
          expect(ended, `${fen}: game over (${status.over ? status.reason : 'running'})`).toBe(theirs.variantEnd || theirs.dests.length === 0);
          if (ended) {
            expect(status.over && status.winner, fen).toBe(theirs.winner ?? undefined);
            break;
          }
          const legal = variant.legalMoves(p) as readonly ChessVariantMove[];
          p = variant.play(p, rng.pick(legal));
        }
      }
    });
  }
});
