#!/usr/bin/env node
/**
 * Packaging check, run by `npm run test:package` after `npm run build`.
 *
 * Checks the package the way a user gets it: lints package.json and the
 * types (publint, attw), packs the tarball, installs it into a throwaway ESM
 * project and a throwaway CommonJS project, imports / requires every subpath
 * listed in package.json `exports`, plays a move in every exported game,
 * type-checks a consumer file, and runs the installed `boardwright` bin.
 * Exits non-zero if anything fails. Needs no network (the package has no
 * runtime dependencies).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBPATHS } from './subpaths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const windows = process.platform === 'win32';
const started = Date.now();
const failures = [];

/** Runs a program; returns its exit code and output. */
function exec(command, args, cwd = root) {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    shell: windows, // npx / npm are .cmd files on Windows
    timeout: 120_000,
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', NO_COLOR: '1' },
  });
  return { code: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}

/** Like {@link exec} but in the background, so slow linters overlap with the install checks. */
function execLater(command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, shell: windows, env: { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (error) => resolve({ code: 1, stdout, stderr, error }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Runs one named check; a thrown error or a false result is a failure. */
function check(name, fn) {
  const t = Date.now();
  try {
    const detail = fn();
    console.log(`ok    ${name}${detail ? ` (${detail})` : ''} [${((Date.now() - t) / 1000).toFixed(1)} s]`);
  } catch (error) {
    failures.push(name);
    console.log(`FAIL  ${name}`);
    console.log(indent(error instanceof Error ? error.message : String(error)));
  }
}

function indent(text) {
  return text
    .trim()
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');
}

/** Throws with the program's output when it failed. */
function mustSucceed(what, r) {
  if (r.error) throw new Error(`${what} could not run: ${r.error.message}`);
  if (r.code !== 0) throw new Error(`${what} exited with ${r.code}\n${r.stdout}\n${r.stderr}`);
  return r;
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// Subpaths loaded in plain Node (`boardwright/testing` needs vitest, so it is checked under vitest).
const subpaths = Object.keys(SUBPATHS).filter((sub) => SUBPATHS[sub] !== 'vitest');
const binName = Object.keys(pkg.bin ?? {})[0];

/** Every file the exports map and bin point at, e.g. ./dist/chess.cjs. */
function targets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry).flatMap(targets);
}

console.log(`Checking the ${pkg.name}@${pkg.version} package: subpaths ${subpaths.join(', ')}; bin ${binName}`);

check('the build output exists for every exports target and the bin', () => {
  const files = [...new Set([...Object.values(pkg.exports).flatMap(targets), ...Object.values(pkg.bin ?? {})])];
  const missing = files.filter((f) => !existsSync(join(root, f)));
  assert(missing.length === 0, `missing (run "npm run build" first): ${missing.join(', ')}`);
  for (const bin of Object.values(pkg.bin ?? {})) {
    assert(readFileSync(join(root, bin), 'utf8').startsWith('#!/usr/bin/env node'), `${bin} does not start with a "#!/usr/bin/env node" line`);
  }
  return `${files.length} files`;
});
if (failures.length) finish();

// publint and attw are the slow part: start them now, report them at the end.
const linting = Promise.all([
  execLater('npx', ['--no', '--', 'publint', '--strict']),
  // `--` keeps npx from reading attw's flags as its own. The node16 profile leaves out node10
  // resolution, which cannot see the subpaths of an exports map at all.
  execLater('npx', ['--no', '--', 'attw', '--pack', '.', '--profile', 'node16', '--no-color', '--no-emoji']),
]);

const temp = mkdtempSync(join(tmpdir(), 'boardwright-package-'));
try {
  let tarball = '';
  check('npm pack: the tarball holds only dist, README, LICENSE and package.json', () => {
    const r = mustSucceed('npm pack', exec('npm', ['pack', '--json', '--pack-destination', temp]));
    const [info] = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')));
    tarball = join(temp, info.filename);
    const stray = info.files.map((f) => f.path).filter((p) => !/^(dist\/|README\.md$|CHANGELOG\.md$|LICENSE$|package\.json$)/.test(p));
    assert(stray.length === 0, `unexpected files in the tarball: ${stray.join(', ')}`);
    return `${info.filename}, ${info.files.length} files, ${(info.size / 1024).toFixed(0)} kB packed`;
  });

  const results = {};
  for (const kind of ['esm', 'cjs']) {
    const dir = join(temp, kind);
    check(`${kind}: install the tarball into a fresh project (offline, no dependencies)`, () => {
      assert(tarball, 'no tarball (npm pack failed)');
      mkdirSync(dir);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `boardwright-check-${kind}`, private: true, type: kind === 'esm' ? 'module' : 'commonjs' }));
      mustSucceed('npm install', exec('npm', ['install', '--no-audit', '--no-fund', '--offline', '--ignore-scripts', '--no-package-lock', tarball], dir));
    });

    check(`${kind}: ${kind === 'esm' ? 'import' : 'require'} every subpath; each exports its games, which set up, list moves, play, format and parse`, () => {
      const file = join(dir, kind === 'esm' ? 'check.mjs' : 'check.cjs');
      writeFileSync(file, consumerScript(kind));
      const r = mustSucceed(`node ${file}`, exec(process.execPath, [file], dir));
      results[kind] = JSON.parse(r.stdout);
      return summarize(results[kind]);
    });
  }

  for (const kind of ['esm', 'cjs']) {
    check(`${kind}: every subpath exports at least one game, and the root \`variants\` list holds exactly the games of the subpaths`, () => {
      const found = results[kind];
      assert(found, `no ${kind} results`);
      const fromSubpaths = new Set();
      for (const [sub, info] of Object.entries(found.modules)) {
        if (sub === pkg.name || SUBPATHS[sub] !== 'games') continue;
        assert(info.variants.length > 0, `${sub} exports no game object (with id, setup, legalMoves, play)`);
        for (const id of info.variants) fromSubpaths.add(id);
      }
      const listed = new Set(found.variantsList);
      const missing = [...fromSubpaths].filter((id) => !listed.has(id));
      const extra = [...listed].filter((id) => !fromSubpaths.has(id));
      assert(missing.length === 0 && extra.length === 0, `root variants list differs from the subpaths: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`);
      return [...listed].join(', ');
    });
  }

  check('ESM and CommonJS see the same exports and the same games', () => {
    assert(results.esm && results.cjs, 'missing results');
    assert(JSON.stringify(results.esm) === JSON.stringify(results.cjs), `they differ:\nESM ${JSON.stringify(results.esm)}\nCJS ${JSON.stringify(results.cjs)}`);
  });

  check('a TypeScript consumer (module nodenext) type-checks against the shipped declarations, ESM and CommonJS', () => {
    const dir = join(temp, 'esm');
    // The ESM project's boardwright is enough: a .mts file imports, a .cts file requires.
    writeFileSync(join(dir, 'consumer.mts'), subpaths.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};`).join('\n') + `\nimport { variants } from '${pkg.name}';\nconst n: number = variants.length;\nvoid n;\n`);
    writeFileSync(join(dir, 'consumer.cts'), subpaths.map((s, i) => `import m${i} = require('${s}');\nvoid m${i};`).join('\n') + '\n');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['consumer.mts', 'consumer.cts'] }),
    );
    mustSucceed('tsc', exec(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], dir));
  });

  check(`the installed bin: npx ${binName} games lists every game; --version matches package.json`, () => {
    const dir = join(temp, 'esm');
    const games = mustSucceed(`npx ${binName} games`, exec('npx', ['--no', '--', binName, 'games'], dir));
    const ids = results.esm?.variantsList ?? [];
    const missing = ids.filter((id) => !games.stdout.split('\n').some((l) => l.split(/\s+/)[0] === id));
    assert(missing.length === 0, `games does not list ${missing.join(', ')}:\n${games.stdout}`);
    const version = mustSucceed(`npx ${binName} --version`, exec('npx', ['--no', '--', binName, '--version'], dir));
    assert(version.stdout.trim() === pkg.version, `--version printed "${version.stdout.trim()}", package.json says ${pkg.version}`);
    return `${ids.length} games`;
  });

  check('the CommonJS build of the command (dist/cli.cjs) runs too', () => {
    const dir = join(temp, 'cjs');
    const cli = join(dir, 'node_modules', pkg.name, 'dist', 'cli.cjs');
    if (!existsSync(cli)) return 'not shipped, skipped';
    const r = mustSucceed('node dist/cli.cjs games', exec(process.execPath, [cli, 'games'], dir));
    assert(r.stdout.trim() !== '', 'printed no games');
  });
} finally {
  rmSync(temp, { recursive: true, force: true });
}

const [publint, attw] = await linting;
check('publint --strict', () => mustSucceed('publint', publint).stdout.replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n').at(-1));
check('are the types wrong (attw --pack, profile node16: ESM and CommonJS consumers)', () => void mustSucceed('attw', attw));
finish();

function summarize(found) {
  return Object.entries(found.modules)
    .map(([sub, info]) => `${sub}: ${info.variants.join(', ') || `${info.exports.length} exports`}`)
    .join('; ');
}

function finish() {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.log(`\n${failures.length} packaging check(s) failed in ${seconds} s: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log(`\nAll packaging checks passed in ${seconds} s.`);
  process.exit(0);
}

/**
 * The script run inside a consumer project: loads every subpath, exercises
 * every game object it exports and prints what it found as JSON.
 */
function consumerScript(kind) {
  const load = kind === 'esm' ? 'await import(sub)' : 'require(sub)';
  const body = `
const subpaths = ${JSON.stringify(subpaths)};
const isGame = (v) => typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.setup === 'function' && typeof v.legalMoves === 'function' && typeof v.play === 'function';
function exercise(sub, name, game) {
  const where = sub + ' export ' + name + ' (' + game.id + ')';
  const start = game.setup();
  if (start.variant !== game.id) throw new Error(where + ': setup() gave a position of "' + start.variant + '"');
  const moves = game.legalMoves(start);
  if (!Array.isArray(moves) || moves.length === 0) throw new Error(where + ': no legal moves at the start');
  const after = game.play(start, moves[0]);
  if (after === start || after.variant !== game.id) throw new Error(where + ': play did not return a new position');
  const byText = game.play(start, moves[0].notation);
  if (game.format(byText) !== game.format(after)) throw new Error(where + ': playing the move text differs from playing the move');
  const text = game.format(after);
  if (game.format(game.parse(text)) !== text) throw new Error(where + ': format/parse does not round-trip: ' + text);
  if (game.status(start).over !== false) throw new Error(where + ': the start position is already over');
  if (game.perft(start, 1) !== moves.length) throw new Error(where + ': perft(1) differs from the number of legal moves');
}
const modules = {};
let variantsList = [];
for (const sub of subpaths) {
  const mod = ${load};
  const names = Object.keys(mod).filter((k) => k !== 'default' && k !== '__esModule' && k !== 'module.exports').sort();
  const variants = [];
  for (const name of names) {
    if (!isGame(mod[name])) continue;
    exercise(sub, name, mod[name]);
    variants.push(mod[name].id);
  }
  if (sub === ${JSON.stringify(pkg.name)}) {
    if (!Array.isArray(mod.variants) || mod.variants.length === 0) throw new Error(sub + ': the variants list is missing or empty');
    mod.variants.forEach((game, i) => { if (!isGame(game)) throw new Error(sub + ': variants[' + i + '] is not a game object'); exercise(sub, 'variants[' + i + ']', game); });
    for (const fn of ['defineVariant', 'defineGame', 'createBoard', 'isBoardwrightError']) if (typeof mod[fn] !== 'function') throw new Error(sub + ': core export ' + fn + ' is missing');
    variantsList = mod.variants.map((g) => g.id);
  }
  if (sub === ${JSON.stringify(pkg.name + '/kit')}) {
    for (const fn of ['fail', 'compileAtoms', 'perft', 'renderBoard', 'createRng']) if (typeof mod[fn] !== 'function') throw new Error(sub + ': kit export ' + fn + ' is missing');
  }
  modules[sub] = { exports: names, variants };
}
const own = ${kind === 'esm' ? `(await import('node:module')).createRequire(import.meta.url)('${pkg.name}/package.json')` : `require('${pkg.name}/package.json')`};
if (own.version !== ${JSON.stringify(pkg.version)}) throw new Error('${pkg.name}/package.json has version ' + own.version);
console.log(JSON.stringify({ modules, variantsList }));
`;
  return kind === 'esm' ? body : `(async () => {${body}})().catch((e) => { console.error(e.message); process.exit(1); });`;
}
