/**
 * Reading SAN that names a listed move in other words than its listed SAN: an origin named where
 * the listed SAN names none or less (`Ng1f3`, `Sbc4=G`: the SAN of older releases and of other
 * writers), or a piece by another of its letters (`Nc3` for the xiangqi horse the listed SAN writes
 * `Hc3`, as Fairy-Stockfish does). Such text is matched by its parts: the piece, the destination,
 * the capture mark and what follows the square (promotion, gate) must be the move's, the piece
 * letter one of the move's piece's letters; an origin file or rank given must be the move's.
 */

/** The parts of SAN text: `Sbc4=G` is piece `S`, file `b`, rank ``, capture false, `c4`, rest `=G`. */
export interface SanShape {
  readonly piece: string;
  readonly file: string;
  readonly rank: string;
  readonly capture: boolean;
  readonly to: string;
  /** After the square, without check marks: `=G`, `/E`, ``. */
  readonly rest: string;
}

/** Piece letter, origin file (not `x`, the capture mark: no board has 24 files), origin rank, capture, destination (ranks may have two digits), the rest. */
const SAN = /^([A-Z]?)([a-wyz]?)(\d{0,2})(x?)([a-z]\d{1,2})([=/][A-Z+]{1,2}|)[+#]?$/;

/** The parts of SAN text, or undefined when it has none of these shapes (castling, drops: those are matched whole). */
export function sanShape(text: string): SanShape | undefined {
  const m = SAN.exec(text);
  if (!m) return undefined;
  return { piece: m[1] as string, file: m[2] as string, rank: m[3] as string, capture: m[4] === 'x', to: m[5] as string, rest: m[6] as string };
}

/**
 * Whether SAN text can name a listed move whose SAN is `listed` and whose origin square (in SAN's
 * coordinates) is `from` (`b3`). `samePiece` says whether two letters name one piece (a piece
 * letter and its synonym: xiangqi's `N` and `H`).
 */
export function sanFits(text: SanShape, listed: SanShape, from: string, samePiece: (a: string, b: string) => boolean): boolean {
  if (!(text.piece === listed.piece || (text.piece !== '' && listed.piece !== '' && samePiece(text.piece, listed.piece)))) return false;
  if (text.to !== listed.to || text.rest !== listed.rest || text.capture !== listed.capture) return false;
  const file = from.charAt(0), rank = from.slice(1);
  return (text.file === '' || text.file === file) && (text.rank === '' || text.rank === rank);
}

/** The origin square of a move in SAN's coordinates, from its UCI (`b3c4+` → `b3`; a drop has none). */
export function uciOrigin(uci: string): string {
  return /^[a-z]\d{1,2}/.exec(uci)?.[0] ?? '';
}

/**
 * The listed moves SAN text can name by its parts ({@link sanFits}): none when the text is no SAN
 * of a move from a square (castling, drops, other notations). Linear in the moves.
 */
export function movesFittingSan<M extends { readonly uci: string }>(text: string, legal: readonly M[], sanOfMove: (move: M) => string, samePiece: (a: string, b: string) => boolean): M[] {
  const shape = sanShape(text);
  if (shape === undefined) return [];
  return legal.filter((m) => {
    const listed = sanShape(sanOfMove(m));
    return listed !== undefined && sanFits(shape, listed, uciOrigin(m.uci), samePiece);
  });
}
