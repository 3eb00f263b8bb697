/**
 * ICCS coordinates (`h2e2`; the Internet Chinese Chess Server's `H2-E2`): files `a`–`i` from Red's
 * left, ranks `0`–`9` from Red's side. Fairy-Stockfish's UCI names the same points with ranks
 * `1`–`10` (`h3e3`), so the two differ in every rank.
 */
import type { XiangqiDialect } from './dialect.js';

/** ICCS text, either case, with or without the dash (`h2e2`, `H2-E2`). */
export const ICCS_MOVE = /^([a-z])(\d)(-?)([a-z])(\d)$/i;

/** The ICCS text (`h2e2`) of an engine move given by its squares (`h3`, `e3`). */
export function iccsOf(from: string, to: string): string {
  return `${from[0] as string}${Number(from.slice(1)) - 1}${to[0] as string}${Number(to.slice(1)) - 1}`;
}

/** The engine's UCI text (`h3e3`) of ICCS text (`h2e2`, `H2-E2`), or undefined when a point is off this board. */
export function iccsToUci(d: XiangqiDialect, text: string): string | undefined {
  const m = ICCS_MOVE.exec(text);
  if (!m) return undefined;
  const square = (file: string, rank: string): string | undefined => {
    const f = file.toLowerCase();
    const r = Number(rank);
    return f.charCodeAt(0) - 97 < d.files && r < d.ranks ? `${f}${r + 1}` : undefined;
  };
  const from = square(m[1] as string, m[2] as string), to = square(m[4] as string, m[5] as string);
  return from === undefined || to === undefined ? undefined : from + to;
}
