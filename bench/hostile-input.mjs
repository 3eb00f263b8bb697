// Hostile input costs time linear in its size: each reader is given the same kind of bad or huge
// input at size n and at size 8n, and the table shows how many times longer the large one takes
// (linear ≈ 8x, quadratic ≈ 64x). The tests check what each reader answers to such input (the
// error code, no stack overflow); how its time grows is measured here, never in a test.
// `node bench/hostile-input.mjs`; `npm run bench` runs it as its "Hostile input" section.
// BOARDWRIGHT_DIST points at another build (default ../dist).
import { pathToFileURL, fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const dist = process.env.BOARDWRIGHT_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const load = (name) => import(pathToFileURL(`${dist}/${name}.js`).href);
const { chess, parsePgn, parsePgnSyntax } = await load('chess');
const { chess4 } = await load('chess4');
const { draughts } = await load('draughts');
const { diamondCheckers } = await load('diamond');
const { dilkel } = await load('dilkel');
const { parseVariantsIni } = await load('fairy');

/** Size factor between the two runs. */
const FACTOR = 8;
/** Each timing repeats the call until this many milliseconds have passed (fast calls are timed as well as slow ones). */
const MIN_MS = 20;
const ROUNDS = 5;

/** Calls `f`, swallowing the refusal it is expected to throw. */
const refused = (f) => () => {
  try {
    f();
  } catch {
    // The refusal is the expected answer; its code is checked by the tests.
  }
};

/** Milliseconds per call of `work`. */
function perCall(work) {
  const t = performance.now();
  let calls = 0, elapsed = 0;
  do {
    work();
    calls++;
    elapsed = performance.now() - t;
  } while (elapsed < MIN_MS);
  return elapsed / calls;
}

/** Best per-call time of `read` on the inputs of size n and of size 8n, timed in turn for several rounds; returns both and their ratio. */
function growth(inputs, read, n) {
  const a = inputs(n), b = inputs(FACTOR * n);
  let small = Infinity, large = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    small = Math.min(small, perCall(() => read(a)));
    large = Math.min(large, perCall(() => read(b)));
  }
  return { small, large, ratio: large / small };
}

const chessStart = chess.setup(), chess4Start = chess4.setup(), diamondStart = diamondCheckers.setup();
const dilkelText = dilkel.format(dilkel.setup());
const pgnChunk = '1. e4 {a comment with words} $1 (1. d4 ; rest of line\n) e5 ';
const pgnGame = '[Event "Blitz"]\n[Result "1/2-1/2"]\n\n1. e4 {x} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2\n\n';

/** A flat string (a concatenation is flattened on first read; done here so that only the reader is timed). */
const flat = (text) => {
  text.charCodeAt(text.length - 1);
  return text;
};
/** Inputs built once per size, outside the timing. */
const texts = (...make) => (n) => make.map((m) => flat(m(n)));
const each = (read) => (inputs) => {
  for (const text of inputs) refused(() => read(text))();
};

/** [reader, what it is given, n, inputs(n), read(inputs)] */
const cases = [
  ['chess FEN', 'n characters of one piece letter', 112_500, texts((n) => 'p'.repeat(n)), each((t) => chess.tryParse(t))],
  ['chess move text', 'marks, spaces and "e.p." around a move', 1_250,
    texts((n) => `${'!'.repeat(n)}a`, (n) => `e${' '.repeat(n)}x`, (n) => `e4${'+'.repeat(n)}a`, (n) => `e4${' e.p'.repeat(n >> 2)}x`), each((t) => chess.tryPlay(chessStart, t))],
  ['PGN syntax', 'n chunks of moves, comments, NAGs and variations', (1_000_000 / pgnChunk.length / FACTOR) | 0, texts((n) => `${pgnChunk.repeat(n)}*`), each(parsePgnSyntax)],
  ['PGN syntax', 'an unterminated comment and tag string of n characters', 250_000, texts((n) => `{${'x'.repeat(n)}`, (n) => `[Event "${'x'.repeat(n)}`), each(parsePgnSyntax)],
  ['PGN', 'variations nested n deep', 12_500, texts((n) => `${'1. e4 ('.repeat(n)}1. d4${')'.repeat(n)} *`), each(parsePgn)],
  ['PGN', 'n games', 100, texts((n) => pgnGame.repeat(n)), each(parsePgn)],
  ['Chess4 move text', 'a move with n digits', 1_125, texts((n) => `a1-${'9'.repeat(n)}`), each((t) => chess4.play(chess4Start, t))],
  ['Chess4 position text', 'a rank of n digits', 62_500, texts((n) => `${'1'.repeat(n)}/3k/K3/LTPY l - - 0 1`), each((t) => chess4.parse(t))],
  ['draughts position text', 'n empty fields and squares', 12_500,
    texts((n) => 'B' + ':'.repeat(5 * n), (n) => 'B:W' + ','.repeat(5 * n) + ':B1', (n) => 'B:W21' + ':H1-6'.repeat(n)), each((t) => draughts.parse(t))],
  ['Diamond move text', 'n repeated steps or captures', 300,
    texts((n) => '13A' + 'x21'.repeat(n), (n) => '13A-21' + '-13B'.repeat(n), (n) => '1'.repeat(4 * n), (n) => '13A-21' + ':'.repeat(4 * n)), each((t) => diamondCheckers.play(diamondStart, t))],
  ['Dilkel position text', 'a board rank of n empty fields', 37_500, texts((n) => dilkelText.replace(/x,x,x,8,x,x,x\//, `x,x,x,${'1,'.repeat(n)}x/`)), each((t) => dilkel.parse(t))],
  ['variants.ini', 'a template chain n sections deep', 62, texts((n) => {
    const lines = ['[v0:chess]', 'nMoveRule = 1'];
    for (let i = 1; i < n; i++) lines.push(`[v${i}:v${i - 1}]`);
    return lines.join('\n');
  }), each(parseVariantsIni)],
];

const fmt = (ms) => (ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(0)} µs`);

/** Writes the table through `log` and `table` (bench/run.mjs's, or the console's). */
export function hostileSection({ log, table }) {
  log(`## Hostile input: time at size n and at ${FACTOR}n (best of ${ROUNDS} rounds; linear ≈ ${FACTOR}x, quadratic ≈ ${FACTOR * FACTOR}x)\n`);
  log('The tests check what each reader answers (error code, no stack overflow); this table shows how its time grows. ' +
    'Readers that refuse input over a size limit at once stay near 1x.\n');
  const rows = [];
  for (const [reader, input, n, inputs, read] of cases) {
    const g = growth(inputs, read, n);
    rows.push([reader, input, n.toLocaleString('en'), fmt(g.small), fmt(g.large), `${g.ratio.toFixed(1)}x`]);
  }
  table(['reader', 'input', 'n', 'time at n', `time at ${FACTOR}n`, 'growth'], rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  hostileSection({
    log: (text) => console.log(text),
    table: (head, rows) => {
      console.log(`| ${head.join(' | ')} |`);
      console.log(`|${head.map(() => '---').join('|')}|`);
      for (const r of rows) console.log(`| ${r.join(' | ')} |`);
      console.log();
    },
  });
}
