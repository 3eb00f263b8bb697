/**
 * The moves that meet the mover's own pieces, as one rule file (rule-files.ts): jumping over an
 * ally (jump-over-allies.ts), swapping with one (swap-with-allies.ts) and the memory that forbids
 * swapping back (no-swap-back.ts). Only games written as a GameDefinition use them (Chess4), so
 * the engine reaches them through the state's files and a one-game fairy app leaves them out; the
 * declared games' state (fairy-machine.ts) is built with this file.
 */
import { overlappingAllyMoves } from './ally-moves.js';
import { jumpsFrom } from './jump-over-allies.js';
import { forbiddenPair, forgetSwap, hashSwapMemory, rememberSwap } from './no-swap-back.js';
import { addSwap, swapPieces, unswapPieces } from './swap-with-allies.js';

/** The functions the generator and the state call where the compiled rules have allies (`swapWithAllies`, `jumpsOverAllies`, `noSwapBack`). */
export const alliesRule = { forbiddenPair, jumpsFrom, addSwap, overlappingAllyMoves, swapPieces, unswapPieces, rememberSwap, forgetSwap, hashSwapMemory };
