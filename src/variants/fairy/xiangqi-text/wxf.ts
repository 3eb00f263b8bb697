/**
 * WXF notation (World Xiangqi Federation, "Official xiangqi piece names and notation",
 * wxf.org/xq/computer/wxf_notation.html): the piece (K A E R H C P), the file it stands on counted
 * from the mover's own right, `+` forward, `-` backward or `.` sideways, then for a piece moving
 * along a line (R C P K) the ranks moved forward or backward, or the file reached sideways; for a
 * piece moving diagonally (A E H) the file reached (`C2.5`, `H8+7`, `A4+5`).
 *
 * Two pieces of a kind on one file ("tandem") are told apart by `+` (the front one) and `-` (the
 * rear one) in place of the file (`R+.3`, `C--1`). Advisors and elephants keep the file number
 * (`A6+5`, as players write them and Fairy-Stockfish does: only one of them can make that move)
 * unless two moves would read the same. Pawns follow WXF's special cases: three on a file are
 * `P+`, `P3` (the middle one, by its file) and `P-`; four are `++`, `P+`, `P-`, `--`; five add the
 * middle `P3`; when two files hold two or more pawns each, the file number stands in place of the
 * letter (`3+.4`, `33.4` for the middle one of three, `3-.4`, `7+.6`).
 */
import { squareIndex, wxfFile, type XiangqiDialect } from './dialect.js';

/** The part of a listed move WXF reads. */
export interface MoveSquares {
  readonly from: string;
  readonly to: string;
}

/** The pieces of one kind standing on one file, front first (the front piece is the one nearer the opponent). */
interface Column {
  readonly squares: number[];
}

/** What WXF needs to know about the mover's pieces in one position. */
export interface WxfBoard {
  readonly d: XiangqiDialect;
  readonly red: boolean;
  /** Board index → the WXF letter of the mover's piece there, '' elsewhere. */
  readonly letters: readonly string[];
  /** Board index → the column of the mover's piece there. */
  readonly column: readonly (Column | undefined)[];
  /** WXF letter → how many files hold two or more of the mover's pieces of that kind. */
  readonly tandemFiles: ReadonlyMap<string, number>;
}

/** Groups the mover's pieces by kind and file, front first. One pass over the board. */
export function wxfBoard(d: XiangqiDialect, cells: readonly string[], red: boolean): WxfBoard {
  const columns = new Map<string, Column>();
  const letters = new Array<string>(cells.length).fill('');
  const column = new Array<Column | undefined>(cells.length);
  // Red's front is the higher rank: walk the ranks from Red's far side for Red, from Red's side for Black.
  for (let k = 0; k < d.ranks; k++) {
    const rank = red ? d.ranks - 1 - k : k;
    for (let file = 0; file < d.files; file++) {
      const i = rank * d.files + file;
      const c = cells[i] as string;
      if (c === '') continue;
      const up = c.toUpperCase();
      if ((c === up) !== red) continue;
      const letter = d.wxfLetter[up] ?? up;
      letters[i] = letter;
      const key = letter + String(file);
      let col = columns.get(key);
      if (!col) columns.set(key, (col = { squares: [] }));
      col.squares.push(i);
      column[i] = col;
    }
  }
  const tandemFiles = new Map<string, number>();
  for (const [key, col] of columns) if (col.squares.length >= 2) tandemFiles.set(key[0] as string, (tandemFiles.get(key[0] as string) ?? 0) + 1);
  return { d, red, letters, column, tandemFiles };
}

/** The sign and number of a move from board index `from` to `to`: `+7`, `-1`, `.5`. */
function motion(b: WxfBoard, from: number, to: number): string {
  const files = b.d.files;
  const fromFile = from % files, toFile = to % files;
  const ahead = (Math.floor(to / files) - Math.floor(from / files)) * (b.red ? 1 : -1);
  const toNumber = String(wxfFile(b.d, toFile, b.red));
  if (ahead === 0) return `.${toNumber}`;
  // A piece moving along its file counts ranks; one that changes file (A E H) names the file it reaches.
  return `${ahead > 0 ? '+' : '-'}${fromFile === toFile ? String(Math.abs(ahead)) : toNumber}`;
}

/** The board index (`rank * files + file`) of an engine square name (`h3`). */
function indexOf(b: WxfBoard, square: string): number {
  const { file, rank } = squareIndex(square);
  return rank * b.d.files + file;
}

/** The first two characters of the canonical text of a move from board index `at`, or undefined where WXF has no form. */
function canonicalLabel(b: WxfBoard, at: number, fileNumber: string): string | undefined {
  const letter = b.letters[at] as string;
  const col = b.column[at] as Column;
  const n = col.squares.length, i = col.squares.indexOf(at);
  if (n === 1 || letter === 'A' || letter === 'E') return letter + fileNumber;
  if (letter === 'P') {
    if ((b.tandemFiles.get('P') ?? 0) >= 2) {
      const second = n === 2 ? ['+', '-'] : n === 3 ? ['+', fileNumber, '-'] : undefined;
      return second && fileNumber + (second[i] as string);
    }
    const labels = n === 2 ? ['P+', 'P-'] : n === 3 ? ['P+', `P${fileNumber}`, 'P-'] : n === 4 ? ['++', 'P+', 'P-', '--'] : n === 5 ? ['++', 'P+', `P${fileNumber}`, 'P-', '--'] : undefined;
    return labels?.[i];
  }
  const labels = n === 2 ? [`${letter}+`, `${letter}-`] : n === 3 ? [`${letter}+`, letter + fileNumber, `${letter}-`] : undefined;
  return labels?.[i];
}

/** Front/rear label (`C+`, `A-`) of a piece that is the front or rear one of two or more on its file. */
function tandemLabel(b: WxfBoard, at: number): string | undefined {
  const col = b.column[at] as Column;
  const n = col.squares.length, i = col.squares.indexOf(at);
  const letter = b.letters[at] as string;
  return n < 2 ? undefined : i === 0 ? `${letter}+` : i === n - 1 ? `${letter}-` : undefined;
}

/** Dashed ICCS text (`h2-e2`): what a move is written as where WXF has no text of its own for it (positions no game reaches, such as three chariots on a file). */
export function dashedIccs(m: MoveSquares): string {
  return `${m.from[0] as string}${Number(m.from.slice(1)) - 1}-${m.to[0] as string}${Number(m.to.slice(1)) - 1}`;
}

/**
 * The WXF text of each of the mover's moves (all listed moves of one position). Linear in the
 * number of moves and the board size. Every text names one move: an advisor or elephant move that
 * would read like another is written with front/rear, and anything still shared (positions no
 * game reaches) is written in dashed ICCS.
 */
export function wxfTexts(b: WxfBoard, moves: readonly MoveSquares[]): string[] {
  const from = moves.map((m) => indexOf(b, m.from)), to = moves.map((m) => indexOf(b, m.to));
  const texts = moves.map((m, k) => {
    const at = from[k] as number;
    const label = canonicalLabel(b, at, String(wxfFile(b.d, at % b.d.files, b.red)));
    return label === undefined ? dashedIccs(m) : label + motion(b, at, to[k] as number);
  });
  const shared = (): Set<string> => {
    const seen = new Set<string>(), twice = new Set<string>();
    for (const t of texts) (seen.has(t) ? twice : seen).add(t);
    return twice;
  };
  let twice = shared();
  if (twice.size === 0) return texts;
  moves.forEach((_, k) => {
    if (!twice.has(texts[k] as string)) return;
    const label = tandemLabel(b, from[k] as number);
    if (label !== undefined) texts[k] = label + motion(b, from[k] as number, to[k] as number);
  });
  twice = shared();
  moves.forEach((m, k) => {
    if (twice.has(texts[k] as string)) texts[k] = dashedIccs(m);
  });
  return texts;
}

/**
 * Other ways players write a move in WXF, all in the reader's normal form (upper case, `.` for
 * sideways): the file number even for a tandem piece (`C2.5`), front/rear after or before the
 * letter (`C+.5`, `+C.5`), and a pawn's place in its column counted from the front before its file
 * number (`17.8`, as Fairy-Stockfish writes three pawns on a file).
 */
export function wxfSpellings(b: WxfBoard, m: MoveSquares): string[] {
  const at = indexOf(b, m.from);
  const fileNumber = String(wxfFile(b.d, at % b.d.files, b.red));
  const letter = b.letters[at] as string;
  const rest = motion(b, at, indexOf(b, m.to));
  const out = [letter + fileNumber + rest];
  const tandem = tandemLabel(b, at);
  if (tandem !== undefined) out.push(tandem + rest, (tandem[1] as string) + letter + rest);
  const col = b.column[at] as Column;
  if (letter === 'P' && col.squares.length >= 2) out.push(String(col.squares.indexOf(at) + 1) + fileNumber + rest);
  return out;
}

/** WXF text as a player may type it: four characters, the third a sign (`=` or `.` for sideways). */
export const WXF_MOVE = /^[A-Za-z1-9+-][A-Za-z1-9+-][+\-.=][1-9]$/;

/** Normal form of WXF input: upper case, `.` for sideways, the synonyms `N` (horse), `B` (elephant) and `G` (general) as `H`, `E`, `K`. */
export function normalWxf(text: string): string {
  return text.toUpperCase().replace(/=/g, '.').replace(/[NBG]/g, (c) => (c === 'N' ? 'H' : c === 'B' ? 'E' : 'K'));
}
