/**
 * Consistency of the `'on-demand'` fields of position text. A pending insist
 * (`I`) or a demanded jump (`J`) only arises in a real game when a jump that
 * could be insisted on was ignored; text that claims one otherwise would let
 * `insist` take back a move that never was legal, so `parse` refuses it.
 */
import { fail } from '../../core/errors.js';
import { DiamondEngine, F_CAPTURE, F_INSIST, F_OPENS_INSIST } from './engine.js';
import type { DiamondGame } from './games.js';
import type { DiamondPosition } from './types.js';

const bad = (field: number, message: string): never => fail('INVALID_FEN', `field ${field}: ${message}`, { field });

/**
 * Checks a parsed position with a pending insist by replaying it: taking the
 * last move back must give a position where the mover had a jump to ignore,
 * the move must be one of its non-capturing moves there, and playing it again
 * must give exactly `p` (men, ranks and ply counter).
 */
export function checkPendingInsist(game: DiamondGame, p: DiamondPosition, field: number): void {
  const s = p.insist;
  if (!s) return;
  const mover = p.turn === 'a' ? 'B' : 'A';
  const e = DiamondEngine.load(game, p);
  const pool = e.generate();
  let insist = -1;
  for (let i = 0; i < pool.length; i++) if ((pool.flags[i] as number) & F_INSIST) insist = i;
  if (insist < 0) return bad(field, 'the pending insist cannot be played here (a side has no men left)');
  e.make(insist);
  const { mustJump: _taken, ...before } = e.snapshot();
  const back = DiamondEngine.load(game, before);
  const moves = back.generate();
  let opens = false;
  let match = -1;
  const from = back.board.nodeId(s.from), to = back.board.nodeId(s.to);
  for (let i = 0; i < moves.length; i++) {
    const flags = moves.flags[i] as number;
    if (flags & F_OPENS_INSIST) opens = true;
    if ((flags & (F_CAPTURE | F_INSIST)) === 0 && moves.from[i] === from && moves.to[i] === to && moves.count[i] === s.count) match = i;
  }
  if (!opens) bad(field, `the pending insist says ${mover}'s last move ignored a jump, but before that move ${mover} had no jump the opponent could insist on`);
  if (match < 0) bad(field, `${s.from}-${s.to}${game.kind === 'queens' ? ` (${s.count} men)` : ''} is not a move ${mover} could make without capturing in the position before it`);
  back.make(match);
  const after = back.snapshot();
  if (after.cells.some((c, i) => c !== p.cells[i])) bad(field, `playing ${s.from}-${s.to} again does not give the pieces listed (check the rank prefix of the pending insist)`);
  if (after.plies !== p.plies) bad(field, `the ply counter after that move would be ${after.plies}, but the position says ${p.plies}${after.plies > 0 ? ` (write H${after.plies})` : ''}`);
}

/**
 * Checks `J` (after an insist the side to move must jump): it exists only with
 * `'on-demand'` and only when the side to move has a jump that can be insisted on.
 */
export function checkMustJump(game: DiamondGame, p: DiamondPosition, field: number): void {
  if (!p.mustJump) return;
  if (p.capture !== 'on-demand') bad(field, `J (must jump after an insist) exists only with the option capture: 'on-demand' (this position uses '${p.capture}')`);
  if (!DiamondEngine.load(game, p).hasInsistableJump()) bad(field, `J says the side to move must jump, but it has no jump the opponent could insist on`);
}
