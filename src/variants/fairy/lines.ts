/**
 * Games won by a line of stones (connectN): tic-tac-toe, Connect Four and Gomoku. Data only; the
 * first two are the sections `tictactoe` and `cfour` of Fairy-Stockfish's own variants.ini, under
 * readable ids; Gomoku is not a Fairy-Stockfish game and is written here from its rules.
 */
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';

/** What every game here shares: stones dropped from the hands that never move, no chess rules, a full board drawn; drawn as plain stones. */
const STONES = {
  pieces: { P: 'immobile' }, pieceFaces: 'stones', pieceDrops: true, doubleStep: false, castling: false, promotionPieceTypes: '-',
  stalemateValue: 'draw', immobilityIllegal: false,
} as const;

const hand = (n: number): string => `[${'P'.repeat(n)}${'p'.repeat(n)}]`;

/**
 * Tic-tac-toe: X and O take turns marking the squares of a 3x3 grid, three in a row (across, down
 * or diagonal) wins, a full grid without one is drawn (Fairy-Stockfish variants.ini `[tictactoe]`;
 * en.wikipedia.org/wiki/Tic-tac-toe). X moves first.
 */
export const tictactoe: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'tictactoe', name: 'Tic-tac-toe', players: ['x', 'o'], maxRank: 3, maxFile: 3, ...STONES, pieceFaces: 'marks',
  startFen: '3/3/3[PPPPPpppp] w - - 0 1', connectN: 3,
}))();

/**
 * Connect Four: a disc dropped into one of seven columns falls to the lowest free cell of a 6-high
 * frame (`enclosingDrop: 'top'`); four in a row across, down or diagonally wins, a full frame is
 * drawn (Fairy-Stockfish variants.ini `[cfour]`; en.wikipedia.org/wiki/Connect_Four). Red moves first.
 */
export const connectfour: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'connectfour', name: 'Connect Four', players: ['red', 'yellow'], maxRank: 6, maxFile: 7, boardStyle: 'frame', ...STONES,
  startFen: `7/7/7/7/7/7${hand(21)} w - - 0 1`, enclosingDrop: 'top', connectN: 4, nMoveRule: 0,
}))();

/**
 * Gomoku, free-style: Black, then White, put a stone on any empty point; an unbroken row of five
 * or more (free-style: an overline wins too) across, down or diagonally wins, a full board is
 * drawn (mathworld.wolfram.com/Gomoku.html; en.wikipedia.org/wiki/Gomoku). Played on the
 * intersections of 12x10 lines, the largest board the engine has (its boards stop at 12 files and
 * 10 ranks, as Fairy-Stockfish's do), not on the usual 15x15.
 */
export const gomoku: FairyDefinition = /* @__PURE__ */ (() => ({
  id: 'gomoku', name: 'Gomoku', players: ['black', 'white'], maxRank: 10, maxFile: 12, boardStyle: 'intersections', ...STONES,
  startFen: `${Array(10).fill('12').join('/')}${hand(60)} w - - 0 1`, connectN: 5, nMoveRule: 0,
}))();
