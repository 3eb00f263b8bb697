/**
 * The chess family's PGN writer: the core writer (core/pgn/write.ts) with the rules of chess or of
 * a chess variant (moves written as their SAN `notation`). Bound to the `chess` variant by `pgn.ts`.
 */
import type { Variant } from '../../core/variant.js';
import { pgnGameFromMoves, requirePgnGame, writePgnGame, type PgnFromMovesOptions as AnyPgnFromMovesOptions, type PgnWriteRules } from '../../core/pgn/write.js';
import type { PgnGame } from './pgn-types.js';
import { chessPlyOf } from './pgn-reader.js';
import type { ChessMove, ChessPosition } from './types.js';
import { variantOfPosition, type AnyChessPosition } from './pgn-variants.js';

export { setUpTags } from '../../core/pgn/write.js';

/** The chess variant as the writer uses it. */
export type ChessWriterRules = Pick<Variant<ChessPosition, ChessMove>, 'setup' | 'format' | 'legalMoves' | 'play' | 'status'>;

/** The core writer's rules for chess or a chess variant. */
function writeRules(rules: Pick<ChessWriterRules, 'setup' | 'format'>): PgnWriteRules<ChessPosition, ChessMove> {
  return { setup: () => rules.setup(), format: (p) => rules.format(p), san: (m) => m.notation, plyOf: chessPlyOf };
}

/** Writes one game or several (separated by an empty line) in PGN export format. */
export function writeGames(rules: Pick<ChessWriterRules, 'setup' | 'format'> | undefined, games: PgnGame<AnyChessPosition> | readonly PgnGame<AnyChessPosition>[]): string {
  const list: readonly unknown[] = Array.isArray(games) ? games : [games];
  return list
    .map((given) => {
      const game = requirePgnGame<ChessPosition, ChessMove>(given);
      // Without rules given, each game's own: the variant its start position is a position of.
      const own = rules ?? (variantOfPosition(game.start) as unknown as Pick<ChessWriterRules, 'setup' | 'format'>);
      return writePgnGame(writeRules(own), game);
    })
    .join('\n');
}

/** Options of `pgnFromMoves`. */
export type PgnFromMovesOptions = AnyPgnFromMovesOptions<ChessPosition>;

/** Builds a game from moves (move objects or SAN/UCI text), checking each is legal. */
export function gameFromMoves(rules: ChessWriterRules, moves: readonly (ChessMove | string)[], options: PgnFromMovesOptions = {}): PgnGame {
  return pgnGameFromMoves({ ...writeRules(rules), players: ['white', 'black'], legalMoves: (p) => rules.legalMoves(p), play: rules.play, status: (p) => rules.status(p) }, moves, options);
}

