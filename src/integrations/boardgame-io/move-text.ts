/**
 * Reads move text sent over the network on a position and names the move by its canonical notation,
 * so that boardgame.io's state records one spelling per move whatever the client sent.
 */
import type { Move, Position } from '../../core/variant.js';
import type { BoardgameVariant } from './types.js';

/** A move the text names: the listed move, and the position it reached when reading the text played it. */
export interface ReadMove<P extends Position, M extends Move> {
  readonly move: M;
  readonly position?: P;
}

/** The move spellings a listed move carries besides its notation (chess and the fairy games: UCI; shogi: USI). */
const SPELLINGS = ['uci', 'usi'] as const;

/**
 * The listed move `text` names on `position`, or `undefined` when the game refuses it (whatever the
 * reason: not text, not legal, not canonical under `strict`). Never throws for the text; the
 * position is not changed. The listed notation is matched as text; another spelling is judged by
 * the game's `tryPlay` and then named by the listed move carrying that spelling, so no move is
 * played to find it (only tolerant text no listed move spells is matched by the position it reaches).
 * A finished game is not asked here: boardgame.io takes no move once `endIf` has ended it (chess
 * lists moves after an automatic draw, docs/errors.md, but the match is over by then).
 */
export function readMoveText<P extends Position, M extends Move>(variant: BoardgameVariant<P, unknown, M>, position: P, text: unknown, strict: boolean): ReadMove<P, M> | undefined {
  if (typeof text !== 'string') return undefined;
  const legal = variant.legalMoves(position);
  const listed = legal.find((m) => m.notation === text);
  if (listed) return { move: listed };
  const result = variant.tryPlay(position, text, { strict });
  if (!result.ok) return undefined;
  const spelled = legal.filter((m) => SPELLINGS.some((field) => (m as unknown as Partial<Record<string, unknown>>)[field] === text));
  if (spelled.length === 1) return { move: spelled[0] as M, position: result.value };
  // Tolerant text (`strict: false`): the listed move that reaches the same position names it.
  const reached = variant.format(result.value);
  const same: M | undefined = legal.find((m) => variant.format(variant.play(position, m)) === reached);
  return same ? { move: same, position: result.value } : undefined;
}
