/** The status line and the move list, written from what the library says. */
import type { Move, Status } from 'boardwright';
import type { MoveRow } from './move-numbers.js';

/** A seat as a sentence names it: `red` → `Red`, `sente` → `Sente` (the API's ids stay lower case). */
function seat(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function eliminations(status: Status): string {
  const out = status.eliminated ?? [];
  return out.length ? ` · out: ${out.map((e) => `${seat(e.player)} (${e.reason}, ply ${e.ply})`).join(', ')}` : '';
}

/** The status as one line of text. */
export function statusText(status: Status): string {
  if (status.over) {
    const result = status.winner !== undefined ? `${seat(status.winner)} wins` : 'draw';
    return `Game over: ${result} (${status.reason})${eliminations(status)}`;
  }
  const check = status.check ? ' · check' : '';
  const claim = status.claimableDraw ? ` · may claim a draw (${status.claimableDraw})` : '';
  return `${seat(status.turn)} to move${check}${claim}${eliminations(status)}`;
}

/** Writes the status into an element, with its fields as data attributes (for scripts and tests). */
export function showStatus(element: HTMLElement, status: Status): void {
  element.textContent = statusText(status);
  element.dataset.over = String(status.over);
  element.dataset.turn = status.over ? '' : status.turn;
  element.dataset.check = String(!status.over && status.check === true);
  element.dataset.winner = status.over ? status.winner ?? '' : '';
  element.dataset.reason = status.over ? status.reason : '';
  element.dataset.eliminated = (status.eliminated ?? []).map((e) => e.player).join(' ');
}

/** The move list: one item per numbered round (`1. e4 e5`), each move in the game's notation with its mover as a tooltip. */
export function showMoves(list: HTMLOListElement, rows: readonly MoveRow[], movers: readonly string[], moves: readonly Move[]): void {
  list.replaceChildren();
  for (const row of rows) {
    const item = document.createElement('li');
    const number = document.createElement('span');
    number.className = 'number';
    number.textContent = `${row.number}${row.continued ? '...' : '.'}`;
    item.append(number);
    for (const i of row.moves) {
      const what = document.createElement('span');
      what.className = 'notation';
      what.dataset.player = movers[i] ?? '';
      what.title = movers[i] ?? '';
      what.textContent = moves[i]?.notation ?? '';
      item.append(' ', what);
    }
    list.append(item);
  }
  list.lastElementChild?.scrollIntoView({ block: 'nearest' });
}
