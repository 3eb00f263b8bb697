/**
 * Crazyhouse FEN: the pockets after the placement, in brackets as chessops and shakmaty write them
 * (`…/RNBQKBNR[Nn] w KQkq - 0 1`) or as a ninth rank as lichess writes them (`…/RNBQKBNR/Nn w …`),
 * and `~` after a promoted piece (`Q~`). Both forms are read; the bracket form is written.
 */
import { squareName } from '../codes.js';
import { MAX_PIECES, POCKET_KINDS } from './crazyhouse-pockets.js';
import type { ChessVariantPosition, CrazyhousePocket } from './types.js';
import { badField } from './variant-fen.js';

type Counts = { P: number; N: number; B: number; R: number; Q: number };

/** Splits the placement field into the board ranks and the pocket text (empty when there is none). */
function splitPocket(field: string): [string, string] {
  const open = field.indexOf('[');
  if (open >= 0) {
    if (!field.endsWith(']') || field.indexOf('[', open + 1) >= 0) badField('pockets', `"${field.slice(open, open + 70)}" is not a pocket in brackets such as [Nn]`);
    return [field.slice(0, open), field.slice(open + 1, -1)];
  }
  // The lichess form: the pocket as a ninth rank after the eighth "/".
  let slashes = 0;
  for (let i = 0; i < field.length; i++) if (field[i] === '/' && ++slashes === 8) return [field.slice(0, i), field.slice(i + 1)];
  return [field, ''];
}

/** Reads pocket text (`QNnp`) into counts per side. */
function readPockets(text: string): { white: Counts; black: Counts } {
  if (text.length > MAX_PIECES) badField('pockets', `${text.length} pieces in the pockets; at most ${MAX_PIECES} pieces fit on a board`);
  const white: Counts = { P: 0, N: 0, B: 0, R: 0, Q: 0 }, black: Counts = { P: 0, N: 0, B: 0, R: 0, Q: 0 };
  for (const ch of text) {
    const kind = ch.toUpperCase() as keyof Counts;
    if (!(POCKET_KINDS as readonly string[]).includes(kind)) {
      badField('pockets', ch === 'K' || ch === 'k' ? 'a king is never captured, so it cannot be in a pocket' : `bad character "${ch.slice(0, 8)}" (use PNBRQ for white's pieces in hand, pnbrq for black's)`);
    }
    (ch === kind ? white : black)[kind]++;
  }
  return { white, black };
}

/**
 * Takes the pockets and promoted marks out of the placement field (`fields[0]`, in place) and
 * returns them as position fields; a plain chess FEN has empty pockets.
 */
export function crazyhouseFenFields(fields: string[]): Pick<ChessVariantPosition<'crazyhouse'>, 'pockets' | 'promoted'> {
  const [ranks, pocketText] = splitPocket(fields[0] ?? '');
  const pockets = readPockets(pocketText);
  // Promoted marks: the square of the piece before each "~" (malformed ranks are left to the chess reader).
  const squares: number[] = [];
  let stripped = '', rank = 7, file = 0, pieces = pocketText.length;
  for (let i = 0; i < ranks.length; i++) {
    const ch = ranks[i]!;
    if (ch === '~') {
      const prev = ranks[i - 1] ?? '';
      if (!'NBRQnbrq'.includes(prev) || prev === '') badField('piece placement', `"~" marks a promoted piece and follows N, B, R or Q (either colour), not ${prev === '' ? 'the start of the field' : `"${prev}"`}`);
      if (rank >= 0 && file >= 1 && file <= 8) squares.push(rank * 8 + file - 1);
      continue;
    }
    stripped += ch;
    if (ch === '/') { rank--; file = 0; } else if (ch >= '1' && ch <= '8') file += ch.charCodeAt(0) - 48; else { file++; pieces++; }
  }
  if (pieces > MAX_PIECES) badField('pockets', `${pieces} pieces on the board and in the pockets; at most ${MAX_PIECES} fit on a board`);
  fields[0] = stripped;
  squares.sort((a, b) => a - b);
  return { pockets: pockets as { white: CrazyhousePocket; black: CrazyhousePocket }, promoted: squares.map(squareName) };
}

/** The placement with `~` after promoted pieces and the pockets in brackets (`[PNBRQpnbrq]` order). */
export function crazyhousePlacement(p: ChessVariantPosition): string {
  const marked = new Uint8Array(64);
  for (const name of p.promoted ?? []) marked[(name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97] = 1;
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '', empty = 0;
    for (let file = 0; file < 8; file++) {
      const x = rank * 8 + file, ch = p.board[x]!;
      if (ch === '.') { empty++; continue; }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += marked[x] === 1 ? `${ch}~` : ch;
    }
    rows.push(empty > 0 ? row + String(empty) : row);
  }
  let hand = '';
  for (const [side, upper] of [[p.pockets?.white, true], [p.pockets?.black, false]] as const) {
    for (const kind of POCKET_KINDS) hand += (upper ? kind : kind.toLowerCase()).repeat(side?.[kind] ?? 0);
  }
  return `${rows.join('/')}[${hand}]`;
}
