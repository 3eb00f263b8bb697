/**
 * Fairy-Stockfish's own `src/variants.ini` (test/reference/data/fairy-stockfish-variants.ini, a
 * copy with its GPL notice; the commit is in that folder's README), read one section at a time:
 * each section with the sections of the file it inherits from, so that one refused section does
 * not hide the others (parseVariantsIni refuses a whole text that holds a section it cannot read).
 */
import { readFileSync } from 'node:fs';
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';

export const variantsIniText = readFileSync(new URL('../reference/data/fairy-stockfish-variants.ini', import.meta.url), 'utf8');

/** One section of the file: the definition read from it, or the message it was refused with. */
export interface FixtureSection {
  readonly name: string;
  readonly definition: FairyDefinition | undefined;
  readonly refused: string | undefined;
}

interface RawSection { readonly name: string; readonly template: string | undefined; readonly lines: readonly string[] }

function rawSections(text: string): RawSection[] {
  const out: { name: string; template: string | undefined; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const header = /^\[([^\]:]+)(?::([^\]]+))?\]/.exec(line);
    if (header) out.push({ name: header[1] ?? '', template: header[2], lines: [line] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** Every section of the file, in file order. */
export function readFixtureSections(text = variantsIniText): FixtureSection[] {
  const sections = rawSections(text);
  const byName = new Map(sections.map((s) => [s.name, s]));
  return sections.map((section) => {
    const chain: string[] = [];
    for (let s: RawSection | undefined = section; s; s = s.template === undefined ? undefined : byName.get(s.template)) {
      chain.unshift(s.lines.join('\n'));
    }
    try {
      return { name: section.name, definition: parseVariantsIni(chain.join('\n')).get(section.name), refused: undefined };
    } catch (error) {
      if (!isBoardwrightError(error)) throw error;
      return { name: section.name, definition: undefined, refused: error.message };
    }
  });
}

/**
 * Why a section is refused, as the docs group it: the key or template named first in the message
 * (`pocketSize`, `template "ataxx"`), or the message without its line and section.
 */
export function refusalReason(message: string): string {
  const text = message.replace(/^variants\.ini line \d+: (\[[^\]]+\]: )?/, '');
  const template = /^template "([^"]+)"/.exec(text);
  if (template) return `template \`${template[1]}\``;
  const key = /^([A-Za-z0-9]+)(?: is a Fairy-Stockfish rule| is not implemented| must | needs |: )/.exec(text);
  return key ? `\`${key[1]}\`` : text;
}

/** Loads ini text into ffish once per process (ffish's variant list is global; a second load only repeats "already exists"). */
export function loadIntoFfish(ff: { loadVariantConfig(ini: string): void }, text: string, names: readonly string[]): void {
  const known = new Set((ff as unknown as { variants(): string }).variants().split(' '));
  if (names.every((n) => known.has(n))) return;
  ff.loadVariantConfig(text);
}

/** Loads the copy of Fairy-Stockfish's variants.ini into ffish. */
export function loadFixtureIntoFfish(ff: { loadVariantConfig(ini: string): void }): void {
  loadIntoFfish(ff, variantsIniText, rawSections(variantsIniText).map((s) => s.name));
}
