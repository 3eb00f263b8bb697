/**
 * KIF, the common Japanese shogi record format (Kifu for Windows and most shogi sites): header lines
 * `key：value`, the move section after `手数----指手---------消費時間--`, one numbered move per line —
 * destination (`７六`, or `同　` for the previous move's square), piece (`歩`, `と`, `成銀`, `龍`),
 * `成` / `不成` / `打`, the origin `(77)`, an optional time — comments `*…` after the move they
 * follow, and the end of the game as a word (`投了`, `詰み`, `千日手`, …). Read into a
 * {@link GameRecord} of `shogi` and written from one.
 */
import { attempt, fail, isBoardwrightError, requireText } from '../../../core/errors.js';
import { GameRecord } from '../../../core/record.js';
import type { FairyPosition } from '../../../core/declarative/fairy/variant.js';
import { shogi } from '../variants.js';
import { readTokens } from './board-tokens.js';
import { engineSquare, shogiCoordinates, squareOfUsi, type ShogiDialect } from './dialect.js';
import { readVariations, writeVariations, type KifBlock, type KifLine } from './kif-variations.js';
import { commentWriter, noteRecord, TERMINATION } from './record-notes.js';
import type { ShogiMove } from './variant.js';

/** Full-width digits (files) and kanji numerals (ranks) 1–9. */
const WIDE = '１２３４５６７８９';
const KANJI_NUMBER = '一二三四五六七八九';

/** KIF's piece names (and the one-character forms some writers use) → the piece as SFEN writes it (upper case). */
const PIECE_NAMES: readonly (readonly [string, string])[] = [
  ['歩', 'P'], ['香', 'L'], ['桂', 'N'], ['銀', 'S'], ['金', 'G'], ['角', 'B'], ['飛', 'R'], ['玉', 'K'], ['王', 'K'],
  ['と', '+P'], ['成香', '+L'], ['杏', '+L'], ['成桂', '+N'], ['圭', '+N'], ['成銀', '+S'], ['全', '+S'], ['馬', '+B'], ['龍', '+R'], ['竜', '+R'],
];
const PIECE_OF = /* @__PURE__ */ new Map(PIECE_NAMES);
/** The name KIF writers use for each piece (成香, not 杏; 龍, not 竜; 玉 for either king). */
const NAME_OF: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['P', '歩'], ['L', '香'], ['N', '桂'], ['S', '銀'], ['G', '金'], ['B', '角'], ['R', '飛'], ['K', '玉'],
  ['+P', 'と'], ['+L', '成香'], ['+N', '成桂'], ['+S', '成銀'], ['+B', '馬'], ['+R', '龍'],
]);

/** Words that end a game in KIF (a numbered line of their own). */
const ENDINGS = ['投了', '中断', '千日手', '詰み', '持将棋', '切れ負け', '反則勝ち', '反則負け', '入玉勝ち', '不戦勝', '不戦敗'];

/** The even start and the handicaps of KIF's `手合割` (the handicap giver, 上手, is the second player and moves first). */
const STARTS: readonly (readonly [string, string])[] = [
  ['平手', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1'],
  ['香落ち', 'lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['右香落ち', '1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['角落ち', 'lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['飛車落ち', 'lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['飛香落ち', 'lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['二枚落ち', 'lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['四枚落ち', '1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['六枚落ち', '2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['八枚落ち', '3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
  ['十枚落ち', '4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'],
];

/** KIF header keys ↔ the record's tag names (tag names are ASCII). The players' keys depend on the start: 先手/後手, or 下手/上手 with a handicap. */
const TAGS: readonly (readonly [string, string])[] = [
  ['開始日時', 'StartTime'], ['終了日時', 'EndTime'], ['棋戦', 'Event'], ['場所', 'Site'], ['持ち時間', 'TimeControl'], ['戦型', 'Opening'],
  ['先手', 'Sente'], ['後手', 'Gote'], ['下手', 'Sente'], ['上手', 'Gote'],
];
const TAG_OF = /* @__PURE__ */ new Map(TAGS);
/** The tag naming how the game ended (a KIF ending word, `投了`). */

/** The one-character kanji of each piece on a board diagram (BOD), as SFEN writes it. */
const BOD_PIECES: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['歩', 'P'], ['香', 'L'], ['桂', 'N'], ['銀', 'S'], ['金', 'G'], ['角', 'B'], ['飛', 'R'], ['玉', 'K'], ['王', 'K'],
  ['と', '+P'], ['杏', '+L'], ['圭', '+N'], ['全', '+S'], ['馬', '+B'], ['龍', '+R'], ['竜', '+R'],
]);
const BOD_NAME: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['P', '歩'], ['L', '香'], ['N', '桂'], ['S', '銀'], ['G', '金'], ['B', '角'], ['R', '飛'], ['K', '玉'],
  ['+P', 'と'], ['+L', '杏'], ['+N', '圭'], ['+S', '全'], ['+B', '馬'], ['+R', '龍'],
]);

/** A count in kanji (二, 十, 十八) → its number; '' is one. */
function kanjiCount(text: string): number {
  if (text === '') return 1;
  const m = /^(十)?([一二三四五六七八九])?$/.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return -1;
  return (m[1] ? 10 : 0) + (m[2] ? KANJI_NUMBER.indexOf(m[2]) + 1 : 0);
}

function countKanji(n: number): string {
  return n === 1 ? '' : (n >= 10 ? '十' : '') + (n % 10 === 0 ? '' : (KANJI_NUMBER[(n % 10) - 1] as string));
}

/** A hand of a board diagram (`飛　歩二` or `なし`) → SFEN hand letters with counts, upper case for sente. */
function bodHand(text: string, sente: boolean, line: number): string {
  if (text === '' || text === 'なし') return '';
  let out = '';
  for (const item of text.split(/[\s\u3000]+/)) {
    if (item === '') continue;
    const piece = BOD_PIECES.get(item[0] as string);
    const count = kanjiCount(item.slice(1));
    if (piece === undefined || piece.startsWith('+') || piece === 'K' || count < 1) bad(line, `${JSON.stringify(item.slice(0, 10))} is not a piece in hand (like 歩二)`);
    out += (count > 1 ? String(count) : '') + (sente ? piece : piece.toLowerCase());
  }
  return out;
}

/** A rank of a board diagram (`|v香v桂 ・ ・ ・ ・ ・v桂v香|一`) → its SFEN row. */
function bodRow(text: string, line: number): string {
  const inner = /^\|(.*)\|/.exec(text)?.[1];
  if (inner === undefined || inner.length !== 18) bad(line, 'a board diagram rank is | and nine squares of two characters each, then |');
  let row = '', run = 0;
  for (let i = 0; i < 18; i += 2) {
    const side = inner[i] as string, name = inner[i + 1] as string;
    if (name === '・') { run++; continue; }
    const piece = BOD_PIECES.get(name);
    if (piece === undefined || (side !== ' ' && side !== 'v')) bad(line, `${JSON.stringify(side + name)} is not a square of a board diagram (" ・", " 歩", "v歩")`);
    if (run) { row += String(run); run = 0; }
    row += side === 'v' ? piece.toLowerCase() : piece;
  }
  return row + (run ? String(run) : '');
}

/** The board diagram (BOD) of a start position, as Kifu for Windows writes it. */
function bodOf(start: FairyPosition): string[] {
  const t = readTokens(shogi.dialect, shogi.format(start));
  const hand = (upper: boolean): string => {
    let out = '';
    for (const letter of shogi.dialect.handOrder) {
      const n = t.hands.get(upper ? letter : letter.toLowerCase()) ?? 0;
      if (n > 0) out += `${BOD_NAME.get(letter) as string}${countKanji(n)}\u3000`;
    }
    return out || 'なし';
  };
  const lines = [`後手の持駒：${hand(false)}`, '  ９ ８ ７ ６ ５ ４ ３ ２ １', '+---------------------------+'];
  for (let rank = 9; rank >= 1; rank--) {
    let row = '|';
    for (let f = 0; f < 9; f++) {
      const piece = t.board.get(String.fromCharCode(97 + f) + String(rank));
      row += piece === undefined ? ' ・' : (piece === piece.toUpperCase() ? ' ' : 'v') + (BOD_NAME.get(piece.toUpperCase()) as string);
    }
    lines.push(`${row}|${KANJI_NUMBER[9 - rank] as string}`);
  }
  lines.push('+---------------------------+', `先手の持駒：${hand(true)}`);
  if (start.turn === shogi.players[1]) lines.push('後手番');
  return lines;
}

/**
 * A {@link GameRecord} of shogi read from KIF by {@link recordFromKif}: it also keeps the header
 * lines that have no tag of their own (`表題：…`), in order, and the variations (`変化：N手`) of the
 * main line's moves, and writes both back. The variations belong to the moves as read: a move taken
 * back (`undo`) or played differently loses its variations and those of every later move. `toJSON`
 * keeps none (a game record's JSON has moves, tags and comments).
 */
export class KifGameRecord extends GameRecord<FairyPosition, ShogiMove> {
  /** Header lines without a tag of their own, as read: `[key, value]`. */
  readonly kifHeaders: readonly (readonly [string, string])[];
  readonly #read: { readonly usi: readonly string[]; readonly variations: ReadonlyMap<number, readonly KifLine[]> };
  constructor(start: FairyPosition, headers: readonly (readonly [string, string])[], read?: { readonly usi: readonly string[]; readonly variations: ReadonlyMap<number, readonly KifLine[]> }) {
    super(shogi, start);
    this.kifHeaders = headers;
    this.#read = read ?? { usi: [], variations: new Map() };
  }

  /**
   * The variations of each main-line move still as it was read, by ply (1: the first move): the
   * alternatives to that move, each played from the position before it. Linear in the number of moves.
   * @example
   * ```ts
   * const record = recordFromKif('手合割：平手\n   1 ７六歩(77)+\n\n変化：1手\n   1 ２六歩(27)\n');
   * record.kifVariations().get(1)?.[0]?.moves[0]?.move.usi // '2g2f'
   * ```
   */
  kifVariations(): ReadonlyMap<number, readonly KifLine[]> {
    const out = new Map<number, readonly KifLine[]>();
    const moves = this.moves, { usi, variations } = this.#read;
    let same = 0;
    while (same < moves.length && same < usi.length && (moves[same] as ShogiMove).usi === usi[same]) same++;
    for (const [ply, lines] of variations) if (ply <= same) out.set(ply, lines);
    return out;
  }
}

function bad(line: number, why: string, detail?: Record<string, unknown>): never {
  return fail('INVALID_KIF', `KIF line ${line}: ${why}`, { line, ...detail });
}

/** One move of a KIF line: its USI text, found among the legal moves (the piece name checked against the board). */
function moveOf(d: ShogiDialect, p: FairyPosition, body: string, previous: string | undefined, line: number): ShogiMove {
  const m = /^(?:([１-９1-9])([一二三四五六七八九])|(同)[\s\u3000]*)(成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜])(不成|成|打)?(?:\(([1-9])([1-9])\))?/.exec(body);
  if (!m) bad(line, `${JSON.stringify(body.slice(0, 30))} is not a KIF move (like ７六歩(77), 同　銀(31), ４五角打)`);
  const rest = body.slice(m[0].length);
  // After the move: a time in parentheses and a "+" marking a variation, nothing else.
  // Each run of spaces follows a literal, so the pattern backtracks at most once per character.
  if (!/^[\s\u3000]*(?:\([0-9:/ \u3000]*\)[\s\u3000]*)?(?:\+[\s\u3000]*)?$/.test(rest)) bad(line, `unexpected ${JSON.stringify(rest.slice(0, 30))} after the move`);
  let to: string;
  if (m[3]) {
    if (previous === undefined) bad(line, '同 (the same square) on the first move');
    to = previous;
  } else {
    const f = m[1] as string;
    to = String(WIDE.includes(f) ? WIDE.indexOf(f) + 1 : Number(f)) + String.fromCharCode(97 + KANJI_NUMBER.indexOf(m[2] as string));
  }
  const piece = PIECE_OF.get(m[4] as string) as string;
  const how = m[5];
  const legal = shogi.legalMoves(p);
  let found: ShogiMove | undefined;
  if (how === '打') {
    if (piece.startsWith('+')) bad(line, `${m[4] as string} cannot be dropped`);
    found = legal.find((x) => x.usi === `${piece}*${to}`);
  } else if (m[6] !== undefined) {
    const from = `${m[6]}${String.fromCharCode(96 + Number(m[7]))}`;
    const token = readTokens(d, p.fen).board.get(squareOfUsi(d, from) ?? '');
    if (token !== undefined && token.toUpperCase() !== piece) bad(line, `${m[4] as string} is not the piece on ${m[6]}${m[7]}`);
    found = legal.find((x) => x.usi === `${from}${to}${how === '成' ? '+' : ''}`);
  } else {
    // No origin: the one board move of that piece to that square (a drop is written 打).
    const tokens = readTokens(d, p.fen);
    const fits = legal.filter((x) => x.from !== '@' && x.usi.slice(2, 4) === to && (x.usi.endsWith('+') === (how === '成')) && tokens.board.get(engineSquare(d, x.from))?.toUpperCase() === piece);
    if (fits.length > 1) bad(line, `${body.slice(0, 20)} fits ${fits.length} moves; KIF gives the origin (like (77))`);
    found = fits[0];
  }
  if (!found) bad(line, `${m[0]} is not a legal move for ${p.turn}`);
  return found;
}

/**
 * Reads KIF text holding one shogi game into a {@link KifGameRecord}: the start (`手合割`: 平手 or
 * a handicap), the header lines as tags (先手/下手 → `Sente`, 後手/上手 → `Gote`, 開始日時 →
 * `StartTime`, 終了日時 → `EndTime`, 棋戦 → `Event`, 場所 → `Site`, 持ち時間 → `TimeControl`,
 * 戦型 → `Opening`; others kept in `kifHeaders`), the moves, comments (`*…`, on the ply they
 * follow) and the ending word as the `Termination` tag; a board diagram (BOD) gives any other
 * start; the variations (`変化：N手` blocks, each an alternative to move N of the line read last or
one it branched from) are kept in {@link KifGameRecord.kifVariations}. Takes text already decoded
 * (a KIF file is often Shift_JIS: `new TextDecoder('shift_jis')`). Throws `INVALID_KIF` naming the
 * line; time is linear in the text's length.
 * @example
 * ```ts
 * const record = recordFromKif('手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n');
 * record.moves.map((m) => m.usi) // ['7g7f', '3c3d']
 * ```
 */
export function recordFromKif(text: string): KifGameRecord {
  const source = requireText(text, 'KIF text');
  const d = shogi.dialect;
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const headers: [string, string][] = [];
  const tags: [string, string][] = [];
  let start: FairyPosition = shogi.setup();
  const moves: { readonly body: string; readonly line: number }[] = [];
  const comments = new Map<number, string[]>();
  let ending: string | undefined;
  let inMoves = false;
  // A board diagram (BOD): the ranks read, the hands (sente's, gote's), whose turn.
  const rows: string[] = [];
  const hands = ['', ''];
  let diagram = false, second = false;
  const blocks: KifBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string, line = i + 1;
    // String#trim also removes the ideographic space (U+3000); a trimming regex would be quadratic on long runs of spaces.
    const t = raw.trim();
    if (t === '' || t.startsWith('#') || t.startsWith('&')) continue;
    if (t.startsWith('変化：') || t.startsWith('変化:')) {
      const v = /^変化[：:][\s\u3000]*([0-9]{1,6})手$/.exec(t);
      if (!v || Number(v[1]) < 1) bad(line, `${JSON.stringify(t.slice(0, 30))} is not a variation header (like 変化：3手)`);
      blocks.push({ ply: Number(v[1]), line, moves: [], comments: new Map() });
      continue;
    }
    const block = blocks[blocks.length - 1];
    if (block !== undefined) {
      // Inside a variation: comments, numbered moves from its first move number, an ending word.
      if (t.startsWith('*')) {
        const list = block.comments.get(block.moves.length);
        if (list) list.push(t.slice(1));
        else block.comments.set(block.moves.length, [t.slice(1)]);
        continue;
      }
      if (t.startsWith('まで')) continue;
      const numbered = /^([0-9]+)[\s\u3000]+(.*)$/.exec(t);
      if (!numbered) bad(line, `${JSON.stringify(t.slice(0, 30))} is neither a comment (*…) nor a numbered move of the variation 変化：${block.ply}手`);
      const n = Number(numbered[1]), body = numbered[2] as string;
      if (block.ending !== undefined) bad(line, `a move after ${block.ending}`);
      if (n !== block.ply + block.moves.length) bad(line, `move ${block.ply + block.moves.length} expected in 変化：${block.ply}手, found ${numbered[1] as string}`);
      const end = ENDINGS.find((w) => body.startsWith(w));
      if (end !== undefined) block.ending = end;
      else block.moves.push({ body, line });
      continue;
    }
    if (t.startsWith('*')) {
      const ply = moves.length;
      const list = comments.get(ply);
      if (list) list.push(t.slice(1));
      else comments.set(ply, [t.slice(1)]);
      continue;
    }
    if (/^手数-+指手/.test(t)) { inMoves = true; continue; }
    if (t.startsWith('まで')) continue;
    const numbered = /^([0-9]+)[\s\u3000]+(.*)$/.exec(t);
    if (numbered) {
      inMoves = true;
      const n = Number(numbered[1]), body = numbered[2] as string;
      if (ending !== undefined) bad(line, `a move after ${ending}`);
      if (n !== moves.length + 1) bad(line, `move ${moves.length + 1} expected, found ${numbered[1] as string}`);
      const end = ENDINGS.find((w) => body.startsWith(w));
      if (end !== undefined) ending = end;
      else moves.push({ body, line });
      continue;
    }
    const header = inMoves ? null : /^([^：:]{1,40})[：:](.*)$/.exec(t);
    if (header) {
      const key = (header[1] as string).trim(), value = (header[2] as string).trim();
      if (key === '手合割') {
        const s = STARTS.find(([name]) => name === value);
        if (!s) bad(line, `the start ${JSON.stringify(value.slice(0, 20))} is not one this reader knows (平手 and the handicaps ${STARTS.slice(1).map(([name]) => name).join(' ')})`);
        start = shogi.parse(s[1]);
      } else if (key === '後手の持駒' || key === '上手の持駒' || key === '先手の持駒' || key === '下手の持駒') {
        hands[key === '先手の持駒' || key === '下手の持駒' ? 0 : 1] = bodHand(value, key === '先手の持駒' || key === '下手の持駒', line);
        diagram = true;
      } else if (TAG_OF.has(key)) tags.push([TAG_OF.get(key) as string, value]);
      else headers.push([key, value]);
      continue;
    }
    // A board diagram: its ranks, its frame, its file numbers, whose turn it is.
    if (!inMoves && t.startsWith('|')) { rows.push(bodRow(t, line)); diagram = true; continue; }
    if (!inMoves && (/^\+-+\+$/.test(t) || /^[１-９](?:[\s\u3000]+[１-９])*$/.test(t))) continue;
    if (!inMoves && (t === '後手番' || t === '上手番' || t === '先手番' || t === '下手番')) { second = t === '後手番' || t === '上手番'; continue; }
    bad(line, `${JSON.stringify(t.slice(0, 30))} is neither a header (key：value), a comment (*…) nor a numbered move`);
  }
  if (diagram) {
    if (rows.length !== 9) fail('INVALID_KIF', `KIF board diagram: 9 ranks expected, ${rows.length} read`);
    const sfen = `${rows.join('/')} ${second ? 'w' : 'b'} ${(hands[0] as string) + (hands[1] as string) || '-'} 1`;
    const r = attempt(() => shogi.parseSfen(sfen));
    if (!r.ok) fail('INVALID_KIF', `KIF board diagram: ${r.error.message}`);
    start = r.value;
  }
  const played: { move: ShogiMove; position: FairyPosition }[] = [];
  let previous: string | undefined;
  // The main line first, replayed without the record (its variations need every position).
  let p = start;
  for (const { body, line } of moves) {
    const move = moveOf(d, p, body, previous, line);
    try {
      p = shogi.play(p, move);
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      bad(line, error.message, { cause: error.code });
    }
    played.push({ move, position: p });
    previous = move.usi.slice(2, 4);
  }
  const variations = readVariations(start, played, blocks, (q, body, prev, line) => moveOf(d, q, body, prev, line));
  const record = new KifGameRecord(start, headers, { usi: played.map((e) => e.move.usi), variations });
  const note = noteRecord(record, { code: 'INVALID_KIF', name: 'KIF' }, tags, ending, comments);
  note(0);
  played.forEach(({ move }, i) => {
    record.play(move);
    note(i + 1);
  });
  return record;
}

/** KIF text of one move: destination (or 同　), piece, 成 / 不成 / 打, origin. */
function kifMove(d: ShogiDialect, before: FairyPosition, move: ShogiMove, previous: string | undefined): string {
  const to = move.usi.slice(2, 4);
  const square = shogiCoordinates(d, move.to);
  const where = to === previous ? '同　' : (WIDE[square.file - 1] as string) + (KANJI_NUMBER[square.rank - 1] as string);
  if (move.from === '@') return `${where}${NAME_OF.get(move.piece.toUpperCase()) as string}打`;
  const token = (readTokens(d, before.fen).board.get(engineSquare(d, move.from)) as string).toUpperCase();
  const from = shogiCoordinates(d, move.from);
  const how = move.notation.endsWith('+') ? '成' : move.notation.endsWith('=') ? '不成' : '';
  return `${where}${NAME_OF.get(token) as string}${how}(${from.file}${from.rank})`;
}

/**
 * Writes a shogi {@link GameRecord} as KIF: header lines from its tags (and a KIF record's other
 * headers), `手合割` from its start (平手 or a handicap; any other start as a board diagram), the numbered moves, the comments as `*` lines after the move they
 * follow, and the `Termination` tag (or 詰み for a checkmate) as the last numbered line.
 * @example
 * ```ts
 * const record = new GameRecord(shogi);
 * record.play('P-7f');
 * recordToKif(record) // '手合割：平手\n先手：\n後手：\n手数----指手---------消費時間--\n   1 ７六歩(77)\n'
 * ```
 */
export function recordToKif(record: GameRecord<FairyPosition, ShogiMove>): string {
  if (!(record instanceof GameRecord) || record.variant.id !== 'shogi') fail('INVALID_ARGUMENT', 'recordToKif writes a GameRecord of shogi');
  const d = shogi.dialect;
  // Compared without the move number: a handicap start (second player to move at ply 1) writes as ply 2 (docs/shogi.md).
  const sfen = shogi.toSfen(record.start).replace(/ [0-9]+$/, '');
  const start = STARTS.find(([, s]) => s.replace(/ [0-9]+$/, '') === sfen);
  const even = start === undefined || start[0] === '平手';
  const tags = record.tags;
  const out: string[] = [];
  const names = new Map<string, string>(TAGS.filter(([key]) => !(even ? ['下手', '上手'] : ['先手', '後手']).includes(key)).map(([key, tag]) => [tag, key]));
  for (const [tag, value] of Object.entries(tags)) {
    const key = names.get(tag);
    if (key !== undefined && tag !== 'Sente' && tag !== 'Gote') out.push(`${key}：${value}`);
  }
  if (record instanceof KifGameRecord) for (const [key, value] of record.kifHeaders) out.push(`${key}：${value}`);
  // Another start is written as a board diagram (BOD).
  if (start) out.push(`手合割：${start[0]}`);
  else out.push(...bodOf(record.start));
  out.push(`${even ? '先手' : '下手'}：${tags['Sente'] ?? ''}`);
  out.push(`${even ? '後手' : '上手'}：${tags['Gote'] ?? ''}`);
  out.push('手数----指手---------消費時間--');
  const comment = commentWriter(record, out, "*");
  comment(0);
  let before = record.start;
  let previous: string | undefined;
  const variations = record instanceof KifGameRecord ? record.kifVariations() : new Map<number, readonly KifLine[]>();
  const history = record.history;
  history.forEach((entry, i) => {
    // A move with alternatives is marked + (Kifu for Windows).
    out.push(`${String(i + 1).padStart(4)} ${kifMove(d, before, entry.move, previous)}${variations.has(i + 1) ? '+' : ''}`);
    comment(i + 1);
    previous = entry.move.usi.slice(2, 4);
    before = entry.position;
  });
  const status = record.status();
  const ending = tags[TERMINATION] ?? (status.over && status.reason === 'checkmate' ? '詰み' : undefined);
  if (ending !== undefined) out.push(`${String(history.length + 1).padStart(4)} ${ending}`);
  out.push(...writeVariations(variations,
    (ply) => (ply === 1 ? record.start : (history[ply - 2] as { position: FairyPosition }).position),
    (ply) => (ply === 1 ? undefined : (history[ply - 2] as { move: ShogiMove }).move.usi.slice(2, 4)),
    (b, m, prev) => kifMove(d, b, m, prev)));
  return `${out.join('\n')}\n`;
}
