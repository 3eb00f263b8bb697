/**
 * Compiles a {@link FairyDefinition} once into flat integer tables: for every side, piece type
 * and square, the leaps (with the squares a lame leap must find empty), the rider rays and the
 * hopper rays, each entry marked quiet / capture / initial-only; and the same tables reversed
 * (from a target square back to the squares and pieces that attack it) for check tests.
 *
 * Squares are `rank * files + file`; a cell holds 0 (empty), 1 (a hole, `*` in the FEN) or a
 * piece code `2 + 2 * type + side` (side 0 White, 1 Black).
 */
import { betzaMoves, type BetzaMove } from './betza.js';
import { BUILTIN_PIECES } from './builtin-pieces.js';
import type { compileConnect, ConnectRules } from './connect-lines.js';
import { pieceValues } from './piece-values.js';
import { DEFAULT_PLAYERS } from './players.js';
import type { FairyDefinition } from './definition.js';
import { entriesOf, fileOf, pieceOf, pieceSetOf, rankRegion, regionOf, valueOf, type Geometry } from './field-values.js';

/** Mode bits of a table entry. */
export const QUIET = 1, CAPTURE = 2, INITIAL = 4;
/** The cell of a hole. */
export const WALL = 1;
/** Largest board: files a–l, ranks 1–10. */
export const MAX_FILES = 12, MAX_RANKS = 10;

/** The engine's view of a definition: sizes, pieces, move tables, rules. */
export interface Compiled {
  readonly def: FairyDefinition;
  readonly id: string;
  readonly name: string;
  /** The seats, first the side that moves first from the start (upper case in the FEN): {@link readPlayers}. */
  readonly players: readonly [string, string];
  readonly files: number;
  readonly ranks: number;
  readonly n: number;
  /** Piece types. */
  readonly nt: number;
  /** Number of cell codes (2 + 2 * nt). */
  readonly nc: number;
  /** Upper-case letter of each type. */
  readonly letters: readonly string[];
  /** The letter SAN writes for each type: its first synonym where it has one (xiangqi's horse `H`), as Fairy-Stockfish's SAN does, else its letter. */
  readonly sanLetters: readonly string[];
  /** Upper-case letter (and synonyms) → type. */
  readonly typeOf: ReadonlyMap<string, number>;
  /** Built-in name of each type, when it is one. */
  readonly builtin: readonly (string | undefined)[];
  /** What each type is worth, in pawns, for a bot (piece-values.ts; undefined: unknown). */
  readonly values: readonly (number | undefined)[];
  /** The royal type (`king`), or -1. */
  readonly king: number;
  // Forward tables, indexed by (side * nt + type) * n + square.
  /** Leaps: entries [to, mode, p1, p2] (p1/p2 squares that must be empty, -1 none). */
  readonly leapStart: Int32Array;
  readonly leapData: Int16Array;
  /** Rays: entries [mode, length, squares…]. */
  readonly rayStart: Int32Array;
  readonly rayData: Int16Array;
  /** Hopper rays: entries [mode, limit, length, squares…]; limit 1 a grasshopper, 0 any (a ranged hopper's ray is cut to its range). */
  readonly hopStart: Int32Array;
  readonly hopData: Int16Array;
  /** 1 where a code may end a move (mobility regions), indexed code * n + square. */
  readonly regionOk: Uint8Array;
  // Reverse tables for attack tests, indexed by attacker side * n + target square.
  /** Entries [from, code, kind (0 path empty, 1 exactly one screen: palace and ranged hops), pathLength, path…]. */
  readonly revStart: Int32Array;
  readonly revData: Int16Array;
  /** Per target square: ray walks [dirIndex, length, squares…] (toward possible riders). */
  readonly revRayStart: Int32Array;
  readonly revRayData: Int16Array;
  /** Longest reach of code along reverse ray direction d: rayReach[d * nc + code] (0 none). */
  readonly rayReach: Uint8Array;
  /** Per target square: hopper walks [dirIndex, length, squares…]. */
  readonly revHopStart: Int32Array;
  readonly revHopData: Int16Array;
  /** Unranged hoppers' reach after the hurdle: hopReach[d * nc + code] (0 none, 1 grasshopper, 255 any). */
  readonly hopReach: Uint8Array;
  /**
   * 1 for the codes of hoppers that may neither hop over nor capture a piece of their own kind (the
   * built-in `janggiCannon`: a cannon never uses a cannon as its screen and never takes one).
   */
  readonly shunsOwnKind: Uint8Array;
  /** 1 where the piece (code) has no move at all from the square on an empty board. */
  readonly immobile: Uint8Array;
  /**
   * Per (side * nt + type) * n + from: the squares only an initial (`i`) quiet move reaches from
   * there on an empty board, as a list [count, squares…] offset in initialOnlyData (-1 none).
   */
  readonly initialOnlyStart: Int32Array;
  readonly initialOnlyData: Int16Array;
  /** Per (side * nt + type) * n + square: 1 when two of the piece's moves can reach one square. */
  readonly overlap: Uint8Array;
  readonly rules: Rules;
  /** Legality is the plain "royal piece not attacked" test, so pins.ts may shortcut it. */
  readonly pinShortcut: boolean;
  /**
   * Every pseudo-legal move is legal: no royal piece can be left attacked and no other legality
   * rule applies (games without a royal piece; games written as a GameDefinition, fairy-tables.ts),
   * so the legality test is skipped.
   */
  readonly legalByMovement: boolean;
  /** No hoppers and no lame leaps: a piece's square matters to attacks only along rider lines. */
  readonly plainLines: boolean;
  /** Codes restricted by a mobility region. */
  readonly hasRegion: Uint8Array;
  /** The tables built once for this game (per-game.ts), empty when compiled. */
  readonly memo: unknown[];
}

/**
 * The jumps over an ally of {@link Rules.jumpsOverAllies} (jump-over-allies.ts): entries per
 * (side * nt + type) * n + square, triples [over, to, mode] in `data`.
 */
export interface AllyJumps {
  readonly start: Int32Array;
  readonly data: Int16Array;
}

/** The no-swap-back memory's hash keys of {@link Rules.noSwapBack} (no-swap-back.ts): side * n * n + pair key. */
export interface SwapBackKeys {
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
}

/** The rules part of a compiled definition (sides indexed 0 White, 1 Black). */
export interface Rules {
  readonly chess960: boolean;
  readonly isPawn: Uint8Array;
  readonly doubleStep: boolean;
  readonly doubleStepRegion: readonly [Uint8Array, Uint8Array];
  readonly tripleStepRegion: readonly [Uint8Array, Uint8Array];
  readonly epTypes: readonly [Uint8Array, Uint8Array];
  readonly epRegion: readonly [Uint8Array, Uint8Array];
  readonly promotionRegion: readonly [Uint8Array, Uint8Array];
  readonly promotionPawn: readonly [Uint8Array, Uint8Array];
  readonly promotionTypes: readonly [readonly number[], readonly number[]];
  readonly mandatoryPawnPromotion: boolean;
  /** Piece promotion: the type a type turns into in its promotion region (-1 none). */
  readonly promotedPieceType: Int16Array;
  readonly mandatoryPiecePromotion: boolean;
  readonly piecePromotionOnCapture: boolean;
  /** Cambodian first moves: the king's leap and the met's double step, while their gates stand. */
  readonly cambodianMoves: boolean;
  /** The game has pieces in hand (pieceDrops, or gating): hands in the FEN, the hash and the state. */
  readonly drops: boolean;
  /** Pieces in hand may be dropped instead of a move (pieceDrops). */
  readonly pieceDrops: boolean;
  /** Seirawan gating: a piece in hand may enter on the square a piece leaves on its first move. */
  readonly gating: boolean;
  /** A promoted piece may turn back into the piece it was where it may promote (pieceDemotion). */
  readonly pieceDemotion: boolean;
  /**
   * A promotion resets the move counter: Fairy-Stockfish's (position.cpp Position::do_move) for every
   * FairyDefinition; off for a GameDefinition, whose counter is "plies without a capture" (Chess4: a
   * Kitten evolving is not a tag).
   */
  readonly promotionResetsCounter: boolean;
  /** Pieces in hand may be dropped as their promoted type (dropPromoted). */
  readonly dropPromoted: boolean;
  /** Drops are compulsory (mustDrop). */
  readonly mustDrop: boolean;
  /** The type mustDrop is about (-1 every type). */
  readonly mustDropType: number;
  /** dropOppositeColoredBishop: the bishop type the rule is about (-1 rule off). */
  readonly bishopType: number;
  /** Dropped kings and rooks gain castling rights (castlingDroppedPiece). */
  readonly castlingDroppedPiece: boolean;
  /** Sittuyin promotion (sittuyin-promotion.ts). */
  readonly sittuyinPromotion: boolean;
  /** Captures go to the captor's hand (capturesToHand). */
  readonly capturesToHand: boolean;
  /** Captured promoted pieces go to the hand as they stand (dropLoop). */
  readonly dropLoop: boolean;
  /**
   * The state remembers what each promoted piece was (`FairyState.promoted`): where captures go to the
   * hand, and wherever a piece promotes in place (promotedPieceType) — Fairy-Stockfish writes such a
   * piece `+X` in every game (position.cpp `unpromoted_piece_on`), and its kind is `+X`.
   */
  readonly keepsPromoted: boolean;
  /**
   * A pawn's promotion is marked (`Q~` in the FEN, Fairy-Stockfish `is_promoted`): where captures go to
   * the hand (as a pawn, unless dropLoop: then the mark is kept but not written) and on two boards.
   */
  readonly marksPromotions: boolean;
  /** The FEN writes the marks `~` (Fairy-Stockfish: captures_to_hand without drop_loop, or twoBoards). */
  readonly writesPromotionMarks: boolean;
  /** Where a piece may be dropped: index (side * nt + type) * n + square, 1 allowed (region, pawn ranks, immobility). */
  readonly dropOk: Uint8Array;
  /** The type that may not be dropped on a file holding one of the side's own (-1 none). */
  readonly dropNoDoubled: number;
  /** How many of the dropNoDoubled type a file may hold before drops there stop. */
  readonly dropNoDoubledCount: number;
  /** Pawn-drop mate is illegal for this type (-1 none). */
  readonly dropMateIllegal: number;
  /** Types that move like the met for the cambodian double step (built-in `fers` / `met`). */
  readonly isMet: Uint8Array;
  /** Types that cost a king its cambodian leap by standing on its line (built-in `rook`). */
  readonly isRook: Uint8Array;
  /** Shatar: a mate given by knights only does not win. */
  readonly shatarMateRule: boolean;
  /** Most pieces of a type a side may promote to (0 unlimited). */
  readonly promotionLimit: Int16Array;
  readonly castling: boolean;
  readonly castlingKingsideFile: number;
  readonly castlingQueensideFile: number;
  /** 0-based, White's; Black's is ranks - 1 - this. */
  readonly castlingRank: number;
  readonly castlingKingFile: number;
  readonly castlingKingPiece: readonly [number, number];
  readonly castlingRookKingsideFile: number;
  readonly castlingRookQueensideFile: number;
  readonly castlingRookPieces: readonly [Uint8Array, Uint8Array];
  /** Castling rights whose use wins and whose loss loses (castling-wins.ts), as the state's castle bits; 0 none. */
  readonly castlingWins: number;
  readonly checking: boolean;
  readonly mustCapture: boolean;
  readonly blastOnCapture: boolean;
  readonly blastImmune: Uint8Array;
  readonly mutuallyImmune: Uint8Array;
  /** Types that become a wall where they capture (petrify.ts); `petrifying`: any type does. */
  readonly petrify: Uint8Array;
  readonly petrifying: boolean;
  readonly flyingGeneral: boolean;
  /** A side may pass (pass, or passOnStalemate: then only without another legal move). */
  readonly pass: readonly [boolean, boolean];
  /** The pass is legal only when nothing else is (pass-on-stalemate.ts). */
  readonly passOnStalemate: readonly [boolean, boolean];
  /** mustCapture, mustDrop or passOnStalemate: a rule that removes moves from the legal list. */
  readonly thinsList: boolean;
  /** A castling takes the other side's right on that wing (opposite-castling.ts). */
  readonly oppositeCastling: boolean;
  /** Drops may give check (false: dropLegal refuses one that attacks the other king). */
  readonly dropChecks: boolean;
  readonly immobilityIllegal: boolean;
  readonly makpongRule: boolean;
  readonly checkmateValue: number;
  readonly stalemateValue: number;
  /** Stalemate goes to the side with fewer pieces (stalemateValue for it), a draw when equal. */
  readonly stalematePieceCount: boolean;
  /** Drops need no piece in hand (freeDrops): hands are not counted. */
  readonly freeDrops: boolean;
  /** Where drops may land (enclosing-drop.ts): 0 anywhere, REVERSI, ATAXX, SNORT, ANYSIDE or TOP. */
  readonly enclosingDrop: number;
  /** While one of these squares is empty, drops go only there (null: no such rule). */
  readonly enclosingDropStart: Uint8Array | null;
  /** The opponent's pieces a move turns (flip-enclosed.ts): 0 none, REVERSI, ATAXX or QUADWRANGLE. */
  readonly flipEnclosed: number;
  /** The game ends when the board is full (full-board.ts). */
  readonly adjudicateFullBoard: boolean;
  /** Walls placed with every move (walls.ts): 0 none, DUCK, ARROW, PAST, STATIC or EDGE (edge-walls.ts). */
  readonly walling: number;
  /** A turn moves or places a wall, not both (wall-or-move.ts). */
  readonly wallOrMove: boolean;
  /** Where each side may place walls. */
  readonly wallingRegion: readonly [Uint8Array, Uint8Array];
  readonly extinctionValue: number | null;
  /** Types whose extinction counts, each on its own. */
  readonly extinctionTypes: Uint8Array;
  /** `*` in extinctionPieceTypes: all of a side's pieces together (bare king). */
  readonly extinctionAll: boolean;
  readonly extinctionPieceCount: number;
  readonly extinctionOpponentPieceCount: number;
  readonly extinctionClaim: boolean;
  readonly extinctionPseudoRoyal: boolean;
  readonly dupleCheck: boolean;
  /** Types whose moves reset the n-move counter (captures always do). */
  readonly nMoveRuleTypes: readonly [Uint8Array, Uint8Array];
  readonly materialCounting: 'janggi' | 'unweighted' | 'whitedrawodds' | 'blackdrawodds' | null;
  readonly flagPiece: readonly [number, number];
  readonly flagRegion: readonly [Uint8Array | null, Uint8Array | null];
  readonly flagMove: boolean;
  /** The flag piece counts only where the other side cannot take it (flag-safe.ts). */
  readonly flagPieceSafe: boolean;
  /** How many flag pieces must stand in the region (flag-piece-count.ts). */
  readonly flagPieceCount: number;
  /** One flag piece is enough when the whole region is occupied. */
  readonly flagPieceBlockedWin: boolean;
  readonly checkCounting: boolean;
  readonly nMoveRule: number;
  readonly nFoldRule: number;
  /** Value of the n-fold repetition for the side to move, or for White with {@link Rules.nFoldValueAbsolute} (n-fold-repetition.ts). */
  readonly nFoldValue: number;
  readonly nFoldValueAbsolute: boolean;
  /** In a repetition, the side that gave check with every move of the cycle loses (perpetual-check.ts). */
  readonly perpetualCheckIllegal: boolean;
  /** A piece shuffled back and forth loses (move-repetition.ts, a rule file). */
  readonly moveRepetitionIllegal: boolean;
  readonly countingRule: 'makruk' | 'cambodian' | 'asean' | null;
  readonly bikjangRule: boolean;
  /** The line rules of connect games (connect-lines.ts), or null. */
  readonly connect: ConnectRules | null;
  // Rules of games written as a GameDefinition (defineGame, Chess4); each its own file.
  /** Entries marked SWAP may land on an ally: the two pieces change places (swap-with-allies.ts). */
  readonly swapWithAllies: boolean;
  /** Jumps over one adjacent ally (jump-over-allies.ts), or null. */
  readonly jumpsOverAllies: AllyJumps | null;
  /** A side may not swap back on its next turn the pair it just swapped: the memory's hash keys (no-swap-back.ts), or null. */
  readonly noSwapBack: SwapBackKeys | null;
  /** Royal types, together: a side left without any of them loses (last-royal-piece.ts), or null. */
  readonly lastRoyalPiece: Uint8Array | null;
  /** Plies without a capture after which the game ends drawn (draw-after-plies.ts); 0 off. */
  readonly drawAfterPlies: number;
  /** The third occurrence of a position ends the game drawn (threefold-ends.ts). */
  readonly threefoldEnds: boolean;
}

function pair<T>(white: T, black: T): readonly [T, T] {
  return [white, black];
}

/** The Betza text of a piece field: a built-in piece's name, or Betza itself. */
function betzaOf(v: string): string {
  return Object.prototype.hasOwnProperty.call(BUILTIN_PIECES, v) ? (BUILTIN_PIECES[v] as string) : v;
}

/**
 * Compiles a definition known to be valid: a built-in one, or a user's that check-definition.ts
 * has passed (`compileChecked`), so nothing here checks a field. `connect` reads the line rules
 * (connect-n.ts `connectRule`), handed in by the definitions that have them so that the others'
 * apps never bundle it (rule-files.ts).
 */
export function compileFairy(def: FairyDefinition, connect?: typeof compileConnect): Compiled {
  const players = def.players ?? DEFAULT_PLAYERS;
  const ranks = def.maxRank ?? 8;
  const files = typeof def.maxFile === 'string' ? fileOf(def.maxFile, 0) + 1 : def.maxFile ?? 8;
  const g: Geometry = { files, ranks };
  const n = files * ranks;

  // Pieces.
  const pieces = def.pieces;
  const letters: string[] = [];
  const builtin: (string | undefined)[] = [];
  const moves: BetzaMove[][] = [];
  const typeOf = new Map<string, number>();
  for (const [key, value] of Object.entries(pieces)) {
    const letter = key.toUpperCase();
    typeOf.set(letter, letters.length);
    letters.push(letter);
    builtin.push(Object.prototype.hasOwnProperty.call(BUILTIN_PIECES, value) ? value : undefined);
    moves.push(betzaMoves(betzaOf(value)));
  }
  const nt = letters.length;
  const nc = 2 + 2 * nt;
  const king = builtin.indexOf('king');
  if (def.kingType !== undefined) moves[king] = betzaMoves(betzaOf(def.kingType));
  const sanLetters = letters.slice();
  const named = new Set<number>();
  for (const [syn, target] of entriesOf(def.pieceSynonyms)) {
    const type = pieceOf(target, typeOf);
    typeOf.set(syn.toUpperCase(), type);
    // Fairy-Stockfish keeps one synonym a piece (variant.h add_piece) and its SAN writes it.
    if (!named.has(type)) {
      named.add(type);
      sanLetters[type] = syn.toUpperCase();
    }
  }
  // Only the piece letters themselves (not synonyms) name piece sets.
  const pieceLetters = new Map<string, number>(letters.map((l, t) => [l, t]));
  const mark = (types: readonly number[]): Uint8Array => {
    const out = new Uint8Array(nt);
    for (const t of types) out[t] = 1;
    return out;
  };
  const set = (v: string | undefined, dflt: readonly number[]): Uint8Array => mark(v === undefined ? dflt : pieceSetOf(v, pieceLetters));
  const byName = (name: string): number[] => builtin.flatMap((b, t) => (b === name ? [t] : []));
  const region = (v: string | undefined, dflt: Uint8Array): Uint8Array => (v === undefined ? dflt : regionOf(v, g));
  const all = (): Uint8Array => new Uint8Array(n).fill(1);
  const none = (): Uint8Array => new Uint8Array(n);
  const sided = <V, T>(both: V | undefined, white: V | undefined, black: V | undefined, read: (v: V | undefined) => T): readonly [T, T] => pair(read(white ?? both), read(black ?? both));
  const piece = (v: string | undefined, dflt: number): number => (v === undefined || v === '*' || v === '-' ? dflt : pieceOf(v, pieceLetters));
  const byLetter = (v: Readonly<Record<string, string | number>> | undefined, fill: number, read: (x: string | number) => number): Int16Array => {
    const out = new Int16Array(nt).fill(fill);
    for (const [letter, x] of entriesOf(v)) out[pieceOf(letter, pieceLetters)] = read(x);
    return out;
  };

  // Mobility regions.
  const regionOk = new Uint8Array(nc * n).fill(1);
  for (const side of [0, 1]) {
    for (const [letter, text] of entriesOf(side === 0 ? def.mobilityRegionWhite : def.mobilityRegionBlack)) regionOk.set(regionOf(text, g), (2 + 2 * pieceOf(letter, pieceLetters) + side) * n);
  }
  const diagonalLines = def.diagonalLines === undefined ? null : regionOf(def.diagonalLines, g);
  const doubleStepRegion = pair(region(def.doubleStepRegionWhite, rankRegion(g, 2)), region(def.doubleStepRegionBlack, rankRegion(g, 7)));
  const soldierRank = (def.soldierPromotionRank ?? 1) - 1;

  // Palace diagonals follow how a piece moves: a king moving as a wazir (janggi) gets the wazir's.
  const moveNames = builtin.map((b, t) => (t === king && def.kingType !== undefined && Object.prototype.hasOwnProperty.call(BUILTIN_PIECES, def.kingType) ? def.kingType : b));
  const tables = buildTables(g, nt, moves, builtin, moveNames, regionOk, doubleStepRegion, soldierRank, diagonalLines);

  const rook = byName('rook');
  const passOnStalemate = pair(def.passOnStalemateWhite ?? def.passOnStalemate ?? false, def.passOnStalemateBlack ?? def.passOnStalemate ?? false);
  const pieceDrops = def.pieceDrops ?? false, freeDrops = def.freeDrops ?? false, gating = def.seirawanGating ?? false;
  const capturesToHand = def.capturesToHand ?? false, dropLoop = def.dropLoop ?? false, twoBoards = def.twoBoards ?? false;
  const promotedPieceType = byLetter(def.promotedPieceType, -1, (to) => pieceOf(to as string, pieceLetters));
  const petrify = set(def.petrifyOnCaptureTypes, []);
  const dropNoDoubled = piece(def.dropNoDoubled, -1);
  const promotionPawn = sided(def.promotionPawnTypes, def.promotionPawnTypesWhite, def.promotionPawnTypesBlack, (v) => set(v, byName('pawn')));
  const rules: Rules = {
    chess960: def.chess960 ?? false,
    isPawn: mark(byName('pawn')),
    doubleStep: def.doubleStep ?? true,
    doubleStepRegion,
    tripleStepRegion: pair(region(def.tripleStepRegionWhite, none()), region(def.tripleStepRegionBlack, none())),
    epTypes: sided(def.enPassantTypes, def.enPassantTypesWhite, def.enPassantTypesBlack, (v) => {
      const s = set(v, byName('pawn'));
      // A Betza move with `e` takes en passant (Fairy-Stockfish adds such pieces to both sides' types).
      for (let t = 0; t < nt; t++) if (builtin[t] === undefined && /e/.test(pieces[letters[t] as string] ?? (pieces[(letters[t] as string).toLowerCase()] as string))) s[t] = 1;
      return s;
    }),
    epRegion: sided(def.enPassantRegion, def.enPassantRegionWhite, def.enPassantRegionBlack, (v) => region(v, all())),
    promotionRegion: pair(region(def.promotionRegionWhite, rankRegion(g, 8)), region(def.promotionRegionBlack, rankRegion(g, 1))),
    promotionPawn,
    promotionTypes: sided(def.promotionPieceTypes, def.promotionPieceTypesWhite, def.promotionPieceTypesBlack, (v) =>
      // Fairy-Stockfish lists promotion choices from the highest piece type down; we keep the definition's order.
      v === undefined ? ['queen', 'rook', 'bishop', 'knight'].flatMap(byName) : pieceSetOf(v, pieceLetters)),
    mandatoryPawnPromotion: def.mandatoryPawnPromotion ?? true,
    promotionLimit: byLetter(def.promotionLimit, 0, (count) => count as number),
    promotedPieceType,
    mandatoryPiecePromotion: def.mandatoryPiecePromotion ?? false,
    piecePromotionOnCapture: def.piecePromotionOnCapture ?? false,
    cambodianMoves: def.cambodianMoves ?? false,
    isMet: mark([...byName('fers'), ...byName('met')]),
    isRook: mark(rook),
    shatarMateRule: def.shatarMateRule ?? false,
    castling: def.castling ?? true,
    castlingKingsideFile: fileOf(def.castlingKingsideFile, Math.min(6, files - 1)),
    castlingQueensideFile: fileOf(def.castlingQueensideFile, Math.min(2, files - 1)),
    castlingRank: (def.castlingRank ?? 1) - 1,
    castlingKingFile: fileOf(def.castlingKingFile, Math.min(4, files - 1)),
    castlingKingPiece: sided(def.castlingKingPiece, def.castlingKingPieceWhite, def.castlingKingPieceBlack, (v) => piece(v, king)),
    castlingRookKingsideFile: fileOf(def.castlingRookKingsideFile, files - 1),
    castlingRookQueensideFile: fileOf(def.castlingRookQueensideFile, 0),
    castlingRookPieces: sided(def.castlingRookPieces, def.castlingRookPiecesWhite, def.castlingRookPiecesBlack, (v) => set(v, rook)),
    // FEN castling letters (`KQkq`, `-` none) as the state's castle bits (side * 2, plus 1 on the queen's side).
    castlingWins: [...(def.castlingWins ?? '')].reduce((mask, ch) => mask | (ch === '-' ? 0 : 1 << 'KQkq'.indexOf(ch)), 0),
    checking: def.checking ?? true,
    mustCapture: def.mustCapture ?? false,
    blastOnCapture: def.blastOnCapture ?? false,
    blastImmune: set(def.blastImmuneTypes, []),
    mutuallyImmune: set(def.mutuallyImmuneTypes, []),
    petrify,
    petrifying: petrify.includes(1),
    flyingGeneral: def.flyingGeneral ?? false,
    // Fairy-Stockfish's pass(c) is pass[c] || passOnStalemate[c]: the same move, with the extra legality test.
    pass: pair((def.passWhite ?? def.pass ?? false) || passOnStalemate[0], (def.passBlack ?? def.pass ?? false) || passOnStalemate[1]),
    passOnStalemate,
    thinsList: (def.mustCapture ?? false) || (def.mustDrop ?? false) || passOnStalemate[0] || passOnStalemate[1],
    oppositeCastling: def.oppositeCastling ?? false,
    dropChecks: def.dropChecks ?? true,
    immobilityIllegal: def.immobilityIllegal ?? false,
    makpongRule: def.makpongRule ?? false,
    checkmateValue: valueOf(def.checkmateValue, -1) ?? -1,
    stalemateValue: valueOf(def.stalemateValue, 0) ?? 0,
    stalematePieceCount: def.stalematePieceCount ?? false,
    freeDrops,
    enclosingDrop: choice(def.enclosingDrop, DROP_RULES),
    enclosingDropStart: def.enclosingDropStart === undefined ? null : regionOf(def.enclosingDropStart, g),
    flipEnclosed: choice(def.flipEnclosedPieces, FLIPPING),
    adjudicateFullBoard: def.adjudicateFullBoard ?? false,
    walling: choice(def.wallingRule, WALLING),
    wallOrMove: def.wallOrMove ?? false,
    wallingRegion: sided(def.wallingRegion, def.wallingRegionWhite, def.wallingRegionBlack, (v) => region(v, all())),
    extinctionValue: valueOf(def.extinctionValue, null),
    extinctionTypes: set(def.extinctionPieceTypes?.replace('*', ''), []),
    extinctionAll: def.extinctionPieceTypes?.includes('*') ?? false,
    extinctionPieceCount: def.extinctionPieceCount ?? 0,
    extinctionOpponentPieceCount: def.extinctionOpponentPieceCount ?? 0,
    extinctionClaim: def.extinctionClaim ?? false,
    extinctionPseudoRoyal: def.extinctionPseudoRoyal ?? false,
    dupleCheck: def.dupleCheck ?? false,
    nMoveRuleTypes: sided(def.nMoveRuleTypes, def.nMoveRuleTypesWhite, def.nMoveRuleTypesBlack, (v) => set(v, byName('pawn'))),
    materialCounting: def.materialCounting === 'none' ? null : def.materialCounting ?? null,
    flagPiece: sided(def.flagPiece, def.flagPieceWhite, def.flagPieceBlack, (v) => piece(v, -1)),
    flagRegion: sided(def.flagRegion, def.flagRegionWhite, def.flagRegionBlack, (v) => (v === undefined ? null : regionOf(v, g))),
    flagMove: def.flagMove ?? false,
    flagPieceSafe: def.flagPieceSafe ?? false,
    flagPieceCount: def.flagPieceCount ?? 1,
    flagPieceBlockedWin: def.flagPieceBlockedWin ?? false,
    checkCounting: def.checkCounting ?? false,
    nMoveRule: def.nMoveRule ?? 50,
    nFoldRule: def.nFoldRule ?? 3,
    nFoldValue: valueOf(def.nFoldValue, 0) as number,
    nFoldValueAbsolute: def.nFoldValueAbsolute ?? false,
    perpetualCheckIllegal: def.perpetualCheckIllegal ?? false,
    moveRepetitionIllegal: def.moveRepetitionIllegal ?? false,
    countingRule: def.countingRule === 'none' ? null : def.countingRule ?? null,
    bikjangRule: def.bikjangRule ?? false,
    connect: connect?.(def, g, pieceLetters, nt) ?? null,
    // With freeDrops nothing is held: no hands in the FEN, the hash or the pockets.
    drops: (pieceDrops && !freeDrops) || gating,
    pieceDrops,
    gating,
    pieceDemotion: def.pieceDemotion ?? false,
    dropPromoted: def.dropPromoted ?? false,
    mustDrop: def.mustDrop ?? false,
    mustDropType: piece(def.mustDropType, -1),
    bishopType: def.dropOppositeColoredBishop === true ? (byName('bishop')[0] ?? -1) : -1,
    castlingDroppedPiece: def.castlingDroppedPiece ?? false,
    sittuyinPromotion: def.sittuyinPromotion ?? false,
    capturesToHand,
    dropLoop,
    keepsPromoted: capturesToHand || twoBoards || promotedPieceType.some((t) => t >= 0),
    marksPromotions: capturesToHand || twoBoards,
    writesPromotionMarks: (capturesToHand && !dropLoop) || twoBoards,
    dropOk: new Uint8Array(0),
    dropNoDoubled,
    dropMateIllegal: def.shogiPawnDropMateIllegal === true ? (dropNoDoubled >= 0 ? dropNoDoubled : promotionPawn[0].indexOf(1)) : -1,
    dropNoDoubledCount: def.dropNoDoubledCount ?? 1,
    swapWithAllies: false, jumpsOverAllies: null, noSwapBack: null, lastRoyalPiece: null, drawAfterPlies: 0, threefoldEnds: false,
    promotionResetsCounter: true,
  };
  (rules as { dropOk: Uint8Array }).dropOk = dropRegions(def, g, nt, rules, tables.immobile, builtin, regionOk);
  // (A pawn-drop mate test lists the replies inside the legality test: generate.ts keeps marks per ply,
  // tests those drops in full and drops moves to squares where the piece could never move.)
  const pinShortcut = rules.checking && rules.dropChecks && !rules.extinctionPseudoRoyal && !rules.blastOnCapture && !rules.mutuallyImmune.includes(1);
  // Without a royal piece, and none of the other tests of generate.ts's isLegal on, every
  // pseudo-legal move is legal (ataxx, Othello, amazons): the per-move test is skipped.
  const legalByMovement = king < 0 && !rules.castling && !rules.extinctionPseudoRoyal && !rules.blastOnCapture && !rules.mutuallyImmune.includes(1)
    && !(rules.immobilityIllegal && tables.immobile.includes(1)) && rules.bishopType < 0 && rules.dropMateIllegal < 0
    && !rules.makpongRule && !rules.flyingGeneral && !rules.sittuyinPromotion && !rules.bikjangRule;
  const given = def.pieceValues === undefined ? undefined : Object.fromEntries(Object.entries(def.pieceValues).map(([k, v]) => [k.toUpperCase(), v]));
  return {
    def, id: def.id, name: def.name ?? def.id, players, files, ranks, n, nt, nc, letters, sanLetters, typeOf, builtin, king,
    values: pieceValues(given, letters, builtin, letters.map((l) => pieces[l] ?? pieces[l.toLowerCase()] ?? ''), king),
    regionOk, ...tables, rules, pinShortcut, legalByMovement,
    plainLines: tables.hopData.length === 0 && !tables.leapData.some((v, i) => i % 4 === 2 && v >= 0),
    hasRegion: Uint8Array.from({ length: nc }, (_, code) => (regionOk.subarray(code * n, code * n + n).includes(0) ? 1 : 0)),
    memo: [],
  };
}

/** enclosingDrop / flipEnclosedPieces values (enclosing-drop.ts, flip-enclosed.ts), numbered as Fairy-Stockfish's EnclosingRule. */
export const REVERSI = 1, ATAXX = 2, QUADWRANGLE = 3;
const ENCLOSING: Readonly<Record<string, number>> = { none: 0, reversi: REVERSI, ataxx: ATAXX };
/** The drop-only rules of enclosingDrop (snort-drop.ts, drop-on-top.ts, anyside-drop.ts). */
export const SNORT = 4, ANYSIDE = 5, TOP = 6;
export const DROP_RULES: Readonly<Record<string, number>> = { ...ENCLOSING, snort: SNORT, anyside: ANYSIDE, top: TOP };
/** flipEnclosedPieces also takes `quadwrangle` (a flipping rule only: Fairy-Stockfish has no such drop region). */
export const FLIPPING: Readonly<Record<string, number>> = { ...ENCLOSING, quadwrangle: QUADWRANGLE };
/** wallingRule values (walls.ts). */
export const DUCK = 1, ARROW = 2, PAST = 3, STATIC = 4, EDGE = 5;
export const WALLING: Readonly<Record<string, number>> = { none: 0, duck: DUCK, arrow: ARROW, past: PAST, static: STATIC, edge: EDGE };

/** A field that names one of `choices` (absent: 0). */
function choice(v: string | undefined, choices: Readonly<Record<string, number>>): number {
  return v === undefined ? 0 : (choices[v] as number);
}

/**
 * Where each piece may be dropped (Fairy-Stockfish's drop rules): the side's drop region, and for
 * the built-in `pawn` neither the side's first rank (unless firstRankPawnDrops) nor the promotion
 * region (unless promotionZonePawnDrops) — Fairy-Stockfish's `drop_region` tests its PAWN type, so
 * other pawnTypes (elgam's soldier, nuclear's custom pawn) drop there; with immobilityIllegal, nowhere the piece
 * would have no move; never outside the piece's mobility region (`drop_region` ands it in).
 */
function dropRegions(def: FairyDefinition, g: Geometry, nt: number, rules: Rules, immobile: Uint8Array, builtin: readonly (string | undefined)[], regionOk: Uint8Array): Uint8Array {
  const n = g.files * g.ranks, out = new Uint8Array(2 * nt * n);
  if (!rules.drops && !rules.pieceDrops) return out;
  const firstRank = def.firstRankPawnDrops ?? false;
  const zoneDrops = def.promotionZonePawnDrops ?? false;
  const rookFirstRank = def.sittuyinRookDrop ?? false;
  for (const side of [0, 1] as const) {
    const v = side === 0 ? def.dropRegionWhite : def.dropRegionBlack;
    const region = v === undefined ? new Uint8Array(n).fill(1) : regionOf(v, g);
    for (let t = 0; t < nt; t++) {
      const pawn = builtin[t] === 'pawn';
      for (let sq = 0; sq < n; sq++) {
        if (region[sq] !== 1) continue;
        const rank = Math.floor(sq / g.files);
        if (pawn && !firstRank && rank === (side === 0 ? 0 : g.ranks - 1)) continue;
        if (pawn && !zoneDrops && rules.promotionRegion[side][sq] === 1) continue;
        if (rookFirstRank && builtin[t] === 'rook' && rank !== (side === 0 ? 0 : g.ranks - 1)) continue;
        // Never where the piece could not move again (shogi: a pawn or lance on the last rank).
        if (rules.immobilityIllegal && immobile[(2 + 2 * t + side) * n + sq] === 1) continue;
        // Nor outside the piece's mobility region (janggihouse: an advisor only in its palace).
        if (regionOk[(2 + 2 * t + side) * n + sq] !== 1) continue;
        out[(side * nt + t) * n + sq] = 1;
      }
    }
  }
  return out;
}

interface Tables {
  leapStart: Int32Array; leapData: Int16Array;
  rayStart: Int32Array; rayData: Int16Array;
  hopStart: Int32Array; hopData: Int16Array;
  revStart: Int32Array; revData: Int16Array;
  revRayStart: Int32Array; revRayData: Int16Array; rayReach: Uint8Array;
  revHopStart: Int32Array; revHopData: Int16Array; hopReach: Uint8Array;
  shunsOwnKind: Uint8Array;
  immobile: Uint8Array;
  initialOnlyStart: Int32Array;
  initialOnlyData: Int16Array;
  overlap: Uint8Array;
}

/** Squares a lame leap from (r, f) by (dr, df) passes (Fairy-Stockfish: the longer axis first, then diagonally). */
function lamePath(files: number, r: number, f: number, dr: number, df: number): number[] {
  const path: number[] = [];
  const tr = r + dr, tf = f + df;
  const sr = Math.sign(dr), sf = Math.sign(df);
  while (r !== tr || f !== tf) {
    const diff = Math.abs(tf - f) - Math.abs(tr - r);
    if (diff > 0) f += sf;
    else if (diff < 0) r += sr;
    else { f += sf; r += sr; }
    if (r !== tr || f !== tf) path.push(r * files + f);
  }
  return path;
}

function buildTables(
  g: Geometry, nt: number, moves: readonly BetzaMove[][], builtin: readonly (string | undefined)[], moveNames: readonly (string | undefined)[], regionOk: Uint8Array,
  initialRegion: readonly [Uint8Array, Uint8Array], soldierRank: number, diagonalLines: Uint8Array | null,
): Tables {
  const { files, ranks } = g;
  const n = files * ranks;
  const nc = 2 + 2 * nt;
  const on = (r: number, f: number): boolean => r >= 0 && r < ranks && f >= 0 && f < files;
  const leapStart = new Int32Array(2 * nt * n + 1), rayStart = new Int32Array(2 * nt * n + 1), hopStart = new Int32Array(2 * nt * n + 1);
  const leap: number[] = [], ray: number[] = [], hop: number[] = [];
  // Reverse: per (attacker side, target): path entries; regular rays / hops by direction vector.
  const rev: number[][] = Array.from({ length: 2 * n }, () => []);
  const dirIndex = new Map<string, number>();
  const dirs: [number, number][] = [];
  const rayReachList: Map<number, number> = new Map(); // (d * nc + code) → reach
  const hopReachList: Map<number, number> = new Map();
  const dirOf = (dr: number, df: number): number => {
    const key = `${dr},${df}`;
    let d = dirIndex.get(key);
    if (d === undefined) { d = dirs.length; dirs.push([dr, df]); dirIndex.set(key, d); }
    return d;
  };
  const shunsOwnKind = new Uint8Array(nc);
  const immobile = new Uint8Array(nc * n);
  const initialOnlyStart = new Int32Array(2 * nt * n).fill(-1);
  const overlap = new Uint8Array(2 * nt * n);
  const initialOnly: number[] = [];
  for (let t = 0; t < nt; t++) if (builtin[t] === 'janggiCannon') shunsOwnKind[2 + 2 * t] = shunsOwnKind[3 + 2 * t] = 1;
  // Palace diagonals (janggi): extra moves along the lines, by built-in piece.
  const palace = (name: string | undefined): BetzaMove[] => {
    if (name === 'wazir') return betzaMoves('F');
    if (name === 'soldier') return betzaMoves('fF');
    if (name === 'rook') return betzaMoves('B');
    if (name === 'janggiCannon') return betzaMoves('pB');
    return [];
  };
  for (let side = 0; side < 2; side++) {
    for (let t = 0; t < nt; t++) {
      const code = 2 + 2 * t + side;
      const name = builtin[t];
      const sign = side === 0 ? 1 : -1;
      for (let sq = 0; sq < n; sq++) {
        const k = (side * nt + t) * n + sq;
        leapStart[k] = leap.length; rayStart[k] = ray.length; hopStart[k] = hop.length;
        const r = Math.floor(sq / files), f = sq % files;
        const ok = (to: number): boolean => regionOk[code * n + to] === 1;
        // Soldier: only straight ahead before its promotion rank (White's view rank; Black's mirrored).
        const soldierBound = name === 'soldier' && (side === 0 ? r < soldierRank : r > ranks - 1 - soldierRank);
        const leapsHere = new Map<string, number>(); // "to,p1,p2" → index in leap
        const raysHere = new Map<string, number>(); // "dr,df,limit" → index of mode in ray
        const hopsHere = new Map<string, number>();
        let anyMove = false;
        const regularQuiet = new Set<number>(), initialQuiet = new Set<number>();
        const addMoves = (list: readonly BetzaMove[], lineOnly: boolean): void => {
          for (const m of list) {
            const dr = m.dr * sign, df = m.df * sign;
            if (soldierBound && df !== 0) continue;
            const mode = (m.quiet ? QUIET : 0) | (m.capture ? CAPTURE : 0) | (m.initial ? INITIAL : 0);
            if (m.initial && initialRegion[side]?.[sq] !== 1) continue;
            if (m.kind === 'step' || m.kind === 'lame') {
              if (!on(r + dr, f + df)) continue;
              const to = (r + dr) * files + f + df;
              if (lineOnly && diagonalLines?.[to] !== 1) continue;
              // Fairy-Stockfish's immobility test reads the quiet moves on an empty board, regions aside.
              anyMove ||= m.quiet && !m.initial;
              if (!ok(to)) continue;
              if (m.quiet) (m.initial ? initialQuiet : regularQuiet).add(to);
              const path = m.kind === 'lame' ? lamePath(files, r, f, dr, df) : [];
              const key = `${to},${path.join(',')}`;
              const at = leapsHere.get(key);
              if (at !== undefined) leap[at + 1] = (leap[at + 1] as number) | mode;
              else {
                leapsHere.set(key, leap.length);
                leap.push(to, mode, path[0] ?? -1, path[1] ?? -1);
              }
              if (m.capture) rev[side * n + to]?.push(sq, code, 0, path.length, ...path);
            } else {
              // A hopper's range (`pR2`, limit > 1) counts from its own square, the screen included, as
              // Fairy-Stockfish's empty-board mask does (bitboard.cpp HOPPER_RANGE); 1 is a grasshopper.
              const ranged = m.kind === 'hop' && m.limit > 1;
              const squares: number[] = [];
              for (let rr = r + dr, ff = f + df; on(rr, ff); rr += dr, ff += df) {
                const s = rr * files + ff;
                if (lineOnly && diagonalLines?.[s] !== 1) break;
                squares.push(s);
                if ((m.kind === 'slide' || ranged) && m.limit > 0 && squares.length >= m.limit) break;
              }
              if (squares.length === 0) continue;
              if (m.quiet) for (const q of squares) (m.initial ? initialQuiet : regularQuiet).add(q);
              if (m.kind === 'slide') {
                anyMove ||= m.quiet && !m.initial;
                const key = `${dr},${df},${m.limit}`;
                const at = raysHere.get(key);
                if (at !== undefined) ray[at] = (ray[at] as number) | mode;
                else { raysHere.set(key, ray.length); ray.push(mode, squares.length, ...squares); }
                if (m.capture) {
                  if (lineOnly) {
                    squares.forEach((s, i) => { if (ok(s)) rev[side * n + s]?.push(sq, code, 0, i, ...squares.slice(0, i)); });
                  } else {
                    const d = dirOf(-dr, -df), key2 = d * nc + code;
                    rayReachList.set(key2, Math.max(rayReachList.get(key2) ?? 0, m.limit === 0 ? 255 : m.limit));
                  }
                }
              } else {
                const key = `${dr},${df},${m.limit}`;
                const at = hopsHere.get(key);
                if (at !== undefined) hop[at] = (hop[at] as number) | mode;
                // A ranged hopper is a cannon on its cut ray.
                else { hopsHere.set(key, hop.length); hop.push(mode, ranged ? 0 : m.limit, squares.length, ...squares); }
                anyMove ||= !m.initial;
                if (m.capture) {
                  // Palace lines and ranged hoppers attack along paths of their own (one screen on the path).
                  if (lineOnly || ranged) {
                    squares.forEach((s, i) => { if (i >= 1 && ok(s)) rev[side * n + s]?.push(sq, code, 1, i, ...squares.slice(0, i)); });
                  } else {
                    const d = dirOf(-dr, -df), key2 = d * nc + code;
                    hopReachList.set(key2, Math.max(hopReachList.get(key2) ?? 0, m.limit === 0 ? 255 : m.limit));
                  }
                }
              }
            }
          }
        };
        addMoves(moves[t] ?? [], false);
        if (diagonalLines?.[sq] === 1) addMoves(palace(moveNames[t]), true);
        if (!anyMove) immobile[code * n + sq] = 1;
        // Two entries reaching one square would list a move twice: mark the square for de-duplication.
        const reached = new Set<number>();
        let total = 0;
        for (let i = leapStart[k] as number; i < leap.length; i += 4) { reached.add(leap[i] as number); total++; }
        for (let i = rayStart[k] as number; i < ray.length;) { const len = ray[i + 1] as number; for (let j = 0; j < len; j++) reached.add(ray[i + 2 + j] as number); total += len; i += 2 + len; }
        for (let i = hopStart[k] as number; i < hop.length;) { const len = hop[i + 2] as number; for (let j = 0; j < len; j++) reached.add(hop[i + 3 + j] as number); total += len; i += 3 + len; }
        if (reached.size < total) overlap[k] = 1;
        const only = [...initialQuiet].filter((q) => !regularQuiet.has(q));
        if (only.length > 0) { initialOnlyStart[k] = initialOnly.length; initialOnly.push(only.length, ...only); }
      }
    }
  }
  leapStart[2 * nt * n] = leap.length; rayStart[2 * nt * n] = ray.length; hopStart[2 * nt * n] = hop.length;
  // Reverse walks from every square along every direction some rider / hopper attacks from.
  const revStart = new Int32Array(2 * n + 1);
  const revData: number[] = [];
  for (let i = 0; i < 2 * n; i++) { revStart[i] = revData.length; revData.push(...(rev[i] as number[])); }
  revStart[2 * n] = revData.length;
  const walks = (reach: Map<number, number>): { start: Int32Array; data: Int16Array; table: Uint8Array } => {
    const used = new Set<number>();
    for (const key of reach.keys()) used.add(Math.floor(key / nc));
    const table = new Uint8Array(Math.max(1, dirs.length) * nc);
    for (const [key, v] of reach) table[key] = v;
    const start = new Int32Array(n + 1);
    const data: number[] = [];
    for (let sq = 0; sq < n; sq++) {
      start[sq] = data.length;
      const r = Math.floor(sq / files), f = sq % files;
      for (const d of [...used].sort((a, b) => a - b)) {
        const [dr, df] = dirs[d] as [number, number];
        const squares: number[] = [];
        for (let rr = r + dr, ff = f + df; on(rr, ff); rr += dr, ff += df) squares.push(rr * files + ff);
        if (squares.length > 0) data.push(d, squares.length, ...squares);
      }
    }
    start[n] = data.length;
    return { start, data: Int16Array.from(data), table };
  };
  const rays = walks(rayReachList), hops = walks(hopReachList);
  return {
    leapStart, leapData: Int16Array.from(leap), rayStart, rayData: Int16Array.from(ray), hopStart, hopData: Int16Array.from(hop),
    revStart, revData: Int16Array.from(revData),
    revRayStart: rays.start, revRayData: rays.data, rayReach: rays.table,
    revHopStart: hops.start, revHopData: hops.data, hopReach: hops.table,
    shunsOwnKind, immobile, initialOnlyStart, initialOnlyData: Int16Array.from(initialOnly), overlap,
  };
}
