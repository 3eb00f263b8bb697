/**
 * `connectN` (Fairy-Stockfish, position.cpp `is_immediate_game_end`): after a move, the side that
 * moved wins (`connectValue`) when N of its counting pieces stand in a row along an allowed
 * direction. Only the mover's pieces are looked at, as there: a line the mover completes for the
 * other side does not end the game. The relatives follow in Fairy-Stockfish's order.
 */
import type { FairyEnd } from './fairy-end.js';
import { compileConnect, counts, type ConnectRules } from './connect-lines.js';
import { collinearEnd } from './collinear-n.js';
import { connectedRegions } from './connect-region.js';
import { squareBlock } from './connect-nxn.js';

/** N of the side's pieces in a row on one line. */
function nInARow(rules: ConnectRules, cells: Uint8Array, side: number): boolean {
  const lines = rules.lines, want = rules.n;
  for (let i = 0; i < lines.length;) {
    const len = lines[i] as number;
    let run = 0;
    for (let j = 1; j <= len; j++) {
      run = counts(rules, cells[lines[i + j] as number] as number, side) ? run + 1 : 0;
      if (run >= want) return true;
    }
    i += len + 1;
  }
  return false;
}

/** The end by a line rule after the last move, in Fairy-Stockfish's order (connectN, region, NxN, collinear), or null. */
export function connectEnd(rules: ConnectRules, cells: Uint8Array, side: number): FairyEnd | null {
  const mover = side ^ 1;
  if ((rules.n > 0 && nInARow(rules, cells, mover))
    || connectedRegions(rules, cells, mover)
    || (rules.nxn > 0 && squareBlock(rules, cells, mover))
    || (rules.collinear > 0 && collinearEnd(rules, cells, mover))) {
    return { value: rules.value, reason: 'connect' };
  }
  return null;
}

/** The line rules as a rule file (rule-files.ts): read from the definition when it compiles, asked after every move. */
export const connectRule = { compile: compileConnect, end: connectEnd } as const;
