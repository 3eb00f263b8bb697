/**
 * Capture chains, on the core jump-chain walker (core/chains.ts). "If there is
 * another opposing draughtsman behind it and the square behind it is also
 * empty, it too can be taken. A zig-zag movement is also allowed, but only in a
 * forwards direction" (men); kings jump both ways. A chain must be completed,
 * a piece is jumped only once, and the jumped pieces stay on the board until
 * the move ends (so they block landing); the square the piece started from
 * counts as empty (a king may come back to it). Every route is its own chain:
 * a king's two routes over the same pieces are two moves.
 */
import {
  CHAIN_EMPTY,
  CHAIN_ENEMY,
  CHAIN_OWN,
  ChainWalker,
  createChainScratch,
  type Chain,
  type ChainRules,
} from '../../core/chains.js';
import { lazy } from '../../core/index.js';
import { draughtsBoard, SQUARES } from './board.js';
import { isCrowningSquare } from './crowning.js';
import { pieceDirections } from './directions.js';
import { isKing, ownerOf } from './pieces.js';
import type { DraughtsPlayer } from './types.js';

/** One complete capture chain, in square ids (0-based). */
export interface CaptureChain {
  /** Square the piece starts on. */
  readonly from: number;
  /** Landing squares in order; the last is where the piece ends. */
  readonly path: readonly number[];
  /** Jumped squares in order (same length as `path`). */
  readonly over: readonly number[];
}

/** English draughts chain rules for a piece; `stops` only for men. */
function chainRules(stops?: Uint8Array): ChainRules {
  const rules = {
    // "jumping over one's own men is not allowed"
    ownJumps: false,
    ownJumpsAfterCapture: false,
    // the capture must be completed while a further jump exists
    mustContinue: true,
    // jumped pieces stay until the move ends: they block landing and are not jumped twice
    removeAtOnce: false,
    // the start square is empty once the piece has left it: a king may come back to it
    noRevisit: false,
    ownJumpMoves: false,
  };
  return stops === undefined ? rules : { ...rules, stops };
}

/** "the king can only move on the player's next turn": a man landing on its crowning row stops there. */
function crowningStops(player: DraughtsPlayer): Uint8Array {
  const stops = new Uint8Array(SQUARES);
  for (let id = 0; id < SQUARES; id++) stops[id] = isCrowningSquare(player, id) ? 1 : 0;
  return stops;
}

/** The walkers (black men, white men, kings) sharing one scratch, and where they report to. */
const walkers = lazy(() => {
  const board = draughtsBoard();
  const scratch = createChainScratch(board.size);
  const sink = { out: [] as CaptureChain[], from: 0 };
  const emit = (chain: Chain): void => {
    const path: number[] = [];
    const over: number[] = [];
    for (let i = 0; i < chain.length; i++) {
      path.push(scratch.path[i] as number);
      over.push(scratch.over[i] as number);
    }
    sink.out.push({ from: sink.from, path, over });
  };
  const dirs = (player: DraughtsPlayer, king: boolean): Int32Array => Int32Array.from(pieceDirections(player, king));
  // Occupancy code by piece letter (char code), from each side's view; '.' and anything else are empty.
  const occupancy = (player: DraughtsPlayer): Uint8Array => {
    const table = new Uint8Array(128);
    for (const letter of 'bBwW') table[letter.charCodeAt(0)] = ownerOf(letter) === player ? CHAIN_OWN : CHAIN_ENEMY;
    return table;
  };
  return {
    scratch,
    blackView: occupancy('black'),
    whiteView: occupancy('white'),
    sink,
    blackMan: new ChainWalker(board, chainRules(crowningStops('black')), emit, scratch),
    whiteMan: new ChainWalker(board, chainRules(crowningStops('white')), emit, scratch),
    king: new ChainWalker(board, chainRules(), emit, scratch),
    blackManDirs: dirs('black', false),
    whiteManDirs: dirs('white', false),
    kingDirs: dirs('black', true),
  };
});

/** Every complete capture chain of `player`'s pieces on `squares`, by starting square, each piece's chains in search order. */
export function captureChains(squares: string, player: DraughtsPlayer): CaptureChain[] {
  const w = walkers();
  const occ = w.scratch.occ;
  const black = player === 'black';
  const view = black ? w.blackView : w.whiteView;
  for (let id = 0; id < SQUARES; id++) occ[id] = view[squares.charCodeAt(id) & 127] as number;
  const out: CaptureChain[] = [];
  w.sink.out = out;
  for (let from = 0; from < SQUARES; from++) {
    if (occ[from] !== CHAIN_OWN) continue;
    const king = isKing(squares[from] as string);
    w.sink.from = from;
    // The walker must not see the moving piece itself.
    occ[from] = CHAIN_EMPTY;
    if (king) w.king.run(from, w.kingDirs);
    else if (black) w.blackMan.run(from, w.blackManDirs);
    else w.whiteMan.run(from, w.whiteManDirs);
    occ[from] = CHAIN_OWN;
  }
  return out;
}
