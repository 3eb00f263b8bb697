/**
 * What each piece of a fairy game is worth, in pawns, for a bot's evaluation (the reference bot reads
 * it through the search state's board view, `SearchBoard.worth`). Game knowledge as data: a
 * definition's `pieceValues` says it outright; else a built-in piece is worth what Fairy-Stockfish's
 * classical evaluation gives it (types.h, the middle-game values `…ValueMg`, over its pawn's 126), and
 * so is a Betza piece that moves as a built-in one (shogi's dragon `RF` is the bers). A piece neither
 * names has no value here: the bot then falls back on its own estimate.
 */
import { BUILTIN_PIECES } from './builtin-pieces.js';

/** Fairy-Stockfish's middle-game values of its built-in pieces (src/types.h), 126 to the pawn. */
const MIDDLE_GAME: Readonly<Record<string, number>> = {
  pawn: 126, knight: 781, bishop: 825, rook: 1276, queen: 2538,
  fers: 420, alfil: 350, fersAlfil: 700, silver: 660, aiwok: 2300, bers: 1800, archbishop: 2200, chancellor: 2300, amazon: 2700,
  knibis: 1100, biskni: 750, kniroo: 1050, rookni: 800,
  shogiPawn: 90, lance: 400, shogiKnight: 420, gold: 720, dragonHorse: 1550,
  clobber: 300, breakthrough: 300, immobile: 50, cannon: 800, janggiCannon: 800, soldier: 200, horse: 520, elephant: 300, janggiElephant: 340,
  banner: 3400, wazir: 400, commoner: 700, centaur: 1800,
  // Aliases of the Thai pieces (builtin-pieces.ts): the khon moves as the silver, the met as the fers.
  khon: 660, met: 420,
};
const PAWN = 126;

/** Built-in names by their Betza, for a piece given as Betza that moves as a built-in one. */
const byBetza = /* @__PURE__ */ (() => {
  const out = new Map<string, string>();
  for (const [name, betza] of Object.entries(BUILTIN_PIECES)) if (!out.has(betza) && MIDDLE_GAME[name] !== undefined) out.set(betza, name);
  return out;
})();

/**
 * The worth of each piece type, in pawns (undefined: unknown). `given`: the definition's `pieceValues`
 * by letter; `letters`, `builtin` and `moves` (each type's built-in name or Betza) as compiled. The
 * royal piece is worth 0: both sides always have it, and losing it ends the game.
 */
export function pieceValues(given: Readonly<Record<string, number>> | undefined, letters: readonly string[], builtin: readonly (string | undefined)[], moves: readonly string[], king: number): (number | undefined)[] {
  return letters.map((letter, t) => {
    const own = given?.[letter] ?? given?.[letter.toLowerCase()];
    if (own !== undefined) return own;
    if (t === king) return 0;
    const name = builtin[t] ?? byBetza.get(moves[t] as string);
    const mg = name === undefined ? undefined : MIDDLE_GAME[name];
    return mg === undefined ? undefined : Math.round((100 * mg) / PAWN) / 100;
  });
}
