/**
 * Chess4 as data: board size, start position and the directions on every
 * piece. The board picture of the rulebook is lost; the 4x4 board, the start
 * squares and the directions of Tiger, Leopard and Lynx are a reconstruction
 * (see docs/chess4.md). A recovered original changes this object only.
 */
import type { GameDefinition } from '../../core/declarative/index.js';
import { COMPASS, DIAGONAL } from '../../core/directions.js';
import { KITTEN_EVOLVES_TO } from './evolve.js';
import { stepOrJumpAlly } from './jump-allies.js';
import { LION_OUTCOMES } from './lazy-lion.js';
import { NO_SWAP_BACK } from './no-swap-back.js';
import { SWAP_WITH_ALLIES } from './swap.js';

/**
 * The whole game of Chess4 as a {@link GameDefinition}. Directions are seen
 * from each player's seat, so one list serves both teams.
 *
 * @example
 * ```ts
 * const original = { ...chess4Definition, pieces: { ...chess4Definition.pieces, Y: { name: 'Lynx', atoms: stepOrJumpAlly(['forward', 'back']) } } };
 * defineGame(original) // the same game with the Lynx redrawn
 * ```
 */
export const chess4Definition: GameDefinition = {
  id: 'chess4',
  name: 'Chess4',
  players: ['light', 'dark'],
  sideLetters: ['l', 'd'],
  files: 4,
  ranks: 4,
  pieces: {
    L: { name: 'Lion', atoms: /* @__PURE__ */ stepOrJumpAlly(COMPASS), royal: true, outcomes: LION_OUTCOMES },
    T: { name: 'Tiger', atoms: /* @__PURE__ */ stepOrJumpAlly(['forward', 'back', 'left', 'right']) },
    P: { name: 'Leopard', atoms: /* @__PURE__ */ stepOrJumpAlly(DIAGONAL) },
    Y: { name: 'Lynx', atoms: /* @__PURE__ */ stepOrJumpAlly(['forward', 'forward-left', 'forward-right']) },
    K: { name: 'Kitten', atoms: /* @__PURE__ */ stepOrJumpAlly(['forward']), promotesTo: KITTEN_EVOLVES_TO },
    S: { name: 'Lioness', atoms: /* @__PURE__ */ stepOrJumpAlly(COMPASS) },
  },
  // Light: Lion a1, Tiger b1, Leopard c1, Lynx d1, Kitten a2; Dark the same turned 180 degrees.
  setup: 'yptl/3k/K3/LTPY',
  allies: SWAP_WITH_ALLIES,
  noSwapBack: NO_SWAP_BACK,
  drawAfterPlies: 100,
  royalCaptureReason: 'lion-tagged',
};
