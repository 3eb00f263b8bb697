/**
 * Seirawan gating (S-chess, S-house; Fairy-Stockfish's `seirawanGating`): a piece in the side's
 * hand may enter on the square a piece leaves on its first move, as part of that move. The squares
 * whose pieces have not moved yet are the gates (the state's `gate`, read from the FEN's castling
 * field). With castling the piece may enter on the king's or the rook's square, but not where the
 * king or the rook ends. Every move from a gate is listed plain and once per piece type in hand that
 * may be dropped on that square.
 */
import { CASTLING, GATE_ON_TO, GATE_SHIFT, moveFrom, moveKind, moveTo } from './move-code.js';
import type { RuleState } from './rule-state.js';
import { castlingField } from './castling-field.js';

/** Appends the gating versions of the moves in out[start, end); returns the new end. */
export function addGatingMoves(s: RuleState, out: Int32Array, start: number, end: number): number {
  const c = s.c, nt = c.nt, n = c.n, us = s.side, hand = s.hand, ok = c.rules.dropOk, gate = s.gate;
  let held = 0;
  for (let t = 0; t < nt; t++) held += hand[us * nt + t] as number;
  if (held === 0) return end;
  let k = end;
  for (let i = start; i < end; i++) {
    const m = out[i] as number, from = moveFrom(m);
    const castling = moveKind(m) === CASTLING;
    const onFrom = gate[from] === 1, onTo = castling && gate[moveTo(m)] === 1;
    if (!onFrom && !onTo) continue;
    let kto = -1, rto = -1;
    if (castling) { kto = s.castleKingTo(m); rto = kto + (moveTo(m) > from ? -1 : 1); }
    for (const [sq, flag] of [[from, 0], [moveTo(m), GATE_ON_TO]] as const) {
      if (flag === 0 ? !onFrom : !onTo) continue;
      if (sq === kto || sq === rto) continue;
      for (let t = 0; t < nt; t++) {
        if ((hand[us * nt + t] as number) > 0 && ok[(us * nt + t) * n + sq] === 1) out[k++] = m | ((t + 1) << GATE_SHIFT) | flag;
      }
    }
  }
  return k;
}

/** Seirawan gating as a rule file (rule-files.ts). */
export const gatingRule = { add: addGatingMoves, field: castlingField };
