/**
 * Round trip property: for seeded random games (random legal moves via chess.legalMoves, random
 * comments, NAGs, nested variations, tags and FEN starts), reading what writePgn wrote gives back
 * the same game, the text keeps export format's rules, and an independent PGN reader (chessops)
 * reads the same moves, annotations and final position from it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePgn as chessopsParsePgn, startingPosition, type PgnNodeData, type ChildNode } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import { createRng, type Rng } from '../../src/core/random.js';
import { chess } from '../../src/variants/chess/variant.js';
import type { ChessPosition } from '../../src/variants/chess/types.js';
import { exportTags } from '../../src/core/pgn/export.js';
import { collapseWhitespace } from '../../src/core/pgn/lexer.js';
import { parsePgn, writePgn, type PgnGame, type PgnLine, type PgnMove, type PgnResult } from '../../src/variants/chess/pgn.js';

const STARTS = [
  undefined,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', // Kiwipete
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1', // Black to move, promotions
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', // starts at move 8
];

const WORDS = ['good', 'move', '%eval', '0.31', '}', '{', '(', ')', ';', '"quoted"', 'Schach!', 'été', 'a\\b', '1-0', '$5', '*', '[%clk', '0:01:00]'];

const comment = (rng: Rng): string => collapseWhitespace(Array.from({ length: rng.int(25) }, () => rng.pick(WORDS)).join(rng.int(3) === 0 ? '\n ' : ' '));

const annotations = (rng: Rng): Pick<PgnMove, 'nags' | 'comments'> => ({
  nags: rng.int(5) === 0 ? Array.from({ length: 1 + rng.int(2) }, () => rng.int(256)) : [],
  comments: rng.int(5) === 0 ? Array.from({ length: 1 + rng.int(2) }, () => comment(rng)) : [],
});

function randomLine(rng: Rng, from: ChessPosition, length: number, depth: number): PgnLine {
  const moves: PgnMove[] = [];
  let position = from;
  for (let k = 0; k < length; k++) {
    const legal = chess.legalMoves(position);
    if (legal.length === 0) break;
    const move = rng.pick(legal);
    const before = position;
    position = chess.play(before, move);
    const variations = depth < 3 && rng.int(6) === 0 ? Array.from({ length: 1 + rng.int(2) }, () => randomLine(rng, before, 1 + rng.int(5), depth + 1)) : [];
    moves.push({ move, position, ...annotations(rng), variations });
  }
  return { comments: rng.int(6) === 0 ? [comment(rng)] : [], moves };
}

function randomGame(seed: number): PgnGame {
  const rng = createRng(seed);
  const fen = rng.pick(STARTS);
  const start = fen === undefined ? chess.setup() : chess.parse(fen);
  const line = randomLine(rng, start, rng.int(40), 0);
  const result: PgnResult = rng.pick(['1-0', '0-1', '1/2-1/2', '*'] as const);
  const names = ['White', 'Event', 'ECO', 'WhiteElo', 'Annotator', 'PlyCount', 'TimeControl', 'lowercase_tag', 'Opening'];
  const given = names.filter(() => rng.int(2) === 0).map((name) => ({ name, value: Array.from({ length: rng.int(4) }, () => rng.pick(WORDS)).join(' ') }));
  const setUp: Record<string, string | undefined> = fen === undefined ? {} : { SetUp: '1', FEN: chess.format(start) };
  return { tags: exportTags(given, result, setUp), start, comments: line.comments, moves: line.moves, result };
}

/** A line as [san, nags, comments, variations] per move, for comparing two readers. */
type Tree = [string, number[], string[], Tree[]][];

/** chessops' tree: a node's first child continues the line, the other children are alternatives to it. */
function chessopsLine(children: readonly ChildNode<PgnNodeData>[]): Tree {
  const out: Tree = [];
  let kids = children;
  while (kids.length > 0) {
    const [main, ...alternatives] = kids as [ChildNode<PgnNodeData>, ...ChildNode<PgnNodeData>[]];
    const comments = (main.data.comments ?? []).map(collapseWhitespace).filter((c) => c !== '');
    out.push([main.data.san, main.data.nags ?? [], comments, alternatives.map((a) => chessopsLine([a]))]);
    kids = main.children;
  }
  return out;
}

// chessops drops ";" rest-of-line comments, which the writer uses only for comments holding "}".
// It also keeps an alternative to a variation's first move as one more alternative to the move the
// variation replaces (the same meaning), so such nesting is flattened before comparing.
const ourLine = (line: PgnLine): Tree =>
  line.moves.map((m) => [m.move.notation, [...m.nags], m.comments.filter((c) => !c.includes('}') && c !== ''), flatten(m.variations.map(ourLine))]);
const flatten = (variations: Tree[]): Tree[] =>
  variations.flatMap((v) => {
    const [first, ...rest] = v;
    if (!first) return [v];
    return [[[first[0], first[1], first[2], []], ...rest] as Tree, ...flatten(first[3])];
  });

describe('PGN round trip over seeded random games', () => {
  it('parsePgn(writePgn(game)) equals the game, for random games with annotations and variations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const game = randomGame(seed);
        const text = writePgn(game);
        const back = parsePgn(text);
        expect(back).toEqual([game]);
        expect(writePgn(back)).toBe(text);
      }),
      { seed: 20261122, numRuns: 20 },
    );
  });

  it('the written text keeps export format: lines under 80 characters, no tabs, no edge spaces, no line starting with "%"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const text = writePgn(randomGame(seed));
        for (const line of text.split('\n')) {
          // A single over-long word (a comment word, a ';' comment) cannot be broken.
          if (!line.includes(';') && line.includes(' ')) expect(line.length, line).toBeLessThan(80);
          expect(line).toBe(line.trim());
          expect(line.startsWith('%')).toBe(false);
          expect(line).not.toContain('\t');
        }
      }),
      { seed: 7, numRuns: 20 },
    );
  });

  it('chessops reads the same tags, moves, NAGs, comments, variations and final position from the text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const game = randomGame(seed);
        const [theirs] = chessopsParsePgn(writePgn(game));
        expect([...theirs!.headers.entries()], writePgn(game)).toEqual(game.tags.map((t) => [t.name, t.value]));
        expect(chessopsLine(theirs!.moves.children)).toEqual(ourLine(game));
        const pos = startingPosition(theirs!.headers).unwrap();
        for (const node of theirs!.moves.mainline()) pos.play(parseSan(pos, node.san)!);
        const final = game.moves[game.moves.length - 1]?.position ?? game.start;
        const noEp = (fen: string): string => fen.split(' ').filter((_, k) => k !== 3).join(' ');
        expect(noEp(makeFen(pos.toSetup()))).toBe(noEp(chess.format(final)));
      }),
      { seed: 99, numRuns: 20 },
    );
  });
});
