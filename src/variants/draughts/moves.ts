/**
 * Ordinary moves (steps and capture chains) of the side to move, read from the
 * family engine's generator under {@link englishRules}, with English PDN
 * notation: `11-15` for a step, `15x24x31` (every landing square) for a capture.
 */
import { loadCells, readRaw, type RawMove } from './engine/moves.js';
import { englishContext, sideOf } from './english-engine.js';
import { EMPTY, isKing, squareName } from './pieces.js';
import type { DraughtsMove, DraughtsPlayer } from './types.js';

/** The side's capture moves and non-capturing moves, each in board order. */
export interface OrdinaryMoves {
  readonly captures: DraughtsMove[];
  readonly steps: DraughtsMove[];
}

/** All steps and all complete capture chains for `player` on `squares`. */
export function ordinaryMoves(squares: string, player: DraughtsPlayer): OrdinaryMoves {
  const { scratch: gen, cells } = englishContext();
  loadCells(cells, squares);
  // Every route is its own move: a king's two routes over the same pieces are two moves.
  gen.dropDuplicates = false;
  const side = sideOf(player);
  const capEnd = gen.captures(cells, side, 0, 0);
  const stepEnd = gen.quietMoves(cells, side, capEnd, gen.dataEnd());
  const toMove = (m: RawMove): DraughtsMove => {
    const king = isKing(squares[m.from] as string);
    const path = m.path.map(squareName);
    const capture = m.captures.length > 0;
    return {
      from: squareName(m.from),
      to: squareName(m.to),
      captures: m.captures.map(squareName),
      notation: capture ? [squareName(m.from), ...path].join('x') : `${squareName(m.from)}-${squareName(m.to)}`,
      path,
      crowns: m.crowns,
      player,
      piece: king ? 'K' : 'M',
      capturedKinds: m.captures.map((sq) => kindLetter(squares[sq] as string)),
      ...(m.crowns ? { promotion: 'K' as const } : {}),
    };
  };
  // List by starting square, then landing square (a stable sort keeps the routes of one capture in search order).
  const order = (a: DraughtsMove, b: DraughtsMove): number => Number(a.from) - Number(b.from) || Number(a.to) - Number(b.to);
  return { captures: readRaw(gen, 0, capEnd).map(toMove).sort(order), steps: readRaw(gen, capEnd, stepEnd).map(toMove).sort(order) };
}

/** The piece kind of a square letter: `K` king (`B`, `W`), `M` man. */
export function kindLetter(letter: string): 'K' | 'M' {
  return isKing(letter) ? 'K' : 'M';
}

/** Squares after an ordinary move: the piece moves, jumped pieces go, a man on the far row is crowned. */
export function applyOrdinary(squares: string, move: DraughtsMove): string {
  const cells = squares.split('');
  const from = Number(move.from) - 1;
  const to = Number(move.to) - 1;
  const letter = cells[from] as string;
  cells[from] = EMPTY;
  for (const c of move.captures) cells[Number(c) - 1] = EMPTY;
  cells[to] = move.crowns ? letter.toUpperCase() : letter;
  return cells.join('');
}
