/**
 * The PDN reading grammar shared by English draughts and the family: tag
 * pairs, movetext tokens and the termination marker of each game. Comments
 * (`{…}`, `;…`), variations (`(…)`), NAGs (`$1`), move strength marks and the
 * `...` placeholder are skipped; `:` between numbers reads as the capture
 * separator. Moves are not checked here: the caller replays them on its game.
 */
import { fail, requireText } from '../../core/index.js';

/**
 * A result token: `1-0` Black won, `0-1` White won (Black is named first, as it
 * moves first), `1/2-1/2` drawn, `0-0` lost by both (a double forfeit, PDN 3.0),
 * `*` unknown or unfinished.
 */
export type PdnResult = '1-0' | '0-1' | '1/2-1/2' | '0-0' | '*';

// PDN 3.0 "Default" results, plus the international ones (2-0, 0-2, 1-1) its reading grammar also accepts.
export const RESULTS: Readonly<Record<string, PdnResult>> = { '1-0': '1-0', '0-1': '0-1', '1/2-1/2': '1/2-1/2', '0-0': '0-0', '*': '*', '2-0': '1-0', '0-2': '0-1', '1-1': '1/2-1/2' };

/** One game as read: tags in file order, move tokens with their offsets, the marker. */
export interface ScannedGame {
  readonly tags: Record<string, string>;
  readonly tokens: readonly { text: string; at: number }[];
  readonly result: PdnResult | undefined;
}

/** `INVALID_PDN` at a character offset. */
export const pdnError = (message: string, at: number): never => fail('INVALID_PDN', `${message} (at character ${at + 1})`, { offset: at });

/** Reads the games of a PDN text (tags, tokens, marker); `INVALID_PDN` for text that is not PDN. */
export function scanPdnGames(text: string): ScannedGame[] {
  requireText(text, 'PDN text');
  const games: ScannedGame[] = [];
  let i = 0;
  const n = text.length;
  const bad = pdnError;
  while (i < n) {
    const tags: Record<string, string> = {};
    const tokens: { text: string; at: number }[] = [];
    let result: PdnResult | undefined;
    let depth = 0;
    let sawMovetext = false;
    while (i < n && result === undefined) {
      const c = text[i] as string;
      if (/\s/.test(c)) { i++; continue; }
      if (c === '{') {
        const end = text.indexOf('}', i);
        if (end < 0) bad('a comment "{" is never closed', i);
        i = end + 1;
        continue;
      }
      if (c === ';' || (c === '%' && (i === 0 || text[i - 1] === '\n'))) {
        const end = text.indexOf('\n', i);
        i = end < 0 ? n : end + 1;
        continue;
      }
      if (c === '(') { depth++; i++; continue; }
      if (c === ')') {
        if (depth === 0) bad('")" closes no variation', i);
        depth--;
        i++;
        continue;
      }
      if (c === '[' && depth === 0) {
        if (sawMovetext) break; // the next game's tags: this game had no termination marker
        // A tag name starts with a letter or digit (PGN's symbol grammar): `[__proto__ "x"]` is no tag pair.
        const m = /^\[\s*([A-Za-z0-9][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(text.slice(i, i + 10_000));
        if (!m) bad('a tag pair must read like [Event "name"]', i);
        const [whole, name, value] = m as RegExpExecArray;
        tags[name as string] = (value as string).replace(/\\(.)/g, '$1');
        i += whole.length;
        continue;
      }
      let end = i;
      while (end < n && !/[\s{}();[\]]/.test(text[end] as string)) end++;
      if (end === i) bad(`unexpected "${c}"`, i);
      const token = text.slice(i, end);
      const at = i;
      i = end;
      if (depth > 0) continue;
      sawMovetext = true;
      if (RESULTS[token] !== undefined) { result = RESULTS[token]; break; }
      // Move numbers, NAGs and the "..." that some files write for a move left out.
      if (/^\d*\.+$/.test(token) || /^\$\d+$/.test(token)) continue;
      const bare = token.replace(/^\d+\.+/, '').replace(/[!?*]+$/, '').replace(/(\d):(?=\d)/g, '$1x');
      if (bare !== '') tokens.push({ text: bare, at });
    }
    if (depth > 0) bad('a variation "(" is never closed', n);
    if (Object.keys(tags).length === 0 && tokens.length === 0 && result === undefined) break;
    games.push({ tags, tokens, result });
  }
  if (games.length === 0) fail('INVALID_PDN', 'the PDN text holds no game');
  return games;
}

