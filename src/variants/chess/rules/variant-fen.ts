/**
 * FEN of the chess variants: the chess FEN reader checks placement, side, en passant and clocks;
 * Chess960 reads its castling field here (X-FEN or Shredder-FEN), and a variant's own fields
 * (three-check counters) are taken out by its `fenFields` hook first.
 */
import { fail } from '../../../core/errors.js';
import { formatFen, parseFen } from '../fen.js';
import type { ChessPosition } from '../types.js';
import type { ChessRules } from './hooks.js';
import { RulesState } from './rules-state.js';
import type { ChessVariantId, ChessVariantPosition } from './types.js';

/** Reads a variant FEN (6 fields, or 4 as in EPD, plus the variant's own). */
export function parseVariantFen<V extends ChessVariantId>(rules: ChessRules<V, never>, text: string): ChessVariantPosition<V> {
  const fields = text.trim().split(/\s+/);
  const own = rules.fenFields?.(fields) ?? {};
  const castling = fields[2];
  // Chess960 castling names rooks anywhere on the home rank: read below, on the parsed board.
  if (rules.castling960 && castling !== undefined && fields.length >= 4) fields[2] = '-';
  const chessPart = parseFen(fields.join(' '), {
    kings: rules.kings ?? 'one-each',
    whitePawnsOnFirstRank: rules.whitePawnsOnFirstRank === true,
    state: (p) => new RulesState(rules, { ...p, ...own, variant: rules.id } as ChessVariantPosition<V>, false),
  });
  let position = { ...chessPart, variant: rules.id, ...own } as ChessVariantPosition<V>;
  if (rules.castling960 && castling !== undefined && castling !== '-') {
    // The state reads and normalises the field (and rejects rooks that are not there).
    position = { ...position, castling };
  }
  const state = new RulesState(rules, position);
  state.checkMoves = false;
  position = { ...position, castling: state.castlingString() };
  rules.validate?.(position, state);
  return position;
}

/** Writes a variant FEN: chess FEN with the variant's own fields after the en passant square. */
export function formatVariantFen<V extends ChessVariantId>(rules: ChessRules<V, never>, position: ChessVariantPosition<V>): string {
  const fen = formatFen(position as unknown as ChessPosition);
  if (rules.formatFields === undefined && rules.formatPlacement === undefined) return fen;
  const parts = fen.split(' ');
  if (rules.formatPlacement !== undefined) parts[0] = rules.formatPlacement(position, parts[0]!);
  if (rules.formatFields === undefined) return parts.join(' ');
  parts.splice(4, 0, rules.formatFields(position));
  return parts.join(' ');
}

/** Throws `INVALID_FEN` for a field of a variant. */
export function badField(field: string, message: string): never {
  return fail('INVALID_FEN', `invalid FEN ${field}: ${message}`, { field });
}
