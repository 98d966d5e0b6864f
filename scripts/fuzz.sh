#!/usr/bin/env bash
# Runs every Go fuzz target of the repository (each `func FuzzX` of a
# *_test.go file) for SECONDS_PER_TARGET seconds (default 60), one after
# the other, and prints a table: target | seconds | executions | result.
# It exits 1 if any target found a failing input: Go writes that input to
# PKG/testdata/fuzz/FuzzX/HASH, where plain `go test` replays it from then
# on; fix the parser and commit the file (docs/fuzzing.md). CI runs the
# seeds only, as part of go test.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET]
#
# Environment: FUZZ_PARALLEL (default 1) is go test's -parallel, the
# number of fuzzing workers; FUZZ_MATCH (an extended regexp) runs only the
# targets whose name matches; FUZZ_LOG_DIR keeps each target's output
# (default: a temporary folder, printed at the end).
set -uo pipefail
cd "$(dirname "$0")/.."

secs=${1:-60}
if ! [[ $secs =~ ^[1-9][0-9]*$ ]]; then
	echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET]" >&2
	exit 2
fi
# The OpenCL headers warn without it, on every package that links them.
export CGO_CFLAGS=${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=120}
parallel=${FUZZ_PARALLEL:-1}
logs=${FUZZ_LOG_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/bvgen-fuzz.XXXXXX")}
mkdir -p "$logs"

# "DIR NAME" for each target, sorted, from the test files git knows of
# and new ones alike (testdata is not Go code).
targets=$(grep -rE --include='*_test.go' --exclude-dir=testdata --exclude-dir=.git \
	-o '^func Fuzz[A-Za-z0-9_]*\(' . |
	sed -E 's|^\./(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\($|\1 \2|' | sort -u)
if [[ -n ${FUZZ_MATCH:-} ]]; then
	targets=$(awk -v pat="$FUZZ_MATCH" '$2 ~ pat' <<<"$targets")
fi
if [[ -z $targets ]]; then
	echo "scripts/fuzz.sh: no fuzz targets found" >&2
	exit 2
fi

failed=0
rows=()
while read -r dir name; do
	log="$logs/$name.log"
	echo "fuzzing $name in ./$dir for ${secs}s ..." >&2
	start=$(date +%s)
	# -timeout kills a target whose input hangs (go test then prints
	# every goroutine's stack): the fuzzing time plus room for the
	# baseline run of the corpus.
	go test -run='^$' -fuzz="^${name}\$" -fuzztime="${secs}s" -parallel="$parallel" \
		-timeout="$((secs + 600))s" "./$dir/" >"$log" 2>&1
	rc=$?
	took=$(($(date +%s) - start))
	execs=$(grep -oE 'execs: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
	fuzzed=$secs
	if [[ $rc -eq 0 ]]; then
		result=ok
	else
		failed=1
		fuzzed=$took # it stopped at the failure
		crasher=$(grep -oE 'testdata/fuzz/[^ ]+' "$log" | head -1)
		if [[ -n $crasher ]]; then
			result="FAIL: input in ./$dir/$crasher"
		else
			result="FAIL (exit $rc): see $log"
		fi
	fi
	rows+=("$name|$fuzzed|${execs:-?}|$took|$result")
done <<<"$targets"

# seconds is the fuzzing time (asked for, or until the failure); wall adds building the
# instrumented test binary and replaying the corpus.
printf '\n%-28s | %7s | %12s | %6s | %s\n' target seconds executions wall result
printf '%s\n' "-----------------------------+---------+--------------+--------+--------"
for r in "${rows[@]}"; do
	IFS='|' read -r name fuzzed execs took result <<<"$r"
	printf '%-28s | %7s | %12s | %6s | %s\n' "$name" "$fuzzed" "$execs" "$took" "$result"
done
echo
echo "logs: $logs"
if [[ $failed -ne 0 ]]; then
	echo "a target failed: go test replays each failing input under PKG/testdata/fuzz/FuzzX/ from now on; fix the parser and commit the input" >&2
	exit 1
fi
