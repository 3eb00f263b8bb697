/**
 * Move text: `b1-b2` moves, `b1xb3` captures, `c1<>a2` swaps. Reading it
 * explains precisely why a well-formed move is not legal.
 */
import { fail } from '../errors.js';
import { NONE } from '../graph.js';
import { pieceOf, type Compiled } from './compile.js';
import { pairKey } from './no-swap-back.js';
import { MOVE, SWAP, landingOutcome, outcomeName } from './outcomes.js';
import { machineOf } from './position-object.js';
import type { DeclaredState } from './declared-state.js';
import type { DeclarativeMove, DeclarativePosition } from './types.js';

const MOVE_TEXT = /^([a-z]\d{1,2})(<>|-|x)([a-z]\d{1,2})$/;

/** The legal moves of a state as move objects. */
export function legalList(m: DeclaredState): DeclarativeMove[] {
  const buf = new Int32Array(m.maxMoves);
  const count = m.generate(buf);
  const out: DeclarativeMove[] = [];
  for (let i = 0; i < count; i++) out.push(m.listed(buf[i]!));
  return out;
}

/** Resolves move text to one of `legal`, or throws naming what is wrong (text, square, piece, rule). */
export function resolveText(g: Compiled, p: DeclarativePosition, text: string, legal: readonly DeclarativeMove[]): DeclarativeMove {
  const exact = legal.find((m) => m.notation === text);
  if (exact) return exact;
  const match = MOVE_TEXT.exec(text);
  if (!match) fail('INVALID_MOVE_TEXT', `"${text.slice(0, 40)}" is not ${g.def.name} move text: write <from>-<to> for a move, <from>x<to> for a capture, <from><><to> for a swap (e.g. b1-b2)`);
  const [, fromName, , toName] = match as unknown as [string, string, string, string];
  const from = g.board.nodeId(fromName);
  const to = g.board.nodeId(toName);
  for (const [name, id] of [[fromName, from], [toName, to]] as const) {
    if (id === NONE) fail('INVALID_MOVE_TEXT', `"${text}": there is no square ${name} on the ${g.def.files}x${g.def.ranks} board`);
  }
  // A swap is one move, listed once: the other order names the same swap.
  const mirrored = match[2] === '<>' ? legal.find((m) => m.kind === 'swap' && m.from === toName && m.to === fromName) : undefined;
  if (mirrored) return mirrored;
  const same = legal.find((m) => m.from === fromName && m.to === toName);
  if (same) fail('ILLEGAL_MOVE', `"${text}" is written wrongly: that move is ${same.notation} (${same.kind === 'swap' ? 'a swap' : same.captures.length ? 'a capture' : 'a plain move'})`);
  const m = machineOf(g, p);
  const player = g.def.players[m.side] as string;
  if (legal.length === 0) fail('ILLEGAL_MOVE', `"${text}": the game is over, ${player} has no move to play`);
  const code = m.cells[from]!;
  if (code === 0 || g.ownerOf[code] !== m.side) fail('ILLEGAL_MOVE', `"${text}": there is no ${player} piece on ${fromName}`);
  const piece = pieceOf(g, code);
  // Relaxed generation (no outcome restrictions, no swap memory) tells "cannot reach" from "may not".
  if (!m.reaches(from, to)) fail('ILLEGAL_MOVE', `"${text}": the ${piece.name} on ${fromName} cannot reach ${toName}`);
  const outcome = landingOutcome(g.ownerOf, m.side, m.cells[to]!);
  if (outcome === SWAP && m.lastSwap[m.side] === pairKey(g.n, from, to)) {
    fail('ILLEGAL_MOVE', `"${text}": ${player} swapped the pieces on ${fromName} and ${toName} on its previous turn and may not swap them back on this one`);
  }
  const allowed = piece.outcomes ?? [];
  fail('ILLEGAL_MOVE', `"${text}": the ${piece.name} may not ${outcome === MOVE ? 'simply move' : outcomeName(outcome)}; it may only ${allowed.join(' or ')}`);
}
