// Types of bench/review-games.mjs, for its test in test/engine (the script itself is plain JavaScript run by node).
import type { Engine, EngineScore } from '../src/engine/index.js';
import type { ChessMove, ChessPosition, PgnGame } from '../src/variants/chess/index.js';

export const CLAMP: number;
export const ENDGAME_MATERIAL: number;
export const OPENING_PLIES: number;
export const EVAL_ERROR: number;
export const SMALL_LOSS: number;
export function engineCp(score: EngineScore): number;
export function readScoreComment(text: string): { cp: number; depth: number; ms: number | undefined } | undefined;
export function nonPawnMaterial(board: string): number;
export function phaseOf(ply: number, board: string): 'opening' | 'middlegame' | 'endgame';
export function isPassedPawn(board: string, square: string): boolean;
export function hangingPieces(chess: unknown, after: ChessPosition): string[];
export interface ReviewedMove {
  readonly ply: number;
  readonly phase: string;
  readonly lost?: boolean;
  readonly loss: number;
  readonly blunder: boolean;
  readonly sfBefore: number;
  readonly sfAfter: number;
  readonly move: ChessMove;
  readonly best: ChessMove;
  readonly bot: { cp: number; depth: number };
  readonly tags?: string[];
  readonly evalError?: boolean;
  readonly fen: string;
}
export function reviewGame(options: { chess: unknown; engine: Engine; game: PgnGame; limits: { nodes?: number; depth?: number }; threshold: number }): Promise<ReviewedMove[]>;
export function turningPoint(reviewed: readonly ReviewedMove[], threshold?: number): { move: ReviewedMove; byBlunder: boolean; smallerBefore: number; blundersBefore: number } | undefined;
export function summarize(reviews: readonly (readonly ReviewedMove[])[]): { phase: string; moves: number; blunders: number; per100: number; avgLoss: number; avgBlunderLoss: number; evalErrors: number; horizon: number }[];
export function summaryTable(rows: ReturnType<typeof summarize>): string;
export function blunderText(r: ReviewedMove): string;
