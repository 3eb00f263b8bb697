/**
 * The legal-move list of the immutable API, read from the same generator as
 * the search layer and in the same order (move i of `legalMoves` is move i of
 * `search(p).generate`). PDN text: `32-28` for a step, `19x30` for a capture,
 * with every landing square (`19x28x30`) when the short form would name two
 * listed moves.
 */
import { cellOf, KING, type FamilyGenerator } from './generator.js';
import type { FamilyContext } from './context.js';
import type { Geometry } from './geometry.js';
import { blockedKing } from './king-runs.js';
import type { FamilyMove, FamilyPosition } from './types.js';

/** A generated move in square ids, before notation. */
export interface RawMove {
  readonly from: number;
  readonly to: number;
  readonly crowns: boolean;
  /** Captured squares in order. */
  readonly captures: number[];
  /** Every landing square in order (one for a step). */
  readonly path: number[];
}

/** Loads a position's letters into the scratch board. */
export function loadCells(cells: Int8Array, squares: string): Int8Array {
  for (let s = 0; s < cells.length; s++) cells[s] = cellOf(squares[s] as string);
  return cells;
}

/** Reads the generator's slots [start, end) as raw moves. */
export function readRaw(gen: FamilyGenerator, start: number, end: number): RawMove[] {
  const raw: RawMove[] = [];
  for (let i = start; i < end; i++) {
    const len = gen.len[i] as number;
    const at = gen.at[i] as number;
    const captures: number[] = [];
    const path: number[] = [];
    for (let k = 0; k < len; k++) {
      captures.push(gen.data[at + k] as number);
      path.push(gen.data[at + len + k] as number);
    }
    if (len === 0) path.push(gen.to[i] as number);
    raw.push({ from: gen.from[i] as number, to: gen.to[i] as number, crowns: gen.crowns[i] === 1, captures, path });
  }
  return raw;
}

/**
 * The word path (word-search.ts) moves a whole side one direction at a time,
 * so its steps come by direction, then by landing square: the listing of
 * rules on that path follows it (move i listed is move i generated).
 */
function wordStepOrder(raw: RawMove[], geometry: Geometry): void {
  const { n, next } = geometry;
  const key = (m: RawMove): number => {
    let d = 0;
    while (d < 3 && next[d * n + m.from] !== m.to) d++;
    return d * 1024 + m.to;
  };
  raw.sort((a, b) => key(a) - key(b));
}

/** Every legal move of `position` (the draw rules are checked by the caller). */
export function familyMoves(ctx: Pick<FamilyContext, 'scratch' | 'cells' | 'geometry' | 'word'>, position: FamilyPosition): FamilyMove[] {
  const { scratch: gen, cells, geometry } = ctx;
  loadCells(cells, position.squares);
  gen.blockedKing = blockedKing(gen.kingMoveLimit, geometry, position);
  gen.dropDuplicates = position.duplicates === 'drop';
  const raw = readRaw(gen, 0, gen.generate(cells, position.turn === 'white' ? 1 : 0, 0, 0));
  if (ctx.word && raw[0] !== undefined && raw[0].captures.length === 0) wordStepOrder(raw, geometry);
  // The short capture text names a move only when no other listed capture shares its start and end.
  const ends = new Map<number, number>();
  for (const m of raw) if (m.captures.length > 0) ends.set(m.from * 1024 + m.to, (ends.get(m.from * 1024 + m.to) ?? 0) + 1);
  const name = (s: number): string => geometry.names[s] as string;
  const mark = geometry.captureMark;
  return raw.map((m) => {
    const capture = m.captures.length > 0;
    const full = capture && (ends.get(m.from * 1024 + m.to) ?? 0) > 1;
    const notation = !capture ? `${name(m.from)}-${name(m.to)}` : full ? [m.from, ...m.path].map(name).join(mark) : `${name(m.from)}${mark}${name(m.to)}`;
    const kind = (s: number): 'M' | 'K' => ((cells[s] as number) & KING ? 'K' : 'M');
    return {
      from: name(m.from), to: name(m.to), captures: m.captures.map(name), notation, path: m.path.map(name), crowns: m.crowns,
      player: position.turn, piece: kind(m.from), capturedKinds: m.captures.map(kind), ...(m.crowns ? { promotion: 'K' as const } : {}),
    };
  });
}
