/**
 * Kyoto and micro shogi SFEN and USI against native Fairy-Stockfish in USI mode (the convention
 * docs/shogi.md follows): along seeded games, our `toSfen` and our listed moves' `usi` equal what
 * Fairy-Stockfish prints (`d` → `Sfen:`, `go perft 1` → one line per move). Needs the
 * `fairy-stockfish` program (Debian's package installs /usr/games/fairy-stockfish, or set
 * FAIRY_STOCKFISH); skipped without it. One process per game: every position is asked in one input.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FairyPosition } from '../../src/core/declarative/fairy/variant.js';
import { kyotoshogi, micro, type ShogiVariant } from '../../src/variants/fairy/index.js';
import { seeded } from './seeded.js';

const program = [process.env.FAIRY_STOCKFISH, '/usr/games/fairy-stockfish', '/usr/bin/fairy-stockfish'].find((p) => p !== undefined && p !== '' && existsSync(p));

/** Fairy-Stockfish's SFEN and sorted USI moves of each prefix of `played` (one process). */
function askFairyStockfish(variant: string, played: readonly string[]): { sfen: string; moves: string[] }[] {
  let input = `usi\nsetoption name UCI_Variant value ${variant}\nisready\n`;
  for (let i = 0; i <= played.length; i++) input += `position startpos${i > 0 ? ` moves ${played.slice(0, i).join(' ')}` : ''}\nd\ngo perft 1\n`;
  const out = execFileSync(program as string, { input: `${input}quit\n`, maxBuffer: 64 << 20 }).toString();
  // `go perft` runs on Fairy-Stockfish's search thread while the next `position` and `d` are read, so
  // the two outputs interleave: the Sfen lines come in order, and so do the perft blocks (each ends
  // with "Nodes searched"; a `go` waits for the one before).
  const sfens: string[] = [];
  const blocks: string[][] = [[]];
  for (const line of out.split('\n')) {
    if (line.startsWith('Sfen: ')) sfens.push(line.slice(6).trim());
    else if (line.startsWith('Nodes searched')) blocks.push([]);
    else if (/^\S+: 1$/.test(line)) (blocks[blocks.length - 1] as string[]).push(line.slice(0, -3));
  }
  const answers = sfens.map((sfen, i) => ({ sfen, moves: (blocks[i] ?? []).sort() }));
  return answers;
}

describe.skipIf(program === undefined)('kyoto and micro shogi text agree with Fairy-Stockfish\'s USI mode', () => {
  for (const variant of [kyotoshogi, micro] as ShogiVariant[]) {
    it(`${variant.id}: the same SFEN and the same USI moves along eight seeded games of 40 plies`, () => {
      for (let game = 1; game <= 8; game++) {
        const rng = seeded(game * 977);
        let p: FairyPosition = variant.setup();
        const positions: FairyPosition[] = [p];
        const played: string[] = [];
        for (let ply = 0; ply < 40; ply++) {
          const moves = variant.legalMoves(p);
          if (moves.length === 0) break;
          const m = moves[Math.floor(rng() * moves.length)] as (typeof moves)[number];
          played.push(m.usi);
          p = variant.play(p, m.usi);
          positions.push(p);
        }
        const answers = askFairyStockfish(variant.id, played);
        expect(answers).toHaveLength(positions.length);
        positions.forEach((q, i) => {
          const ours = { sfen: variant.toSfen(q), moves: variant.status(q).over ? [] : variant.legalMoves(q).map((m) => m.usi).sort() };
          // A finished game: Fairy-Stockfish's perft still counts the moves; compare the SFEN only.
          const theirs = answers[i] as { sfen: string; moves: string[] };
          expect(ours.sfen, played.slice(0, i).join(' ')).toBe(theirs.sfen);
          if (!variant.status(q).over) expect(ours.moves, played.slice(0, i).join(' ')).toEqual(theirs.moves);
        });
      }
    });
  }
});
