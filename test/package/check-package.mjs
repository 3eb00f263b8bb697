#!/usr/bin/env node
/**
 * Packaging check, run by `npm run test:package` (no build needed first).
 *
 * Checks the package the way a user gets it. It copies the source tree without build output (what a
 * fresh clone holds: tracked and untracked files git does not ignore) and packs it there, so
 * `prepack` must build it; checks the tarball's files; lints the tarball (publint, attw with every
 * resolution mode: node10, node16 CommonJS and ESM, bundler); installs it into a throwaway ESM
 * project and a throwaway CommonJS project, imports / requires every subpath of `subpaths.mjs` and
 * plays a move in every exported game; type-checks a consumer with the current TypeScript and with
 * TypeScript 5.0 (`skipLibCheck: false`) under moduleResolution node10, node16 (ESM and CommonJS)
 * and bundler; runs `boardwright/testing` under vitest on a consumer's own game; and runs the
 * installed `boardwright` bin. Exits non-zero if anything fails. Needs no network (the package
 * has no runtime dependencies; vitest is linked from this repository's node_modules).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBPATHS } from './subpaths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const windows = process.platform === 'win32';
const started = Date.now();
const failures = [];

/** Runs a program; returns its exit code and output. */
function exec(command, args, cwd = root, timeout = 300_000) {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    shell: windows, // npx / npm are .cmd files on Windows
    timeout, // generous: the machine may be busy
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', NO_COLOR: '1' },
  });
  return { code: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}

/** Like {@link exec} but in the background, so slow linters overlap with the install checks. */
function execLater(command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, shell: windows, env: { ...process.env, npm_config_update_notifier: 'false', FORCE_COLOR: '0', NO_COLOR: '1' } });
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

/** Files the tarball must not hold: the command is shipped as ESM only (dist/cli.js), without declarations; boardwright/testing as ESM only. */
const UNSHIPPED = ['dist/cli.cjs', 'dist/cli.d.ts', 'dist/cli.d.cts', 'dist/testing.cjs', 'dist/testing.d.cts'];

console.log(`Checking the ${pkg.name}@${pkg.version} package: subpaths ${Object.keys(SUBPATHS).join(', ')}; bin ${binName}`);

const temp = mkdtempSync(join(tmpdir(), 'boardwright-package-'));
try {
  let tarball = '';
  let packed = [];
  check('npm pack from a clean tree (no dist): prepack builds it', () => {
    const tree = join(temp, 'clean-tree');
    const listed = mustSucceed('git ls-files', exec('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']));
    const files = listed.stdout.split('\0').filter((f) => f !== '' && existsSync(join(root, f)));
    assert(!files.some((f) => f.startsWith('dist/')), 'git would hand dist/ to a fresh clone: it must be ignored');
    for (const f of files) {
      mkdirSync(dirname(join(tree, f)), { recursive: true });
      cpSync(join(root, f), join(tree, f));
    }
    // The dev tools prepack runs (tsup); a fresh clone has them after `npm ci`.
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), windows ? 'junction' : 'dir');
    const changelogBefore = readFileSync(join(tree, 'CHANGELOG.md'), 'utf8');
    const r = mustSucceed('npm pack', exec('npm', ['pack', '--json', '--pack-destination', temp], tree, 900_000));
    // prepack writes the fresh changelog into the tarball; postpack must put the tracked file back.
    assert(readFileSync(join(tree, 'CHANGELOG.md'), 'utf8') === changelogBefore, 'npm pack left CHANGELOG.md changed in the work tree');
    const [info] = JSON.parse(r.stdout.slice(r.stdout.indexOf('[')));
    tarball = join(temp, info.filename);
    packed = info.files.map((f) => f.path);
    return `${files.length} files copied; ${info.filename}, ${info.files.length} files, ${(info.size / 1024).toFixed(0)} kB packed`;
  });

  check('the tarball ships the changelog of what it holds (every pending changeset under "Unreleased")', () => {
    assert(tarball, 'no tarball (npm pack failed)');
    const shipped = mustSucceed('tar', exec('tar', ['-xzOf', tarball, 'package/CHANGELOG.md'])).stdout;
    const pending = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    assert(pending.length === 0 || shipped.includes('## Unreleased'), 'the packed CHANGELOG.md has no Unreleased section');
    return `${pending.length} pending changesets, packed changelog ${shipped.length} characters`;
  });

  check('the tarball holds dist (every exports target and the bin), README, CHANGELOG, LICENSE, the CJK outlines\' OFL.txt and package.json, and not the unused CommonJS command', () => {
    assert(tarball, 'no tarball (npm pack failed)');
    // src/svg/glyphs/OFL.txt: the licence of the CJK outlines boardwright/svg draws (SIL OFL 1.1 asks for it with every copy).
    const stray = packed.filter((p) => !/^(dist\/|README\.md$|CHANGELOG\.md$|LICENSE$|src\/svg\/glyphs\/OFL\.txt$|package\.json$)/.test(p));
    assert(stray.length === 0, `unexpected files in the tarball: ${stray.join(', ')}`);
    const needed = [...new Set([...Object.values(pkg.exports).flatMap(targets), ...Object.values(pkg.bin ?? {}), 'README.md', 'CHANGELOG.md', 'LICENSE', 'src/svg/glyphs/OFL.txt'])];
    const missing = needed.map((f) => f.replace(/^\.\//, '')).filter((f) => !packed.includes(f));
    assert(missing.length === 0, `missing from the tarball: ${missing.join(', ')}`);
    const unshipped = UNSHIPPED.filter((f) => packed.includes(f));
    assert(unshipped.length === 0, `shipped but unused: ${unshipped.join(', ')}`);
    return `${packed.length} files`;
  });

  if (!tarball) throw new Error('no tarball: nothing else to check');

  // publint and attw are the slow part: start them now, report them at the end. Both read the tarball.
  // attw's default profile checks every resolution mode: node10 (via typesVersions), node16 CommonJS and ESM, bundler.
  const linting = Promise.all([
    execLater('npx', ['--no', '--', 'publint', 'run', tarball, '--strict']),
    execLater('npx', ['--no', '--', 'attw', tarball, '--no-color', '--no-emoji', '--format', 'table-flipped', '--exclude-entrypoints', './testing']),
    // boardwright/testing is ESM only (vitest is): checked with attw's ESM-only profile.
    execLater('npx', ['--no', '--', 'attw', tarball, '--no-color', '--no-emoji', '--format', 'table-flipped', '--entrypoints', './testing', '--profile', 'esm-only']),
  ]);

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

  // TypeScript consumers: every subpath, every resolution mode we support, the current TypeScript and
  // the oldest we support (5.0), checking the shipped declarations themselves (skipLibCheck: false).
  const compilers = { current: join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '5.0': join(root, 'node_modules', 'typescript-5.0', 'bin', 'tsc') };
  const allSubpaths = Object.keys(SUBPATHS);
  const imports = allSubpaths.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};`).join('\n') + `\nimport { variants, type Position } from '${pkg.name}';\nconst n: number = variants.length;\nconst p: Position = variants[0]!.setup();\nvoid n; void p;\n`;
  const modes = {
    node10: { options: { module: 'commonjs', moduleResolution: 'node' }, files: { 'consumer-node10.ts': imports } },
    node16: {
      options: { module: 'node16', moduleResolution: 'node16' },
      // boardwright/testing is ESM only: a CommonJS file cannot import it under node16 (TS1479).
      files: { 'consumer.mts': imports, 'consumer.cts': allSubpaths.filter((s) => SUBPATHS[s] !== 'vitest').map((s, i) => `import m${i} = require('${s}');\nvoid m${i};`).join('\n') + '\n' },
    },
    bundler: { options: { module: 'esnext', moduleResolution: 'bundler' }, files: { 'consumer-bundler.ts': imports } },
  };
  for (const [mode, { options, files }] of Object.entries(modes)) {
    for (const [version, tsc] of Object.entries(compilers)) {
      check(`TypeScript ${version}, moduleResolution ${mode}: a consumer of every subpath type-checks against the shipped declarations (skipLibCheck: false)`, () => {
        const dir = join(temp, 'esm');
        for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
        const config = join(dir, `tsconfig.${mode}.json`);
        writeFileSync(config, JSON.stringify({ compilerOptions: { ...options, target: 'es2022', lib: ['es2022'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: Object.keys(files) }));
        const r = mustSucceed(`tsc ${version}`, exec(process.execPath, [tsc, '-p', config], dir));
        return mustSucceed(`tsc ${version} -v`, exec(process.execPath, [tsc, '-v'], dir)).stdout.trim();
      });
    }
  }

  check('boardwright/testing does not carry vitest: without vitest installed, importing it fails on the missing peer', () => {
    const dir = join(temp, 'esm');
    const r = exec(process.execPath, ['--input-type=module', '-e', `await import('${pkg.name}/testing')`], dir);
    assert(r.code !== 0 && /Cannot find package 'vitest'/.test(r.stderr), `expected a missing-vitest error, got exit ${r.code}:\n${r.stderr}`);
  });

  check('boardwright/testing under vitest: a consumer runs the conformance suite on its own game', () => {
    const dir = join(temp, 'esm');
    // vitest is an optional peer: the consumer installs it; here it is linked from this repository.
    symlinkSync(join(root, 'node_modules', 'vitest'), join(dir, 'node_modules', 'vitest'), windows ? 'junction' : 'dir');
    writeFileSync(join(dir, 'duel.test.ts'), [
      `import { defineGame, COMPASS } from '${pkg.name}';`,
      `import { runConformance } from '${pkg.name}/testing';`,
      `const duel = defineGame({`,
      `  id: 'duel', name: 'Duel', players: ['light', 'dark'], files: 3, ranks: 3,`,
      `  pieces: { K: { name: 'King', atoms: [{ kind: 'step', dirs: COMPASS }], royal: true } },`,
      `  setup: 'k2/3/2K',`,
      `});`,
      `runConformance(duel, { playouts: 3, maxPlies: 20, endPlayouts: 2 });`,
      '',
    ].join('\n'));
    const r = mustSucceed('vitest', exec(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir, '--reporter=dot'], dir));
    const passed = /Tests\s+(\d+) passed/.exec(r.stdout.replace(/\x1b\[[0-9;]*m/g, ''));
    assert(passed && Number(passed[1]) >= 5, `vitest ran no conformance tests:\n${r.stdout}`);
    return `${passed[1]} tests passed`;
  });

  check('boardwright/testing is ESM only, and require() reaches it on Node 20.19+ (require(esm)) in a CommonJS project', () => {
    const dir = join(temp, 'cjs');
    if (!existsSync(join(dir, 'node_modules', 'vitest'))) symlinkSync(join(root, 'node_modules', 'vitest'), join(dir, 'node_modules', 'vitest'), windows ? 'junction' : 'dir');
    const r = mustSucceed('require testing', exec(process.execPath, ['-e', `console.log(typeof require('${pkg.name}/testing').runConformance)`], dir));
    assert(r.stdout.trim() === 'function', `require('${pkg.name}/testing').runConformance is ${r.stdout.trim()}`);
    return `Node ${process.versions.node}`;
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


  const [publint, attw, attwTesting] = await linting;
  check('publint --strict, on the tarball', () => mustSucceed('publint', publint).stdout.trim().split('\n').at(-1));
  check('are the types wrong (attw, every resolution mode: node10, node16 CommonJS and ESM, bundler)', () => void mustSucceed('attw', attw));
  check('are the types wrong for boardwright/testing (attw, ESM-only profile: node16 ESM and bundler)', () => void mustSucceed('attw testing', attwTesting));
} catch (error) {
  console.log(`stopped: ${error.message}`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
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
let rootVariants = [];
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
    rootVariants = mod.variants;
  }
  if (sub === ${JSON.stringify(pkg.name + '/bot')}) {
    // The reference bot answers with a listed move in every game.
    if (typeof mod.chooseMove !== 'function') throw new Error(sub + ': chooseMove is missing');
    for (const game of rootVariants) {
      const start = game.setup();
      const move = mod.chooseMove(game, start, { seed: 1, maxNodes: 200 });
      if (!game.legalMoves(start).some((m) => m.notation === move.notation)) throw new Error(sub + ': chooseMove gave no listed move of ' + game.id);
    }
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
