// `npm run bench`: boardwright (the built package) against the peer libraries,
// same machine, same run, alternating runs, medians; prints a table of ratios
// and writes it to docs/performance.md. `--quick` for fewer runs.
import os from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { race, repeatRate, fmtRate, fmtRatio, median } from './measure.mjs';
import { chessops, chessopsPosition, chessJs, rapidDraughts } from './peers.mjs';
import { variants } from '../dist/index.js';
import { createRng } from '../dist/kit.js';
import { chess } from '../dist/chess.js';
import { brazilian, canadian, czech, defineDraughts, draughts, englishRules, frisian, international, italian, killer, pool, russian, spanish, thai } from '../dist/draughts.js';

const quick = process.argv.includes('--quick');
/** docs/performance.md from this line on is measured by other scripts and kept when the bench rewrites the file. */
const KEEP = '<!-- kept by npm run bench: sections below are measured by other scripts -->';
const RUNS = quick ? 3 : 5;
const lines = [];
const log = (line = '') => { console.log(line); lines.push(line); };

// The chessprogramming.org perft positions with their published counts (https://www.chessprogramming.org/Perft_Results).
const POSITIONS = [
  { name: 'start', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', depth: 5, published: 4865609 },
  { name: 'Kiwipete', fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', depth: 4, published: 4085603 },
  { name: 'position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', depth: 5, published: 674624 },
  { name: 'position 4', fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', depth: 4, published: 422333 },
  { name: 'position 5', fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', depth: 4, published: 2103487 },
];
const MIDDLEGAME = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8';

function table(header, rows) {
  log(`| ${header.join(' | ')} |`);
  log(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows) log(`| ${r.join(' | ')} |`);
  log();
}

const SECTIONS = {};

// 1. Chess perft (bulk counting at the last ply in every library).
SECTIONS.perft = () => {
log('## Chess perft (nodes/s, median)\n');
const chessRows = [];
for (const p of POSITIONS) {
  const pos = chess.parse(p.fen);
  const [bw, ops, cjs] = race([
    { name: 'boardwright', run: () => chess.perft(pos, p.depth) },
    { name: 'chessops', run: () => chessops.perft(p.fen, p.depth) },
    // chess.js is ~10x slower: one depth less keeps the run short; compared by nodes/s.
    { name: 'chess.js', run: () => chessJs.perft(p.fen, p.depth - 1) },
  ], RUNS);
  chessRows.push([`${p.name} d${p.depth}`, fmtRate(bw.perSecond), fmtRate(ops.perSecond), fmtRate(cjs.perSecond), fmtRatio(bw.perSecond / ops.perSecond), fmtRatio(bw.perSecond / cjs.perSecond), bw.work === p.published && ops.work === p.published ? 'yes' : `NO (${bw.work}, ${ops.work}, published ${p.published})`]);
}
table(['position', 'boardwright', 'chessops', 'chess.js (d-1)', 'vs chessops (target ≥ 3x)', 'vs chess.js', 'counts = published'], chessRows);
};

// 2. Draughts perft from the start, depth 9.
SECTIONS.draughts = () => {
log('## English draughts perft, start, depth 9 (nodes/s, median)\n');
  const depth = quick ? 8 : 9;
  const start = draughts.setup();
  const [bw, rd] = race([
    { name: 'boardwright', run: () => draughts.perft(start, depth) },
    { name: 'rapid-draughts', run: () => rapidDraughts.perft(depth) },
  ], quick ? 2 : 3);
  // Published English draughts perft from the start (OEIS A133046).
  const published = { 8: 845931, 9: 3963680 }[depth];
  table(['depth', 'boardwright', 'rapid-draughts', 'ratio (target ≥ 2x)', 'counts = published'], [[String(depth), fmtRate(bw.perSecond), fmtRate(rd.perSecond), fmtRatio(bw.perSecond / rd.perSecond), bw.work === published && rd.work === published ? 'yes' : `NO (${bw.work}, ${rd.work}, published ${published})`]]);
};

// 3. Listing legal moves with notation.
SECTIONS.moves = () => {
log('## Legal moves with notation (calls/s, median of runs)\n');
  const rows = [];
  for (const [name, fen] of [['start', POSITIONS[0].fen], ['Kiwipete', POSITIONS[1].fen], ['middlegame', MIDDLEGAME]]) {
    const pos = chess.parse(fen);
    const ops = chessopsPosition(fen);
    const cjs = chessJs.game(fen);
    const rates = { bw: [], ops: [], cjs: [] };
    for (let r = 0; r < RUNS; r++) {
      rates.bw.push(repeatRate(() => chess.legalMoves(pos).length));
      rates.ops.push(repeatRate(() => chessops.movesWithSan(ops).length));
      rates.cjs.push(repeatRate(() => chessJs.verboseMoves(cjs).length));
    }
    const [bw, o, c] = [median(rates.bw), median(rates.ops), median(rates.cjs)];
    const us = (n) => `${(200_000 / n).toFixed(1)} µs`;
    rows.push([name, us(bw), us(o), us(c), fmtRatio(o / bw), fmtRatio(bw / c)]);
  }
  table(['position', 'boardwright legalMoves', 'chessops moves+SAN', 'chess.js verbose', 'time vs chessops (target ≤ 2x)', 'faster than chess.js (target ≥ 50x)'], rows);
};

// 3b. What a board UI asks: the destinations map and the moves of one square.
SECTIONS.ui = () => {
log('## UI queries: destinations and moves from one square (µs per call, median of runs)\n');
  const rows = [];
  for (const [name, fen, square] of [['start', POSITIONS[0].fen, 'g1'], ['Kiwipete', POSITIONS[1].fen, 'e1'], ['middlegame', MIDDLEGAME, 'f3']]) {
    const pos = chess.parse(fen);
    const ops = chessopsPosition(fen);
    const rates = { dests: [], opsDests: [], from: [], opsFrom: [] };
    for (let r = 0; r < RUNS; r++) {
      rates.dests.push(repeatRate(() => chess.destinations(pos).size));
      rates.opsDests.push(repeatRate(() => chessops.chessgroundDests(ops).size));
      rates.from.push(repeatRate(() => chess.movesFrom(pos, square).length));
      rates.opsFrom.push(repeatRate(() => chessops.destsFrom(ops, square).length));
    }
    const [d, od, f, of] = [median(rates.dests), median(rates.opsDests), median(rates.from), median(rates.opsFrom)];
    const us = (n) => `${(200_000 / n).toFixed(2)} µs`;
    rows.push([name, us(d), us(od), fmtRatio(d / od), `${square}: ${us(f)}`, us(of), fmtRatio(f / of)]);
  }
  table(['position', 'boardwright destinations', 'chessops chessgroundDests', 'speed vs chessops (target ≥ 1x)', 'boardwright movesFrom (with SAN)', 'chessops dests(square) (no SAN)', 'speed vs chessops'], rows);
};

// 4. play() on the immutable API against chessops clone()+play() on the same moves.
SECTIONS.play = async () => {
log('## play() on the immutable API (plays/s, median)\n');
  const start = chess.setup();
  const game = [];
  let p = start;
  for (let i = 0; i < 40; i++) {
    const moves = chess.legalMoves(p);
    if (moves.length === 0) break;
    const m = moves[(i * 7) % moves.length];
    game.push(m);
    p = chess.play(p, m);
  }
  const { parseUci } = await import('chessops/util');
  const opsMoves = game.map((m) => parseUci(m.uci ?? `${m.from}${m.to}`));
  const opsStart = chessopsPosition(POSITIONS[0].fen); // parsed once: each game clones from it, as ours starts from setup()
  const GAMES = 500; // 20,000 plays a run: long enough to time reliably
  const [bw, ops] = race([
    { name: 'boardwright', run: () => { let q = start; for (let k = 0; k < GAMES; k++) { q = start; for (const m of game) q = chess.play(q, m); } return GAMES * game.length; } },
    { name: 'chessops', run: () => { let q; for (let k = 0; k < GAMES; k++) { q = opsStart; for (const m of opsMoves) q = chessops.play(q, m); } return GAMES * game.length; } },
  ], RUNS);
  // The same game from move text: boardwright resolves SAN; chessops parses SAN, then clones and plays.
  const { parseSan } = await import('chessops/san');
  const sans = game.map((m) => m.notation);
  const uncached = game.map((m) => ({ ...m })); // copies: not the objects legalMoves listed, so every play is fully checked
  const [bwText, opsText, bwCopy] = race([
    { name: 'boardwright SAN', run: () => { let q; for (let k = 0; k < GAMES; k++) { q = start; for (const san of sans) q = chess.play(q, san); } return GAMES * game.length; } },
    { name: 'chessops SAN', run: () => { let q; for (let k = 0; k < GAMES; k++) { q = opsStart; for (const san of sans) q = chessops.play(q, parseSan(q, san)); } return GAMES * game.length; } },
    { name: 'boardwright copies', run: () => { let q; for (let k = 0; k < GAMES; k++) { q = start; for (const m of uncached) q = chess.play(q, m); } return GAMES * game.length; } },
  ], RUNS);
  table(['task', 'boardwright', 'chessops', 'ratio (target ≥ 1x)'], [
    ['play a 40-ply game: the move objects legalMoves listed', fmtRate(bw.perSecond), fmtRate(ops.perSecond), fmtRatio(bw.perSecond / ops.perSecond)],
    ['the same with copies of those objects (full legality check)', fmtRate(bwCopy.perSecond), fmtRate(ops.perSecond), fmtRatio(bwCopy.perSecond / ops.perSecond)],
    ['the same from SAN text (chessops: parseSan + clone + play)', fmtRate(bwText.perSecond), fmtRate(opsText.perSecond), fmtRatio(bwText.perSecond / opsText.perSecond)],
  ]);
};

// 5. Heap across perft depths (no allocation per node means flat heap use).
SECTIONS.heap = () => {
log('## Heap use across perft depths (chess, Kiwipete)\n');
  const pos = chess.parse(POSITIONS[1].fen);
  const rows = [];
  for (let d = 1; d <= 4; d++) {
    chess.perft(pos, d); // the first run compiles tables and optimises code (heap, but not per node)
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const nodes = chess.perft(pos, d);
    const after = process.memoryUsage().heapUsed;
    rows.push([String(d), String(nodes), `${((after - before) / 1024).toFixed(0)} KiB`, ((after - before) / nodes).toFixed(3)]);
  }
  table(['depth', 'nodes', 'heap growth during perft (second run)', 'bytes per node'], rows);
  if (!globalThis.gc) log('(run with node --expose-gc for exact numbers)\n');
};

// 6. Every game's perft.
SECTIONS.games = () => {
log('## Perft of every game (nodes/s, CPU time, median)\n');
log('Every game from its start and from one middlegame position (the position after a seeded random');
log('playout of 16 plies from the start, so each game gets a position with contact). Depth: deepened');
log('twice (the first pass compiles the code) to the first depth taking 100 ms of CPU time, or whose');
log('next depth would pass 20 M nodes; each run repeats that perft for 150 ms; the median of the runs,');
log('by CPU time (`process.cpuUsage`), which other load on the machine disturbs less than wall time.');
log('All games run in one process, one after another.');
log('Target (issue 23): every game at least 10 M nodes/s.\n');
  const rows = [];
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  // Deepen until a run takes 100 ms of CPU time or the next depth is predicted (by this depth's
  // branching factor) to pass 20 M nodes; then repeat the call until 150 ms have passed, so that
  // small trees are measured too. Perft of a small tree includes setting up the search layer.
  // The deepening runs twice: the first pass compiles the code (a cold run would stop it too early).
  const deepen = (v, position) => {
    let depth = 1;
    let previousNodes = 1;
    for (;;) {
      const t0 = cpuMs();
      const n = v.perft(position, depth);
      const ms = cpuMs() - t0;
      const predicted = n * (n / previousNodes);
      if (ms >= 100 || predicted > 20e6 || depth >= 12 || n === 0) return depth;
      previousNodes = Math.max(n, 1);
      depth++;
    }
  };
  const rate = (v, position) => {
    deepen(v, position);
    const depth = deepen(v, position);
    const rates = [];
    let nodes = 0;
    for (let r = 0; r < RUNS; r++) {
      let total = 0;
      const t0 = cpuMs();
      do { nodes = v.perft(position, depth); total += nodes; } while (cpuMs() - t0 < 150);
      rates.push(total / ((cpuMs() - t0) / 1000));
    }
    return { depth, nodes, perSecond: median(rates) };
  };
  for (const v of variants) {
    const start = v.setup();
    const rng = createRng(16);
    let mid = start;
    for (let ply = 0; ply < 16; ply++) {
      const moves = v.legalMoves(mid);
      if (moves.length === 0 || v.status(mid).over) break;
      const next = v.play(mid, rng.pick(moves));
      if (v.status(next).over) break;
      mid = next;
    }
    const a = rate(v, start);
    const b = rate(v, mid);
    const ok = a.perSecond >= 10e6 && b.perSecond >= 10e6 ? 'yes' : 'no';
    console.error(`${v.name}: ${fmtRate(a.perSecond)} / ${fmtRate(b.perSecond)}`);
    rows.push([v.name, `d${a.depth}: ${a.nodes}`, fmtRate(a.perSecond), `d${b.depth}: ${b.nodes}`, fmtRate(b.perSecond), ok, `\`${v.format(mid)}\``]);
  }
  table(['game', 'start: depth, nodes', 'start speed', 'middlegame: depth, nodes', 'middlegame speed', '≥ 10 M/s', 'middlegame position'], rows);
};

// 7. The draughts family: perft from the start of every variant on the family engine, against
// English draughts (`draughts`, the engine's word path for short kings on 32 squares; targets: every
// 8x8 variant within 2x of it, international at least 10 M nodes/s), and the huffing house rule.
// Measured as the every-game table is (warm, CPU time, each sample repeated for 150 ms, median of
// runs, the order reversed every other run; bench/draughts-family.mjs cpuRace), so the two agree.
SECTIONS.family = async () => {
log('## Draughts family perft from the start (nodes/s, CPU time, median)\n');
log('All variants in one process, warm, by CPU time: each run repeats the perft for 150 ms; median of the');
log('runs, the order reversed every other run (the every-game table\'s method, at fixed depths).\n');
  const { MIDDLEGAMES, FAMILY_JOBS, cpuRace } = await import('./draughts-family.mjs');
  const all = { draughts, brazilian, canadian, czech, frisian, international, italian, killer, pool, russian, spanish, thai };
  const englishFamily = defineDraughts(englishRules);
  const less = quick ? 1 : 0;
  const jobs = [
    ['English draughts (`draughts`)', draughts, 9 - less],
    ['English rules (`defineDraughts(englishRules)`)', englishFamily, 9 - less],
    // Thai: 8 men each on two rows, no contact for many plies, so the tree is much wider (depth 8).
    // Frisian: orthogonal captures, eight capture directions (square sets along rows and columns too).
    ...FAMILY_JOBS.filter(([key]) => key !== 'draughts').map(([key, depth]) => [all[key].name, all[key], depth - less]),
  ];
  const results = cpuRace(jobs.map(([name, v, depth]) => {
    const start = v.setup();
    return { name, run: () => v.perft(start, depth) };
  }), RUNS);
  const english = results[0].perSecond;
  table(['variant', 'depth', 'nodes', 'nodes/s', 'time per node vs English (target ≤ 2x on 8x8)'],
    results.map((r, i) => [r.name, String(jobs[i][2]), String(r.work), fmtRate(r.perSecond), fmtRatio(english / r.perSecond)]));
  // One middlegame position each (bench/draughts-family.mjs: 14 plies of fixed choices from the start).
  const midJobs = FAMILY_JOBS.map(([key, , depth]) => [all[key].name, all[key], MIDDLEGAMES[key], depth - less]);
  const mid = cpuRace(midJobs.map(([name, v, fen, depth]) => {
    const p = v.parse(fen);
    return { name, run: () => v.perft(p, depth) };
  }), RUNS);
  table(['variant, middlegame', 'position', 'depth', 'nodes', 'nodes/s', 'time per node vs English'],
    mid.map((r, i) => [r.name, `\`${midJobs[i][2].length > 40 ? `${midJobs[i][2].slice(0, 37)}…` : midJobs[i][2]}\``, String(midJobs[i][3]), String(r.work), fmtRate(r.perSecond), fmtRatio(mid[0].perSecond / r.perSecond)]));
  // Time per node against English on one and the same position: the middlegames above differ from
  // variant to variant (flying kings and backward captures make capture-heavy trees), so the 2x target
  // is read here, on English draughts' middlegame, in every 8x8 variant that numbers the board as it does.
  const englishMid = draughts.parse(MIDDLEGAMES.draughts);
  const sameJobs = [draughts, pool, russian, brazilian, czech, thai].map((v) => {
    const p = v === draughts ? englishMid : v.parse(v.format({ ...v.setup(), squares: englishMid.squares, turn: englishMid.turn }));
    return [v.name, v, p, 9 - less];
  });
  const same = cpuRace(sameJobs.map(([name, v, p, depth]) => ({ name, run: () => v.perft(p, depth) })), RUNS);
  log(`8x8 variants on English draughts' middlegame position (\`${MIDDLEGAMES.draughts}\`), depth ${9 - less}:\n`);
  table(['variant', 'nodes', 'nodes/s', 'time per node vs English (target ≤ 2x)'],
    same.map((r) => [r.name, String(r.work), fmtRate(r.perSecond), fmtRatio(same[0].perSecond / r.perSecond)]));
  // Huffing: the offence/huff/insist state on the same mutable word path (target ≥ 5 M nodes/s).
  const huffing = draughts.setup({ capture: 'huffing' });
  const huffDepth = 7 - less;
  const [huff] = cpuRace([{ name: 'huffing', run: () => draughts.perft(huffing, huffDepth) }], RUNS);
  table(['English draughts, capture: huffing', 'depth', 'nodes', 'nodes/s'], [['start', String(huffDepth), String(huff.work), fmtRate(huff.perSecond)]]);
};

// 8. The reference bot's search speed in every game, next to the game's own perft speed (bench/bot.mjs).
SECTIONS.bot = async () => {
  const { botSection } = await import('./bot.mjs');
  await botSection({ log, table, runs: RUNS, quick });
};

// 9. Chess variants (rule hooks on the chess engine) against chessops, same positions, same depths.
SECTIONS.chessVariants = async () => {
  log('## Chess variants perft against chessops (nodes/s, median)\n');
  const { chess960, threeCheck, kingOfTheHill, racingKings, antichess, horde, atomic, crazyhouse } = await import('../dist/chess.js');
  const { setupPosition } = await import('chessops/variant');
  const { parseFen } = await import('chessops/fen');
  const { perft } = await import('chessops/debug');
  const cases = [
    ['Chess960 start 0', chess960, 'chess', 'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1', 4],
    ['Chess960 (Stockfish sf-960-2)', chess960, 'chess', 'rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9', 4],
    ['three-check start', threeCheck, '3check', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', 4],
    ['king of the hill start', kingOfTheHill, 'kingofthehill', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4],
    ['racing kings start', racingKings, 'racingkings', '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1', 4],
    ['antichess start', antichess, 'antichess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', 4],
    ['atomic start', atomic, 'atomic', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4],
    ['atomic (programfox 1)', atomic, 'atomic', 'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1', 4],
    ['horde start', horde, 'horde', 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1', 5],
    ['crazyhouse start', crazyhouse, 'crazyhouse', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', 4],
    ['crazyhouse (shakmaty zh-middlegame)', crazyhouse, 'crazyhouse', 'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1', 3],
    ['crazyhouse drops (shakmaty zh-drops)', crazyhouse, 'crazyhouse', '2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1', 3],
  ];
  const rows = [];
  for (const [name, variant, rules, fen, depth] of cases) {
    const pos = variant.parse(fen);
    const ops = setupPosition(rules, parseFen(fen).unwrap()).unwrap();
    const [bw, op] = race([
      { name: 'boardwright', run: () => variant.perft(pos, depth) },
      { name: 'chessops', run: () => perft(ops, depth, false) },
    ], RUNS);
    rows.push([`${name} d${depth}`, fmtRate(bw.perSecond), fmtRate(op.perSecond), fmtRatio(bw.perSecond / op.perSecond), bw.work === op.work ? 'yes' : `NO (${bw.work}, ${op.work})`]);
  }
  table(['position', 'boardwright', 'chessops', 'vs chessops (target ≥ 3x)', 'same count'], rows);
};

// 10. Hostile input: how the readers' time grows from n to 8n characters (bench/hostile-input.mjs).
SECTIONS.hostile = async () => {
  const { hostileSection } = await import('./hostile-input.mjs');
  hostileSection({ log, table });
};

// 11. The placement games (flips, walls) against ffish at the same depth (bench/placement.mjs).
SECTIONS.placement = async () => {
  const { placementSection } = await import('./placement.mjs');
  await placementSection({ log, table, runs: RUNS });
};

// Each section runs in a fresh process so that one library's JIT state (or the garbage of an
// earlier section) cannot tilt another section; inside a section all libraries share the process.
const only = process.argv.find((a) => a.startsWith('--section='))?.slice('--section='.length);
if (only) {
  await SECTIONS[only]();
  process.stdout.write(`\n@@SECTION@@${JSON.stringify(lines)}\n`);
} else {
  const { execFileSync } = await import('node:child_process');
  const all = [];
  for (const name of Object.keys(SECTIONS)) {
    const output = execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), `--section=${name}`, ...(quick ? ['--quick'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
    const marker = output.lastIndexOf('@@SECTION@@');
    process.stdout.write(output.slice(0, marker));
    all.push(...JSON.parse(output.slice(marker + '@@SECTION@@'.length)));
  }
  const header = [
    '# Performance',
    '',
    'Generated by `npm run bench` (bench/run.mjs) against the built package, with the peer libraries in the same run,',
    'alternating runs, medians; each section in a fresh Node process. Ratios are what matters; absolute numbers',
    'depend on the machine.',
    '',
    `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${os.platform()} ${os.arch()}`,
    `- Node ${process.version}; runs per measurement: ${RUNS}${quick ? ' (quick mode)' : ''}`,
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    '',
  ];
  // Sections measured by other scripts (from the KEEP marker on) survive a regeneration.
  const target = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
  const previous = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const keep = previous.indexOf(KEEP);
  writeFileSync(target, [...header, ...all, ...(keep >= 0 ? [previous.slice(keep).trimEnd(), ''] : [])].join('\n'));
  console.log('wrote docs/performance.md');
}
