/**
 * A move object names the listed move whose fields it gives: `{ from, to }`, `{ from, to, promotion }`,
 * a drop `{ piece, to }` (the shapes board UIs hand over, as crazyhouse takes them), or any part of a
 * move object `legalMoves` listed that tells it from the others (`{ uci }`, `{ from, to, kind }`).
 *
 * Why one module: every game on the generic engines (the fairy games, their shogi and xiangqi text
 * wrappers, `defineGame` games) reads these objects the same way, with chess's codes: a field of the
 * wrong JavaScript type or a node the board does not have is `INVALID_ARGUMENT`, no listed move fitting is
 * `ILLEGAL_MOVE`, several fitting (a promotion or a gate left unsaid) is `AMBIGUOUS_MOVE`.
 * One pass over the listed moves: linear in their number.
 */
import { describe, fail } from './errors.js';
import { legalPreview } from './move-list.js';
import { NONE, type Board } from './graph.js';
import { DROP_FROM, type Move } from './variant.js';

/**
 * The text fields a move object may name its move by, as the package's move objects carry them:
 * node names, kinds, and the move's texts (notation, UCI, shogi's USI and SAN, xiangqi's ICCS).
 * A fixed list (never the object's own keys): a hostile object with many keys costs nothing more.
 */
const TEXT_FIELDS = ['from', 'to', 'wall', 'kind', 'notation', 'uci', 'usi', 'san', 'iccs'] as const;
/** Kinds, compared in either case (`q` for `Q`, as chess reads a promotion). */
const KIND_FIELDS = ['piece', 'promotion'] as const;
/** Fields that a move may lack: `null` asks for a move without one (`promotion: null`: it does not promote). */
const OPTIONAL_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['promotion', 'kind', 'gate']);

/** A gate as a move object names it (Seirawan gating): the gated piece and the node it enters on. */
interface GateFields {
  readonly piece: string;
  readonly node: string;
}

/** One field the caller gave, read and checked once: `null` for "none", else the text to compare. */
interface Wanted {
  readonly name: string;
  readonly value: string | null;
  readonly kind: boolean;
}

/** The fields `move` gives, type-checked (`INVALID_ARGUMENT` naming a field of the wrong type). */
function wantedOf(move: Record<string, unknown>): { wanted: Wanted[]; gate: GateFields | null | undefined } {
  const wanted: Wanted[] = [];
  for (const name of [...TEXT_FIELDS, ...KIND_FIELDS]) {
    const value = move[name];
    if (value === undefined) continue;
    if (value === null && OPTIONAL_FIELDS.has(name)) { wanted.push({ name, value: null, kind: false }); continue; }
    if (typeof value !== 'string') fail('INVALID_ARGUMENT', `a move object's "${name}" must be a string${OPTIONAL_FIELDS.has(name) ? ' or null (none)' : ''}, got ${describe(value)}`, { field: name });
    const kind = (KIND_FIELDS as readonly string[]).includes(name);
    // A kind is one letter, or `+` and one (core Piece): `queen` is no kind at all, as chess says of its promotion.
    if (kind && !/^\+?[A-Za-z]$/.test(value)) fail('INVALID_ARGUMENT', `a move object's "${name}" must be a piece kind (one letter, or + and one: 'Q', '+P'), got ${describe(value)}`, { field: name });
    wanted.push({ name, value: kind ? value.toUpperCase() : value, kind });
  }
  const gate: unknown = move.gate;
  if (gate === undefined || gate === null) return { wanted, gate };
  const g = gate as Record<string, unknown>;
  if (typeof gate !== 'object' || typeof g.piece !== 'string' || typeof g.node !== 'string') fail('INVALID_ARGUMENT', `a move object's "gate" must be { piece, node } (strings) or null (none), got ${describe(gate)}`, { field: 'gate' });
  return { wanted, gate: { piece: (g.piece as string).toUpperCase(), node: g.node as string } };
}

/** Does listed move `m` have every field the caller gave, with the same value? */
function fits(m: Move, wanted: readonly Wanted[], gate: GateFields | null | undefined): boolean {
  const fields = m as unknown as Record<string, unknown>;
  for (const w of wanted) {
    const own = fields[w.name];
    if (w.value === null ? own !== undefined : own !== w.value) return false;
  }
  if (gate === undefined) return true;
  const own = fields.gate as GateFields | undefined;
  return gate === null ? own === undefined : own !== undefined && own.piece === gate.piece && own.node === gate.node;
}

/** How the message names the move object: `7g-7f`, `P@5e`, `2c-2b+P`. */
function named(move: Record<string, unknown>): string {
  const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 12) : '');
  const at = move.from === undefined && typeof move.piece === 'string' ? `${text(move.piece)}@${text(move.to)}` : `${text(move.from) || '?'}-${text(move.to) || '?'}`;
  const notation = typeof move.notation === 'string' ? ` (${text(move.notation)})` : typeof move.uci === 'string' ? ` (${text(move.uci)})` : '';
  return `${at}${typeof move.promotion === 'string' ? text(move.promotion) : ''}${notation}`;
}

/**
 * The one listed move that a move object names by its fields: every field it gives (`from`, `to`,
 * `piece`, `promotion`, `kind`, `gate`, `wall`, `notation`, `uci`, `usi`, `san`, `iccs`) equals that move's,
 * kinds in either case; `null` for `promotion`, `kind` or `gate` asks for a move without one. With no
 * `from`, a `piece` names a drop (`{ piece: 'P', to: '5e' }`, from {@link DROP_FROM}). Other fields
 * (captures, check marks, the player) are read off the move and do not name it.
 *
 * Throws `INVALID_ARGUMENT` for a field of the wrong type or a node `board` does not have (as chess
 * does), `ILLEGAL_MOVE` when no listed move fits (an object naming no field), `AMBIGUOUS_MOVE` when several do,
 * saying what to add (the promotion, the gate, or `null` to decline it).
 * @example
 * ```ts
 * moveByFields(shogi.legalMoves(p), { from: '7g', to: '7f' }, 'sente', shogi.board) // the listed move 7g7f
 * moveByFields(legal, { piece: 'P', to: '5e' }, 'sente', shogi.board) // the drop P*5e
 * ```
 */
export function moveByFields<M extends Move>(legal: readonly M[], move: object, turn: string, board: Pick<Board, 'nodeId'>): M {
  const fields = move as Record<string, unknown>;
  const { wanted, gate } = wantedOf(fields);
  // A node the board does not have is a wrong argument, as chess says of a square name that is none.
  for (const w of wanted) {
    if ((w.name === 'from' || w.name === 'to') && w.value !== DROP_FROM && board.nodeId(w.value as string) === NONE) {
      fail('INVALID_ARGUMENT', `a move object's "${w.name}" must be a node of the board, got ${describe(w.value)}`, { field: w.name });
    }
  }
  // A drop is named by its piece and node; the listed drop starts off the board.
  if (fields.from === undefined && fields.piece !== undefined) wanted.push({ name: 'from', value: DROP_FROM, kind: false });
  if (wanted.length === 0 && gate === undefined) fail('ILLEGAL_MOVE', `${describe(move)} names no move (give from and to, a drop's piece and to, or a listed move's notation); legal: ${legalPreview(legal)}`);
  const found: M[] = [];
  for (const m of legal) if (fits(m, wanted, gate)) found.push(m);
  if (found.length === 1) return found[0] as M;
  if (found.length === 0) return fail('ILLEGAL_MOVE', `${named(fields)} is not a legal move for ${turn}; legal: ${legalPreview(legal)}`);
  const choices = found.slice(0, 12).map((m) => m.notation).join(', ');
  const promotions = fields.promotion === undefined ? [...new Set(found.map((m) => m.promotion))] : [];
  if (promotions.length > 1) {
    const say = promotions.map((k) => (k === undefined ? 'null (no promotion)' : `'${k}'`)).join(', ');
    return fail('AMBIGUOUS_MOVE', `${named(fields)} is a promotion choice; name it (promotion: ${say}): ${choices}`);
  }
  const gates = gate === undefined ? [...new Set(found.map((m) => (m as { gate?: GateFields }).gate).map((g) => (g === undefined ? 'null' : `{ piece: '${g.piece}', node: '${g.node}' }`)))] : [];
  if (gates.length > 1) return fail('AMBIGUOUS_MOVE', `${named(fields)} may gate a piece; name it (gate: ${gates.join(', ')}): ${choices}`);
  return fail('AMBIGUOUS_MOVE', `${named(fields)} fits ${found.length} legal moves (${choices}); give more of a listed move's fields (its notation or uci)`);
}
