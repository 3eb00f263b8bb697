/**
 * The reference bot (`boardwright/bot`): it answers with one of the listed move objects, finds a
 * mate in one and wins material in chess, takes the capture that wins more pieces in draughts, is
 * deterministic for a seed, keeps to its node budget, and refuses a finished game with GAME_OVER.
 * Positions are set up by hand; what the right move is follows from the rules alone.
 */
import { describe, expect, it } from 'vitest';
import { variants, type AnyVariant, type Move, type Position } from '../../src/index.js';
import { attempt } from '../../src/core/errors.js';
import { analyse, chooseMove } from '../../src/bot/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';

describe('chooseMove: chess', () => {
  it('finds a mate in one: back-rank mate Ra8#', () => {
    // White rook a1, king g1; black king g8 boxed in by its own pawns f7 g7 h7.
    const p = chess.parse('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1');
    for (const seed of [1, 2, 3]) expect(chooseMove(chess, p, { seed, maxNodes: 20_000 }).notation).toBe('Ra8#');
  });

  it('finds the mate in one when only the mating move mates: scholar\'s mate Qxf7#', () => {
    const p = chess.parse('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
    expect(chooseMove(chess, p, { seed: 7 }).notation).toBe('Qxf7#');
  });

  it('wins material: takes an undefended queen rather than a pawn', () => {
    // White knight c3 can take the undefended queen on d5 (Nxd5) or the pawn on b5 (Nxb5).
    const p = chess.parse('4k3/8/8/1p1q4/8/2N5/8/4K3 w - - 0 1');
    for (const seed of [1, 2, 3, 4]) expect(chooseMove(chess, p, { seed, maxNodes: 20_000 }).notation).toBe('Nxd5');
  });

  it('does not take a pawn defended by a pawn with its queen (it looks at the reply)', () => {
    // Qxd5 loses the queen to exd5; the bot must not play it.
    const p = chess.parse('4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1');
    for (const seed of [1, 2, 3, 4]) expect(chooseMove(chess, p, { seed, maxNodes: 20_000 }).notation).not.toBe('Qxd5');
  });
});

describe('chooseMove: draughts', () => {
  it('takes the capture that removes two pieces rather than one', () => {
    // Black man on 15 may jump 19 then 27 (15x24x31) or 18 (15x22); English draughts lets it choose.
    const p = draughts.parse('B:W18,19,27,32:B15');
    const moves = draughts.legalMoves(p).map((m) => m.notation).sort();
    expect(moves).toEqual(['15x22', '15x24x31']);
    for (const seed of [1, 2, 3, 4]) expect(chooseMove(draughts, p, { seed, maxNodes: 5000 }).notation).toBe('15x24x31');
  });
});

/** A few positions of each game: the start and after some seeded random moves. */
function positionsOf(variant: AnyVariant): Position[] {
  const out: Position[] = [variant.setup()];
  let p: Position = variant.setup();
  for (let ply = 0; ply < 12; ply++) {
    const legal = variant.legalMoves(p) as readonly Move[];
    if (variant.status(p).over || legal.length === 0) break;
    p = variant.play(p, legal[(ply * 7) % legal.length] as Move);
    if (ply % 6 === 5) out.push(p);
  }
  return out.filter((q) => !variant.status(q).over);
}

describe('chooseMove: every game', () => {
  for (const variant of variants) {
    it(`${variant.name}: returns a listed move object, the same for the same seed`, () => {
      for (const p of positionsOf(variant)) {
        // legalMoves builds new objects on each call: the bot's move equals one of them field by field.
        const listed = (variant.legalMoves(p) as readonly Move[]).map((m) => JSON.stringify(m));
        const move = chooseMove(variant, p, { seed: 11, maxNodes: 1500 });
        expect(listed, `${variant.name}: the bot's move is not a listed move`).toContain(JSON.stringify(move));
        expect(JSON.stringify(chooseMove(variant, p, { seed: 11, maxNodes: 1500 }))).toBe(JSON.stringify(move));
      }
    });
  }
});

describe('chooseMove: budget, seed, game over, options', () => {
  it('keeps to maxNodes', () => {
    for (const maxNodes of [1, 50, 3000]) {
      const r = analyse(chess, chess.setup(), { seed: 1, maxNodes });
      expect(r.nodes).toBeLessThanOrEqual(maxNodes);
    }
  });

  it('stops near timeMs (a wall-clock budget)', () => {
    const started = Date.now();
    chooseMove(chess, chess.setup(), { seed: 1, timeMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('different seeds break ties differently (every move is the 100th quiet ply: all draw by the 50-move rule)', () => {
    // Halfmove clock 99 and no pawn to move or piece to take: whatever White plays, the search scores a draw (FIDE 9.3).
    const drawn = chess.parse('4k3/8/8/8/8/8/8/R3K3 w - - 99 80');
    const picks = new Set<string>();
    for (let seed = 0; seed < 12; seed++) picks.add(chooseMove(chess, drawn, { seed, maxNodes: 2000 }).notation);
    expect(picks.size).toBeGreaterThan(1);
  });

  it('a finished game is GAME_OVER naming the result', () => {
    const mated = chess.parse('R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1');
    const r = attempt(() => chooseMove(chess, mated, { seed: 1 }));
    expect(r).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    if (!r.ok) expect(r.error.message).toContain('checkmate');
  });

  it('bad options are INVALID_OPTION', () => {
    for (const options of [undefined, {}, { seed: 1.5 }, { seed: 1, maxNodes: 0 }, { seed: 1, timeMs: -1 }, { seed: 1, depth: 3 }]) {
      expect(attempt(() => chooseMove(chess, chess.setup(), options as never))).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
    }
  });
});

describe('chooseMove: the draughts family', () => {
  it('answers with a listed move in every draughts game, and uses the family\'s material count', async () => {
    const family = await import('../../src/variants/draughts/index.js');
    const games = Object.values(family as Record<string, unknown>).filter((v): v is AnyVariant => typeof v === 'object' && v !== null && typeof (v as AnyVariant).legalMoves === 'function' && typeof (v as AnyVariant).setup === 'function');
    expect(games.length).toBeGreaterThan(1);
    for (const game of games) {
      const p = game.setup();
      const listed = (game.legalMoves(p) as readonly Move[]).map((m) => JSON.stringify(m));
      expect(listed, game.name).toContain(JSON.stringify(chooseMove(game, p, { seed: 2, maxNodes: 500 })));
      expect(typeof game.evaluate, `${game.name} has an evaluate hook`).toBe('function');
    }
  });
});

describe('chooseMove: fairy games', () => {
  it('answers with a listed move in makruk (a fairy game: generic evaluation, position snapshots)', async () => {
    const { makruk } = await import('../../src/variants/fairy/index.js');
    for (const game of [makruk] as unknown as AnyVariant[]) {
      const p = game.setup();
      const listed = (game.legalMoves(p) as readonly Move[]).map((m) => JSON.stringify(m));
      expect(listed, game.name).toContain(JSON.stringify(chooseMove(game, p, { seed: 3, maxNodes: 300 })));
    }
  });
});
