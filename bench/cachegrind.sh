#!/bin/bash
# Instructions of one perft (cachegrind's "I refs", node --predictable): load-independent, so two
# builds compare on a busy machine. The count includes Node's start-up: measure `tictactoe:1` with
# the same build and subtract it.
#   bash bench/cachegrind.sh <dist> <game:depth>      (needs valgrind: apt-get install valgrind)
set -euo pipefail
dist=$(realpath "$1"); shift
here=$(dirname "$(realpath "$0")")
out=$(mktemp)
valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
  node --predictable "$here/perft-once.mjs" "$dist" "$@" 2>"$out" >/dev/null
grep "I *refs" "$out" | awk '{print $NF}'
rm -f "$out"
