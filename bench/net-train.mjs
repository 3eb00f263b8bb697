// Trains an evaluation network for the chess bot (inference: src/bot/chess-network.ts on branch `net`, session 20; session 17's on chessnet-wip)
// on Stockfish-labelled positions, plain Node, no dependencies:
//   nice node bench/net-train.mjs <out weights .ts> <positions file> [more files…]
// Files: `FEN;cp;result` (bench/net-sfplay.mjs: the score of Stockfish's search and the game's result,
// both from the side to move's view) or `FEN;cp` (bench/net-positions.mjs: Stockfish's static score).
// A file may be growing: its last line is read only when it ends in a newline.
// env: HIDDEN=64 EPOCHS=6 BATCH=512 LR=0.0005 DECAY=20 (decoupled weight decay on the hidden weights) SEED=1
//   VINIT=0.02 (the output weights' random start) MIRROR=1 LAMBDA=1
//   LAMBDA: the target is LAMBDA·σ(cp/400) + (1 − LAMBDA)·result (files without a result: σ(cp/400));
//   TRAIN=<regex>: train only on the files whose name matches (the others still give held-out positions);
//   EVAL=<regex>: choose the epoch on the stopping positions of these files only (default: all);
//   HELDOUT=<file>: write ~500 held-out lines there, `FEN;cp;the quantised network's score`.
// The network: 768 inputs (piece type × colour × square) seen from each side — the side's own pieces
// first, Black's board mirrored top to bottom — into one hidden layer of HIDDEN clipped-ReLU units
// (weights shared by the two perspectives: the accumulator NNUE layout), then one output from both
// halves, the side to move's first, plus a linear value per input (Stockfish's PSQT path, started at
// PeSTO's tables): y = v · [h(us), h(them)] + c + (Σ p(us) − Σ p(them)) / 2; the score is 400·y centipawns.
// Loss: the mean of (σ(y) − target)², σ(x) = 1 / (1 + 10^−x) (Texel's scale), cp clamped to ±2000.
// Training is sparse: a position's forward and backward pass touch only the rows of its ~30 active
// inputs, and Adam updates only the rows some position of the batch touched (lazy Adam: a row's moments
// stand still while it is unused). Float32Array throughout, nothing allocated per position.
// The split, per file by line number (stable while a file grows): blocks of 500 lines (a few games;
// neighbours in a game are alike), the tenth block of every ten held out, the ninth for choosing the
// epoch to keep (the one with the lowest error there).
// Reports, per kind of file (search-labelled / static-labelled), the held-out error of the float network,
// the quantised one (int16, as the bot computes it), PeSTO's tables and the bot's evaluation (PeSTO,
// mobility, passed pawns and king safety, as src/bot/chess-adapter.ts scores standard chess; without the
// mop-up bonus of won pawnless endings), against σ(cp/400) and, for search-labelled files, the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadEvalTerms, positionReader } from './chess-eval-terms.mjs';

const [outFile, ...files] = process.argv.slice(2);
if (outFile === undefined || files.length === 0) {
  console.error('usage: node bench/net-train.mjs <out weights .ts> <positions file> [more files…]');
  process.exit(2);
}
const H = Number(process.env.HIDDEN ?? 64), EPOCHS = Number(process.env.EPOCHS ?? 6), BATCH = Number(process.env.BATCH ?? 512);
const LR = Number(process.env.LR ?? 0.0005), DECAY = Number(process.env.DECAY ?? 20), LAMBDA = Number(process.env.LAMBDA ?? 1);
const TRAIN = new RegExp(process.env.TRAIN ?? ''), EVAL = new RegExp(process.env.EVAL ?? '');
const QA = 255, QB = 256, CLAMP = 2000, BLOCK = 500;
let seed = Number(process.env.SEED ?? 1) >>> 0;
const rand = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296);
const sig = (x) => 1 / (1 + 10 ** -x);

// ---- data: each position's active inputs from both perspectives ----
const texts = files.map((f) => { const t = readFileSync(f, 'utf8'); return t.slice(0, t.lastIndexOf('\n') + 1).split('\n'); });
// MIRROR (on unless MIRROR=0): each training position without castling rights also enters mirrored left to right (files a..h
// reversed): chess's rules are symmetric under that reflection except castling, so the score is the same.
const MIRROR = process.env.MIRROR !== '0';
const total = texts.reduce((s, l) => s + l.length, 0) * (MIRROR ? 2 : 1), MAXF = 32;
const feats = new Int16Array(total * 2 * MAXF), count = new Uint8Array(total);
const cps = new Float32Array(total), results = new Float32Array(total), target = new Float32Array(total);
const split = new Uint8Array(total), source = new Uint8Array(total), fenOf = [];
const PIECES = 'PNBRQK', seen = new Set(), perFile = [];
/** Input index of a piece of `type` (0..5) that is `own` (1) or not (0) to the perspective, on `sq` from its view. */
const input = (own, type, sq) => ((own ? 0 : 6) + type) * 64 + sq;
let N = 0, mirrored = 0;
texts.forEach((lines, f) => {
  let kept = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i], fields = line.split(';');
    if (fields.length < 2) continue;
    const [fen, cp, result] = fields;
    const key = fen.split(' ').slice(0, 4).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const [board, turn] = fen.split(' ');
    const black = turn === 'b';
    let rank = 7, file = 0, k = 0;
    for (const ch of board) {
      if (ch === '/') { rank--; file = 0; continue; }
      if (ch >= '1' && ch <= '8') { file += Number(ch); continue; }
      const white = ch === ch.toUpperCase(), type = PIECES.indexOf(ch.toUpperCase()), sq = rank * 8 + file;
      // Perspective 0 is the side to move's, 1 the other side's.
      feats[(N * 2) * MAXF + k] = input(white !== black, type, black ? sq ^ 56 : sq);
      feats[(N * 2 + 1) * MAXF + k] = input(white === black, type, black ? sq : sq ^ 56);
      k++; file++;
    }
    count[N] = k;
    cps[N] = Math.max(-CLAMP, Math.min(CLAMP, Number(cp)));
    results[N] = result === undefined ? NaN : Number(result);
    target[N] = result === undefined ? sig(cps[N] / 400) : LAMBDA * sig(cps[N] / 400) + (1 - LAMBDA) * results[N];
    const block = Math.floor(i / BLOCK) % 10;
    split[N] = block === 9 ? 2 : block === 8 ? 1 : 0;
    source[N] = f;
    if (split[N] === 2) fenOf[N] = `${fen};${cp}`;
    N++; kept++;
    if (MIRROR && split[N - 1] === 0 && fen.split(' ')[2] === '-') {
      const c = count[N - 1];
      for (let k = 0; k < 2 * MAXF; k++) feats[N * 2 * MAXF + k] = k % MAXF < c ? feats[(N - 1) * 2 * MAXF + k] ^ 7 : 0;
      count[N] = c; cps[N] = cps[N - 1]; results[N] = results[N - 1]; target[N] = target[N - 1];
      split[N] = 0; source[N] = f; mirrored++;
      N++;
    }
  }
  perFile.push(`${basename(files[f])} ${kept}`);
});
const searchFile = files.map((_, f) => { for (let n = 0; n < N; n++) if (source[n] === f) return !Number.isNaN(results[n]); return false; });
const train = [], check = [], test = [];
for (let n = 0; n < N; n++) {
  const name = basename(files[source[n]]);
  if (split[n] === 0) { if (TRAIN.test(name)) train.push(n); } else if (split[n] === 1) { if (EVAL.test(name)) check.push(n); } else test.push(n);
}
const groups = [['search-labelled', test.filter((n) => searchFile[source[n]])], ['static-labelled', test.filter((n) => !searchFile[source[n]])]].filter(([, s]) => s.length > 0);
console.log(`${N - mirrored} positions (${perFile.join(', ')}), ${train.length} training${MIRROR ? ` (${mirrored} of them mirrored)` : ''}, ${check.length} for stopping, ${test.length} held out; hidden ${H}, LAMBDA ${LAMBDA}, batch ${BATCH}, LR ${LR}`);

// ---- the bot's evaluation on the same held-out positions ----
const L = await loadEvalTerms('/tmp/net-train-lib.mjs');
const { mg, eg } = L.chessScoreTables();
const pesto = new Float32Array(N), full = new Float32Array(N);
const read = positionReader(L);
for (const n of test) {
  const { b, occupied, m, e, p, wk, bk, masks, sign } = read(fenOf[n].split(';')[0]);
  const taper = (a, c) => Math.trunc(a * p + c * (1 - p));
  pesto[n] = sign * taper(m, e) + 10;
  L.fillKingZones(masks, wk, bk);
  L.mobility(masks, b, occupied, 0, L.kingZones);
  L.knowledge(b, occupied, 0, wk, bk);
  full[n] = sign * taper(m + L.mobilityScore[0] + L.knowledgeScore[0], e + L.mobilityScore[1] + L.knowledgeScore[1]) + 10;
}

// ---- the network ----
const W = new Float32Array(768 * H), B = new Float32Array(H), V = new Float32Array(2 * H), P = new Float32Array(768);
const CB = new Float32Array(1); // the output bias
// The linear path starts at PeSTO's tables (middlegame and endgame averaged), so the hidden layer learns the rest.
for (let i = 0; i < 768; i++) {
  const t = (i >> 6) % 6, own = i < 384, p = (own ? 0 : 8) | (t + 1), sq = i & 63;
  P[i] = (mg[p * 64 + sq] + eg[p * 64 + sq]) / 2 / 400;
}
for (let i = 0; i < W.length; i++) W[i] = (rand() * 2 - 1) * 0.15;
// Small output weights: the network starts at PeSTO's tables (the random hidden layer adds little noise).
const VINIT = Number(process.env.VINIT ?? 0.02);
for (let i = 0; i < 2 * H; i++) V[i] = (rand() * 2 - 1) * VINIT;
const acc = new Float32Array(2 * H), gacc = new Float32Array(2 * H);
/** The float network's output for position `n` (400× it is centipawns); leaves the accumulators in `acc`. */
function forward(n) {
  let y = CB[0];
  for (let p = 0; p < 2; p++) {
    const a = p * H, f0 = (n * 2 + p) * MAXF, c = count[n];
    for (let j = 0; j < H; j++) acc[a + j] = B[j];
    for (let k = 0; k < c; k++) {
      const row = feats[f0 + k] * H;
      for (let j = 0; j < H; j++) acc[a + j] += W[row + j];
    }
  }
  for (let j = 0; j < 2 * H; j++) { const x = acc[j]; y += V[j] * (x < 0 ? 0 : x > 1 ? 1 : x); }
  let lin = 0;
  for (let k = 0, f0 = n * 2 * MAXF, c = count[n]; k < c; k++) lin += P[feats[f0 + k]] - P[feats[f0 + MAXF + k]];
  return y + lin / 2;
}
/** Mean squared error of σ(score(n) / 400) against `truth(n)` over `set`. */
function error(set, score, truth = (n) => target[n]) {
  let sum = 0;
  for (let i = 0; i < set.length; i++) { const n = set[i], d = sig(score(n) / 400) - truth(n); sum += d * d; }
  return sum / set.length;
}
const e4 = (x) => (x * 1e4).toFixed(2);
const byScore = (n) => sig(cps[n] / 400), byResult = (n) => results[n];

// Adam: gradients and moments per parameter array; the hidden weights' rows only where touched.
const adam = (w) => ({ w, g: new Float32Array(w.length), m: new Float32Array(w.length), v: new Float32Array(w.length) });
const aW = adam(W), aB = adam(B), aV = adam(V), aP = adam(P), aC = adam(CB);
const touched = new Uint8Array(768), touchedRows = new Int32Array(768);
let nTouched = 0, step = 0;
const B1 = 0.9, B2 = 0.999;
/** One Adam step on `s`'s elements from..to (gradients zeroed after). */
function adamRange(s, from, to, lr, c1, c2, decay) {
  const { w, g, m, v } = s;
  for (let i = from; i < to; i++) {
    const gi = g[i];
    m[i] = B1 * m[i] + (1 - B1) * gi;
    v[i] = B2 * v[i] + (1 - B2) * gi * gi;
    w[i] -= lr * ((m[i] / c1) / (Math.sqrt(v[i] / c2) + 1e-8) + decay * w[i]);
    g[i] = 0;
  }
}
const order = Int32Array.from(train);
const gW = aW.g, gB = aB.g, gV = aV.g, gP = aP.g;
let best = { error: Infinity };
console.log(`before training: stopping set ${e4(error(check, (n) => 400 * forward(n)))}, held out ${e4(error(test, (n) => 400 * forward(n)))}`);
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  const t0 = process.hrtime.bigint();
  for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); const t = order[i]; order[i] = order[j]; order[j] = t; }
  const lr = epoch > EPOCHS * 0.75 ? LR / 10 : LR;
  let sum = 0;
  for (let start = 0; start < order.length; start += BATCH) {
    const end = Math.min(order.length, start + BATCH), scale = Math.LN10 * 2 / (end - start);
    for (let b = start; b < end; b++) {
      const n = order[b];
      const y = forward(n), s = sig(y), d = s - target[n];
      sum += d * d;
      const dy = d * s * (1 - s) * scale;
      aC.g[0] += dy;
      const c = count[n], f0 = n * 2 * MAXF;
      for (let k = 0; k < c; k++) { gP[feats[f0 + k]] += dy / 2; gP[feats[f0 + MAXF + k]] -= dy / 2; }
      for (let j = 0; j < 2 * H; j++) {
        const x = acc[j];
        gV[j] += dy * (x < 0 ? 0 : x > 1 ? 1 : x);
        gacc[j] = x > 0 && x < 1 ? dy * V[j] : 0;
      }
      for (let j = 0; j < H; j++) gB[j] += gacc[j] + gacc[H + j];
      for (let p = 0; p < 2; p++) {
        const a = p * H, fp = f0 + p * MAXF;
        for (let k = 0; k < c; k++) {
          const f = feats[fp + k], row = f * H;
          if (touched[f] === 0) { touched[f] = 1; touchedRows[nTouched++] = f; }
          for (let j = 0; j < H; j++) gW[row + j] += gacc[a + j];
        }
      }
    }
    step++;
    const c1 = 1 - B1 ** step, c2 = 1 - B2 ** step;
    for (let t = 0; t < nTouched; t++) { const f = touchedRows[t]; touched[f] = 0; adamRange(aW, f * H, f * H + H, lr, c1, c2, DECAY); }
    nTouched = 0;
    adamRange(aB, 0, H, lr, c1, c2, 0); adamRange(aV, 0, 2 * H, lr, c1, c2, 0);
    adamRange(aP, 0, 768, lr, c1, c2, 0); adamRange(aC, 0, 1, lr, c1, c2, 0);
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const stop = error(check, (n) => 400 * forward(n));
  console.log(`epoch ${epoch}: ${seconds.toFixed(1)} s, training ${(sum / order.length * 1e4).toFixed(2)}, stopping set ${(stop * 1e4).toFixed(2)}, held out ${(error(test, (n) => 400 * forward(n)) * 1e4).toFixed(2)} (×10⁻⁴, against the target)`);
  if (stop < best.error) best = { error: stop, epoch, W: W.slice(), B: B.slice(), V: V.slice(), P: P.slice(), C: CB[0] };
}
W.set(best.W); B.set(best.B); V.set(best.V); P.set(best.P); CB[0] = best.C;
console.log(`kept epoch ${best.epoch}`);

// ---- quantised: what the bot computes ----
const qW = Int16Array.from(W, (w) => Math.round(w * QA)), qB = Int16Array.from(B, (w) => Math.round(w * QA));
const qV = Int16Array.from(V, (w) => Math.round(w * QB)), qC = Math.round(CB[0] * QA * QB), qP = Int16Array.from(P, (w) => Math.round(w * 400));
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
  return Math.trunc(sum * 400 / (QA * QB)) + (linear >> 1);
}

const summary = [];
const netScore = new Float32Array(N);
for (const n of test) netScore[n] = quantised(n);
for (const [name, set] of groups) {
  const evals = [['network', (n) => 400 * forward(n)], ['quantised', quantised], ['PeSTO', (n) => pesto[n]], ['bot', (n) => full[n]]];
  // PeSTO's and the bot's scores are not on Stockfish's scale: each also at its best factor (one number fitted on these positions).
  const scaled = (truth) => [['network', netScore], ['PeSTO', pesto], ['bot', full]].map(([label, s]) => {
    let bestK = 1, bestE = Infinity;
    for (let k = 0.3; k <= 1.5001; k += 0.05) { const e = error(set, (n) => k * s[n], truth); if (e < bestE) { bestE = e; bestK = k; } }
    return `${label} × ${bestK.toFixed(2)} ${e4(bestE)}`;
  }).join(', ');
  const line = (truth) => `${evals.map(([label, f]) => `${label} ${e4(error(set, f, truth))}`).join(', ')}; ${scaled(truth)}`;
  console.log(`held-out error (×10⁻⁴), ${set.length} ${name} positions, against σ(cp/400): ${line(byScore)}`);
  const balanced = set.filter((n) => Math.abs(cps[n]) <= 600);
  console.log(`  of them the ${balanced.length} within ±600: ${evals.map(([label, f]) => `${label} ${e4(error(balanced, f, byScore))}`).join(', ')}`);
  summary.push(`${name} ${set.length}: network ${e4(error(set, quantised, byScore))}, PeSTO ${e4(error(set, (n) => pesto[n], byScore))}, bot ${e4(error(set, (n) => full[n], byScore))} (against σ(cp/400))`);
  if (name === 'search-labelled') {
    console.log(`held-out error (×10⁻⁴), ${set.length} ${name} positions, against the game's result: ${line(byResult)}`);
    summary.push(`against the result: network ${e4(error(set, quantised, byResult))}, PeSTO ${e4(error(set, (n) => pesto[n], byResult))}, bot ${e4(error(set, (n) => full[n], byResult))}`);
  }
}

// ---- the weights file ----
const all = new Int16Array(768 * H + H + 2 * H + 2 + 768);
all.set(qW, 0); all.set(qB, 768 * H); all.set(qV, 768 * H + H);
all[768 * H + 3 * H] = qC & 0xffff; all[768 * H + 3 * H + 1] = qC >> 16; // the bias as two halves (it may exceed int16)
all.set(qP, 768 * H + 3 * H + 2);
const base64 = Buffer.from(all.buffer).toString('base64');
writeFileSync(outFile, `// Generated by bench/net-train.mjs ${new Date().toISOString().slice(0, 16)}Z from ${perFile.join(', ')} (distinct positions; files
// with a result: the score of Stockfish 15.1's search at go nodes 2500, bench/net-sfplay.mjs; without: its static eval,
// bench/net-positions.mjs). Trained on ${train.length}${MIRROR ? ` (${mirrored} of them mirrored copies)` : ''}${process.env.TRAIN ? ` (files matching /${TRAIN.source}/)` : ''}, ${test.length} held out. Hidden ${H}; target ${LAMBDA}·σ(cp/400)${LAMBDA < 1 ? ` + ${+(1 - LAMBDA).toFixed(3)}·result` : ''},
// cp clamped to ±${CLAMP}; batch ${BATCH}, LR ${LR}, weight decay ${DECAY}, ${EPOCHS} epochs, kept epoch ${best.epoch}.
// Held-out error (×10⁻⁴; quantised network, PeSTO, the bot's evaluation): ${summary.join('; ')}.
// Layout (src/bot/chess-network.ts): int16 little-endian: 768 × ${H} hidden weights (× ${QA}, input-major), ${H} hidden biases
// (× ${QA}), ${2 * H} output weights (× ${QB}; the side to move's half first), the output bias (× ${QA * QB}, low then high half),
// 768 linear weights (centipawns; the side to move's sum less the other's, halved).
/** The hidden layer's width. */
export const NETWORK_HIDDEN = ${H};
/** What the network was trained on top of, which the bot adds to its score: 'none', 'mobility' (mobility and passed pawns) or 'all' (the tables, mobility, passed pawns and tempo). */
export const NETWORK_WITH_TERMS: 'none' | 'mobility' | 'all' = 'none';
/** The weights, base64 (layout above). */
export const NETWORK_WEIGHTS = '${base64}';
`);
console.log(`wrote ${outFile}: ${base64.length} base64 characters`);
if (process.env.HELDOUT) {
  // Search-labelled held-out positions first (the bot's test checks its inference against these scores).
  const pool = groups[0][1];
  const every = Math.max(1, Math.floor(pool.length / 500));
  const chosen = pool.filter((_, i) => i % every === 0).slice(0, 500);
  writeFileSync(process.env.HELDOUT, chosen.map((n) => `${fenOf[n]};${quantised(n)}`).join('\n') + '\n');
  console.log(`wrote ${process.env.HELDOUT}: ${chosen.length} lines`);
}
