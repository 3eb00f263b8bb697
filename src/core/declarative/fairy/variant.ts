/**
 * {@link defineFairy}: a {@link FairyDefinition} compiled once (on first use) and wired into the
 * core's variant object (assemble-variant.ts), so a chess-like game given as data gets the whole variant contract.
 */
import { assembleVariant, requirePosition } from '../../assemble-variant.js';
import { moveResolver } from '../../move-resolver.js';
import { destinationsOf, movesFromList } from '../../moves-from.js';
import { declareListedMove, listedMoveFinder } from '../../listed-move.js';
import { attempt, describe, excerpt, fail, isBoardwrightError } from '../../errors.js';
import { lazy } from '../../lazy.js';
import { RecentObjects } from '../../recent-objects.js';
import { checkedSearch, type SearchBoard, type SearchState } from '../../search.js';
import { isStrict, requireListedFields } from '../../strict.js';
import { moveByFields } from '../../move-by-fields.js';
import { rect } from '../../shapes.js';
import type { EndReason, Move, MoveFields, Position, Status, Variant } from '../../variant.js';
import { compileFairy, WALL, type Compiled } from './compile.js';
import type { FairyDefinition } from './definition.js';
import { immediateEnd } from './end.js';
import { formatFen, parseFen, squareName, squareOf, type FairySetup } from './fen.js';
import { MAX_MOVES } from './generate.js';
import { generateLegal } from './legal-moves.js';
import { countedDraw, materialCountingValue } from './counted-draw.js';
import { nFoldRepetition, type RepetitionEnd } from './n-fold-repetition.js';
import { attachedPast, attachPast, extendPast, lastOf, pastOf, pastWork, type Past } from './repetition-history.js';
import { checkedRoyals, kingChecked } from './checked-royals.js';
import { fairyLook } from './look.js';
import { fairyPerft } from './perft.js';
import { kindOf, promotedKindOf } from './promoted-kinds.js';
import type { FairyGate } from './gated-move.js';
import { ALT, CASTLING, DROP, EN_PASSANT, FairyState, fairyKeys, gateSquare, moveFrom, moveGate, moveKind, movePromotion, moveTo, moveWall, PASS, PIECE_PROMOTION, PROMOTION, type FairyKeys } from './state.js';
import { sameMoves, sanOf, uciOf } from './uci.js';
import { movesFittingSan } from './san-shape.js';
import { perGame } from './per-game.js';
import { squareValues } from './square-values.js';
import type { FairyPockets } from './pockets.js';
import { ALL_RULE_FILES } from './all-rule-files.js';
import type { RuleFiles } from './rule-files.js';
import { compileChecked } from './check-definition.js';

/**
 * A seat of a fairy game: one of its definition's `players` (`white`/`black` in chess-like games,
 * `sente`/`gote` in the shogi family, `red`/`black` in the xiangqi family, `cho`/`han` in janggi),
 * the side that moves first from the start first; `variant.players` lists them.
 */
export type FairyPlayer = string;

/** A position of a data-defined chess-like game: plain, readonly, JSON-able. */
export interface FairyPosition extends Position {
  readonly turn: FairyPlayer;
  /** The position in Fairy-Stockfish's FEN dialect. */
  readonly fen: string;
  /**
   * Hashes of the earlier positions since the last capture or pawn move (in games where captures go
   * to the hand: since the position read from text), oldest first (repetitions). In positions `play`
   * made it is shared along the line of play and reads as a frozen array (built on first read).
   */
  readonly history: readonly number[];
  /**
   * Games with `perpetualCheckIllegal`: by entry of `history`, whether the side to move was in check
   * there (perpetual check). Absent for positions read from text and for other games.
   */
  readonly checkHistory?: readonly boolean[];
  /**
   * Games with `moveRepetitionIllegal` (janggimodern): the moves that reached each entry of
   * `history` and then this position (one entry more than `history`), as codes the engine reads
   * (from, to, kind, whether it took a piece; 0 unknown). Kept with the position as `history` is:
   * a JSON copy carries them; a position without them counts its moves as unknown.
   */
  readonly moveHistory?: readonly number[];
  /**
   * Games with passes or bikjang (janggi): whether the move that reached this position was a pass,
   * and whether the position before was reached by a pass or had the kings facing each other (two
   * in a row end the game). Absent for positions read from FEN and for other games.
   */
  readonly lastMoves?: { readonly pass: boolean; readonly previousPass: boolean; readonly previousBikjang: boolean; readonly castled?: 'K' | 'Q' | 'k' | 'q' };
  /**
   * Games with pieces in hand (drops, or captures that go to the hand): each seat's pieces in hand,
   * kind → count (`{ sente: { B: 1, P: 2 }, gote: {} }`), kinds not held left out; as the FEN's
   * hands say, and checked against them (a position object whose pockets disagree is `INVALID_POSITION`).
   */
  readonly pockets?: FairyPockets;
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
  /**
   * Seirawan gating (S-chess, S-house): the piece that enters from the hand with this move and the
   * node it enters on (`{ piece: 'H', node: 'g1' }` for `g1f3h`); absent for a move that gates
   * nothing. `play` also takes a listed move without a gate plus this field, and plays it gated.
   */
  readonly gate?: FairyGate;
  /**
   * Games that turn pieces (`flipEnclosedPieces`: Othello, ataxx): the nodes whose pieces change
   * side with this move, in no set order (`captures` stays empty: nothing leaves the board);
   * absent in other games.
   */
  readonly flips?: readonly string[];
  /**
   * Walling games (`wallingRule`: duck chess, amazons, isolation, snailtrail): the node the move's
   * wall goes to — the duck's new square, the arrow, the square left — as the second part of its
   * UCI (`e2e4,e4e5` is `{ from: 'e2', to: 'e4', wall: 'e5' }`); absent in other games and on a pass.
   */
  readonly wall?: string;
}

/**
 * A fairy move named by its fields (core {@link MoveFields}): `{ from, to }`, `{ from, to, promotion }`,
 * a drop `{ piece, to }`, for Seirawan gating `gate` (`null`: a move that gates nothing), and for
 * the walling games the wall's node (`{ from: 'e2', to: 'e4', wall: 'e5' }` in duck chess).
 */
export interface FairyMoveFields extends MoveFields {
  readonly gate?: FairyGate | null;
  /** Walling games: the node the move's wall goes to (the duck, the arrow). */
  readonly wall?: string;
}

/** What `play` of a fairy game takes: move text, a listed move, or a move named by its fields. */
export type FairyMoveInput = string | FairyMove | FairyMoveFields;

/** A variant built by {@link defineFairy}. */
export type FairyVariant = Variant<FairyPosition, FairyMove, Record<string, never>, EndReason, SearchState<FairyPosition, FairyMove>, FairyMoveInput>;

interface Game {
  readonly c: Compiled;
  /** The rule files the definition was built with (rule-files.ts). */
  readonly files: RuleFiles;
  readonly keys: FairyKeys;
  readonly start: FairySetup;
  /** The one mutable state the immutable layer loads each position into (made on first use). */
  readonly state: () => FairyState;
  /** What the layer knows of the position objects it has seen, checked against their text on every call. */
  readonly held: WeakMap<object, Held>;
  /**
   * The legal moves of the last few positions listed (a bounded cache: a position a caller keeps
   * does not keep its move list alive; core recent-objects.ts). Enough for list-then-play and a
   * record's play; a miss lists again.
   */
  readonly listings: RecentObjects<object, Listing>;
  /** Square names by square (`a10`). */
  readonly names: readonly string[];
  /** Move buffers of the shared state: its moves and, one ply on, the replies (checkmate marks). */
  readonly buffers: () => { readonly list: Int32Array; readonly reply: Int32Array };
}

/**
 * A position object's setup, read once from its FEN (or copied from the state that made it). Valid
 * while the object's `fen` is still `fen`: a caller that changes the field gets it read afresh.
 */
interface Held {
  readonly fen: string;
  /** Own arrays, never changed (the state copies them on load). */
  readonly setup: FairySetup;
}

/** The legal moves of a position for its `lastMoves` flags: the objects handed out and their integer moves. */
interface Listing {
  /** The setup it was listed from (a position whose text changed has another). */
  readonly held: Held;
  readonly flags: number;
  /**
   * The shared past it was listed for, or undefined for an object with arrays of its own (which may
   * change in place: their repetition is decided again on every call). A decided repetition lists no moves.
   */
  readonly past: Past | undefined;
  readonly decided: boolean;
  readonly moves: readonly FairyMove[];
  readonly ints: Int32Array;
}

/** By listed move: SAN with its check mark, whether it checks, whether it mates. */
interface Notes {
  readonly notation: string[];
  readonly check: boolean[];
  readonly checkmate: boolean[];
}

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
  // A user's definition may use any rule: every rule file comes along; its fields are checked first.
  return defineFairyWith(definition, ALL_RULE_FILES, compileChecked);
}

/** How a definition becomes the engine's tables: compile.ts for a built-in one, check-definition.ts's `compileChecked` for a user's. */
export type CompileDefinition = (definition: FairyDefinition, files: RuleFiles) => Compiled;

/** A built-in definition, known to be valid and built with the rule files it uses (test/fairy/built-in-definitions). */
const compileBuiltIn: CompileDefinition = (definition, files) => compileFairy(definition, files.connect?.compile);

/**
 * {@link defineFairy} with only the rule files `files` (rule-files.ts): a built-in variant hands the
 * files its definition uses, so an app importing it bundles no other rule's code. `compile` builds
 * the tables: a built-in definition's unchecked; a user's through `compileChecked`, which also
 * refuses a definition that turns on a rule whose file is missing (`INVALID_DEFINITION`).
 */
export function defineFairyWith(definition: FairyDefinition, files: RuleFiles, compile: CompileDefinition = compileBuiltIn): FairyVariant {
  const c = compile(definition, files);
  const keys = fairyKeys(c);
  // The start position must be readable: a letter no piece defines is a definition error.
  let start: FairySetup;
  try {
    start = parseFen(c, definition.startFen, files);
  } catch (error) {
    return fail('INVALID_DEFINITION', `game definition: startFen: ${(error as Error).message}`);
  }
  const game: Game = { c, keys, start, files, state: lazy(() => new FairyState(c, keys, start, files)), held: new WeakMap(), listings: new RecentObjects(LISTINGS_KEPT),
    names: Array.from({ length: c.n }, (_, sq) => nodeName(c, sq % c.files, Math.floor(sq / c.files))),
    buffers: lazy(() => ({ list: new Int32Array(MAX_MOVES), reply: new Int32Array(MAX_MOVES) })) };
  // Holes of the start position (`*`) are no nodes of the board: renderSvg leaves them out.
  const holes = (f: number, r: number): boolean => start.cells[r * c.files + f] === WALL;
  const intersections = definition.boardStyle === 'intersections';
  const board = lazy(() => (intersections ? files.intersections!(c, definition.river === true) : rect(c.files, c.ranks, { hole: holes, name: (f, r) => nodeName(c, f, r) })));
  // Node id → square (the board's ids skip the holes; a node's coordinates are its file and rank).
  const squareOfNode = lazy(() => board().coords.map((p) => p.y * c.files + p.x));
  // Assembled with every hook written out (core assemble-variant.ts): the engine's hooks answer in
  // shape, so defineVariant's checks of a user's hooks are not needed (a user's definition is data,
  // its names checked with its fields: check-definition.ts).
  const variant: Variant<FairyPosition, FairyMove, Record<string, never>, EndReason> = assembleVariant<FairyPosition, FairyMove, Record<string, never>, EndReason>({
    id: c.id,
    name: c.name,
    players: c.players,
    createBoard: board,
    setup: () => (game.state().load(start), positionOf(game, game.state())),
    parse: (text) => (game.state().load(parseFen(c, text, files)), positionOf(game, game.state())),
    format: (p) => formatFen(c, setupOf(stateOf(game, p)), files),
    legalMoves: (p) => listingOf(game, p).moves.slice(),
    apply(p, move) {
      const listing = listingOf(game, p);
      const i = listing.moves.indexOf(move);
      // A move object listed for this position: its integer move is known; else matched by its UCI text.
      let m = i >= 0 ? (listing.ints[i] as number) : -1;
      if (m < 0) {
        const found = listing.moves.findIndex((o) => o.uci === move.uci);
        if (found < 0) return fail('ILLEGAL_MOVE', `${move.uci} is not a legal move`);
        m = listing.ints[found] as number;
      }
      const s = stateOf(game, p);
      return playedFrom(game, s, p, m);
    },
    resolveMove(p, text, legal) {
      // Text without a letter or digit is no move text at all.
      if (!/[\p{L}\p{N}]/u.test(text) || /\p{Cc}/u.test(text)) fail('INVALID_MOVE_TEXT', `${JSON.stringify(text.slice(0, 40))} is not move text of ${c.name} (SAN like Nf3 or UCI like g1f3)`);
      const t = text.replace(/[+#!?]+$/, '');
      // UCI text first as given: a shogi promotion ends in '+' (`c8h3+`), which is no check mark there.
      const found = legal.find((m) => m.uci === text) ?? legal.find((m) => m.notation === text || m.uci === t || m.notation.replace(/[+#]$/, '') === t || (m.kind === 'castle' && t.replace(/0/g, 'O') === m.notation.replace(/[+#]$/, '')));
      if (found) return found;
      // A pass as older releases wrote it (the listed SAN is Fairy-Stockfish's: the king's letter and square, `Ke2`).
      if (t === 'pass') return legal.find((m) => m.kind === 'pass') ?? fail('ILLEGAL_MOVE', `${p.turn} may not pass here`);
      // SAN in other words: an origin the listed SAN leaves out (`Ng1f3`), a piece's other letter (xiangqi `Nc3` for `Hc3`).
      const fits = movesFittingSan(t, legal, (m) => m.notation, (a, b) => c.typeOf.get(a) !== undefined && c.typeOf.get(a) === c.typeOf.get(b));
      if (fits.length === 1) return fits[0] as FairyMove;
      if (fits.length > 1) fail('AMBIGUOUS_MOVE', `${JSON.stringify(text.slice(0, 40))} fits ${fits.map((m) => m.notation).join(', ')}`);
      if (!/^[a-z0-9=@+#\-x,]+$/i.test(t)) fail('INVALID_MOVE_TEXT', `${JSON.stringify(text.slice(0, 40))} is not move text of ${c.name} (SAN like Nf3 or UCI like g1f3)`);
      return fail('ILLEGAL_MOVE', `${JSON.stringify(text.slice(0, 40))} is not a legal move for ${p.turn}`);
    },
    // `{ from, to }`, `{ from, to, promotion }`, a drop `{ piece, to }`, any identifying part of a listed move.
    resolveMoveObject: (p, move, legal) => moveByFields(legal, move, p.turn, board()),
    status: (p) => {
      const s = stateOf(game, p);
      return statusOf(game, s, pastOfPosition(game, p));
    },
    hash: (p) => stateOf(game, p).hash(),
    render(p) {
      const { cells, promoted, hand } = checked(game, p).held.setup;
      // Shogi's own diagram: files 9..1 on top, ranks a.. on the right, both hands (usi-render.ts).
      if (c.def.squareNames === 'usi') return files.usiRender!(c, (sq) => cellText(c, cells, promoted, sq), hand, c.rules.drops || c.rules.capturesToHand);
      return files.gridRender!(board(), (node) => cellText(c, cells, promoted, squareOfNode()[node] as number));
    },
    // The board style is the picture's cells but intersections, which are drawn as points.
    svg: fairyLook(c, intersections ? 'points' : definition.boardStyle ?? 'squares', definition.pieceFaces),
    // Drop games draw each side's pieces in hand beside the board (renderSvg), kinds in the game's letter order.
    ...(c.rules.drops || c.rules.capturesToHand ? { hands: (p: FairyPosition) => files.pockets!.handsOf(c, checked(game, p).held.setup.hand) } : {}),
    search: (p) => {
      // The search layer gets a state of its own: the caller keeps it while the shared one moves on.
      const { held, flags } = checked(game, p);
      const s = new FairyState(c, keys, held.setup, game.files);
      applyFlags(s, flags);
      const past = pastOfPosition(game, p);
      // A board view for the bot (with the hands in games that have them).
      return checkedSearch(new FairySearch(game, s, past), fairyBoard(c, s, squareOfNode()));
    },
    perft: (p, depth) => fairyPerft(stateOf(game, p), depth),
    movesFrom: (p, node) => movesFromList(listingOf(game, p).moves, board().names[node] as string),
    destinations: (p) => destinationsOf(listingOf(game, p).moves),
    resolver: moveResolver,
    pieceReader(p) {
      // The held setup's cells never change: the reader stays true to this position.
      const { cells, promoted } = checked(game, p).held.setup;
      const squares = squareOfNode();
      return (node) => {
        const sq = squares[node] as number, cell = cells[sq] as number;
        return cell < 2 ? undefined : { player: c.players[(cell - 2) & 1] as FairyPlayer, kind: kindOf(c, cell, promoted?.[sq] ?? 0) };
      };
    },
  });
  // A move object listed for this very position is played by its known integer move: no second
  // listing, no text to resolve. Anything else goes through the generic play (which words errors).
  const generic = variant.play;
  variant.play = (position, move, options) => {
    const strict = isStrict(options);
    if (typeof move === 'object' && move !== null && typeof position === 'object' && position !== null && position.variant === c.id) {
      const listing = listingOf(game, position);
      const i = listing.moves.indexOf(move);
      if (i >= 0) return playedFrom(game, stateOf(game, position), position, listing.ints[i] as number);
      // A listed move given its gate field (`{ ...plain, gate }`): the gate decides (never the plain
      // move it was built from). Objects without a notation are named by their fields (generic play).
      if (isGatedListing(move) && listing.moves.length > 0) {
        // Only a gating game (gating.ts, a rule file) lists gating moves: elsewhere no listed move fits.
        const found = c.rules.gating ? files.gating!.gatedMoveOf(listing.moves, move as FairyMove) : undefined;
        if (found === undefined) fail('ILLEGAL_MOVE', `${excerpt(String((move as FairyMove).notation))} with gate ${describe((move as FairyMove).gate)} is not a legal move for ${position.turn}`);
        if (strict) requireListedFields(move, found);
        return playedFrom(game, stateOf(game, position), position, listing.ints[listing.moves.indexOf(found)] as number);
      }
    }
    return generic(position, move, options);
  };
  // The listed move that play played: the object itself, the gated move its gate names, else the
  // generic play's (text and other objects): for a record, without replaying (core listed-move.ts).
  const genericListed = listedMoveFinder(generic);
  declareListedMove(variant.play, (position, move, options) => {
    if (typeof move === 'object' && move !== null) {
      const moves = listingOf(game, position as FairyPosition).moves;
      if (moves.includes(move as FairyMove)) return move as FairyMove;
      if (isGatedListing(move)) return c.rules.gating ? files.gating!.gatedMoveOf(moves, move as FairyMove) : undefined;
    }
    return genericListed?.(position, move, options);
  });
  variant.tryPlay = (position, move, options) => attempt(() => variant.play(position, move, options));
  // The listing is the engine's own (no hook check that would read every move's notation): a copy, so
  // a caller who changes the array changes nothing the layer answers next.
  variant.legalMoves = (position) => (requirePosition(position, c.id), listingOf(game, position).moves.slice());
  return variant;
}

/**
 * A listed move with a gate added (gated-move.ts): a notation and a gate (a malformed one is refused
 * there). `gate: null` says "no gate": the generic play finds the plain move.
 */
function isGatedListing(move: object): boolean {
  const m = move as { notation?: unknown; gate?: unknown };
  return typeof m.notation === 'string' && m.gate !== undefined && m.gate !== null;
}

/** A square as `render` shows it: `.` empty, `*` a hole, the kind in the owner's case (`+p` for a gote tokin). */
/**
 * The node name of a square: algebraic (`a1`), or with `squareNames: 'usi'` as USI writes it (`7g`:
 * the file counted from the first player's right, the rank lettered from the far side).
 */
function nodeName(c: Compiled, f: number, r: number): string {
  return c.def.squareNames === 'usi' ? String(c.files - f) + String.fromCharCode(97 + c.ranks - 1 - r) : squareName(c, r * c.files + f);
}

function cellText(c: Compiled, cells: Uint8Array, promoted: Uint8Array | undefined, sq: number): string {
  const cell = cells[sq] as number;
  if (cell === 0) return '.';
  if (cell === WALL) return '*';
  const kind = kindOf(c, cell, promoted?.[sq] ?? 0);
  return (cell - 2) & 1 ? kind.toLowerCase() : kind;
}

/** What the layer holds for a position object: its setup, read from its FEN on first sight or when the text changed. */
function heldOf(game: Game, p: FairyPosition): Held {
  const fen: unknown = p.fen;
  if (typeof fen !== 'string') fail('INVALID_POSITION', 'a fairy position needs its fen text');
  const known = game.held.get(p);
  if (known !== undefined && known.fen === fen) return known;
  let setup: FairySetup;
  try {
    setup = parseFen(game.c, fen, game.files);
  } catch (error) {
    // A position object's text is checked like any of its fields: INVALID_POSITION (docs/errors.md).
    if (isBoardwrightError(error) && error.code === 'INVALID_FEN') fail('INVALID_POSITION', `position fen ${error.message}`);
    throw error;
  }
  const held: Held = { fen, setup };
  game.held.set(p, held);
  return held;
}

/** The `lastMoves` flags of a position object, checked: -1 absent, else pass | previousPass << 1 | previousBikjang << 2 | (castled right + 1) << 3. */
function flagsOf(p: FairyPosition): number {
  const last: unknown = p.lastMoves;
  if (last === undefined) return -1;
  const l = last as Record<string, unknown>;
  if (typeof last !== 'object' || last === null || typeof l.pass !== 'boolean' || typeof l.previousPass !== 'boolean' || typeof l.previousBikjang !== 'boolean') fail('INVALID_POSITION', 'lastMoves must be { pass, previousPass, previousBikjang } booleans');
  const castled = l.castled === undefined ? -1 : 'KQkq'.indexOf(String(l.castled));
  if (castled < 0 && l.castled !== undefined) fail('INVALID_POSITION', "lastMoves.castled must be 'K', 'Q', 'k' or 'q'");
  return (l.pass ? 1 : 0) | (l.previousPass ? 2 : 0) | (l.previousBikjang ? 4 : 0) | ((castled + 1) << 3);
}

function applyFlags(s: FairyState, flags: number): void {
  if (flags < 0) return;
  s.passed[0] = flags & 1;
  s.rootPrevPassed = (flags & 2) !== 0;
  s.rootPrevBikjang = (flags & 4) !== 0;
  s.rootPrevCastle = (flags >> 3) - 1;
}

/** Checks a position object's fields (every call: a caller may have changed them) and returns its held setup and flags. */
function checked(game: Game, p: FairyPosition): { held: Held; flags: number } {
  if (typeof p.fen !== 'string') fail('INVALID_POSITION', 'a fairy position needs its fen text');
  // A past play made is shared and read-only (repetition-history.ts): only its length is checked.
  const shared = attachedPast(p);
  if (shared !== undefined) {
    if (shared.keys.length > MAX_HISTORY) fail('INVALID_POSITION', 'a fairy position needs its history: an array of position hashes');
  } else {
    // Any other object: every entry, on every call (a caller may have changed them).
    const history: unknown = p.history;
    if (!Array.isArray(history) || history.length > MAX_HISTORY || !history.every((h) => typeof h === 'number')) fail('INVALID_POSITION', 'a fairy position needs its history: an array of position hashes');
    const checks: unknown = p.checkHistory;
    if (checks !== undefined && (!Array.isArray(checks) || checks.length !== history.length || !checks.every((k) => typeof k === 'boolean'))) fail('INVALID_POSITION', 'checkHistory must be an array of booleans, one per history entry');
    if (game.c.rules.moveRepetitionIllegal) game.files.moveRepetition!.checkMoves(p);
    pastWork.entries += history.length;
  }
  const held = heldOf(game, p);
  const flags = flagsOf(p);
  if (game.c.rules.drops || game.c.rules.capturesToHand) game.files.pockets!.checkPockets(game.c, p.pockets, held.setup.hand);
  if (game.c.players[held.setup.side] !== p.turn) fail('INVALID_POSITION', `turn ${describe(p.turn)} does not match the FEN's side to move (${game.c.players[held.setup.side]})`);
  return { held, flags };
}

/** The longest history a position object may carry. */
const MAX_HISTORY = 100_000;

/** The past of a position object already checked: its shared past, or one made from its arrays (O(length)). */
function pastOfPosition(game: Game, p: FairyPosition): Past {
  const rules = game.c.rules;
  return attachedPast(p) ?? pastOf(p.history, p.checkHistory, tracksChecks(rules), rules.moveRepetitionIllegal ? game.files.moveRepetition!.movesOf(p) : null);
}

/** The rules that read whether the side to move was in check at earlier positions (perpetual-check.ts, move-repetition.ts). */
function tracksChecks(rules: Compiled['rules']): boolean {
  return rules.perpetualCheckIllegal || rules.moveRepetitionIllegal;
}

/** The shared state loaded with a position object (checked first). */
function stateOf(game: Game, p: FairyPosition): FairyState {
  const { held, flags } = checked(game, p);
  const s = game.state();
  s.load(held.setup);
  applyFlags(s, flags);
  return s;
}

/** How many positions' legal moves a game keeps (list, play, a record's lookup: a few suffice). */
const LISTINGS_KEPT = 4;

/** The legal moves of a position object, listed once while it is among the last few listed (and for its `lastMoves` flags). */
function listingOf(game: Game, p: FairyPosition): Listing {
  const { held, flags } = checked(game, p);
  const cached = game.listings.get(p), shared = attachedPast(p);
  const known = cached !== undefined && cached.held === held ? cached : undefined;
  if (known !== undefined && known.flags === flags && shared !== undefined && known.past === shared) return known;
  const s = game.state();
  s.load(held.setup);
  applyFlags(s, flags);
  // A game a repetition or insufficient material has decided lists no moves (docs/errors.md: a
  // finished game; Fairy-Stockfish's movegen still lists them there, as its insufficient material
  // is an API rule ffish's result() applies); perft and the search layer still count through it,
  // as Fairy-Stockfish's perft does.
  const decided = materialDrawn(game, s) || decidedRepetition(game.c, s, () => pastOfPosition(game, p)) !== null;
  if (known !== undefined && known.flags === flags && shared === undefined && known.past === undefined && known.decided === decided) return known;
  const { list } = game.buffers();
  const ints = list.slice(0, decided ? 0 : generateLegal(s, list));
  const notes = notesFor(game, s, ints, -1);
  const moves: FairyMove[] = [];
  for (let i = 0; i < ints.length; i++) moves.push(moveObject(game, s, ints, i, notes));
  const listing: Listing = { held, flags, past: shared, decided, moves, ints };
  game.listings.set(p, listing);
  return listing;
}

/** SAN with check marks for the moves `list` of the state (only move `only` when it is not -1). */
function notesFor(game: Game, s: FairyState, list: Int32Array, only: number): Notes {
  const c = game.c, us = s.side, count = list.length, reply = game.buffers().reply;
  const notes: Notes = { notation: [], check: [], checkmate: [] };
  const peers = sameMoves(list, count);
  for (let i = 0; i < count; i++) {
    if (only >= 0 && i !== only) { notes.notation.push(''); notes.check.push(false); notes.checkmate.push(false); continue; }
    const m = list[i] as number;
    let notation = sanOf(s, m, peers);
    s.make(m);
    // The flags name any royal piece in check; the SAN suffix, as Fairy-Stockfish's SAN writes it
    // (apiutil.h: `gives_check`), only a check to the king (none in atomic, whose king is pseudo-royal).
    // A check that ends the game otherwise (karouk's first check, 3check's third) is no checkmate,
    // but SAN marks it `#` as Fairy-Stockfish does: its legal move list is empty at a game's end.
    const check = checkedRoyals(s).length > 0, kingCheck = check && kingChecked(s);
    const noReply = check && generateLegal(s, reply) === 0, ended = check && immediateEnd(s) !== null;
    const checkmate = noReply && !ended;
    s.unmake();
    if (kingCheck) notation += noReply || ended ? '#' : '+';
    notes.notation.push(notation);
    notes.check.push(check);
    notes.checkmate.push(checkmate);
  }
  return notes;
}

/** Squares whose piece keeps a first-move right (cambodian) or gate. */
function gatesOf(s: FairyState): number[] {
  const out: number[] = [];
  const gate = s.gate;
  for (let sq = 0; sq < gate.length; sq++) if (gate[sq] === 1) out.push(sq);
  return out;
}

function setupOf(s: FairyState): FairySetup {
  return {
    cells: s.cells, side: s.side as 0 | 1, castle: s.castle,
    castleKing: [s.castleKing[0] as number, s.castleKing[1] as number],
    castleRook: [s.castleRook[0] as number, s.castleRook[1] as number, s.castleRook[2] as number, s.castleRook[3] as number],
    ep: [s.ep0, s.ep1].filter((e) => e >= 0), rule50: s.rule50, fullmove: s.fullmove,
    checks: [s.checks[0] as number, s.checks[1] as number],
    gates: gatesOf(s),
    countingLimit: s.countingLimit,
    countingPly: s.countingPly,
    ...(s.c.rules.drops || s.c.rules.capturesToHand ? { hand: s.hand } : {}),
    ...(s.c.rules.keepsPromoted ? { promoted: s.promoted } : {}),
  };
}

/**
 * The repetition that ends the game in the state's position, or null: a decisive n-fold result
 * (perpetual check, a decisive nFoldValue, a material count), unless the n-move rule applies
 * first (Fairy-Stockfish looks at it before repetitions).
 */
function decidedRepetition(c: Compiled, s: FairyState, pastNow: () => Past): RepetitionEnd | null {
  const rules = c.rules;
  // Only these can make a repetition decisive (most games: a drawn one, a claim, listed as usual).
  if (!tracksChecks(rules) && rules.nFoldValue === 0 && rules.materialCounting === null) return null;
  if (rules.nFoldRule <= 0 || (rules.nMoveRule > 0 && s.rule50 >= 2 * rules.nMoveRule)) return null;
  const past = pastNow();
  if (past.keys.length < 4) return null;
  const repetition = nFoldRepetition(s, past, () => tracksChecks(rules) && kingChecked(s));
  return repetition !== null && repetition.value !== 0 ? repetition : null;
}

/** The position after integer move `m` of the state loaded with `p` (its history and, for perpetual check, whether `p` is in check). */
function playedFrom(game: Game, s: FairyState, p: FairyPosition, m: number): FairyPosition {
  const check = tracksChecks(game.c.rules) && kingChecked(s);
  s.make(m);
  return positionOf(game, s, pastOfPosition(game, p), () => check);
}

/**
 * The immutable position of the state now; `before` is the past of the position it came from
 * (the state's ply 0), none for a position read from text; `checkAt(ply)` whether the side to move
 * was in check at the state's ply (kept only in games with perpetualCheckIllegal).
 */
function positionOf(game: Game, s: FairyState, before?: Past, checkAt?: (ply: number) => boolean): FairyPosition {
  const perpetual = tracksChecks(game.c.rules);
  // Move-repetition games keep the moves too (move-repetition.ts).
  const moves = game.c.rules.moveRepetitionIllegal ? game.files.moveRepetition! : null;
  // Positions since the last irreversible move (Fairy-Stockfish: where captures go to the hand, since
  // the position read from text): the root's past, then the states made since.
  const rooted = before?.keys.length ?? 0, total = rooted + s.ply;
  const window = game.c.rules.capturesToHand ? total : Math.min(total, s.rule50);
  let past: Past;
  if (before === undefined || (window <= s.ply && window < total)) {
    // Only states made since (a capture or pawn move among them, or no root): a past of their own.
    const from = s.ply - window;
    past = pastOf(Array.from(s.history.subarray(from, s.ply)), perpetual ? Array.from({ length: window }, (_, i) => checkAt?.(from + i) === true) : undefined, perpetual,
      moves && Array.from({ length: window + 1 }, (_, i) => moves.codeAt(s, from + i - 1, before)));
  } else {
    // The root's (its newest entries, shared when all are kept), then the states made since: in place.
    past = lastOf(before, window - s.ply);
    for (let ply = 0; ply < s.ply; ply++) past = extendPast(past, s.history[ply] as number, checkAt?.(ply) === true, moves ? moves.codeAt(s, ply) : 0);
  }
  const rules = game.c.rules, p = s.ply;
  // castlingWins (castling-wins.ts): the castle just made decides the game.
  const castled = rules.castlingWins !== 0 ? s.files.castlingWins!.last(s) : -1;
  const remembers = castled >= 0 || ((rules.pass[0] || rules.pass[1] || rules.bikjangRule) && (p > 0 || s.passed[0] === 1 || s.rootPrevPassed || s.rootPrevBikjang));
  const lastMoves = remembers ? {
    pass: s.passed[p] === 1,
    previousPass: p > 0 ? s.passed[p - 1] === 1 : s.rootPrevPassed,
    previousBikjang: p > 0 ? s.bikjang[p - 1] === 1 : s.rootPrevBikjang,
    ...(castled >= 0 ? { castled: 'KQkq'[castled] as 'K' | 'Q' | 'k' | 'q' } : {}),
  } : undefined;
  let setup = snapshotOf(s);
  const fen = formatFen(game.c, setup, game.files);
  // Seirawan gating: the FEN names a side's gates only while it has pieces to gate, so the state may
  // hold gates its FEN drops; the position is what its FEN says (read back, as before).
  if (game.c.rules.gating) setup = parseFen(game.c, fen, game.files);
  // `history` and `checkHistory` stand in their places here; attachPast makes them the shared past's.
  const position: FairyPosition = { variant: game.c.id, turn: game.c.players[s.side] as FairyPlayer, fen, history: [], ...(past.checks !== null && past.checks.length > 0 ? { checkHistory: [] } : {}), ...(past.moves !== null ? { moveHistory: [] } : {}), ...(lastMoves ? { lastMoves } : {}), ...(setup.hand ? { pockets: game.files.pockets!.pocketsOf(game.c, setup.hand) } : {}) };
  game.held.set(position, { fen, setup });
  return attachPast(position, past);
}

/**
 * The setup of the state now, in arrays of its own, as its FEN reads back: while a count runs the
 * FEN's halfmove field holds the plies counted, so the 50-move clock is not kept (as parsing it gives).
 */
function snapshotOf(s: FairyState): FairySetup {
  const setup = setupOf(s), counting = s.countingLimit > 0;
  return {
    ...setup,
    cells: s.cells.slice(),
    rule50: counting ? s.countingPly : s.rule50,
    countingPly: counting ? s.countingPly : 0,
    ...(setup.hand ? { hand: s.hand.slice() } : {}),
    ...(setup.promoted ? { promoted: s.promoted.slice() } : {}),
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** The empty capture lists every quiet move shares (frozen: no caller can fill them). */
const NONE: readonly string[] = /* @__PURE__ */ Object.freeze([]);

/** The move object of `list[i]` in the state, with its notation and check marks from `notes`. */
function moveObject(game: Game, s: FairyState, list: Int32Array, i: number, notes: Notes): FairyMove {
  const c = game.c, names = game.names, us = s.side, m = list[i] as number, from = moveFrom(m), to = moveTo(m), kind = moveKind(m);
  const cell = s.cells[from] as number;
  const capSq = kind === EN_PASSANT ? s.epVictim(to) : kind === CASTLING || kind === PASS ? -1 : to;
  const victim = capSq >= 0 ? (s.cells[capSq] as number) : 0;
  const uci = uciOf(s, m, list, list.length);
  const notation = notes.notation[i] as string, check = notes.check[i] as boolean, checkmate = notes.checkmate[i] as boolean;
  const toName = kind === CASTLING ? (names[s.castleTargets(m)[0]] as string) : (names[to] as string);
  const player = c.players[us] as FairyPlayer;
  if (kind === DROP) {
    const drop: Mutable<FairyMove> = {
      from: '@', to: toName, captures: NONE, notation, uci, player,
      piece: c.letters[movePromotion(m)] as string, capturedKinds: NONE, check, checkmate, kind: 'drop',
    };
    // Dropped promoted side up (kyoto shogi `+N@c3`): the piece from the hand becomes `+N` on landing.
    if (m & ALT) drop.promotion = promotedKindOf(c, movePromotion(m));
    if (c.rules.flipEnclosed !== 0) drop.flips = flippedNodes(game, s, to, true);
    if (c.rules.walling !== 0) drop.wall = names[moveWall(m)] as string;
    return drop;
  }
  // Built field by field (no spreads): one object per listed move.
  const promoted = s.promoted;
  const move: Mutable<FairyMove> = {
    from: names[from] as string, to: toName,
    captures: victim >= 2 ? [names[capSq] as string] : NONE,
    notation, uci, player,
    piece: kindOf(c, cell, promoted[from] as number),
    capturedKinds: victim >= 2 ? [kindOf(c, victim, promoted[capSq] as number)] : NONE,
  } as Mutable<FairyMove>;
  // A piece promoting in place keeps its identity (`+P`); turning back (ALT) it is its own letter again.
  if (kind === PIECE_PROMOTION && c.rules.keepsPromoted && !(m & ALT)) move.promotion = promotedKindOf(c, (cell - 2) >> 1);
  else if (kind === PROMOTION || kind === PIECE_PROMOTION) move.promotion = c.letters[movePromotion(m)] as string;
  const gt = c.rules.gating ? moveGate(m) : -1;
  if (gt >= 0) move.gate = { piece: c.letters[gt] as string, node: names[gateSquare(m)] as string };
  move.check = check;
  move.checkmate = checkmate;
  if (kind === CASTLING) move.kind = 'castle';
  else if (kind === PASS) move.kind = 'pass';
  if (c.rules.flipEnclosed !== 0) move.flips = kind === PASS ? NONE : flippedNodes(game, s, to, false);
  if (c.rules.walling !== 0 && moveWall(m) >= 0) move.wall = names[moveWall(m)] as string;
  return move;
}

/** The nodes whose pieces a move (a drop when `drop`) of the side to move reaching `to` turns (flip-enclosed.ts, a rule file). */
function flippedNodes(game: Game, s: FairyState, to: number, drop: boolean): readonly string[] {
  return s.files.flips!.flippedNames(game.c, s.cells, to, s.side, drop, game.names, NONE);
}

/** Status: variant ends, then no moves (checkmate / stalemate values), then the n-move rule and repetitions. */
function statusOf(game: Game, s: FairyState, past: Past): Status<FairyPlayer, EndReason> {
  const c = game.c, rules = c.rules;
  const turn = c.players[s.side] as FairyPlayer, other = c.players[s.side ^ 1] as FairyPlayer;
  // Any royal piece in check (checked-royals.ts) marks the status; the king alone counts for
  // perpetual check and sittuyin's promotion stalemate, as in Fairy-Stockfish.
  const checks = checkedRoyals(s).map((sq) => game.names[sq] as string);
  const inCheck = checks.length > 0, kingCheck = inCheck && kingChecked(s);
  // A lost game keeps the checked pieces, and so does any checkmate (misère's mated side wins).
  const named = (value: number, reason: EndReason): { checks?: string[] } => (checks.length > 0 && (value < 0 || reason === 'checkmate') ? { checks } : {});
  const result = (value: number, reason: EndReason): Status<FairyPlayer, EndReason> =>
    value > 0 ? { over: true, winner: turn, reason, ...named(value, reason) } : value < 0 ? { over: true, winner: other, reason, ...named(value, reason) } : { over: true, draw: reason, reason, ...named(value, reason) };
  const end = immediateEnd(s);
  if (end) return result(end.value, end.reason);
  // Neither side can win any more (Fairy-Stockfish's API rule, as ffish's result() applies it).
  if (materialDrawn(game, s)) return result(0, 'insufficient-material');
  const n = generateLegal(s, game.buffers().list);
  if (n === 0) {
    if (kingCheck) return result(rules.shatarMateRule ? s.files.shatarMate!.value(s, rules.checkmateValue) : rules.checkmateValue, 'checkmate');
    // Fairy-Stockfish's stalemate_value: an attacked pseudo-royal piece makes it checkmate; with
    // stalematePieceCount the side with fewer pieces gets the stalemate value, equal counts draw.
    if (inCheck) return result(rules.checkmateValue, 'checkmate');
    // A stalemate worth a draw is scored by material counting where the variant counts.
    if (rules.stalematePieceCount) {
      const diff = (s.count[s.side] as number) - (s.count[s.side ^ 1] as number);
      return result(countedDraw(s, diff === 0 ? 0 : diff < 0 ? rules.stalemateValue : -rules.stalemateValue), 'stalemate');
    }
    return result(countedDraw(s, rules.stalemateValue), 'stalemate');
  }
  // Fairy-Stockfish's optional ends (its API reports them only when a draw is claimed), in its order:
  // the n-move rule, n-fold repetition, the counting rules of the Thai family. A drawn one is a draw
  // the player may claim; a repetition that decides the game (perpetual check, a decisive nFoldValue,
  // a material count) ends it, since a status cannot offer a claimable win.
  let claimable: EndReason | undefined;
  if (rules.nMoveRule > 0 && s.rule50 >= 2 * rules.nMoveRule) {
    // With material counting Fairy-Stockfish scores it by the material: only a counted draw is offered.
    if ((materialCountingValue(s) ?? 0) === 0) claimable = 'fifty-move-rule';
  } else {
    const repetition = nFoldRepetition(s, past, () => kingCheck);
    if (repetition !== null && repetition.value !== 0) return result(repetition.value, repetition.reason);
    if (repetition !== null) claimable = repetition.reason;
    else if (rules.countingRule !== null && s.countingLimit > 0 && s.countingPly > s.countingLimit) claimable = 'counting-rule';
  }
  if (claimable === undefined && rules.sittuyinPromotion && s.files.sittuyin!.stalemate(s, game.buffers().list, n, kingCheck)) claimable = 'promotion-stalemate';
  return { over: false, turn, ...(inCheck ? { check: true, checks } : {}), ...(claimable ? { claimableDraw: claimable } : {}) };
}

/**
 * Neither side can win any more (insufficient-material.ts, a rule file: games where captures go to
 * the hand or extinction wins never run short, and are built without it).
 */
function materialDrawn(game: Game, s: FairyState): boolean {
  const rule = game.files.insufficientMaterial;
  return rule !== undefined && rule.drawn(s);
}

/** The placement terms of each compiled game (square-values.ts), built when a bot first asks. */
const placed = /* @__PURE__ */ perGame(squareValues);

/** The make/unmake layer handed out by `search`. */
/** The board view of a fairy search state (`SearchState.board`): its cells by board node, codes as `pieceReader` reads them (below 2: empty). */
function fairyBoard(c: Compiled, s: FairyState, squares: readonly number[]): SearchBoard {
  const cells = s.cells;
  return {
    size: squares.length,
    pieceAt: (node) => {
      const cell = cells[squares[node] as number] as number;
      return cell < 2 ? 0 : cell;
    },
    piece: (code) => (code < 2 || ((code - 2) >> 1) >= c.letters.length ? undefined : { player: c.players[(code - 2) & 1] as FairyPlayer, kind: c.letters[(code - 2) >> 1] as string }),
    mover: () => c.players[s.side] as FairyPlayer,
    captured: (m) => {
      const kind = moveKind(m);
      if (kind === CASTLING || kind === PASS || kind === DROP) return 0;
      const to = moveTo(m);
      // A promotion in place (sittuyin) takes nothing.
      if (moveFrom(m) === to) return 0;
      const cell = cells[kind === EN_PASSANT ? s.epVictim(to) : to] as number;
      return cell < 2 ? 0 : cell;
    },
    inCheck: () => kingChecked(s),
    worth: (code) => (code < 2 ? undefined : c.values[(code - 2) >> 1]),
    placement: (code, node) => (code < 2 || code >= c.nc ? 0 : placed(c).onSquare[code * c.n + (squares[node] as number)] as number),
    ...(c.rules.drops || c.rules.capturesToHand ? { handBonus: (code: number) => (code < 2 || code >= c.nc ? 0 : placed(c).inHand[(code - 2) >> 1] as number) } : {}),
    sum: (table) => {
      // Cells below 2 are empty or off the board (walls).
      let total = 0;
      for (let node = 0, size = squares.length; node < size; node++) {
        const cell = cells[squares[node] as number] as number;
        if (cell >= 2) total += table[cell * size + node] as number;
      }
      return total;
    },
    // The state counts its pieces by cell code (entries 0 and 1: each side's total).
    pieceCount: (code: number) => (code < 2 || code >= s.count.length ? 0 : s.count[code] as number),
    // Hands: side * nt + type, the code's side and type (code = 2 + 2 * type + side).
    ...(c.rules.drops || c.rules.capturesToHand ? { inHand: (code: number) => (code < 2 || code >= 2 + 2 * c.nt ? 0 : s.hand[((code - 2) & 1) * c.nt + ((code - 2) >> 1)] as number) } : {}),
  };
}

class FairySearch implements SearchState<FairyPosition, FairyMove> {
  readonly maxMoves = MAX_MOVES;
  private readonly list = new Int32Array(MAX_MOVES);
  private readonly reply = new Int32Array(MAX_MOVES);
  /** By ply of the state (perpetualCheckIllegal only): the side to move was in check. */
  private readonly checks: Uint8Array;
  constructor(private readonly game: Game, private readonly s: FairyState, private readonly before: Past) {
    this.checks = new Uint8Array(tracksChecks(game.c.rules) ? s.history.length : 0); // one per ply the state can hold
  }
  generate(out: Int32Array): number {
    return generateLegal(this.s, out);
  }
  make(m: number): void {
    if (this.checks.length > 0) this.checks[this.s.ply] = kingChecked(this.s) ? 1 : 0;
    this.s.make(m);
  }
  unmake(): void {
    this.s.unmake();
  }
  hash(): number {
    return this.s.hash();
  }
  position(): FairyPosition {
    return positionOf(this.game, this.s, this.before, (ply) => this.checks[ply] === 1);
  }
  move(m: number): FairyMove {
    const n = generateLegal(this.s, this.list);
    for (let i = 0; i < n; i++) {
      if (this.list[i] !== m) continue;
      const list = this.list.slice(0, n), notes = notesFor(this.game, this.s, list, i);
      return moveObject(this.game, this.s, list, i, notes);
    }
    return fail('ILLEGAL_MOVE', `${m} is not a move of this position (generate lists ${n})`);
  }
}
