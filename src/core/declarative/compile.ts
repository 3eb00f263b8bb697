/**
 * A {@link GameDefinition} compiled, once: piece codes, owners, far rows, the start, and (on first
 * use, per pair of draw options) the fairy engine's tables and rules (fairy-tables.ts) that play it.
 * Every check of the definition happens here, naming the field.
 */
import { compileAtoms } from '../atoms.js';
import type { Compass } from '../directions.js';
import { describe, excerpt } from '../errors.js';
import type { Board } from '../graph.js';
import { rect } from '../shapes.js';
import { readBoardField } from './board-text.js';
import { requireDefinitionName, requireDefinitionNames } from '../definition-names.js';
import { badDefinition } from './invalid-definition.js';
import { outcomeMask } from './outcomes.js';
import { compileProbes, PROBE_SLIDE } from './probes.js';
import { zobristTable } from '../zobrist.js';
import { MAX_MOVES } from './fairy/generate.js';
import { FAIRY_MAX_SQUARES, fairyGame, FORWARD } from './fairy-tables.js';
import type { Compiled, DrawRules, FairyGame } from './compiled.js';
import { farRows, promotionCodes } from './promotion.js';
import type { GameDefinition, PieceDefinition } from './types.js';

export type { Compiled } from './compiled.js';

export { FORWARD };

/** The definition of the piece with code `code`. */
export function pieceOf(g: Compiled, code: number): PieceDefinition {
  return g.def.pieces[g.letters[g.kindOf[code]!] as string] as PieceDefinition;
}

const ATOM_KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['step', 'slide', 'leap', 'jump']);
const MODES: ReadonlySet<unknown> = /* @__PURE__ */ new Set([undefined, 'quiet', 'capture', 'both']);
/** Most atoms one piece may list. */
const MAX_ATOMS = 64;

/** One atom of a piece, checked as data: a known kind, and the fields that kind reads. */
function checkAtom(atom: unknown, where: string): void {
  if (typeof atom !== 'object' || atom === null) badDefinition(`${where} must be an atom object { kind, … }, got ${describe(atom)}`);
  const a = atom as Record<string, unknown>;
  if (typeof a.kind !== 'string' || !ATOM_KINDS.has(a.kind)) badDefinition(`${where}.kind must be 'step', 'slide', 'leap' or 'jump', got ${typeof a.kind === 'string' ? excerpt(a.kind) : describe(a.kind)}`);
  if (!MODES.has(a.mode)) badDefinition(`${where}.mode must be 'quiet', 'capture', 'both' or absent, got ${describe(a.mode)}`);
  if (a.kind === 'leap') {
    const offsets = a.offsets;
    if (!Array.isArray(offsets) || offsets.length > 64 || !offsets.every((o: unknown) => Array.isArray(o) && o.length === 2 && o.every((v: unknown) => Number.isInteger(v) && Math.abs(v as number) <= 100))) {
      badDefinition(`${where}.offsets must be an array of [dx, dy] pairs of whole numbers, got ${describe(offsets)}`);
    }
    return;
  }
  if (!Array.isArray(a.dirs) || a.dirs.length > 64 || !a.dirs.every((d: unknown) => typeof d === 'string')) badDefinition(`${where}.dirs must be an array of direction names, got ${describe(a.dirs)}`);
  if (a.kind === 'slide' && a.max !== undefined && !(Number.isInteger(a.max) && (a.max as number) >= 1)) badDefinition(`${where}.max must be a whole number >= 1 or absent, got ${describe(a.max)}`);
}

/**
 * The checks `defineGame` makes at once, before anything is compiled: the
 * definition is an object, its id, name and two player ids are names
 * (1–64 characters, no control character), its pieces an object of pieces
 * whose atoms have a known kind. The rest is checked by {@link compile} on
 * first use. `INVALID_DEFINITION` naming the field.
 */
export function checkDefinitionShape(def: unknown): asserts def is GameDefinition {
  if (typeof def !== 'object' || def === null || Array.isArray(def)) badDefinition(`expected an object, got ${describe(def)}`);
  const d = def as Record<string, unknown>;
  requireDefinitionName(d.id, 'id', 'game definition');
  requireDefinitionName(d.name, 'name', 'game definition');
  requireDefinitionNames(d.players, 'players', 'game definition', 2, 2);
  if (d.sideLetters !== undefined && !(Array.isArray(d.sideLetters) && d.sideLetters.length === 2 && d.sideLetters.every((l: unknown) => typeof l === 'string'))) badDefinition(`sideLetters must be two letters or absent, got ${describe(d.sideLetters)}`);
  if (d.royalCaptureReason !== undefined) requireDefinitionName(d.royalCaptureReason, 'royalCaptureReason', 'game definition');
  if (d.svg !== undefined && (typeof d.svg !== 'object' || d.svg === null)) badDefinition(`svg must be an object (an SvgLook) or absent, got ${describe(d.svg)}`);
  const pieces = d.pieces;
  if (typeof pieces !== 'object' || pieces === null || Array.isArray(pieces)) badDefinition(`pieces must be an object of letter → piece, got ${describe(pieces)}`);
  for (const [letter, piece] of Object.entries(pieces)) {
    if (typeof piece !== 'object' || piece === null) badDefinition(`piece ${excerpt(letter, 10)} must be an object with a name and atoms, got ${describe(piece)}`);
    const p = piece as Record<string, unknown>;
    requireDefinitionName(p.name, `pieces.${letter.slice(0, 10)}.name`, 'game definition');
    if (!Array.isArray(p.atoms) || p.atoms.length > MAX_ATOMS) badDefinition(`piece ${excerpt(letter, 10)} (${p.name as string}) must list its atoms (at most ${MAX_ATOMS}), got ${describe(p.atoms)}`);
    (p.atoms as unknown[]).forEach((atom, i) => checkAtom(atom, `pieces.${letter.slice(0, 10)}.atoms[${i}]`));
  }
}

/**
 * An upper bound on the moves of one listing: each node holds at most one piece, which reaches at
 * most the nodes its probes name from there (a slide its whole ray).
 */
function mostMoves(board: Board, probes: readonly Int32Array[], probeStart: readonly Int32Array[]): number {
  const n = board.size;
  let total = 0;
  for (let node = 0; node < n; node++) {
    let most = 0;
    for (let code = 2; code < probes.length; code++) {
      const list = probes[code] as Int32Array, start = probeStart[code] as Int32Array;
      let reach = 0;
      for (let i = start[node] as number; i < (start[node + 1] as number); i += 3) {
        reach += ((list[i] as number) & 3) === PROBE_SLIDE ? Math.min(board.rayLength[(list[i + 1] as number) * n + node] as number, list[i + 2] as number) : 1;
      }
      most = Math.max(most, reach);
    }
    total += most;
  }
  return total;
}

/** Compiles a definition; a bad one throws `INVALID_DEFINITION` naming the field. */
export function compile(def: GameDefinition): Compiled {
  checkDefinitionShape(def);
  const { files, ranks } = def;
  if (!Number.isInteger(files) || files < 1 || files > 26) badDefinition(`files must be an integer from 1 to 26, got ${String(files)}`);
  if (!Number.isInteger(ranks) || ranks < 1 || ranks > 99) badDefinition(`ranks must be an integer from 1 to 99, got ${String(ranks)}`);
  const sideLetters = def.sideLetters ?? [def.players[0].charAt(0).toLowerCase(), def.players[1].charAt(0).toLowerCase()];
  if (sideLetters[0] === sideLetters[1] || sideLetters.some((s) => !/^[a-z]$/.test(s))) badDefinition(`side letters must be two different lower-case letters, got ${sideLetters.join(', ')}`);
  const firstSide = def.firstPlayer === undefined ? 0 : def.players.indexOf(def.firstPlayer);
  if (firstSide < 0) badDefinition(`firstPlayer ${typeof def.firstPlayer === 'string' ? excerpt(def.firstPlayer) : describe(def.firstPlayer)} is not one of the players`);
  if (typeof def.pieces !== 'object' || def.pieces === null) badDefinition(`pieces must be an object of letter → piece, got ${describe(def.pieces)}`);
  if (typeof def.setup !== 'string') badDefinition(`setup must be board text, top rank first (e.g. "l2/3/2L"), got ${describe(def.setup)}`);
  // The engine's moves name a square in seven bits.
  if (files * ranks > FAIRY_MAX_SQUARES) badDefinition(`files x ranks must be at most ${FAIRY_MAX_SQUARES} squares, got ${files}x${ranks} = ${files * ranks}`);
  const board = rect(files, ranks);
  const n = board.size;
  const letters = Object.keys(def.pieces);
  if (letters.length === 0 || letters.length > 60) badDefinition('declare from 1 to 60 pieces');
  for (const l of letters) {
    if (!/^[A-Z]$/.test(l)) badDefinition(`piece letters must be single upper-case letters, got "${l}"`);
    const piece: unknown = def.pieces[l];
    if (typeof piece !== 'object' || piece === null) badDefinition(`piece ${l} must be an object with a name and atoms, got ${describe(piece)}`);
  }
  const kinds = letters.length;
  // The fairy engine's cell codes: 0 empty, 1 a hole (never used here), 2 + 2 * kind + side.
  const codes = 2 + 2 * kinds;
  const codeOf = new Map<string, number>();
  const letterOf: string[] = ['', ''];
  const ownerOf = new Int8Array(codes).fill(-1);
  const kindOf = new Int8Array(codes).fill(-1);
  const royalCode = new Uint8Array(codes);
  const outcomeMasks = new Uint8Array(codes);
  const probes: Int32Array[] = [new Int32Array(0), new Int32Array(0)];
  const probeStart: Int32Array[] = [new Int32Array(n + 1), new Int32Array(n + 1)];
  for (let side = 0; side < 2; side++) {
    letters.forEach((upper, kind) => {
      const piece = def.pieces[upper] as PieceDefinition;
      const code = 2 + 2 * kind + side;
      const letter = side === 0 ? upper : upper.toLowerCase();
      codeOf.set(letter, code);
      letterOf[code] = letter;
      ownerOf[code] = side;
      kindOf[code] = kind;
      royalCode[code] = piece.royal ? 1 : 0;
      if (!Array.isArray(piece.atoms)) badDefinition(`piece ${upper} (${piece.name}) has no atoms list`);
      for (const atom of piece.atoms) {
        if (atom.kind === 'jump' && atom.over !== 'ally') badDefinition(`piece ${upper} (${piece.name}): jumps may go over allies only, not over "${atom.over}"`);
      }
      // Directions must exist on the board (INVALID_BOARD otherwise), as before any move is made.
      const compiled = compileProbes(board, compileAtoms(board, piece.atoms, FORWARD[side] as Compass));
      probes[code] = compiled.probes;
      probeStart[code] = compiled.start;
      outcomeMasks[code] = outcomeMask(piece, upper);
    });
  }
  const promoteCode = promotionCodes(def, letters);
  // The fairy engine lists moves into buffers of MAX_MOVES: a game that could list more cannot be played.
  const most = mostMoves(board, probes, probeStart);
  if (most > MAX_MOVES) badDefinition(`pieces: the pieces could have ${most} moves in one position, more than the ${MAX_MOVES} the engine lists at once`);
  const partial = { def, board, n, letters, kinds, codeOf, letterOf, sideLetters } as const;
  const start = readBoardField(partial, def.setup, 'setup');
  const byDraws = new Map<string, FairyGame>();
  let relaxed: FairyGame | undefined;
  const g: Compiled = {
    ...partial,
    ownerOf,
    kindOf,
    royalCode,
    promoteCode,
    farRow: farRows(board, FORWARD),
    hasRoyal: royalCode.some((r) => r === 1),
    firstSide,
    start,
    maxMoves: MAX_MOVES,
    outcomeMask: outcomeMasks,
    probes,
    probeStart,
    swaps: def.allies === 'swap',
    // Features: each piece code on each node, the side to move, each side's swap memory (a node pair).
    zobrist: zobristTable(codes * n + 1 + 2 * n * n),
    turnKey: codes * n,
    swapKey: codes * n + 1,
    fairy(draws) {
      const key = `${draws.drawAfterPlies}/${draws.threefold}`;
      let game = byDraws.get(key);
      if (game === undefined) byDraws.set(key, (game = fairyGame(g, draws)));
      return game;
    },
    relaxed: () => (relaxed ??= fairyGame(g, { drawAfterPlies: 0, threefold: false }, true)),
  };
  return g;
}
