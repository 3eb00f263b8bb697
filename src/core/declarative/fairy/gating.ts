/**
 * Seirawan gating (S-chess, S-house; Fairy-Stockfish's `seirawanGating`): a piece in the side's
 * hand may enter on the square a piece leaves on its first move, as part of that move. The squares
 * whose pieces have not moved yet are the gates (the state's `gate`, read from the FEN's castling
 * field). With castling the piece may enter on the king's or the rook's square, but not where the
 * king or the rook ends. Every move from a gate is listed plain and once per piece type in hand that
 * may be dropped on that square.
 */
import { CASTLING, GATE_ON_TO, GATE_SHIFT, gateSquare, moveFrom, moveGate, moveKind, moveTo } from './move-code.js';
import type { RuleState } from './rule-state.js';
import { castlingField } from './castling-field.js';
import { gatedMoveOf } from './gated-move.js';

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

/** What gating changes of the state when a move is made (state.ts's FairyState is one). */
export interface GatingState extends RuleState {
  handAdd(side: number, type: number, delta: number): void;
  put(cell: number, sq: number): void;
  dropGate(sq: number, p: number): void;
}

/**
 * Seirawan gating after a move `m` of `us` made at ply `p`: the gates of the squares it leaves or
 * takes on are gone (castling: the king's and the rook's), a gated piece enters from the hand; a
 * side with an empty hand and no captures to refill it loses its gates (Fairy-Stockfish's do_move).
 */
function gateMove(s: GatingState, m: number, us: number, p: number): void {
  const gt = moveGate(m), c = s.c, gate = s.gate;
  if (gt >= 0) {
    s.handAdd(us, gt, -1);
    s.put(2 + 2 * gt + us, gateSquare(m));
  }
  const from = moveFrom(m), to = moveTo(m);
  if (gate[from] === 1) s.dropGate(from, p);
  if (gate[to] === 1) s.dropGate(to, p);
  // Only a move that gates the hand's last piece can empty it (a hand empty from the FEN gates nothing).
  if (gt >= 0 && !c.rules.capturesToHand) {
    const nt = c.nt;
    let held = 0;
    for (let t = 0; t < nt; t++) held += s.hand[us * nt + t] as number;
    if (held === 0) {
      // The side's remaining gates hold its own unmoved pieces.
      for (let sq = 0; sq < c.n; sq++) {
        const cell = s.cells[sq] as number;
        if (gate[sq] === 1 && cell >= 2 && ((cell - 2) & 1) === us) s.dropGate(sq, p);
      }
    }
  }
}

/** Seirawan gating as a rule file (rule-files.ts): its moves, its FEN field, and what a move made does to the gates. */
export const gatingRule = { add: addGatingMoves, field: castlingField, moved: gateMove, gatedMoveOf };
