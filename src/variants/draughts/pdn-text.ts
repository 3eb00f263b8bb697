/**
 * Writing PDN text: tag pairs one a line, an empty line, then the movetext
 * wrapped before 80 columns (PDN 3.0, like PGN's export format). Shared by the
 * English and the family record writers.
 */
import { fail } from '../../core/errors.js';

/** The PDN text of `tags` and the movetext `words` (move numbers, moves, result). */
export function writePdnText(tags: Readonly<Record<string, string>>, words: readonly string[]): string {
  for (const name of Object.keys(tags)) {
    // Only names the reader reads back (pdn-scan.ts): a letter or digit first, then letters, digits and `_`.
    if (!/^[A-Za-z0-9][A-Za-z0-9_]*$/.test(name)) fail('INVALID_ARGUMENT', `${JSON.stringify(name.slice(0, 40))} is not a PDN tag name: use letters, digits and "_", starting with a letter or digit`, { tag: name.slice(0, 40) });
  }
  const lines = Object.entries(tags).map(([k, v]) => `[${k} "${v.replace(/[\\"]/g, '\\$&')}"]`);
  const text: string[] = [];
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 79 && line !== '') { text.push(line); line = ''; }
    line = line === '' ? w : `${line} ${w}`;
  }
  text.push(line);
  return `${lines.join('\n')}\n\n${text.join('\n')}\n`;
}
