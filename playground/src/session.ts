/**
 * One game in the page: the positions played so far (for undo), the moves in
 * the game's notation, and what the library says about them. Every rule
 * question goes to the library; nothing here knows a game.
 */
import type { AnyVariant, Move, Position, Status } from 'boardwright';
import { numberMoves, startNumber, type MoveRow } from './move-numbers.js';

/** A game being played in the page. */
export class Session {
  /** Positions from the start (or the pasted position) to now. */
  private readonly positions: Position[];
  /** Moves played, in order (one fewer than positions). */
  private readonly played: Move[] = [];

  /** The draw claimed in the current position, if one was (a claim ends the game; undo takes it back). */
  private claimed: string | undefined;

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

  /**
   * The game's status as the library gives it, or the draw a player claimed: the library only
   * offers a claimable draw (`claimableDraw`, e.g. a fairy game's n-move rule, as in
   * Fairy-Stockfish); claiming it is the player's act, recorded here.
   */
  status(): Status {
    const status = this.variant.status(this.position);
    return this.claimed !== undefined && !status.over ? { over: true, draw: this.claimed, reason: this.claimed } : status;
  }

  /** Claims the draw the player to move may claim; false (and nothing changes) when there is none. */
  claimDraw(): boolean {
    const status = this.variant.status(this.position);
    if (status.over || status.claimableDraw === undefined) return false;
    this.claimed = status.claimableDraw;
    return true;
  }

  /** Plays a listed move; returns false (and changes nothing) if the library refuses it. */
  play(move: Move): boolean {
    if (this.claimed !== undefined) return false;
    const result = this.variant.tryPlay(this.position, move);
    if (!result.ok) return false;
    this.positions.push(result.value);
    this.played.push(move);
    return true;
  }

  /** Whether there is a move or a claim to take back. */
  get canUndo(): boolean {
    return this.claimed !== undefined || this.played.length > 0;
  }

  /** Takes the last move (or the claim) back; false when there is none. */
  undo(): boolean {
    if (this.claimed !== undefined) {
      this.claimed = undefined;
      return true;
    }
    if (this.played.length === 0) return false;
    this.positions.pop();
    this.played.pop();
    return true;
  }
}
