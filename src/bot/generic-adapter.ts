/**
 * The search adapter of every game without a dedicated one. When the game's search state gives a
 * board view (`SearchState.board`), it scores a node by one pass over the view with a table of what
 * each piece is worth on each node (no position object); otherwise it reads a `position()` snapshot
 * at the node and scores it with the game's `evaluate` hook or the generic material count
 * (`evaluate.ts`). The draughts family gets its own scoring (`draughts-evaluation.ts`: material,
 * tempo, mobility) and a quiescence on its compulsory captures.
 */
import type { AnyVariant, Move, Position } from '../core/variant.js';
import type { SearchBoard, SearchState } from '../core/search.js';
import { WIN, type SearchAdapter } from './adapter.js';
import { evaluationOf, materialBoardTable, pieceWorths } from './evaluate.js';
import { draughtsBoardTable, draughtsEvaluation, DRAUGHTS_MOBILITY } from './draughts-evaluation.js';

/** Pieces on a draughts board (`squares`: one character per node, `.` empty). */
function pieceCount(position: Position): number {
  const squares = (position as Position & { squares: string }).squares;
  let n = 0;
  for (let i = 0; i < squares.length; i++) if (squares.charCodeAt(i) !== 46) n++;
  return n;
}

/** Pieces on the board view. */
function boardCount(board: SearchBoard): number {
  let n = 0;
  for (let i = 0, size = board.size; i < size; i++) if (board.pieceAt(i) !== 0) n++;
  return n;
}

/** The adapter for `variant` on `state`; the bot plays `player`; `board`: the state's board view (a checked state may hand out the view its unchecked state lacks). */
export function genericAdapter(variant: AnyVariant, state: SearchState, player: string, board = state.board): SearchAdapter {
  // Snapshots are taken only when a node needs one (a leaf's score, a result), at most once per node.
  const at: (Position | undefined)[] = [];
  const draughts = draughtsEvaluation(variant, player);
  // With a board view: the score of each piece code on each node, for the bot's player.
  const table = board === undefined ? undefined : draughts !== undefined ? draughtsBoardTable(variant, player, board) : materialBoardTable(variant, player, board);
  const size = board?.size ?? 0;
  const material = evaluationOf(variant);
  const score: (position: Position, count: number) => number = draughts ?? ((position) => Math.round(material(position, player) * 100));
  // Plies without a capture or man move after which a draughts game is drawn: English keeps it in the position, the family in its rules.
  const familyLimit = (variant as { rules?: { draw?: { quietPlies?: unknown } } }).rules?.draw?.quietPlies;
  const root = state.position() as Position & { capture?: unknown; quietPlies?: unknown };
  // In the draughts family every move passes the turn (English huffing aside): whose turn it is follows from the ply.
  const alternating = draughts !== undefined && root.capture !== 'huffing';
  // Only a game whose positions count quiet plies can reach that rule (others are never asked for a snapshot here).
  const countsQuiet = typeof root.quietPlies === 'number';
  const rootTeam = root.turn === player ? 0 : 1;
  const positionAt = (ply: number): Position => (at[ply] ??= state.position());
  const mover = board === undefined ? undefined : board.mover;
  const sum = board?.sum?.bind(board);
  const isCapture = board?.isCapture?.bind(board);
  const sinceIrreversible = board?.sinceIrreversible?.bind(board);
  const quietCount = draughts === undefined ? undefined : board?.quietCount?.bind(board);
  const viewStatus = board?.status?.bind(board);
  // Material (the same worth on every node, not the draughts tables) is counted by kind when the view
  // counts its pieces: a few codes instead of every node. Pieces in hand (drop games) are worth what
  // the same piece is worth on the board (the table's entry on node 0), plus the view's handBonus.
  // A view whose pieces are worth more or less by where they stand (placement) is added up node by node.
  const countOf = table === undefined || draughts !== undefined || board?.placement !== undefined ? undefined : board?.pieceCount?.bind(board);
  const inHand = table === undefined ? undefined : board?.inHand?.bind(board);
  const hand = inHand !== undefined && board?.placement !== undefined ? pieceWorths(variant, player, board, true) : undefined;
  const codes: number[] = [], worth: number[] = [];
  if (inHand !== undefined || countOf !== undefined) {
    const b = board as SearchBoard;
    for (let code = -128; code < 128; code++) {
      if (code === 0 || b.piece(code) === undefined) continue;
      codes.push(code);
      // In hand: what the piece is worth off the board, plus the game's bonus for a piece in hand (drops).
      const base = hand === undefined ? (table as Int32Array)[(code & 255) * size] as number : hand[code & 255] as number;
      worth.push(base);
    }
  }
  /** The material by kind: on the board when the view counts it, in hand when there are hands. */
  const kindScore = (): number => {
    let s = 0;
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i] as number;
      const n = (countOf === undefined ? 0 : countOf(code)) + (inHand === undefined ? 0 : inHand(code));
      if (n !== 0) s += n * (worth[i] as number);
    }
    return s;
  };
  const viewScore = (): number => {
    const t = table as Int32Array;
    // The view adds up the table itself when it can (no call per node).
    if (sum !== undefined) return sum(t);
    const b = board as SearchBoard;
    let s = 0;
    for (let node = 0; node < size; node++) {
      const code = b.pieceAt(node);
      if (code !== 0) s += t[(code & 255) * size + node] as number;
    }
    return s;
  };
  // A view that names what a move takes and whether the king is in check: captures are ordered by
  // what they take (most valuable first), searched past the horizon, and checks are extended.
  const capturedBy = draughts === undefined && table !== undefined ? board?.captured?.bind(board) : undefined;
  const kingInCheck = capturedBy === undefined ? undefined : board?.inCheck?.bind(board);
  const victimWorth = new Int32Array(256);
  const worths = capturedBy === undefined ? undefined : pieceWorths(variant, player, board as SearchBoard);
  if (worths !== undefined) for (let code = -128; code < 128; code++) victimWorth[code & 255] = Math.abs(worths[code & 255] as number);
  const tactical = capturedBy === undefined ? () => 0 : (m: number): number => {
    const code = capturedBy(m);
    return code === 0 ? 0 : 1 + (victimWorth[code & 255] as number);
  };
  return {
    quiescence: draughts !== undefined ? 'forced' : capturedBy !== undefined ? 'captures' : 'none',
    needsCount: draughts !== undefined,
    enter(ply) {
      at[ply] = undefined;
    },
    team: (ply) => (alternating ? (rootTeam + ply) & 1 : (mover !== undefined ? mover() : positionAt(ply).turn) === player ? 0 : 1),
    ruleDraw(ply) {
      // The draughts engines stop generating at their quiet-ply limit (then `noMoves` reads the draw from `status`).
      if (alternating || !countsQuiet) return false;
      const p = positionAt(ply) as Position & { quietPlies?: unknown; drawAfterPlies?: unknown };
      const limit = typeof p.drawAfterPlies === 'number' ? p.drawAfterPlies : familyLimit;
      return typeof p.quietPlies === 'number' && typeof limit === 'number' && limit > 0 && p.quietPlies >= limit;
    },
    evaluate: table !== undefined
      ? (ply, count) => {
        const mine = (alternating ? ((rootTeam + ply) & 1) === 0 : (mover as () => string)() === player);
        const s = countOf !== undefined ? kindScore() : inHand === undefined ? viewScore() : viewScore() + kindScore();
        return (mine ? s : -s) + count * DRAUGHTS_MOBILITY * (draughts === undefined ? 0 : 1);
      }
      : (ply, count) => {
        const p = positionAt(ply);
        const forBot = score(p, count);
        return p.turn === player ? forBot : -forBot;
      },
    noMoves(ply) {
      // The view's status when it has one (no snapshot); whose turn it is, from the view too.
      const status = viewStatus !== undefined ? viewStatus() : variant.status(positionAt(ply));
      if (!status.over || status.winner === undefined) return 0;
      const win = WIN - ply;
      const mine = status.winner === player;
      const turn = viewStatus !== undefined ? (mover as () => string)() : positionAt(ply).turn;
      return (turn === player) === mine ? win : -win;
    },
    ...(sinceIrreversible === undefined ? {} : { sinceIrreversible }),
    // A quiet draughts leaf is scored from its move count: no list to write (captures are searched on).
    ...(quietCount === undefined ? {} : { leafCount: () => quietCount() }),
    inCheck: kingInCheck === undefined ? () => false : () => kingInCheck(),
    tactical,
    captureNode(ply, moves, count) {
      if (count === 0) return false;
      // Compulsory captures: the first move tells for all. In the draughts family a capture leaves fewer
      // pieces on the board (cheaper to see than building the move object, which lists every move).
      if (draughts !== undefined) {
        // The engine knows whether the moves it listed take pieces: nothing to make.
        if (isCapture !== undefined) return isCapture(moves[0] as number);
        if (board !== undefined) {
          const before = boardCount(board);
          state.make(moves[0] as number);
          const after = boardCount(board);
          state.unmake();
          return after < before;
        }
        const before = pieceCount(positionAt(ply));
        state.make(moves[0] as number);
        const after = pieceCount(state.position());
        state.unmake();
        return after < before;
      }
      return (state.move(moves[0] as number) as Move).captures.length > 0;
    },
  };
}
