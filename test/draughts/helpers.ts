/** Small helpers for the draughts specification tests. */
import { draughts, type DraughtsMove, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import type { DraughtsOptions } from '../../src/variants/draughts/index.js';

/** Position from PDN FEN. */
export const fen = (text: string, options?: DraughtsOptions): DraughtsPosition => draughts.parse(text, options);

/** Sorted notations of the legal moves. */
export const notations = (p: DraughtsPosition): string[] => draughts.legalMoves(p).map((m) => m.notation).sort();

/** The legal move with this notation (fails the test when missing). */
export const move = (p: DraughtsPosition, notation: string): DraughtsMove => {
  const m = draughts.legalMoves(p).find((x) => x.notation === notation);
  if (!m) throw new Error(`no legal move ${notation}; legal: ${notations(p).join(' ')}`);
  return m;
};

/** Plays moves in order. */
export const playAll = (p: DraughtsPosition, moves: readonly string[]): DraughtsPosition => moves.reduce((q, m) => draughts.play(q, m), p);

/** Error code thrown by fn, or undefined. */
export const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};
