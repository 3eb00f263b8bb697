#!/usr/bin/env node
/**
 * Writes CHANGELOG.md in the changesets format from the changesets in `.changeset/`: the pending
 * ones under "## Unreleased" (what the next `npx changeset version` will release), then the released
 * sections already in the file, unchanged. Run by `prepack`, so a packed or published package always
 * ships the changelog of what it holds; `npm run changelog` refreshes the committed copy.
 *
 * The lines are made by the changelog generator configured in `.changeset/config.json` (the same
 * `getReleaseLine` that `changeset version` calls), with the commit that added each changeset.
 *
 * `--pack` (prepack) first keeps the tracked file's bytes aside, and `--restore` (postpack) puts them
 * back: the tarball ships the fresh changelog while packing leaves the work tree as it was.
 */
import { readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, 'CHANGELOG.md');
// Outside the tree, so a pack never shows a stray file in `git status`; one per checkout.
const kept = join(tmpdir(), `boardwright-changelog-${createHash('sha256').update(root).digest('hex').slice(0, 16)}.md`);
if (process.argv.includes('--restore')) {
  if (existsSync(kept)) {
    writeFileSync(file, readFileSync(kept));
    rmSync(kept);
    console.log('CHANGELOG.md: restored as tracked');
  }
  process.exit(0);
}
if (process.argv.includes('--pack') && existsSync(file)) writeFileSync(kept, readFileSync(file));
const require = createRequire(join(root, 'package.json'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));
const read = require('@changesets/read').default;
const generator = require(config.changelog === false ? '@changesets/cli/changelog' : [].concat(config.changelog)[0]);
const { getReleaseLine } = generator.default ?? generator;

/** The commit that added `.changeset/<id>.md`, or undefined outside git / for an uncommitted file. */
function commitOf(id) {
  const r = spawnSync('git', ['log', '--diff-filter=A', '--format=%H', '-1', '--', `.changeset/${id}.md`], { cwd: root, encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
}

const KINDS = [['major', 'Major Changes'], ['minor', 'Minor Changes'], ['patch', 'Patch Changes']];
const changesets = (await read(root)).sort((a, b) => a.id.localeCompare(b.id));
const sections = [];
for (const [type, title] of KINDS) {
  const lines = [];
  for (const changeset of changesets) {
    const release = changeset.releases.find((r) => r.name === pkg.name);
    if (release?.type !== type) continue;
    lines.push(await getReleaseLine({ ...changeset, commit: commitOf(changeset.id) }, type, config.changelog?.[1] ?? null));
  }
  if (lines.length > 0) sections.push(`### ${title}\n\n${lines.join('\n')}\n`);
}

const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
// Released sections ("## 1.2.3") stay as `changeset version` wrote them; the old "Unreleased" one is rebuilt.
const released = existing.split(/^(?=## )/m).filter((s) => /^## \d/.test(s)).join('').trimEnd();
const unreleased = sections.length > 0 ? `## Unreleased\n\n${sections.join('\n')}` : '';
writeFileSync(file, [`# ${pkg.name}\n`, unreleased, released].filter((s) => s.trim() !== '').join('\n').trimEnd() + '\n');
console.log(`CHANGELOG.md: ${changesets.length} pending changeset(s)`);
