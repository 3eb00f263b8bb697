/**
 * The WXF game record (the World Xiangqi Federation's file format, "Chinese Chess File Format",
 * wxf.org/xq/computer/wxf_format.html): header lines `KEY value` — `FORMAT WXF` first, then
 * `RED`, `BLACK`, `DATE`, `EVENT`, `RESULT`, `FEN`, … —, then the moves in WXF notation between
 * `START{` and `}END`, numbered per move pair:
 *
 *     FORMAT      WXF
 *     RED         Hu Ronghua
 *     RESULT      1-0
 *     START{
 *       1. C2.5        H8+7
 *       2. H2+3        R9.8
 *     }END
 *
 * Moves are read as the game's `play` reads WXF (`=` for sideways, as Fairy-Stockfish writes it,
 * included) into a {@link GameRecord}; reading is one pass over the text.
 */
import { excerpt, fail, isBoardwrightError, requireText } from '../../../core/errors.js';
import { GameRecord } from '../../../core/record.js';
import type { FairyPosition } from '../../../core/declarative/fairy/variant.js';
import type { Variant } from '../../../core/variant.js';
import type { XiangqiMove } from './variant.js';

/** The game a WXF record is of: xiangqi, or another xiangqi-family game with WXF notation. */
export type WxfVariant = Variant<FairyPosition, XiangqiMove, Record<string, never>, string>;

/** Header keys and the record tags they become (other keys: first letter upper case, the rest lower: `OPENING` → `Opening`). */
const TAG_OF_KEY: Readonly<Record<string, string>> = { RED: 'Red', BLACK: 'Black', EVENT: 'Event', SITE: 'Site', DATE: 'Date', ROUND: 'Round', RESULT: 'Result', GAME: 'Game', OPENING: 'Opening', REDTEAM: 'RedTeam', BLACKTEAM: 'BlackTeam' };

const RESULTS: ReadonlySet<string> = /* @__PURE__ */ new Set(['1-0', '0-1', '1/2-1/2', '*']);

function bad(line: number, message: string, extra?: Record<string, unknown>): never {
  return fail('INVALID_WXF', `WXF line ${line}: ${message}`, { line, ...extra });
}

const tagOfKey = (key: string): string => TAG_OF_KEY[key] ?? key.charAt(0) + key.slice(1).toLowerCase();

/**
 * Reads a WXF game record (see the module comment) into a {@link GameRecord} of `variant`
 * (default: the game `xiangqi` of `boardwright/fairy`, passed by the caller's import): the header
 * keys as tags (`RED` → `Red`, `BLACK` → `Black`, `RESULT` → `Result`, …), `FEN` as the start, the
 * moves. Throws `INVALID_WXF` naming the line — for a move that is not legal also the move, its
 * number and its ply (`detail.ply`), with the game's reason — or `INPUT_TOO_LARGE` for text over
 * 1,000,000 characters.
 * @example
 * ```ts
 * const record = recordFromWxf(xiangqi, 'FORMAT WXF\nRED Hu\nSTART{\n 1. C2.5 H8+7\n}END\n');
 * record.moves.map((m) => m.iccs) // ['h2e2', 'h9g7']
 * ```
 */
export function recordFromWxf(variant: WxfVariant, text: string): GameRecord<FairyPosition, XiangqiMove> {
  const source = requireText(text, 'WXF text');
  const lines = source.split(/\r?\n/);
  const tags: [string, string][] = [];
  let fen: string | undefined;
  let format = false;
  let i = 0;
  for (; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    if (/^START\s*\{/.test(line)) break;
    const m = /^([A-Z][A-Z0-9_]{0,63})(?:\s+(.*))?$/.exec(line);
    if (!m) bad(i + 1, `${excerpt(line)} is neither a header line (KEY value) nor START{`);
    const [, key, value = ''] = m as unknown as [string, string, string | undefined];
    if (!format) {
      if (key !== 'FORMAT' || !/^WXF\b/i.test(value)) bad(i + 1, `a WXF record starts with FORMAT WXF, not ${excerpt(line)}`);
      format = true;
    } else if (key === 'FEN') fen = value.trim();
    else tags.push([tagOfKey(key), value.trim()]);
  }
  if (!format) bad(1, 'a WXF record starts with FORMAT WXF');
  if (i >= lines.length) bad(lines.length, 'the moves are missing: a WXF record holds them between START{ and }END');
  let record: GameRecord<FairyPosition, XiangqiMove>;
  try {
    record = new GameRecord(variant, fen === undefined ? undefined : variant.parse(fen));
  } catch (error) {
    if (!isBoardwrightError(error)) throw error;
    return bad(i, `the FEN header is not a position of ${variant.name}: ${error.message}`, { reason: error.code });
  }
  for (const [name, value] of tags) record.setTag(name, value);
  let ended = -1;
  // The body: START{ (and anything after it on its line), move lines, }END.
  const first = (lines[i] as string).trim().replace(/^START\s*\{/, '');
  for (let n = i; n < lines.length && ended < 0; n++) {
    let body = n === i ? first : (lines[n] as string).trim();
    const end = body.indexOf('}END');
    if (end >= 0) {
      if (body.slice(end + 4).trim() !== '') bad(n + 1, 'text after }END');
      body = body.slice(0, end);
      ended = n;
    }
    for (const token of body.split(/\s+/)) {
      if (token === '' || /^\d+\.$/.test(token) || token === '...' || RESULTS.has(token)) continue;
      const ply = record.moves.length + 1;
      try {
        record.play(token);
      } catch (error) {
        if (!isBoardwrightError(error)) throw error;
        bad(n + 1, `move ${excerpt(token)} (ply ${ply}): ${error.message}`, { ply, move: token.slice(0, 40), reason: error.code });
      }
    }
  }
  if (ended < 0) bad(lines.length, 'START{ is never closed with }END');
  for (let n = ended + 1; n < lines.length; n++) if ((lines[n] as string).trim() !== '') bad(n + 1, `text after }END: ${excerpt((lines[n] as string).trim())}`);
  return record;
}

/** The header key of a record tag (`Red` → `RED`, `RedTeam` → `REDTEAM`). */
const keyOfTag = (name: string): string => name.toUpperCase();

/**
 * Writes a record of a xiangqi-family game as a WXF game record: `FORMAT WXF`, the tags as header
 * lines (`Red` → `RED`, …; `RESULT` from the `Result` tag, else the final position's when the game
 * is over), `FEN` when the game does not begin at the start, and the moves in WXF notation (their
 * `notation`), two to a numbered line. Comments are not written (the format has none).
 * @example
 * ```ts
 * const record = new GameRecord(xiangqi);
 * record.setTag('Red', 'Hu'); record.play('C2.5'); record.play('H8+7');
 * recordToWxf(record) // 'FORMAT      WXF\nRED         Hu\nSTART{\n  1. C2.5        H8+7\n}END\n'
 * ```
 */
export function recordToWxf(record: GameRecord<FairyPosition, XiangqiMove>): string {
  const variant = record.variant;
  const out: string[] = [header('FORMAT', 'WXF')];
  const tags = { ...record.tags };
  const final = variant.status(record.position);
  if (tags['Result'] === undefined && final.over) tags['Result'] = final.winner === variant.players[0] ? '1-0' : final.winner === variant.players[1] ? '0-1' : '1/2-1/2';
  for (const [name, value] of Object.entries(tags)) {
    if (/[\r\n]/.test(value)) fail('INVALID_ARGUMENT', `the tag ${name} holds a line break, which a WXF header line cannot`, { tag: name });
    out.push(header(keyOfTag(name), value));
  }
  const start = variant.format(record.start);
  if (start !== variant.format(variant.setup())) out.push(header('FEN', start));
  out.push('START{');
  // Move pairs from the first player's move; a game begun by the second player starts with "...".
  const firstSecond = variant.players.indexOf(record.start.turn) === 1;
  const notations = record.moves.map((m) => m.notation);
  if (firstSecond) notations.unshift('...');
  for (let k = 0; k < notations.length; k += 2) {
    const number = `${k / 2 + 1}.`.padStart(4);
    const red = (notations[k] as string).padEnd(12);
    out.push(`${number} ${notations[k + 1] === undefined ? red.trimEnd() : red + (notations[k + 1] as string)}`);
  }
  out.push('}END');
  return `${out.join('\n')}\n`;
}

function header(key: string, value: string): string {
  return value === '' ? key : `${key.padEnd(11)} ${value}`;
}
