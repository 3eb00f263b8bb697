/**
 * Betza's funny notation as Fairy-Stockfish reads it (facts from its `piece.cpp`):
 *
 * - leaper atoms `W F D N A H C Z G K` (`L` = `C`, `J` = `Z`), rider atoms `R B Q`;
 *   a doubled leaper (`NN`) or a digit after an atom (`R4`, `W2`) makes a rider, the digit its range;
 * - `m` quiet only, `c` capture only (none: both); `p` hopper (cannon), `g` grasshopper
 *   (a hopper landing right behind its hurdle), `n` lame leaper (each square on the way must be empty),
 *   `i` a move allowed only from the double-step region (never a capture);
 * - direction modifiers `f b l r v s h`, read in pairs: a letter followed by a combinable one
 *   (same letter, or a vertical with a horizontal) is one pair (`fs`, `ff`, `rf`); a lone letter
 *   doubles (`f` = `ff`). On an orthogonal atom a mixed pair splits (`fsW` = forward, left, right);
 * - `e` (en passant capture) and other notes change nothing here; modifiers apply to the next atom;
 * - only the moves Fairy-Stockfish has move tables for are kept (`betza-tables.ts`): `DD`, `nC`,
 *   `pN`, … read and move nowhere, as there; a piece whose parts widen each other there is refused.
 *
 * Directions are (ranks forward, files right) from White's side; Black's are turned half a circle.
 */
import { badDefinition } from '../invalid-definition.js';
import type { BetzaMove } from './betza-move.js';
import { checkTables, playedMoves } from './betza-tables.js';

export type { BetzaMove } from './betza-move.js';

const LEAPERS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  W: [[1, 0]], F: [[1, 1]], D: [[2, 0]], N: [[2, 1]], A: [[2, 2]], H: [[3, 0]],
  L: [[3, 1]], C: [[3, 1]], J: [[3, 2]], Z: [[3, 2]], G: [[3, 3]], K: [[1, 0], [1, 1]],
};
const RIDERS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  R: [[1, 0]], B: [[1, 1]], Q: [[1, 0], [1, 1]],
};
const VERTICALS = 'fbvh';
const HORIZONTALS = 'rlsh';

/**
 * The eight images of an atom (a, b) = (a ranks, b files) and the direction pairs selecting each,
 * in Fairy-Stockfish's order: each entry is [dr, df, pairs].
 */
function images(a: number, b: number): readonly [number, number, readonly string[]][] {
  return [
    [a, b, ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr']],
    [-a, -b, ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr']],
    [-b, a, ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr']],
    [b, -a, ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr']],
    [b, a, ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl']],
    [-b, -a, ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl']],
    [-a, b, ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl']],
    [a, -b, ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl']],
  ];
}

/** Notes Fairy-Stockfish accepts in Betza text that change no direction table here. */
const NOTES = 'e';

/**
 * What {@link scanBetza} found wrong, at the first place it went wrong: the kind and the 0-based
 * position of the character (for `ends`: the text's length).
 */
export type BetzaProblem = readonly ['range0' | 'initialCapture' | 'notBetza' | 'ends', number];

/**
 * Reads a Betza string into move directions (duplicates merged as Fairy-Stockfish's maps do:
 * the last range given for a direction wins), every part Fairy-Stockfish reads, before
 * {@link playedMoves} keeps those it generates moves for; or the first problem in the text. It
 * words no message: a built-in piece's Betza is known to read, and only {@link parseBetza}, which a
 * user's definition goes through, turns a problem into one.
 */
export function scanBetza(betza: string): BetzaMove[] | BetzaProblem {
  const table = new Map<string, BetzaMove>();
  let modalities: ('q' | 'c')[] = [];
  let hopper = false, grass = false, lame = false, initial = false;
  let dirs: string[] = [];
  for (let i = 0; i < betza.length; i++) {
    const c = betza[i] as string;
    if (c === 'm' || c === 'c') modalities.push(c === 'c' ? 'c' : 'q');
    else if (c === 'p' || c === 'g') { hopper = true; if (c === 'g') grass = true; }
    else if (c === 'n') lame = true;
    else if (c === 'i') initial = true;
    else if (VERTICALS.includes(c) || HORIZONTALS.includes(c)) {
      const c2 = betza[i + 1];
      if (c2 !== undefined && (c2 === c || (VERTICALS.includes(c) && HORIZONTALS.includes(c2)) || (HORIZONTALS.includes(c) && VERTICALS.includes(c2)))) {
        dirs.push(c + c2);
        i++;
      } else dirs.push(c + c);
    } else if (c in LEAPERS || c in RIDERS) {
      const atoms = (RIDERS[c] ?? LEAPERS[c]) as readonly (readonly [number, number])[];
      let rider = c in RIDERS;
      let distance = grass ? 1 : 0;
      const next = betza[i + 1];
      if (next !== undefined && (/[0-9]/.test(next) || next === c)) {
        rider = true;
        if (next !== c) {
          distance = Number(next);
          if (distance === 0) return ['range0', i];
        }
        i++;
      }
      const kind: BetzaMove['kind'] = hopper ? 'hop' : rider ? 'slide' : lame ? 'lame' : 'step';
      const mods = modalities.length === 0 ? (['q', 'c'] as const) : modalities;
      if (initial && !mods.includes('q')) return ['initialCapture', i];
      for (const [a, b] of atoms) {
        const split: string[] = [];
        for (const s of dirs) {
          if (atoms.length === 1 && b === 0 && s[0] !== s[1]) split.push((s[0] as string).repeat(2), (s[1] as string).repeat(2));
          else split.push(s);
        }
        for (const mod of mods) {
          // Fairy-Stockfish keeps no initial capture tables.
          if (initial && mod === 'c') continue;
          for (const [dr, df, pairs] of images(a, b)) {
            if (split.length > 0 && !pairs.some((p) => split.includes(p))) continue;
            const key = `${kind === 'lame' ? 'step' : kind}|${initial ? 1 : 0}|${mod}|${dr},${df}`;
            table.set(key, { dr, df, kind, limit: kind === 'step' || kind === 'lame' ? 0 : distance, quiet: mod === 'q', capture: mod === 'c', initial });
          }
        }
      }
      modalities = [];
      dirs = [];
      hopper = grass = lame = initial = false;
    } else if (!NOTES.includes(c)) return ['notBetza', i];
  }
  if (modalities.length > 0 || hopper || lame || initial || dirs.length > 0) return ['ends', betza.length];
  return [...table.values()];
}

/** The moves of a Betza string known to read (a built-in piece's, or one {@link parseBetza} passed). */
export function betzaMoves(betza: string): BetzaMove[] {
  return playedMoves(scanBetza(betza) as BetzaMove[]);
}

/**
 * Reads a Betza string into move directions, keeping those Fairy-Stockfish generates moves for.
 * Throws `INVALID_DEFINITION` naming `field` for text Fairy-Stockfish would not read as moves, or
 * would play otherwise than its atoms say.
 * @example
 * ```ts
 * parseBetza('fsW', 'pieces.S').length // 3 (forward, left, right)
 * ```
 */
export function parseBetza(betza: string, field: string): BetzaMove[] {
  if (typeof betza !== 'string') badDefinition(`${field} must be a Betza string`);
  if (betza.length > 200) badDefinition(`${field} is longer than 200 characters`);
  const read = scanBetza(betza);
  if (isProblem(read)) {
    const [kind, i] = read;
    const c = betza[i] as string;
    if (kind === 'range0') badDefinition(`${field}: range 0 after ${c} in ${JSON.stringify(betza)} allows no move`);
    if (kind === 'initialCapture') badDefinition(`${field}: initial (i) captures are not supported (${JSON.stringify(betza)})`);
    if (kind === 'notBetza') badDefinition(`${field}: ${JSON.stringify(c)} at position ${i + 1} of ${JSON.stringify(betza)} is not Betza notation Fairy-Stockfish reads (atoms WFDNAHCZGKLJ RBQ, modifiers mcpgnifblrvsh)`);
    badDefinition(`${field}: ${JSON.stringify(betza)} ends with modifiers that apply to no atom`);
  }
  checkTables(read, field, betza);
  return playedMoves(read);
}

function isProblem(read: BetzaMove[] | BetzaProblem): read is BetzaProblem {
  return typeof read[0] === 'string';
}
