#!/usr/bin/env bash
# Runs each example of examples/ as its README says, from its own folder: `npm ci` (the example's
# own lockfile; the library is linked from the repository root as "file:../..") then `npm test`
# (which builds the library first when its dist/ is missing or stale). The browser examples need
# Debian's chromium (.ci/run installs it before); the Colyseus cluster needs Debian's redis-server,
# installed here when missing. EXAMPLES="colyseus" runs a subset.
set -euo pipefail
cd "$(dirname "$0")/.."
passed=0
for example in ${EXAMPLES:-colyseus colyseus-cluster boardgame-io chessground react-chessboard}; do
  echo "== examples/$example"
  if [ "$example" = colyseus-cluster ] && ! command -v redis-server >/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server
  fi
  (cd "examples/$example" && npm ci --no-audit --no-fund && npm test)
  passed=$((passed + 1))
done
# One example copied out of the repository, boardwright installed from its tarball, as a user would.
bash scripts/example-copied-out.sh
# set -e stops at the first example that fails, so reaching here means every one passed.
echo "examples: $passed passed, 0 failed (and one copied out of the repository)"
