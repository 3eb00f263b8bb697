/**
 * English draughts (checkers): 32 squares numbered the PDN way, Black moves
 * first, men step and jump forward, kings both ways, capture chains must be
 * completed, crowning ends the move; captures mandatory or, as a house rule,
 * enforced by huffing.
 *
 * @example
 * ```ts
 * import { draughts } from 'boardwright/draughts';
 * let p = draughts.setup();
 * p = draughts.play(p, '11-15');
 * draughts.legalMoves(p).length // 7
 * draughts.format(p) // 'W:W21,22,…,32:B1,2,…,10,12,15'
 * ```
 * @module boardwright/draughts
 */
import { checkedSearch, defineVariant, type Variant } from '../../core/index.js';
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
export { familyRecordFromPdn, familyRecordToPdn, pdnGameType } from './family-pdn.js';
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
export const draughts: Variant<DraughtsPosition, DraughtsMove, DraughtsOptions, DraughtsEndReason> = defineVariant<DraughtsPosition, DraughtsMove, DraughtsOptions, DraughtsEndReason>({
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

/**
 * Reads a PDN text holding one game into a `GameRecord` of {@link draughts}: its tags (but `FEN`
 * and `Capture`, which become the record's start) and its moves. The PDN reader skips comments, so
 * the record has none. Throws `INVALID_PDN` like `parsePdn`.
 *
 * @example
 * ```ts
 * const record = recordFromPdn('[Event "club"]\n1. 11-15 23-19 *');
 * record.moves.length // 2
 * ```
 */
export function recordFromPdn(text: string, options?: DraughtsOptions): GameRecord<DraughtsPosition, DraughtsMove> {
  return readPdnRecord(draughts, text, options);
}

/**
 * Writes a draughts `GameRecord` as PDN: its tags, `FEN` (and `Capture`) for a non-standard start,
 * numbered moves and the result (the record's `Result` tag, else `*`). Comments are not written.
 *
 * @example
 * ```ts
 * const record = new GameRecord(draughts);
 * record.play('11-15');
 * recordToPdn(record) // '[Result "*"]\n[GameType "21"]\n\n1. 11-15 *\n'
 * ```
 */
export function recordToPdn(record: GameRecord<DraughtsPosition, DraughtsMove>): string {
  return writePdnRecord(record);
}
