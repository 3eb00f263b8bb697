/**
 * "Promoted pieces keep their identity" (issue 31): in every game where Fairy-Stockfish writes a piece
 * promoted in place as `+` and the piece it was (position.cpp `Position::fen`: "Promoted shogi pieces,
 * e.g., +r for dragon"), its kind is `+P`, `+B`, `+R`… — in `pieces`/`pieceAt`, on the moves
 * (`piece`, `promotion`, `capturedKinds`) and in the picture. The expected kinds are read from
 * ffish's own FEN along seeded games, never from the engine.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse, dobutsu, euroshogi, kyotoshogi, micro, minishogi, shogi, shoshogi, torishogi, wolf, yarishogi } from '../../src/variants/fairy/index.js';
import type { FairyMove, FairyPosition } from '../../src/variants/fairy/index.js';
import type { Variant } from '../../src/core/variant.js';
import { renderSvg } from '../../src/svg/index.js';
import { fenPieces } from './ffish-fen-pieces.js';
import { loadFfish, splitMoves } from './ffish-oracle.js';
import { seeded } from './seeded.js';

type Game = Variant<FairyPosition, FairyMove>;
const GAMES: readonly Game[] = [shogi, minishogi, kyotoshogi, micro, torishogi, euroshogi, yarishogi, shoshogi, dobutsu, crazyhouse, wolf];
const PLIES = 80;

describe('promoted pieces keep their identity: kinds as Fairy-Stockfish writes them', () => {
  for (const game of GAMES) {
    it(`${game.id}: every piece's kind and owner, and every played move's piece, promotion and captured kinds, agree with ffish's FEN`, async () => {
      const ff = await loadFfish();
      const random = seeded(0x31);
      const at = (node: string): string => {
        const p = game.board.coords[game.board.names.indexOf(node)];
        return p ? `${p.x},${p.y}` : '';
      };
      let promotedSeen = 0;
      for (let g = 0; g < 3; g++) {
        const board = new ff.Board(game.id);
        try {
          let position = game.setup();
          for (let ply = 0; ply < PLIES; ply++) {
            const theirs = fenPieces(board.fen());
            const ours = new Map(game.pieces(position).map((x) => [at(x.node), { kind: x.kind, first: x.player === game.players[0] }]));
            expect(ours, `${game.id} at ${board.fen()}`).toEqual(theirs);
            promotedSeen += [...theirs.values()].filter((x) => x.kind.startsWith('+')).length;
            const moves = splitMoves(board.legalMoves());
            if (moves.length === 0 || game.status(position).over) break;
            const uci = moves[Math.floor(random() * moves.length)] as string;
            const move = game.legalMoves(position).find((m) => m.uci === uci);
            if (move === undefined) throw new Error(`no ${uci} at ${board.fen()}`);
            board.push(uci);
            const after = fenPieces(board.fen());
            const landed = after.get(at(move.to))?.kind;
            // The moved piece as it stands after the move is its promotion, or itself.
            expect(move.promotion ?? move.piece, `${uci} at ${board.fen()}`).toBe(landed);
            if (move.from !== '@') expect(move.piece, uci).toBe(theirs.get(at(move.from))?.kind);
            expect(move.capturedKinds, uci).toEqual(move.captures.map((node) => theirs.get(at(node))?.kind));
            position = game.play(position, move);
          }
        } finally {
          board.delete();
        }
      }
      // Games where pieces promote in place met promoted pieces along the way (the check above is not vacuous).
      if (game !== crazyhouse && game !== wolf) expect(promotedSeen).toBeGreaterThan(0);
    });
  }

  it('a tokin is +P, not a gold, and is drawn with its own kind', () => {
    // Fairy-Stockfish's shogi FEN (its notation for a tokin on 5c and a gold on 4c).
    const position = shogi.parse('lnsgkgsnl/1r5b1/pppp+Pgppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1');
    const kinds = shogi.pieces(position).filter((x) => x.kind === '+P' || x.kind === 'G').map((x) => x.kind).sort();
    expect(kinds).toEqual(['+P', 'G', 'G', 'G', 'G', 'G']);
    const svg = renderSvg(shogi, position);
    expect(svg).toContain('data-kind="+P"');
    // A game drawn with the engine's discs shows the promoted piece as +P too.
    const yari = yarishogi.parse('rnnkbbr/7/pp+Ppppp/7/7/7/PPPPPPP/7/RBBKNNR[] w - - 0 1');
    expect(renderSvg(yarishogi, yari)).toMatch(/data-kind="\+P"[^>]*>[\s\S]*?\+P</);
  });
});
