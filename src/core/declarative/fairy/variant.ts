/**
 * {@link defineFairy}: a {@link FairyDefinition} compiled once (on first use) and wired into the
 * core's `defineVariant`, so a chess-like game given as data gets the whole variant contract.
 */
import { defineVariant } from '../../define.js';
import { fail, isBoardwrightError } from '../../errors.js';
import { lazy } from '../../lazy.js';
import { renderBoard } from '../../render.js';
import { checkedSearch, type SearchState } from '../../search.js';
import { rect } from '../../shapes.js';
import type { EndReason, Move, Position, Status, Variant } from '../../variant.js';
import { attacked, attackers } from './attacks.js';
import { compileFairy, WALL, type Compiled } from './compile.js';
import type { FairyDefinition } from './definition.js';
import { immediateEnd } from './end.js';
import { formatFen, parseFen, squareName, squareOf, type FairySetup } from './fen.js';
import { generateLegal, MAX_MOVES } from './generate.js';
import { insufficientMaterial } from './insufficient-material.js';
import { countedDraw, materialCountingValue } from './material-counting.js';
import { pseudoRoyalChecked } from './pseudo-royal.js';
import { intersectionsBoard } from './intersections.js';
import { fairyLook } from './look.js';
import { fairyPerft } from './perft.js';
import { CASTLING, DROP, EN_PASSANT, FairyState, fairyKeys, moveFrom, moveKind, movePromotion, moveTo, PASS, PIECE_PROMOTION, PROMOTION, type FairyKeys } from './state.js';
import { sanOf, uciOf } from './uci.js';

/** The two sides of a fairy game, White first. */
export type FairyPlayer = 'white' | 'black';

/** A position of a data-defined chess-like game: plain, readonly, JSON-able. */
export interface FairyPosition extends Position {
  readonly turn: FairyPlayer;
  /** The position in Fairy-Stockfish's FEN dialect. */
  readonly fen: string;
  /** Hashes of the earlier positions since the last capture or pawn move, oldest first (repetitions). */
  readonly history: readonly number[];
  /**
   * Games with passes or bikjang (janggi): whether the move that reached this position was a pass,
   * and whether the position before was reached by a pass or had the kings facing each other (two
   * in a row end the game). Absent for positions read from FEN and for other games.
   */
  readonly lastMoves?: { readonly pass: boolean; readonly previousPass: boolean; readonly previousBikjang: boolean };
}

/** A move of a data-defined chess-like game. */
export interface FairyMove extends Move {
  readonly player: FairyPlayer;
  readonly piece: string;
  readonly capturedKinds: readonly string[];
  readonly check: boolean;
  readonly checkmate: boolean;
  /** UCI text as Fairy-Stockfish writes it (`a10a9`, `a7a8q`, `e1g1`). */
  readonly uci: string;
  /** `castle`, `pass` or `drop` (a piece from the hand: `from` is `'@'`); absent for other moves. */
  readonly kind?: 'castle' | 'pass' | 'drop';
}

/** A variant built by {@link defineFairy}. */
export type FairyVariant = Variant<FairyPosition, FairyMove, Record<string, never>, EndReason>;

interface Game {
  readonly c: Compiled;
  readonly keys: FairyKeys;
  readonly start: FairySetup;
}

const PLAYERS: readonly FairyPlayer[] = ['white', 'black'];

/**
 * Turns a {@link FairyDefinition} into a full variant: FEN in Fairy-Stockfish's dialect, moves
 * with SAN-style notation and UCI text, status with the definition's end rules, perft counted as
 * Fairy-Stockfish counts (a game that has ended has no moves), make/unmake search, SVG.
 * The definition is checked at once: a bad field is `INVALID_DEFINITION` naming it.
 *
 * @example
 * ```ts
 * const mini = defineFairy({ id: 'losalamos', maxRank: 6, maxFile: 6,
 *   pieces: { P: 'pawn', N: 'knight', R: 'rook', Q: 'queen', K: 'king' },
 *   startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
 *   promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: false, castling: false });
 * mini.perft(mini.setup(), 2) // 100
 * ```
 */
export function defineFairy(definition: FairyDefinition): FairyVariant {
  const c = compileFairy(definition);
  const keys = fairyKeys(c);
  // The start position must be readable: a letter no piece defines is a definition error.
  let start: FairySetup;
  try {
    start = parseFen(c, definition.startFen);
  } catch (error) {
    return fail('INVALID_DEFINITION', `game definition: startFen: ${(error as Error).message}`);
  }
  const game: Game = { c, keys, start };
  // Holes of the start position (`*`) are no nodes of the board: renderSvg leaves them out.
  const holes = (f: number, r: number): boolean => start.cells[r * c.files + f] === WALL;
  const intersections = definition.boardStyle === 'intersections';
  const board = lazy(() => (intersections ? intersectionsBoard(c, definition.river === true) : rect(c.files, c.ranks, { hole: holes })));
  // Node id → square (the board's ids skip the holes).
  const squareOfNode = lazy(() => board().names.map((name) => squareOf(c, name)));
  return defineVariant<FairyPosition, FairyMove, Record<string, never>, EndReason>({
    id: c.id,
    name: c.name,
    players: PLAYERS,
    createBoard: board,
    setup: () => positionOf(game, new FairyState(c, keys, start)),
    parse: (text) => positionOf(game, new FairyState(c, keys, parseFen(c, text))),
    format: (p) => formatFen(c, setupOf(stateOf(game, p))),
    legalMoves: (p) => movesOf(game, stateOf(game, p)),
    apply(p, move) {
      const s = stateOf(game, p);
      const buf = new Int32Array(MAX_MOVES);
      const n = generateLegal(s, buf);
      for (let i = 0; i < n; i++) {
        if (uciOf(s, buf[i] as number, buf, n) === move.uci) {
          s.make(buf[i] as number);
          return positionOf(game, s, p.history);
        }
      }
      return fail('ILLEGAL_MOVE', `${move.uci} is not a legal move`);
    },
    resolveMove(p, text, legal) {
      // Text without a letter or digit is no move text at all.
      if (!/[\p{L}\p{N}]/u.test(text) || /\p{Cc}/u.test(text)) fail('INVALID_MOVE_TEXT', `${JSON.stringify(text.slice(0, 40))} is not move text of ${c.name} (SAN like Nf3 or UCI like g1f3)`);
      const t = text.replace(/[+#!?]+$/, '');
      // UCI text first as given: a shogi promotion ends in '+' (`c8h3+`), which is no check mark there.
      const found = legal.find((m) => m.uci === text) ?? legal.find((m) => m.notation === text || m.uci === t || m.notation.replace(/[+#]$/, '') === t || (m.kind === 'castle' && t.replace(/0/g, 'O') === m.notation.replace(/[+#]$/, '')));
      if (found) return found;
      if (!/^[a-z0-9=@+#\-x]+$/i.test(t)) fail('INVALID_MOVE_TEXT', `${JSON.stringify(text.slice(0, 40))} is not move text of ${c.name} (SAN like Nf3 or UCI like g1f3)`);
      return fail('ILLEGAL_MOVE', `${JSON.stringify(text.slice(0, 40))} is not a legal move for ${p.turn}`);
    },
    status: (p) => statusOf(game, stateOf(game, p), p.history),
    hash: (p) => stateOf(game, p).hash(),
    render(p) {
      const s = stateOf(game, p);
      return renderBoard(board(), {
        cell: (node) => cellText(c, s.cells[squareOfNode()[node] as number] as number),
        rowLabel: (y) => String(y + 1),
        columnLabel: (x) => String.fromCharCode(97 + x),
      });
    },
    svg: fairyLook(c, intersections),
    search: (p) => checkedSearch(new FairySearch(game, stateOf(game, p), p.history)),
    perft: (p, depth) => fairyPerft(stateOf(game, p), depth),
    pieceReader(p) {
      const s = stateOf(game, p);
      const squares = squareOfNode();
      return (node) => {
        const cell = s.cells[squares[node] as number] as number;
        return cell < 2 ? undefined : { player: PLAYERS[(cell - 2) & 1] as FairyPlayer, kind: c.letters[(cell - 2) >> 1] as string };
      };
    },
  });
}

function cellText(c: Compiled, cell: number): string {
  if (cell === 0) return '.';
  if (cell === WALL) return '*';
  const letter = c.letters[(cell - 2) >> 1] as string;
  return (cell - 2) & 1 ? letter.toLowerCase() : letter;
}

/** The search state of a position object (its FEN read afresh). */
function stateOf(game: Game, p: FairyPosition): FairyState {
  if (typeof p.fen !== 'string') fail('INVALID_POSITION', 'a fairy position needs its fen text');
  if (!Array.isArray(p.history) || p.history.length > 100_000 || !p.history.every((h) => typeof h === 'number')) fail('INVALID_POSITION', 'a fairy position needs its history: an array of position hashes');
  let setup: FairySetup;
  try {
    setup = parseFen(game.c, p.fen);
  } catch (error) {
    // A position object's text is checked like any of its fields: INVALID_POSITION (docs/errors.md).
    if (isBoardwrightError(error) && error.code === 'INVALID_FEN') fail('INVALID_POSITION', `position fen ${error.message}`);
    throw error;
  }
  const s = new FairyState(game.c, game.keys, setup);
  const last: unknown = p.lastMoves;
  if (last !== undefined) {
    const l = last as Record<string, unknown>;
    if (typeof last !== 'object' || last === null || typeof l.pass !== 'boolean' || typeof l.previousPass !== 'boolean' || typeof l.previousBikjang !== 'boolean') fail('INVALID_POSITION', 'lastMoves must be { pass, previousPass, previousBikjang } booleans');
    s.passed[0] = l.pass ? 1 : 0;
    s.rootPrevPassed = l.previousPass === true;
    s.rootPrevBikjang = l.previousBikjang === true;
  }
  if ((s.side === 0 ? 'white' : 'black') !== p.turn) fail('INVALID_POSITION', `turn ${String(p.turn)} does not match the FEN's side to move`);
  return s;
}

function setupOf(s: FairyState): FairySetup {
  return {
    cells: s.cells, side: s.side as 0 | 1, castle: s.castle,
    castleKing: [s.castleKing[0] as number, s.castleKing[1] as number],
    castleRook: [s.castleRook[0] as number, s.castleRook[1] as number, s.castleRook[2] as number, s.castleRook[3] as number],
    ep: [s.ep0, s.ep1].filter((e) => e >= 0), rule50: s.rule50, fullmove: s.fullmove,
    checks: [s.checks[0] as number, s.checks[1] as number],
    gates: Array.from(s.gate.keys()).filter((sq) => s.gate[sq] === 1),
    countingLimit: s.countingLimit,
    countingPly: s.countingPly,
    ...(s.c.rules.drops || s.c.rules.capturesToHand ? { hand: s.hand } : {}),
    ...(s.c.rules.capturesToHand ? { promoted: s.promoted } : {}),
  };
}

/** The immutable position of the state now; `before` is the history of the position it came from. */
function positionOf(game: Game, s: FairyState, before: readonly number[] = []): FairyPosition {
  const history: number[] = [];
  if (s.rule50 > 0) {
    // Positions since the last irreversible move: the root's history, then the states made since.
    const earlier = [...before, ...Array.from(s.history.subarray(0, s.ply))];
    history.push(...earlier.slice(Math.max(0, earlier.length - s.rule50)));
  }
  const rules = game.c.rules, p = s.ply;
  const remembers = (rules.pass[0] || rules.pass[1] || rules.bikjangRule) && (p > 0 || s.passed[0] === 1 || s.rootPrevPassed || s.rootPrevBikjang);
  const lastMoves = remembers ? {
    pass: s.passed[p] === 1,
    previousPass: p > 0 ? s.passed[p - 1] === 1 : s.rootPrevPassed,
    previousBikjang: p > 0 ? s.bikjang[p - 1] === 1 : s.rootPrevBikjang,
  } : undefined;
  return { variant: game.c.id, turn: s.side === 0 ? 'white' : 'black', fen: formatFen(game.c, setupOf(s)), history, ...(lastMoves ? { lastMoves } : {}) };
}

/** The listed moves of a state. */
function movesOf(game: Game, s: FairyState): FairyMove[] {
  const buf = new Int32Array(MAX_MOVES), reply = new Int32Array(MAX_MOVES);
  const n = generateLegal(s, buf);
  const out: FairyMove[] = [];
  for (let i = 0; i < n; i++) out.push(moveObject(game, s, buf[i] as number, buf, n, reply));
  return out;
}

function moveObject(game: Game, s: FairyState, m: number, list: Int32Array, count: number, reply: Int32Array): FairyMove {
  const c = game.c, us = s.side, from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  const cell = s.cells[from] as number;
  const capSq = kind === EN_PASSANT ? s.epVictim(to) : kind === CASTLING || kind === PASS || from === to ? -1 : to;
  const victim = capSq >= 0 ? (s.cells[capSq] as number) : 0;
  const uci = uciOf(s, m, list, count);
  let notation = sanOf(s, m, list, count);
  s.make(m);
  const ks = s.kingSq[s.side] as number;
  const check = c.rules.checking && ks >= 0 && attacked(c, s.cells, ks, us);
  const checkmate = check && generateLegal(s, reply) === 0 && immediateEnd(s) === null;
  s.unmake();
  if (checkmate) notation += '#';
  else if (check) notation += '+';
  const toName = kind === CASTLING ? squareName(c, s.castleTargets(m)[0]) : squareName(c, to);
  if (kind === DROP) {
    return {
      from: '@', to: toName, captures: [], notation, uci, player: us === 0 ? 'white' : 'black',
      piece: c.letters[movePromotion(m)] as string, capturedKinds: [], check, checkmate, kind: 'drop',
    };
  }
  return {
    from: squareName(c, from), to: toName,
    captures: victim >= 2 ? [squareName(c, capSq)] : [],
    notation, uci, player: us === 0 ? 'white' : 'black',
    piece: c.letters[(cell - 2) >> 1] as string,
    capturedKinds: victim >= 2 ? [c.letters[(victim - 2) >> 1] as string] : [],
    ...(kind === PROMOTION || kind === PIECE_PROMOTION ? { promotion: c.letters[movePromotion(m)] as string } : {}),
    check, checkmate,
    ...(kind === CASTLING ? { kind: 'castle' as const } : kind === PASS ? { kind: 'pass' as const } : {}),
  };
}

/** Status: variant ends, then no moves (checkmate / stalemate values), then the n-move rule and repetitions. */
function statusOf(game: Game, s: FairyState, history: readonly number[]): Status<FairyPlayer, EndReason> {
  const c = game.c, rules = c.rules;
  const turn: FairyPlayer = s.side === 0 ? 'white' : 'black';
  const other: FairyPlayer = s.side === 0 ? 'black' : 'white';
  const ks = s.kingSq[s.side] as number;
  const inCheck = rules.checking && ks >= 0 && attacked(c, s.cells, ks, s.side ^ 1);
  const checks = inCheck ? [squareName(c, ks)] : [];
  const result = (value: number, reason: EndReason): Status<FairyPlayer, EndReason> =>
    value > 0 ? { over: true, winner: turn, reason } : value < 0 ? { over: true, winner: other, reason, ...(checks.length ? { checks } : {}) } : { over: true, draw: reason, reason };
  const end = immediateEnd(s);
  if (end) return result(end.value, end.reason);
  // Neither side can win any more (Fairy-Stockfish's API rule, as ffish's result() applies it).
  if (insufficientMaterial(s, 0) && insufficientMaterial(s, 1)) return result(0, 'insufficient-material');
  const buf = new Int32Array(MAX_MOVES);
  const n = generateLegal(s, buf);
  if (n === 0) {
    if (inCheck) return result(shatarMate(c, s, rules.checkmateValue), 'checkmate');
    // Fairy-Stockfish's stalemate_value: an attacked pseudo-royal piece makes it checkmate; with
    // stalematePieceCount the side with fewer pieces gets the stalemate value, equal counts draw.
    if (pseudoRoyalChecked(s)) return result(rules.checkmateValue, 'checkmate');
    // A stalemate worth a draw is scored by material counting where the variant counts.
    if (rules.stalematePieceCount) {
      const diff = (s.count[s.side] as number) - (s.count[s.side ^ 1] as number);
      return result(countedDraw(s, diff === 0 ? 0 : diff < 0 ? rules.stalemateValue : -rules.stalemateValue), 'stalemate');
    }
    return result(countedDraw(s, rules.stalemateValue), 'stalemate');
  }
  // Fairy-Stockfish's optional ends (its API reports them only when a draw is claimed): the n-move
  // rule, the counting rules of the Thai family, n-fold repetition. Here: a draw the player may claim.
  let claimable: EndReason | undefined;
  if (rules.nMoveRule > 0 && s.rule50 >= 2 * rules.nMoveRule) claimable = 'fifty-move-rule';
  else if (rules.countingRule !== null && s.countingLimit > 0 && s.countingPly > s.countingLimit) claimable = 'counting-rule';
  else if (rules.nFoldRule > 0) {
    const h = s.hash();
    let seen = 1;
    for (let i = history.length - 2; i >= 0; i -= 2) if (history[i] === h) seen++;
    if (seen >= rules.nFoldRule) claimable = 'threefold-repetition';
  }
  // With material counting Fairy-Stockfish scores these ends by the material: a claim then wins or
  // loses, which a claimable draw cannot say, so only a counted draw is offered.
  if (claimable !== undefined && claimable !== 'counting-rule' && (materialCountingValue(s) ?? 0) !== 0) claimable = undefined;
  return { over: false, turn, ...(inCheck ? { check: true, checks } : {}), ...(claimable ? { claimableDraw: claimable } : {}) };
}

/**
 * Shatar's mate rule (Fairy-Stockfish `shatarMateRule`): a mate given by knights alone does not win
 * (it counts for the mated side); a mate counts when a check by a knight, rook or bers (a "shak")
 * gives it. As implemented: only the checks of the mating move are looked at (Fairy-Stockfish also
 * looks back along a series of checks); a mate without a shak is a draw.
 */
function shatarMate(c: Compiled, s: FairyState, value: number): number {
  if (!c.rules.shatarMateRule) return value;
  const list: number[] = [];
  attackers(c, s.cells, s.kingSq[s.side] as number, s.side ^ 1, list);
  const names = list.map((sq) => c.builtin[((s.cells[sq] as number) - 2) >> 1]);
  if (names.every((b) => b === 'knight')) return -value;
  return names.some((b) => b === 'knight' || b === 'rook' || b === 'bers') ? value : 0;
}

/** The make/unmake layer handed out by `search`. */
class FairySearch implements SearchState<FairyPosition, FairyMove> {
  readonly maxMoves = MAX_MOVES;
  private readonly list = new Int32Array(MAX_MOVES);
  private readonly reply = new Int32Array(MAX_MOVES);
  constructor(private readonly game: Game, private readonly s: FairyState, private readonly before: readonly number[]) {}
  generate(out: Int32Array): number {
    return generateLegal(this.s, out);
  }
  make(m: number): void {
    this.s.make(m);
  }
  unmake(): void {
    this.s.unmake();
  }
  hash(): number {
    return this.s.hash();
  }
  position(): FairyPosition {
    return positionOf(this.game, this.s, this.before);
  }
  move(m: number): FairyMove {
    const n = generateLegal(this.s, this.list);
    for (let i = 0; i < n; i++) if (this.list[i] === m) return moveObject(this.game, this.s, m, this.list, n, this.reply);
    return fail('ILLEGAL_MOVE', `${m} is not a move of this position (generate lists ${n})`);
  }
}
