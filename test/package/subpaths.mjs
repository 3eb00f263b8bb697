/**
 * The packaging test's list of public subpaths and what it checks in each (one line per subpath;
 * `test/package/entries.test.ts` keeps it in step with tsup.config.ts, package.json and typedoc.json):
 *
 * - `games`: exports game objects; the packaging test plays a move in each, from ESM and CommonJS;
 * - `library`: exports functions and types, no game; loaded from ESM and CommonJS;
 * - `vitest`: registers vitest tests; checked by running vitest on a consumer's own variant.
 */
export const SUBPATHS = {
  'boardwright': 'games',
  'boardwright/kit': 'library',
  'boardwright/testing': 'vitest',
  'boardwright/chess': 'games',
  'boardwright/draughts': 'games',
  'boardwright/diamond': 'games',
  'boardwright/dilkel': 'games',
  'boardwright/chess4': 'games',
  'boardwright/bot': 'library',
  'boardwright/fairy': 'library',
  'boardwright/boardgame.io': 'library',
  'boardwright/engine': 'library',
  'boardwright/svg': 'library',
};
