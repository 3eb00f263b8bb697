/**
 * Properties of the fairy engine on seeded random games (fast-check): perft(1) equals the length of
 * legalMoves; make then unmake restores the hash and the position; after every legal move the
 * mover's royal piece cannot be taken (checked with the forward move tables, not the reverse
 * attack tables legality uses).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_RULE_FILES } from '../../src/core/declarative/fairy/all-rule-files.js';
import { compileFairy } from '../../src/core/declarative/fairy/compile.js';
import { parseFen } from '../../src/core/declarative/fairy/fen.js';
import { generatePseudo, MAX_MOVES } from '../../src/core/declarative/fairy/generate.js';
import { FairyState, fairyKeys, moveTo } from '../../src/core/declarative/fairy/state.js';
import { defineFairy } from '../../src/variants/fairy/index.js';
import { ENGINE_DEFS } from './engine-defs.js';

const NAMES = ['chess', 'capablanca', 'xiangqi', 'janggi', 'makruk', 'shatranj', 'courier', 'losalamos'] as const;

/** Can the side to move take the other side's royal piece with a pseudo-legal move? */
function royalCapturable(def: (typeof ENGINE_DEFS)[string], fen: string): boolean {
  const c = compileFairy(def, ALL_RULE_FILES.connect?.compile);
  const s = new FairyState(c, fairyKeys(c), parseFen(c, fen, ALL_RULE_FILES), ALL_RULE_FILES);
  const king = s.kingSq[s.side ^ 1] as number;
  if (king < 0) return false;
  const buf = new Int32Array(MAX_MOVES);
  const n = generatePseudo(s, buf, 0);
  for (let i = 0; i < n; i++) if (moveTo(buf[i] as number) === king) return true;
  return false;
}

describe.each(NAMES)('%s on the fairy engine', (name) => {
  const def = ENGINE_DEFS[name]!;
  const v = defineFairy(def);
  it('perft(1) equals legalMoves().length, and no legal move leaves the mover\'s king capturable, along random games', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), (picks) => {
      let p = v.setup();
      for (const pick of picks) {
        const moves = v.legalMoves(p);
        expect(v.perft(p, 1)).toBe(moves.length);
        if (moves.length === 0) break;
        p = v.play(p, moves[pick % moves.length]!);
        expect(royalCapturable(def, p.fen)).toBe(false);
      }
    }), { numRuns: 12, seed: 18 });
  });
  it('make then unmake restores the hash and the position, at every ply of random games', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), (picks) => {
      const s = v.search(v.setup());
      const buf = new Int32Array(s.maxMoves);
      const trail: { hash: number; fen: string }[] = [];
      for (const pick of picks) {
        const n = s.generate(buf);
        if (n === 0) break;
        const before = { hash: s.hash(), fen: s.position().fen };
        for (let i = 0; i < n; i++) {
          s.make(buf[i]!);
          s.unmake();
          expect(s.hash()).toBe(before.hash);
        }
        expect(s.position().fen).toBe(before.fen);
        trail.push(before);
        s.make(buf[pick % n]!);
        // The incremental hash equals the hash of the same position read from its FEN.
        expect(s.hash()).toBe(v.hash(s.position()));
      }
      for (let i = trail.length - 1; i >= 0; i--) {
        s.unmake();
        expect(s.hash()).toBe(trail[i]!.hash);
        expect(s.position().fen).toBe(trail[i]!.fen);
      }
    }), { numRuns: 8, seed: 18 });
  });
});
