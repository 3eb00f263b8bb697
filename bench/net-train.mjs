// Trains an evaluation network for the chess bot (its inference, src/bot/chess-network.ts, is on branch chessnet-wip:
// not kept, docs/writing-a-bot.md says why) on Stockfish-labelled positions
// (bench/net-positions.mjs writes them: FEN;cp, the side to move's view), plain Node, no dependencies.
//   nice node bench/net-train.mjs <out weights .ts> <positions file> [more files…]
//   env: HIDDEN=32 EPOCHS=12 BATCH=1024 LR=0.002 DECAY=0 SEED=1 HELDOUT=<file to write ~500 held-out lines to>
//   BASE=2: a correction on top of the bot's own evaluation (PeSTO tapered, mobility, passed pawns, tempo);
//   MAXCP=<cp>: only positions Stockfish scores within ±cp. BASE=1: on top of mobility and passed pawns; unset: the network alone, its linear path starting at PeSTO's tables.
// The network: 768 inputs (piece type × colour × square) seen from each side — the side's own pieces
// first, Black's board mirrored top to bottom — into one hidden layer of HIDDEN clipped-ReLU units
// (weights shared by the two perspectives: the accumulator NNUE layout), then one output from both
// halves, the side to move's first: y = v · [h(us), h(them)] + c; the score is 400·y centipawns.
// Loss: the mean of (σ(y) − σ(cp / 400))², σ(x) = 1 / (1 + 10^−x) (Texel's scale), Adam, minibatches,
// sparse forward and backward (only the ~30 pieces on the board). The split: positions in blocks of
// 500 lines (a few games each; neighbours in a game are alike), every tenth block held out, another tenth
// for choosing the epoch to keep (the one with the lowest error there).
// Reports the held-out error of the float network, the quantised one (int16: hidden weights × 255,
// output weights × 256, as the bot computes it) and, on the same positions, the bot's evaluation
// (PeSTO tables; PeSTO + mobility + passed pawns, as src/bot/chess-adapter.ts scores standard chess).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadEvalTerms, positionReader } from './chess-eval-terms.mjs';

const [outFile, ...files] = process.argv.slice(2);
if (outFile === undefined || files.length === 0) {
  console.error('usage: node bench/net-train.mjs <out weights .ts> <positions file> [more files…]');
  process.exit(2);
}
const H = Number(process.env.HIDDEN ?? 32), EPOCHS = Number(process.env.EPOCHS ?? 12), BATCH = Number(process.env.BATCH ?? 1024);
const LR = Number(process.env.LR ?? 0.002);
// BASE=1: the network learns what mobility and passed pawns (the bot's own terms, added to its score) leave.
const WITH_BASE = process.env.BASE === '1' || process.env.BASE === '2';
// BASE=2: on top of the bot's whole evaluation (PeSTO's tables tapered, mobility, passed pawns, tempo): a correction.
const ON_ALL = process.env.BASE === '2';
const DECAY = Number(process.env.DECAY ?? 0);
// PESTO=0: the linear path starts at plain material instead of PeSTO's tables.
const PESTO_START = process.env.PESTO !== '0';
const QA = 255, QB = 256;
let seed = Number(process.env.SEED ?? 1) >>> 0;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296);

// ---- data: each position's active inputs from both perspectives ----
// MAXCP=<cp>: only positions Stockfish scores within ±cp (the lopsided ones dropped).
const MAXCP = Number(process.env.MAXCP ?? Infinity);
const lines = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.includes(';') && Math.abs(Number(l.split(';')[1])) <= MAXCP));
const seen = new Set(), kept = [];
for (const l of lines) {
  const key = l.split(' ').slice(0, 4).join(' ');
  if (!seen.has(key)) { seen.add(key); kept.push(l); }
}
const N = kept.length, MAXF = 32;
const feats = new Int16Array(N * 2 * MAXF), count = new Uint8Array(N), target = new Float32Array(N);
const PIECES = 'PNBRQK';
/** Input index of a piece of `type` (0..5) that is `own` (1) or not (0) to the perspective, on `sq` from its view. */
const input = (own, type, sq) => ((own ? 0 : 6) + type) * 64 + sq;
kept.forEach((line, n) => {
  const [fen, cp] = line.split(';');
  const [board, turn] = fen.split(' ');
  const black = turn === 'b';
  let rank = 7, file = 0, k = 0;
  for (const ch of board) {
    if (ch === '/') { rank--; file = 0; continue; }
    if (ch >= '1' && ch <= '8') { file += Number(ch); continue; }
    const white = ch === ch.toUpperCase(), type = PIECES.indexOf(ch.toUpperCase()), sq = rank * 8 + file;
    // Perspective 0 is the side to move's, 1 the other side's.
    const us = black ? sq ^ 56 : sq, them = black ? sq : sq ^ 56;
    feats[(n * 2) * MAXF + k] = input(white !== black, type, us);
    feats[(n * 2 + 1) * MAXF + k] = input(white === black, type, them);
    k++; file++;
  }
  count[n] = k;
  target[n] = 1 / (1 + 10 ** (-Number(cp) / 400));
});
const heldOut = (n) => Math.floor(n / 500) % 10 === 9;
// Every tenth block (the ninth of ten) is for stopping: the epoch with the lowest error there is kept.
const stopping = (n) => Math.floor(n / 500) % 10 === 8;
const train = [], test = [], check = [];
for (let n = 0; n < N; n++) (heldOut(n) ? test : stopping(n) ? check : train).push(n);
console.log(`${N} positions (${lines.length} lines)${WITH_BASE ? ', on top of mobility + passed pawns' : ''}, ${train.length} training, ${check.length} for stopping, ${test.length} held out; hidden ${H}`);

// ---- the bot's evaluation on the same held-out positions ----
const L = await loadEvalTerms('/tmp/net-train-lib.mjs');
const { mg, eg } = L.chessScoreTables();
const pesto = new Float64Array(N), full = new Float64Array(N), base = new Float32Array(N);
const read = positionReader(L);
for (let n = 0; n < N; n++) {
  if (!heldOut(n) && !stopping(n) && !WITH_BASE) continue;
  const { b, occupied, m, e, p, wk, bk, masks, sign } = read(kept[n].split(';')[0]);
  const taper = (a, c) => Math.trunc(a * p + c * (1 - p));
  pesto[n] = sign * taper(m, e) + 10;
  L.mobility(masks, b, occupied, 0);
  L.knowledge(b, occupied, 0, wk, bk);
  full[n] = sign * taper(m + L.mobilityScore[0] + L.knowledgeScore[0], e + L.mobilityScore[1] + L.knowledgeScore[1]) + 10;
  base[n] = ON_ALL ? full[n] : sign * taper(L.mobilityScore[0] + L.knowledgeScore[0], L.mobilityScore[1] + L.knowledgeScore[1]);
}
// ---- the network ----
const W = new Float32Array(768 * H), B = new Float32Array(H), V = new Float32Array(2 * H);
let C = 0;
// The linear path (Stockfish's PSQT idea): a value per input, the side to move's sum less the other's, halved;
// it starts at PeSTO's tables (their middlegame and endgame mean) so the hidden layer learns the rest.
const P = new Float32Array(768);
for (let i = 0; i < 768; i++) {
  // PeSTO's tables, middlegame and endgame averaged (White's pieces own, Black's the other side's, White's view).
  const t = (i >> 6) % 6, own = i < 384, p = (own ? 0 : 8) | (t + 1), sq = i & 63;
  P[i] = ON_ALL ? 0 : PESTO_START ? (mg[p * 64 + sq] + eg[p * 64 + sq]) / 2 / 400 : (own ? 1 : -1) * [100, 300, 300, 500, 900, 0][t] / 400;
}
for (let i = 0; i < W.length; i++) W[i] = (rand() * 2 - 1) * 0.15;
for (let i = 0; i < 2 * H; i++) V[i] = (rand() * 2 - 1) * (ON_ALL ? 0.02 : 0.3);
const acc = new Float32Array(2 * H);
function forward(n) {
  for (let p = 0; p < 2; p++) {
    const a = p * H, f0 = (n * 2 + p) * MAXF;
    for (let j = 0; j < H; j++) acc[a + j] = B[j];
    for (let k = 0; k < count[n]; k++) {
      const row = feats[f0 + k] * H;
      for (let j = 0; j < H; j++) acc[a + j] += W[row + j];
    }
  }
  let y = C + (WITH_BASE ? base[n] / 400 : 0);
  for (let j = 0; j < 2 * H; j++) { const h = acc[j] < 0 ? 0 : acc[j] > 1 ? 1 : acc[j]; y += V[j] * h; }
  for (let k = 0, f0 = n * 2 * MAXF; k < count[n]; k++) y += (P[feats[f0 + k]] - P[feats[f0 + MAXF + k]]) / 2;
  return y;
}
const sig = (y) => 1 / (1 + 10 ** -y);
function error(set, score) {
  let sum = 0;
  for (const n of set) { const d = sig(score(n) / 400) - target[n]; sum += d * d; }
  return sum / set.length;
}
const gP = new Float32Array(768), aP = { m: new Float32Array(768), v: new Float32Array(768) };
const gW = new Float32Array(W.length), gB = new Float32Array(H), gV = new Float32Array(2 * H);
const adam = (w) => ({ m: new Float32Array(w.length), v: new Float32Array(w.length) });
const aW = { ...adam(W), decay: true }, aB = adam(B), aV = adam(V), aC = adam([0]);
let step = 0;
function adamStep(w, g, s, lr) {
  const b1 = 0.9, b2 = 0.999, c1 = 1 - b1 ** step, c2 = 1 - b2 ** step;
  for (let i = 0; i < w.length; i++) {
    const gi = g[i];
    s.m[i] = b1 * s.m[i] + (1 - b1) * gi;
    s.v[i] = b2 * s.v[i] + (1 - b2) * gi * gi;
    w[i] -= lr * (s.m[i] / c1) / (Math.sqrt(s.v[i] / c2) + 1e-8) + (s.decay ? lr * DECAY * w[i] : 0);
    g[i] = 0;
  }
}
const order = Int32Array.from(train);
let best = { error: Infinity };
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); const t = order[i]; order[i] = order[j]; order[j] = t; }
  const lr = epoch > EPOCHS * 0.75 ? LR / 10 : LR;
  let sum = 0;
  for (let start = 0; start < order.length; start += BATCH) {
    const end = Math.min(order.length, start + BATCH);
    let gC = 0;
    for (let b = start; b < end; b++) {
      const n = order[b];
      const y = forward(n), s = sig(y), d = s - target[n];
      sum += d * d;
      const dy = 2 * d * s * (1 - s) * Math.LN10 / (end - start);
      gC += dy;
      for (let k = 0, f0 = n * 2 * MAXF; k < count[n]; k++) { gP[feats[f0 + k]] += dy / 2; gP[feats[f0 + MAXF + k]] -= dy / 2; }
      for (let p = 0; p < 2; p++) {
        const a = p * H, f0 = (n * 2 + p) * MAXF;
        for (let j = 0; j < H; j++) {
          const x = acc[a + j];
          gV[a + j] += dy * (x < 0 ? 0 : x > 1 ? 1 : x);
          acc[a + j] = x > 0 && x < 1 ? dy * V[a + j] : 0; // now the accumulator's gradient
          gB[j] += acc[a + j];
        }
        for (let k = 0; k < count[n]; k++) {
          const row = feats[f0 + k] * H;
          for (let j = 0; j < H; j++) gW[row + j] += acc[a + j];
        }
      }
    }
    step++;
    adamStep(W, gW, aW, lr); adamStep(B, gB, aB, lr); adamStep(V, gV, aV, lr); adamStep(P, gP, aP, lr);
    const g = [gC]; const c = [C]; adamStep(c, g, aC, lr); C = c[0];
  }
  const stop = error(check, (n) => 400 * forward(n));
  console.log(`epoch ${epoch}: training ${(sum / order.length * 1e4).toFixed(2)}, stopping set ${(stop * 1e4).toFixed(2)}, held out ${(error(test, (n) => 400 * forward(n)) * 1e4).toFixed(2)} (×10⁻⁴)`);
  if (stop < best.error) best = { error: stop, epoch, W: W.slice(), B: B.slice(), V: V.slice(), P: P.slice(), C };
}
W.set(best.W); B.set(best.B); V.set(best.V); P.set(best.P); C = best.C;
console.log(`kept epoch ${best.epoch}`);

// ---- quantised: what the bot computes ----
const qW = Int16Array.from(W, (w) => Math.round(w * QA)), qB = Int16Array.from(B, (w) => Math.round(w * QA));
const qV = Int16Array.from(V, (w) => Math.round(w * QB)), qC = Math.round(C * QA * QB), qP = Int16Array.from(P, (w) => Math.round(w * 400));
const qacc = new Int32Array(2 * H);
function quantised(n) {
  for (let p = 0; p < 2; p++) {
    const a = p * H, f0 = (n * 2 + p) * MAXF;
    for (let j = 0; j < H; j++) qacc[a + j] = qB[j];
    for (let k = 0; k < count[n]; k++) { const row = feats[f0 + k] * H; for (let j = 0; j < H; j++) qacc[a + j] += qW[row + j]; }
  }
  let sum = qC;
  for (let j = 0; j < 2 * H; j++) { const h = qacc[j] < 0 ? 0 : qacc[j] > QA ? QA : qacc[j]; sum += qV[j] * h; }
  let linear = 0;
  for (let k = 0, f0 = n * 2 * MAXF; k < count[n]; k++) linear += qP[feats[f0 + k]] - qP[feats[f0 + MAXF + k]];
  return Math.trunc(sum * 400 / (QA * QB)) + (linear >> 1) + (WITH_BASE ? base[n] : 0);
}

const e4 = (x) => (x * 1e4).toFixed(2);
if (WITH_BASE) console.log(`training set: network ${e4(error(train, (n) => 400 * forward(n)))}, PeSTO ${e4(error(train, (n) => pesto[n]))}, PeSTO + mobility + passed pawns ${e4(error(train, (n) => full[n]))}`);
console.log(`held-out error (×10⁻⁴) on ${test.length} positions: network ${e4(error(test, (n) => 400 * forward(n)))}, quantised ${e4(error(test, quantised))}; PeSTO ${e4(error(test, (n) => pesto[n]))}, PeSTO + mobility + passed pawns ${e4(error(test, (n) => full[n]))}`);

// ---- the weights file ----
const all = new Int16Array(768 * H + H + 2 * H + 2 + 768);
all.set(qP, 768 * H + 3 * H + 2);
all.set(qW, 0); all.set(qB, 768 * H); all.set(qV, 768 * H + H);
all[768 * H + 3 * H] = qC & 0xffff; all[768 * H + 3 * H + 1] = qC >> 16; // the bias as two halves (it may exceed int16)
const base64 = Buffer.from(all.buffer).toString('base64');
writeFileSync(outFile, `// Generated by bench/net-train.mjs from ${files.map((f) => basename(f)).join(', ')}: ${N} positions labelled with
// Stockfish 15.1's static evaluation (bench/net-positions.mjs), ${train.length} trained on, ${test.length} held out; ${EPOCHS} epochs.
// ${new Date().toISOString().slice(0, 10)}. Held-out error (×10⁻⁴): network ${e4(error(test, quantised))} (quantised), PeSTO + mobility + passed pawns ${e4(error(test, (n) => full[n]))}.
// Layout (src/bot/chess-network.ts): int16 little-endian: 768 × ${H} hidden weights (× ${QA}, input-major), ${H} hidden biases
// (× ${QA}), ${2 * H} output weights (× ${QB}; the side to move's half first), the output bias (× ${QA * QB}, low then high half),
// 768 linear weights (centipawns; the side to move's sum less the other's, halved).
/** The hidden layer's width. */
export const NETWORK_HIDDEN = ${H};
/** What the network was trained on top of, which the bot adds to its score: 'none', 'mobility' (mobility and passed pawns) or 'all' (the tables, mobility, passed pawns and tempo). */
export const NETWORK_WITH_TERMS: 'none' | 'mobility' | 'all' = ${WITH_BASE ? (ON_ALL ? "'all'" : "'mobility'") : "'none'"};
/** The weights, base64 (layout above). */
export const NETWORK_WEIGHTS = '${base64}';
`);
console.log(`wrote ${outFile}: ${base64.length} base64 characters`);
if (process.env.HELDOUT) {
  writeFileSync(process.env.HELDOUT, test.filter((_, i) => i % Math.max(1, Math.floor(test.length / 500)) === 0).slice(0, 500).map((n) => kept[n]).join('\n') + '\n');
  console.log(`wrote ${process.env.HELDOUT}`);
}
