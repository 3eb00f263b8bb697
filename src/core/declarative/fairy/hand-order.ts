/**
 * The order Fairy-Stockfish writes the pieces in hand in its FEN (position.cpp `Position::fen`: for
 * each side, piece types from KING down to PAWN in its `PieceType` enum order), so that a hand reads
 * `[PPlb]` as it writes it, not re-sorted. A definition's built-in piece names are that enum's types;
 * its Betza pieces are Fairy-Stockfish's custom pieces, numbered after every built-in type in the
 * order the definition lists them (as Fairy-Stockfish's own variants add them).
 */
import type { Compiled } from './compile.js';
import { perGame } from './per-game.js';

/** Fairy-Stockfish's `PieceType` enum (types.h) from PAWN up, by our built-in names; KING comes after all. */
const ENUM_ORDER: readonly string[] = [
  'pawn', 'knight', 'bishop', 'rook', 'queen', 'fers', 'alfil', 'fersAlfil', 'silver', 'aiwok', 'bers',
  'archbishop', 'chancellor', 'amazon', 'knibis', 'biskni', 'kniroo', 'rookni', 'shogiPawn', 'lance', 'shogiKnight',
  'gold', 'dragonHorse', 'clobber', 'breakthrough', 'immobile', 'cannon', 'janggiCannon', 'soldier', 'horse',
  'elephant', 'janggiElephant', 'banner', 'wazir', 'commoner', 'centaur',
];
/** Fairy-Stockfish's aliases: `MET = FERS`, `KHON = SILVER`. */
const ALIASES: Readonly<Record<string, string>> = { met: 'fers', khon: 'silver' };

/**
 * The piece types of a game in the order Fairy-Stockfish writes a hand: the king first, then the
 * custom (Betza) pieces from the last defined, then the built-in types from the highest enum value.
 *
 * @example
 * ```ts
 * handOrder(shogiCompiled).map((t) => shogiCompiled.letters[t]).join('') // 'KHGNLPDSRB'
 * ```
 */
export const handOrder: (c: Compiled) => readonly number[] = /* @__PURE__ */ perGame(build);

function build(c: Compiled): readonly number[] {
  let custom = 0;
  const rank = c.builtin.map((name) => {
    if (name === 'king') return Number.MAX_SAFE_INTEGER;
    const at = name === undefined ? -1 : ENUM_ORDER.indexOf(ALIASES[name] ?? name);
    return at >= 0 ? at : ENUM_ORDER.length + custom++;
  });
  return Array.from({ length: c.nt }, (_, t) => t).sort((a, b) => (rank[b] as number) - (rank[a] as number) || a - b);
}
