/**
 * petrifyOnCaptureTypes with blastOnCapture and capturesToHand in one game: make/unmake restores
 * the board (walls included), the hash and both hands. Definitions of our own: atomic chess with
 * petrifying pieces, drops and captures to hand (all three rules); crazyhouse with petrifying
 * pieces (no blasts); and Fairy-Stockfish's `[nuclear:atomic]` (its pawn a custom piece) with drops
 * and captures to hand. In Fairy-Stockfish (position.cpp do_move, "Remove the blast pieces") every
 * piece a blast removes — and without blasts the petrified capturer — goes to the hand of the side
 * it did not belong to, and a wall stands where a petrifying piece captured. ffish 0.7.10 accepts
 * all three; our legal moves, FEN (hands in brackets, walls as `*`) and result are compared with its
 * along seeded games that prefer captures, for the first two (see the todo for the third).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseVariantsIni } from '../../src/variants/fairy/ini.js';
import { defineFairy, type FairyPosition, type FairyVariant } from '../../src/variants/fairy/index.js';
import { loadFfish, type FfishModule } from './ffish-oracle.js';
import { expectPlyAsFfish, walkPreferring } from './ffish-ply.js';
import { seeded } from './seeded.js';
import { loadFixtureIntoFfish, variantsIniText } from './variants-ini-fixture.js';

const OWN = `
[atomicpetrifiedhouse:atomic]
petrifyOnCaptureTypes = nbrq
pieceDrops = true
capturesToHand = true

[petrifiedhouse:crazyhouse]
petrifyOnCaptureTypes = nbrq

[nuclearhouse:nuclear]
pieceDrops = true
capturesToHand = true
`;

const NAMES = ['atomicpetrifiedhouse', 'petrifiedhouse', 'nuclearhouse'] as const;

let ff: FfishModule;
const games: Record<string, FairyVariant> = {};
beforeAll(async () => {
  ff = await loadFfish();
  loadFixtureIntoFfish(ff);
  ff.loadVariantConfig(OWN);
  const defs = parseVariantsIni(`${variantsIniText}\n${OWN}`);
  for (const name of NAMES) games[name] = defineFairy(defs.get(name)!);
});

const taking = (game: FairyVariant) => (uci: string, p: FairyPosition): boolean => game.legalMoves(p).some((m) => m.uci === uci && m.captures.length > 0);

describe.each(NAMES)('petrify, blasts and captures to hand: %s', (name) => {
  it('make then unmake restores the FEN (walls and hands), the hash, and the hash equals that of the FEN read back, along random games', () => {
    const game = games[name]!;
    let walled = 0, held = 0;
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (picks) => {
      const s = game.search(game.setup());
      const buf = new Int32Array(s.maxMoves);
      const trail: { hash: number; fen: string }[] = [];
      for (const pick of picks) {
        const n = s.generate(buf);
        if (n === 0) break;
        const before = { hash: s.hash(), fen: s.position().fen };
        for (let i = 0; i < n; i++) {
          s.make(buf[i]!);
          expect(s.hash(), s.position().fen).toBe(game.hash(game.parse(s.position().fen)));
          s.unmake();
          expect(s.hash()).toBe(before.hash);
        }
        expect(s.position().fen).toBe(before.fen);
        trail.push(before);
        // Captures first, so that walls and hands fill up.
        const captures: number[] = [];
        for (let i = 0; i < n; i++) if (s.board?.isCapture?.(buf[i]!) ?? false) captures.push(buf[i]!);
        s.make(captures.length > 0 && pick % 3 !== 0 ? captures[pick % captures.length]! : buf[pick % n]!);
        const fen = s.position().fen;
        if (/\*/.test(fen.split(' ')[0]!)) walled++;
        if (/\[[^\]]+\]/.test(fen)) held++;
      }
      for (let i = trail.length - 1; i >= 0; i--) {
        s.unmake();
        expect(s.hash()).toBe(trail[i]!.hash);
        expect(s.position().fen).toBe(trail[i]!.fen);
      }
    }), { numRuns: 10, seed: 32 });
    // The walk reached what it is about: walls on the board and pieces in hand.
    expect(walled).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });

  if (name === 'nuclearhouse') {
    it.todo("ffish's FEN: a promoted piece that a blast or petrifying removes goes to the hand as Fairy-Stockfish's "
      + 'built-in pawn type (position.cpp: make_piece(~color, PAWN)), which [nuclear] removed (`pawn = -`): ffish then holds a '
      + "piece with no letter (written ' ', never dropped), where this engine holds nuclear's custom pawn");
    return;
  }
  it("seeded games that prefer captures have ffish's legal moves, FEN (walls, hands) and result at every ply", () => {
    const game = games[name]!;
    let captures = 0;
    for (let seed = 1; seed <= 3; seed++) captures += walkPreferring(game, () => new ff.Board(name), seeded(seed * 311), 50, taking(game), `${name} seed ${seed}`);
    expect(captures).toBeGreaterThan(10);
  });
});

describe('petrify with captures to hand, by hand', () => {
  it('without blasts the petrified capturer goes to the other side\'s hand, the taken piece to the capturer\'s, and a wall stands', () => {
    const game = games.petrifiedhouse!;
    // White's knight on f3 takes the pawn on e5 and petrifies.
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R[] w KQkq - 0 1';
    const board = new ff.Board('petrifiedhouse', fen);
    try {
      let p = game.parse(fen);
      expectPlyAsFfish(game, p, board, 'before f3e5');
      p = game.play(p, 'f3e5');
      board.push('f3e5');
      expectPlyAsFfish(game, p, board, 'after f3e5');
      // By hand: white holds the pawn, black the knight; a wall on e5.
      expect(game.format(p).split(' ')[0]).toBe('rnbqkbnr/pppp1ppp/8/4*3/8/8/PPPPPPPP/RNBQKB1R[Pn]');
    } finally {
      board.delete();
    }
  });
});
