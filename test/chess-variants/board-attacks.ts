/**
 * An attack test of the tests' own, independent of the engine: a ray and leaper scan of a chess-family
 * board text (`board`: 64 characters, rank 1 first, `.` empty, upper case White). Not a test file.
 */

type Colour = 'white' | 'black';
/** What the scan reads of a position: its board text. */
export interface BoardText { readonly board: string }

const at = (p: BoardText, f: number, r: number): string => (f < 0 || f > 7 || r < 0 || r > 7 ? '' : p.board[r * 8 + f]!);
const isEnemy = (ch: string, colour: Colour): boolean => ch !== '.' && ch !== '' && (colour === 'white' ? ch === ch.toLowerCase() : ch === ch.toUpperCase());

/** Is the king of `colour` attacked by an enemy pawn, knight, king or slider (false when it has no king)? */
export function kingAttacked(p: BoardText, colour: Colour): boolean {
  const king = p.board.indexOf(colour === 'white' ? 'K' : 'k');
  if (king < 0) return false;
  const kf = king % 8, kr = Math.floor(king / 8);
  for (const [df, dr] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] as const) {
    const ch = at(p, kf + df, kr + dr);
    if (isEnemy(ch, colour) && ch.toUpperCase() === 'N') return true;
  }
  for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const) {
    for (let i = 1; ; i++) {
      const ch = at(p, kf + df * i, kr + dr * i);
      if (ch === '') break;
      if (ch === '.') continue;
      if (isEnemy(ch, colour)) {
        const t = ch.toUpperCase(), diagonal = df !== 0 && dr !== 0;
        if (t === 'Q' || t === (diagonal ? 'B' : 'R') || (i === 1 && t === 'K')) return true;
        if (i === 1 && t === 'P' && diagonal && dr === (colour === 'white' ? 1 : -1)) return true;
      }
      break;
    }
  }
  return false;
}

/** Do the two kings stand next to each other (atomic: then neither can capture the other)? */
export function kingsTouch(p: BoardText): boolean {
  const a = p.board.indexOf('K'), b = p.board.indexOf('k');
  return a >= 0 && b >= 0 && Math.abs((a % 8) - (b % 8)) <= 1 && Math.abs(Math.floor(a / 8) - Math.floor(b / 8)) <= 1;
}

/** A board square's content by file and rank ('' off the board). */
export const squareAt = at;
