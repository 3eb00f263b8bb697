/**
 * The data of SVG drawing: what a caller asks for ({@link SvgOptions}), what a
 * game says about its look ({@link SvgLook}), and the pieces drawn.
 */
import type { PlacedPiece } from '../variant.js';

/** A piece as the SVG renderer draws it: an entry of `pieces(position)` (node, player, kind, a stack's count). */
export type SvgPiece = PlacedPiece;

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
 * Chess looks give the package's own (see docs/rendering.md); it reaches the
 * piece drawer through the look so games without figures do not carry them.
 */
export type SvgFigureDrawer = (figure: SvgFigure, fill: string, outline: string, ink: string, scale: number) => string;

/** How pieces that have a figure are drawn: as the figure (default) or as a lettered disc. */
export type SvgPieceStyle = 'figures' | 'letters';

/** What is written or drawn on a piece. */
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
  | 'points';

/**
 * What a game tells the SVG renderer about its look. Every field is optional:
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
   * Draws the figures the glyphs name. Games define it through `defineVariant`
   * when their glyphs name figures; `drawSvg` gives the chess figures when absent.
   * Without it a glyph's figure is drawn as its lettered disc.
   */
  readonly drawFigure?: SvgFigureDrawer;
  /** A node's label; default its name. */
  readonly label?: (node: string) => string;
}

/** Colours of the drawing; any CSS colour. Each has a CSS class too (see docs/rendering.md). */
export interface SvgColors {
  /** Background behind the board. */
  readonly background: string;
  /** Light squares (and the light squares of a draughts board). */
  readonly light: string;
  /** Dark squares (the playable squares of a draughts board). */
  readonly dark: string;
  /** The board's lines (points boards). */
  readonly line: string;
  /** The points of a points board. */
  readonly point: string;
  /** Node labels. */
  readonly label: string;
  /** Last move's two nodes. */
  readonly lastMove: string;
  /** The selected node. */
  readonly selected: string;
  /** Destination markers. */
  readonly destination: string;
  /** The checked royal piece's node. */
  readonly check: string;
  /** Pieces of eliminated players. */
  readonly eliminated: string;
  /** Piece fill by player id (overrides the game's colours). */
  readonly players: Readonly<Record<string, string>>;
}

/** What to highlight. Node names; unknown names are refused with `UNKNOWN_NODE`. */
export interface SvgHighlights {
  /** The last move's start and end (a move object fits; a drop, `from` `'@'`, highlights its square alone). */
  readonly lastMove?: { readonly from: string; readonly to: string };
  /** The node a person has picked. */
  readonly selected?: string;
  /** Nodes the selected piece may move to. */
  readonly destinations?: readonly string[];
  /** The node of a royal piece in check. */
  readonly check?: string;
}

/**
 * Options of `renderSvg`.
 *
 * @example
 * ```ts
 * chess.renderSvg(chess.setup(), { orientation: 'black', labels: false, size: 320, highlights: { selected: 'e2', destinations: ['e3', 'e4'] } })
 * ```
 */
export interface SvgOptions {
  /** The player whose seat is at the bottom; default the player seated at the bottom of the board's coordinates (White, Red, A, light). */
  readonly orientation?: string;
  /** Write node names (square names, draughts numbers, rulebook numbers); default true. */
  readonly labels?: boolean;
  /** Nodes to highlight. */
  readonly highlights?: SvgHighlights;
  /** Width of the picture in pixels (the height follows the board's shape); default 400. */
  readonly size?: number;
  /** Colours to use instead of the defaults. */
  readonly colors?: Partial<SvgColors>;
  /** A title for screen readers (the `<title>` element); default the game's name. */
  readonly title?: string;
  /** Chess pieces as drawn figures (`'figures'`, default) or as lettered discs (`'letters'`). */
  readonly pieces?: SvgPieceStyle;
}
