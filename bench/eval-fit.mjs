// Texel-style fit of the chess bot's knowledge weights (src/bot/chess-knowledge.ts and the term files
// it calls) to Stockfish-labelled quiet positions (bench/eval-positions.mjs writes them: FEN;cp).
//   node bench/eval-fit.mjs <positions file> [more files…]
// Bundles the evaluation terms from src/bot with esbuild, reads each position's PeSTO material and placement,
// mobility and, per knowledge weight, what that weight adds (the terms are linear in their weights:
// each is read with that one weight set and the others 0). Our score E (White's view, tapered by the
// phase, + 10 for the side to move) is then a linear function of the weights; the fit minimises the
// mean of (σ(E) − σ(Stockfish cp))² with σ(x) = 1 / (1 + 10^(−x/400)), by Adam's gradient descent,
// on 90% of the positions, and reports the error on the other 10%: PeSTO + mobility alone, each
// term fitted alone, all together (mobility's scale fitted too). Prints the weights, rounded.
import { readFileSync } from 'node:fs';
import { loadEvalTerms, positionReader } from './chess-eval-terms.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/eval-fit.mjs <positions file> [more files…]');
  process.exit(2);
}
const L = await loadEvalTerms('/tmp/boteval-fit-lib.mjs');
const groups = [
  ['passed pawns', L.PASSED_WEIGHTS], ['pawn structure', L.STRUCTURE_WEIGHTS], ['rook files', L.ROOK_FILE_WEIGHTS],
  ['bishop pair', L.BISHOP_PAIR_WEIGHTS], ['king safety', L.KING_SAFETY_WEIGHTS],
];
// Every term, passed pawns included (chess-knowledge.ts leaves them out), into `score` (White's view).
const score = new Int32Array(2);
function terms(masks, b, occupied, wk, bk) {
  score.fill(0);
  L.fillPawnSets(b, occupied, 0);
  L.passedPawns(b, wk, bk, score);
  L.pawnStructure(score);
  L.rookFiles(b, occupied, 0, score);
  L.bishopPair(b, occupied, 0, score);
  L.kingSafety(masks, b, occupied, 0, wk, bk, score);
}
const weights = groups.flatMap(([name, arr]) => Array.from(arr, (_, i) => ({ name, arr, i })));
const W = weights.length;

// Each position: the fixed part (PeSTO, tempo), mobility, and each weight's part, all White's view and tapered.
const lines = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean));
const unique = [...new Map(lines.map((l) => [l.split(' ').slice(0, 4).join(' '), l])).values()];
const N = unique.length, X = new Float64Array(N * W), base = new Float64Array(N), mob = new Float64Array(N), target = new Float64Array(N);
const read = positionReader(L);
unique.forEach((line, n) => {
  const [fen, cp] = line.split(';');
  const { b, occupied, m, e, p, wk, bk, masks, sign } = read(fen);
  const taper = (a, c) => a * p + c * (1 - p);
  base[n] = taper(m, e) + 10 * sign;
  L.mobility(masks, b, occupied, 0);
  mob[n] = taper(L.mobilityScore[0], L.mobilityScore[1]);
  target[n] = sign * Number(cp);
  for (const w of weights) w.arr.fill(0);
  weights.forEach((w, j) => {
    w.arr[w.i] = 16;
    terms(masks, b, occupied, wk, bk);
    X[n * W + j] = taper(score[0], score[1]) / 16;
    w.arr[w.i] = 0;
  });
});
const sigma = (x) => 1 / (1 + Math.exp(-x * (Math.LN10 / 400)));
const isTest = (n) => n % 10 === 9;

/** The mean squared error over the held-out or the fitting positions, for weights `w` and mobility scale `ms`. */
function error(w, ms, test) {
  let sum = 0, count = 0;
  for (let n = 0; n < N; n++) {
    if (isTest(n) !== test) continue;
    let E = base[n] + ms * mob[n];
    for (let j = 0; j < W; j++) E += w[j] * X[n * W + j];
    const d = sigma(E) - sigma(target[n]);
    sum += d * d; count++;
  }
  return sum / count;
}

/** Adam on the weights in `free` (indices; -1 is mobility's scale), from w = 0 and scale 1. */
function fit(free, steps = 1500) {
  const w = new Float64Array(W), mAdam = new Float64Array(W + 1), vAdam = new Float64Array(W + 1);
  let ms = 1;
  const lr = 1, b1 = 0.9, b2 = 0.999, k = Math.LN10 / 400;
  for (let t = 1; t <= steps; t++) {
    const g = new Float64Array(W + 1);
    let count = 0;
    for (let n = 0; n < N; n++) {
      if (isTest(n)) continue;
      let E = base[n] + ms * mob[n];
      for (let j = 0; j < W; j++) E += w[j] * X[n * W + j];
      const s = sigma(E), d = 2 * (s - sigma(target[n])) * s * (1 - s) * k;
      for (const j of free) g[j < 0 ? W : j] += d * (j < 0 ? mob[n] : X[n * W + j]);
      count++;
    }
    for (const j of free) {
      const i = j < 0 ? W : j, gi = g[i] / count;
      mAdam[i] = b1 * mAdam[i] + (1 - b1) * gi;
      vAdam[i] = b2 * vAdam[i] + (1 - b2) * gi * gi;
      const step = (j < 0 ? lr / 100 : lr) * (mAdam[i] / (1 - b1 ** t)) / (Math.sqrt(vAdam[i] / (1 - b2 ** t)) + 1e-12);
      if (j < 0) ms -= step; else w[j] -= step;
    }
  }
  return { w, ms };
}

console.log(`${N} positions (${unique.length} unique of ${lines.length}), ${W} weights; held-out error (×10⁻⁴) on ${Math.ceil(N / 10)}:`);
const none = new Float64Array(W);
console.log(`PeSTO + mobility: ${(error(none, 1, true) * 1e4).toFixed(3)} (fitting set ${(error(none, 1, false) * 1e4).toFixed(3)})`);
const steps = Number(process.env.STEPS ?? 1500);
for (const [name] of groups) {
  const free = weights.flatMap((w, j) => (w.name === name ? [j] : []));
  const { w, ms } = fit(free, Number(process.env.TERM_STEPS ?? 500));
  console.log(`+ ${name} alone: ${(error(w, ms, true) * 1e4).toFixed(3)} [${free.map((j) => Math.round(w[j])).join(', ')}]`);
}
const all = fit([...weights.keys(), -1], steps);
console.log(`all terms + mobility scale: ${(error(all.w, all.ms, true) * 1e4).toFixed(3)} (fitting set ${(error(all.w, all.ms, false) * 1e4).toFixed(3)}), mobility × ${all.ms.toFixed(2)}`);
const allFixedMob = fit([...weights.keys()], steps);
console.log(`all terms, mobility as is: ${(error(allFixedMob.w, 1, true) * 1e4).toFixed(3)}`);
for (const [name] of groups) {
  const js = weights.flatMap((w, j) => (w.name === name ? [j] : []));
  console.log(`${name}: [${js.map((j) => Math.round(allFixedMob.w[j])).join(', ')}]`);
}
