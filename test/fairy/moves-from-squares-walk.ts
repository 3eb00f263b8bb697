/**
 * The walk of issue 31's "moves from squares": in every fairy game, along seeded random games, each
 * listed move named by its fields — `{ from, to }`, with `promotion`, `gate`, `wall` where a sibling
 * move needs them, a drop `{ piece, to }` — plays as the move itself, and bare squares that fit
 * several moves are AMBIGUOUS_MOVE. One walk, two files: moves-from-squares.test.ts walks the day's
 * sample of the games (game-sample.ts) in `npm test`, moves-from-squares.heavy.test.ts every game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairyDefinitions, type FairyMove, type FairyMoveFields, type FairyPosition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { codeOf } from '../support/code-of.js';
import { spreadOf } from './game-sample.js';

/** Fields that name listed move `m` among `legal`, as a board UI builds them: squares (or a drop's piece), the promotion, the gate; `null` where a sibling has one and `m` has none. */
function fieldsOf(m: FairyMove, legal: readonly FairyMove[]): { minimal: FairyMoveFields; full: FairyMoveFields } {
  const minimal: Record<string, unknown> = m.kind === 'drop' ? { piece: m.piece, to: m.to } : { from: m.from, to: m.to };
  if (m.promotion !== undefined) minimal.promotion = m.promotion;
  if (m.gate !== undefined) minimal.gate = m.gate;
  // A walling game's move: its wall's node is part of what a UI builds ({ from, to, wall }).
  if (m.wall !== undefined) minimal.wall = m.wall;
  const full = { ...minimal };
  const siblings = legal.filter((o) => o.from === m.from && o.to === m.to && (m.kind !== 'drop' || o.piece === m.piece));
  if (m.promotion === undefined && siblings.some((o) => o.promotion !== undefined)) full.promotion = null;
  if (m.gate === undefined && siblings.some((o) => o.gate !== undefined)) full.gate = null;
  // A castling that lands where a king step does (or the reverse): its kind tells them apart.
  if (siblings.some((o) => (o.kind ?? null) !== (m.kind ?? null))) full.kind = m.kind ?? null;
  return { minimal: minimal as FairyMoveFields, full: full as FairyMoveFields };
}

/** Blast games: a capture removes the capturing piece as well (atomic), so nothing stands on `to`. */
const BLASTS: ReadonlySet<string> = new Set(fairyDefinitions.filter((d) => d.blastOnCapture === true).map((d) => d.id));

/** Registers the walk over `games`; `which` says in the title which games they are; `movesPerPly` caps the moves checked at a ply (spreadOf). */
export function movesFromSquaresWalk(games: readonly FairyVariant[], which: string, movesPerPly = Infinity): void {
    describe(`${which}: a listed move named by its squares plays as the move itself`, () => {
    it.each(games.map((v) => [v.id, v] as const))('%s', (_id, v: FairyVariant) => {
      const nodes = new Set(v.board.names);
      fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (picks) => {
        let p: FairyPosition = v.setup();
        for (const pick of picks) {
          const legal = v.legalMoves(p);
          if (legal.length === 0) break;
          // The listed moves sharing squares (a drop: piece and node), by which the bare shape is read.
          const groups = new Map<string, FairyMove[]>();
          for (const o of legal) {
            const key = o.kind === 'drop' ? `${o.piece}@${o.to}` : `${o.from}-${o.to}`;
            groups.set(key, [...(groups.get(key) ?? []), o]);
          }
          for (const m of spreadOf(legal, movesPerPly)) {
            // Rule: every move's from/to is a node of the board (a drop starts off it, from '@').
            if (m.kind !== 'drop') expect(nodes.has(m.from), `${m.notation}: from ${m.from}`).toBe(true);
            expect(nodes.has(m.to), `${m.notation}: to ${m.to}`).toBe(true);
            const expected = v.play(p, m);
            const { minimal, full } = fieldsOf(m, legal);
            // Rule: the fields that tell it from the other listed moves play it.
            expect(JSON.stringify(v.play(p, full)), `${m.notation} as ${JSON.stringify(full)}`).toBe(JSON.stringify(expected));
            // Rule: the bare squares play it when they name it alone, else refuse as chess refuses a missing promotion choice.
            const group = groups.get(m.kind === 'drop' ? `${m.piece}@${m.to}` : `${m.from}-${m.to}`) as FairyMove[];
            const bare = group.filter((o) => (m.promotion === undefined || o.promotion === m.promotion) && (m.gate === undefined || JSON.stringify(o.gate) === JSON.stringify(m.gate)) && o.wall === m.wall).length;
            if (bare === 1) expect(JSON.stringify(v.play(p, minimal))).toBe(JSON.stringify(expected));
            else expect(codeOf(() => v.play(p, minimal)), `${JSON.stringify(minimal)} fits ${bare} moves`).toBe('AMBIGUOUS_MOVE');
            // Rule: after the move its piece stands on `to`, promoted where it promoted (a blast takes the capturer too).
            if (!(BLASTS.has(v.id) && m.captures.length > 0)) {
              expect(v.pieceAt(expected, m.to), `${m.notation}: what stands on ${m.to}`).toEqual({ player: m.player, kind: m.promotion ?? m.piece });
            }
          }
          p = v.play(p, legal[pick % legal.length]!);
        }
      }), { numRuns: 3, seed: 31 });
    });
  });
}
