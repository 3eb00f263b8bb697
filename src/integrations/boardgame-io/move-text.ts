/**
 * Plays move text sent over the network on a position, and names the move played by its canonical
 * notation, so that boardgame.io's state records one spelling per move whatever the client sent.
 */
import type { Move, Position } from '../../core/variant.js';
import type { BoardgameVariant } from './types.js';

/** A move that was played: the position it reached and its canonical notation. */
export interface PlayedMove<P extends Position> {
  readonly position: P;
  readonly notation: string;
}

/**
 * `text` played on `position`, or `undefined` when the game refuses it (whatever the reason: not
 * text, not legal, not canonical under `strict`). Never throws for the text; the position is not
 * changed. A finished game is not asked here: boardgame.io takes no move once `endIf` has ended it
 * (chess lists moves after an automatic draw, docs/errors.md, but the match is over by then).
 */
export function playMoveText<P extends Position, M extends Move>(variant: BoardgameVariant<P, unknown, M>, position: P, text: unknown, strict: boolean): PlayedMove<P> | undefined {
  if (typeof text !== 'string') return undefined;
  const legal = variant.legalMoves(position);
  const listed = legal.find((m) => m.notation === text);
  if (listed) return { position: variant.play(position, listed), notation: listed.notation };
  const result = variant.tryPlay(position, text, { strict });
  if (!result.ok) return undefined;
  // Another spelling (UCI, or tolerant text): the listed move that reaches the same position names it.
  const reached = variant.format(result.value);
  const same: M | undefined = legal.find((m) => variant.format(variant.play(position, m)) === reached);
  return same ? { position: result.value, notation: same.notation } : undefined;
}
