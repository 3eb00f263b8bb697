// Search-labelled quiet chess positions for training the chess bot's evaluation network (bench/net-train.mjs),
// from Stockfish playing itself (Debian's Stockfish 15.1, /usr/games/stockfish, Threads 1).
//   nice node bench/net-sfplay.mjs <dist> <out file> [games=1000] [seed=1] [nodes=5000]
// Each game starts from one of match.mjs's openings followed by 2–5 seeded random plies, or from 6–9 random
// plies; then Stockfish plays both sides at `go nodes N`, and one move in forty is a random legal one (so the
// games visit positions good play avoids; one in twenty left 48% of the positions 300-1000 cp from level). Every position Stockfish searched is labelled with the score of
// that search (its last exact `score cp`, the side to move's view): a shallow search's score, not the static
// evaluation session 17's net-positions.mjs used. Kept: not in check, Stockfish's best move neither captures
// nor promotes (a quiet position: a static score can stand for it), the score within ±3000.
// A game ends at its end, at ply 300, or once Stockfish has scored one side 1000 or more ahead for 4 plies.
// Each line written: FEN;cp;result — cp from the side to move's view in Stockfish's centipawns, result the
// game's end from the side to move's view (1, 0.5, 0; adjudicated games by the sign of the score).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { OPENINGS } from './match.mjs';

const [dist, out, gamesArg, seedArg, nodesArg] = process.argv.slice(2);
if (dist === undefined || out === undefined) {
  console.error('usage: node bench/net-sfplay.mjs <dist> <out file> [games] [seed] [nodes]');
  process.exit(2);
}
const games = Number(gamesArg ?? 1000), seed0 = Number(seedArg ?? 1), nodes = Number(nodesArg ?? 5000);
const load = (name) => import(pathToFileURL(resolve(dist, `${name}.js`)).href);
const [{ variants }, { formatFen }] = await Promise.all([load('index'), load('chess')]);
const chess = variants.find((v) => v.id === 'chess');

const sf = spawn('/usr/games/stockfish', [], { stdio: ['pipe', 'pipe', 'inherit'] });
let buffer = '', waiting = null, lastScore = null;
sf.stdout.on('data', (d) => {
  buffer += d;
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    if (line.startsWith('info') && line.includes(' score ') && !line.includes('bound')) {
      const cp = / score cp (-?\d+)/.exec(line), mate = / score mate (-?\d+)/.exec(line);
      lastScore = cp !== null ? Number(cp[1]) : mate !== null ? (Number(mate[1]) > 0 ? 30000 : -30000) : lastScore;
    } else if ((line.startsWith('bestmove') || line === 'readyok') && waiting !== null) {
      const done = waiting;
      waiting = null;
      done(line);
    }
  }
});
const ask = (text) => new Promise((done) => { waiting = done; sf.stdin.write(text); });
await ask('uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready\n');

const file = createWriteStream(out);
const openings = OPENINGS.chess;
const t0 = Date.now();
let kept = 0, searched = 0;
for (let g = 0; g < games; g++) {
  let rnd = (seed0 * 104729 + g * 7919 + 17) >>> 0;
  const next = () => (rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0);
  let position = chess.setup();
  const ucis = [];
  const play = (move) => { ucis.push(move.uci); position = chess.play(position, move); };
  let randomPlies;
  if (g % 2 === 0) {
    for (const word of openings[(g >> 1) % openings.length].split(' ')) play(chess.legalMoves(position).find((m) => m.uci === word));
    randomPlies = ucis.length + 2 + ((next() >>> 8) % 4);
  } else randomPlies = 6 + ((next() >>> 8) % 4);
  await ask('ucinewgame\nisready\n');
  const rows = [];
  let result = 0.5, lopsided = 0;
  for (;;) {
    const status = chess.status(position);
    if (status.over) {
      if (status.winner !== undefined && status.winner !== null) result = status.winner === 'white' ? 1 : 0;
      break;
    }
    if (status.claimableDraw || ucis.length >= 300) break;
    const moves = chess.legalMoves(position);
    if (ucis.length < randomPlies) { play(moves[(next() >>> 12) % moves.length]); continue; }
    lastScore = null;
    const best = (await ask(`position startpos moves ${ucis.join(' ')}\ngo nodes ${nodes}\n`)).split(' ')[1];
    searched++;
    const move = moves.find((m) => m.uci === best);
    if (move === undefined) throw new Error(`Stockfish's ${best} is not legal after ${ucis.join(' ')}`);
    const white = position.turn === 'white';
    if (lastScore !== null) {
      if (!status.check && move.captures.length === 0 && move.promotion === undefined && Math.abs(lastScore) <= 3000) {
        rows.push({ fen: formatFen(position), cp: lastScore, white });
      }
      lopsided = Math.abs(lastScore) >= 1000 ? lopsided + 1 : 0;
      if (lopsided >= 4) { result = (lastScore > 0) === white ? 1 : 0; break; }
    }
    play((next() >>> 8) % 40 === 0 ? moves[(next() >>> 12) % moves.length] : move);
  }
  for (const row of rows) file.write(`${row.fen};${row.cp};${row.white ? result : 1 - result}\n`);
  kept += rows.length;
  if (g % 20 === 19) console.log(`game ${g + 1}: ${kept} kept of ${searched} searched, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
file.end();
sf.stdin.write('quit\n');
console.log(`${kept} positions written to ${out}`);
