/**
 * The PGN `Variant` tag of the fairy games: the name pychess-variants writes (its PGN export writes
 * `[Variant "…"]` as the game's Fairy-Stockfish name with the first letter upper-cased and the
 * rest lower-cased: Python's `str.capitalize()` of its `uci_variant`), kept as data for the games
 * pychess-variants plays; a game it does not play is written the same way. Read loosely (case,
 * spaces, hyphens and underscores aside), by that name or by the game's id; `Standard` (lichess's
 * name) is chess.
 */

/** The `Variant` tag pychess-variants writes, by our game id (= Fairy-Stockfish's name). */
export const PYCHESS_VARIANT_TAGS: Readonly<Record<string, string>> = {
  chess: 'Chess', crazyhouse: 'Crazyhouse', atomic: 'Atomic', kingofthehill: 'Kingofthehill', '3check': '3check',
  antichess: 'Antichess', racingkings: 'Racingkings', horde: 'Horde', placement: 'Placement',
  makruk: 'Makruk', makpong: 'Makpong', cambodian: 'Cambodian', sittuyin: 'Sittuyin', asean: 'Asean',
  shogi: 'Shogi', shoshogi: 'Shoshogi', minishogi: 'Minishogi', kyotoshogi: 'Kyotoshogi', dobutsu: 'Dobutsu', torishogi: 'Torishogi',
  xiangqi: 'Xiangqi', manchu: 'Manchu', janggi: 'Janggi', minixiangqi: 'Minixiangqi',
  shatranj: 'Shatranj', capablanca: 'Capablanca', embassy: 'Embassy', seirawan: 'Seirawan', shouse: 'Shouse',
  grand: 'Grand', shako: 'Shako', hoppelpoppel: 'Hoppelpoppel', spartan: 'Spartan',
};

/** Other spellings read, by game id (loose keys): what lichess and other tools write. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  chess: ['standard', 'fromposition', 'normal'],
  '3check': ['threecheck'],
  kingofthehill: ['koth'],
  seirawan: ['schess'],
};

/** A tag value compared loosely. */
export const tagKey = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '');

/** The `Variant` tag value written for a game id. */
export function variantTagOfId(id: string): string {
  return PYCHESS_VARIANT_TAGS[id] ?? id.charAt(0).toUpperCase() + id.slice(1).toLowerCase();
}

/** Whether a `Variant` tag value names the game with this id. */
export function tagNamesGame(value: string, id: string): boolean {
  const key = tagKey(value);
  return key === tagKey(id) || key === tagKey(variantTagOfId(id)) || (ALIASES[id]?.includes(key) ?? false);
}
