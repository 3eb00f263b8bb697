import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/bot/index.js';
import { keptPlyBuffers } from '../../src/bot/search.js';
import type { AnyVariant, Position } from '../../src/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';

// The search keeps its per-ply move buffers for the next search of the same move-list size
// (src/bot/search.ts, PlyBuffers): what is left in them must never steer a later search.
const KIWIPETE = chess.parse('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
let dilkelMid = dilkel.setup();
for (const m of ['g2-g4', 'b6-d6', 'h13-h11', 'm7-k7']) dilkelMid = dilkel.play(dilkelMid, m);
const cases: [string, AnyVariant, Position][] = [['chess', chess as AnyVariant, KIWIPETE], ['Dilkel', dilkel as AnyVariant, dilkelMid]];

describe('bot move buffers kept between searches', () => {
  for (const [name, variant, p] of cases) {
    it(`${name}: a search gives the same analysis when the buffers it inherits hold garbage`, () => {
      // Searches to a fixed depth: the node count shows any change in move ordering, not only in the result.
      for (const maxDepth of [2, 3]) {
        const options = { seed: 5, maxDepth, maxNodes: 1_000_000 };
        const first = JSON.stringify(analyse(variant, p, options));
        const kept = keptPlyBuffers();
        expect(kept.some((b) => b.length > 0)).toBe(true);
        let x = maxDepth;
        for (const b of kept) for (let i = 0; i < b.length; i++) { x = (x * 1103515245 + 12345) | 0; b[i] = x; }
        expect(JSON.stringify(analyse(variant, p, options))).toBe(first);
      }
    });
  }

  it('a search of another game between two searches changes nothing', () => {
    const options = { seed: 5, maxDepth: 2, maxNodes: 1_000_000 };
    const first = JSON.stringify(analyse(dilkel, dilkelMid, options));
    analyse(chess, chess.setup(), { seed: 2, maxNodes: 2_000 }); // another size: replaces the kept set
    expect(JSON.stringify(analyse(dilkel, dilkelMid, options))).toBe(first);
  });
});
