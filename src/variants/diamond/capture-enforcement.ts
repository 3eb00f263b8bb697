/**
 * Capture enforcement. Diamond Checkers: "A player is expected to jump
 * whenever he has an opportunity, and must do so whenever a jump is called to
 * his attention." Diamond Kings and Queens: "A player may insist that his
 * opponent jump when he has a 'Direct Jump' open to him, but he cannot insist
 * on him taking an 'Indirect Jump.' In the event that there are jumps open to
 * him, including a 'Direct Jump', he must jump but may choose any one of them."
 */
import type { CaptureRule } from './types.js';

/**
 * Whether only capturing moves are legal: under `'mandatory'` when a jump
 * that can be insisted on exists (Checkers: any jump; Kings and Queens: a
 * direct jump), and after an insist (`mustJump`).
 */
export function capturesOnly(rule: CaptureRule, insistableJump: boolean, mustJump: boolean): boolean {
  return insistableJump && (rule === 'mandatory' || mustJump);
}

/** Whether a move lets the opponent insist: `'on-demand'`, a jump that could be insisted on existed, and the move captured nothing. */
export function opensInsist(rule: CaptureRule, insistableJump: boolean, captured: boolean): boolean {
  return rule === 'on-demand' && insistableJump && !captured;
}

/** The notation (and `kind`) of the insist action. */
export const INSIST = 'insist';
