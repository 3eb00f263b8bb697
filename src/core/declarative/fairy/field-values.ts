/**
 * The values of {@link FairyDefinition} fields read from a definition known to be valid (a built-in
 * one, or a user's once check-definition.ts has passed it): regions, piece sets, files, game values.
 * Nothing here checks or words a message: fields.ts refuses a bad value naming its field, then reads
 * it here, so a built-in game's app carries the readers without the checks.
 */
/** Board size a definition compiles to. */
export interface Geometry {
  readonly files: number;
  readonly ranks: number;
}

/** A file: letter `a`–`l` or 1-based number (or digits); the 0-based file, `dflt` when absent. */
export function fileOf(v: string | number | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  return typeof v === 'number' ? v - 1 : /^[0-9]/.test(v) ? Number(v) - 1 : v.toLowerCase().charCodeAt(0) - 97;
}

const VALUES: Readonly<Record<string, number | null>> = { win: 1, loss: -1, draw: 0, none: null };

/** A game value for the side concerned: 1 win, -1 loss, 0 draw, null none (`dflt` when absent). */
export function valueOf(v: string | undefined, dflt: number | null): number | null {
  return v === undefined ? dflt : (VALUES[v] as number | null);
}

/**
 * A region in Fairy-Stockfish's syntax (`a8`, `*8` a rank, `a*` a file, space-separated; `-` none)
 * as a 0/1 array over the squares (index rank * files + file).
 */
export function regionOf(v: string, g: Geometry): Uint8Array {
  const out = new Uint8Array(g.files * g.ranks);
  for (const token of v.trim().split(/\s+/)) {
    const m = /^([a-z*])(\*|[0-9]{1,2})$/i.exec(token);
    if (!m) continue;
    const fileText = (m[1] as string).toLowerCase(), rankText = m[2] as string;
    const file = fileText === '*' ? -1 : fileText.charCodeAt(0) - 97;
    const rank = rankText === '*' ? -1 : Number(rankText) - 1;
    for (let r = 0; r < g.ranks; r++) for (let f = 0; f < g.files; f++) {
      if ((file < 0 || file === f) && (rank < 0 || rank === r)) out[r * g.files + f] = 1;
    }
  }
  return out;
}

/** A region given as whole ranks from White's side (1-based), clipped to the board: Fairy-Stockfish's defaults. */
export function rankRegion(g: Geometry, ...ranks: number[]): Uint8Array {
  const out = new Uint8Array(g.files * g.ranks);
  for (const r of ranks) if (r >= 1 && r <= g.ranks) out.fill(1, (r - 1) * g.files, r * g.files);
  return out;
}

/** A piece set: piece letters (either case) → type indexes, each once; `-`, ` ` skipped; `*` every type. */
export function pieceSetOf(v: string, typeOf: ReadonlyMap<string, number>): number[] {
  const out: number[] = [];
  for (const ch of v) {
    for (const t of ch === '*' ? typeOf.values() : [typeOf.get(ch.toUpperCase())]) if (t !== undefined && !out.includes(t)) out.push(t);
  }
  return out;
}

/** One piece letter (either case) → its type index. */
export function pieceOf(v: string, typeOf: ReadonlyMap<string, number>): number {
  return typeOf.get(v.toUpperCase()) as number;
}

/** Object.entries of an optional object field. */
export function entriesOf<T>(v: Readonly<Record<string, T>> | undefined): [string, T][] {
  return v === undefined ? [] : Object.entries(v);
}
