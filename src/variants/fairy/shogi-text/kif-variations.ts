/**
 * KIF variations (変化): after the main line, blocks headed `変化：N手` give an alternative to move N,
 * numbered from N. Kifu for Windows writes them depth first, a line's later branches before its
 * earlier ones, and marks a move that has alternatives with `+`; a reader walks back along the line
 * read last (and the lines it branched from) to the position after move N − 1, and the block is an
 * alternative to the move N played there. Kept as {@link KifLine}s, as `parsePgn` keeps PGN's.
 */
import { fail, isBoardwrightError } from '../../../core/errors.js';
import type { FairyPosition } from '../../../core/declarative/fairy/variant.js';
import { shogi } from '../variants.js';
import type { ShogiMove } from './variant.js';

/** One move of a KIF variation: the move, the position it leads to, its comments and its alternatives. */
export interface KifMoveNode {
  readonly move: ShogiMove;
  /** The position after the move. */
  readonly position: FairyPosition;
  /** Comments (`*…` lines) after the move. */
  readonly comments: readonly string[];
  /** Alternatives to this move (each played from the position before it). */
  readonly variations: readonly KifLine[];
}

/** A KIF variation: an alternative to one move, played from the position before it. */
export interface KifLine {
  /** Comments before the line's first move. */
  readonly comments: readonly string[];
  readonly moves: readonly KifMoveNode[];
  /** The ending word that closes the line (`投了`, `詰み`, …), when it has one. */
  readonly ending?: string;
}

/** One `変化：N手` block as read: its first move number, its header's line, its numbered move lines. */
export interface KifBlock {
  readonly ply: number;
  readonly line: number;
  readonly moves: { readonly body: string; readonly line: number }[];
  /** By moves read before them (0: before the first move). */
  readonly comments: Map<number, string[]>;
  ending?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A line being built: its first move number, the position before it and the square of the move before. */
interface Open {
  readonly start: number;
  readonly before: FairyPosition;
  readonly previous: string | undefined;
  readonly moves: readonly (KifMoveNode & { readonly variations: KifLine[] })[];
}

/** Reads a KIF move in a position (`previous`: the square of the move before, for 同). */
export type KifMoveReader = (p: FairyPosition, body: string, previous: string | undefined, line: number) => ShogiMove;

function bad(line: number, why: string, detail?: Record<string, unknown>): never {
  return fail('INVALID_KIF', `KIF line ${line}: ${why}`, { line, ...detail });
}

/**
 * Replays the variation blocks against the main line (`main`: its moves and the positions they
 * lead to, from `start`) and returns each main-line ply's alternatives (plies without any left out).
 * Linear in the number of moves: each line is put on the walk-back stack once and taken off once.
 */
export function readVariations(start: FairyPosition, main: readonly { readonly move: ShogiMove; readonly position: FairyPosition }[], blocks: readonly KifBlock[], readMove: KifMoveReader): Map<number, KifLine[]> {
  const mainOpen: Open = { start: 1, before: start, previous: undefined, moves: main.map((e) => ({ move: e.move, position: e.position, comments: [], variations: [] })) };
  const stack: Open[] = [mainOpen];
  for (const block of blocks) {
    const n = block.ply;
    // Walk back along the line read last: lines that start at move n or later are off the path (a line
    // starting at n is a sibling: the new block is an alternative to the same move).
    while (stack.length > 1 && (stack[stack.length - 1] as Open).start >= n) stack.pop();
    const parent = stack[stack.length - 1] as Open;
    const k = n - parent.start;
    const at = parent.moves[k];
    if (at === undefined) bad(block.line, `変化：${n}手 is an alternative to move ${n}, which the line it branches from does not have`);
    const before = k === 0 ? parent.before : (parent.moves[k - 1] as KifMoveNode).position;
    const previous = k === 0 ? parent.previous : (parent.moves[k - 1] as KifMoveNode).move.usi.slice(2, 4);
    const nodes: (KifMoveNode & { variations: KifLine[] })[] = [];
    const commentsAt = (i: number): string[] => block.comments.get(i) ?? [];
    let p = before, last = previous;
    for (const { body, line } of block.moves) {
      const move = readMove(p, body, last, line);
      try {
        p = shogi.play(p, move);
      } catch (error) {
        if (!isBoardwrightError(error)) throw error;
        bad(line, error.message, { cause: error.code });
      }
      nodes.push({ move, position: p, comments: commentsAt(nodes.length + 1), variations: [] });
      last = move.usi.slice(2, 4);
    }
    if (nodes.length === 0 && block.ending === undefined) bad(block.line, `変化：${n}手 has no moves`);
    const variation: Mutable<KifLine> = { comments: commentsAt(0), moves: nodes };
    if (block.ending !== undefined) variation.ending = block.ending;
    at.variations.push(variation);
    stack.push({ start: n, before, previous, moves: nodes });
  }
  const out = new Map<number, KifLine[]>();
  mainOpen.moves.forEach((node, i) => { if (node.variations.length > 0) out.set(i + 1, node.variations); });
  return out;
}

/** Writes a KIF move (`previous`: the square of the move before, for 同). */
export type KifMoveWriter = (before: FairyPosition, move: ShogiMove, previous: string | undefined) => string;

/**
 * The `変化：N手` blocks of a main line's alternatives (`byPly`; `beforeOf(ply)` the main line's
 * position before that move, `previousOf(ply)` the square of the move before it), as Kifu for
 * Windows writes them: depth first, a line's later branches first, a move with alternatives marked `+`.
 * An explicit stack, no recursion: lines may nest as deep as the text they were read from.
 */
export function writeVariations(
  byPly: ReadonlyMap<number, readonly KifLine[]>,
  beforeOf: (ply: number) => FairyPosition,
  previousOf: (ply: number) => string | undefined,
  writeMove: KifMoveWriter,
): string[] {
  const out: string[] = [];
  interface Task { readonly line: KifLine; readonly ply: number; readonly before: FairyPosition; readonly previous: string | undefined }
  const stack: Task[] = [];
  // Pushed by ascending ply and each ply's lines in reverse, so they are taken off latest ply first, in order.
  const push = (ply: number, lines: readonly KifLine[], before: FairyPosition, previous: string | undefined): void => {
    for (let i = lines.length - 1; i >= 0; i--) stack.push({ line: lines[i] as KifLine, ply, before, previous });
  };
  for (const ply of [...byPly.keys()].sort((a, b) => a - b)) push(ply, byPly.get(ply) as readonly KifLine[], beforeOf(ply), previousOf(ply));
  for (let task = stack.pop(); task !== undefined; task = stack.pop()) {
    const { line, ply } = task;
    out.push('', `変化：${ply}手`);
    for (const c of line.comments) for (const part of c.split(/\r\n|\r|\n/)) out.push(`*${part}`);
    let before = task.before, previous = task.previous;
    line.moves.forEach((node, j) => {
      out.push(`${String(ply + j).padStart(4)} ${writeMove(before, node.move, previous)}${node.variations.length > 0 ? '+' : ''}`);
      for (const c of node.comments) for (const part of c.split(/\r\n|\r|\n/)) out.push(`*${part}`);
      before = node.position;
      previous = node.move.usi.slice(2, 4);
    });
    if (line.ending !== undefined) out.push(`${String(ply + line.moves.length).padStart(4)} ${line.ending}`);
    // This line's own alternatives, latest first, before the lines still waiting.
    let b = task.before, prev = task.previous;
    const children: [number, readonly KifLine[], FairyPosition, string | undefined][] = [];
    line.moves.forEach((node, j) => {
      if (node.variations.length > 0) children.push([ply + j, node.variations, b, prev]);
      b = node.position;
      prev = node.move.usi.slice(2, 4);
    });
    for (const [p, lines, bf, pv] of children) push(p, lines, bf, pv);
  }
  return out;
}
