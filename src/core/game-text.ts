/**
 * Game text: the record format of the games without a standard one (the
 * Diamond games, Dilkel, Chess4), in the manner of PGN. Tag pairs, one a line
 * (`[Event "club"]`; `[Position "…"]` holds the start's position text when it is
 * not the game's start); then the moves in the game's own notation separated
 * by spaces, with comments in braces after the move they follow:
 *
 *     [Event "club"]
 *
 *     {a comment before the first move} 13A-21 {after it} 7A-13A
 *
 * Inside tag values `\"` and `\\`, inside comments `\}` and `\\` are escapes.
 * Moves are replayed in strict mode. Reading is one pass over the text.
 */
import { excerpt, fail, isBoardwrightError, requireText } from './errors.js';
import { GameRecord } from './record.js';
import type { Move, Position, Variant } from './variant.js';

/** The tag that holds a non-standard start position. */
const POSITION_TAG = 'Position';

/**
 * Writes a record as game text (see the module comment).
 * @example
 * ```ts
 * const game = new GameRecord(diamondCheckers);
 * game.setTag('Event', 'club'); game.play('13A-21');
 * writeGameText(game) // '[Event "club"]\n\n13A-21\n'
 * ```
 */
export function writeGameText<P extends Position, M extends Move>(record: GameRecord<P, M>): string {
  const variant = record.variant;
  const lines: string[] = [];
  for (const [name, value] of Object.entries(record.tags)) if (name !== POSITION_TAG) lines.push(tagLine(name, value));
  const start = variant.format(record.start);
  if (start !== variant.format(variant.setup())) lines.push(tagLine(POSITION_TAG, start));
  const words: string[] = [];
  const byPly = new Map<number, string[]>();
  // One push per comment (not a fresh array per comment): linear in the number of comments.
  for (const c of record.comments) {
    const list = byPly.get(c.ply);
    if (list) list.push(c.text);
    else byPly.set(c.ply, [c.text]);
  }
  const notes = (ply: number): void => {
    for (const text of byPly.get(ply) ?? []) words.push(`{${text.replace(/[\\}]/g, '\\$&')}}`);
  };
  notes(0);
  record.moves.forEach((m, i) => {
    words.push(m.notation);
    notes(i + 1);
  });
  return `${lines.join('\n')}${lines.length ? '\n\n' : ''}${words.join(' ')}\n`;
}

function tagLine(name: string, value: string): string {
  return `[${name} "${value.replace(/[\\"]/g, '\\$&')}"]`;
}

/**
 * Reads game text (see the module comment) into a record of `variant`. Malformed text is
 * `INVALID_ARGUMENT` with `detail.offset`; an illegal or non-canonical move the game's error with
 * `detail.ply`; text over the size limit `INPUT_TOO_LARGE`.
 * @example
 * ```ts
 * readGameText(diamondCheckers, '[Event "club"]\n\n13A-21').moves[0].notation // '13A-21'
 * ```
 */
export function readGameText<P extends Position, M extends Move>(variant: Variant<P, M, never>, text: string): GameRecord<P, M> {
  const source = requireText(text, 'game text');
  const tags: [string, string][] = [];
  const items: ({ move: string; at: number } | { comment: string })[] = [];
  const bad = (at: number, message: string): never => fail('INVALID_ARGUMENT', `game text, character ${at + 1}: ${message}`, { offset: at });
  let i = 0;
  const n = source.length;
  const space = (c: string | undefined): boolean => c === ' ' || c === '\n' || c === '\r' || c === '\t';
  while (i < n) {
    const c = source[i];
    if (space(c)) { i++; continue; }
    if (c === '[') {
      if (items.length > 0) bad(i, 'a tag pair after the moves');
      const close = /^\[([A-Za-z0-9][A-Za-z0-9_]{0,63}) "/.exec(source.slice(i, i + 70));
      if (!close) bad(i, `a tag pair is [Name "value"], got ${excerpt(source.slice(i, i + 30))}`);
      let j = i + (close as RegExpExecArray)[0].length;
      let value = '';
      for (; j < n && source[j] !== '"'; j++) value += source[j] === '\\' && j + 1 < n ? source[++j] : source[j];
      if (source[j + 1] !== ']') bad(j, 'a tag value must end with "]');
      tags.push([(close as RegExpExecArray)[1] as string, value]);
      i = j + 2;
      continue;
    }
    if (c === '{') {
      let j = i + 1;
      let comment = '';
      for (; j < n && source[j] !== '}'; j++) comment += source[j] === '\\' && j + 1 < n ? source[++j] : source[j];
      if (j >= n) bad(i, 'a comment is not closed with }');
      items.push({ comment });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < n && !space(source[j]) && source[j] !== '{' && source[j] !== '[') j++;
    items.push({ move: source.slice(i, j), at: i });
    i = j;
  }
  const positionText = tags.find(([name]) => name === POSITION_TAG)?.[1];
  const record = new GameRecord(variant, positionText === undefined ? undefined : variant.parse(positionText));
  for (const [name, value] of tags) if (name !== POSITION_TAG) record.setTag(name, value);
  for (const item of items) {
    if ('comment' in item) { record.comment(item.comment); continue; }
    try {
      record.play(item.move, { strict: true });
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      fail(error.code, `game text, move ${record.moves.length + 1} ${excerpt(item.move)}: ${error.message}`, { ply: record.moves.length + 1, offset: item.at });
    }
  }
  return record;
}
