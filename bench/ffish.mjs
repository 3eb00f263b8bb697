/** ffish (WebAssembly Fairy-Stockfish, GPL, a devDependency) as a benchmark peer: loading it and its perft. */
import { createRequire } from 'node:module';

/** ffish, or null when it is not installed (it needs globalThis.fetch out of the way while it loads on Node 20). */
export async function loadFfish() {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  try {
    delete globalThis.fetch;
    const mod = createRequire(import.meta.url)('ffish');
    await new Promise((done) => { mod.onRuntimeInitialized = done; });
    return mod;
  } catch {
    return null;
  } finally {
    if (saved) Object.defineProperty(globalThis, 'fetch', saved);
  }
}

/** Perft through ffish's JavaScript API (legalMoves / push / pop), as a JavaScript user drives it. */
export function ffishPerft(ff, variant, depth) {
  const board = new ff.Board(variant);
  const walk = (d) => {
    const moves = board.legalMoves().split(' ').filter((m) => m !== '');
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) { board.push(m); n += walk(d - 1); board.pop(); }
    return n;
  };
  try { return walk(depth); } finally { board.delete(); }
}
