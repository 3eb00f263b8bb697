/**
 * Differential test against chessops (an independent implementation of the same lichess rules):
 * on seeded random playouts of every variant, the legal moves (as from-to pairs, castling as king
 * to rook as chessops lists it) and the end of the game by the variant's own rule, mate or
 * stalemate agree at every ply, and so does the draw by insufficient material (chessops
 * `isInsufficientMaterial`, lichess's rule per variant), also on generated sparse positions.
 */
import { describe, expect, it } from 'vitest';
import { parseFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import { makeSquare, roleToChar } from 'chessops/util';
import type { Rules } from 'chessops/types';
import { antichess, atomic, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck, type ChessVariantMove } from '../../src/variants/chess/index.js';
import { createRng, type AnyVariant, type Position } from '../../src/core/index.js';

const CASES: readonly [AnyVariant, Rules, readonly string[]][] = [
  [chess960, 'chess', ['', 'id:0', 'id:959', 'seed:5', '1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9']],
  [threeCheck, '3check', ['', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 1+1 0 1', '8/8/3k4/8/3n4/8/2N5/4K3 w - - 3+3 0 1']],
  [kingOfTheHill, 'kingofthehill', ['']],
  [atomic, 'atomic', ['', 'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1', '8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1', 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1', '8/3k4/8/2b5/5B2/8/3N4/4K3 w - - 0 1', '8/8/1n1k4/8/8/8/4N3/3K4 b - - 0 1']],
  [antichess, 'antichess', ['', '8/2p5/8/8/8/8/P7/8 w - - 0 1', '8/8/3b4/8/8/2B5/1n6/8 w - - 0 1', '8/5b2/8/8/8/1B6/8/3N4 b - - 0 1']],
  [horde, 'horde', ['', 'k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1', '4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1']],
  [racingKings, 'racingkings', ['', '4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1']],
  // Drops compared as UCI (N@f3). Starts with many pieces: chessops (not lichess) calls three pieces or fewer insufficient material.
  [crazyhouse, 'crazyhouse', ['', 'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1', '2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1', 'r3k2r/p1pp1pb1/bn2Qnp1/2qPN3/1p2P3/2N5/PPPBBPPP/R3K2R[PPpp] b KQkq - 0 1']],
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
    } else out.add(m.kind === 'drop' ? m.uci : `${m.from}${m.to}`);
  }
  return [...out].sort();
}

function theirDests(fen: string, rules: Rules): { dests: string[]; variantEnd: boolean; insufficient: boolean; winner: string | undefined } {
  const pos = setupPosition(rules, parseFen(fen).unwrap()).unwrap();
  const dests: string[] = [];
  for (const [from, to] of pos.allDests()) for (const t of to) dests.push(makeSquare(from) + makeSquare(t));
  if (pos.pockets) {
    // Crazyhouse drops: chessops gives one square set for every kind in hand; pawns leave out the first and last ranks.
    const squares = [...pos.dropDests()];
    for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen'] as const) {
      if (pos.pockets[pos.turn][role] > 0) for (const sq of squares) if (role !== 'pawn' || (sq >= 8 && sq < 56)) dests.push(`${roleToChar(role).toUpperCase()}@${makeSquare(sq)}`);
    }
  }
  return { dests: dests.sort(), variantEnd: pos.isVariantEnd(), insufficient: pos.isInsufficientMaterial(), winner: pos.outcome()?.winner };
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
          // chessops, as lichess: the variant's end, then mate or stalemate, then insufficient material.
          const insufficient = status.over && status.reason === 'insufficient-material';
          expect(insufficient, `${fen}: insufficient material`).toBe(theirs.insufficient && !theirs.variantEnd && theirs.dests.length > 0);
          const ended = status.over && !/repetition|move-rule/.test(status.reason);
          expect(ended, `${fen}: game over (${status.over ? status.reason : 'running'})`).toBe(theirs.variantEnd || theirs.dests.length === 0 || theirs.insufficient);
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

/** A random sparse board for `rules`: the kings the variant needs and a few random pieces, as FEN. */
function sparseFen(rng: ReturnType<typeof createRng>, rules: Rules): string {
  const board: string[] = new Array<string>(64).fill('.');
  const put = (piece: string, ranks: [number, number]): void => {
    for (;;) {
      const i = ranks[0] * 8 + rng.int((ranks[1] - ranks[0] + 1) * 8);
      if (board[i] === '.') { board[i] = piece; return; }
    }
  };
  if (rules !== 'antichess') { put('k', [0, 7]); if (rules !== 'horde') put('K', [0, 7]); }
  const count = rules === 'antichess' ? 2 + rng.int(3) : rng.int(5);
  for (let j = 0; j < count; j++) {
    const white = rules === 'horde' ? j === 0 || rng.int(2) === 0 : rng.int(2) === 0;
    // Bishops and knights most often: the material the rules turn on.
    const kind = 'bbbbnnnrqp'[rng.int(10)]! as string;
    const letter = rules === 'antichess' && rng.int(6) === 0 ? 'k' : kind;
    put(white ? letter.toUpperCase() : letter, letter === 'p' ? [1, 6] : [0, 7]);
  }
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) ranks.push(board.slice(r * 8, r * 8 + 8).join('').replace(/\.+/g, (m) => String(m.length)));
  return `${ranks.join('/')} ${rng.int(2) === 0 ? 'w' : 'b'} - - 0 1`;
}

describe('the draw by insufficient material agrees with chessops on generated sparse positions', () => {
  // Crazyhouse: lichess has no such draw ("always sufficient mating material"); chessops has one for three pieces or fewer.
  for (const [variant, rules] of CASES.filter(([, r]) => r !== 'crazyhouse')) {
    it(`${variant.id}: insufficient material as chessops isInsufficientMaterial (after the variant's end, mate and stalemate)`, () => {
      const rng = createRng(4242);
      let compared = 0, draws = 0;
      for (let i = 0; i < 600; i++) {
        const fen = sparseFen(rng, rules);
        const ours = variant.tryParse(fen);
        const setup = parseFen(fen);
        const theirs = setup.isOk ? setupPosition(rules, setup.unwrap()) : undefined;
        if (!ours.ok || theirs === undefined || theirs.isErr) continue; // positions either side refuses (checks, pawns on back ranks)
        const pos = theirs.unwrap();
        const status = variant.status(ours.value);
        const insufficient = status.over && status.reason === 'insufficient-material';
        expect(insufficient, fen).toBe(pos.isInsufficientMaterial() && !pos.isVariantEnd() && !pos.isCheckmate() && !pos.isStalemate());
        compared++;
        if (insufficient) draws++;
      }
      expect(compared).toBeGreaterThan(200);
      if (rules !== 'kingofthehill' && rules !== 'racingkings' && rules !== 'horde') expect(draws).toBeGreaterThan(0);
    });
  }
});
