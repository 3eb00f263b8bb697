/**
 * Regions of an ini section clipped to its board, as Fairy-Stockfish reads them (parser.cpp sets any
 * square of its 12x10 bitboard; squares off the variant's board then never count). epicatomic names
 * ranks 9 and 10 of its 8-rank board in its promotion regions. The ini reader already refuses
 * squares beyond files a–l and ranks 1–10; a FairyDefinition written by hand keeps its strict
 * check (a square off the board is `INVALID_DEFINITION` there, a likely mistake).
 */
import { readRegion } from './ini-values.js';
import { SCALAR_KEYS } from './ini-keys.js';

const REGION_KEYS: readonly string[] = /* @__PURE__ */ [...SCALAR_KEYS].filter(([, reader]) => reader === readRegion).map(([key]) => key);

/** The definition with every region token off its board left out (a region left empty is `-`). */
export function clipRegions(def: Record<string, unknown>): void {
  const ranks = typeof def['maxRank'] === 'number' ? def['maxRank'] : 8;
  const maxFile = def['maxFile'];
  const files = typeof maxFile === 'number' ? maxFile : typeof maxFile === 'string' ? maxFile.toLowerCase().charCodeAt(0) - 96 : 8;
  const clip = (text: string): string => {
    const kept = text.split(' ').filter((token) => {
      const m = /^([a-l*])(\*|\d+)$/.exec(token);
      if (!m) return true;
      const file = m[1] === '*' ? 0 : (m[1] as string).charCodeAt(0) - 97;
      const rank = m[2] === '*' ? 1 : Number(m[2]);
      return file < files && rank <= ranks;
    });
    return kept.length === 0 ? '-' : kept.join(' ');
  };
  for (const key of REGION_KEYS) if (typeof def[key] === 'string') def[key] = clip(def[key] as string);
  for (const key of ['mobilityRegionWhite', 'mobilityRegionBlack']) {
    const regions = def[key] as Record<string, string> | undefined;
    if (regions !== undefined) def[key] = Object.fromEntries(Object.entries(regions).map(([letter, text]) => [letter, clip(text)]));
  }
}
