/**
 * Fairy-Stockfish's FEN dialect: ranks top first, empty runs of any length (`10`), `*` a hole,
 * `~` after a piece (a promoted piece, kept where captures go to the hand), pieces in hand in
 * `[...]` after the board (or as one more rank, `.../4K3/Qn`) for drop games; side to move;
 * castling as `KQkq` or file letters (`HAha`, X-FEN / Shredder); en passant square(s);
 * for `checkCounting` variants the checks each side still needs (`3+3`, or Lichess' `+2+0` given,
 * at the end); halfmove clock and move number.
 */
import { fail } from '../../errors.js';
import { WALL, type Compiled } from './compile.js';
import { kindOf } from './promoted-kinds.js';
import type { RuleFiles } from './rule-files.js';
import type { castlingField } from './castling-field.js';

/** The castling field's reader and writer of a game's rule files (castling-field.ts), or undefined: the game has none of its rules. */
function castlingFieldOf(files: RuleFiles): typeof castlingField | undefined {
  return files.castling?.field ?? files.gating?.field ?? files.cambodian?.field;
}

/** A position read from FEN, before the search state takes it. */
export interface FairySetup {
  readonly cells: Uint8Array;
  readonly side: 0 | 1;
  /** Castling rights: bit 0 White kingside, 1 White queenside, 2 Black kingside, 3 Black queenside. */
  readonly castle: number;
  /** Square of each side's castling king (-1 none). */
  readonly castleKing: readonly [number, number];
  /** Rook square of each right (-1 none). */
  readonly castleRook: readonly [number, number, number, number];
  /** En passant squares (at most two). */
  readonly ep: readonly number[];
  readonly rule50: number;
  readonly fullmove: number;
  /** Checks each side still has to give (checkCounting variants), else [0, 0]. */
  readonly checks: readonly [number, number];
  /** Squares whose piece has not moved yet (cambodian gates: the king's leap, the met's double step). */
  readonly gates: readonly number[];
  /** Counting rules: the counting limit (0 none) written in the en passant field. */
  readonly countingLimit: number;
  /** Counting rules: the plies counted (written in the halfmove field while counting). */
  readonly countingPly: number;
  /** Pieces in hand, side * nt + type (drop games). */
  readonly hand?: Int16Array;
  /** Promoted pieces: the type they promoted from plus one (games that keep them: rules.keepsPromoted). */
  readonly promoted?: Uint8Array;
}

function bad(text: string, why: string): never {
  return fail('INVALID_FEN', `${JSON.stringify(text.slice(0, 80))}: ${why}`);
}

/** Square name (`a10`) of a square index. */
export function squareName(c: Compiled, sq: number): string {
  return String.fromCharCode(97 + (sq % c.files)) + String(Math.floor(sq / c.files) + 1);
}

/** Square index of a name, or -1. */
export function squareOf(c: Compiled, name: string): number {
  const m = /^([a-l])([0-9]{1,2})$/.exec(name);
  if (!m) return -1;
  const f = (m[1] as string).charCodeAt(0) - 97, r = Number(m[2]) - 1;
  return f < c.files && r >= 0 && r < c.ranks && String(r + 1) === m[2] ? r * c.files + f : -1;
}

/** Reads FEN text; throws `INVALID_FEN` saying what is wrong. */
export function parseFen(c: Compiled, text: string, files: RuleFiles): FairySetup {
  if (text.length > 4000) bad(text, 'longer than 4000 characters');
  const fields = text.trim().split(/\s+/);
  // Fairy-Stockfish's own start FENs may leave out castling and en passant (`... w 0 1`, rookmate's
  // `... w 7+7 0 1`): as its Position::set, a field after the side to move that starts with a digit
  // means both are absent.
  if (fields.length >= 4 && /^[0-9]/.test(fields[2] ?? '')) fields.splice(2, 0, '-', '-');
  const boardText = fields[0] ?? '';
  const cells = new Uint8Array(c.n);
  let placement = boardText;
  const pocket = /\[([^\]]*)\]$/.exec(placement);
  const handGame = c.rules.drops || c.rules.capturesToHand;
  const hand = handGame ? new Int16Array(2 * c.nt) : undefined;
  const promoted = c.rules.keepsPromoted ? new Uint8Array(c.n) : undefined;
  let pocketText = '';
  if (pocket) {
    pocketText = pocket[1] as string;
    if (pocketText.length > 0 && !hand) bad(text, 'pieces in hand are not part of this game');
    placement = placement.slice(0, pocket.index);
  }
  const rows = placement.split('/');
  // Fairy-Stockfish also reads the hands as one rank more than the board has.
  if (hand && !pocket && rows.length === c.ranks + 1 && /^[a-z]*$/i.test(rows[c.ranks] as string)) pocketText = rows.pop() as string;
  if (hand) {
    for (const ch of pocketText) {
      if (ch === '-') continue;
      const t = c.typeOf.get(ch.toUpperCase());
      if (t === undefined || !/[a-z]/i.test(ch)) bad(text, `${JSON.stringify(ch)} in the hand is not a piece of ${c.name}`);
      const i = (ch === ch.toUpperCase() ? 0 : c.nt) + t;
      if ((hand[i] as number) >= 999) bad(text, 'more than 999 pieces of one kind in hand');
      hand[i] = (hand[i] as number) + 1;
    }
  }
  if (rows.length !== c.ranks) bad(text, `the board has ${c.ranks} ranks, the FEN ${rows.length}`);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as string;
    const r = c.ranks - 1 - i;
    let f = 0;
    let plus = false;
    for (let j = 0; j < row.length; j++) {
      const ch = row[j] as string;
      // `+X`: the piece X promoted in place (shogi), standing as its promoted type.
      if (ch === '+') {
        if (plus) bad(text, `"++" on rank ${r + 1}`);
        plus = true;
        continue;
      }
      if (ch >= '0' && ch <= '9') {
        let run = ch.charCodeAt(0) - 48;
        while (j + 1 < row.length && (row[j + 1] as string) >= '0' && (row[j + 1] as string) <= '9') run = run * 10 + (row.charCodeAt(++j) - 48);
        if (run === 0) bad(text, `an empty run of 0 on rank ${r + 1}`);
        f += run;
        if (f > c.files) bad(text, `rank ${r + 1} has more than ${c.files} files`);
        continue;
      }
      if (ch === '~') {
        // A promoted piece: where captures go to the hand it goes back as the promoting pawn type.
        const prev = r * c.files + f - 1;
        if (promoted && c.rules.marksPromotions && f > 0 && (cells[prev] as number) >= 2) {
          const side = ((cells[prev] as number) - 2) & 1;
          let pawn = -1;
          for (let t = 0; t < c.nt && pawn < 0; t++) if (c.rules.promotionPawn[side as 0 | 1][t] === 1) pawn = t;
          if (pawn >= 0) promoted[prev] = pawn + 1;
        }
        continue;
      }
      if (f >= c.files) bad(text, `rank ${r + 1} has more than ${c.files} files`);
      if (ch === '*') { cells[r * c.files + f++] = WALL; continue; }
      const t = c.typeOf.get(ch.toUpperCase());
      if (t === undefined || !/[a-z]/i.test(ch)) bad(text, `${JSON.stringify(ch)} is not a piece of ${c.name}`);
      if (plus) {
        plus = false;
        const pt = c.rules.promotedPieceType[t] as number;
        if (pt < 0) bad(text, `+${ch}: ${ch} does not promote in ${c.name}`);
        if (promoted) promoted[r * c.files + f] = t + 1;
        cells[r * c.files + f++] = 2 + 2 * pt + (ch === ch.toUpperCase() ? 0 : 1);
        continue;
      }
      cells[r * c.files + f++] = 2 + 2 * t + (ch === ch.toUpperCase() ? 0 : 1);
    }
    if (plus) bad(text, `a "+" without a piece on rank ${r + 1}`);
    if (f !== c.files) bad(text, `rank ${r + 1} has ${f} files, not ${c.files}`);
  }
  const sideText = fields[1] ?? 'w';
  if (sideText !== 'w' && sideText !== 'b') bad(text, `the side to move must be w or b, not ${JSON.stringify(sideText.slice(0, 10))}`);
  const side = sideText === 'w' ? 0 : 1;
  const rules = c.rules;
  // The castling field: read by the castling, gating or cambodian rule file's reader (castling-field.ts); the other games only check its letters.
  const castleText = fields[2] ?? '-', field = castlingFieldOf(files);
  if (field === undefined) for (const ch of castleText === '-' ? '' : castleText) if (!/[a-lkq]/i.test(ch)) bad(text, `${JSON.stringify(ch)} is not a castling right`);
  const { castle, castleKing, castleRook, gates } = field?.read(c, text, castleText, cells, hand) ?? { castle: 0, castleKing: [-1, -1] as const, castleRook: [-1, -1, -1, -1] as const, gates: [] };
  let i = 3;
  const ep: number[] = [];
  const epText = fields[i] ?? '-';
  let countingLimit = 0;
  if (rules.countingRule !== null && /^[0-9]+$/.test(epText) && fields.length > 5 + (rules.checkCounting ? 1 : 0)) {
    // Counting rules write the counting limit where the en passant square would be.
    countingLimit = Math.min(1000, Number(epText));
    i++;
  } else if (epText !== '-' && !/^[0-9]/.test(epText)) {
    const squares = epText.match(/[a-l][0-9]{1,2}/g);
    if (!squares || squares.join('') !== epText) bad(text, `${JSON.stringify(epText.slice(0, 12))} is not an en passant square`);
    for (const name of squares) {
      const sq = squareOf(c, name);
      if (sq < 0) bad(text, `en passant square ${name} is off the board`);
      // An occupied en passant square marks the piece that made an initial move (Fairy-Stockfish's custom en passant).
      if (ep.length < 2 && rules.epRegion[side][sq] === 1) ep.push(sq);
    }
    ep.sort((a, b) => a - b);
  }
  if (countingLimit === 0 && !/^[0-9]/.test(epText)) i++;
  let checks: [number, number] = [0, 0];
  if (rules.checkCounting) {
    checks = [1, 1];
    const m = /^([0-9]+)\+([0-9]+)$/.exec(fields[i] ?? '');
    if (m) {
      // Refused, not clamped: a clamped count would be a different game than the text says.
      if ((m[1] as string).length > 2 || (m[2] as string).length > 2) bad(text, `check counters go up to 99, not ${JSON.stringify((fields[i] as string).slice(0, 24))}`);
      checks = [Number(m[1]), Number(m[2])];
      i++;
    }
  }
  const num = (v: string | undefined, dflt: number, what: string): number => {
    if (v === undefined) return dflt;
    if (!/^[0-9]{1,6}$/.test(v)) bad(text, `the ${what} must be a number, not ${JSON.stringify(v.slice(0, 10))}`);
    return Number(v);
  };
  const rule50 = num(fields[i], 0, 'halfmove clock');
  const fullmove = Math.max(1, num(fields[i + 1], 1, 'move number'));
  i += 2;
  if (rules.checkCounting) {
    const m = /^\+([0-9])\+([0-9])$/.exec(fields[i] ?? '');
    if (m) { checks = [Math.max(0, 3 - Number(m[1])), Math.max(0, 3 - Number(m[2]))]; i++; }
  }
  if (fields.length > i) bad(text, `unexpected ${JSON.stringify((fields[i] as string).slice(0, 20))} after the move number`);
  return { cells, side, castle, castleKing, castleRook, ep, rule50, fullmove, checks, gates, countingLimit, countingPly: countingLimit > 0 ? rule50 : 0, ...(hand ? { hand } : {}), ...(promoted ? { promoted } : {}) };
}

/** Writes FEN as Fairy-Stockfish does (holes `*`, runs of any length). */
export function formatFen(c: Compiled, s: FairySetup, files: RuleFiles): string {
  const rows: string[] = [];
  for (let r = c.ranks - 1; r >= 0; r--) {
    let row = '', run = 0;
    for (let f = 0; f < c.files; f++) {
      const cell = s.cells[r * c.files + f] as number;
      if (cell === 0) { run++; continue; }
      if (run) { row += String(run); run = 0; }
      if (cell === WALL) row += '*';
      else {
        const pr = s.promoted ? (s.promoted[r * c.files + f] as number) : 0;
        // A piece promoted in place (shogi) is written as its kind, `+` and the piece it was; a pawn's
        // promotion `Q~` where Fairy-Stockfish writes it (captures_to_hand without drop_loop, or twoBoards).
        const kind = kindOf(c, cell, pr);
        row += (cell - 2) & 1 ? kind.toLowerCase() : kind;
        if (pr > 0 && kind.length === 1 && c.rules.writesPromotionMarks) row += '~';
      }
    }
    if (run) row += String(run);
    rows.push(row);
  }
  // Hands (only games with hands have them, and their pockets rule file: pockets.ts).
  const pocket = s.hand ? files.pockets!.handText(c, s.hand) : '';
  const castle = castlingFieldOf(files)?.write(c, s) ?? '-';
  const ep = s.countingLimit > 0 ? String(s.countingLimit) : s.ep.length ? s.ep.map((sq) => squareName(c, sq)).join('') : '-';
  const checks = c.rules.checkCounting ? ` ${s.checks[0]}+${s.checks[1]}` : '';
  // Counting rules: the halfmove field holds the plies counted while a count runs.
  const clock = s.countingLimit > 0 ? s.countingPly : s.rule50;
  return `${rows.join('/')}${pocket} ${s.side === 0 ? 'w' : 'b'} ${castle} ${ep}${checks} ${clock} ${s.fullmove}`;
}

