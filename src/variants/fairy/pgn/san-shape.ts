/**
 * Reading Fairy-Stockfish's SAN where it tells moves apart with less than our listed SAN does.
 * Fairy-Stockfish disambiguates only among moves of the same kind — `Sc4=G` when only one silver
 * can promote on c4, `Nf3/E` when only one knight can gate —, where the listed SAN may name the
 * origin file (`Sbc4=G`, `Ngf3/E`). So SAN text that names no listed move exactly is matched by
 * its parts: the piece, the destination, the capture mark and what follows the square
 * (promotion, gate) must be the move's, the piece letter the move's or its synonym (Fairy-Stockfish's
 * SAN writes a xiangqi or janggi horse `H`); an origin file or rank given must be the move's.
 */

/** The parts of SAN text: `Sbc4=G` is piece `S`, file `b`, rank ``, capture false, `c4`, rest `=G`. */
interface SanShape {
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
 * Whether the SAN text can name a listed move whose SAN is `listed` and whose UCI origin square is
 * `from` (`b3`). `synonyms` are the game's other letters for a piece (`H` for the horse `N` in
 * xiangqi and janggi, as Fairy-Stockfish's SAN writes it): text may use either.
 */
export function sanFits(text: SanShape, listed: SanShape, from: string, synonyms: Readonly<Record<string, string>> = {}): boolean {
  const piece = text.piece === listed.piece || synonyms[text.piece] === listed.piece || synonyms[listed.piece] === text.piece;
  if (!piece || text.to !== listed.to || text.rest !== listed.rest || text.capture !== listed.capture) return false;
  const file = from.charAt(0), rank = from.slice(1);
  return (text.file === '' || text.file === file) && (text.rank === '' || text.rank === rank);
}

/**
 * SAN as Fairy-Stockfish disambiguates it: the origin named only against other moves of the same
 * piece to the same square with the same promotion or gate (`rest`) — none: no origin; else the
 * file when it tells them apart, else the rank, else both. `others` are the origin squares of those
 * moves (`b3`). A pawn's SAN (no piece letter) is left as it is (a pawn capture names its file).
 */
export function minimalSan(san: string, shape: SanShape, from: string, others: readonly string[]): string {
  if (shape.piece === '' || (shape.file === '' && shape.rank === '')) return san;
  const file = from.charAt(0), rank = from.slice(1);
  const origin = others.length === 0 ? '' : !others.some((o) => o.charAt(0) === file) ? file : !others.some((o) => o.slice(1) === rank) ? rank : file + rank;
  const at = shape.piece.length;
  return san.slice(0, at) + origin + san.slice(at + shape.file.length + shape.rank.length);
}
