/**
 * The pieces of a shogi-family position as shogi text writes them, read from the engine's own FEN
 * (already checked by the engine): `+P` for a pawn promoted in place (the engine stands it as a
 * gold, so its letter alone would say gold), a promoted bishop or rook `+B` / `+R` whether or not
 * the engine marked it, and the hands counted by letter.
 */
import type { ShogiDialect } from './dialect.js';

/** The board and hands of one position, in shogi text's letters (upper case: the first player). */
export interface ShogiTokens {
  /** Engine square name (`c3`) → the piece as SFEN writes it (`P`, `+p`, `K`). */
  readonly board: ReadonlyMap<string, string>;
  /** Piece letter in hand (upper case first player's, lower case second's) → count. */
  readonly hands: ReadonlyMap<string, number>;
  /** `w` when the first player (sente) is to move, `b` otherwise: the engine's side field. */
  readonly side: string;
  /** The engine's move number field. */
  readonly fullmove: number;
}

/** The token of an engine piece in shogi text: `+` and the piece it was, for a piece that is one piece promoted. */
export function sfenPiece(d: ShogiDialect, letter: string, marked: boolean): string {
  if (marked) return `+${letter}`;
  const up = letter.toUpperCase();
  const base = d.promotedFrom[up];
  if (base === undefined) return letter;
  return `+${letter === up ? base : base.toLowerCase()}`;
}

/** Reads the engine's FEN of a shogi-family position (`lnsgkgsnl/…[Pp] w - - 0 1`). Linear in its length. */
export function readTokens(d: ShogiDialect, fen: string): ShogiTokens {
  const fields = fen.trim().split(/\s+/);
  const placement = fields[0] ?? '';
  const open = placement.indexOf('[');
  const boardText = open >= 0 ? placement.slice(0, open) : placement;
  const handText = open >= 0 ? placement.slice(open + 1, placement.indexOf(']', open)) : '';
  const board = new Map<string, string>();
  const rows = boardText.split('/');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as string, rank = d.ranks - i;
    let f = 0, marked = false;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j] as string;
      if (ch === '+') { marked = true; continue; }
      if (ch >= '0' && ch <= '9') {
        let run = ch.charCodeAt(0) - 48;
        while (j + 1 < row.length && /[0-9]/.test(row[j + 1] as string)) run = run * 10 + (row.charCodeAt(++j) - 48);
        f += run;
        continue;
      }
      if (ch === '~' || ch === '*') continue;
      board.set(String.fromCharCode(97 + f) + String(rank), sfenPiece(d, ch, marked));
      marked = false;
      f++;
    }
  }
  const hands = new Map<string, number>();
  for (const ch of handText) if (ch !== '-') hands.set(ch, (hands.get(ch) ?? 0) + 1);
  const fullmove = Number(fields[fields.length - 1]);
  return { board, hands, side: fields[1] ?? 'w', fullmove: Number.isSafeInteger(fullmove) && fullmove > 0 ? fullmove : 1 };
}
