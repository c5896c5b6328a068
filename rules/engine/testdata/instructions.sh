#!/usr/bin/env bash
# Instructions per judged position for the engine's position benchmarks
# (Opening, Middlegame, Crowded), counted by valgrind's cachegrind: unlike
# ns/op they do not drift with the load of a shared machine.
#
#   bash rules/engine/testdata/instructions.sh            # every benchmark
#   bash rules/engine/testdata/instructions.sh Crowded    # those matching
#
# Each benchmark runs twice under cachegrind, N1 and N2 iterations; the
# difference of the two instruction counts over N2-N1 is the cost of one
# position, with start-up and warm-up cancelled out. The runtime's own
# work in the background (its monitor thread, timers) adds a little that
# grows with the run, not with the positions: over 1,000 positions a count
# drifts by about 200 between runs and builds, over 200 by about 1,500.
# Needs valgrind; about 90 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
filter=${1:-}
n1=20
n2=1020

bin=$(mktemp -d)/engine.test
trap 'rm -rf "$(dirname "$bin")"' EXIT
go test -c -o "$bin" .

count() { # benchmark pattern, iterations -> instructions
	valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
		"$bin" -test.run '^$' -test.bench "$1" -test.benchtime "${2}x" -test.cpu 1 2>&1 >/dev/null |
		awk '/I[ ]+refs:/ { gsub(",", "", $NF); print $NF }'
}

printf '%-24s %14s\n' benchmark instructions/op
for bench in Opening Middlegame Crowded; do
	for set in fulke1 fulke2 fulke3 nemec parlett; do
		name="$bench/$set"
		[[ -z "$filter" || "$name" == *"$filter"* ]] || continue
		pattern="^Benchmark$bench\$/^$set\$"
		a=$(count "$pattern" "$n1")
		b=$(count "$pattern" "$n2")
		printf '%-24s %14d\n' "$name" $(((b - a) / (n2 - n1)))
	done
done
