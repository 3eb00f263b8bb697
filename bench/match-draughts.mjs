// A match of the reference bot against rapid-draughts' alpha-beta computer in English draughts:
//   node bench/match-draughts.mjs [--games=20] [--bot-ms=200] [--depth=N]
// Our bot gets `timeMs` per move; rapid-draughts' `alphaBeta({ maxDepth })` gets the depth whose
// time per move is closest to ours, measured first on the positions of a short game (or --depth).
// Each opening (the first two moves of a fixed list of three-move ballots) is played twice, colours
// swapped. The game is kept in both engines; a move is carried over by the position it leads to.
// A game ends when `draughts.status` says it is over (no moves, threefold repetition, 80 quiet
// plies) or after 300 plies (adjudicated a draw). BOARDWRIGHT_DIST points at another build.
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EnglishDraughts, EnglishDraughtsComputerFactory } from 'rapid-draughts/english';

const arg = (name, fallback) => { const v = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]; return v === undefined ? fallback : Number(v); };
const GAMES = arg('games', 20), BOT_MS = arg('bot-ms', 200);
const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const { draughts } = await import(pathToFileURL(`${dist}/draughts.js`).href);
const { analyse } = await import(pathToFileURL(`${dist}/bot.js`).href);

/** Ten openings: the first two moves of common three-move ballots (black moves first). */
const OPENINGS = ['9-13 22-18', '9-14 22-17', '10-14 22-17', '10-15 21-17', '11-15 22-18', '11-15 23-19', '11-16 22-18', '12-16 24-20', '9-13 21-17', '10-15 23-18'];

/** rapid-draughts' board as our `squares` string (its `position` 0–31 is square 1–32; dark is Black). */
function rapidSquares(game) {
  const out = new Array(32).fill('.');
  for (const cell of game.board) {
    if (!cell.dark || cell.piece === undefined) continue;
    const c = cell.piece.player === 'dark' ? 'b' : 'w';
    out[cell.position] = cell.piece.king ? c.toUpperCase() : c;
  }
  return out.join('');
}

/** A copy of a rapid-draughts game (its public class has no clone: a new game on a copy of its engine). */
const copy = (game) => new game.constructor(game.engine.clone(), { moves: [...game.history.moves], boards: [...game.history.boards] }, game.adapter);

/** The rapid-draughts move that leads to the same board (and side to move) as our `after`. */
function rapidMoveTo(game, after) {
  for (const m of game.moves) {
    const next = copy(game);
    next.move(m);
    if (rapidSquares(next) === after.squares) return m;
  }
  throw new Error(`rapid-draughts has no move to ${after.squares}`);
}

/** Our listed move that leads to the board rapid-draughts reached with `m`. */
function ourMoveTo(p, game, m) {
  const next = copy(game);
  next.move(m);
  const target = rapidSquares(next);
  const move = draughts.legalMoves(p).find((x) => draughts.play(p, x).squares === target);
  if (!move) throw new Error(`no move of ours reaches ${target}`);
  return move;
}

/** Mean ms per move of rapid-draughts at `depth` over the positions of a short bot-vs-bot game. */
async function rapidMs(depth) {
  const computer = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: depth });
  let p = draughts.setup();
  const game = EnglishDraughts.setup();
  let ms = 0, n = 0;
  for (let ply = 0; ply < 16 && !draughts.status(p).over; ply++) {
    const t0 = performance.now();
    const m = await computer(game);
    ms += performance.now() - t0; n++;
    const ours = ourMoveTo(p, game, m);
    game.move(m);
    p = draughts.play(p, ours);
  }
  return ms / n;
}

let depth = arg('depth', undefined);
const calibration = [];
if (depth === undefined) {
  let best = Infinity;
  for (let d = 4; d <= 14; d++) {
    const ms = await rapidMs(d);
    calibration.push(`depth ${d}: ${ms.toFixed(0)} ms`);
    if (Math.abs(ms - BOT_MS) < best) { best = Math.abs(ms - BOT_MS); depth = d; }
    if (ms > 2 * BOT_MS) break;
  }
  console.log(`rapid-draughts alphaBeta time per move: ${calibration.join(', ')} -> maxDepth ${depth}`);
}
const computer = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: depth });

const times = [], theirTimes = [];
const load = [os.loadavg()[0]];

async function play(opening, botBlack, seed) {
  let p = draughts.setup();
  const game = EnglishDraughts.setup();
  for (const text of opening.split(' ')) {
    const m = draughts.legalMoves(p).find((x) => x.notation === text);
    const next = draughts.play(p, m);
    game.move(rapidMoveTo(game, next));
    p = next;
  }
  for (let ply = 2; ply < 300; ply++) {
    const status = draughts.status(p);
    if (status.over) return { points: status.winner === undefined ? 0.5 : (status.winner === 'black') === botBlack ? 1 : 0, reason: status.reason, plies: ply };
    if ((p.turn === 'black') === botBlack) {
      const t0 = performance.now();
      const move = analyse(draughts, p, { seed: seed + ply, timeMs: BOT_MS }).move;
      times.push(performance.now() - t0);
      const next = draughts.play(p, move);
      game.move(rapidMoveTo(game, next));
      p = next;
    } else {
      const t0 = performance.now();
      const m = await computer(game);
      theirTimes.push(performance.now() - t0);
      const move = ourMoveTo(p, game, m);
      game.move(m);
      p = draughts.play(p, move);
    }
  }
  return { points: 0.5, reason: 'adjudicated after 300 plies', plies: 300 };
}

let points = 0, wins = 0, draws = 0, losses = 0;
const reasons = new Map();
for (let g = 0; g < GAMES; g++) {
  const opening = OPENINGS[(g >> 1) % OPENINGS.length];
  const botBlack = g % 2 === 0;
  const r = await play(opening, botBlack, 1000 * g);
  points += r.points;
  if (r.points === 1) wins++; else if (r.points === 0) losses++; else draws++;
  const key = `${r.points === 1 ? 'win' : r.points === 0 ? 'loss' : 'draw'}: ${r.reason}`;
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
  load.push(os.loadavg()[0]);
  console.log(`game ${g + 1}: ${opening} | bot ${botBlack ? 'black' : 'white'} | ${r.points} (${r.reason}, ${r.plies} plies) | total ${points}/${g + 1}`);
}
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const over = times.filter((t) => t > BOT_MS * 1.2).length;
console.log(`\n| games | bot wins | draws | losses | score | bot ms/move (timeMs ${BOT_MS}) | rapid-draughts maxDepth, ms/move | bot moves over timeMs + 20% | load average (1 min) |`);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(`| ${GAMES} | ${wins} | ${draws} | ${losses} | ${points}/${GAMES} (${((100 * points) / GAMES).toFixed(1)}%) | ${mean(times).toFixed(0)} | ${depth}, ${mean(theirTimes).toFixed(0)} | ${over} of ${times.length} | ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${os.cpus().length} cores |`);
console.log(`\nEndings: ${[...reasons].map(([k, n]) => `${k} ×${n}`).join('; ')}.`);
