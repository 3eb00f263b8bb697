/**
 * CSA, the Computer Shogi Association's record format (the one shogi programs and servers
 * exchange, CSA standard file format V2.2 / V3.0): `V2.2`, names `N+…` / `N-…`, `$KEY:value`
 * headers, the start as `PI` (the even start, less the pieces named: `PI82HI22KA`) or the nine
 * ranks `P1-KY-KE-GI-KI-OU-KI-GI-KE-KY` … `P9…` with pieces added by `P+` / `P-` (`00` is the hand,
 * `00AL` the pieces left), the side to move `+` / `-`, moves `+7776FU` (origin, destination, the
 * piece after the move: `+8822UM` promotes; `+0055KA` drops), times `T12`, comments `'*…` (or `'…`), and the
 * end of the game `%TORYO`. Several statements may share a line, separated by `,`.
 */
import { attempt, fail, isBoardwrightError, requireText } from '../../../core/errors.js';
import { GameRecord } from '../../../core/record.js';
import type { FairyPosition } from '../../../core/declarative/fairy/variant.js';
import { shogi } from '../variants.js';
import { readTokens } from './board-tokens.js';
import { engineSquare, shogiCoordinates, squareOfUsi } from './dialect.js';
import { commentWriter, noteRecord, TERMINATION } from './record-notes.js';
import type { ShogiMove } from './variant.js';

/** CSA's piece codes → the piece as SFEN writes it (upper case). */
const PIECES: readonly (readonly [string, string])[] = [
  ['FU', 'P'], ['KY', 'L'], ['KE', 'N'], ['GI', 'S'], ['KI', 'G'], ['KA', 'B'], ['HI', 'R'], ['OU', 'K'],
  ['TO', '+P'], ['NY', '+L'], ['NK', '+N'], ['NG', '+S'], ['UM', '+B'], ['RY', '+R'],
];
const PIECE_OF = /* @__PURE__ */ new Map(PIECES);
const CODE_OF = /* @__PURE__ */ new Map(/* @__PURE__ */ PIECES.map(([code, piece]) => [piece, code]));
/** The pieces of a set, by unpromoted letter (for `00AL`). */
const SET: Readonly<Record<string, number>> = { P: 18, L: 4, N: 4, S: 4, G: 4, B: 2, R: 2, K: 2 };
/** The even start's ranks, top (rank 1, gote's back rank) first, file 9 first: SFEN's order, and CSA's. */
const EVEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL';
/** CSA header keys ↔ the record's tag names (the same tags KIF's headers give). */
const TAGS: readonly (readonly [string, string])[] = [
  ['EVENT', 'Event'], ['SITE', 'Site'], ['START_TIME', 'StartTime'], ['END_TIME', 'EndTime'], ['TIME_LIMIT', 'TimeControl'], ['OPENING', 'Opening'],
];
const TAG_OF = /* @__PURE__ */ new Map(TAGS);
/** CSA's end words ↔ KIF's, so the `Termination` tag reads the same whichever format a record came from. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['%TORYO', '投了'], ['%CHUDAN', '中断'], ['%SENNICHITE', '千日手'], ['%TSUMI', '詰み'], ['%JISHOGI', '持将棋'],
  ['%TIME_UP', '切れ負け'], ['%KACHI', '入玉勝ち'], ['%ILLEGAL_MOVE', '反則負け'],
];
const KIF_ENDING = /* @__PURE__ */ new Map(ENDINGS);
const CSA_ENDING = /* @__PURE__ */ new Map(/* @__PURE__ */ ENDINGS.map(([csa, kif]) => [kif, csa]));
/** CSA end words with no KIF word: kept as written. */
const OTHER_ENDINGS = ['%HIKIWAKE', '%FUZUMI', '%MATTA', '%ERROR', '%+ILLEGAL_ACTION', '%-ILLEGAL_ACTION', '%MAX_MOVES'];

function bad(line: number, why: string, detail?: Record<string, unknown>): never {
  return fail('INVALID_CSA', `CSA line ${line}: ${why}`, { line, ...detail });
}

/** A CSA square (`77`: file 7, rank 7) → USI (`7g`). */
const usiOfCsa = (sq: string): string => sq[0] + String.fromCharCode(96 + Number(sq[1]));

/** The start being read: the board by rank (0: rank 1) and file (0: file 9), the hands, the side to move. */
interface Start {
  readonly board: (string | undefined)[][];
  /** Pieces in hand, upper case for sente. */
  readonly hands: Map<string, number>;
  side: '+' | '-';
  /** Whether any position statement was read (none: the even start). */
  given: boolean;
}

function evenBoard(): (string | undefined)[][] {
  return EVEN.split('/').map((row) => {
    const out: (string | undefined)[] = [];
    for (const ch of row) {
      if (ch >= '1' && ch <= '9') for (let i = 0; i < Number(ch); i++) out.push(undefined);
      else out.push(ch);
    }
    return out;
  });
}

/** `+FU` / `-RY` → SFEN's piece (`P`, `+r`). */
function pieceOf(side: string, code: string, line: number): string {
  const piece = PIECE_OF.get(code);
  if (piece === undefined || (side !== '+' && side !== '-')) bad(line, `${JSON.stringify(side + code)} is not a CSA piece (like +FU, -RY)`);
  return side === '+' ? piece : piece.toLowerCase();
}

/** One position statement: `PI…`, `P1`…`P9`, `P+…` / `P-…`. */
function readPosition(s: Start, t: string, line: number): void {
  s.given = true;
  if (t.startsWith('PI')) {
    const board = evenBoard();
    for (let i = 0; i < 9; i++) s.board[i] = board[i] as (string | undefined)[];
    const rest = t.slice(2);
    if (!/^(?:[1-9]{2}[A-Z]{2})*$/.test(rest)) bad(line, 'PI is followed by squares and pieces to take off the even start (like PI82HI22KA)');
    for (let i = 0; i < rest.length; i += 4) {
      const f = Number(rest[i]), r = Number(rest[i + 1]), code = rest.slice(i + 2, i + 4);
      const row = s.board[r - 1] as (string | undefined)[];
      const here = row[9 - f];
      if (here === undefined || CODE_OF.get(here.toUpperCase()) !== code) bad(line, `no ${code} stands on ${f}${r} at the even start`);
      row[9 - f] = undefined;
    }
    return;
  }
  const rank = /^P([1-9])(.*)$/.exec(t);
  if (rank) {
    // Nine cells of three characters, file 9 first; trailing blanks may be cut off.
    const cells = (rank[2] as string).padEnd(27, ' ');
    if (cells.length !== 27) bad(line, `a rank line is P${rank[1] as string} and nine cells of three characters (" * ", "+FU", "-KY")`);
    const row: (string | undefined)[] = [];
    for (let i = 0; i < 27; i += 3) {
      const cell = cells.slice(i, i + 3);
      row.push(cell === ' * ' || cell === '   ' ? undefined : pieceOf(cell[0] as string, cell.slice(1), line));
    }
    s.board[Number(rank[1]) - 1] = row;
    return;
  }
  const add = /^P([+-])((?:[0-9]{2}[A-Z]{2})*)$/.exec(t);
  if (!add) bad(line, `${JSON.stringify(t.slice(0, 30))} is not a CSA position line (PI, P1 to P9, P+, P-)`);
  const side = add[1] as string, items = add[2] as string;
  for (let i = 0; i < items.length; i += 4) {
    const sq = items.slice(i, i + 2), code = items.slice(i + 2, i + 4);
    if (sq === '00') {
      if (code === 'AL') { allToHand(s, side); continue; }
      const piece = pieceOf(side, code, line);
      if (piece.startsWith('+') || piece.toUpperCase() === 'K') bad(line, `${code} cannot be held in hand`);
      s.hands.set(piece, (s.hands.get(piece) ?? 0) + 1);
      continue;
    }
    const f = Number(sq[0]), r = Number(sq[1]);
    if (f < 1 || r < 1) bad(line, `${sq} is not a square`);
    const row = s.board[r - 1] as (string | undefined)[];
    if (row[9 - f] !== undefined) bad(line, `${sq} is not empty`);
    row[9 - f] = pieceOf(side, code, line);
  }
}

/** `00AL`: every piece of the set not on the board or in a hand goes to this side's hand (kings excepted). */
function allToHand(s: Start, side: string): void {
  const left = { ...SET };
  for (const row of s.board) for (const piece of row) if (piece !== undefined) left[piece.replace('+', '').toUpperCase()]! -= 1;
  for (const [piece, n] of s.hands) left[piece.toUpperCase()]! -= n;
  for (const [letter, n] of Object.entries(left)) {
    if (letter === 'K' || n <= 0) continue;
    const piece = side === '+' ? letter : letter.toLowerCase();
    s.hands.set(piece, (s.hands.get(piece) ?? 0) + n);
  }
}

/** The start as SFEN. */
function sfenOf(s: Start): string {
  const rows = s.board.map((row) => {
    let out = '', run = 0;
    for (const piece of row) {
      if (piece === undefined) { run++; continue; }
      if (run) { out += String(run); run = 0; }
      out += piece;
    }
    return out + (run ? String(run) : '');
  });
  let hand = '';
  for (const letter of 'RBGSNLPrbgsnlp') {
    const n = s.hands.get(letter) ?? 0;
    if (n > 0) hand += (n > 1 ? String(n) : '') + letter;
  }
  return `${rows.join('/')} ${s.side === '+' ? 'b' : 'w'} ${hand || '-'} 1`;
}

/** A CSA move (`+7776FU`) in a position: found among the legal moves, its piece checked against the board. */
function moveOf(p: FairyPosition, t: string, line: number): ShogiMove {
  const m = /^([+-])([0-9]{2})([1-9]{2})([A-Z]{2})$/.exec(t);
  if (!m) bad(line, `${JSON.stringify(t.slice(0, 30))} is not a CSA move (like +7776FU, -0055KA)`);
  const side = m[1] as string, from = m[2] as string, to = usiOfCsa(m[3] as string), code = m[4] as string;
  // CSA's + is the first player (sente), - the second (gote): the game's seats in order.
  if ((side === '+') !== (p.turn === shogi.players[0])) bad(line, `${t} is a move of ${shogi.players[side === '+' ? 0 : 1] as string}, but ${p.turn} is to move`);
  const after = PIECE_OF.get(code);
  if (after === undefined) bad(line, `${code} is not a CSA piece`);
  const d = shogi.dialect;
  const legal = shogi.legalMoves(p);
  let found: ShogiMove | undefined;
  if (from === '00') {
    found = legal.find((x) => x.usi === `${after}*${to}`);
  } else {
    if (from[0] === '0' || from[1] === '0') bad(line, `${from} is not a square`);
    const origin = usiOfCsa(from);
    const before = readTokens(d, p.fen).board.get(squareOfUsi(d, origin) ?? '')?.toUpperCase();
    // The code names the piece after the move: the piece that stood there, or what it promotes to.
    const promotes = before !== undefined && !before.startsWith('+') && after === `+${before}`;
    if (before === undefined || (before !== after && !promotes)) bad(line, `${t}: ${before === undefined ? `no piece stands on ${from}` : `${code} is not the piece on ${from} nor what it promotes to`}`);
    found = legal.find((x) => x.usi === `${origin}${to}${promotes ? '+' : ''}`);
  }
  if (!found) bad(line, `${t} is not a legal move`);
  return found;
}

/**
 * Reads CSA text holding one shogi game into a {@link GameRecord} of `shogi`: names (`N+` → the
 * `Sente` tag, `N-` → `Gote`), headers (`$EVENT` → `Event`, `$SITE` → `Site`, `$START_TIME` →
 * `StartTime`, `$END_TIME` → `EndTime`, `$TIME_LIMIT` → `TimeControl`, `$OPENING` → `Opening`;
 * other `$` keys are skipped), the start (`PI…`, `P1`…`P9`, `P+`/`P-`, the side to move; none: the
 * even start), the moves (times skipped), comments (`'…`, on the ply they follow) and the end
 * (`%TORYO` → the `Termination` tag as KIF's word, `投了`; a CSA end with no KIF word as written).
 * Throws `INVALID_CSA` naming the line, also for a second game (`/`); linear in the text's length.
 * @example
 * ```ts
 * const record = recordFromCsa('V2.2\nN+Hodges\nN-Kimura\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n');
 * record.moves.map((m) => m.usi) // ['7g7f', '3c3d']
 * ```
 */
export function recordFromCsa(text: string): GameRecord<FairyPosition, ShogiMove> {
  const source = requireText(text, 'CSA text');
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const start: Start = { board: evenBoard().map((row) => row.map(() => undefined)), hands: new Map(), side: '+', given: false };
  const tags: [string, string][] = [];
  const comments = new Map<number, string[]>();
  const moves: { readonly text: string; readonly line: number }[] = [];
  let ending: string | undefined;
  let turnRead = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string, line = i + 1;
    // A comment line is one statement, commas and all. V3.0's first line names the encoding (the text
    // is decoded already); `'*` marks a comment programs read, a bare `'` one they may skip: both are kept.
    if (raw.startsWith("'")) {
      if (i === 0 && raw.startsWith("'CSA encoding=")) continue;
      const text = raw.startsWith("'*") ? raw.slice(2) : raw.slice(1);
      const list = comments.get(moves.length);
      if (list) list.push(text);
      else comments.set(moves.length, [text]);
      continue;
    }
    for (const part of raw.split(',')) {
      const t = part.trim();
      if (t === '') continue;
      if (t === '/') bad(line, 'a second game (/): recordFromCsa reads one');
      if (ending !== undefined && !/^T[0-9]*$/.test(t)) bad(line, `${JSON.stringify(t.slice(0, 20))} after ${ending}`);
      if (/^V[0-9]+(?:\.[0-9]+)?$/.test(t)) continue;
      if (t.startsWith('N+') || t.startsWith('N-')) { tags.push([t[1] === '+' ? 'Sente' : 'Gote', t.slice(2)]); continue; }
      if (t.startsWith('$')) {
        const h = /^\$([A-Z_]+):(.*)$/.exec(t);
        if (!h) bad(line, `${JSON.stringify(t.slice(0, 30))} is not a CSA header ($KEY:value)`);
        const tag = TAG_OF.get(h[1] as string);
        if (tag !== undefined) tags.push([tag, (h[2] as string).trim()]);
        continue;
      }
      if (t.startsWith('P')) {
        if (moves.length > 0 || turnRead) bad(line, 'a position line after the side to move or the moves');
        readPosition(start, t, line);
        continue;
      }
      if (t === '+' || t === '-') {
        if (moves.length > 0 || turnRead) bad(line, 'the side to move given twice or after the moves');
        start.side = t;
        turnRead = true;
        continue;
      }
      if (/^[+-][0-9]/.test(t)) { moves.push({ text: t, line }); continue; }
      if (/^T[0-9]*$/.test(t)) continue;
      if (t.startsWith('%')) {
        const word = KIF_ENDING.get(t) ?? (OTHER_ENDINGS.includes(t) ? t : undefined);
        if (word === undefined) bad(line, `${JSON.stringify(t.slice(0, 20))} is not a CSA end of game (like %TORYO)`);
        ending = word;
        continue;
      }
      bad(line, `${JSON.stringify(t.slice(0, 30))} is not a CSA statement`);
    }
  }
  let first: FairyPosition = shogi.setup();
  if (start.given || start.side === '-') {
    if (!start.given) start.board.splice(0, 9, ...evenBoard());
    const r = attempt(() => shogi.parseSfen(sfenOf(start)));
    if (!r.ok) fail('INVALID_CSA', `CSA start position: ${r.error.message}`);
    first = r.value;
  }
  const record = new GameRecord(shogi, first);
  const note = noteRecord(record, { code: 'INVALID_CSA', name: 'CSA' }, tags, ending, comments);
  note(0);
  moves.forEach(({ text: t, line }, i) => {
    const move = moveOf(record.position, t, line);
    try {
      record.play(move);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      bad(line, error.message, { cause: error.code });
    }
    note(i + 1);
  });
  return record;
}

/** CSA text of one move: side, origin (`00` for a drop), destination, the piece after the move. */
function csaMove(before: FairyPosition, move: ShogiMove): string {
  const d = shogi.dialect;
  const side = move.player === shogi.players[0] ? '+' : '-';
  const to = shogiCoordinates(d, move.to);
  const dest = `${to.file}${to.rank}`;
  if (move.from === '@') return `${side}00${dest}${CODE_OF.get(move.piece.toUpperCase()) as string}`;
  const token = (readTokens(d, before.fen).board.get(engineSquare(d, move.from)) as string).toUpperCase();
  const from = shogiCoordinates(d, move.from);
  const after = move.usi.endsWith('+') ? `+${token}` : token;
  return `${side}${from.file}${from.rank}${dest}${CODE_OF.get(after) as string}`;
}

/** The start as CSA: `PI` for the even start, else the nine ranks and the hands. */
function startLines(start: FairyPosition): string[] {
  const d = shogi.dialect;
  const t = readTokens(d, shogi.format(start));
  if (shogi.toSfen(start).split(' ').slice(0, 3).join(' ') === `${EVEN} b -`) return ['PI', '+'];
  const out: string[] = [];
  for (let rank = 1; rank <= 9; rank++) {
    let row = `P${rank}`;
    for (let file = 9; file >= 1; file--) {
      const piece = t.board.get(squareOfUsi(d, `${file}${String.fromCharCode(96 + rank)}`) as string);
      row += piece === undefined ? ' * ' : (piece === piece.toUpperCase() ? '+' : '-') + (CODE_OF.get(piece.toUpperCase()) as string);
    }
    out.push(row);
  }
  for (const [side, upper] of [['+', true], ['-', false]] as const) {
    let line = '';
    for (const letter of 'RBGSNLP') {
      const n = t.hands.get(upper ? letter : letter.toLowerCase()) ?? 0;
      line += `00${CODE_OF.get(letter) as string}`.repeat(n);
    }
    if (line) out.push(`P${side}${line}`);
  }
  out.push(start.turn === shogi.players[0] ? '+' : '-');
  return out;
}

/**
 * Writes a shogi {@link GameRecord} as CSA (V2.2): the names (`Sente`/`Gote` tags), the headers of
 * the tags CSA has, the start (`PI`, or the nine ranks and `P+`/`P-` hands), the moves, the
 * comments as `'` lines after the move they follow, and the end: the `Termination` tag as CSA's word
 * (`投了` → `%TORYO`), or `%TSUMI` for a checkmate when no tag says otherwise; an end CSA has no
 * word for (`反則勝ち`, `不戦勝`) is left out.
 * @example
 * ```ts
 * const record = new GameRecord(shogi);
 * record.play('7g7f');
 * recordToCsa(record) // 'V2.2\nN+\nN-\nPI\n+\n+7776FU\n'
 * ```
 */
export function recordToCsa(record: GameRecord<FairyPosition, ShogiMove>): string {
  if (!(record instanceof GameRecord) || record.variant.id !== 'shogi') fail('INVALID_ARGUMENT', 'recordToCsa writes a GameRecord of shogi');
  const tags = record.tags;
  const oneLine = (v: string): string => v.replace(/[\r\n]+/g, ' ');
  const out = ['V2.2', `N+${oneLine(tags['Sente'] ?? '')}`, `N-${oneLine(tags['Gote'] ?? '')}`];
  for (const [key, tag] of TAGS) if (tags[tag] !== undefined) out.push(`$${key}:${oneLine(tags[tag] as string)}`);
  out.push(...startLines(record.start));
  const comment = commentWriter(record, out, "'*");
  comment(0);
  let before = record.start;
  for (const [i, entry] of record.history.entries()) {
    out.push(csaMove(before, entry.move));
    comment(i + 1);
    before = entry.position;
  }
  const status = record.status();
  const word = tags[TERMINATION] ?? (status.over && status.reason === 'checkmate' ? '詰み' : undefined);
  const end = word === undefined ? undefined : CSA_ENDING.get(word) ?? (OTHER_ENDINGS.includes(word) ? word : undefined);
  if (end !== undefined) out.push(end);
  return `${out.join('\n')}\n`;
}
