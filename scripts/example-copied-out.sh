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
# Without node_modules, lockfile and screenshots: what a user copies.
mkdir "$work/app"
tar -C "examples/$example" --exclude=node_modules --exclude=package-lock.json --exclude=test-results -cf - . | tar -C "$work/app" -xf -
cd "$work/app"
npm pkg set "dependencies.boardwright=file:$tarball"
npm install --no-audit --no-fund --silent
npm test
echo "example $example copied out of the repository: tests passed"
