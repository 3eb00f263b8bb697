/**
 * Pieces in hand (crazyhouse pockets): a row of small pieces (figures or lettered discs), each with
 * its count beside it, in a strip above or below the board. The game supplies
 * the hands (`VariantSpec.hands`); this module knows nothing of any game.
 */
import { token } from './cells.js';
import { CELL } from './layout.js';
import { element, num, text } from './markup.js';
import type { Settings } from './options.js';
import { describe, fail } from '../errors.js';
import { drawBody, drawsFigure, glyphOf, playerFill } from './pieces.js';
import type { SvgHand, SvgLook } from './types.js';

/** Height of one strip of pieces in hand, in picture units. */
export const HAND_STRIP = CELL * 0.8;

/** Room taken by one kind: the disc and its count. */
const STEP = CELL * 1.1;

/** One hand's row, its first disc centred at (`x`, `y`). */
function drawHand(hand: SvgHand, players: readonly string[], look: SvgLook, s: Settings, x: number, y: number): string {
  const fill = playerFill(hand.player, players, look, s);
  let body = '', at = x;
  for (const { kind, count } of hand.pieces) {
    if (count <= 0) continue;
    // The glyph hook reads node-placed pieces; '@' is the node name moves from the hand use (DROP_FROM).
    const glyph = glyphOf(look, { node: '@', player: hand.player, kind });
    body += element('g', {
      class: `bw-hand-piece bw-player-${token(hand.player)} bw-kind-${token(kind)}`,
      'data-player': hand.player,
      'data-kind': kind,
      'data-count': count,
      transform: `translate(${num(at)} ${num(y)})`,
    }, // An invisible area over the piece and its count: a click anywhere on either reaches the piece in hand.
    element('rect', { class: 'bw-hit', x: -CELL * 0.4, y: -HAND_STRIP / 2, width: STEP - CELL * 0.05, height: HAND_STRIP, fill: '#000', 'fill-opacity': 0 })
      + drawBody(glyph, look, fill, s, 1, drawsFigure(glyph, look, s) ? 0.62 : 0.74)
      + text({ class: 'bw-count', x: CELL * 0.36, y: 0, 'font-size': CELL * 0.3, 'font-family': 'sans-serif', 'font-weight': 'bold', 'dominant-baseline': 'central', fill: s.colors.label }, String(count)));
    at += STEP;
  }
  return element('g', { class: `bw-hand bw-player-${token(hand.player)}`, 'data-player': hand.player }, body);
}

/** Pieces in hand as the game's `hands` hook must give them; else `INVALID_DEFINITION` naming the hook. */
export function requireHands(hands: unknown): void {
  const bad = (got: unknown): never => fail('INVALID_DEFINITION', `the hands hook returned ${describe(got)} where it must give [{ player, pieces: [{ kind, count }] }]`, { hook: 'hands' });
  if (!Array.isArray(hands)) bad(hands);
  for (const hand of hands as unknown[]) {
    const h = hand as Partial<SvgHand> | null;
    if (typeof hand !== 'object' || h === null || typeof h.player !== 'string' || !Array.isArray(h.pieces)) bad(hand);
    for (const p of (h as SvgHand).pieces as unknown[]) {
      const q = p as { kind?: unknown; count?: unknown } | null;
      if (typeof p !== 'object' || q === null || typeof q.kind !== 'string' || typeof q.count !== 'number' || !Number.isSafeInteger(q.count)) bad(p);
    }
  }
}

/**
 * The hands in two strips: the player at the bottom of the picture (the
 * orientation) in the strip below the board, the other player above it (a
 * two-player picture). `left` is where the first disc's centre goes.
 */
export function drawHands(hands: readonly SvgHand[], players: readonly string[], look: SvgLook, s: Settings, left: number, boardHeight: number): string {
  let above = '', below = '';
  for (const hand of hands) {
    if (hand.player === s.orientation) below += drawHand(hand, players, look, s, left, HAND_STRIP + boardHeight + HAND_STRIP / 2);
    else above += drawHand(hand, players, look, s, left, HAND_STRIP / 2);
  }
  return element('g', { class: 'bw-hands' }, above + below);
}
