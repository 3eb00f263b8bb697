/**
 * Dilkel Checkmates against the conformance suite in every option mode, plus
 * its own invariants at every visited position and move: no king is ever
 * captured, no legal move leaves the mover's king attacked by any opponent,
 * eliminated players own no pieces and never move again.
 */
import { expect } from 'vitest';
import type { Move, Position } from '../../src/core/variant.js';
import { dilkel, type DilkelMove, type DilkelPosition } from '../../src/variants/dilkel/index.js';
import { kingSafeAfter, fromPosition } from '../dilkel/brute.js';
import { text } from '../dilkel/helpers.js';
import { runConformance } from '../../src/testing/index.js';
import { readDilkel } from './read-pieces.js';

function positionInvariant(position: Position): void {
  const p = position as DilkelPosition;
  const out = new Set(p.eliminated.map((e) => e.player));
  expect(out.has(p.turn), 'an eliminated player is to move').toBe(false);
  for (const [i, player] of dilkel.players.entries()) {
    const letter = 'rbyg'[i] as string;
    const mine = Object.values(p.pieces).filter((x) => x[0] === letter);
    if (out.has(player)) expect(mine, `${player} is eliminated but owns pieces`).toEqual([]);
    else expect(mine.filter((x) => x === `${letter}K`), `${player} must have exactly one king`).toHaveLength(1);
  }
}

function cheapMoveInvariant(before: Position, move: Move, after: Position): void {
  const a = before as DilkelPosition;
  const b = after as DilkelPosition;
  const m = move as DilkelMove;
  for (const c of m.captures) expect(a.pieces[c]?.[1], `${m.notation} captures a king`).not.toBe('K');
  // Eliminations are for good: the list only grows.
  expect(b.eliminated.slice(0, a.eliminated.length)).toEqual(a.eliminated);
  expect(b.turn === a.turn ? dilkel.status(b).over : true, 'the mover moves again while the game goes on').toBe(true);
}

/** Also checks the mover's king against the independent brute-force generator (slower; default mode only). */
function moveInvariant(before: Position, move: Move, after: Position): void {
  cheapMoveInvariant(before, move, after);
  const a = before as DilkelPosition;
  const m = move as DilkelMove;
  expect(kingSafeAfter(fromPosition(a), { from: m.from, to: m.to, ...(m.promotion ? { promo: m.promotion } : {}), ...(m.kind === 'castle' ? { castle: m.notation === 'O-O' ? 'short' : 'long' } : {}), ep: m.kind === 'en-passant' }), `${m.notation} leaves ${a.turn}'s king attacked`).toBe(true);
}

// Mid-game starts: a promotion race with captured pieces, an open position with en passant pending, and three players left.
const starts = [
  text({ turn: 'B', captured: 'RN,B,,Q', plies: 12, pieces: 'rK g1, rR e1, rP e13, rP f12, bK a8, bR a11, bP m5, bN c6, yK h14, yP j3, yB i10, gK n7, gN m9' }),
  text({ turn: 'Y', short: '1,0,1,0', long: '1,0,0,0', ep: 'e3,,,', pieces: 'rK g1, rR d1, rR k1, rP e4, rP d2, rN j5, bK a8, bP b5, bQ c9, yK h14, yR k14, yP f4, yP k13, gK n7, gP m6, gB l10' }),
  text({ turn: 'G', eliminated: '0,1,0,0', pieces: 'rK g1, rN j8, rP h5, yK h14, yQ d13, yP g9, gK n7, gR f3, gP k6' }),
];
const common = { positionInvariant, moveInvariant: cheapMoveInvariant, starts, playouts: 2, maxPlies: 25, endPlayouts: 1, readPieces: readDilkel };

runConformance(dilkel, { ...common, moveInvariant, playouts: 4, maxPlies: 30, endPlayouts: 2 });
runConformance(dilkel, { ...common, label: 'firstPlayer green', options: { firstPlayer: 'green' } });
runConformance(dilkel, { ...common, label: 'repetition off', options: { repetition: false } });
runConformance(dilkel, { ...common, label: 'drawAfterPlies 40', options: { drawAfterPlies: 40 } });
// Without the ply limit a random game need not end within any cap, so only the per-ply checks run.
runConformance(dilkel, { ...common, label: 'drawAfterPlies off', options: { drawAfterPlies: 0 }, endPlayouts: 0, unboundedHistory: true });
