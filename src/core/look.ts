/**
 * How a game looks, as data the game keeps: its board style, what each piece
 * shows (its face's keys: a letter, a mark, a figure's name), its seats and
 * colours, its pieces in hand. The rules never read it; a drawer does
 * (`renderSvg` of `boardwright/svg`). Nothing here draws: a game that is only
 * played carries these few fields and no drawing code.
 */

/** A piece as a drawer sees it: an entry of `pieces(position)` (node, player, kind, a stack's count). */
export interface SvgPiece {
  /** Node name. */
  readonly node: string;
  /** The owner's player id. */
  readonly player: string;
  /** The piece's kind (see `Piece`). */
  readonly kind: string;
  /** Men in the stack, in games with stacks (Diamond Queens); absent elsewhere. */
  readonly count?: number;
}

/**
 * The pieces one player holds off the board (crazyhouse pockets), drawn in a row
 * beside the board: the player at the bottom below it, the others above.
 * Kinds with a count of 0 are left out of the picture.
 */
export interface SvgHand {
  /** The holder's player id. */
  readonly player: string;
  /** The pieces held, one entry per kind, in the order they are drawn. */
  readonly pieces: readonly { readonly kind: string; readonly count: number }[];
}

/** A mark drawn on a piece besides its text: a crown (draughts kings) or a diamond (Diamond Kings). */
export type SvgMark = 'crown' | 'diamond';

/** A chess piece drawn as a figure (see docs/rendering.md). */
export type SvgFigure = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

/**
 * Draws a figure centred on the origin, `scale` times the size that fits a
 * square: filled with `fill`, outlined with `outline`, detail lines in `ink`.
 * A look may give its own; without one the drawer draws the package's chess figures.
 */
export type SvgFigureDrawer = (figure: SvgFigure, fill: string, outline: string, ink: string, scale: number) => string;

/** What is written or drawn on a piece: the keys of its face, which the drawer turns into a picture. */
export interface SvgGlyph {
  /** A few letters (`K`, `N`, `L`); also what a figure shows with `pieces: 'letters'`. */
  readonly text?: string;
  /** A simple drawn sign. */
  readonly mark?: SvgMark;
  /** A chess piece drawn as a figure instead of a disc (unless the caller asks for `pieces: 'letters'`). */
  readonly figure?: SvgFigure;
}

/** How the nodes of a board are drawn. */
export type SvgCells =
  /** Every node a square, coloured light and dark like a chess board; missing nodes (the cross's corners) are left out. */
  | 'squares'
  /** The nodes are the dark, playable squares of a checkered grid (draughts); the light squares between them are background. */
  | 'playable-squares'
  /** Points joined by the board's lines, which are the graph's edges (the Diamond games, any graph). */
  | 'points'
  /** Every node a square of one colour (`dark`, green by default), the squares parted by lines (`line`): Othello's board. */
  | 'grid'
  /** A frame (`dark`, blue by default) with a round hole (`light`) at every node: Connect Four's upright frame. */
  | 'frame';

/**
 * What a game tells a drawer about its look. Every field is optional:
 * a game that gives nothing is drawn as points joined by its graph's edges.
 *
 * @example
 * ```ts
 * const look: SvgLook = { cells: 'squares', seats: { white: 0, black: 2 }, glyph: (p) => ({ text: p.kind }) };
 * ```
 */
export interface SvgLook {
  /** How nodes are drawn; default `'points'`. */
  readonly cells?: SvgCells;
  /** Which squares are dark: those whose `x + y` has this parity; default 0 (a1 dark, as in chess). */
  readonly darkParity?: 0 | 1;
  /**
   * Quarter turns (counter-clockwise) that bring each player's seat to the
   * bottom; default: the first player 0, the others spread around the board.
   */
  readonly seats?: Readonly<Record<string, number>>;
  /** Default piece fill of each player (`'#fff'`, `'red'`). */
  readonly playerColors?: Readonly<Record<string, string>>;
  /** What a piece shows; default its kind's first letter, upper case. */
  readonly glyph?: (piece: SvgPiece) => SvgGlyph;
  /**
   * Draws the figures the glyphs name, when a game wants figures of its own;
   * without it the drawer draws the package's chess figures.
   */
  readonly drawFigure?: SvgFigureDrawer;
  /** A node's label; default its name. */
  readonly label?: (node: string) => string;
  /**
   * Pieces as their players know them (xiangqi, janggi): `renderSvg` draws them unless the caller
   * asks for `pieces: 'international'` (`drawSvg` of `boardwright/kit` draws the international faces).
   */
  readonly faces?: SvgFaces;
}

/** A piece of a traditional set, by what it is in xiangqi and janggi. */
export type SvgTraditionalPiece = 'general' | 'advisor' | 'elephant' | 'horse' | 'chariot' | 'cannon' | 'soldier' | 'banner';

/**
 * Pieces drawn as their players know them: the set (xiangqi's discs written 帥/將, 仕/士, …; janggi's
 * octagons written 楚/漢, 車, 包, … in three sizes; `'stones'`, plain discs in each player's colour
 * with nothing written on them and no pieces in hand drawn, for the games of one stone per player —
 * Othello, Connect Four, Gomoku — whose hands are only their supply; `'marks'`, the same but drawn as
 * an X for the first seat and an O for the second, tic-tac-toe's) and which piece of it each kind is. Data only:
 * `renderSvg` knows each set's characters, colours and shapes and draws the characters as outlines,
 * so no font is needed. Seats are `variant.players` in order (Red or Cho first).
 *
 * @example
 * ```ts
 * const faces: SvgFaces = { set: 'xiangqi', pieces: { K: 'general', R: 'chariot', P: 'soldier' } };
 * ```
 */
export interface SvgFaces {
  /** Xiangqi's set, janggi's, stones, or tic-tac-toe's X and O marks. */
  readonly set: 'xiangqi' | 'janggi' | 'stones' | 'marks';
  /** Kind → the piece it is in the set; a kind left out keeps its international face. */
  readonly pieces: Readonly<Record<string, SvgTraditionalPiece>>;
}

/** The pieces of a shogi-family position as shogi text writes them. */
export interface ShogiFaces {
  /** Square name → the piece as SFEN writes it (`P`, `+p`, `K`; upper case the first player's). */
  readonly board: ReadonlyMap<string, string>;
  /** Piece letter in hand (upper case the first player's, lower case the second's) → count. */
  readonly hands: ReadonlyMap<string, number>;
}

/**
 * Shogi-family pieces: five-sided pieces pointing at the opponent, labelled with
 * their letters or kanji, the hands in columns beside the board.
 */
export interface ShogiLook<P> {
  /** The order the pieces in hand are drawn in (SFEN's: `RBGSNLP` in shogi). */
  readonly handOrder: string;
  /** A square's coordinate as shogi diagrams write it (`7g`). */
  square(node: string): string;
  /** The pieces of a position, board and hands. */
  faces(position: P): ShogiFaces;
  /**
   * What each piece says in kanji (its traditional face): a piece as SFEN writes it in upper case
   * (`P`, `+P`) → one or two characters (`歩兵`, `と`); the second player's king may differ (`k`).
   * Pieces left out keep their international face (letters). Default: shogi's.
   */
  readonly kanji?: Readonly<Record<string, string>>;
}

/**
 * What a variant object carries for a drawer (its `look`): an {@link SvgLook},
 * the pieces each player holds off the board, and for shogi-family games
 * their own pieces.
 *
 * @example
 * ```ts
 * chess.look?.cells // 'squares'
 * ```
 */
export interface GameLook<P = never> extends SvgLook {
  /** Pieces each player holds off the board (crazyhouse pockets, shogi hands). */
  hands?(position: P): readonly SvgHand[];
  /** Drawn as shogi pieces (shogi, minishogi, …) instead of discs and figures. */
  readonly shogi?: ShogiLook<P>;
}
