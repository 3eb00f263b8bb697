/** Words for game states, shared by `demo` and `play`. */
import type { Elimination, EndReason, Position, Status } from '../core/index.js';

/** A reason as words: `checkmate`, `fifty-move rule`, `no legal move`, … (`position` gives the draw rule's ply count). */
export function reasonText(reason: EndReason, position?: Position): string {
  switch (reason) {
    case 'fifty-move-rule':
      return 'fifty-move rule';
    case 'seventy-five-move-rule':
      return 'seventy-five-move rule';
    case 'no-moves':
      return 'no legal move';
    case 'no-pieces':
      return 'no pieces left';
    case 'draw-after-plies': {
      // The game's own draw rule (option drawAfterPlies), not a cap of this program: name it and its count.
      const plies = (position as { drawAfterPlies?: unknown } | undefined)?.drawAfterPlies;
      return typeof plies === 'number' ? `drawAfterPlies rule: ${plies} plies without progress` : 'drawAfterPlies rule: too many plies without progress';
    }
    default:
      return reason.replace(/-/g, ' ');
  }
}

/**
 * One line for a finished game: `white wins (checkmate)`, `draw (stalemate)`
 * (the reason in brackets, since it may describe the loser, as in `no pieces left`).
 * For a game still running: `white to move` (plus check / claimable draw).
 */
export function statusText(status: Status, position?: Position): string {
  if (!status.over) {
    let text = `${status.turn} to move`;
    if (status.check) text += ' (in check)';
    if (status.claimableDraw) text += `; a draw may be claimed (${reasonText(status.claimableDraw)})`;
    return text;
  }
  if (status.winner !== undefined) return `${status.winner} wins (${reasonText(status.reason, position)})`;
  return `draw (${reasonText(status.draw ?? status.reason, position)})`;
}

/** `ply 57: blue eliminated (checkmate)`. */
export function eliminationText(e: Elimination): string {
  return `ply ${e.ply}: ${e.player} eliminated (${reasonText(e.reason)})`;
}

/** Eliminations in `after` that `before` did not list yet. */
export function newEliminations(before: Status | undefined, after: Status): readonly Elimination[] {
  const known = before?.eliminated ?? [];
  return (after.eliminated ?? []).filter((e) => !known.some((k) => k.player === e.player));
}
