/**
 * The move list numbered as game records are: one number per round of play,
 * the moves of that round after it (`1. e4 e5 2. Nf3`, draughts `1. 11-15 23-19`,
 * Dilkel's four seats `1. … … … …`). A round starts with the game's first
 * player; a list that starts with another player's move begins `1... e5`.
 * Nothing here knows a game: the players, who moves first and the start's
 * move number come from the library.
 */

/** One numbered row: its number, whether it starts mid-round (`1...`), and its moves. */
export interface MoveRow {
  readonly number: number;
  readonly continued: boolean;
  /** Indices into the moves played, in order. */
  readonly moves: readonly number[];
}

/**
 * Splits the moves played into numbered rows. `players` is the seating order,
 * `first` the player who opens a game, `start` the number of the first row
 * (a chess FEN's move number), `movers` who made each move. A new row starts
 * whenever turn order comes round again (a player no later than the last
 * mover, counted from `first`), so eliminated seats are skipped.
 */
export function numberMoves(players: readonly string[], first: string, start: number, movers: readonly string[]): MoveRow[] {
  const n = Math.max(1, players.length);
  const origin = Math.max(0, players.indexOf(first));
  const rank = (player: string): number => (((players.indexOf(player) - origin) % n) + n) % n;
  const rows: { number: number; continued: boolean; moves: number[] }[] = [];
  let last = Infinity;
  movers.forEach((mover, i) => {
    const r = rank(mover);
    const row = rows[rows.length - 1];
    if (row === undefined || r <= last) rows.push({ number: row === undefined ? start : row.number + 1, continued: row === undefined && r > 0, moves: [i] });
    else row.moves.push(i);
    last = r;
  });
  return rows;
}

/** The move number a position text carries (a chess FEN's, Chess4's), else 1. */
export function startNumber(position: object): number {
  for (const field of ['fullmove', 'moveNumber']) {
    const value = (position as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  }
  return 1;
}
