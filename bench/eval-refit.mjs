// A linear re-fit of all the chess bot's evaluation weights to Stockfish-labelled positions (issue #33):
// PeSTO's piece values and its two 6×64 tables (middlegame and endgame; the phase blend stays), the
// mobility weights (chess-mobility.ts), passed pawns' and king safety's weights (the squared attack's
// coefficient included) and the side to move's tempo (chess-adapter.ts's literal).
//   node bench/eval-refit.mjs <FEN;cp[;result] files…>
//   env: FREE=all|tables (what is fitted; tables = piece values and tables only), LAMBDAS=a,b,… (L2 pulls
//   toward today's weights to choose from on the validation part), EPOCHS, BATCH, LR, MIRROR=0|1,
//   WRITE=1 (write the chosen weights into src/bot), FROM=<weights json> (write an earlier run's and stop),
//   VERIFY=n (positions checked against the adapter), MATERIAL=fixed (piece values and each table's mean held).
// Each position is read through the real src terms (chess-eval-terms.mjs's bundle): each term is linear
// in its weights, so a weight's feature is what the term adds with that one weight set (16: king safety's
// attack divides by 16) and the others 0. Before fitting, the first VERIFY positions are scored from
// the features with today's weights and compared with the bot's own evaluation (chessAdapter's evaluate,
// no lazy evaluation): it must agree exactly, or the fit would be of some other function.
// Score E (White's view, PeSTO's units) = taper(middlegame, endgame) + tempo × (1 for White to move, −1
// for Black) + the mop-up bonus (held fixed; only won pawnless endings). The fit minimises the mean of
// (σ(k·E) − σ(cp))², σ(x) = 1 / (1 + 10^(−x/400)), with k today's evaluation's best scale, held fixed (so
// the weights stay in PeSTO's units, the units the search's margins are tuned in), plus
// λ Σ (w − w₀)² toward today's weights w₀; minibatch Adam. Split per file by line number (blocks of 500
// lines; of every 20, the 19th for choosing λ, the 20th held out: the 20th is also in net-train.mjs's
// held-out tenth). MIRROR (default on): training positions without castling rights also enter
// mirrored a↔h. Reports the held-out error of today's evaluation, of the fit and of the fit rounded.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEvalTerms, positionReader } from './chess-eval-terms.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/eval-refit.mjs <FEN;cp files…>');
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TABLES_TS = resolve(root, 'src/bot/chess-tables.ts'), ADAPTER_TS = resolve(root, 'src/bot/chess-adapter.ts');
const FREE = process.env.FREE ?? 'all', MIRROR = process.env.MIRROR !== '0', WRITE = process.env.WRITE === '1';
const EPOCHS = Number(process.env.EPOCHS ?? 6), BATCH = Number(process.env.BATCH ?? 4096), LR = Number(process.env.LR ?? 1);
const LAMBDAS = (process.env.LAMBDAS ?? '0,1e-8,1e-7,1e-6,1e-5').split(',').map(Number);
const VERIFY = Number(process.env.VERIFY ?? 5000), CLAMP = 2000, BLOCK = 500;
const L = await loadEvalTerms('/tmp/boteval-refit-lib.mjs');

// Today's weights, read from the sources (the tables as published: rank 8 first, White's side).
const NAMES = ['PAWN', 'KNIGHT', 'BISHOP', 'ROOK', 'QUEEN', 'KING'];
const tablesSrc = readFileSync(TABLES_TS, 'utf8');
const literal = (src, name) => {
  const m = src.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`));
  if (m === null) throw new Error(`${name} not found`);
  return m[1].split(',').map((x) => x.trim()).filter(Boolean).map(Number);
};
// The tempo: the literal the adapter adds for the side to move, the same in each of its evaluations.
const TEMPO_RE = /total : -total\) \+ (-?\d+);/g;
const tempos = [...readFileSync(ADAPTER_TS, 'utf8').matchAll(TEMPO_RE)].map((m) => Number(m[1]));
if (tempos.length === 0 || tempos.some((t) => t !== tempos[0])) throw new Error(`the adapter's tempo literals: ${tempos}`);
const tempo0 = tempos[0];

// The parameters: [0, 384) middlegame tables by (type − 1) × 64 + published index, [384, 768) endgame;
// piece values (middlegame 768 + type − 1, endgame 774 + type − 1; the king's held at 0); mobility per
// square (middlegame 780 + type − 2, endgame 784 + type − 2); passed pawns 788…802; king safety 803…806; tempo 807.
const TV = 768, MOB = 780, PASS = 788, KS = 803, TEMPO_AT = 807, NP = 808;
const P0 = new Float64Array(NP);
NAMES.forEach((n, t) => {
  literal(tablesSrc, `MG_${n}`).forEach((v, i) => { P0[t * 64 + i] = v; });
  literal(tablesSrc, `EG_${n}`).forEach((v, i) => { P0[384 + t * 64 + i] = v; });
});
literal(tablesSrc, 'MG_VALUE').slice(1).forEach((v, t) => { P0[TV + t] = v; });
literal(tablesSrc, 'EG_VALUE').slice(1).forEach((v, t) => { P0[TV + 6 + t] = v; });
for (let t = 2; t <= 5; t++) { P0[MOB + t - 2] = L.MOBILITY_MG[t]; P0[MOB + 4 + t - 2] = L.MOBILITY_EG[t]; }
L.PASSED_WEIGHTS.forEach((v, i) => { P0[PASS + i] = v; });
L.KING_SAFETY_WEIGHTS.forEach((v, i) => { P0[KS + i] = v; });
P0[TEMPO_AT] = tempo0;
// What a fit may move: never the king's value, nor pawn squares on the first and last ranks (no pawn stands there).
const movable = new Uint8Array(NP);
for (let j = 0; j < NP; j++) movable[j] = FREE === 'all' || j < MOB ? 1 : 0;
movable[TV + 5] = 0; movable[TV + 11] = 0;
for (let i = 0; i < 8; i++) for (const base of [0, 384]) { movable[base + i] = 0; movable[base + 56 + i] = 0; }
// MATERIAL=fixed: the piece values held, and each table's mean over its squares too (each step's
// change is centred), so only where a piece stands moves, not what it is worth on average.
const MATERIAL_FIXED = process.env.MATERIAL === 'fixed';
if (MATERIAL_FIXED) for (let t = 0; t < 12; t++) movable[TV + t] = 0;
/** Centres each table's change from P0 over its movable squares (MATERIAL=fixed). */
function centreTables(P) {
  for (let tab = 0; tab < 12; tab++) {
    let sum = 0, n = 0;
    for (let j = tab * 64; j < tab * 64 + 64; j++) if (movable[j]) { sum += P[j] - P0[j]; n++; }
    for (let j = tab * 64; j < tab * 64 + 64; j++) if (movable[j]) P[j] -= sum / n;
  }
}

/** Writes the weights R into src/bot (the tables always; the other terms when FREE=all). */
function writeWeights(R) {
  const row = (a) => Array.from({ length: 8 }, (_, r) => `  ${a.slice(r * 8, r * 8 + 8).join(', ')},`).join('\n');
  let src = tablesSrc;
  const put = (name, text) => { src = src.replace(new RegExp(`const ${name} = \\[[^\\]]*\\];`), `const ${name} = ${text};`); };
  NAMES.forEach((n, t) => {
    put(`MG_${n}`, `[\n${row(Array.from(R.slice(t * 64, t * 64 + 64)))}\n]`);
    put(`EG_${n}`, `[\n${row(Array.from(R.slice(384 + t * 64, 384 + t * 64 + 64)))}\n]`);
  });
  put('MG_VALUE', `[0, ${Array.from(R.slice(TV, TV + 5)).join(', ')}, 0]`);
  put('EG_VALUE', `[0, ${Array.from(R.slice(TV + 6, TV + 11)).join(', ')}, 0]`);
  writeFileSync(TABLES_TS, src);
  if (FREE === 'all') {
    const edit = (file, re, text) => { const p = resolve(root, file), s = readFileSync(p, 'utf8'); if (!re.test(s)) throw new Error(`${re} not in ${file}`); writeFileSync(p, s.replace(re, text)); };
    edit('src/bot/chess-mobility.ts', /MOBILITY_MG = \[[^\]]*\], MOBILITY_EG = \[[^\]]*\]/, `MOBILITY_MG = [0, 0, ${Array.from(R.slice(MOB, MOB + 4)).join(', ')}], MOBILITY_EG = [0, 0, ${Array.from(R.slice(MOB + 4, MOB + 8)).join(', ')}]`);
    edit('src/bot/chess-passed-pawns.ts', /(PASSED_WEIGHTS: Int32Array = \/\* @__PURE__ \*\/ Int32Array\.from\()\[[^\]]*\]/, `$1[${Array.from(R.slice(PASS, PASS + 15)).join(', ')}]`);
    edit('src/bot/chess-king-safety.ts', /(KING_SAFETY_WEIGHTS: Int32Array = \/\* @__PURE__ \*\/ Int32Array\.from\()\[[^\]]*\]/, `$1[${Array.from(R.slice(KS, KS + 4)).join(', ')}]`);
    edit('src/bot/chess-adapter.ts', TEMPO_RE, `total : -total) + ${R[TEMPO_AT]};`);
  }
  console.log('written into src/bot');
}

// FROM=<weights file> (this script's /tmp/refit-weights.json of an earlier run): write those weights and stop.
if (process.env.FROM) {
  writeWeights(JSON.parse(readFileSync(process.env.FROM, 'utf8')).R);
  process.exit(0);
}

// Positions.
const texts = files.map((f) => { const t = readFileSync(f, 'utf8'); return t.slice(0, t.lastIndexOf('\n') + 1).split('\n'); });
const cap = texts.reduce((s, l) => s + l.length, 0) * (MIRROR ? 2 : 1);
const DENSE = 24; // mobility counts by type (4), passed pawns' features tapered (15), king safety's (4), side to move (1)
const pieces = new Int16Array(cap * 32), count = new Uint8Array(cap), phase = new Float32Array(cap), dense = new Float32Array(cap * DENSE);
const fixed = new Float32Array(cap), target = new Float32Array(cap), split = new Uint8Array(cap);
const sig = (x) => 1 / (1 + Math.exp(-x * (Math.LN10 / 400)));
const mirrorFen = (fen) => {
  const [board, turn, , ep, ...rest] = fen.split(' ');
  const rows = board.split('/').map((r) => [...r.replace(/\d/g, (d) => '1'.repeat(Number(d)))].reverse().join('').replace(/1+/g, (s) => String(s.length)));
  const mep = ep === '-' ? '-' : String.fromCharCode(201 - ep.charCodeAt(0)) + ep[1];
  return [rows.join('/'), turn, '-', mep, ...rest].join(' ');
};
const read = positionReader(L);
const score = new Int32Array(2);
const zeroAll = () => { L.MOBILITY_MG.fill(0); L.MOBILITY_EG.fill(0); L.PASSED_WEIGHTS.fill(0); L.KING_SAFETY_WEIGHTS.fill(0); };
const restore = () => {
  for (let t = 2; t <= 5; t++) { L.MOBILITY_MG[t] = P0[MOB + t - 2]; L.MOBILITY_EG[t] = P0[MOB + 4 + t - 2]; }
  for (let i = 0; i < 15; i++) L.PASSED_WEIGHTS[i] = P0[PASS + i];
  for (let i = 0; i < 4; i++) L.KING_SAFETY_WEIGHTS[i] = P0[KS + i];
};
/** Position n's features from `fen`; `raw` (for the check) gets each dense weight's middlegame and endgame parts untapered. */
function features(n, fen, raw) {
  const { b, occupied, p, wk, bk, masks, sign } = read(fen);
  let k = 0, phaseCount = 0;
  for (let i = 0; i < 64; i++) {
    const piece = b[i];
    if (piece === 0) continue;
    const type = piece & 7, file = i & 7, rank = i >> 3, black = (piece & 8) !== 0;
    const row = black ? rank * 8 + file : (7 - rank) * 8 + file;
    pieces[n * 32 + k++] = (black ? -1 : 1) * ((type - 1) * 64 + row + 1);
    phaseCount += L.PHASE_WEIGHT[type];
  }
  count[n] = k; phase[n] = p;
  const d = n * DENSE;
  zeroAll();
  L.fillKingZones(masks, wk, bk);
  for (let t = 2; t <= 5; t++) {
    L.MOBILITY_MG[t] = 1;
    L.mobility(masks, b, occupied, 0, L.kingZones);
    dense[d + t - 2] = L.mobilityScore[0];
    if (raw) raw[t - 2] = L.mobilityScore[0];
    L.MOBILITY_MG[t] = 0;
  }
  L.fillPawnSets(b, occupied, 0);
  for (let i = 0; i < 15; i++) {
    L.PASSED_WEIGHTS[i] = 16; score.fill(0);
    L.passedPawns(b, wk, bk, score);
    dense[d + 4 + i] = (p * score[0] + (1 - p) * score[1]) / 16;
    if (raw) { raw[4 + i] = score[0] / 16; raw[DENSE + 4 + i] = score[1] / 16; }
    L.PASSED_WEIGHTS[i] = 0;
  }
  for (let i = 0; i < 4; i++) {
    L.KING_SAFETY_WEIGHTS[i] = 16; score.fill(0);
    L.kingSafety(masks, b, occupied, 0, wk, bk, score);
    dense[d + 19 + i] = (p * score[0] + (1 - p) * score[1]) / 16;
    if (raw) { raw[19 + i] = score[0] / 16; raw[DENSE + 19 + i] = score[1] / 16; }
    L.KING_SAFETY_WEIGHTS[i] = 0;
  }
  dense[d + 23] = sign;
  // Mop-up (chess-adapter.ts: at a phase of 12 or less), into the endgame half.
  let mop = 0;
  if (phaseCount <= 12) { L.countEndgameMaterial(b, occupied, 0); mop = L.mopUp(wk, bk); }
  fixed[n] = (1 - p) * mop;
  restore();
  return { sign, mop, phaseCount, b, occupied, wk, bk, masks };
}

// Check: today's weights through the features reproduce the adapter's evaluate.
{
  const raw = new Float64Array(2 * DENSE), all = texts.flat().filter((l) => l.includes(';')), step = Math.max(1, Math.floor(all.length / VERIFY)), lines = all.filter((_, i) => i % step === 0).slice(0, VERIFY);
  let exact = 0, worst = 0, worstFen = '', worstKs = 0;
  for (const line of lines) {
    const fen = line.split(';')[0];
    const { sign, mop, phaseCount, b, occupied, wk, bk, masks } = features(0, fen, raw);
    let mg = 0, eg = 0;
    for (let k = 0; k < count[0]; k++) {
      const v = pieces[k], s = Math.sign(v), j = Math.abs(v) - 1, t = Math.floor(j / 64);
      mg += s * (P0[j] + P0[TV + t]); eg += s * (P0[384 + j] + P0[TV + 6 + t]);
    }
    for (let t = 0; t < 4; t++) { mg += raw[t] * P0[MOB + t]; eg += raw[t] * P0[MOB + 4 + t]; }
    for (let i = 0; i < 15; i++) { mg += raw[4 + i] * P0[PASS + i]; eg += raw[DENSE + 4 + i] * P0[PASS + i]; }
    // King safety: its linear features (the fit's view) and the term itself with today's weights
    // (it rounds (units² × w) >> 4 per side, which the linear feature cannot).
    let lin = 0;
    for (let i = 0; i < 4; i++) lin += raw[19 + i] * P0[KS + i];
    score.fill(0);
    L.kingSafety(masks, b, occupied, 0, wk, bk, score);
    worstKs = Math.max(worstKs, Math.abs(lin - score[0]));
    mg += score[0];
    eg += mop;
    const pc = Math.min(phaseCount, 24);
    const total = ((mg * pc + eg * (24 - pc)) / 24) | 0;
    const ours = sign * total + P0[TEMPO_AT];
    const theirs = L.chessAdapter(L.chess, L.chess.search(L.chess.parse(fen))).evaluate(0, 0);
    if (ours === theirs) exact++;
    if (Math.abs(ours - theirs) > worst) { worst = Math.abs(ours - theirs); worstFen = `${fen} ours ${ours} adapter ${theirs}`; }
  }
  console.log(`check: ${exact}/${lines.length} positions score exactly as the adapter's evaluate${worst > 0 ? `; worst ${worst}: ${worstFen}` : ''}; king safety's linear features within ${worstKs.toFixed(2)} of the term (its rounding)`);
}

const seen = new Set();
let N = 0, mirrored = 0;
const t0 = Date.now();
texts.forEach((lines) => {
  for (let i = 0; i < lines.length; i++) {
    const fields = lines[i].split(';');
    if (fields.length < 2) continue;
    const fen = fields[0], key = fen.split(' ').slice(0, 4).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const block = Math.floor(i / BLOCK) % 20, cp = Math.max(-CLAMP, Math.min(CLAMP, Number(fields[1])));
    const { sign } = features(N, fen);
    target[N] = sig(sign * cp);
    split[N] = block === 19 ? 2 : block === 18 ? 1 : 0;
    N++;
    if (MIRROR && split[N - 1] === 0 && fen.split(' ')[2] === '-') {
      features(N, mirrorFen(fen));
      target[N] = target[N - 1]; split[N] = 0; N++; mirrored++;
    }
  }
});
const train = [], check = [], test = [];
for (let n = 0; n < N; n++) (split[n] === 0 ? train : split[n] === 1 ? check : test).push(n);
console.log(`${N - mirrored} positions + ${mirrored} mirrored (${((Date.now() - t0) / 1000).toFixed(0)} s): ${train.length} training, ${check.length} for λ, ${test.length} held out; FREE=${FREE}${MATERIAL_FIXED ? ', material fixed' : ''}`);

/** Position n's score, White's view, for parameters P. */
function evalAt(P, n) {
  const p = phase[n], q = 1 - p, d = n * DENSE;
  let E = fixed[n];
  for (let k = n * 32, e = k + count[n]; k < e; k++) {
    const v = pieces[k], j = (v < 0 ? -v : v) - 1, t = (j >> 6), s = v < 0 ? -1 : 1;
    E += s * (p * (P[j] + P[TV + t]) + q * (P[384 + j] + P[TV + 6 + t]));
  }
  for (let t = 0; t < 4; t++) E += dense[d + t] * (p * P[MOB + t] + q * P[MOB + 4 + t]);
  for (let i = 0; i < 15; i++) E += dense[d + 4 + i] * P[PASS + i];
  for (let i = 0; i < 4; i++) E += dense[d + 19 + i] * P[KS + i];
  return E + dense[d + 23] * P[TEMPO_AT];
}
function error(P, k, set) {
  let sum = 0;
  for (const n of set) { const e = sig(k * evalAt(P, n)) - target[n]; sum += e * e; }
  return sum / set.length;
}
/** Today's evaluation's best scale k (golden-section on the training part). */
function bestScale(P) {
  let a = 0.5, b = 3;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let it = 0; it < 30; it++) {
    const c = b - g * (b - a), d = a + g * (b - a);
    if (error(P, c, train) < error(P, d, train)) b = d; else a = c;
  }
  return (a + b) / 2;
}

/** Minibatch Adam from today's weights, with the L2 pull `lambda` toward them, scale k fixed. */
function fit(lambda, k) {
  const P = Float64Array.from(P0), m = new Float64Array(NP), v = new Float64Array(NP), g = new Float64Array(NP);
  const order = Int32Array.from(train), c = Math.LN10 / 400;
  const steps = Math.ceil(order.length / BATCH) * EPOCHS;
  let t = 0;
  let seed = 12345;
  const rand = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 4294967296; };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)), x = order[i]; order[i] = order[j]; order[j] = x; }
    for (let at = 0; at < order.length; at += BATCH) {
      g.fill(0);
      const end = Math.min(order.length, at + BATCH), size = end - at;
      for (let i = at; i < end; i++) {
        const n = order[i], s = sig(k * evalAt(P, n)), dE = 2 * (s - target[n]) * s * (1 - s) * c * k / size;
        const p = phase[n], q = 1 - p, d = n * DENSE;
        for (let kk = n * 32, e = kk + count[n]; kk < e; kk++) {
          const val = pieces[kk], j = (val < 0 ? -val : val) - 1, tt = j >> 6, sd = val < 0 ? -dE : dE;
          g[j] += sd * p; g[TV + tt] += sd * p; g[384 + j] += sd * q; g[TV + 6 + tt] += sd * q;
        }
        for (let x = 0; x < 4; x++) { g[MOB + x] += dE * dense[d + x] * p; g[MOB + 4 + x] += dE * dense[d + x] * q; }
        for (let x = 0; x < 15; x++) g[PASS + x] += dE * dense[d + 4 + x];
        for (let x = 0; x < 4; x++) g[KS + x] += dE * dense[d + 19 + x];
        g[TEMPO_AT] += dE * dense[d + 23];
      }
      t++;
      const lr = LR * (0.05 + 0.95 * 0.5 * (1 + Math.cos((Math.PI * t) / steps)));
      for (let j = 0; j < NP; j++) {
        if (!movable[j]) continue;
        const gj = g[j] + 2 * lambda * (P[j] - P0[j]);
        m[j] = 0.9 * m[j] + 0.1 * gj; v[j] = 0.999 * v[j] + 0.001 * gj * gj;
        P[j] -= (lr * m[j] / (1 - 0.9 ** t)) / (Math.sqrt(v[j] / (1 - 0.999 ** t)) + 1e-12);
      }
      if (MATERIAL_FIXED) centreTables(P);
    }
  }
  return P;
}

const fmt = (x) => (x * 1e4).toFixed(2);
const k0 = bestScale(P0);
console.log(`today's evaluation: held out ${fmt(error(P0, 1, test))} at scale 1, ${fmt(error(P0, k0, test))} at its best scale k = ${k0.toFixed(3)} (λ part ${fmt(error(P0, k0, check))})`);
let best;
for (const lambda of LAMBDAS) {
  const t1 = Date.now(), P = fit(lambda, k0), e = error(P, k0, check);
  console.log(`λ ${lambda}: λ part ${fmt(e)}, training ${fmt(error(P, k0, train))} (${((Date.now() - t1) / 1000).toFixed(0)} s)`);
  if (best === undefined || e < best.e) best = { lambda, P, e };
}
const R = best.P.map((x, j) => (movable[j] ? Math.round(x) : P0[j]));
const kR = bestScale(R);
console.log(`chosen λ ${best.lambda}: held out ${fmt(error(best.P, k0, test))}; rounded ${fmt(error(R, k0, test))} (at its own best scale k = ${kR.toFixed(3)}: ${fmt(error(R, kR, test))}; at scale 1: ${fmt(error(R, 1, test))})`);
const moved = (from, to) => Array.from(R.slice(from, to), (x, i) => x - P0[from + i]);
const meanAbs = (a) => (a.reduce((s, x) => s + Math.abs(x), 0) / a.length).toFixed(1);
console.log(`mean |change|: middlegame tables ${meanAbs(moved(0, 384))}, endgame ${meanAbs(moved(384, 768))}`);
console.log(`values mg [${Array.from(R.slice(TV, TV + 5)).join(', ')}] eg [${Array.from(R.slice(TV + 6, TV + 11)).join(', ')}]`);
console.log(`mobility mg [${Array.from(R.slice(MOB, MOB + 4)).join(', ')}] eg [${Array.from(R.slice(MOB + 4, MOB + 8)).join(', ')}]`);
console.log(`passed [${Array.from(R.slice(PASS, PASS + 15)).join(', ')}] king safety [${Array.from(R.slice(KS, KS + 4)).join(', ')}] tempo ${R[TEMPO_AT]}`);
writeFileSync('/tmp/refit-weights.json', JSON.stringify({ FREE, lambda: best.lambda, k0, R: Array.from(R), test: error(R, k0, test), today: error(P0, k0, test) }));
if (WRITE) writeWeights(R);
