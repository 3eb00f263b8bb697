/**
 * Which options a game offers, found by asking the game itself: an option is
 * offered when the game refuses a nonsense value for it and accepts the
 * candidate (and, for the first player, really hands that player the move).
 * New games appear with their options without a line changed here.
 */
import type { AnyVariant } from 'boardwright';

/** Capture rules any game of the package may take. */
const CAPTURE_CANDIDATES = ['mandatory', 'huffing', 'on-demand', 'optional'];

/** The option values a person may choose for one game. */
export interface OptionChoices {
  /** Capture rules, default first; empty when the game has no such option. */
  readonly capture: readonly string[];
  /** Players that may move first; empty when the game has no such option. */
  readonly firstPlayer: readonly string[];
}

function accepts(variant: AnyVariant, options: Record<string, unknown>): boolean {
  try {
    variant.setup(options);
    return true;
  } catch {
    return false;
  }
}

/** The choices of a game. */
export function optionChoices(variant: AnyVariant): OptionChoices {
  const capture = accepts(variant, { capture: '(no such rule)' }) ? [] : CAPTURE_CANDIDATES.filter((c) => accepts(variant, { capture: c }));
  const firstPlayer = variant.players.filter((p) => {
    try {
      return variant.setup({ firstPlayer: p }).turn === p;
    } catch {
      return false;
    }
  });
  return { capture, firstPlayer: firstPlayer.length === variant.players.length ? firstPlayer : [] };
}
