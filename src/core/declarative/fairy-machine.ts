/**
 * A declared game's search state on the fairy engine: a {@link FairyState} of the game's compiled
 * tables (fairy-tables.ts) plus what the position objects of `defineGame` hold beyond it — the
 * move number counted from the definition's first player, and the repetition keys since the last
 * capture or promotion (shared along a line of play, core key-line.ts).
 */
import { fail } from '../errors.js';
import { lineOf, type KeyLine } from '../key-line.js';
import { declaredPosition, keysAfter } from './position-of.js';
import type { RepetitionKeys } from '../repetition.js';
import { generatedIndex } from '../search.js';
import type { Status } from '../variant.js';
import type { Compiled } from './compile.js';
import type { DeclaredState } from './declared-state.js';
import { drawnAfterPlies } from './fairy/draw-after-plies.js';
import { generatePseudo, MAX_MOVES } from './fairy/generate.js';
import { generateLegal } from './fairy/legal-moves.js';
import { lastRoyalCaptured } from './fairy/last-royal-piece.js';
import { fairyPerft } from './fairy/perft.js';
import { FairyState, PIECE_PROMOTION, moveKind } from './fairy/state.js';
import { arriving, isSwap } from './fairy/swap-with-allies.js';
import { threefoldRepetition } from './fairy/threefold-ends.js';
import type { FairyGame } from './compiled.js';
import { alliesRule } from './fairy/allies.js';
import type { RuleFiles } from './fairy/rule-files.js';
import { moveObject } from './move-object.js';
import type { DeclarativeMove, DeclarativePosition } from './types.js';

/** Moves a FairyState's undo stacks hold (its MAX_PLY). */
const MAX_SEARCH_PLIES = 4096;

/** One state per compiled game for the immutable API (each call loads it afresh); search() gets its own. Keyed by the game with its hash keys (FairyGame), made and used on the cold path: a WeakMap. */
const shared = /* @__PURE__ */ new WeakMap<FairyGame, FairyState>();
const scratch = /* @__PURE__ */ new Int32Array(MAX_MOVES);
/** The rule files a declared game's state calls: its ally moves (jumps over allies, swaps, no swapping back). */
const FILES: RuleFiles = { allies: alliesRule };

/** What a declared position loads. */
export interface Loaded {
  readonly cells: ArrayLike<number>;
  readonly side: number;
  readonly lastSwap: readonly [number, number];
  readonly plies: number;
  readonly moveNumber: number;
  readonly keys: RepetitionKeys | KeyLine;
  readonly drawAfterPlies: number;
  readonly threefold: boolean;
}

export class FairyMachine implements DeclaredState {
  readonly maxMoves = MAX_MOVES;
  readonly s: FairyState;
  private readonly fg: FairyGame;
  private readonly rootSide: number;
  private readonly rootMoveNumber: number;
  private readonly drawAfterPlies: number;
  private readonly threefold: boolean;
  /** The keys the position was loaded with (undefined: a plain array, copied into `copied`). */
  private readonly prefix: KeyLine | undefined;
  /** The ply after the last capture or promotion since loading (0 none), and its value by ply for unmake. */
  private base = 0;
  private readonly bases: number[] = [];

  constructor(readonly g: Compiled, p: Loaded, own = false) {
    const fg = g.fairy({ drawAfterPlies: p.drawAfterPlies, threefold: p.threefold });
    this.fg = fg;
    const setup = {
      cells: Uint8Array.from(p.cells), side: p.side as 0 | 1, castle: 0, castleKing: [-1, -1] as const, castleRook: [-1, -1, -1, -1] as const,
      ep: [], rule50: p.plies, fullmove: p.moveNumber, checks: [0, 0] as const, gates: [], countingLimit: 0, countingPly: 0,
    };
    let s = own ? undefined : shared.get(fg);
    if (s === undefined) {
      s = new FairyState(fg.c, fg.keys, setup, FILES);
      if (!own) shared.set(fg, s);
    } else s.load(setup);
    this.s = s;
    this.rootSide = p.side;
    this.rootMoveNumber = p.moveNumber;
    this.drawAfterPlies = p.drawAfterPlies;
    this.threefold = p.threefold;
    const keys = p.keys;
    // A position others have played on from: its keys are copied once, so counting stays O(1).
    this.prefix = Array.isArray(keys) ? lineOf(keys as RepetitionKeys) : (keys as KeyLine).length === (keys as KeyLine).line.keys.length ? (keys as KeyLine) : lineOf((keys as KeyLine).line.keys.slice(0, (keys as KeyLine).length));
    s.lastSwap[0] = p.lastSwap[0];
    s.lastSwap[1] = p.lastSwap[1];
    s.rootKeys = p.threefold ? this.prefix : null;
    s.rehash();
    s.history[0] = s.hash();
  }

  get cells(): Uint8Array {
    return this.s.cells;
  }

  get side(): number {
    return this.s.side;
  }

  get lastSwap(): Int32Array {
    return this.s.lastSwap;
  }

  generate(out: Int32Array): number {
    return generateLegal(this.s, out);
  }

  make(move: number): void {
    const s = this.s, p = s.ply;
    if (p >= MAX_SEARCH_PLIES) fail('INVALID_STATE', `a search state holds at most ${MAX_SEARCH_PLIES} moves made; take some back first`);
    this.bases[p] = this.base;
    // Positions before a capture or a promotion can never recur.
    if (this.irreversible(move)) this.base = p + 1;
    s.make(move);
  }

  /** Does `move` capture or promote (a swap promotes a piece arriving on its far row)? */
  private irreversible(move: number): boolean {
    const s = this.s, from = move & 127, to = (move >> 7) & 127, us = s.side;
    if (isSwap(move)) return arriving(s.c, s.cells[from] as number, to, us) !== s.cells[from] || arriving(s.c, s.cells[to] as number, from, us) !== s.cells[to];
    return s.cells[to] !== 0 || moveKind(move) === PIECE_PROMOTION;
  }

  unmake(): void {
    const s = this.s;
    if (s.ply === 0) fail('NOTHING_TO_UNDO', 'no move to take back');
    s.unmake();
    this.base = this.bases[s.ply] as number;
  }

  hash(): number {
    return this.s.hash();
  }

  move(m: number): DeclarativeMove {
    generatedIndex(this, m);
    return this.listed(m);
  }

  moveBetween(from: number, to: number): number {
    const count = generateLegal(this.s, scratch);
    for (let i = 0; i < count; i++) if (((scratch[i] as number) & 0x3fff) === (from | (to << 7))) return scratch[i] as number;
    return fail('ILLEGAL_MOVE', `no legal move goes from ${this.g.board.names[from]} to ${this.g.board.names[to]}`);
  }

  listed(m: number): DeclarativeMove {
    return moveObject(this.g, this.s.cells, this.s.side, m & 127, (m >> 7) & 127);
  }

  position(): DeclarativePosition {
    const g = this.g, s = this.s;
    // The move number grows after each move of the player who does not move first.
    let moves = 0;
    for (let i = 0; i < s.ply; i++) if ((this.rootSide ^ (i & 1)) !== g.firstSide) moves++;
    const fields = { cells: s.cells, side: s.side, lastSwap: s.lastSwap, plies: s.rule50, moveNumber: this.rootMoveNumber + moves, drawAfterPlies: this.drawAfterPlies, threefold: this.threefold };
    return declaredPosition(g, fields, () => keysAfter(this.prefix, this.base, Array.from(s.history.subarray(this.base, s.ply))));
  }

  status(): Status {
    const g = this.g, s = this.s, players = g.def.players;
    const royal = lastRoyalCaptured(s);
    if (royal !== null) return { over: true, winner: players[royal.value > 0 ? s.side : 1 - s.side] as string, reason: g.def.royalCaptureReason ?? 'royal-captured' };
    // No legal move loses, even where a draw rule holds too (the fairy engine lists no moves then).
    if (generatePseudo(s, scratch, 0) === 0) return { over: true, winner: players[1 - s.side] as string, reason: 'no-moves' };
    const draw = threefoldRepetition(s) ?? drawnAfterPlies(s);
    if (draw !== null) return { over: true, draw: draw.reason, reason: draw.reason };
    return { over: false, turn: players[s.side] as string };
  }

  reaches(from: number, to: number): boolean {
    const fg = this.g.relaxed(), s = this.s;
    const r = new FairyState(fg.c, fg.keys, {
      cells: Uint8Array.from(s.cells), side: s.side as 0 | 1, castle: 0, castleKing: [-1, -1], castleRook: [-1, -1, -1, -1],
      ep: [], rule50: 0, fullmove: 1, checks: [0, 0], gates: [], countingLimit: 0, countingPly: 0,
    }, FILES);
    const count = generatePseudo(r, scratch, 0);
    for (let i = 0; i < count; i++) {
      const m = scratch[i] as number, a = m & 127, b = (m >> 7) & 127;
      // A swap is listed once, from the lower square: the other order reaches it too.
      if ((a === from && b === to) || (isSwap(m) && a === to && b === from)) return true;
    }
    return false;
  }

  perft(depth: number): number {
    return fairyPerft(this.s, depth);
  }
}
