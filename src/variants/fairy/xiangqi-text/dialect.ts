/**
 * What xiangqi text needs to know about one game: the board size, the WXF letter of each of the
 * engine's pieces, and how WXF and ICCS name files and ranks.
 *
 * WXF numbers the files 1–9 from each player's own right (Red's file 1 is the engine's `i`,
 * Black's file 1 the engine's `a`); ICCS names a point by the engine's file letter and a rank
 * 0–9 counted from Red's side (the engine's, and Fairy-Stockfish's, ranks are 1–10).
 */
import type { FairyDefinition } from '../../../core/declarative/fairy/definition.js';
import { DEFAULT_PLAYERS } from '../../../core/declarative/fairy/players.js';

/** WXF's letter for each built-in piece xiangqi uses (WXF: K A E R H C P). */
const WXF_LETTER: Readonly<Record<string, string>> = {
  king: 'K', fers: 'A', elephant: 'E', rook: 'R', horse: 'H', cannon: 'C', soldier: 'P',
};

/** The text facts of one xiangqi-like game. */
export interface XiangqiDialect {
  /** Files (columns) and ranks (rows) of the board. */
  readonly files: number;
  readonly ranks: number;
  /** The game's name, for messages. */
  readonly name: string;
  /** The engine's piece letter (upper case) → its WXF letter (`N` → `H`, `B` → `E`). */
  readonly wxfLetter: Readonly<Record<string, string>>;
  /** The seat that moves first (Red): WXF counts its files from the other side. */
  readonly red: string;
}

/** The dialect of a xiangqi-like definition: its size and pieces. */
export function xiangqiDialectOf(definition: FairyDefinition): XiangqiDialect {
  const wxfLetter: Record<string, string> = {};
  for (const [letter, piece] of Object.entries(definition.pieces ?? {})) wxfLetter[letter] = WXF_LETTER[piece] ?? letter;
  return { files: definition.maxFile as number, ranks: definition.maxRank as number, name: definition.name ?? definition.id, wxfLetter, red: (definition.players ?? DEFAULT_PLAYERS)[0] };
}

/** File index (0 = `a`) and rank index (0 = the first player's back rank) of an engine square name (`h3`). */
export function squareIndex(square: string): { readonly file: number; readonly rank: number } {
  return { file: square.charCodeAt(0) - 97, rank: Number(square.slice(1)) - 1 };
}

/** The WXF file number (1 = the player's own right) of a file index, for the first player (Red) or not. */
export function wxfFile(d: XiangqiDialect, file: number, red: boolean): number {
  return red ? d.files - file : file + 1;
}
