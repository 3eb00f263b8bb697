/**
 * FEN (Forsyth–Edwards Notation) in and out, with a precise `INVALID_FEN`
 * error for every fault.
 */
import { fail } from '../../core/errors.js';
import { castlingText, squareId, squareName } from './codes.js';
import { enPassantAvailable } from './en-passant.js';
import { ChessState } from './state.js';
import type { ChessPosition } from './types.js';

/** FEN of the initial position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function bad(field: string, message: string): never {
  return fail('INVALID_FEN', `invalid FEN ${field}: ${message}`, { field });
}

/** Reads the placement field into 64 characters from a1. */
function parsePlacement(text: string): string {
  const ranks = text.split('/');
  if (ranks.length !== 8) bad('piece placement', `expected 8 ranks separated by "/", found ${ranks.length}`);
  const squares: string[] = new Array<string>(64).fill('.');
  ranks.forEach((rankText, i) => {
    const rank = 7 - i;
    let file = 0;
    for (let j = 0; j < rankText.length; j++) {
      const ch = rankText[j] as string;
      if (ch >= '1' && ch <= '8') {
        const prev = rankText[j - 1];
        if (prev !== undefined && prev >= '0' && prev <= '9') bad('piece placement', `rank ${rank + 1} ("${rankText}") has two digits in a row; write one digit for a run of empty squares`);
        file += ch.charCodeAt(0) - 48;
      } else if ('PNBRQKpnbrqk'.includes(ch)) {
        if (file < 8) squares[rank * 8 + file] = ch;
        file++;
      } else {
        bad('piece placement', `bad character "${ch}" in rank ${rank + 1} (use PNBRQK for white, pnbrqk for black, digits 1-8 for empty squares)`);
      }
      if (file > 8) bad('piece placement', `rank ${rank + 1} ("${rankText}") describes more than 8 squares`);
    }
    if (file < 8) bad('piece placement', `rank ${rank + 1} ("${rankText}") describes ${file} squares, not 8`);
  });
  return squares.join('');
}

function parseClock(text: string, field: string, min: number): number {
  if (!/^\d{1,9}$/.test(text)) bad(field, `"${text}" is not a non-negative whole number`);
  const value = Number(text);
  if (value < min) bad(field, `must be at least ${min}, got ${value}`);
  return value;
}

/** What a chess variant changes about FEN validation (standard chess: nothing). */
export interface FenRules {
  /** Kings required: one each (chess), any number (antichess), or Black's alone (horde). */
  readonly kings?: 'one-each' | 'any' | 'black-only' | 'exploded';
  /** White pawns may stand on the first rank (horde). */
  readonly whitePawnsOnFirstRank?: boolean;
  /** The state that checks the position (a variant's rules decide en passant and check). */
  readonly state?: (position: ChessPosition) => ChessState;
}

/**
 * Parses a FEN into a position. Accepts six fields, or four (the clocks then
 * default to `0 1`, as in EPD). The en passant square is kept only when an en
 * passant capture is legal (FIDE repetition rules depend on that).
 *
 * @example
 * ```ts
 * parseFen('8/8/8/8/8/8/8/K6k w - - 0 1').turn // 'white'
 * ```
 */
export function parseFen(text: string, rules: FenRules = {}): ChessPosition {
  // Fields are separated by white space; a run of it counts as one separator (as chess.js and python-chess read FEN).
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 4) {
    bad('field count', `expected 6 fields separated by spaces (placement, side, castling, en passant, halfmove clock, fullmove number), found ${fields.length}`);
  }
  const [placement, side, castlingField, epField, halfText = '0', fullText = '1'] = fields as [string, string, string, string, string?, string?];
  const board = parsePlacement(placement);

  const kings = rules.kings ?? 'one-each';
  for (const [letter, colour] of [['K', 'white'], ['k', 'black']] as const) {
    if (kings === 'any' || (kings === 'black-only' && letter === 'K')) continue;
    let count = 0;
    for (const ch of board) if (ch === letter) count++;
    // Atomic: a king blown up ends the game, and that position can still be written down.
    if (count === 0 && kings === 'exploded' && board.includes(letter === 'K' ? 'k' : 'K')) continue;
    if (count === 0) bad('piece placement', `${colour} has no king`);
    if (count > 1) bad('piece placement', `${colour} has ${count} kings; exactly one is required`);
  }
  if (kings === 'black-only' && board.includes('K')) bad('piece placement', 'white has a king; in this variant it has none');
  for (let f = 0; f < 8; f++) {
    if ((board[f] === 'P' && !rules.whitePawnsOnFirstRank) || board[f] === 'p') bad('piece placement', `a pawn stands on ${squareName(f)}, on the first rank`);
    if (board[56 + f] === 'P' || board[56 + f] === 'p') bad('piece placement', `a pawn stands on ${squareName(56 + f)}, on the last rank`);
  }

  if (side !== 'w' && side !== 'b') bad('side to move', `expected "w" or "b", got "${side}"`);
  const turn = side === 'w' ? 'white' : 'black';

  if (castlingField !== '-') {
    if (!/^[KQkq]{1,4}$/.test(castlingField)) bad('castling', `"${castlingField}" is not "-" or a combination of K, Q, k, q`);
    for (const ch of castlingField) if (castlingField.indexOf(ch) !== castlingField.lastIndexOf(ch)) bad('castling', `"${ch}" appears twice`);
    const need: Record<string, [string, number, string, number]> = {
      K: ['K', 4, 'R', 7], Q: ['K', 4, 'R', 0], k: ['k', 60, 'r', 63], q: ['k', 60, 'r', 56],
    };
    for (const ch of castlingField) {
      const [king, ks, rook, rs] = need[ch] as [string, number, string, number];
      if (board[ks] !== king) bad('castling', `"${ch}" needs the ${ch === ch.toUpperCase() ? 'white' : 'black'} king on ${squareName(ks)}`);
      if (board[rs] !== rook) bad('castling', `"${ch}" needs a ${ch === ch.toUpperCase() ? 'white' : 'black'} rook on ${squareName(rs)}`);
    }
  }
  const rights = (castlingField.includes('K') ? 1 : 0) | (castlingField.includes('Q') ? 2 : 0) | (castlingField.includes('k') ? 4 : 0) | (castlingField.includes('q') ? 8 : 0);

  let ep = -1;
  if (epField !== '-') {
    ep = squareId(epField);
    if (ep < 0) bad('en passant', `"${epField}" is not "-" or a square name like e3`);
    const rank = ep >> 3;
    const wantRank = turn === 'white' ? 5 : 2;
    if (rank !== wantRank) bad('en passant', `${epField} is impossible with ${turn} to move (the target square must be on rank ${wantRank + 1})`);
    const pawnSq = turn === 'white' ? ep - 8 : ep + 8;
    const fromSq = turn === 'white' ? ep + 8 : ep - 8;
    const pawn = turn === 'white' ? 'p' : 'P';
    if (board[pawnSq] !== pawn) bad('en passant', `${epField} needs a ${turn === 'white' ? 'black' : 'white'} pawn on ${squareName(pawnSq)} that has just advanced two squares`);
    if (board[ep] !== '.' || board[fromSq] !== '.') bad('en passant', `${epField} needs ${epField} and ${squareName(fromSq)} to be empty (the pawn just passed over them)`);
  }

  const halfmove = parseClock(halfText, 'halfmove clock', 0);
  const fullmove = parseClock(fullText, 'fullmove number', 1);

  const position: ChessPosition = {
    variant: 'chess', turn, board, castling: castlingText(rights), enPassant: null, halfmove, fullmove, keys: [],
  };
  const state = rules.state ? rules.state(position) : new ChessState(position, false); // checked here, with FEN's messages
  // The side that just moved cannot have left its king attacked.
  const other = state.turn ^ 8;
  if (state.royal && state.kingSq[other >> 3]! < 64 && state.attacked(state.kingSq[other >> 3]!, state.turn)) bad('piece placement', `the side not to move (${turn === 'white' ? 'black' : 'white'}) is in check`);
  if (ep >= 0 && enPassantAvailable(state, ep)) return { ...position, enPassant: epField };
  return position;
}

/**
 * Writes a position as FEN.
 * @example
 * ```ts
 * formatFen(chess.setup()) // 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
 * ```
 */
export function formatFen(position: ChessPosition): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const ch = position.board[rank * 8 + file] ?? '.';
      if (ch === '.') empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += ch;
      }
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return `${rows.join('/')} ${position.turn === 'white' ? 'w' : 'b'} ${position.castling} ${position.enPassant ?? '-'} ${position.halfmove} ${position.fullmove}`;
}

