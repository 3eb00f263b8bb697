/**
 * Test helper: under which name ffish 0.7.10 plays one of our built-in fairy games. Most are its
 * built-ins under the same id; some are sections of Fairy-Stockfish's own variants.ini under another
 * name (loaded into ffish first); some it does not have at all (the reason, for a skipped test).
 */
import { loadFixtureIntoFfish } from './variants-ini-fixture.js';

/** Games whose Fairy-Stockfish counterpart is a section of its variants.ini, by that section's name. */
export const INI_SECTION_NAME: Readonly<Record<string, string>> = { tictactoe: 'tictactoe', connectfour: 'cfour' };

/** Games Fairy-Stockfish does not have (no built-in, no section of its variants.ini), with where they are checked instead. */
export const NOT_IN_FFISH: Readonly<Record<string, string>> = {
  gomoku: 'not a Fairy-Stockfish game (no built-in, no section of its variants.ini); test/fairy/line-games.test.ts compares it with ffish '
    + 'loading a section written by hand from the rules',
};

/** The name ffish knows game `id` by, after loading its variants.ini section when it is one. */
export function ffishNameOf(ff: { loadVariantConfig(ini: string): void }, id: string): string {
  const section = INI_SECTION_NAME[id];
  if (section === undefined) return id;
  loadFixtureIntoFfish(ff);
  return section;
}
