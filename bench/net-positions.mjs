// Stockfish-labelled quiet chess positions for training the chess bot's evaluation network (bench/net-train.mjs).
//   nice node bench/net-positions.mjs <dist> <out file> [games=4000] [seed=1] [nodes=300]
// Plays the reference bot against itself, `maxNodes` a move, with about one move in six a seeded random
// one (so the games leave the bot's own lines); odd games start with 2–7 seeded random plies from the
// initial position, even ones from match.mjs's openings. A position (from ply 6 on) is kept when the
// side to move is not in check and the bot's own best move there neither captures nor promotes (a quiet
// position: a static score stands for it). Each kept position is labelled with Stockfish's static
// evaluation: Debian's Stockfish 15.1 (/usr/games/stockfish) answers `eval` with "Final evaluation
// +0.35 (white side)". The positions are piped to one Stockfish process while the bot plays on.
// Each line written: FEN;cp (cp from the side to move's view, Stockfish's centipawns).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { OPENINGS } from './match.mjs';

const [dist, out, gamesArg, seedArg, nodesArg] = process.argv.slice(2);
if (dist === undefined || out === undefined) {
  console.error('usage: node bench/net-positions.mjs <dist> <out file> [games] [seed] [nodes]');
  process.exit(2);
}
const games = Number(gamesArg ?? 4000), seed0 = Number(seedArg ?? 1), maxNodes = Number(nodesArg ?? 300);
const load = (name) => import(pathToFileURL(resolve(dist, `${name}.js`)).href);
const [{ analyse }, { variants, GameRecord }, { formatFen }] = await Promise.all([load('bot'), load('index'), load('chess')]);
const chess = variants.find((v) => v.id === 'chess');

const file = createWriteStream(out);
const sf = spawn('/usr/games/stockfish', [], { stdio: ['pipe', 'pipe', 'inherit'] });
// The positions sent and not yet answered, in order: each "Final evaluation" line answers the oldest.
const pending = [];
let buffer = '', kept = 0, sent = 0;
sf.stdout.on('data', (d) => {
  buffer += d;
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    if (!line.startsWith('Final evaluation')) continue;
    const fen = pending.shift();
    const m = /Final evaluation\s+([+-]?\d+\.\d+) \(white side\)/.exec(line);
    if (m === null) continue; // "none (in check)"
    const white = Math.round(Number(m[1]) * 100);
    file.write(`${fen};${fen.split(' ')[1] === 'w' ? white : -white}\n`);
    kept++;
  }
});
sf.stdin.write('uci\nsetoption name Threads value 1\n');
const drain = () => new Promise((done) => { const t = setInterval(() => { if (pending.length < 200) { clearInterval(t); done(); } }, 5); });

const seen = new Set();
const openings = OPENINGS.chess;
const t0 = Date.now();
for (let g = 0; g < games; g++) {
  const record = new GameRecord(chess);
  let rnd = (seed0 * 104729 + g * 7919 + 17) >>> 0;
  const next = () => (rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0);
  let randomPlies = 0;
  if (g % 2 === 0) {
    for (const word of openings[(g >> 1) % openings.length].split(' ')) record.play(chess.legalMoves(record.position).find((m) => m.uci === word));
  } else randomPlies = 2 + ((next() >>> 8) % 6);
  for (let ply = record.moves.length; ply < 200; ply++) {
    const status = chess.status(record.position);
    if (status.over || status.claimableDraw) break;
    const moves = chess.legalMoves(record.position);
    let move;
    if (ply < randomPlies) move = moves[(next() >>> 12) % moves.length];
    else {
      const best = analyse(chess, record.position, { seed: next(), maxNodes }).move;
      move = moves.find((m) => m.uci === best.uci);
      if (ply >= 6 && !status.check && move.captures.length === 0 && move.promotion === undefined) {
        const fen = formatFen(record.position);
        const key = fen.split(' ').slice(0, 4).join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          pending.push(fen);
          sf.stdin.write(`position fen ${fen}\neval\n`);
          sent++;
        }
      }
      if ((next() >>> 8) % 6 === 0) move = moves[(next() >>> 12) % moves.length];
    }
    record.play(move);
  }
  if (pending.length > 1000) await drain();
  if (g % 20 === 19) console.log(`game ${g + 1}: ${kept} kept of ${sent} sent, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
while (pending.length > 0) await new Promise((done) => setTimeout(done, 20));
file.end();
sf.stdin.write('quit\n');
console.log(`${kept} positions written to ${out}`);
