/** Piece tables shared by the built-in fairy definitions (Fairy-Stockfish's `chess_variant_base`). */

/** The six chess pieces by their FEN letters, as Fairy-Stockfish's chess base defines them. */
export const CHESS_PIECES: Readonly<Record<string, string>> = {
  P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king',
};

/** The chess start position. */
export const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The chess pieces without the listed letters. */
export function chessPiecesWithout(...letters: readonly string[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [letter, piece] of Object.entries(CHESS_PIECES)) if (!letters.includes(letter)) out[letter] = piece;
  return out;
}
