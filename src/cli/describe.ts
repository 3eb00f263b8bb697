/** Words for game states, shared by `demo` and `play`. */
import type { Elimination, EndReason, Status } from '../core/index.js';

/** `checkmate` → `checkmate`, `fifty-move-rule` → `the fifty-move rule`, … */
export function reasonText(reason: EndReason): string {
  switch (reason) {
    case 'fifty-move-rule':
      return 'the fifty-move rule';
    case 'seventy-five-move-rule':
      return 'the seventy-five-move rule';
    case 'no-moves':
      return 'having no legal move';
    case 'no-pieces':
      return 'having no pieces left';
    default:
      return reason.replace(/-/g, ' ');
  }
}

/**
 * One line for a finished game: `white wins by checkmate`, `draw by stalemate`.
 * For a game still running: `white to move` (plus check / claimable draw).
 */
export function statusText(status: Status): string {
  if (!status.over) {
    let text = `${status.turn} to move`;
    if (status.check) text += ' (in check)';
    if (status.claimableDraw) text += `; a draw may be claimed by ${reasonText(status.claimableDraw)}`;
    return text;
  }
  if (status.winner !== undefined) return `${status.winner} wins by ${reasonText(status.reason)}`;
  return `draw by ${reasonText(status.draw ?? status.reason)}`;
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
