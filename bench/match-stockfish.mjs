// A match of the reference bot against Stockfish at its weakest setting, in chess:
//   node bench/match-stockfish.mjs [--games=40] [--bot-ms=200] [--sf-ms=50] [--skill=0]
// Our bot gets `timeMs` per move; Debian's `stockfish` gets `setoption name Skill Level value 0`
// and `go movetime 50`. Each opening of a fixed list is played twice, colours swapped. A game ends
// when `chess.status` says it is over (mate, stalemate, dead position, fivefold repetition,
// 75-move rule), when a threefold repetition or the 50-move rule could be claimed, or after 300 plies
// (adjudicated a draw). Prints a result table and how long the bot's moves took against `timeMs`
// (the check that the budget is respected within 20%), with the machine's load average.
// BOARDWRIGHT_DIST points at another build (default ../dist). Install: apt-get install -y stockfish.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const GAMES = arg('games', 40), BOT_MS = arg('bot-ms', 200), SF_MS = arg('sf-ms', 50), SKILL = arg('skill', 0);
const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const { chess } = await import(pathToFileURL(`${dist}/chess.js`).href);
const { analyse } = await import(pathToFileURL(`${dist}/bot.js`).href);

/** Twenty common openings (ECO families), two to four moves each: each is played once with either colour. */
const OPENINGS = [
  'e4 e5 Nf3 Nc6', 'e4 e5 Nf3 Nc6 Bb5', 'e4 e5 Nf3 Nc6 Bc4', 'e4 c5', 'e4 c5 Nf3 d6', 'e4 e6', 'e4 c6', 'e4 d5',
  'e4 Nf6', 'e4 d6', 'd4 d5 c4', 'd4 d5 c4 e6', 'd4 d5 c4 c6', 'd4 Nf6 c4 g6', 'd4 Nf6 c4 e6', 'd4 f5',
  'c4', 'c4 e5', 'Nf3 d5', 'g3',
];

const binary = ['/usr/games/stockfish', '/usr/bin/stockfish'].find((p) => existsSync(p)) ?? 'stockfish';
const sf = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: sf.stdout });
let waiting;
lines.on('line', (line) => { if (waiting && waiting.test(line)) { const w = waiting; waiting = undefined; w.resolve(line); } });
const send = (text) => sf.stdin.write(`${text}\n`);
const until = (pattern) => new Promise((resolve) => { waiting = { test: (l) => pattern.test(l), resolve }; });

send('uci'); await until(/^uciok/);
send(`setoption name Skill Level value ${SKILL}`);
send('setoption name Threads value 1');
send('setoption name Hash value 16');
send('isready'); await until(/^readyok/);

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const times = [];
const load = [os.loadavg()[0]];

/** Plays one game; returns the bot's points (1, 0.5, 0) and why it ended. */
async function game(opening, botWhite, seed) {
  let p = chess.setup();
  const uci = [];
  for (const san of opening.split(' ')) {
    const m = chess.legalMoves(p).find((x) => x.notation === san);
    uci.push(m.uci);
    p = chess.play(p, m);
  }
  send('ucinewgame');
  for (let ply = uci.length; ply < 300; ply++) {
    const status = chess.status(p);
    if (status.over) return { points: status.winner === undefined ? 0.5 : (status.winner === 'white') === botWhite ? 1 : 0, reason: status.reason, plies: ply };
    if (status.claimableDraw) return { points: 0.5, reason: `${status.claimableDraw} (claimed)`, plies: ply };
    const botToMove = (p.turn === 'white') === botWhite;
    let move;
    if (botToMove) {
      const t0 = performance.now();
      move = analyse(chess, p, { seed: seed + ply, timeMs: BOT_MS }).move;
      times.push(performance.now() - t0);
    } else {
      send(`position fen ${START} moves ${uci.join(' ')}`);
      send(`go movetime ${SF_MS}`);
      const best = (await until(/^bestmove/)).split(' ')[1];
      move = chess.legalMoves(p).find((x) => x.uci === best);
      if (!move) throw new Error(`stockfish played ${best}, not a legal move of ${chess.format(p)}`);
    }
    uci.push(move.uci);
    p = chess.play(p, move);
  }
  return { points: 0.5, reason: 'adjudicated after 300 plies', plies: 300 };
}

let points = 0, wins = 0, draws = 0, losses = 0;
const reasons = new Map();
for (let g = 0; g < GAMES; g++) {
  const opening = OPENINGS[(g >> 1) % OPENINGS.length];
  const botWhite = g % 2 === 0;
  const r = await game(opening, botWhite, 1000 * g);
  points += r.points;
  if (r.points === 1) wins++; else if (r.points === 0) losses++; else draws++;
  const key = `${r.points === 1 ? 'win' : r.points === 0 ? 'loss' : 'draw'}: ${r.reason}`;
  reasons.set(key, (reasons.get(key) ?? 0) + 1);
  load.push(os.loadavg()[0]);
  console.log(`game ${g + 1}: ${opening} | bot ${botWhite ? 'white' : 'black'} | ${r.points} (${r.reason}, ${r.plies} plies) | total ${points}/${g + 1}`);
}
send('quit');

const sorted = [...times].sort((a, b) => a - b);
const pct = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const over = times.filter((t) => t > BOT_MS * 1.2).length;
console.log(`\n| games | bot wins | draws | losses | score | bot time/move: mean, median, p95, max (timeMs ${BOT_MS}) | moves over timeMs + 20% | load average (1 min) during the match |`);
console.log('|---|---|---|---|---|---|---|---|');
console.log(`| ${GAMES} | ${wins} | ${draws} | ${losses} | ${points}/${GAMES} (${((100 * points) / GAMES).toFixed(1)}%) | ${mean.toFixed(0)}, ${pct(0.5).toFixed(0)}, ${pct(0.95).toFixed(0)}, ${sorted[sorted.length - 1].toFixed(0)} ms | ${over} of ${times.length} | ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${os.cpus().length} cores |`);
console.log(`\nStockfish ${binary}: Skill Level ${SKILL}, go movetime ${SF_MS}; bot timeMs ${BOT_MS}. Endings: ${[...reasons].map(([k, n]) => `${k} ×${n}`).join('; ')}.`);
