/**
 * One game in the page: the positions played so far (for undo), the moves in
 * the game's notation, and what the library says about them. Every rule
 * question goes to the library; nothing here knows a game.
 */
import type { AnyVariant, Move, Position } from 'boardwright';
import { numberMoves, startNumber, type MoveRow } from './move-numbers.js';

/** A game being played in the page. */
export class Session {
  /** Positions from the start (or the pasted position) to now. */
  private readonly positions: Position[];
  /** Moves played, in order (one fewer than positions). */
  private readonly played: Move[] = [];

  /** The player who opens a game with these options: each numbered round starts with their move. */
  private readonly first: string;

  constructor(readonly variant: AnyVariant, start: Position, readonly options: Record<string, unknown>) {
    this.positions = [start];
    this.first = variant.setup(options).turn;
  }

  /** The current position. */
  get position(): Position {
    return this.positions[this.positions.length - 1] as Position;
  }

  /** The moves played so far. */
  get moves(): readonly Move[] {
    return this.played;
  }

  /** Who made each move played so far. */
  get movers(): readonly string[] {
    return this.positions.slice(0, -1).map((p) => p.turn);
  }

  /** The moves in numbered rows, as the game's records number them (`1. e4 e5`). */
  get rows(): MoveRow[] {
    return numberMoves(this.variant.players, this.first, startNumber(this.positions[0] as Position), this.movers);
  }

  /** Plays a listed move; returns false (and changes nothing) if the library refuses it. */
  play(move: Move): boolean {
    const result = this.variant.tryPlay(this.position, move);
    if (!result.ok) return false;
    this.positions.push(result.value);
    this.played.push(move);
    return true;
  }

  /** Takes the last move back; false when there is none. */
  undo(): boolean {
    if (this.played.length === 0) return false;
    this.positions.pop();
    this.played.pop();
    return true;
  }
}
