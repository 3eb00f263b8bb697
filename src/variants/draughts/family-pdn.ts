/**
 * PDN game records of the draughts family: the `GameType` tag names the game
 * (PDN 3.0 numbers, pdn.fmjd.org/gametype.html: 20 international, 22 Italian,
 * 23 pool, 24 Spanish, 25 Russian, 26 Brazilian, 27 Canadian, 29 Czech,
 * 31 Thai, 40 Frisian), the `FEN` tag a start other than the variant's own,
 * and the moves are replayed on that variant in its notation.
 */
import { fail, isBoardwrightError } from '../../core/index.js';
import { GameRecord } from '../../core/record.js';
import type { DraughtsVariant } from './engine/define.js';
import type { FamilyMove, FamilyPosition } from './engine/types.js';
import { pdnError, RESULTS, scanPdnGames } from './pdn-scan.js';
import { writePdnText } from './pdn-text.js';

/** PDN 3.0 game type numbers of the family variants (Killer has none). */
const GAME_TYPES: Readonly<Record<string, number>> = {
  international: 20,
  italian: 22,
  pool: 23,
  spanish: 24,
  russian: 25,
  brazilian: 26,
  canadian: 27,
  czech: 29,
  thai: 31,
  frisian: 40,
};

/** Tags the writer derives from the record's start, so a record does not keep them. */
const DERIVED_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['FEN', 'SetUp']);

/** The PDN 3.0 game type number of a family variant, or undefined when the standard gives none. */
export function pdnGameType(variant: DraughtsVariant): number | undefined {
  return GAME_TYPES[variant.rules.id];
}

/**
 * Reads a PDN text holding one game of a family variant into a `GameRecord`
 * (`recordFromPdn(text, { variant })` in the public API):
 * its tags (but `FEN`, which becomes the record's start) and its moves,
 * replayed on `variant`. A `GameType` tag must name that variant (its number,
 * optionally followed by PDN 3.0's attributes). Throws `INVALID_PDN` for text
 * that is not PDN, a game type of another game, a bad FEN or an illegal move.
 *
*/
export function readFamilyPdn(variant: DraughtsVariant, text: string): GameRecord<FamilyPosition, FamilyMove> {
  const games = scanPdnGames(text);
  if (games.length > 1) fail('INVALID_PDN', `the PDN text holds ${games.length} games; a record holds one`);
  const { tags, tokens, result } = games[0] as (typeof games)[number];
  const type = tags['GameType'];
  const number = type === undefined ? undefined : /^\s*(\d+)\s*(,|$)/.exec(type)?.[1];
  if (type !== undefined && (number === undefined || Number(number) !== pdnGameType(variant))) {
    const want = pdnGameType(variant);
    fail('INVALID_PDN', `GameType "${type.slice(0, 40)}" is not ${variant.name} (${want === undefined ? 'which has no PDN game type: leave the tag out' : want})`);
  }
  let start: FamilyPosition;
  try {
    start = tags['FEN'] !== undefined ? variant.parse(tags['FEN']) : variant.setup();
  } catch (error) {
    if (isBoardwrightError(error)) fail('INVALID_PDN', `the FEN tag is not valid: ${error.message}`, { cause: error.code });
    throw error;
  }
  const record = new GameRecord(variant, start);
  for (const token of tokens) {
    try {
      record.play(token.text);
    } catch (error) {
      if (isBoardwrightError(error)) pdnError(`move ${record.moves.length + 1} "${token.text.slice(0, 40)}": ${error.message}`, token.at);
      throw error;
    }
  }
  try {
    for (const [name, value] of Object.entries(tags)) if (!DERIVED_TAGS.has(name)) record.setTag(name, value);
    if (tags['Result'] === undefined && result !== undefined) record.setTag('Result', result);
  } catch (error) {
    // A tag the record refuses (too long, too many) is a PDN that does not fit a game record.
    if (isBoardwrightError(error)) fail('INVALID_PDN', `the PDN game does not fit a game record: ${error.message}`, { cause: error.code });
    throw error;
  }
  return record;
}

/**
 * Writes a family `GameRecord` as PDN: its tags, `GameType` (the variant's
 * PDN 3.0 number, none for Killer), `SetUp` and `FEN` when the record does not
 * start from the variant's start, numbered moves (one number per move of each
 * player, the first mover's move first) and the result (the record's `Result`
 * tag, else `*`). Comments are not written.
 * (`recordToPdn(record)` in the public API).
 */
export function writeFamilyPdn(record: GameRecord<FamilyPosition, FamilyMove>): string {
  const variant = record.variant as unknown as DraughtsVariant;
  if (typeof variant !== 'object' || variant === null || typeof variant.rules !== 'object') fail('INVALID_ARGUMENT', 'recordToPdn needs a GameRecord of a draughts family variant (international, russian, …)');
  const given = record.tags['Result'];
  const result = given !== undefined && RESULTS[given] !== undefined ? given : '*';
  const tags: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.tags)) if (!DERIVED_TAGS.has(name) && name !== 'GameType') tags[name] = value;
  tags['Result'] = result;
  const type = pdnGameType(variant);
  if (type !== undefined) tags['GameType'] = String(type);
  const fen = variant.format(record.start);
  if (fen !== variant.format(variant.setup())) {
    tags['SetUp'] = '1';
    tags['FEN'] = fen;
  }
  const words: string[] = [];
  // Numbered by moves of the variant's first mover; a record starting with the other side opens with "1...".
  const first = variant.setup().turn;
  let number = 1;
  record.history.forEach((entry, i) => {
    const mover = entry.move.player;
    if (mover === first) words.push(`${number}.`);
    else if (i === 0) words.push(`${number}...`);
    words.push(entry.move.notation);
    if (mover !== first) number++;
  });
  words.push(result);
  return writePdnText(tags, words);
}
