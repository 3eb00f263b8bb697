/**
 * Readers for the value formats of {@link FairyDefinition} fields (regions, piece sets,
 * files, game values), each refusing bad input with `INVALID_DEFINITION` naming the field, then
 * reading it as field-values.ts reads a definition known to be valid. Only a user's definition
 * comes here (check-definition.ts, connect-lines.ts).
 */
import { badDefinition } from '../invalid-definition.js';
import { fileOf, pieceSetOf, regionOf, type Geometry } from './field-values.js';

export type { Geometry } from './field-values.js';

const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v.slice(0, 60)) : typeof v === 'object' ? 'an object' : String(v));

/** A boolean field (default when absent). */
export function readBool(v: unknown, field: string, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') badDefinition(`${field} must be true or false, got ${show(v)}`);
  return v;
}

/** A whole-number field from `min` to `max`. */
export function readInt(v: unknown, field: string, dflt: number, min: number, max: number): number {
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) badDefinition(`${field} must be a whole number from ${min} to ${max}, got ${show(v)}`);
  return v;
}

/** A file: letter `a`–`l` or 1-based number; returns the 0-based file. */
export function readFile(v: unknown, field: string, dflt: number, g: Geometry): number {
  if (v === undefined) return dflt;
  const f = (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^([a-l]|[0-9]{1,2})$/i.test(v)) ? fileOf(v, -1) : -1;
  if (f < 0 || f >= g.files) badDefinition(`${field} must be a file of the ${g.files}-file board (a letter or a number), got ${show(v)}`);
  return f;
}

/** A game value for the side concerned: 1 win, -1 loss, 0 draw, null none. */
export function readValue(v: unknown, field: string, dflt: number | null): number | null {
  if (v === undefined) return dflt;
  if (v === 'win') return 1;
  if (v === 'loss') return -1;
  if (v === 'draw') return 0;
  if (v === 'none') return null;
  return badDefinition(`${field} must be 'win', 'loss', 'draw' or 'none', got ${show(v)}`);
}

/**
 * A region in Fairy-Stockfish's syntax (`a8`, `*8` a rank, `a*` a file, space-separated; `-` none)
 * as a 0/1 array over the squares (index rank * files + file). Squares off the board are refused.
 */
export function readRegion(v: unknown, field: string, g: Geometry): Uint8Array {
  if (typeof v !== 'string') return badDefinition(`${field} must be a region text like '*8' or 'd1 e1 f1', got ${show(v)}`);
  if (v.length > 2000) badDefinition(`${field} is longer than 2000 characters`);
  for (const token of v.trim().split(/\s+/)) {
    if (token === '' || token === '-') continue;
    const m = /^([a-z*])(\*|[0-9]{1,2})$/i.exec(token);
    if (!m) badDefinition(`${field}: ${show(token)} is not a square, a rank (*8) or a file (a*)`);
    const fileText = (m[1] as string).toLowerCase(), rankText = m[2] as string;
    if (fileText === '*' && rankText === '*') badDefinition(`${field}: ${show(token)} names no square`);
    const file = fileText === '*' ? -1 : fileText.charCodeAt(0) - 97;
    const rank = rankText === '*' ? -1 : Number(rankText) - 1;
    if (file >= g.files || rank >= g.ranks || (rankText !== '*' && rank < 0)) badDefinition(`${field}: ${show(token)} is off the ${g.files}x${g.ranks} board`);
  }
  return regionOf(v, g);
}

/**
 * A piece set: piece letters (either case) → type indexes; `'-'`/`''` none; `'*'` every type
 * when `star` (else refused). A letter no piece has is refused, naming the field.
 */
export function readPieceSet(v: unknown, field: string, typeOf: ReadonlyMap<string, number>, star = false): number[] {
  if (typeof v !== 'string') return badDefinition(`${field} must be a string of piece letters, got ${show(v)}`);
  if (v.length > 200) badDefinition(`${field} is longer than 200 characters`);
  for (const ch of v) {
    if (ch === ' ' || ch === '-') continue;
    if (ch === '*') {
      if (!star) badDefinition(`${field}: '*' (all pieces) is not allowed here`);
    } else if (!typeOf.has(ch.toUpperCase())) badDefinition(`${field}: ${show(ch)} is not the letter of a piece in pieces`);
  }
  return pieceSetOf(v, typeOf);
}

/** One piece letter → its type index. */
export function readPiece(v: unknown, field: string, typeOf: ReadonlyMap<string, number>): number {
  if (typeof v !== 'string' || v.length !== 1) return badDefinition(`${field} must be one piece letter, got ${show(v)}`);
  const t = typeOf.get(v.toUpperCase());
  if (t === undefined) badDefinition(`${field}: ${show(v)} is not the letter of a piece in pieces`);
  return t;
}
