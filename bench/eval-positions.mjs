// Stockfish-labelled quiet chess positions, for fitting the chess bot's evaluation terms (bench/eval-fit.mjs).
//   nice node bench/eval-positions.mjs <dist> <out file> [games=300] [seed=1] [nodes=1500] [depth=8]
// Plays the reference bot against itself from match.mjs's openings, `maxNodes` a move, with one move
// in eight a seeded random one (so the games leave the bot's own lines), and keeps every position
// from ply 8 on. Each is sent to Debian's Stockfish (/usr/games/stockfish, Threads 1, `go depth D`);
// a position is kept when the side to move is not in check, Stockfish's best move neither captures
// nor promotes (a quiet position: the static score stands for it), the score is not a mate and
// |cp| <= 1000. Each line written: FEN;cp (cp from the side to move's view).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { OPENINGS } from './match.mjs';

const [dist, out, gamesArg, seedArg, nodesArg, depthArg] = process.argv.slice(2);
if (dist === undefined || out === undefined) {
  console.error('usage: node bench/eval-positions.mjs <dist> <out file> [games] [seed] [nodes] [depth]');
  process.exit(2);
}
const games = Number(gamesArg ?? 300), seed0 = Number(seedArg ?? 1), maxNodes = Number(nodesArg ?? 1500), depth = Number(depthArg ?? 8);
const load = (name) => import(pathToFileURL(resolve(dist, `${name}.js`)).href);
const [{ analyse }, { variants, GameRecord }, { formatFen }] = await Promise.all([load('bot'), load('index'), load('chess')]);
const chess = variants.find((v) => v.id === 'chess');

const sf = spawn('/usr/games/stockfish', [], { stdio: ['pipe', 'pipe', 'inherit'] });
let buffer = '', waiting;
sf.stdout.on('data', (d) => {
  buffer += d;
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, i).trim();
    buffer = buffer.slice(i + 1);
    waiting?.(line);
  }
});
const ask = (command, until) => new Promise((done) => {
  const lines = [];
  waiting = (line) => { lines.push(line); if (line.startsWith(until)) { waiting = undefined; done(lines); } };
  sf.stdin.write(command + '\n');
});
await ask('uci', 'uciok');
sf.stdin.write('setoption name Threads value 1\nsetoption name Hash value 16\n');
await ask('isready', 'readyok');

const file = createWriteStream(out);
const seen = new Set();
let kept = 0, asked = 0;
const openings = OPENINGS.chess;
for (let g = 0; g < games; g++) {
  const record = new GameRecord(chess);
  for (const word of openings[g % openings.length].split(' ')) record.play(chess.legalMoves(record.position).find((m) => m.uci === word));
  let rnd = (seed0 * 104729 + g * 7919) >>> 0;
  for (let ply = record.moves.length; ply < 240; ply++) {
    const status = chess.status(record.position);
    if (status.over || status.claimableDraw) break;
    const moves = chess.legalMoves(record.position);
    rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0;
    const move = (rnd >>> 8) % 8 === 0 ? moves[(rnd >>> 12) % moves.length] : analyse(chess, record.position, { seed: rnd, maxNodes }).move;
    record.play(moves.find((m) => m.uci === move.uci));
    if (ply < 8) continue;
    const fen = formatFen(record.position);
    const key = fen.split(' ').slice(0, 4).join(' ');
    if (seen.has(key) || status.check) continue;
    seen.add(key);
    asked++;
    const lines = await ask(`position fen ${fen}\ngo depth ${depth}`, 'bestmove');
    const best = lines[lines.length - 1].split(' ')[1];
    const info = lines.filter((l) => l.startsWith('info') && l.includes(' score ')).pop();
    if (info === undefined || best === undefined || best === '(none)' || info.includes(' mate ')) continue;
    const cp = Number(/ score cp (-?\d+)/.exec(info)?.[1]);
    if (!Number.isFinite(cp) || Math.abs(cp) > 1000 || best.length > 4) continue;
    // A capture: Stockfish's best move lands on a piece (or is en passant: a pawn changing file onto an empty square).
    const board = fen.split(' ')[0].split('/').reverse().map((row) => row.replace(/\d/g, (n) => '.'.repeat(Number(n))));
    const at = (sq) => board[Number(sq[1]) - 1][sq.charCodeAt(0) - 97];
    if (at(best.slice(2, 4)) !== '.' || ('Pp'.includes(at(best.slice(0, 2))) && best[0] !== best[2])) continue;
    file.write(`${fen};${cp}\n`);
    kept++;
  }
  if (g % 10 === 9) console.log(`game ${g + 1}: ${kept} kept of ${asked} asked`);
}
file.end();
sf.stdin.write('quit\n');
console.log(`${kept} positions written to ${out}`);
