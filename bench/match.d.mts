// Types of bench/match.mjs, for the smoke match in test/engine (the script itself is plain JavaScript run by node).
import type { GameRecord, Move, Position, Variant } from '../src/core/index.js';
import type { Engine } from '../src/engine/index.js';

export interface MatchLib {
  readonly GameRecord: typeof GameRecord;
  readonly analyse: (variant: Variant<Position, Move, never>, position: Position, options: { seed: number; timeMs: number }) => { move: Move; score: number; depth: number };
  /** Needed by gamePgn only: boardwright/chess's recordToPgn, boardwright/fairy's fairyPgnFromMoves and writeFairyPgn. */
  readonly recordToPgn?: (record: never) => string;
  readonly fairyPgnFromMoves?: (variant: never, moves: never, options: never) => unknown;
  readonly writeFairyPgn?: (game: never) => string;
}
export interface GameResult {
  readonly points: 0 | 0.5 | 1;
  readonly reason: string;
  /** PGN's Termination word: `normal` (the rules ended it, or a claimable draw) or `adjudication` (the ply limit). */
  readonly termination: 'normal' | 'adjudication';
  readonly record: GameRecord<Position, Move>;
  readonly plies: number;
  readonly botMsUsed: number;
  readonly botMoves: number;
}
export interface MatchResult {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  botMsUsed: number;
  botMoves: number;
  reasons: Map<string, number>;
}
export interface EloEstimate {
  readonly score: number;
  readonly elo: number;
  readonly margin: number;
}
export const OPENINGS: Readonly<Record<string, readonly string[]>>;
export function eloEstimate(wins: number, draws: number, losses: number): EloEstimate | undefined;
export function eloText(estimate: EloEstimate | undefined): string;
export function playMatch(options: {
  lib: MatchLib;
  variant: Variant<Position, Move, never>;
  engine: Engine;
  games: number;
  botMs: number;
  engineMs: number;
  maxPlies: number;
  seed?: number;
  onGame?: (game: GameResult & { game: number; opening: string; botSide: string; total: number }) => void;
}): Promise<MatchResult>;
export interface PlayedGame extends GameResult {
  readonly game: number;
  readonly opening: string;
  readonly botSide: string;
}
export function playGame(options: {
  lib: MatchLib;
  variant: Variant<Position, Move, never>;
  engine: Engine;
  botSide: string;
  opening: string;
  botMs: number;
  engineMs: number;
  maxPlies: number;
  seed: number;
}): Promise<GameResult>;
export function scoreComment(analysis: { score: number; depth: number }, ms: number): string;
export function gamePgn(
  lib: MatchLib,
  variant: unknown,
  game: PlayedGame,
  info: { bot: string; opponent: string; event: string; date?: Date; extraTags?: Readonly<Record<string, string>> },
): string;
export function tableRow(opponent: string, result: MatchResult): string;
export const TABLE_HEAD: string;
