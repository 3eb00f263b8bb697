/**
 * The conformance suite every variant must pass. Seeded random playouts check
 * the contract at every ply; a failure names the playout and its seed (the
 * seeds are fixed, so a rerun replays it). It registers vitest tests, so it is shipped as its own subpath
 * (`boardwright/testing`) that nothing else imports: vitest stays an optional
 * peer dependency, never a dependency of the engine.
 */
import { describe, expect, it } from 'vitest';
import { attempt, isBoardwrightError } from '../core/errors.js';
import { createRng, type Rng } from '../core/random.js';
import { sameMove } from '../core/define.js';
import { NONE } from '../core/graph.js';
import { DROP_FROM, type AnyVariant, type Move, type Position } from '../core/variant.js';
import { GameRecord } from '../core/record.js';
import { growHistory, hostileHistoriesRefused, longGamesLinear, shuffleToEnd } from './histories.js';

/** Options of {@link runConformance}. */
export interface ConformanceConfig {
  /** Extra words for the describe title (e.g. the capture mode). */
  readonly label?: string;
  /** Passed to `setup` (and `parse`). */
  readonly options?: Record<string, unknown>;
  /** Further start positions, as position text. */
  readonly starts?: readonly string[];
  /** Number of seeded playouts with full checks (default 10). */
  readonly playouts?: number;
  /** Plies per checked playout (default 60). */
  readonly maxPlies?: number;
  /** Ply cap for the "every game ends" playouts (default 3000). */
  readonly endPlies?: number;
  /** Number of playouts run to the end (default 3). */
  readonly endPlayouts?: number;
  /** Seed of the playouts (default fixed, so CI is reproducible). */
  readonly seed?: number;
  /** Checked for every legal move of every visited position. */
  readonly moveInvariant?: (before: Position, move: Move, after: Position) => void;
  /** Checked for every visited position. */
  readonly positionInvariant?: (position: Position) => void;
  /**
   * Reads the pieces from the game's position text, written in the test file
   * independently of the engine: node name → piece (kind upper case). Without it
   * `pieceAt`/`pieces` are not compared with `format`.
   */
  readonly readPieces?: (text: string) => ReadonlyMap<string, PieceSeen>;
  /** The game documents that it keeps listing moves after some ends (chess after an automatic draw). */
  readonly movesAfterEnd?: boolean;
  /** Finished positions (text) on which every move must be refused with GAME_OVER. */
  readonly finished?: readonly string[];
  /** The options turn every move-count draw off, so any counter (with as many keys) is a legal position. */
  readonly unboundedHistory?: boolean;
  /** The options turn every draw off, so pieces shuffling never reach one. */
  readonly reachesNoDraw?: boolean;
  /** Plies n of the linear-time check (n against 4n; default 100). */
  readonly linearPlies?: number;
  /**
   * Kinds (upper case) whose pieces `status.checks` may name (default `['K']`): a game with
   * pseudo-royal pieces adds them (coregal's queen).
   */
  readonly royalKinds?: readonly string[];
}

/** A piece as a test reads it from position text. */
export interface PieceSeen {
  readonly player: string;
  readonly kind: string;
  readonly count?: number;
}

type Check = (variant: AnyVariant, position: Position, legal: readonly Move[], config: ConformanceConfig, rng: Rng) => void;

const snapshot = (value: unknown): string => JSON.stringify(value);

/** Move text no game accepts: empty, blank, nonsense, long, longer than any input limit, a control character. */
const JUNK_MOVE_TEXT = ['', ' ', 'zz-99', 'x'.repeat(5000), 'x'.repeat(2_000_000), '\u0000'];
/** Position "text" no game accepts, wrong types from plain JavaScript included. */
const JUNK_POSITION_TEXT: readonly unknown[] = [null, undefined, 42, {}, [], '', 'not a position', 'x'.repeat(2_000_000)];

/** "Every listed move plays", "play never mutates its input", move invariants. */
const everyMovePlays: Check = (variant, position, legal, config) => {
  const before = snapshot(position);
  const board = variant.board;
  for (const move of legal) {
    const moveBefore = snapshot(move);
    // Moves are plain data naming nodes of the board (DESIGN.md: `from`, `to`, `captures` are node names),
    // except that a piece entering from off the board (a drop) starts at DROP_FROM and lands on an empty node.
    const drop = move.from === DROP_FROM;
    for (const name of drop ? [move.to, ...move.captures] : [move.from, move.to, ...move.captures]) expect(board.nodeId(name), `move ${move.notation} names "${name}", not a node`).not.toBe(NONE);
    if (drop) expect(variant.pieceAt(position, move.to), `drop ${move.notation} lands on an occupied node`).toBeUndefined();
    expect(typeof move.notation === 'string' && move.notation.length > 0, 'a move has notation').toBe(true);
    const after = variant.play(position, move) as Position;
    expect(after.variant).toBe(variant.id);
    expect(variant.players, `after ${move.notation} the turn is not a player id`).toContain(after.turn);
    expect(snapshot(move), `play mutated the move ${move.notation}`).toBe(moveBefore);
    config.moveInvariant?.(position, move, after);
  }
  expect(snapshot(position), 'play mutated its input position').toBe(before);
};

/** `status` agrees with the position: the player to move, a legal move while the game runs, a reason when it ends. */
const statusAgrees: Check = (variant, position, legal) => {
  const status = variant.status(position);
  if (!status.over) {
    expect(status.turn, 'status names another player to move than the position').toBe(position.turn);
    expect(legal.length, 'a game that is not over must have a legal move').toBeGreaterThan(0);
    return;
  }
  expect(typeof status.reason === 'string' && status.reason.length > 0, 'a finished game has a reason').toBe(true);
  if (status.winner !== undefined) expect(variant.players).toContain(status.winner);
  expect(status.winner === undefined || status.draw === undefined, 'a game cannot be both won and drawn').toBe(true);
};

/** "Every move's notation parses back to the same move." */
const notationRoundTrips: Check = (variant, position, legal) => {
  for (const move of legal) {
    const viaObject = variant.format(variant.play(position, move));
    const viaText = variant.format(variant.play(position, move.notation));
    expect(viaText, `notation ${move.notation} names another move`).toBe(viaObject);
    const revived = JSON.parse(JSON.stringify(move)) as Move;
    expect(variant.format(variant.play(position, revived)), `move ${move.notation} rebuilt from JSON plays differently`).toBe(viaObject);
  }
  const notations = legal.map((m) => `${m.kind ?? ''}|${m.notation}`);
  expect(new Set(notations).size, 'two legal moves share one notation').toBe(notations.length);
};

/** Other spellings of `text` that a tolerant reader might take: padding, letter case, marks, separators, one character less. */
function respellings(text: string): string[] {
  return [` ${text}`, `${text} `, text.toLowerCase(), text.toUpperCase(), `${text}+`, `${text}#`, `${text}!`, text.slice(0, -1),
    text.replace(/-/g, 'x'), text.replace(/x/g, '-'), text.replace(/O/g, '0'), text.replace('=', '')];
}

/**
 * "Strict mode accepts exactly the canonical notation of every listed move": each listed move's
 * `notation` (and its `uci`, where the game's moves have one) plays the move in strict mode; other
 * spellings of a sampled few moves are refused with a typed error unless they are some listed move's
 * canonical text.
 */
export const strictModeAcceptsCanonical: Check = (variant, position, legal, _config, rng) => {
  const canonical = new Map<string, Move>();
  const spellings = (m: Move): string[] => {
    const uci = (m as { uci?: unknown }).uci;
    return typeof uci === 'string' ? [m.notation, uci] : [m.notation];
  };
  for (const m of legal) for (const text of spellings(m)) if (!canonical.has(text)) canonical.set(text, m);
  for (const move of legal) {
    const expected = variant.format(variant.play(position, move));
    for (const text of spellings(move)) {
      if (canonical.get(text) !== move) continue; // a text two moves share (different kinds) names the first
      const result = variant.tryPlay(position, text, { strict: true });
      if (!result.ok) expect.fail(`strict mode refused the canonical text ${JSON.stringify(text)}: ${result.error.code} ${result.error.message}`);
      expect(variant.format(result.value), `strict ${JSON.stringify(text)} played another move`).toBe(expected);
    }
  }
  for (let i = 0; i < Math.min(3, legal.length); i++) {
    for (const text of respellings(rng.pick(legal).notation)) {
      if (canonical.has(text)) continue;
      const result = variant.tryPlay(position, text, { strict: true });
      expect(result.ok, `strict mode accepted the non-canonical text ${JSON.stringify(text)}`).toBe(false);
    }
  }
};

/** "parse(format(p)) reproduces p" and positions survive JSON. */
const positionTextRoundTrips: Check = (variant, position, legal, config) => {
  const text = variant.format(position);
  const reparsed = variant.parse(text, config.options);
  expect(variant.format(reparsed)).toBe(text);
  expect(variant.legalMoves(reparsed).map((m: Move) => m.notation).sort()).toEqual(legal.map((m) => m.notation).sort());
  const revived = JSON.parse(JSON.stringify(position)) as Position;
  expect(variant.format(revived)).toBe(text);
  expect(variant.legalMoves(revived).length).toBe(legal.length);
};

/** Incremental hash equals the from-scratch hash; make/unmake reaches the same positions as immutable play. */
const searchAgrees: Check = (variant, position, legal) => {
  const state = variant.search(position);
  const rootHash = variant.hash(position);
  expect(state.hash(), 'search hash differs from hash computed from scratch').toBe(rootHash);
  const buffer = new Int32Array(state.maxMoves);
  const count = state.generate(buffer);
  expect(count, 'search generates a different number of moves than legalMoves').toBe(legal.length);
  const viaSearch: string[] = [];
  for (let i = 0; i < count; i++) {
    state.make(buffer[i] as number);
    const reached = state.position() as Position;
    expect(state.hash(), 'incremental hash differs from hash computed from scratch').toBe(variant.hash(reached));
    viaSearch.push(variant.format(reached));
    state.unmake();
  }
  expect(state.hash()).toBe(rootHash);
  expect(variant.format(state.position())).toBe(variant.format(position));
  const children = legal.map((m) => variant.play(position, m) as Position);
  const viaPlay = children.map((c) => variant.format(c));
  expect([...viaSearch].sort()).toEqual([...viaPlay].sort());
  expect(variant.perft(position, 1)).toBe(legal.length);
  // The fast perft one ply deeper agrees with the immutable layer's children.
  let depth2 = 0;
  for (const c of children) depth2 += variant.perft(c, 1);
  expect(variant.perft(position, 2), 'perft(2) differs from the sum of perft(1) over the played moves').toBe(depth2);
  hashSeparatesPositions(variant, children, viaPlay);
};

/**
 * Positions with the same hash must be the same position for repetition: same player to move, same
 * legal moves. Checked among the children of a position (only on a collision, so it costs nothing
 * when the hash is sound); a hash that ignores the board fails here.
 */
function hashSeparatesPositions(variant: AnyVariant, positions: readonly Position[], texts: readonly string[]): void {
  const byHash = new Map<number, number>();
  positions.forEach((p, i) => {
    const h = variant.hash(p) as number;
    expect(Number.isSafeInteger(h), 'a hash is a safe integer').toBe(true);
    const j = byHash.get(h);
    if (j === undefined) { byHash.set(h, i); return; }
    if (texts[j] === texts[i]) return;
    const other = positions[j] as Position;
    const moves = (q: Position): string[] => (variant.legalMoves(q) as readonly Move[]).map((m) => m.notation).sort();
    const same = other.turn === p.turn && snapshot(moves(other)) === snapshot(moves(p));
    expect(same, `"${texts[j]}" and "${texts[i]}" share hash ${h} but are different positions`).toBe(true);
  });
}

/** "No unlisted move is accepted" (sampled), and bad input gets a typed error without changing anything. */
const unlistedMovesRefused: Check = (variant, position, legal, _config, rng) => {
  const before = snapshot(position);
  const names = variant.board.names as readonly string[];
  for (let i = 0; i < 6; i++) {
    const template = legal.length > 0 ? rng.pick(legal) : { from: rng.pick(names), to: rng.pick(names), captures: [], notation: '?' };
    const forged: Move = { ...template, to: rng.pick(names), notation: `${template.notation}?forged${i}` };
    if (legal.some((m) => sameMove(m, forged))) continue;
    const result = variant.tryPlay(position, forged);
    expect(result.ok, `forged move ${JSON.stringify(forged)} was accepted`).toBe(false);
    if (!result.ok) expect(isBoardwrightError(result.error)).toBe(true);
  }
  if (legal.length > 0) {
    // A listed move with forged captures or kind is refused, or plays as the listed move: forged data never reaches the board.
    const genuine = rng.pick(legal);
    const expected = variant.format(variant.play(position, genuine));
    for (const forged of [{ ...genuine, captures: [rng.pick(names)] }, { ...genuine, captures: [] }, { ...genuine, kind: 'forged' }]) {
      const result = variant.tryPlay(position, forged);
      if (result.ok) expect(variant.format(result.value), `forged ${JSON.stringify(forged)} changed the outcome of ${genuine.notation}`).toBe(expected);
    }
  }
  for (const junk of JUNK_MOVE_TEXT) {
    const result = variant.tryPlay(position, junk);
    if (result.ok) expect.fail(`junk move text "${junk.slice(0, 20)}" was accepted`);
    else expect(result.error.code).toMatch(/^[A-Z_]+$/);
  }
  // A bare node name may be tolerant move text (in chess "e4" is a move), but only if it names a legal move.
  const name = rng.pick(names);
  const named = variant.tryPlay(position, name);
  if (named.ok) {
    const reached = variant.format(named.value);
    expect(legal.some((m) => variant.format(variant.play(position, m)) === reached), `"${name}" was accepted but names no legal move`).toBe(true);
  }
  for (const junk of [null, undefined, 42, {}, [], { from: 1, to: 2, captures: 'x', notation: 5 }]) {
    const result = variant.tryPlay(position, junk as never);
    if (result.ok) expect.fail(`${JSON.stringify(junk)} was accepted as a move`);
  }
  expect(snapshot(position)).toBe(before);
};

/**
 * Malformed position text gets a typed error, never a crash: junk, wrong types, and the position's own
 * text cut short or with one character changed. Text that does parse gives a position the variant can use.
 */
const badPositionTextRefused: Check = (variant, position, _legal, config, rng) => {
  for (const junk of JUNK_POSITION_TEXT) {
    const result = variant.tryParse(junk as never, config.options);
    if (result.ok) expect.fail(`${typeof junk === 'string' ? `"${junk.slice(0, 20)}"` : String(junk)} parsed as a position`);
  }
  const text = variant.format(position);
  const variants = [text.slice(0, rng.int(text.length)), text.slice(0, -1), `${text}\u0000`];
  for (let i = 0; i < 4; i++) {
    // One character replaced by a random printable one, one character dropped.
    const at = rng.int(text.length);
    variants.push(text.slice(0, at) + String.fromCharCode(32 + rng.int(95)) + text.slice(at + 1), text.slice(0, at) + text.slice(at + 1));
  }
  for (const t of variants) {
    // tryParse re-throws anything that is not a BoardwrightError, so a crash fails the test here.
    const result = variant.tryParse(t, config.options);
    if (!result.ok) {
      expect(result.error.code).toMatch(/^[A-Z_]+$/);
      continue;
    }
    const p = result.value as Position;
    const moves = attempt(() => variant.legalMoves(p) as readonly Move[]);
    if (moves.ok) attempt(() => variant.status(p));
    expect(variant.parse(variant.format(p), config.options).turn, `"${t}" parsed but its own text does not`).toBe(p.turn);
  }
};

/**
 * "`movesFrom` agrees with `legalMoves`": for every start node, exactly the listed moves from it, in
 * listing order; an empty or foreign node has none; "`destinations` agrees": each start node with the
 * distinct nodes its moves reach, in order of first appearance, and no other key.
 */
export const movesFromAgrees: Check = (variant, position, legal, _config, rng) => {
  const expected = new Map<string, string[]>();
  for (const m of legal) {
    const tos = expected.get(m.from) ?? [];
    if (!tos.includes(m.to)) tos.push(m.to);
    expected.set(m.from, tos);
  }
  const nodes = [...expected.keys()];
  for (let i = 0; i < 3; i++) nodes.push(rng.pick(variant.board.names as readonly string[]));
  for (const node of nodes) {
    const from = variant.movesFrom(position, node) as readonly Move[];
    expect(snapshot(from), `movesFrom(${node}) differs from the listed moves from ${node}`).toBe(snapshot(legal.filter((m) => m.from === node)));
  }
  const dests = variant.destinations(position);
  expect(dests instanceof Map, 'destinations is a Map').toBe(true);
  expect(snapshot([...dests]), 'destinations differs from the listed moves').toBe(snapshot([...expected]));
  for (const bad of ['', 'zz99', 'nowhere']) {
    const result = attempt(() => variant.movesFrom(position, bad));
    expect(result.ok ? 'accepted' : result.error.code, `movesFrom accepted the node "${bad}"`).toBe('UNKNOWN_NODE');
  }
};

/**
 * "`pieceAt` and `pieces` agree with `format`": the pieces the test reads from the position text
 * (its own reader) are exactly what `pieces` lists and `pieceAt` answers on every node; `pieces`
 * lists in drawing order (highest y first, then lowest x).
 */
export const piecesAgreeWithText: Check = (variant, position, _legal, config) => {
  const listed = variant.pieces(position) as readonly (PieceSeen & { node: string })[];
  const board = variant.board;
  for (let i = 1; i < listed.length; i++) {
    const a = board.coords[board.nodeId((listed[i - 1] as { node: string }).node)], b = board.coords[board.nodeId((listed[i] as { node: string }).node)];
    expect(a && b && (a.y > b.y || (a.y === b.y && a.x < b.x)), 'pieces are not in drawing order').toBe(true);
  }
  if (!config.readPieces) return;
  const text = variant.format(position);
  const seen = config.readPieces(text);
  const plain = (p: PieceSeen | undefined): string => (p === undefined ? 'empty' : snapshot({ player: p.player, kind: p.kind, count: p.count }));
  expect(listed.length, `pieces lists ${listed.length} pieces, the text ${text} has ${seen.size}`).toBe(seen.size);
  for (const p of listed) expect(plain(p), `pieces: node ${p.node} in ${text}`).toBe(plain(seen.get(p.node)));
  for (const name of board.names) expect(plain(variant.pieceAt(position, name)), `pieceAt(${name}) in ${text}`).toBe(plain(seen.get(name)));
};

/**
 * "`state.move(m)` round-trips every generated move": each integer the search layer generates maps
 * to one listed move (field for field), no two integers to the same one, and making the integer
 * reaches the position `play` reaches with that move object. A number that is not a generated move
 * is `ILLEGAL_MOVE`.
 */
export const searchMovesMapBack: Check = (variant, position, legal) => {
  const state = variant.search(position);
  const buffer = new Int32Array(state.maxMoves);
  const count = state.generate(buffer);
  const listed = legal.map((m) => snapshot(m));
  const used = new Set<number>();
  for (let i = 0; i < count; i++) {
    const m = buffer[i] as number;
    const move = state.move(m) as Move;
    const text = snapshot(move);
    let at = listed.indexOf(text);
    while (at >= 0 && used.has(at)) at = listed.indexOf(text, at + 1);
    expect(at, `integer move ${m} maps to ${text}, not a listed move (or one already taken)`).toBeGreaterThanOrEqual(0);
    used.add(at);
    state.make(m);
    const reached = variant.format(state.position());
    state.unmake();
    expect(reached, `integer move ${m} and its move object ${move.notation} reach different positions`).toBe(variant.format(variant.play(position, move)));
  }
  expect(used.size).toBe(legal.length);
  for (const bad of [-1, 1.5, 2 ** 31 - 1]) {
    const result = attempt(() => state.move(bad));
    expect(result.ok ? 'accepted' : result.error.code, `state.move(${bad})`).toBe('ILLEGAL_MOVE');
  }
};

/**
 * "The checked royal piece's node": every node `status.checks` names holds a royal piece (kind `K`,
 * or one of `royalKinds`), and when the player to move is in check, one of its own is among them.
 */
export const checksNameKings: Check = (variant, position, _legal, config) => {
  const status = variant.status(position);
  if (status.checks === undefined) return;
  const royal = config.royalKinds ?? ['K'];
  for (const node of status.checks) expect(royal, `status.checks names ${node}, which holds no royal piece`).toContain(variant.pieceAt(position, node)?.kind);
  if (!status.over && status.check) {
    const own = status.checks.filter((n) => variant.pieceAt(position, n)?.player === position.turn);
    expect(own.length, 'the player to move is in check but none of its royal pieces is in status.checks').toBeGreaterThan(0);
  }
};

/**
 * "A checkmate keeps `checks`" (docs/building-a-ui.md): a status that ends the game by checkmate names
 * the mated royal piece's node in `checks`, so a UI can mark it. Looked at in the position itself and
 * in every position a listed move marked `checkmate` reaches (random playouts seldom end in mate).
 */
export const checkmateKeepsChecks: Check = (variant, position, legal) => {
  const named = (status: ReturnType<AnyVariant['status']>, where: string): void => {
    if (!status.over || status.reason !== 'checkmate') return;
    expect(status.checks?.length ?? 0, `${where} is checkmate but status.checks names no node`).toBeGreaterThan(0);
  };
  named(variant.status(position), 'the position');
  for (const move of legal) {
    if ((move as { checkmate?: boolean }).checkmate !== true) continue;
    // (Some games mark a move that wins another way as `checkmate` too: three-check's third check.)
    named(variant.status(variant.play(position, move)), `the position after ${move.notation}`);
  }
};

/** What a corrupted field is set to: missing, null, a number, a string no field of any game holds. */
const CORRUPT_VALUES: readonly [string, unknown][] = [['null', null], ['a number', -1.5], ['a wrong string', '\u0000not-a-value']];

/** Copies of `position` with one field dropped or replaced, the turn given to a non-player, an unknown field added. */
function corruptedCopies(position: Position): [string, Record<string, unknown>, boolean][] {
  const plain = JSON.parse(snapshot(position)) as Record<string, unknown>;
  // [description, copy, whether it must be refused (the contract fields variant and turn)]
  const copies: [string, Record<string, unknown>, boolean][] = [];
  for (const field of Object.keys(plain)) {
    const must = field === 'variant' || field === 'turn';
    const { [field]: _dropped, ...rest } = plain;
    copies.push([`without ${field}`, rest, must]);
    for (const [what, value] of CORRUPT_VALUES) copies.push([`${field} set to ${what}`, { ...plain, [field]: value }, must]);
  }
  copies.push(['turn set to a non-player', { ...plain, turn: 'nobody' }, true]);
  copies.push(['an unknown extra field', { ...plain, extraField: 1 }, false]);
  return copies;
}

/**
 * "Corrupted position objects get a typed error and stay unchanged": each entry point either throws a
 * BoardwrightError or (for a harmless corruption) works; never a raw TypeError or RangeError.
 */
function corruptedPositionsRefused(variant: AnyVariant, position: Position, legal: readonly Move[]): void {
  const notation = legal[0]?.notation ?? 'zz-99';
  const calls: [string, (p: Position) => unknown][] = [
    ['legalMoves', (p) => variant.legalMoves(p)],
    ['status', (p) => variant.status(p)],
    ['format', (p) => variant.format(p)],
    ['hash', (p) => variant.hash(p)],
    ['play', (p) => variant.play(p, notation)],
    ['movesFrom', (p) => variant.movesFrom(p, legal[0]?.from ?? (variant.board.names[0] as string))],
    ['destinations', (p) => variant.destinations(p)],
    ['pieces', (p) => variant.pieces(p)],
  ];
  for (const [what, copy, mustRefuse] of corruptedCopies(position)) {
    const before = snapshot(copy);
    for (const [name, call] of calls) {
      let refused = false;
      try {
        call(copy as unknown as Position);
      } catch (error) {
        if (!isBoardwrightError(error)) expect.fail(`${name} on a position ${what} threw a raw ${(error as Error)?.name ?? typeof error}: ${String((error as Error)?.message ?? error)}`);
        refused = true;
      }
      if (mustRefuse) expect(refused, `${name} accepted a position ${what}`).toBe(true);
    }
    expect(snapshot(copy), `a position ${what} was changed`).toBe(before);
  }
}

const CHECKS: readonly [string, Check][] = [
  ['every listed move plays and play never mutates its input', everyMovePlays],
  ['status agrees with the position', statusAgrees],
  ["every move's notation parses back to the same move", notationRoundTrips],
  ['parse(format(p)) reproduces p', positionTextRoundTrips],
  ['incremental hash and make/unmake agree with immutable play', searchAgrees],
  ['no unlisted move is accepted', unlistedMovesRefused],
  ['malformed position text gets a typed error', badPositionTextRefused],
  ['strict mode accepts exactly the canonical notation of every listed move', strictModeAcceptsCanonical],
  ['movesFrom and destinations agree with legalMoves', movesFromAgrees],
  ['pieceAt and pieces agree with the position text', piecesAgreeWithText],
  ['state.move(m) round-trips every generated move', searchMovesMapBack],
  ["status.checks names the checked kings' nodes", checksNameKings],
  ['a checkmate keeps status.checks', checkmateKeepsChecks],
];

function starts(variant: AnyVariant, config: ConformanceConfig): Position[] {
  return [variant.setup(config.options), ...(config.starts ?? []).map((t) => variant.parse(t, config.options))];
}

/** The code a call fails with, or `'ok'` when it succeeds (a raw error is a bug and fails the test). */
function codeOf(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (error) {
    if (!isBoardwrightError(error)) expect.fail(`threw a raw ${(error as Error)?.name ?? typeof error}: ${String((error as Error)?.message ?? error)}`);
    return error.code;
  }
}

/** The error a call fails with (it must fail with a BoardwrightError). */
function errorOf(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (error) {
    if (isBoardwrightError(error)) return error;
    expect.fail(`threw a raw ${(error as Error)?.name ?? typeof error}`);
  }
  return expect.fail('the call succeeded') as never;
}

/** Text no game reads as a move: no letter or digit, or a control character (docs/errors.md: INVALID_MOVE_TEXT). */
const UNREADABLE_MOVE_TEXT = ['', '   ', '???', '-', '\u0000', '\u0007e4'];

/**
 * "A move on a finished game is GAME_OVER naming the result" (docs/errors.md), for move text, junk
 * text and a move object alike, through `play` and `tryPlay`. A game that keeps listing moves after
 * its end (chess after an automatic draw, documented) must say so with `config.movesAfterEnd`.
 */
export function gameOverRefused(variant: AnyVariant, finished: Position, config: ConformanceConfig, sample?: Move): void {
  const status = variant.status(finished);
  if (!status.over) return;
  const legal = variant.legalMoves(finished) as readonly Move[];
  if (legal.length > 0) {
    expect(config.movesAfterEnd, `${variant.name} lists moves after the game ended (${status.reason}) without documenting it (movesAfterEnd)`).toBe(true);
    return;
  }
  const before = snapshot(finished);
  const result = status.winner !== undefined ? `${status.winner} won` : 'drawn';
  for (const move of ['e4', 'a1-a2', '13A-21', 'zz', ...(sample ? [sample.notation, sample] : [])]) {
    const error = errorOf(() => variant.play(finished, move));
    expect(error.code, `play(${JSON.stringify(move)}) on a finished game (${status.reason})`).toBe('GAME_OVER');
    expect(error.message, 'GAME_OVER names the result').toContain(result);
    expect(error.message, 'GAME_OVER names the reason').toContain(status.reason);
    const tried = variant.tryPlay(finished, move);
    expect(tried.ok ? 'ok' : tried.error.code).toBe('GAME_OVER');
  }
  expect(snapshot(finished), 'a refused move changed the position').toBe(before);
}

/**
 * "The same failure gets the same code in every game" (docs/errors.md): each kind of bad input of
 * the table, fed to this game, must get the table's code, from the throwing call and its `try` twin.
 */
export function errorTableRespected(variant: AnyVariant, config: ConformanceConfig = {}): void {
  const start = variant.setup(config.options) as Position;
  const text = variant.format(start);
  const parse = (t: unknown, options: unknown = config.options) => () => variant.parse(t as string, options as never);
  // Position text that cannot be read: INVALID_FEN, whatever the game calls its position text.
  for (const junk of ['', 'not a position', '\u0000', `~${text.slice(1)}`, `${text} ${text}`]) {
    expect(codeOf(parse(junk)), `parse(${JSON.stringify(junk.slice(0, 30))})`).toBe('INVALID_FEN');
    const tried = variant.tryParse(junk, config.options);
    expect(tried.ok ? 'ok' : tried.error.code).toBe('INVALID_FEN');
  }
  // Wrong JavaScript types, and another game's position: INVALID_ARGUMENT.
  for (const wrong of [42, null, undefined, {}, ['x']]) expect(codeOf(parse(wrong)), `parse(${String(wrong)})`).toBe('INVALID_ARGUMENT');
  for (const wrong of [42, null, 'text', { ...start, variant: 'another-game' }]) {
    for (const call of [() => variant.legalMoves(wrong as never), () => variant.status(wrong as never), () => variant.play(wrong as never, 'e4'), () => variant.format(wrong as never)]) {
      expect(codeOf(call), `a ${JSON.stringify(wrong)?.slice(0, 30)} given as a position`).toBe('INVALID_ARGUMENT');
    }
  }
  for (const wrong of [42, null, true, undefined]) expect(codeOf(() => variant.play(start, wrong as never)), `play(p, ${String(wrong)})`).toBe('INVALID_ARGUMENT');
  for (const depth of [-1, 1.5, '2']) expect(codeOf(() => variant.perft(start, depth as never)), `perft(p, ${JSON.stringify(depth)})`).toBe('INVALID_ARGUMENT');
  // Input too large: INPUT_TOO_LARGE, before any parsing.
  expect(codeOf(parse('x'.repeat(2_000_000)))).toBe('INPUT_TOO_LARGE');
  expect(codeOf(() => variant.play(start, 'x'.repeat(20_000)))).toBe('INPUT_TOO_LARGE');
  // A position object of this game with a malformed field: INVALID_POSITION (never another code).
  for (const [what, copy] of corruptedCopies(start)) {
    if (what.includes('variant')) continue;
    for (const call of [() => variant.legalMoves(copy as never), () => variant.status(copy as never), () => variant.format(copy as never), () => variant.hash(copy as never)]) {
      const code = codeOf(call);
      if (code !== 'ok') expect(code, `a position ${what}`).toBe('INVALID_POSITION');
    }
  }
  expect(codeOf(() => variant.legalMoves({ ...start, turn: 'nobody' } as never)), 'a position whose turn is no player').toBe('INVALID_POSITION');
  // Move text: unreadable INVALID_MOVE_TEXT; readable but not legal here ILLEGAL_MOVE; a forged move object ILLEGAL_MOVE.
  for (const junk of UNREADABLE_MOVE_TEXT) {
    expect(codeOf(() => variant.play(start, junk)), `play(p, ${JSON.stringify(junk)})`).toBe('INVALID_MOVE_TEXT');
    const tried = variant.tryPlay(start, junk);
    expect(tried.ok ? 'ok' : tried.error.code).toBe('INVALID_MOVE_TEXT');
  }
  const first = (variant.legalMoves(start) as readonly Move[])[0] as Move;
  const child = variant.play(start, first) as Position;
  const childMoves = variant.legalMoves(child) as readonly Move[];
  // The first player's opening move, asked of the next player: readable text, not a legal move there.
  if (!childMoves.some((m) => m.notation === first.notation)) expect(codeOf(() => variant.play(child, first.notation)), `${first.notation} after ${first.notation}`).toBe('ILLEGAL_MOVE');
  expect(codeOf(() => variant.play(child, { ...first, notation: `${first.notation}?` }))).toBe('ILLEGAL_MOVE');
  // Strict mode: a copy of a listed move plays it; the copy with a field no listed move has is
  // INVALID_ARGUMENT naming the field, so a server never relays what a client added to a move.
  const startSnapshot = snapshot(start);
  expect(variant.format(variant.play(start, { ...first }, { strict: true })), 'strict mode plays a copy of a listed move').toBe(variant.format(child));
  const decorated = errorOf(() => variant.play(start, { ...first, unlistedField: '<b>x</b>' } as never, { strict: true }));
  expect(decorated.code, 'strict play of a listed move with an unknown field').toBe('INVALID_ARGUMENT');
  expect(decorated.message, 'the error names the unknown field').toContain('unlistedField');
  const tried = variant.tryPlay(start, { ...first, unlistedField: 1 } as never, { strict: true });
  expect(tried.ok ? 'ok' : tried.error.code).toBe('INVALID_ARGUMENT');
  expect(snapshot(start), 'a refused strict move changed the position').toBe(startSnapshot);
  // Options: an unknown name, a non-object, a known name with a value of the wrong type: INVALID_OPTION.
  const unknown = errorOf(() => variant.setup({ ...config.options, noSuchOption: 1 } as never));
  expect(unknown.code).toBe('INVALID_OPTION');
  expect(unknown.message, 'INVALID_OPTION names the unknown option').toContain('noSuchOption');
  expect(codeOf(parse(text, { ...config.options, noSuchOption: 1 }))).toBe('INVALID_OPTION');
  for (const bad of [5, 'fast', null, { drawAfterPlies: 'x' }, { drawAfterPlies: -1 }, { drawAfterPlies: null }]) {
    expect(codeOf(() => variant.setup(bad as never)), `setup(${JSON.stringify(bad)})`).toBe('INVALID_OPTION');
  }
  // drawAfterPlies means the same in every game that takes it: a number of plies, 0 turning the rule off.
  const off = attempt(() => variant.setup({ ...config.options, drawAfterPlies: 0 } as never) as Position);
  if (off.ok) expect(variant.status(off.value).over, 'drawAfterPlies 0 ended the game at once').toBe(false);
  else expect(off.error.message).toContain('drawAfterPlies');
}

/**
 * Registers the conformance tests for `variant` in the current vitest test file:
 * seeded random playouts that check, at every ply, what every game must do (see
 * `docs/writing-a-variant.md` for the list).
 * @example
 * ```ts
 * // my-game.test.ts, run by vitest
 * import { runConformance } from 'boardwright/testing';
 * import { myGame } from './my-game.js';
 * runConformance(myGame, { playouts: 20 });
 * ```
 */
export function runConformance(variant: AnyVariant, config: ConformanceConfig = {}): void {
  const title = `conformance: ${variant.name}${config.label ? ` (${config.label})` : ''}`;
  const playouts = config.playouts ?? 10;
  const maxPlies = config.maxPlies ?? 60;
  const seed = config.seed ?? 20261122;

  describe(title, () => {
    it('has the contract fields', () => {
      expect(typeof variant.id).toBe('string');
      expect(variant.players.length).toBeGreaterThanOrEqual(2);
      expect(variant.board.size).toBeGreaterThan(0);
      const start = variant.setup(config.options);
      expect(variant.players).toContain(start.turn);
      expect(variant.status(start).over).toBe(false);
    });

    for (const [name, check] of CHECKS) {
      it(name, () => {
        // Each playout gets its own seed and start from the suite's seed; a failure names both.
        const seeds = createRng(seed);
        const all = starts(variant, config);
        for (let run = 0; run < playouts; run++) {
          const playoutSeed = seeds.int(0x7fffffff);
          const startIndex = seeds.int(all.length);
          try {
            const rng = createRng(playoutSeed);
            let position = all[startIndex] as Position;
            for (let ply = 0; ply < maxPlies; ply++) {
              config.positionInvariant?.(position);
              const legal = variant.legalMoves(position) as readonly Move[];
              check(variant, position, legal, config, rng);
              if (variant.status(position).over || legal.length === 0) break;
              position = variant.play(position, rng.pick(legal));
            }
          } catch (error) {
            if (error instanceof Error) error.message = `playout ${run + 1} of ${playouts} (seed ${playoutSeed}, start ${startIndex}): ${error.message}`;
            throw error;
          }
        }
      });
    }

    if ((config.finished ?? []).length > 0) {
      it('a checkmate keeps status.checks in the finished positions', () => {
        for (const t of config.finished ?? []) checkmateKeepsChecks(variant, variant.parse(t, config.options), [], config, createRng(seed));
      });
    }

    it('every kind of bad input gets the code of the error table (docs/errors.md)', () => {
      errorTableRespected(variant, config);
      for (const t of config.finished ?? []) gameOverRefused(variant, variant.parse(t, config.options), config);
    });

    it('corrupted position objects get a typed error and stay unchanged', () => {
      // The start positions and a few positions of one seeded playout.
      const rng = createRng(seed);
      const checked: Position[] = starts(variant, config);
      let position = variant.setup(config.options);
      for (let ply = 1; ply <= 30; ply++) {
        const legal = variant.legalMoves(position) as readonly Move[];
        if (variant.status(position).over || legal.length === 0) break;
        position = variant.play(position, rng.pick(legal));
        if (ply % 10 === 0) checked.push(position);
      }
      for (const p of checked) corruptedPositionsRefused(variant, p, variant.legalMoves(p) as readonly Move[]);
    });

    it('hostile histories (wrong types, more keys than plies, a counter beyond the move-count draw) are INVALID_POSITION', () => {
      const rng = createRng(seed);
      const checked: Position[] = starts(variant, config);
      let position = variant.setup(config.options);
      for (let ply = 1; ply <= 20; ply++) {
        const legal = variant.legalMoves(position) as readonly Move[];
        if (variant.status(position).over || legal.length === 0) break;
        position = variant.play(position, rng.pick(legal));
        if (ply % 10 === 0) checked.push(position);
      }
      for (const p of checked) hostileHistoriesRefused(variant, p, config.unboundedHistory === true);
    });

    it('a draw reached by play lists no moves and play throws GAME_OVER (docs/errors.md)', () => {
      let draws = 0;
      for (const start of starts(variant, config)) {
        const end = shuffleToEnd(variant, start, 600);
        const status = variant.status(end);
        if (!status.over) continue;
        if (status.draw !== undefined) draws++;
        gameOverRefused(variant, end, config);
      }
      if (config.reachesNoDraw !== true) expect(draws, `${variant.name}: no start reached a draw by shuffling pieces; give a start where pieces can shuffle`).toBeGreaterThan(0);
    });

    it('a long game is linear: the history a position carries stays within the bound the rules set', () => {
      // The start where the walk keeps the longest history (kings, not men, when a start has them).
      const n = config.linearPlies ?? 100;
      let best = variant.setup(config.options), longest = -1;
      for (const start of starts(variant, config)) {
        const reached = growHistory(variant, start, n).longest;
        if (reached > longest) (best = start), (longest = reached);
      }
      longGamesLinear(variant, best, n, config.unboundedHistory === true);
    });

    it('playouts end with a status', () => {
      const rng = createRng(seed);
      const cap = config.endPlies ?? 3000;
      for (let game = 0; game < (config.endPlayouts ?? 3); game++) {
        let position = variant.setup(config.options);
        let plies = 0;
        for (; plies < cap; plies++) {
          const status = variant.status(position);
          const legal = variant.legalMoves(position) as readonly Move[];
          if (status.over) break;
          expect(legal.length, 'a game that is not over must have a legal move').toBeGreaterThan(0);
          position = variant.play(position, rng.pick(legal));
        }
        const status = variant.status(position);
        expect(status.over, `random game still running after ${cap} plies`).toBe(true);
        if (status.over) expect(typeof status.reason).toBe('string');
        gameOverRefused(variant, position, config);
      }
    });
  });
}

/** A game's record format, for {@link recordsRoundTrip}. */
export interface RecordFormat {
  readonly name: string;
  write(record: GameRecord<Position, Move>): string;
  read(text: string): GameRecord<Position, Move>;
  /** Whether the format keeps comments (PDN as read here does not). */
  readonly comments: boolean;
}

/** A seeded random game of `variant` as a record, with two tags and a few comments (some with quotes, parentheses and backslashes). */
function randomRecord(variant: AnyVariant, seed: number, plies: number): GameRecord<Position, Move> {
  const rng = createRng(seed);
  const record = new GameRecord<Position, Move>(variant);
  record.setTag('Event', 'Conformance "records" \\ test');
  record.setTag('Round', String(seed));
  record.comment('before the first move');
  for (let ply = 1; ply <= plies; ply++) {
    const legal = variant.legalMoves(record.position) as readonly Move[];
    if (variant.status(record.position).over || legal.length === 0) break;
    record.play(rng.pick(legal));
    if (ply % 5 === 0) record.comment(`after ply ${ply}: "quotes", a backslash \\ and (parentheses)`);
  }
  return record;
}

/**
 * "Records round-trip through JSON and through the game's record format": seeded random games with
 * tags and comments written and read back give the same moves (canonical notation), the same final
 * position, the same tags (the format may add its own, never lose one) and — where the format keeps
 * them — the same comments. The JSON holds no variant object or board tables: only the six record
 * fields, the start position being the game's own plain position object.
 */
export function recordsRoundTrip(variant: AnyVariant, format: RecordFormat, games = 3, plies = 60): void {
  describe(`conformance: ${variant.name} game records`, () => {
    it(`round-trip through JSON and through ${format.name}`, () => {
      for (let g = 0; g < games; g++) {
        const record = randomRecord(variant, 20261124 + g, plies);
        const notations = record.moves.map((m) => m.notation);
        const final = variant.format(record.position);
        const json = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
        expect(Object.keys(json).sort()).toEqual(['comments', 'moves', 'start', 'tags', 'variant', 'version']);
        expect(JSON.stringify(json.start)).toBe(JSON.stringify(record.start));
        const viaJson = GameRecord.fromJSON(variant, JSON.stringify(record));
        expect(viaJson.moves.map((m) => m.notation)).toEqual(notations);
        expect(variant.format(viaJson.position)).toBe(final);
        expect(viaJson.tags).toEqual(record.tags);
        expect(viaJson.comments).toEqual(record.comments);
        const text = format.write(record);
        const viaText = format.read(text);
        expect(viaText.moves.map((m) => m.notation), `${format.name} moves`).toEqual(notations);
        expect(variant.format(viaText.position)).toBe(final);
        expect(viaText.tags, `${format.name} lost a tag`).toMatchObject(record.tags);
        if (format.comments) expect(viaText.comments, `${format.name} comments`).toEqual(record.comments);
        expect(format.write(viaText), `${format.name}: writing what was read gives the same text`).toBe(text);
      }
    });
  });
}
