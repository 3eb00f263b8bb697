/**
 * The data of SVG drawing: what a caller asks for ({@link SvgOptions}), what a
 * game says about its look ({@link SvgLook}), and the pieces drawn.
 */
export type { SvgCells, SvgFaces, SvgTraditionalPiece, SvgFigure, SvgFigureDrawer, SvgGlyph, SvgHand, SvgLook, SvgMark, SvgPiece } from '../look.js';

/**
 * How pieces are drawn: `'traditional'` as their players know them where the game has such faces
 * (xiangqi, janggi, the shogi family: the default there) and else as `'international'`;
 * `'international'` (the same as `'figures'`) the Latin faces — chess figures for pieces that have
 * one, lettered discs (shogi: lettered pentagons) for the rest; `'letters'` lettered discs for all.
 */
export type SvgPieceStyle = 'traditional' | 'international' | 'figures' | 'letters';

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
 * Options of `renderSvg` (`boardwright/svg`).
 *
 * @example
 * ```ts
 * renderSvg(chess, chess.setup(), { orientation: 'black', labels: false, size: 320, highlights: { selected: 'e2', destinations: ['e3', 'e4'] } })
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
  /**
   * Pieces as their players know them (`'traditional'`, the default: xiangqi's and janggi's
   * characters, shogi's kanji, drawn as outlines so no font is needed), with Latin letters and chess
   * figures (`'international'`, the same as `'figures'`), or as lettered discs (`'letters'`).
   */
  readonly pieces?: SvgPieceStyle;
}
