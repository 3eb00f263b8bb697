// Self-play of two builds of the reference bot at a fixed node budget: load-independent, so a change
// to the search or the evaluation is judged by results, not by a loaded machine's clock.
//   [SHARD=k/n] node bench/bot-selfplay.mjs <dist A> <dist B> <game id> [games=40] [nodes=20000] [max-plies=300] [seed=1]
// Build B plays build A from match.mjs's OPENINGS (each line twice, once with either colour), each
// side `analyse(…, { maxNodes })` with a seed drawn from the game and ply. A game ends by `status`, a
// claimable draw, or at max-plies (a draw). Prints each game, then B's score, W/D/L and the Elo
// difference with its 95% margin (match.mjs's estimate). Run it under `nice`; it is CPU-bound.
// At a fixed node budget the search is deterministic but for the seed's tie-breaks, so games past
// 2 × the openings (40 in chess) would largely replay earlier ones: each later pass through the
// openings therefore adds two seeded random plies per pass after the line (the same for both games
// of a pair, so each build gets either colour of the new position).
// MOVETIME=<ms> plays at that time a move instead (`timeMs`, no node cap): a faster search then
// counts, which a fixed node budget cannot show. Both builds run in one process, turn about, so
// the machine's load weighs on both alike.
// MEMORY=A, B or AB: that build's bot keeps a memory for the game (`createBotMemory`, one per game,
// passed as `memory` with every move), as a bot in a GUI or `boardwright uci` does.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { OPENINGS, eloEstimate, eloText } from './match.mjs';

const [A, B, id = 'shogi', gamesArg, nodesArg, pliesArg, seedArg] = process.argv.slice(2);
if (A === undefined || B === undefined) {
  console.error('usage: node bench/bot-selfplay.mjs <dist A> <dist B> <game id> [games] [nodes] [max-plies] [seed]');
  process.exit(2);
}
// SHARD=k/n plays only the games g with g % n === k, k from 0 to n − 1 (run n processes: 0/2 and 1/2,
// and add their results up). Any other k would play nothing, so it is refused.
const [shard, shards] = (process.env.SHARD ?? '0/1').split('/').map(Number);
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 0 && shard < shards)) {
  console.error(`SHARD=${process.env.SHARD}: k/n with 0 <= k < n (0/2 and 1/2 for two processes)`);
  process.exit(2);
}
const moveTime = Number(process.env.MOVETIME ?? 0);
const games = Number(gamesArg ?? 40), maxNodes = Number(nodesArg ?? 20000), maxPlies = Number(pliesArg ?? 300), seed0 = Number(seedArg ?? 1);

async function build(dist) {
  const load = (name) => import(pathToFileURL(resolve(dist, `${name}.js`)).href);
  const [{ analyse, createBotMemory }, { variants, GameRecord }, fairy] = await Promise.all([load('bot'), load('index'), load('fairy')]);
  const variant = variants.find((v) => v.id === id) ?? fairy[id];
  if (variant === undefined) throw new Error(`no game ${id}`);
  return { analyse, variant, GameRecord, createBotMemory };
}

const a = await build(A), b = await build(B);
const remembers = process.env.MEMORY ?? '';
for (const [name, side] of [['A', a], ['B', b]]) {
  side.remembers = remembers.includes(name);
  if (side.remembers && side.createBotMemory === undefined) throw new Error(`MEMORY=${remembers}: build ${name} has no createBotMemory`);
}
const named = (move, word) => move.uci === word || move.usi === word;
const openings = OPENINGS[id] ?? [''];
let wins = 0, draws = 0, losses = 0;
for (let g = 0; g < games; g++) {
  if (g % shards !== shard) continue;
  const opening = openings[(g >> 1) % openings.length];
  // Each build keeps the game in its own record (its own variant object, history for repetitions).
  const variant = b.variant, record = new b.GameRecord(variant), recordA = new a.GameRecord(a.variant);
  const both = (move) => {
    const same = a.variant.legalMoves(recordA.position).filter((m) => m.uci === move.uci && m.notation === move.notation);
    if (same.length !== 1) throw new Error(`move ${move.uci} not found once in build A`);
    record.play(move);
    recordA.play(same[0]);
  };
  for (const word of opening.split(' ').filter(Boolean)) {
    const move = variant.legalMoves(record.position).find((m) => named(m, word));
    if (!move) throw new Error(`opening ${opening}: ${word} is not legal`);
    both(move);
  }
  const pass = Math.floor(g / (2 * openings.length));
  let rnd = (seed0 * 104729 + (g >> 1) * 7919) >>> 0;
  for (let i = 0; i < 2 * pass && !variant.status(record.position).over; i++) {
    rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0; // a linear congruential step: seeded, the same for the pair
    const moves = variant.legalMoves(record.position);
    both(moves[rnd % moves.length]);
  }
  const bSide = variant.players[g % 2];
  const memoryOf = (side) => (side.remembers ? { memory: side.createBotMemory() } : {});
  const memoryA = memoryOf(a), memoryB = memoryOf(b);
  let result, reason;
  for (;;) {
    const status = variant.status(record.position), plies = record.moves.length;
    if (status.over) { result = status.winner === undefined ? 0.5 : status.winner === bSide ? 1 : 0; reason = status.reason; break; }
    if (status.claimableDraw) { result = 0.5; reason = status.claimableDraw; break; }
    if (plies >= maxPlies) { result = 0.5; reason = 'ply cap'; break; }
    const mover = record.position.turn === bSide ? b : a;
    const options = moveTime > 0 ? { seed: seed0 * 7919 + g * 1000 + plies, timeMs: moveTime } : { seed: seed0 * 7919 + g * 1000 + plies, maxNodes };
    if (mover === b) both(b.analyse(variant, record.position, { ...options, ...memoryB }).move);
    else {
      const other = a.analyse(a.variant, recordA.position, { ...options, ...memoryA }).move;
      both(variant.legalMoves(record.position).find((m) => m.uci === other.uci && m.notation === other.notation));
    }
  }
  if (result === 1) wins++; else if (result === 0) losses++; else draws++;
  console.log(`game ${g + 1}: ${opening || 'start'}${pass > 0 ? ` +${2 * pass} random plies` : ''} | B ${bSide} | ${result} (${reason}, ${record.moves.length} plies) | B ${wins + draws / 2}/${wins + draws + losses}`);
}
console.log(`${id}, ${moveTime > 0 ? `${moveTime} ms` : `${maxNodes} nodes`} a move${remembers ? `, memory: ${remembers}` : ''}: B ${wins + draws / 2}/${wins + draws + losses} (W ${wins} D ${draws} L ${losses}), Elo B−A ${eloText(eloEstimate(wins, draws, losses))}`);
