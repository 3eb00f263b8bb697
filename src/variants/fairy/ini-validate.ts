/**
 * Every section read from an ini file is checked by the engine itself (`defineFairy`), and an
 * error it finds is reported at the line of the ini key that set the field: a region off the
 * board, a piece letter the start position uses but no piece defines, a promotion to a missing
 * piece — the same INVALID_DEFINITION, now with the line.
 */
import { BoardwrightError, fail, isBoardwrightError } from '../../core/errors.js';
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import { defineFairy } from '../../core/declarative/fairy/index.js';
import type { IniSection } from './ini-text.js';

/** The section and its templates in this file, the section first. */
export type SectionChain = readonly IniSection[];

/** Checks a definition read from `chain[0]`; an engine error is rethrown with the line of the key that set its field. */
export function validateSection(definition: FairyDefinition, chain: SectionChain): void {
  try {
    defineFairy(definition);
  } catch (error) {
    if (!isBoardwrightError(error) || error.code !== 'INVALID_DEFINITION') throw error;
    const section = chain[0];
    if (!section) throw error;
    const line = lineOf(error, definition, chain) ?? section.line;
    const reason = error.message.replace(/^game definition: /, '');
    fail('INVALID_DEFINITION', `variants.ini line ${line}: [${section.name}]: ${reason}`, { line });
  }
}

/** The line of the ini key behind the field the engine names (`flagRegion: …`, `pieces.Z: …`). */
function lineOf(error: BoardwrightError, definition: FairyDefinition, chain: SectionChain): number | undefined {
  const m = /^game definition: ([A-Za-z0-9]+)(?:\.([A-Za-z]))?[:\s]/.exec(error.message);
  if (!m) return undefined;
  const field = m[1] ?? '';
  const letter = m[2]?.toUpperCase();
  for (const section of chain) {
    for (const entry of section.entries.values()) {
      if (entry.key === field) return entry.line;
      if (field === 'kingType' && entry.key === 'king') return entry.line;
      if (field === 'pieces' && letter !== undefined && entry.value.charAt(0).toUpperCase() === letter && /^[a-zA-Z]/.test(entry.key)
        && (entry.value.length === 1 || entry.value.charAt(1) === ':')) return entry.line;
      if ((field === 'mobilityRegionWhite' || field === 'mobilityRegionBlack') && entry.key.startsWith(field)) {
        if (letter === undefined || typeLetter(definition, entry.key.slice(field.length)) === letter) return entry.line;
      }
    }
  }
  return undefined;
}

/** The letter of a piece type named as in a mobility key (`King`, `CustomPiece1`), when the definition says. */
function typeLetter(definition: FairyDefinition, typeName: string): string | undefined {
  const type = typeName.charAt(0).toLowerCase() + typeName.slice(1);
  for (const [letter, movement] of Object.entries(definition.pieces)) if (movement === type) return letter.toUpperCase();
  return undefined;
}
