/**
 * Test helper: the pieces of a FEN as Fairy-Stockfish writes it (ffish's `fen()`), read by board
 * coordinates, independently of the engine: `+p` is a piece promoted in place (kind `+P`), `Q~` a
 * promoted pawn (kind `Q`), `*` a hole; upper case the first player's.
 */

/** A piece read from the FEN: its kind as the contract names it and whether the first player owns it. */
export interface FenPiece {
  readonly kind: string;
  readonly first: boolean;
}

/** `"x,y"` (file and rank from 0, rank 0 the first player's back rank) → piece. */
export function fenPieces(fen: string): Map<string, FenPiece> {
  const placement = (fen.split(' ')[0] ?? '').replace(/\[.*$/, '');
  const rows = placement.split('/');
  const out = new Map<string, FenPiece>();
  rows.forEach((row, i) => {
    const y = rows.length - 1 - i;
    let x = 0;
    for (const token of row.match(/\d+|\+?[A-Za-z]~?|\*/g) ?? []) {
      if (/^\d+$/.test(token)) { x += Number(token); continue; }
      if (token !== '*') {
        const letter = token.replace('~', '');
        out.set(`${x},${y}`, { kind: letter.toUpperCase(), first: letter === letter.toUpperCase() });
      }
      x++;
    }
  });
  return out;
}
