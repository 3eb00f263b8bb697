/**
 * Ordinary moves (steps and capture chains) of the side to move, with PDN
 * notation: `11-15` for a step, `15x24x31` (every landing square) for a capture.
 */
import { NONE } from '../../core/index.js';
import { draughtsBoard } from './board.js';
import { captureChains } from './captures.js';
import { isCrowningSquare } from './crowning.js';
import { pieceDirections } from './directions.js';
import { EMPTY, isKing, ownerOf, squareName } from './pieces.js';
import type { DraughtsMove, DraughtsPlayer } from './types.js';

/** The side's capture moves and non-capturing moves, each in board order. */
export interface OrdinaryMoves {
  readonly captures: DraughtsMove[];
  readonly steps: DraughtsMove[];
}

/** All steps and all complete capture chains for `player` on `squares`. */
export function ordinaryMoves(squares: string, player: DraughtsPlayer): OrdinaryMoves {
  const board = draughtsBoard();
  const captures: DraughtsMove[] = [];
  const steps: DraughtsMove[] = [];
  for (const chain of captureChains(squares, player)) {
    const path = chain.path.map(squareName);
    const to = chain.path[chain.path.length - 1] as number;
    const king = isKing(squares[chain.from] as string);
    const crowns = !king && isCrowningSquare(player, to);
    captures.push({
      from: squareName(chain.from),
      to: squareName(to),
      captures: chain.over.map(squareName),
      notation: [squareName(chain.from), ...path].join('x'),
      path,
      crowns,
      player,
      piece: king ? 'K' : 'M',
      capturedKinds: chain.over.map((sq) => kindLetter(squares[sq] as string)),
      ...(crowns ? { promotion: 'K' as const } : {}),
    });
  }
  for (let from = 0; from < 32; from++) {
    const letter = squares[from] as string;
    if (ownerOf(letter) !== player) continue;
    const king = isKing(letter);
    // "moves one of his/her draughtsmen forward one square in a diagonal direction" onto an empty square.
    for (const dir of pieceDirections(player, king)) {
      const to = board.step(from, dir);
      if (to === NONE || squares[to] !== EMPTY) continue;
      const crowns = !king && isCrowningSquare(player, to);
      steps.push({
        from: squareName(from),
        to: squareName(to),
        captures: [],
        notation: `${squareName(from)}-${squareName(to)}`,
        path: [squareName(to)],
        crowns,
        player,
        piece: king ? 'K' : 'M',
        capturedKinds: [],
        ...(crowns ? { promotion: 'K' as const } : {}),
      });
    }
  }
  // List by starting square, then landing square (a stable sort keeps the routes of one capture in search order).
  const order = (a: DraughtsMove, b: DraughtsMove): number => Number(a.from) - Number(b.from) || Number(a.to) - Number(b.to);
  return { captures: captures.sort(order), steps: steps.sort(order) };
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
