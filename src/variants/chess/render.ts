/**
 * The text drawing of a chess board (`render`): rank 8 first, each rank led by its number, the
 * squares two columns apart, the file letters below — what core render.ts draws for the 8x8 grid,
 * written out for the one board chess has, so a chess app keeps no generic grid drawer.
 */
export function renderChessBoard(board: string): string {
  let text = '';
  for (let rank = 7; rank >= 0; rank--) text += `${rank + 1} ${board.slice(rank * 8, rank * 8 + 8).split('').join(' ')}\n`;
  return `${text}  a b c d e f g h`;
}
