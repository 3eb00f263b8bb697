/**
 * The fields of the line rules (Fairy-Stockfish's `connectN` family), compiled once: which pieces
 * count, the allowed directions (`connectHorizontal`, `connectVertical`, `connectDiagonal`: east,
 * north, north-east and south-east, as variant.cpp lists them), the board's whole lines along
 * them and the value of a line (`connectValue`, for the side that made it). The rules themselves:
 * connect-n.ts, connect-region.ts, connect-nxn.ts, collinear-n.ts.
 */
import type { FairyDefinition } from './definition.js';
import type { FairyEnd } from './fairy-end.js';
import { readBool, readInt, readPieceSet, readRegion, readValue, type Geometry } from './fields.js';

/** The compiled line rules (null in {@link Rules} when the game has none). */
export interface ConnectRules {
  /** 1 for each piece type that counts. */
  readonly types: Uint8Array;
  /** By cell code * 2 + side: 1 when the cell holds a counting piece of that side (the test asked most). */
  readonly own: Uint8Array;
  /** The end's value for the side to move (the side that did not make the line): -connectValue. */
  readonly value: number;
  /** The end a line makes, made once (the end test runs after every move). */
  readonly ended: FairyEnd;
  /** Board width (squares are rank * files + file). */
  readonly files: number;
  /** connectN (0 off). */
  readonly n: number;
  /** connectNxN (0 off). */
  readonly nxn: number;
  /** collinearN (0 off). */
  readonly collinear: number;
  /** The whole lines of the board along the allowed directions, each [length, squares…]. */
  readonly lines: Int16Array;
  /** One step from each square along each allowed direction (east, north, north-east, south-east; -1 off the board): square * dirs + d. */
  readonly step: Int16Array;
  /** One step back along each allowed direction (west, south, south-west, north-west), as `step`. */
  readonly back: Int16Array;
  readonly dirs: number;
  /** The region connection's two regions per side (null: none). */
  readonly region1: readonly [Uint8Array | null, Uint8Array | null];
  readonly region2: readonly [Uint8Array | null, Uint8Array | null];
}

/** Reads the connect fields of a definition (undefined when it has none of the rules). */
export function compileConnect(def: FairyDefinition, g: Geometry, pieceLetters: ReadonlyMap<string, number>, nt: number): ConnectRules | null {
  const n = readInt(def.connectN, 'connectN', 0, 0, 12);
  const nxn = readInt(def.connectNxN, 'connectNxN', 0, 0, 12);
  const collinear = readInt(def.collinearN, 'collinearN', 0, 0, 12);
  const region = (v: unknown, field: string): Uint8Array | null => {
    if (v === undefined) return null;
    const r = readRegion(v, field, g);
    return r.includes(1) ? r : null;
  };
  const region1 = [region(def.connectRegion1White, 'connectRegion1White'), region(def.connectRegion1Black, 'connectRegion1Black')] as const;
  const region2 = [region(def.connectRegion2White, 'connectRegion2White'), region(def.connectRegion2Black, 'connectRegion2Black')] as const;
  const types = new Uint8Array(nt).fill(1);
  if (def.connectPieceTypes !== undefined) {
    types.fill(0);
    for (const t of readPieceSet(def.connectPieceTypes, 'connectPieceTypes', pieceLetters, true)) types[t] = 1;
  }
  const directions: [number, number][] = [];
  if (readBool(def.connectHorizontal, 'connectHorizontal', true)) directions.push([0, 1]);
  if (readBool(def.connectVertical, 'connectVertical', true)) directions.push([1, 0]);
  if (readBool(def.connectDiagonal, 'connectDiagonal', true)) directions.push([1, 1], [-1, 1]);
  const value = readValue(def.connectValue, 'connectValue', 1);
  // Fairy-Stockfish's connect pieces are empty unless one of the rules is on (variant.cpp).
  if (n === 0 && nxn === 0 && collinear === 0 && region1[0] === null && region1[1] === null) return null;
  const endValue = value === null ? 0 : -value;
  const own = new Uint8Array(2 * (2 + 2 * nt));
  for (let t = 0; t < nt; t++) if (types[t] === 1) for (const side of [0, 1]) own[(2 + 2 * t + side) * 2 + side] = 1;
  return {
    types, own, value: endValue, ended: Object.freeze({ value: endValue, reason: 'connect' }), files: g.files, n, nxn, collinear,
    lines: lines(g, directions), step: steps(g, directions), back: steps(g, directions.map(([dr, df]) => [-dr, -df])), dirs: directions.length, region1, region2,
  };
}

/** Every whole line of the board along each direction, from its first square. */
function lines(g: Geometry, directions: readonly [number, number][]): Int16Array {
  const out: number[] = [];
  const on = (r: number, f: number): boolean => r >= 0 && r < g.ranks && f >= 0 && f < g.files;
  for (const [dr, df] of directions) {
    for (let r = 0; r < g.ranks; r++) for (let f = 0; f < g.files; f++) {
      if (on(r - dr, f - df)) continue; // not the first square of its line
      const line: number[] = [];
      for (let rr = r, ff = f; on(rr, ff); rr += dr, ff += df) line.push(rr * g.files + ff);
      out.push(line.length, ...line);
    }
  }
  return Int16Array.from(out);
}

function steps(g: Geometry, directions: readonly [number, number][]): Int16Array {
  const out = new Int16Array(g.files * g.ranks * directions.length).fill(-1);
  for (let sq = 0; sq < g.files * g.ranks; sq++) {
    const r = Math.floor(sq / g.files), f = sq % g.files;
    directions.forEach(([dr, df], d) => {
      const rr = r + dr, ff = f + df;
      if (rr >= 0 && rr < g.ranks && ff >= 0 && ff < g.files) out[sq * directions.length + d] = rr * g.files + ff;
    });
  }
  return out;
}

/** Does the cell hold a counting piece of `side`? */
export function counts(rules: ConnectRules, cell: number, side: number): boolean {
  return rules.own[cell * 2 + side] === 1;
}

