#!/usr/bin/env bash
# Copies an example out of the repository as a user would (no ../ensure-built.mjs beside it, no
# repository around it), installs boardwright from the tarball `npm pack` makes (as the README's
# Install section says to, until the first release), and runs the example's tests there.
# EXAMPLE=colyseus picks the example (default boardgame-io: no browser, no Redis).
set -euo pipefail
cd "$(dirname "$0")/.."
example=${EXAMPLE:-boardgame-io}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm pack --silent --pack-destination "$work" >/dev/null
tarball=$(ls "$work"/boardwright-*.tgz)
# Without node_modules and screenshots: what a user copies. The lockfile comes along, so the other
# packages are the versions the example was tested with, not whatever is newest on the day CI runs
# (without it, a new release of any package in boardgame.io's tree could fail CI one day and not the day before).
mkdir "$work/app"
tar -C "examples/$example" --exclude=node_modules --exclude=test-results -cf - . | tar -C "$work/app" -xf -
cd "$work/app"
npm pkg set "dependencies.boardwright=file:$tarball"
# The locked versions of every package but boardwright (and the repository root's own, which the copy leaves behind).
locked='const l = require("./package-lock.json").packages; console.log(Object.entries(l).filter(([k]) => k.startsWith("node_modules/") && !k.startsWith("node_modules/boardwright")).map(([k, v]) => k + "@" + v.version).sort().join("\n"))'
node -e "$locked" > "$work/locked-before.txt"
npm install --no-audit --no-fund --silent
node -e "$locked" > "$work/locked-after.txt"
if ! diff "$work/locked-before.txt" "$work/locked-after.txt"; then
  echo "npm install changed the example's locked versions (above)" >&2
  exit 1
fi
npm test
echo "example $example copied out of the repository: tests passed"
