/**
 * A chess-like game as data, in Fairy-Stockfish's terms: every field is the
 * camelCase key of Fairy-Stockfish's `variants.ini` (or of its built-in
 * variant table), so an ini section maps onto this object key by key.
 *
 * Value formats follow the ini file:
 * - a **piece letter** is one letter, either case (`'q'`, `'Q'`); letters name
 *   the pieces of {@link FairyDefinition.pieces};
 * - a **piece set** is a string of piece letters (`'qrbn'`); `'-'` or `''` is the
 *   empty set, `'*'` all pieces where Fairy-Stockfish allows it;
 * - a **region** is squares separated by spaces: `a8` one square, `*8` a whole
 *   rank, `a*` a whole file, `-` or `''` nothing (`'*6 *7 *8'`, `'d1 e1 f1'`);
 * - a **file** is a file letter (`'g'`) or a 1-based file number; a **rank** a
 *   1-based number;
 * - a **game value** is `'win'`, `'loss'` or `'draw'` for the side to move
 *   (Fairy-Stockfish's `VALUE_MATE`, `-VALUE_MATE`, `VALUE_DRAW`), or `'none'` (rule off).
 *
 * Everything optional defaults as in Fairy-Stockfish's `chess` variant (8x8,
 * castling, double step on ranks 2 and 7, promotion to Q R B N on the last rank,
 * checkmate wins, stalemate draws, 50-move rule, threefold repetition).
 *
 * @example
 * ```ts
 * const losalamos: FairyDefinition = {
 *   id: 'losalamos', maxRank: 6, maxFile: 6,
 *   pieces: { P: 'pawn', N: 'knight', R: 'rook', Q: 'queen', K: 'king' },
 *   startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
 *   promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn',
 *   doubleStep: false, castling: false,
 * };
 * ```
 */
export interface FairyDefinition {
  /** Variant id, Fairy-Stockfish's name (`capablanca`, `xiangqi`). */
  readonly id: string;
  /** Human name; default the id. */
  readonly name?: string;
  /**
   * The seats as the game's players name them, the side that moves first in the start position
   * (upper case in the FEN) first: two distinct lower-case ids; default `['white', 'black']`
   * (`['sente', 'gote']` in shogi, `['red', 'black']` in xiangqi, `['cho', 'han']` in janggi).
   * Every `turn`, `winner`, move `player` and message says them; FEN keeps `w`/`b`. Not a
   * Fairy-Stockfish key: the ini reader takes it as `players = sente gote`.
   */
  readonly players?: readonly [string, string];

  // ---- board and pieces -------------------------------------------------------------------
  /** Number of ranks, 1–10 (Fairy-Stockfish: `maxRank`); default 8. */
  readonly maxRank?: number;
  /** Number of files, 1–12, or the last file's letter (`'j'`) (Fairy-Stockfish: `maxFile`); default 8. */
  readonly maxFile?: number | string;
  /**
   * The pieces, by letter (upper case for White; the FEN writes Black's in lower case): each either
   * a built-in piece of Fairy-Stockfish by its name (`'pawn'`, `'knight'`, `'bishop'`, `'rook'`,
   * `'queen'`, `'king'`, `'fers'`, `'alfil'`, `'fersAlfil'`, `'silver'`, `'aiwok'`, `'bers'`,
   * `'archbishop'`, `'chancellor'`, `'amazon'`, `'knibis'`, `'biskni'`, `'kniroo'`, `'rookni'`,
   * `'shogiPawn'`, `'lance'`, `'shogiKnight'`, `'gold'`, `'dragonHorse'`, `'wazir'`, `'commoner'`,
   * `'centaur'`, `'cannon'`, `'janggiCannon'`, `'soldier'`, `'horse'`, `'elephant'`,
   * `'janggiElephant'`, `'banner'`, `'breakthrough'`, `'clobber'`, `'immobile'`) or a Betza string
   * as Fairy-Stockfish reads it (`'mRcpR'`, `'fmWfceF'`; ini `customPieceN = x:betza`).
   * The built-in names keep Fairy-Stockfish's extra behaviour: `pawn` double-steps, takes en passant
   * and promotes; `king` is royal and castles; `rook` is the castling partner; `soldier` moves only
   * forward until `soldierPromotionRank`; `janggiCannon` neither jumps nor takes a cannon.
   * @example { P: 'pawn', K: 'king', C: 'mRcpR' }
   */
  readonly pieces: Readonly<Record<string, string>>;
  /**
   * What pieces are worth, in pawns, by letter, for a bot's evaluation (the reference bot's material
   * count; Fairy-Stockfish ini `pieceValueMg`, read over its pawn's 126). Optional: a built-in piece,
   * or a Betza piece that moves as one, is worth what Fairy-Stockfish gives it; any other piece is
   * left to the bot's own estimate. No rule reads it.
   * @example { P: 1, N: 3, C: 4.5 }
   */
  readonly pieceValues?: Readonly<Record<string, number>>;
  /**
   * How the royal piece (`'king'`) moves, when not as a king: a built-in piece name or Betza
   * (Fairy-Stockfish `kingType`, ini `king = k:betza`; knightmate `'N'`-like kings).
   */
  readonly kingType?: string;
  /** Extra FEN letters read as another piece (Fairy-Stockfish's synonyms, xiangqi `e` for the elephant `b`): synonym → piece letter. */
  readonly pieceSynonyms?: Readonly<Record<string, string>>;
  /**
   * The start position in Fairy-Stockfish's FEN dialect: multi-digit empty runs (`10`), `*` a hole
   * (a square that is not on the board), castling rights, en passant square, clocks; check
   * counters (`3+3`) for `checkCounting` variants.
   */
  readonly startFen: string;
  /**
   * Squares a piece may stand on, per side and piece letter (Fairy-Stockfish:
   * `mobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2 d3 e3 f3`; here keyed by letter): a move that would
   * end outside its piece's region is not generated (xiangqi palace and river).
   */
  readonly mobilityRegionWhite?: Readonly<Record<string, string>>;
  /** Black's mobility regions, as {@link FairyDefinition.mobilityRegionWhite}. */
  readonly mobilityRegionBlack?: Readonly<Record<string, string>>;
  /** Squares joined by palace diagonals (janggi): wazir, soldier, rook and janggi cannon also move along the diagonals among these squares. */
  readonly diagonalLines?: string;
  /**
   * How `renderSvg` draws the board (not a Fairy-Stockfish key): `'squares'` (default; holes of the
   * start position left out), `'intersections'` (points joined by lines, 3x3 royal regions with
   * their palace diagonals: xiangqi, janggi, gomoku), `'grid'` (green squares parted by dark lines:
   * Othello's board) or `'frame'` (a blue upright frame with a round hole at every cell: Connect
   * Four's).
   */
  readonly boardStyle?: 'squares' | 'intersections' | 'grid' | 'frame';
  /** With `'intersections'`: a river cuts the inner files between the two middle ranks (xiangqi). */
  readonly river?: boolean;
  /**
   * The pieces `renderSvg` draws (not a Fairy-Stockfish key): `'xiangqi'` (discs with
   * 帥/將, 仕/士, … in red and black) or `'janggi'` (octagons in three sizes, 楚/漢, 車, 包, …), read
   * from each piece's type; `'stones'` (plain discs in each player's colour, no letter, and no
   * pieces in hand drawn: the games of one kind of stone per player, whose hands are only the
   * supply of stones — Othello, Connect Four, Gomoku); `'marks'` (as stones, but the first seat's
   * pieces drawn as an X and the second's as an O: tic-tac-toe); default none (discs and figures
   * with letters).
   */
  readonly pieceFaces?: 'xiangqi' | 'janggi' | 'stones' | 'marks';
  /**
   * How the board's nodes are named (not a Fairy-Stockfish key): `'algebraic'` (default: `a1`, the
   * file letter from the first player's left, the rank from the first player's side) or `'usi'` (the
   * shogi family: `7g`, the file digit counted from the first player's right, the rank letter from
   * the far side, as USI and shogi diagrams write squares; at most 9 files and 9 ranks). Move
   * `from`/`to`/`captures`, `pieceAt`, `movesFrom` and the picture use these names; UCI and FEN keep
   * Fairy-Stockfish's coordinates.
   */
  readonly squareNames?: 'algebraic' | 'usi';
  /** Chess960 castling (king and rook anywhere on the back rank, X-FEN/Shredder castling letters). */
  readonly chess960?: boolean;

  // ---- pawns ------------------------------------------------------------------------------
  /** A pawn may step two squares from its double-step region (default true). */
  readonly doubleStep?: boolean;
  /** Where White's pawns may double-step, and where `i` (initial) Betza moves apply; default `*2`. */
  readonly doubleStepRegionWhite?: string;
  /** Where Black's pawns may double-step; default `*7` (the rank below the top on 8 ranks). */
  readonly doubleStepRegionBlack?: string;
  /** Where White's pawns may step three squares; default none. */
  readonly tripleStepRegionWhite?: string;
  /** Where Black's pawns may step three squares; default none. */
  readonly tripleStepRegionBlack?: string;
  /** Piece types that take en passant, both sides; default the pieces named `'pawn'`. A Betza piece with `e` in its moves is added (as Fairy-Stockfish does). */
  readonly enPassantTypes?: string;
  /** White's en passant types, overriding {@link FairyDefinition.enPassantTypes}. */
  readonly enPassantTypesWhite?: string;
  /** Black's en passant types. */
  readonly enPassantTypesBlack?: string;
  /** Squares where an en passant square may be set, both sides; default everywhere. */
  readonly enPassantRegion?: string;
  /** White's en passant region. */
  readonly enPassantRegionWhite?: string;
  /** Black's en passant region. */
  readonly enPassantRegionBlack?: string;

  // ---- promotion --------------------------------------------------------------------------
  /** Squares where White's pawns promote; default the last rank (`*8`). */
  readonly promotionRegionWhite?: string;
  /** Squares where Black's pawns promote; default `*1`. */
  readonly promotionRegionBlack?: string;
  /** Piece types that promote like pawns, both sides; default the pieces named `'pawn'` (Fairy-Stockfish's default is the pawn type, not a letter). */
  readonly promotionPawnTypes?: string;
  /** White's promoting pawn types. */
  readonly promotionPawnTypesWhite?: string;
  /** Black's promoting pawn types. */
  readonly promotionPawnTypesBlack?: string;
  /** Piece types a pawn may promote to, both sides; default the pieces named `'queen'`, `'rook'`, `'bishop'`, `'knight'` (by type, as Fairy-Stockfish). */
  readonly promotionPieceTypes?: string;
  /** White's promotion choices. */
  readonly promotionPieceTypesWhite?: string;
  /** Black's promotion choices. */
  readonly promotionPieceTypesBlack?: string;
  /** Pawns reaching the promotion region must promote (default true); false lets them stay pawns (grand). */
  readonly mandatoryPawnPromotion?: boolean;
  /**
   * Promotion limited by count (grand chess: only to pieces already captured): piece letter → the most
   * a side may have of it; a promotion to it is allowed only while the side has fewer.
   * Fairy-Stockfish: `promotionLimit = a:1 c:1 q:1 r:2 b:2 n:2`.
   */
  readonly promotionLimit?: Readonly<Record<string, number>>;
  /**
   * Piece promotion (Fairy-Stockfish `promotedPieceType = p:m`): a piece of the key type that ends a
   * move in its promotion region may turn into the value type (a separate move; mandatory with
   * {@link FairyDefinition.mandatoryPiecePromotion}).
   */
  readonly promotedPieceType?: Readonly<Record<string, string>>;
  /** Piece promotion is compulsory where it is possible. */
  readonly mandatoryPiecePromotion?: boolean;
  /** Piece promotion only on a capture. */
  readonly piecePromotionOnCapture?: boolean;
  /** The rank (1-based, White's view; mirrored for Black) from which a `soldier` also moves sideways (xiangqi 6, janggi 1). */
  readonly soldierPromotionRank?: number;

  // ---- castling ---------------------------------------------------------------------------
  /** Castling is allowed (default true). */
  readonly castling?: boolean;
  /** File the king goes to castling kingside (default `'g'`). */
  readonly castlingKingsideFile?: number | string;
  /** File the king goes to castling queenside (default `'c'`). */
  readonly castlingQueensideFile?: number | string;
  /** Rank (White's view) castling happens on (default 1; Black's mirrored). */
  readonly castlingRank?: number;
  /** File the king starts on for castling (default `'e'`). */
  readonly castlingKingFile?: number | string;
  /** The castling king's letter, both sides (default the `king`). */
  readonly castlingKingPiece?: string;
  /** White's castling king. */
  readonly castlingKingPieceWhite?: string;
  /** Black's castling king. */
  readonly castlingKingPieceBlack?: string;
  /** File of the kingside castling rook when it is not in the corner (default the last file). */
  readonly castlingRookKingsideFile?: number | string;
  /** File of the queenside castling rook (default `'a'`). */
  readonly castlingRookQueensideFile?: number | string;
  /**
   * Castling with one of these rights wins at once, and a side that no longer holds any of its
   * rights listed here loses (Fairy-Stockfish `castlingWins`; castling-wins.ts): FEN castling
   * letters `KQkq`, `'-'` none (default).
   */
  readonly castlingWins?: string;
  /** Piece types that castle with the king, both sides (default `'r'`). */
  readonly castlingRookPieces?: string;
  /** White's castling partners. */
  readonly castlingRookPiecesWhite?: string;
  /** Black's castling partners. */
  readonly castlingRookPiecesBlack?: string;

  // ---- move rules -------------------------------------------------------------------------
  /** Checks may be given (default true). False: a move that gives check is illegal (racing kings); a royal piece still may never be left attacked. */
  readonly checking?: boolean;
  /** Captures are compulsory (antichess family). */
  readonly mustCapture?: boolean;
  /**
   * A capture explodes: the capturer and every non-pawn-like piece next to the target square are removed (atomic).
   * With capturesToHand (atomiczh) each piece removed goes to the hand of the side it did not belong to.
   */
  readonly blastOnCapture?: boolean;
  /** Piece types a blast does not remove, beyond pawns next to the capture square, which blasts always spare (default none). */
  readonly blastImmuneTypes?: string;
  /** Piece types that may not capture a piece of their own type (atomar: kings next to each other). */
  readonly mutuallyImmuneTypes?: string;
  /**
   * Piece types that turn into a wall — a square no piece enters or crosses — on the square where
   * they capture (Fairy-Stockfish `petrifyOnCaptureTypes`; petrified). A pseudo-royal piece of these
   * types may not capture, so it never threatens the other side's (default none).
   */
  readonly petrifyOnCaptureTypes?: string;
  /** Kings may not face each other on an open file (xiangqi's flying general rule; default false). */
  readonly flyingGeneral?: boolean;
  /** A side may pass (janggi), both sides. */
  readonly pass?: boolean;
  /** White may pass. */
  readonly passWhite?: boolean;
  /** Black may pass. */
  readonly passBlack?: boolean;
  /**
   * A side with no other legal move passes instead of being stalemated, both sides (andersanti;
   * Fairy-Stockfish `passOnStalemate`): the pass is written as a non-move of the king, or without a
   * king of the side's first piece (`a1a1`), and two passes in a row end the game drawn.
   */
  readonly passOnStalemate?: boolean;
  /** White may pass when it has no other move. */
  readonly passOnStalemateWhite?: boolean;
  /** Black may pass when it has no other move. */
  readonly passOnStalemateBlack?: boolean;
  /** A move that leaves the piece with no move at all from its square (a pawn on the last rank, unpromoted) is illegal (grand). */
  readonly immobilityIllegal?: boolean;
  /** A castling removes the other side's castling right on the same wing (Fairy-Stockfish `oppositeCastling`). */
  readonly oppositeCastling?: boolean;
  /** Makpong: a king in check may not move (except to capture). */
  readonly makpongRule?: boolean;
  /** Cambodian first moves of king and queen (the `DEde` FEN rights). */
  readonly cambodianMoves?: boolean;

  // ---- game end ---------------------------------------------------------------------------
  /** Value of checkmate for the side mated (default `'loss'`). */
  readonly checkmateValue?: FairyValue;
  /** Value of stalemate for the side stalemated (default `'draw'`; `'loss'` shatranj, `'win'` antichess). */
  readonly stalemateValue?: FairyValue;
  /** Stalemate by piece count (suicide): the side with fewer pieces gets the stalemate value, the other its opposite, equal counts draw. */
  readonly stalematePieceCount?: boolean;
  /** Value, for the side that has lost the pieces, of extinction (default `'none'`: no extinction rule). */
  readonly extinctionValue?: FairyValue;
  /** Piece set whose extinction ends the game (`'k'`, `'*'` every piece), counted on the board and in hand. */
  readonly extinctionPieceTypes?: string;
  /** Extinction when a side has at most this many of the set left (default 0). */
  readonly extinctionPieceCount?: number;
  /** ... and the opponent has at least this many (default 0; shatranj's bare king: 2). */
  readonly extinctionOpponentPieceCount?: number;
  /** Extinction is claimed on the move (the opponent may still reply, shatranj's bare king). */
  readonly extinctionClaim?: boolean;
  /** The extinction pieces are royal too: they may not be left attacked while they are the last ones. */
  readonly extinctionPseudoRoyal?: boolean;
  /** With pseudo-royal pieces: a side may not leave two of them attacked at once. */
  readonly dupleCheck?: boolean;
  /** Piece that must reach the flag region, both sides (`'k'` king of the hill, racing kings). */
  readonly flagPiece?: string;
  /** White's flag piece. */
  readonly flagPieceWhite?: string;
  /** Black's flag piece. */
  readonly flagPieceBlack?: string;
  /** Where the flag piece wins, both sides. */
  readonly flagRegion?: string;
  /** White's flag region. */
  readonly flagRegionWhite?: string;
  /** Black's flag region. */
  readonly flagRegionBlack?: string;
  /** How many flag pieces must stand in the flag region at once (default 1; kono 7). */
  readonly flagPieceCount?: number;
  /** With flagPieceCount: one flag piece in the region wins when every square of the region is occupied (kono). */
  readonly flagPieceBlockedWin?: boolean;
  /** The other side gets one more move after White reaches the flag (racing kings: a draw if Black also arrives). */
  readonly flagMove?: boolean;
  /** The flag piece wins only on a square it cannot be captured on. */
  readonly flagPieceSafe?: boolean;
  /** N-check: the FEN carries the checks each side still needs (`3+3`); giving the last wins. */
  readonly checkCounting?: boolean;
  /** Moves without a capture or a move of an n-move-rule piece that draw the game (default 50; 0 off). */
  readonly nMoveRule?: number;
  /**
   * Piece types whose moves reset the n-move rule, both sides (default the pieces named `'pawn'`),
   * unless the piece could step straight back (a sideways pawn step); captures, promotions and drops always do.
   */
  readonly nMoveRuleTypes?: string;
  /** `nMoveRuleTypes` for White only (Fairy-Stockfish `nMoveRuleTypesWhite`). */
  readonly nMoveRuleTypesWhite?: string;
  /** `nMoveRuleTypes` for Black only (spartan: the hoplites). */
  readonly nMoveRuleTypesBlack?: string;
  /** Occurrences of a position (same side to move) that end the game by repetition (default 3; 0 off; shogi 4). */
  readonly nFoldRule?: number;
  /**
   * Value of the n-fold repetition for the side to move when it arises (default `'draw'`; tori
   * shogi `'win'`: the side that repeats loses). A draw is offered as a claim; a win or loss ends the game.
   */
  readonly nFoldValue?: FairyValue;
  /** `nFoldValue` is for White, whoever is to move (minishogi: `'loss'`, the first player loses a repetition). */
  readonly nFoldValueAbsolute?: boolean;
  /**
   * In an n-fold repetition, the side that gave check with every one of its moves since the
   * earliest counted occurrence loses; both sides checking is a draw (xiangqi, janggi, shogi's sennichite).
   */
  readonly perpetualCheckIllegal?: boolean;
  /**
   * Modern janggi's move repetition (Fairy-Stockfish `moveRepetitionIllegal`, janggimodern): a side
   * that, not in check, moves a piece able to reach the enemy palace back and forth between two
   * squares — four moves after arriving (one pass may stand in for a move) — loses (move-repetition.ts).
   */
  readonly moveRepetitionIllegal?: boolean;
  /** Counting rules of the Thai family (`'makruk'`, `'cambodian'`, `'asean'`). */
  readonly countingRule?: 'makruk' | 'cambodian' | 'asean' | 'none';
  /** Material counting when the game is adjudicated (janggi points). */
  readonly materialCounting?: 'janggi' | 'unweighted' | 'whitedrawodds' | 'blackdrawodds' | 'none';
  /** Bikjang (janggi): kings facing each other on an open file end the game by counting. */
  readonly bikjangRule?: boolean;
  /** Shatar: only some checkmates win. */
  readonly shatarMateRule?: boolean;

  // ---- lines (connect games) --------------------------------------------------------------
  /**
   * A line of this many of a side's pieces (of {@link FairyDefinition.connectPieceTypes}) in a row,
   * horizontally, vertically or diagonally, ends the game for the side that made it with
   * {@link FairyDefinition.connectValue} (tic-tac-toe 3, gomoku 5; Fairy-Stockfish `connectN`; 0 off).
   * Only the pieces of the side that just moved count.
   */
  readonly connectN?: number;
  /** The piece types that make lines (default all; Fairy-Stockfish `connectPieceTypes`). */
  readonly connectPieceTypes?: string;
  /** Lines along ranks count (default true). */
  readonly connectHorizontal?: boolean;
  /** Lines along files count (default true). */
  readonly connectVertical?: boolean;
  /** Diagonal lines count (default true; nine holes: false). */
  readonly connectDiagonal?: boolean;
  /**
   * A chain of White's counting pieces from this region to {@link FairyDefinition.connectRegion2White}
   * wins; each link one step east, north, north-east or south-east (the allowed directions, as
   * Fairy-Stockfish grows the chain).
   */
  readonly connectRegion1White?: string;
  /** Where White's chain must arrive. */
  readonly connectRegion2White?: string;
  /** Black's start region of a chain. */
  readonly connectRegion1Black?: string;
  /** Where Black's chain must arrive. */
  readonly connectRegion2Black?: string;
  /** A square block of N by N of a side's counting pieces wins (teeko 2; 0 off). */
  readonly connectNxN?: number;
  /** N of a side's counting pieces anywhere on one line of an allowed direction end the game (three musketeers 3; 0 off). */
  readonly collinearN?: number;
  /** Value of a line for the side that made it (default `'win'`; three musketeers `'loss'`). */
  readonly connectValue?: FairyValue;

  // ---- pieces in hand ---------------------------------------------------------------------
  /** Pieces in hand may be dropped on an empty square instead of a move (crazyhouse, shogi). The FEN carries the hands in `[...]` after the board. */
  readonly pieceDrops?: boolean;
  /** A captured piece goes to the captor's hand (a promoted piece as the type it promoted from; `~` marks promoted pieces in the FEN). */
  readonly capturesToHand?: boolean;
  /** Where White may drop, all pieces; default everywhere. */
  readonly dropRegionWhite?: string;
  /** Where Black may drop; default everywhere. */
  readonly dropRegionBlack?: string;
  /** Pawns (the promoting types) may be dropped on the side's first rank (default false). */
  readonly firstRankPawnDrops?: boolean;
  /** Pawns may be dropped in their promotion region (default false). */
  readonly promotionZonePawnDrops?: boolean;
  /** A piece of this type may not be dropped on a file where the side has one unpromoted already (shogi's nifu: `'p'`). */
  readonly dropNoDoubled?: string;
  /** With dropNoDoubled: how many of the type a file may hold before no more are dropped on it (default 1; tori shogi 2; 0: the type is never dropped, dragonfly). */
  readonly dropNoDoubledCount?: number;
  /** A captured promoted piece goes to the hand as it stands, not as the piece it promoted from (loop, chessgi). */
  readonly dropLoop?: boolean;
  /**
   * Played on two boards (bughouse, koedem; Fairy-Stockfish `twoBoards`): the FEN marks a promoted
   * pawn `~` as where captures go to the hand. Pieces a partner's board would supply are not modelled.
   */
  readonly twoBoards?: boolean;
  /** Dropping a pawn (the dropNoDoubled type, else the promoting pawn types) that checkmates is illegal (shogi's uchifuzume). */
  readonly shogiPawnDropMateIllegal?: boolean;
  /**
   * Seirawan gating (S-chess): a piece in hand may enter on the square a piece leaves on its first move
   * (with castling, on the king's or the rook's square), as part of that move. The FEN's castling field
   * carries the gates: `K`/`Q` gate the king and that rook, a file letter (`BCDFG`) the side's piece on
   * that file of its castling rank. The hands are written in `[...]` as for drops.
   */
  readonly seirawanGating?: boolean;
  /**
   * A promoted piece may turn back into the piece it was, where a piece may promote (kyoto shogi: with
   * promotion everywhere and compulsory, pieces flip on every move; UCI `+` promotes, `-` demotes).
   * Needs a piece to demote into: `promotedPieceType` (cetus: a wazir promoted on its capture turns
   * back on its next one) or capturesToHand.
   */
  readonly pieceDemotion?: boolean;
  /** A piece in hand may also be dropped as its promoted type (kyoto shogi; UCI `+N@c3`). Needs capturesToHand. */
  readonly dropPromoted?: boolean;
  /**
   * Drops are compulsory (placement chess, sittuyin's set-up): while the side holds a piece of
   * {@link FairyDefinition.mustDropType}, it drops only such pieces, and moves on the board only
   * when no such drop is legal.
   */
  readonly mustDrop?: boolean;
  /** The piece type mustDrop is about (a letter; default every type, `'*'`). */
  readonly mustDropType?: string;
  /** A side's bishops must stand on both colours (placement chess): drops that would prevent it are illegal. */
  readonly dropOppositeColoredBishop?: boolean;
  /** A king dropped on its castling square, or a rook dropped in the corner beside such a king, gains the castling right (placement chess). */
  readonly castlingDroppedPiece?: boolean;
  /** Drops may give check (default true; false: a drop that attacks the other king is illegal, xiangqihouse; Fairy-Stockfish `dropChecks`). */
  readonly dropChecks?: boolean;
  /**
   * Drops need no piece in hand (ataxx; Fairy-Stockfish `freeDrops`): every type may always be
   * dropped and the hands are neither counted nor written in the FEN.
   */
  readonly freeDrops?: boolean;
  /**
   * Where a drop may land (enclosing-drop.ts; Fairy-Stockfish `enclosingDrop`): `'reversi'` only
   * where it encloses a line of the opponent's pieces against one of the side's own (Othello);
   * `'ataxx'` only next to one of the side's own pieces (a clone); `'snort'` never orthogonally
   * next to one of the opponent's (snort-drop.ts); `'top'` on the first rank or on top of a piece,
   * as a disc falls in Connect Four (drop-on-top.ts); `'anyside'` where a stone pushed in from an
   * edge comes to rest (anyside-drop.ts).
   */
  readonly enclosingDrop?: 'reversi' | 'ataxx' | 'snort' | 'top' | 'anyside' | 'none';
  /** While any of these squares is empty, drops go only there (Othello's four centre squares; Fairy-Stockfish `enclosingDropStart`). */
  readonly enclosingDropStart?: string;
  /**
   * The opponent's pieces a move turns into the mover's (flip-enclosed.ts; Fairy-Stockfish
   * `flipEnclosedPieces`): `'reversi'` every line of them between the square reached and a piece of
   * the mover's; `'ataxx'` every one next to the square reached; `'quadwrangle'` as ataxx after a
   * move on the board, and after a drop only when a piece of the mover's stands next to the square
   * (Quad Wrangle). Moves list them in `flips`.
   */
  readonly flipEnclosedPieces?: 'reversi' | 'ataxx' | 'quadwrangle' | 'none';
  /** The game ends when no empty square is left, scored by materialCounting, else drawn (Fairy-Stockfish `adjudicateFullBoard`). */
  readonly adjudicateFullBoard?: boolean;
  /**
   * Every move also places a wall (walls.ts; Fairy-Stockfish `wallingRule`): `'duck'` the one duck,
   * moved every turn to any empty square (duck chess); `'arrow'` a new wall where the moved piece
   * could move next (amazons); `'past'` a wall on the square left (snailtrail); `'static'` a new wall
   * on any empty square of the walling region (isolation); `'edge'` a new wall on an empty square
   * of the board's outer files and ranks or next to a wall, across a side or end (atlantis: the
   * board sinks from its edges). UCI `e2e4,e4e5`; moves carry `wall`.
   */
  readonly wallingRule?: 'duck' | 'arrow' | 'past' | 'static' | 'edge' | 'none';
  /**
   * A turn either moves a piece or places a wall, not both (Fairy-Stockfish `wallOrMove`; atlantis;
   * wallingRule `static` or `edge` only). The wall alone is a pass from the mover's first piece
   * (lowest rank, then file: `a1a1,a1a3`), listed only out of check; a move without a wall is
   * written as Fairy-Stockfish writes it, with a wall on a1 (`e2e4,e4a1`). Two such passes do not end the game.
   */
  readonly wallOrMove?: boolean;
  /** Where walls may be placed (default everywhere), both sides. */
  readonly wallingRegion?: string;
  /** Where White may place walls. */
  readonly wallingRegionWhite?: string;
  /** Where Black may place walls. */
  readonly wallingRegionBlack?: string;
  /** Rooks (the built-in `rook`) may be dropped only on the side's first rank (sittuyin). */
  readonly sittuyinRookDrop?: boolean;
  /**
   * Sittuyin promotion: a pawn promotes instead of moving — in place or to a square the new piece
   * could move to — only in the promotion region, or anywhere when it is the side's last pawn, and
   * never giving check nor attacking an enemy piece from its new square; reaching the region is no
   * promotion by itself.
   */
  readonly sittuyinPromotion?: boolean;
}

/** A game value for the side concerned, as Fairy-Stockfish's ini writes it. */
export type FairyValue = 'win' | 'loss' | 'draw' | 'none';

/** The keys {@link FairyDefinition} knows (an object with any other key is `INVALID_DEFINITION`). */
export const FAIRY_DEFINITION_KEYS: readonly (keyof FairyDefinition)[] = [
  'id', 'name', 'players', 'maxRank', 'maxFile', 'pieces', 'pieceValues', 'kingType', 'pieceSynonyms', 'startFen',
  'mobilityRegionWhite', 'mobilityRegionBlack', 'diagonalLines', 'boardStyle', 'river', 'pieceFaces', 'squareNames', 'chess960',
  'doubleStep', 'doubleStepRegionWhite', 'doubleStepRegionBlack', 'tripleStepRegionWhite', 'tripleStepRegionBlack',
  'enPassantTypes', 'enPassantTypesWhite', 'enPassantTypesBlack', 'enPassantRegion', 'enPassantRegionWhite', 'enPassantRegionBlack',
  'promotionRegionWhite', 'promotionRegionBlack', 'promotionPawnTypes', 'promotionPawnTypesWhite', 'promotionPawnTypesBlack',
  'promotionPieceTypes', 'promotionPieceTypesWhite', 'promotionPieceTypesBlack', 'mandatoryPawnPromotion', 'promotionLimit',
  'promotedPieceType', 'mandatoryPiecePromotion', 'piecePromotionOnCapture', 'soldierPromotionRank',
  'castling', 'castlingKingsideFile', 'castlingQueensideFile', 'castlingRank', 'castlingKingFile', 'castlingKingPiece',
  'castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookKingsideFile', 'castlingRookQueensideFile',
  'castlingRookPieces', 'castlingRookPiecesWhite', 'castlingRookPiecesBlack', 'castlingWins',
  'checking', 'mustCapture', 'blastOnCapture', 'blastImmuneTypes', 'mutuallyImmuneTypes', 'petrifyOnCaptureTypes', 'flyingGeneral', 'pass', 'passWhite', 'passBlack',
  'passOnStalemate', 'passOnStalemateWhite', 'passOnStalemateBlack', 'oppositeCastling', 'dropChecks', 'immobilityIllegal', 'makpongRule', 'cambodianMoves',
  'checkmateValue', 'stalemateValue', 'stalematePieceCount', 'extinctionValue', 'extinctionPieceTypes', 'extinctionPieceCount',
  'extinctionOpponentPieceCount', 'extinctionClaim', 'extinctionPseudoRoyal', 'dupleCheck',
  'flagPiece', 'flagPieceWhite', 'flagPieceBlack', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'flagPieceCount',
  'flagPieceBlockedWin', 'flagMove', 'flagPieceSafe', 'checkCounting', 'nMoveRule', 'nMoveRuleTypes', 'nMoveRuleTypesWhite', 'nMoveRuleTypesBlack', 'nFoldRule', 'nFoldValue',
  'nFoldValueAbsolute', 'perpetualCheckIllegal', 'moveRepetitionIllegal', 'countingRule', 'materialCounting', 'bikjangRule', 'shatarMateRule',
  'connectN', 'connectPieceTypes', 'connectHorizontal', 'connectVertical', 'connectDiagonal',
  'connectRegion1White', 'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black', 'connectNxN', 'collinearN', 'connectValue',
  'pieceDrops', 'capturesToHand', 'dropRegionWhite', 'dropRegionBlack', 'firstRankPawnDrops', 'promotionZonePawnDrops',
  'dropNoDoubled', 'shogiPawnDropMateIllegal', 'dropLoop', 'twoBoards', 'dropNoDoubledCount', 'seirawanGating',
  'pieceDemotion', 'dropPromoted', 'mustDrop', 'mustDropType', 'dropOppositeColoredBishop', 'castlingDroppedPiece',
  'sittuyinRookDrop', 'sittuyinPromotion',
  'freeDrops', 'enclosingDrop', 'enclosingDropStart', 'flipEnclosedPieces', 'adjudicateFullBoard', 'wallingRule', 'wallingRegion', 'wallingRegionWhite', 'wallingRegionBlack', 'wallOrMove',
];
