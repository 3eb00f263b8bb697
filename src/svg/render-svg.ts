/**
 * {@link renderSvg}: a game's position as a picture. The variant says how its
 * game looks (`variant.look`, data); the drawing is all here, so an app that
 * only plays never carries it.
 */
import { describe, fail, isBoardwrightError } from '../core/errors.js';
import type { GameLook, SvgGlyph, SvgPiece } from '../core/look.js';
import { drawSvg } from '../core/svg/public-draw.js';
import type { SvgOptions } from '../core/svg/types.js';
import type { Board } from '../core/graph.js';
import type { Position, Status } from '../core/variant.js';
import { drawShogiSvg, type ShogiSvgOptions } from './shogi-pieces.js';
import { markBody } from './marks.js';
import { traditionalBody } from './traditional-pieces.js';

/**
 * What {@link renderSvg} reads of a variant: every variant object has it
 * (`chess`, `international`, `xiangqi`, one of your own from `defineVariant`).
 */
export interface DrawableVariant<P extends Position = Position> {
  readonly id: string;
  readonly name: string;
  readonly players: readonly string[];
  readonly board: Board;
  status(position: P): Status;
  pieces(position: P): readonly SvgPiece[];
  readonly look?: GameLook<P>;
}

/** A stone's glyph: nothing on it, a plain disc in its player's colour. */
const plainStone = (): SvgGlyph => ({});

/** A variant object, as far as drawing needs one (plain JavaScript callers get a coded error). */
function requireVariant(value: unknown): void {
  const v = value as Partial<DrawableVariant> | null;
  if (typeof value !== 'object' || v === null || typeof v.status !== 'function' || typeof v.pieces !== 'function' || !Array.isArray(v.players)) {
    fail('INVALID_ARGUMENT', `renderSvg draws a variant's position: renderSvg(variant, position, options?); got ${describe(value)} as the variant`);
  }
}

/**
 * The pieces to draw: a game that does not say what stands where (a `defineVariant` game without
 * a `pieceReader`, whose `pieces` is `INVALID_STATE`) is drawn as its bare board.
 */
function piecesOf<P extends Position>(variant: DrawableVariant<P>, position: P): readonly SvgPiece[] {
  try {
    return variant.pieces(position);
  } catch (error) {
    if (isBoardwrightError(error) && error.code === 'INVALID_STATE') return [];
    throw error;
  }
}

/**
 * Draws a position of a game as a self-contained SVG string (no DOM, no
 * dependency): every node a `<g class="bw-node" data-node="…">`, every piece a
 * `<g class="bw-piece" data-node="…" data-player="…" data-kind="…">` at its
 * node, with optional orientation, labels, highlights, size and colours
 * (docs/rendering.md). How the game looks (squares or points, what each piece
 * shows, the pieces in hand) is the variant's `look`. Xiangqi, janggi and the
 * shogi family draw their pieces as their players know them (`pieces:
 * 'traditional'`, the default there: characters drawn as outlines, no font
 * needed) or with Latin letters (`pieces: 'international'`).
 *
 * A position of another game is `INVALID_ARGUMENT`, a bad option
 * `INVALID_OPTION` (`UNKNOWN_NODE` for a highlight naming no node); the
 * options object is never changed.
 *
 * @example
 * ```ts
 * import { chess } from 'boardwright/chess';
 * import { renderSvg } from 'boardwright/svg';
 * const svg = renderSvg(chess, chess.setup(), { orientation: 'black', size: 320 });
 * svg.startsWith('<svg') // true
 * ```
 */
export function renderSvg<P extends Position>(variant: DrawableVariant<P>, position: P, options?: SvgOptions | ShogiSvgOptions): string {
  requireVariant(variant);
  // status checks the position is one of this game's, as every call of the variant does.
  const status = variant.status(position);
  const look: GameLook<P> = variant.look ?? {};
  if (look.shogi !== undefined) {
    const kinds = new Map(variant.pieces(position).map((x) => [x.node, x.kind]));
    return drawShogiSvg(look.shogi, variant.board, variant.players, look.shogi.faces(position), kinds, variant.id, variant.name, options);
  }
  // Traditional faces unless the caller asks for another style (a bad value is refused by drawSvg).
  const faces = look.faces;
  const style = typeof options === 'object' && options !== null ? (options as SvgOptions).pieces : undefined;
  const players = variant.players;
  // Stones (and tic-tac-toe's marks): nothing written on them, and their supply in hand is not part of the picture.
  const stones = faces?.set === 'stones' || faces?.set === 'marks';
  const traditional = style === undefined || style === 'traditional';
  const drawPiece = faces === undefined || !traditional ? undefined
    : faces.set === 'marks' ? (piece: SvgPiece) => markBody(players.indexOf(piece.player))
    : stones ? undefined
    : (piece: SvgPiece) => traditionalBody(faces, piece, players.indexOf(piece.player));
  return drawSvg({
    board: variant.board,
    players,
    pieces: piecesOf(variant, position),
    eliminated: (status.eliminated ?? []).map((e) => e.player),
    ...(look.hands && !stones ? { hands: look.hands(position) } : {}),
    id: variant.id,
    name: variant.name,
    ...(drawPiece !== undefined ? { drawPiece } : {}),
  }, stones ? { ...look, glyph: plainStone } : look, options);
}
