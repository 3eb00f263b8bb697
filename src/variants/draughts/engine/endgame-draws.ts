/**
 * Endgame move limits (FMJD 6.3/6.4, Russian 7.2.4–7.2.8): the material on the
 * board picks the limits that apply, the position counts the plies since that
 * material arose, and the game is drawn when a limit's plies are played.
 */
import type { Geometry } from './geometry.js';
import type { DraughtsRules, EndgameDraw } from './types.js';

/** Pieces of one side. */
interface Side {
  men: number;
  kings: number;
  /** Square of the last king seen (the lone king when `kings === 1`). */
  king: number;
}

function count(squares: string): [Side, Side] {
  const black: Side = { men: 0, kings: 0, king: -1 };
  const white: Side = { men: 0, kings: 0, king: -1 };
  for (let s = 0; s < squares.length; s++) {
    const c = squares[s];
    if (c === 'b') black.men++;
    else if (c === 'w') white.men++;
    else if (c === 'B') (black.kings++, (black.king = s));
    else if (c === 'W') (white.kings++, (white.king = s));
  }
  return [black, white];
}

const lone = (side: Side): boolean => side.kings === 1 && side.men === 0;

/** Whether the material fits the rule (the lone king's square is checked by {@link onLongDiagonal}). */
function fits(rule: EndgameDraw, a: Side, b: Side): Side | undefined | true {
  const [min, max] = rule.pieces;
  if (rule.when === 'both-kings') {
    const total = a.men + a.kings + b.men + b.kings;
    return a.kings > 0 && b.kings > 0 && total >= min && total <= max ? true : undefined;
  }
  // Returns the lone side, for the long-diagonal test.
  for (const [weak, strong] of [[a, b], [b, a]] as const) {
    const pieces = strong.men + strong.kings;
    if (lone(weak) && strong.kings > 0 && pieces >= min && pieces <= max && (rule.kingsOnly !== true || strong.men === 0)) return weak;
  }
  return undefined;
}

/** Whether square `s` lies on the long diagonal joining two corners of a square board. */
export function onLongDiagonal(geometry: Geometry, rules: Pick<DraughtsRules, 'inverted'>, s: number): boolean {
  if (geometry.width !== geometry.height) return false;
  const x = geometry.x[s] as number;
  const y = geometry.y[s] as number;
  return rules.inverted === true ? x + y === geometry.width - 1 : x === y;
}

/** Bit i set when the material fits endgame rule i (the lone king's square aside): the material class. */
export function endgameClass(rules: DraughtsRules, squares: string): number {
  const list = rules.draw.endgames;
  if (list === undefined || list.length === 0) return 0;
  const [black, white] = count(squares);
  return classOf(list, black, white);
}

/**
 * The material class from piece counts (black men, black kings, white men,
 * white kings): what the search layer keeps up to date move by move.
 */
export function endgameClassOf(rules: DraughtsRules, counts: ArrayLike<number>): number {
  const list = rules.draw.endgames;
  if (list === undefined || list.length === 0) return 0;
  // Every rule needs a king on each side (a lone king against kings, or kings on both sides): most positions stop here.
  if (counts[1] === 0 || counts[3] === 0) return 0;
  const side = (i: number): Side => ({ men: counts[i] as number, kings: counts[i + 1] as number, king: -1 });
  return classOf(list, side(0), side(2));
}

/** Whether a crowning into material class `next` restarts the count (a matching rule says so). */
export function crowningRestarts(rules: DraughtsRules, next: number): boolean {
  const list = rules.draw.endgames ?? [];
  return list.some((rule, i) => (next & (1 << i)) !== 0 && rule.crowningRestarts === true);
}

function classOf(list: readonly EndgameDraw[], black: Side, white: Side): number {
  let bits = 0;
  list.forEach((rule, i) => {
    if (fits(rule, black, white) !== undefined) bits |= 1 << i;
  });
  return bits;
}

/**
 * The endgame plies counter after a move: it starts again when the material
 * class changes, on a capture, and on a crowning under a rule that says so.
 */
export function nextEndgamePlies(rules: DraughtsRules, before: string, after: string, previous: number, captured: boolean, crowned: boolean): number {
  const next = endgameClass(rules, after);
  if (next === 0 || captured || next !== endgameClass(rules, before)) return 0;
  if (crowned && crowningRestarts(rules, next)) return 0;
  return previous + 1;
}

/** The endgame limit reached in this position, or undefined. */
export function endgameLimitReached(rules: DraughtsRules, geometry: Geometry, squares: string, plies: number): EndgameDraw | undefined {
  const list = rules.draw.endgames;
  if (list === undefined || plies === 0) return undefined;
  const [black, white] = count(squares);
  for (const rule of list) {
    if (plies < rule.plies) continue;
    const weak = fits(rule, black, white);
    if (weak === undefined) continue;
    if (rule.longDiagonal === true && (weak === true || !onLongDiagonal(geometry, rules, weak.king))) continue;
    return rule;
  }
  return undefined;
}
