/**
 * `connectN` (Fairy-Stockfish, position.cpp `is_immediate_game_end`): after a move, the side that
 * moved wins (`connectValue`) when N of its counting pieces stand in a row along an allowed
 * direction. Only the mover's pieces are looked at, as there: a line the mover completes for the
 * other side does not end the game. The relatives follow in Fairy-Stockfish's order.
 *
 * The whole board is scanned only when it must be: a drop adds one stone and changes no other
 * square (without flips), so when the mover had no line two plies back and both moves since were
 * such drops, a new line runs through the stone just dropped.
 */
import type { FairyEnd } from './fairy-end.js';
import type { BoardCells } from './board-cells.js';
import { compileConnect, counts, type ConnectRules } from './connect-lines.js';
import { collinearEnd } from './collinear-n.js';
import { connectedRegions } from './connect-region.js';
import { squareBlock } from './connect-nxn.js';
import { DROP, moveKind, moveTo } from './move-code.js';
import { stonesOnly, stonesPerft, type StonesState } from './stones-perft.js';

/** What the line rules read of a state (declared here: the state reaches this file through its rule files, rule-files.ts). */
export interface LineState extends BoardCells {
  readonly ply: number;
  /** By ply: 1 when this test found the side that had just moved without N in a row (make clears the next ply's mark). */
  readonly lineFree: Uint8Array;
  moveMadeAt(p: number): number;
}

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

/** N of the side's pieces in a row on a line through `sq`. */
function nInARowThrough(rules: ConnectRules, cells: Uint8Array, side: number, sq: number): boolean {
  if (!counts(rules, cells[sq] as number, side)) return false;
  const dirs = rules.dirs, step = rules.step, back = rules.back, want = rules.n;
  for (let d = 0; d < dirs; d++) {
    let run = 1;
    for (let to = step[sq * dirs + d] as number; to >= 0 && counts(rules, cells[to] as number, side); to = step[to * dirs + d] as number) run++;
    for (let to = back[sq * dirs + d] as number; to >= 0 && counts(rules, cells[to] as number, side); to = back[to * dirs + d] as number) run++;
    if (run >= want) return true;
  }
  return false;
}

/** Has the side that just moved N in a row: looked for through the last stone when the two plies before allow it, else on the whole board. */
function lineMade(rules: ConnectRules, s: LineState, mover: number): boolean {
  const p = s.ply, cells = s.cells;
  let made: boolean;
  if (p >= 2 && s.lineFree[p - 2] === 1 && s.c.rules.flipEnclosed === 0 && moveKind(s.moveMadeAt(p - 1)) === DROP && moveKind(s.moveMadeAt(p - 2)) === DROP) {
    made = nInARowThrough(rules, cells, mover, moveTo(s.moveMadeAt(p - 1)));
  } else made = nInARow(rules, cells, mover);
  if (!made) s.lineFree[p] = 1;
  return made;
}

/** The end by a line rule after the last move, in Fairy-Stockfish's order (connectN, region, NxN, collinear), or null. */
export function connectEnd(rules: ConnectRules, s: LineState, side: number): FairyEnd | null {
  const mover = side ^ 1, cells = s.cells;
  if ((rules.n > 0 && lineMade(rules, s, mover))
    || connectedRegions(rules, cells, mover)
    || (rules.nxn > 0 && squareBlock(rules, cells, mover))
    || (rules.collinear > 0 && collinearEnd(rules, cells, mover))) {
    return rules.ended;
  }
  return null;
}

/** perft(depth) walked on the stones alone (stones-perft.ts) when the game is one of stones only and depth is 2 or more; else -1. */
function linePerft(s: StonesState, rules: ConnectRules, depth: number): number {
  return depth >= 2 && stonesOnly(s.c) ? stonesPerft(s, rules, depth) : -1;
}

/** The line rules as a rule file (rule-files.ts): read from the definition when it compiles, asked after every move, and perft of the games of stones. */
export const connectRule = { compile: compileConnect, end: connectEnd, perft: linePerft } as const;
