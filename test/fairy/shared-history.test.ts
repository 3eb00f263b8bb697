/**
 * A fairy position's `history` (and `checkHistory`) is shared along a line of play (core
 * key-line.ts), so a game's n-th ply costs the same whatever n: in games where captures go to the
 * hand the whole game is kept, and copying it at each ply made a long game quadratic. Checked
 * without a clock: the positions of a long game share one storage, and the internal counter of
 * history entries copied or checked one by one does not move while the game goes on. Copies of a
 * position (JSON, spread) are plain objects and are still checked entry by entry.
 */
import { describe, expect, it } from 'vitest';
import { attachedKeys } from '../../src/core/key-line.js';
import { isBoardwrightError } from '../../src/core/errors.js';
import { pastWork } from '../../src/core/declarative/fairy/repetition-history.js';
import { minishogi, xiangqi, type FairyPosition } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';

/**
 * `plies` plies of minishogi from the start, each a seeded pick among the moves after which the game
 * goes on: found on a first pass (trying a move plays it), then replayed in one straight line, so
 * that no position of the game is played from twice. Every position, oldest first, and the moves (UCI).
 */
function longGame(plies: number, seed: number): { positions: FairyPosition[]; moves: string[] } {
  const random = seeded(seed);
  const chosen: string[] = [];
  let p = minishogi.setup();
  for (let ply = 0; ply < plies; ply++) {
    const moves = minishogi.legalMoves(p);
    const first = Math.floor(random() * moves.length);
    let next: FairyPosition | undefined;
    for (let k = 0; k < moves.length && next === undefined; k++) {
      const move = moves[(first + k) % moves.length] as (typeof moves)[number];
      const candidate = minishogi.play(p, move);
      if (minishogi.legalMoves(candidate).length > 0) (next = candidate), chosen.push(move.uci);
    }
    if (next === undefined) throw new Error(`no move keeps the game going at ply ${ply}`);
    p = next;
  }
  const positions = [minishogi.setup()];
  for (const uci of chosen) positions.push(minishogi.play(positions[positions.length - 1] as FairyPosition, uci));
  return { positions, moves: chosen };
}

const refusedCode = (call: () => unknown): string => {
  try {
    call();
    return 'ok';
  } catch (error) {
    return isBoardwrightError(error) ? error.code : `raw ${String(error)}`;
  }
};

describe('a fairy position shares its history with the position it was played from', () => {
  const plies = 2000;
  const { positions: game, moves: played } = longGame(plies, 23);
  const last = game[plies] as FairyPosition;

  it("the positions of a 2,000-ply minishogi game (captures go to the hand: the whole game is kept) share one history storage", () => {
    const shared = (p: FairyPosition) => attachedKeys(p)?.line;
    expect(shared(game[1000] as FairyPosition), 'ply 1000 holds a copy of its history, not a shared line').toBeDefined();
    expect(shared(game[1000] as FairyPosition)).toBe(shared(last));
    expect(shared(game[10] as FairyPosition)).toBe(shared(last));
  });

  it('playing on from the newest position copies and checks no history entry', () => {
    // The same game again from the start, every call of a player's turn: listing, playing, status.
    const before = pastWork.entries;
    let p = minishogi.setup();
    for (let ply = 1; ply <= plies; ply++) {
      minishogi.status(p);
      p = minishogi.play(p, minishogi.legalMoves(p).find((m) => m.uci === played[ply - 1]) as ReturnType<typeof minishogi.legalMoves>[number]);
    }
    expect(minishogi.hash(p)).toBe(minishogi.hash(last));
    expect(pastWork.entries - before).toBe(0);
  });

  it('the shared history holds the hash of every earlier position, oldest first, and whether the side to move was in check there', () => {
    expect(last.history).toHaveLength(plies);
    expect(last.checkHistory).toHaveLength(plies);
    for (let i = 0; i < plies; i += 97) {
      const p = game[i] as FairyPosition;
      expect(last.history[i]).toBe(minishogi.hash(p));
      expect(last.checkHistory?.[i]).toBe((minishogi.status(p) as { check?: boolean }).check === true);
      // An earlier position sees only its own past, although its line has grown since.
      expect(p.history).toEqual(last.history.slice(0, i));
    }
  });

  it('a second move from an earlier position branches: each line keeps its own history', () => {
    const p = game[1000] as FairyPosition;
    const moves = minishogi.legalMoves(p);
    const other = minishogi.play(p, moves[moves.length - 1] as (typeof moves)[number]);
    expect(other.history).toEqual([...p.history, minishogi.hash(p)]);
    expect(last.history).toHaveLength(plies);
    expect(last.history[1000]).toBe(minishogi.hash(p));
  });

  it('history and checkHistory read as frozen arrays: JSON and spread see plain arrays, assignment changes nothing', () => {
    expect(Object.isFrozen(last.history)).toBe(true);
    expect(() => {
      (last as { history: unknown }).history = [];
    }).toThrow(TypeError);
    const copy = JSON.parse(JSON.stringify(last)) as FairyPosition;
    expect(Array.isArray(copy.history) && copy.history.length).toBe(plies);
    expect({ ...last }.checkHistory).toEqual(last.checkHistory);
  });

  it('a copy of a position (JSON, spread) is checked entry by entry: a corrupted entry is INVALID_POSITION, the copy unchanged', () => {
    const copy = JSON.parse(JSON.stringify(last)) as { history: unknown[]; checkHistory: unknown[] };
    expect(minishogi.legalMoves(copy as unknown as FairyPosition).map((m) => m.uci)).toEqual(minishogi.legalMoves(last).map((m) => m.uci));
    copy.history[1234] = 'x';
    const text = JSON.stringify(copy);
    for (const call of [() => minishogi.status(copy as unknown as FairyPosition), () => minishogi.legalMoves(copy as unknown as FairyPosition), () => minishogi.play(copy as unknown as FairyPosition, minishogi.legalMoves(last)[0]?.uci as string)]) {
      expect(refusedCode(call)).toBe('INVALID_POSITION');
    }
    expect(JSON.stringify(copy)).toBe(text);
    const flags = { ...last, checkHistory: [...(last.checkHistory ?? []).slice(1)] };
    expect(refusedCode(() => minishogi.status(flags))).toBe('INVALID_POSITION');
  });
});

describe('repetitions read the shared history as they read a copied one', () => {
  it("a perpetual check decided along shared positions is decided the same for their JSON copies (xiangqi: White's chariot loses)", () => {
    let p = xiangqi.parse('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1');
    const seen: FairyPosition[] = [];
    for (const m of ['a9a10', 'e10e9', 'a10a9', 'e9e10', 'a9a10', 'e10e9', 'a10a9', 'e9e10']) seen.push((p = xiangqi.play(p, m)));
    for (const q of seen) expect(xiangqi.status(JSON.parse(JSON.stringify(q)) as FairyPosition)).toEqual(xiangqi.status(q));
    expect(xiangqi.status(p)).toMatchObject({ over: true, winner: 'black', reason: 'perpetual-check' });
    expect(attachedKeys(p)?.line).toBe(attachedKeys(seen[1] as FairyPosition)?.line);
  });
});
