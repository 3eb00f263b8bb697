/**
 * The draughts family on one engine: English draughts (`draughts`, checkers:
 * captures mandatory or, as a house rule, enforced by huffing), the federation
 * rule sets (`international`, `brazilian`, `canadian`, `russian`, `pool`,
 * `czech`, `spanish`, `italian`, `thai`, `frisian`, `killer`), each one rules
 * object, and `defineDraughts` for a game of your own rules; FEN and PDN
 * reading and writing, game records.
 *
 * @example
 * ```ts
 * import { draughts, international } from 'boardwright/draughts';
 * international.perft(international.setup(), 2) // 81
 * let p = draughts.setup();
 * p = draughts.play(p, '11-15');
 * draughts.legalMoves(p).length // 7
 * draughts.format(p) // 'W:W21,22,…,32:B1,2,…,10,12,15'
 * ```
 * @module boardwright/draughts
 */
import { checkedSearch, defineVariant, fail, type Variant } from '../../core/index.js';
import { DRAUGHTS_LOOK } from './look.js';
import { pieceOfLetter } from './pieces.js';
import { countingPerft } from './engine/perft.js';
import { englishContext } from './english-engine.js';
import { formatFen, parseFen } from './fen.js';
import { hashPosition } from './hash.js';
import { legalMoves } from './legal.js';
import { checkPosition } from './position-check.js';
import { resolveMove } from './notation.js';
import { evaluateMaterial } from './evaluate.js';
import { readPdnRecord, writePdnRecord } from './pdn-record.js';
import type { GameRecord } from '../../core/record.js';
import { applyMove } from './play.js';
import { renderDraughts } from './render.js';
import { startPosition } from './setup.js';
import { draughtsSearch } from './search.js';
import { draughtsStatus } from './status.js';
import type { DraughtsEndReason, DraughtsMove, DraughtsOptions, DraughtsPosition } from './types.js';

export type { CaptureRule, DraughtsEndReason, DraughtsMove, DraughtsOptions, DraughtsPlayer, DraughtsPosition, Offence } from './types.js';
export { parsePdn, parsePdnGames, writePdn, type PdnGame, type PdnResult, type WritePdnInput } from './pdn.js';
export { pdnGameType } from './family-pdn.js';
import { readFamilyPdn, writeFamilyPdn } from './family-pdn.js';
import type { DraughtsVariant, FamilyMove, FamilyPosition } from './family.js';
export { DraughtsSearch } from './search.js';
export {
  brazilian,
  canadian,
  czech,
  defineDraughts,
  englishRules,
  frisian,
  international,
  italian,
  killer,
  pool,
  russian,
  spanish,
  thai,
  type DraughtsRules,
  type DraughtsVariant,
  type DrawRules,
  type Duplicates,
  type EndgameDraw,
  type FamilyEndReason,
  type KingRun,
  type FamilyMove,
  type FamilyOptions,
  type FamilyPosition,
  type PrecedenceRule,
} from './family.js';

/**
 * The English draughts variant (id `draughts`, players `black`, `white`).
 *
 * @example
 * ```ts
 * const p = draughts.setup({ capture: 'huffing' });
 * draughts.perft(draughts.setup(), 6) // 36768
 * ```
 */
export const draughts: Variant<DraughtsPosition, DraughtsMove, DraughtsOptions, DraughtsEndReason> = /* @__PURE__ */ defineVariant<DraughtsPosition, DraughtsMove, DraughtsOptions, DraughtsEndReason>({
  id: 'draughts',
  name: 'English draughts',
  players: ['black', 'white'],
  optionNames: ['capture', 'drawAfterPlies'],
  createBoard: () => englishContext().board,
  setup: startPosition,
  parse: parseFen,
  // Positions may be hand-made or rebuilt from JSON: each entry point checks the object once
  // (play too, through legalMoves); the search layer and perft's inner loop never do.
  format: (p) => (checkPosition(p), formatFen(p)),
  legalMoves: (p) => (checkPosition(p), legalMoves(p)),
  apply: applyMove,
  resolveMove,
  status: (p) => (checkPosition(p), draughtsStatus(p)),
  hash: (p) => (checkPosition(p), hashPosition(p)),
  render: (p) => (checkPosition(p), renderDraughts(p)),
  svg: DRAUGHTS_LOOK,
  search: (position) => (checkPosition(position), checkedSearch(draughtsSearch(position))),
  pieceReader: (position) => (checkPosition(position), (node) => pieceOfLetter(position.squares[node] as string)),
  evaluate: (p, player) => (checkPosition(p), evaluateMaterial(p, player)),
  perft: (position, depth) => {
    checkPosition(position);
    return countingPerft(draughtsSearch(position), depth);
  },
});

/** The game {@link recordFromPdn} reads: a draughts family variant (`international`, `russian`, …, or English `draughts`). */
export interface RecordPdnOptions {
  /** The variant the game is of; its PDN `GameType` must agree. */
  readonly variant: DraughtsVariant | typeof draughts;
}

/**
 * Reads a PDN text holding one game into a `GameRecord`: its tags (but `FEN` and `Capture`, which
 * become the record's start) and its moves. Without a `variant` the game is English draughts
 * (`options` are then its options, e.g. `{ capture: 'huffing' }`); with `{ variant }` it is a game
 * of that family variant, whose PDN 3.0 `GameType` (if the text has one) must name it. The PDN
 * reader skips comments, so the record has none. Throws `INVALID_PDN` for text that is not one
 * readable, legal game; `INVALID_OPTION` for options it does not know.
 *
 * @example
 * ```ts
 * const record = recordFromPdn('[Event "club"]\n1. 11-15 23-19 *');
 * record.moves.length // 2
 * const game = recordFromPdn('[GameType "25"]\n1. c3-d4 f6-g5 *', { variant: russian });
 * game.moves[1].notation // 'f6-g5'
 * ```
 */
export function recordFromPdn(text: string, options?: DraughtsOptions): GameRecord<DraughtsPosition, DraughtsMove>;
export function recordFromPdn(text: string, options: RecordPdnOptions): GameRecord<FamilyPosition, FamilyMove>;
export function recordFromPdn(text: string, options?: DraughtsOptions | RecordPdnOptions): GameRecord<DraughtsPosition, DraughtsMove> | GameRecord<FamilyPosition, FamilyMove> {
  if (options === null || typeof options !== 'object' || !('variant' in options)) return readPdnRecord(draughts, text, options as DraughtsOptions | undefined);
  const extra = Object.keys(options).filter((k) => k !== 'variant');
  if (extra.length > 0) fail('INVALID_OPTION', `recordFromPdn takes { variant } alone, got ${extra.slice(0, 3).join(', ')}`);
  const variant = options.variant as unknown;
  if (variant === draughts) return readPdnRecord(draughts, text);
  if (!isFamilyVariant(variant)) fail('INVALID_OPTION', 'recordFromPdn: variant is not a draughts variant (draughts, international, russian, …)');
  return readFamilyPdn(variant as DraughtsVariant, text);
}

/**
 * Writes a draughts `GameRecord` — English draughts or a family variant — as PDN: its tags, the
 * PDN 3.0 `GameType`, `FEN` (and for English `Capture`) for a non-standard start, numbered moves
 * and the result (the record's `Result` tag, else `*`). Comments are not written.
 *
 * @example
 * ```ts
 * const record = new GameRecord(draughts);
 * record.play('11-15');
 * recordToPdn(record) // '[Result "*"]\n[GameType "21"]\n\n1. 11-15 *\n'
 * const game = new GameRecord(russian);
 * game.play('c3-d4');
 * recordToPdn(game) // '[Result "*"]\n[GameType "25"]\n\n1. c3-d4 *\n'
 * ```
 */
export function recordToPdn(record: GameRecord<DraughtsPosition, DraughtsMove> | GameRecord<FamilyPosition, FamilyMove>): string {
  if (typeof record === 'object' && record !== null && isFamilyVariant(record.variant)) return writeFamilyPdn(record as GameRecord<FamilyPosition, FamilyMove>);
  return writePdnRecord(record as GameRecord<DraughtsPosition, DraughtsMove>);
}

/** A variant defined by `defineDraughts` (it carries its rules object). */
function isFamilyVariant(v: unknown): boolean {
  return typeof v === 'object' && v !== null && v !== draughts && typeof (v as { rules?: unknown }).rules === 'object' && (v as { rules?: unknown }).rules !== null;
}
